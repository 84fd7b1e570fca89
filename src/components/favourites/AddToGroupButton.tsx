import { useLingui } from "@lingui/react";
import { useState, type FormEvent } from "react";
import { useAccount, useSessionView } from "../../account/account-context.ts";
import { useGroupChange, useGroups } from "../../api/groups.ts";
import { AppLink } from "../AppLink.tsx";
import { formatCode } from "../codeFormat.ts";

/**
 * "To a group" beside the favourites star: the user's groups with a tick where the code is, a tick adds or
 * removes it, and a new group can be made with it. A signed-out visitor gets the login, like the star.
 */
export function AddToGroupButton({ code }: { code: string }) {
  const { i18n } = useLingui();
  const { signedIn, starting } = useSessionView();
  const { requestSignIn } = useAccount();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const groups = useGroups(open ? code : undefined);
  const change = useGroupChange();
  const label = i18n._({ id: "groups.button.label", message: "Добавить код {code} в группу", values: { code: formatCode(code) } });

  const create = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() !== "") change.mutate({ kind: "create", name, codes: [code] }, { onSuccess: () => setName("") });
  };
  return (
    <div className="add-to-group">
      <button
        type="button"
        className="favourite-button add-to-group__button"
        data-testid="add-to-group"
        aria-expanded={signedIn ? open : undefined}
        title={label}
        disabled={starting}
        onClick={() => (signedIn ? setOpen(!open) : requestSignIn("login"))}
      >
        <span aria-hidden="true">+</span>
        <span>{i18n._({ id: "groups.button", message: "В группу" })}</span>
      </button>
      {open && signedIn && (
        <div className="add-to-group__panel" role="group" aria-label={label} data-testid="add-to-group-panel">
          {groups.data?.map((g) => (
            <label key={g.id} className="add-to-group__item">
              <input type="checkbox" checked={g.has_code} disabled={change.isPending}
                onChange={() => change.mutate({ kind: g.has_code ? "remove" : "add", id: g.id, codes: [code] })} />
              {g.name}
            </label>
          ))}
          <form className="add-to-group__new" onSubmit={create}>
            <input className="input" value={name} onChange={(e) => setName(e.target.value)} data-testid="add-to-group-name"
              aria-label={i18n._({ id: "groups.new", message: "Новая группа" })} placeholder={i18n._({ id: "groups.new", message: "Новая группа" })} />
            <button type="submit" className="button button--small" disabled={change.isPending || name.trim() === ""} data-testid="add-to-group-create">
              {i18n._({ id: "groups.create", message: "Создать" })}
            </button>
          </form>
          {change.isError && <p className="field-error" role="alert">{change.error.message}</p>}
          <AppLink href="/profile/my-groups">{i18n._({ id: "groups.all", message: "Все группы" })}</AppLink>
        </div>
      )}
    </div>
  );
}
