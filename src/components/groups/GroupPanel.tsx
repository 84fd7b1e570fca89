import { useLingui } from "@lingui/react";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { localePath, type Locale } from "../../../core/routes.ts";
import { useGroup, useGroupChange } from "../../api/groups.ts";
import { AppLink } from "../AppLink.tsx";
import { formatCode } from "../codeFormat.ts";
import { CopyButton } from "../CopyButton.tsx";
import { ErrorState } from "../ErrorState.tsx";
import { ExportButtons } from "../export/ExportButtons.tsx";
import type { ExportColumn } from "../export/table.ts";
import { SkeletonLines } from "../Skeleton.tsx";
import { codesOfText } from "./csv-codes.ts";
import { GroupCodesTable } from "./GroupCodesTable.tsx";

/** One group of /profile/my-groups: rename, codes (add, remove, CSV in and out), share link, delete, batch calculation. */
export function GroupPanel({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { i18n } = useLingui();
  const group = useGroup(id);
  const change = useGroupChange();
  const [name, setName] = useState<string | null>(null);
  const [codes, setCodes] = useState("");
  const [unknown, setUnknown] = useState<string[]>([]);

  if (group.isError) return <ErrorState text={group.error.message} onRetry={() => void group.refetch()} />;
  if (!group.data) return <SkeletonLines count={4} label={i18n._({ id: "groups.loadingOne", message: "Загружаем группу" })} />;
  const g = group.data;

  const addCodes = (list: string[]) => {
    if (list.length === 0) return;
    change.mutate({ kind: "add", id, codes: list }, { onSuccess: (answer) => setUnknown(answer?.unknown ?? []) });
  };
  const onAdd = (e: FormEvent) => {
    e.preventDefault();
    addCodes(codesOfText(codes));
    setCodes("");
  };
  const onImport = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (file) addCodes(codesOfText(await file.text()));
  };
  const onRename = (e: FormEvent) => {
    e.preventDefault();
    if (name !== null && name.trim() !== "") change.mutate({ kind: "rename", id, name }, { onSuccess: () => setName(null) });
  };
  const shareUrl = g.share_token ? `${window.location.origin}${localePath(i18n.locale as Locale, `/groups/${g.share_token}`)}` : null;
  const columns: ExportColumn[] = [
    { key: "code", label: i18n._({ id: "groups.col.code", message: "Код" }), kind: "text" },
    { key: "name", label: i18n._({ id: "groups.col.name", message: "Наименование" }), kind: "text" },
    { key: "duty", label: i18n._({ id: "groups.col.duty", message: "Ввозная пошлина" }), kind: "text" },
  ];

  return (
    <section className="group-panel profile-card" data-testid="group-panel" aria-labelledby="group-panel-title">
      <form className="group-panel__rename" onSubmit={onRename}>
        <label className="field__label" htmlFor="group-name">{i18n._({ id: "groups.name", message: "Название группы" })}</label>
        <div className="group-panel__row">
          <input id="group-name" className="input" value={name ?? g.name} onChange={(e) => setName(e.target.value)} data-testid="group-name" />
          <button type="submit" className="button" disabled={name === null || change.isPending} data-testid="group-rename">
            {i18n._({ id: "groups.rename", message: "Переименовать" })}
          </button>
        </div>
      </form>
      <h2 id="group-panel-title" className="group-panel__title">{g.name}</h2>
      <div className="group-panel__actions">
        <AppLink href={`/calculator?group=${g.id}`} className="button button--primary" data-testid="group-calculate">
          {i18n._({ id: "groups.calculate", message: "Рассчитать в калькуляторе" })}
        </AppLink>
        <ExportButtons fileName={`group-${g.name.replace(/[^\p{L}\p{N}]+/gu, "-")}`} columns={columns}
          rows={g.codes.map((c) => ({ code: c.code, name: c.full_name, duty: c.duty }))} />
        <label className="button group-panel__import">
          {i18n._({ id: "groups.import", message: "Импорт кодов из CSV" })}
          <input type="file" accept=".csv,text/csv,text/plain" className="visually-hidden" data-testid="group-import" onChange={(e) => void onImport(e)} />
        </label>
      </div>
      <form className="group-panel__add" onSubmit={onAdd}>
        <label className="field__label" htmlFor="group-add">{i18n._({ id: "groups.add", message: "Добавить коды (через пробел, запятую или с новой строки)" })}</label>
        <div className="group-panel__row">
          <input id="group-add" className="input" value={codes} onChange={(e) => setCodes(e.target.value)} inputMode="numeric" data-testid="group-add-input" />
          <button type="submit" className="button" disabled={change.isPending || codes.trim() === ""} data-testid="group-add">
            {i18n._({ id: "groups.addButton", message: "Добавить" })}
          </button>
        </div>
      </form>
      {unknown.length > 0 && (
        <p className="field-error" role="status" data-testid="group-unknown">
          {i18n._({ id: "groups.unknown", message: "Нет в ТН ВЭД ЕАЭС, не добавлены: {codes}", values: { codes: unknown.map(formatCode).join(", ") } })}
        </p>
      )}
      {change.isError && <p className="field-error" role="alert">{change.error.message}</p>}
      <GroupCodesTable codes={g.codes} onRemove={(code) => change.mutate({ kind: "remove", id, codes: [code] })} />
      <div className="group-panel__share" data-testid="group-share">
        {shareUrl ? (
          <>
            <p>{i18n._({ id: "groups.shared", message: "Группа открыта по ссылке только для чтения:" })}</p>
            <p className="group-panel__link"><a href={shareUrl} data-testid="group-share-link">{shareUrl}</a> <CopyButton code={shareUrl} verbatim label={i18n._({ id: "groups.copyLink", message: "Скопировать ссылку" })} /></p>
            <button type="button" className="button" onClick={() => change.mutate({ kind: "unshare", id })} data-testid="group-unshare">
              {i18n._({ id: "groups.unshare", message: "Отозвать ссылку" })}
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={() => change.mutate({ kind: "share", id })} data-testid="group-share-on">
            {i18n._({ id: "groups.share", message: "Поделиться ссылкой (только чтение)" })}
          </button>
        )}
      </div>
      <button
        type="button"
        className="button button--danger"
        data-testid="group-delete"
        onClick={() => {
          if (window.confirm(i18n._({ id: "groups.deleteConfirm", message: "Удалить группу «{name}»?", values: { name: g.name } }))) {
            change.mutate({ kind: "delete", id }, { onSuccess: onDeleted });
          }
        }}
      >
        {i18n._({ id: "groups.delete", message: "Удалить группу" })}
      </button>
    </section>
  );
}
