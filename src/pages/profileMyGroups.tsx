import { useLingui } from "@lingui/react";
import { useState, type FormEvent } from "react";
import { useSessionView } from "../account/account-context.ts";
import { useGroupChange, useGroups } from "../api/groups.ts";
import { ErrorState } from "../components/ErrorState.tsx";
import { SignedOutPrompt } from "../components/favourites/SignedOutPrompt.tsx";
import { GroupPanel } from "../components/groups/GroupPanel.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

/** /profile/my-groups: the user's named lists of codes (issue 18 item 4). */
export default function Page() {
  const { i18n } = useLingui();
  const { starting, signedIn } = useSessionView();
  const groups = useGroups();
  const change = useGroupChange();
  const [name, setName] = useState("");
  const [picked, setPicked] = useState<string | null>(null);
  const loading = i18n._({ id: "groups.loading", message: "Загружаем группы" });
  const open = picked ?? groups.data?.[0]?.id ?? null;

  const create = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === "") return;
    change.mutate({ kind: "create", name }, {
      onSuccess: (answer) => {
        setName("");
        if (answer) setPicked(answer.data.id);
      },
    });
  };

  return (
    <article className="page groups-page">
      <PageTitle />
      {starting ? (
        <SkeletonLines count={4} label={loading} />
      ) : !signedIn ? (
        <SignedOutPrompt text={i18n._({ id: "groups.signedOut", message: "Войдите, чтобы собирать коды в группы по клиентам и рассчитывать их вместе." })} />
      ) : groups.isError ? (
        <ErrorState text={i18n._({ id: "groups.error", message: "Группы не загрузились. Проверьте соединение и повторите." })} onRetry={() => void groups.refetch()} />
      ) : groups.isPending ? (
        <SkeletonLines count={4} label={loading} />
      ) : (
        <div className="groups-layout">
          <div className="groups-list">
            <form className="groups-create" onSubmit={create}>
              <label className="field__label" htmlFor="group-new">{i18n._({ id: "groups.new", message: "Новая группа" })}</label>
              <div className="group-panel__row">
                <input id="group-new" className="input" value={name} onChange={(e) => setName(e.target.value)} data-testid="group-new-name"
                  placeholder={i18n._({ id: "groups.new.placeholder", message: "Клиент А — запчасти" })} />
                <button type="submit" className="button button--primary" disabled={change.isPending || name.trim() === ""} data-testid="group-create">
                  {i18n._({ id: "groups.create", message: "Создать" })}
                </button>
              </div>
            </form>
            {change.isError && <p className="field-error" role="alert">{change.error.message}</p>}
            {groups.data.length === 0 ? (
              <p className="saved-empty" data-testid="groups-empty">
                {i18n._({ id: "groups.empty", message: "Групп пока нет. Создайте первую или добавьте код в группу из его карточки." })}
              </p>
            ) : (
              <ul className="groups-list__items" data-testid="groups-list">
                {groups.data.map((g) => (
                  <li key={g.id}>
                    <button type="button" className="groups-list__item" aria-current={g.id === open ? "true" : undefined} onClick={() => setPicked(g.id)}>
                      <span className="groups-list__name">{g.name}</span>
                      <span className="groups-list__meta">
                        {i18n._({ id: "groups.count", message: "{count, plural, one {# код} few {# кода} other {# кодов}}", values: { count: g.codes } })}
                        {g.share_token && ` · ${i18n._({ id: "groups.sharedBadge", message: "по ссылке" })}`}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {open && <GroupPanel key={open} id={open} onDeleted={() => setPicked(null)} />}
        </div>
      )}
    </article>
  );
}
