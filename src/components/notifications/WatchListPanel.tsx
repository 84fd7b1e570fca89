import { useLingui } from "@lingui/react";
import { useState } from "react";
import { WATCH_KINDS, type WatchKind } from "../../../core/contract/watch.ts";
import { useWatchAddCodes, useWatchList, useWatchRemove } from "../../api/watch.ts";
import { formatCode } from "../codeFormat.ts";
import { ErrorState } from "../ErrorState.tsx";
import { ExportButtons } from "../export/ExportButtons.tsx";
import type { ExportColumn } from "../export/table.ts";
import { codesOfText } from "../groups/csv-codes.ts";
import { SkeletonLines } from "../Skeleton.tsx";

/** What the user follows: filtered by kind, removed by ticks, codes exported and imported as CSV. */
export function WatchListPanel() {
  const { i18n } = useLingui();
  const list = useWatchList();
  const remove = useWatchRemove();
  const importCodes = useWatchAddCodes();
  const [kind, setKind] = useState<WatchKind | "all">("all");
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const kindLabel = (k: WatchKind | "all") =>
    i18n._({ id: "notifications.kind", message: "{kind, select, code {Коды} counterparty {Контрагенты} container {Контейнеры} other {Всё}}", values: { kind: k } });

  if (list.isError) {
    return <ErrorState text={i18n._({ id: "notifications.watch.error", message: "Список не загрузился. Проверьте соединение и повторите." })} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) return <SkeletonLines count={3} label={i18n._({ id: "notifications.watch.loading", message: "Загружаем список" })} />;
  const shown = list.data.filter((e) => kind === "all" || e.kind === kind);
  const tick = (id: string) => {
    const next = new Set(ticked);
    if (!next.delete(id)) next.add(id);
    setTicked(next);
  };
  const columns: ExportColumn[] = [{ key: "code", label: i18n._({ id: "notifications.watch.code", message: "Код" }), kind: "text" }];
  const codes = list.data.filter((e) => e.kind === "code").map((e) => ({ code: e.ref }));
  return (
    <section className="notifications-watch" aria-labelledby="notifications-watch-title" data-testid="watch-list">
      <h2 id="notifications-watch-title">{i18n._({ id: "notifications.watch.title", message: "За чем я слежу" })}</h2>
      <div className="notifications-head">
        <label className="field__label" htmlFor="watch-kind">{i18n._({ id: "notifications.watch.filter", message: "Показать" })}</label>
        <select id="watch-kind" className="input" value={kind} onChange={(e) => setKind(e.target.value as WatchKind | "all")} data-testid="watch-kind">
          {(["all", ...WATCH_KINDS] as const).map((k) => <option key={k} value={k}>{kindLabel(k)}</option>)}
        </select>
        <button type="button" className="button button--danger button--small" data-testid="watch-remove" disabled={ticked.size === 0 || remove.isPending}
          onClick={() => remove.mutate([...ticked], { onSuccess: () => setTicked(new Set()) })}>
          {i18n._({ id: "notifications.watch.remove", message: "{count, plural, =0 {Перестать следить} other {Перестать следить (#)}}", values: { count: ticked.size } })}
        </button>
      </div>
      {remove.isError && <p className="field-error" role="alert">{remove.error.message}</p>}
      {shown.length === 0 ? (
        <p className="saved-empty" data-testid="watch-empty">
          {i18n._({ id: "notifications.watch.empty", message: "Вы пока ни за чем не следите. Нажмите колокольчик в карточке кода, на странице контейнера или у проверки контрагента." })}
        </p>
      ) : (
        <ul className="notifications-watch__items">
          {shown.map((e) => (
            <li key={e.id} data-testid="watch-item">
              <label className="add-to-group__item">
                <input type="checkbox" checked={ticked.has(e.id)} onChange={() => tick(e.id)} />
                <span className="code">{e.kind === "code" ? formatCode(e.ref) : e.ref}</span>
                <span className="muted">{kindLabel(e.kind)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="notifications-head">
        <ExportButtons fileName="followed-codes" columns={columns} rows={codes} />
        <label className="button button--small">
          {i18n._({ id: "notifications.watch.import", message: "Загрузить коды из CSV" })}
          <input type="file" accept=".csv,.txt,text/csv,text/plain" className="visually-hidden" data-testid="watch-import"
            onChange={async (ev) => {
              const file = ev.target.files?.[0];
              if (file) importCodes.mutate(codesOfText(await file.text()));
            }} />
        </label>
      </div>
      {importCodes.data ? (
        <p className="field-error" role="status">
          {i18n._({ id: "notifications.watch.refused", message: "{count, plural, one {# код не найден в ТН ВЭД} few {# кода не найдены в ТН ВЭД} other {# кодов не найдены в ТН ВЭД}}", values: { count: importCodes.data } })}
        </p>
      ) : null}
    </section>
  );
}
