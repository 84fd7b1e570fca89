import { useLingui } from "@lingui/react";
import type { FormEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { useChanges } from "../api/changes.ts";
import { AppLink } from "../components/AppLink.tsx";
import { formatCode } from "../components/codeFormat.ts";
import { almatyDay, DATASET_LABELS, fieldLabel } from "../components/changes/labels.ts";
import { formatDate } from "../components/code-card/format.ts";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";
import { useTextLang } from "../i18n/textLang.ts";
import { CHANGE_DATASETS } from "../../core/contract/change-datasets.ts";
import type { ChangesQuery } from "../../core/contract/changes.ts";

const LIMIT = 50;
const FILTERS = ["code", "dataset", "from", "to"] as const;

/** The filters are the address (`?code=&dataset=&from=&to=&page=`), so a filtered list can be linked, e.g. from a code card. */
function queryOf(search: string): Partial<ChangesQuery> {
  const p = new URLSearchParams(search);
  const query: Record<string, string | number> = { limit: LIMIT, page: Math.max(1, Number(p.get("page")) || 1) };
  for (const key of FILTERS) {
    const value = p.get(key);
    if (value) query[key] = value;
  }
  return query as Partial<ChangesQuery>;
}

/** /changes: what the data imports changed per code, newest first (issue #18). */
export default function Page() {
  const { i18n } = useLingui();
  const langOf = useTextLang();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const query = queryOf(search);
  const changes = useChanges(query);
  const go = (params: URLSearchParams) => navigate(`${location}${params.size ? `?${params.toString()}` : ""}`);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(e.currentTarget)) if (typeof value === "string" && value.trim()) params.set(key, value.trim());
    go(params);
  };
  const toPage = (page: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(page));
    go(params);
  };
  const body = changes.data;
  const pages = body ? Math.max(1, Math.ceil(body.meta.total / LIMIT)) : 1;
  const page = query.page ?? 1;
  return (
    <article className="page changes">
      <PageTitle />
      <p className="lead">
        {i18n._({
          id: "changes.lead",
          message:
            "Что изменилось в данных портала при каждом обновлении: ставки ввозных пошлин и примечания ЕТТ, акцизы и вывозные пошлины Казахстана, наименования и коды ТН ВЭД, санкции ЕС по регламенту 833, список CHPL. Ставки НДС и преференции не привязаны в данных к кодам и здесь не отслеживаются. Сначала новые.",
        })}
      </p>
      <form className="changes-filters" onSubmit={onSubmit} key={search}>
        <label>
          {i18n._({ id: "changes.filter.code", message: "Код или его начало" })}
          <input className="input" name="code" inputMode="numeric" pattern="\d{2,10}" defaultValue={query.code ?? ""} data-testid="changes-code" />
        </label>
        <label>
          {i18n._({ id: "changes.filter.dataset", message: "Набор данных" })}
          <select className="input" name="dataset" defaultValue={query.dataset ?? ""}>
            <option value="">{i18n._({ id: "changes.filter.dataset.all", message: "Все" })}</option>
            {CHANGE_DATASETS.map((d) => <option key={d} value={d}>{i18n._(DATASET_LABELS[d])}</option>)}
          </select>
        </label>
        <label>
          {i18n._({ id: "changes.filter.from", message: "С даты" })}
          <input className="input" type="date" name="from" defaultValue={query.from ?? ""} />
        </label>
        <label>
          {i18n._({ id: "changes.filter.to", message: "По дату" })}
          <input className="input" type="date" name="to" defaultValue={query.to ?? ""} />
        </label>
        <button type="submit" className="button button--primary">{i18n._({ id: "changes.filter.apply", message: "Показать" })}</button>
      </form>
      {changes.isError ? (
        <p role="alert">{i18n._({ id: "changes.error", message: "Не удалось загрузить изменения. Проверьте фильтры и попробуйте ещё раз." })}</p>
      ) : !body ? (
        <SkeletonLines count={6} label={i18n._({ id: "changes.loading", message: "Загружаем изменения" })} />
      ) : body.data.length === 0 ? (
        <p className="changes-empty" data-testid="changes-empty">
          {i18n._({
            id: "changes.empty",
            message: "Изменений не найдено. Портал записывает изменения с тех пор, как набор данных обновляется повторно: первая загрузка каждого набора служит отправной точкой и изменений не даёт.",
          })}
        </p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="data-table changes-table" data-testid="changes-table">
              <thead>
                <tr>
                  <th scope="col">{i18n._({ id: "changes.col.date", message: "Дата" })}</th>
                  <th scope="col">{i18n._({ id: "changes.col.code", message: "Код" })}</th>
                  <th scope="col">{i18n._({ id: "changes.col.what", message: "Что изменилось" })}</th>
                  <th scope="col">{i18n._({ id: "changes.col.was", message: "Было" })}</th>
                  <th scope="col">{i18n._({ id: "changes.col.now", message: "Стало" })}</th>
                  <th scope="col">{i18n._({ id: "changes.col.source", message: "Акт и версия данных" })}</th>
                </tr>
              </thead>
              <tbody>
                {body.data.map((row) => (
                  <tr key={row.id}>
                    <td>{formatDate(i18n.locale, almatyDay(row.changed_at))}</td>
                    <td>
                      {/* A ten-digit code has its card; a heading or subheading opens in the tree. */}
                      <AppLink href={row.ref.length === 10 ? `/custom/${row.ref}` : `/tree?code=${row.ref}`} className="code">{formatCode(row.ref)}</AppLink>
                      {row.name ? <span className="changes-table__name" lang={langOf(row.name)}>{row.name}</span> : null}
                    </td>
                    <td>{i18n._(fieldLabel(row.field))}</td>
                    <td>{row.was ?? "—"}</td>
                    <td>{row.now ?? "—"}</td>
                    <td>{[row.act, row.effective_from && formatDate(i18n.locale, row.effective_from), row.version].filter(Boolean).join(" · ")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="changes-pages" aria-label={i18n._({ id: "changes.pages", message: "Страницы изменений" })}>
            <button type="button" className="button" disabled={page <= 1} onClick={() => toPage(page - 1)}>
              {i18n._({ id: "changes.prev", message: "Назад" })}
            </button>
            <span>{i18n._({ id: "changes.page", message: "Страница {page} из {pages}", values: { page, pages } })}</span>
            <button type="button" className="button" disabled={page >= pages} onClick={() => toPage(page + 1)}>
              {i18n._({ id: "changes.next", message: "Дальше" })}
            </button>
          </nav>
        </>
      )}
    </article>
  );
}
