import { useLingui } from "@lingui/react";
import { useSanctionsDirectory } from "../../api/sanctions.ts";
import { formatDate } from "../code-card/format.ts";
import { formatInt } from "../reference/SortableTable.tsx";

/** Which lists screening searches, of what date and from where (design: every figure shows its source). */
export function ListsInfo() {
  const { i18n } = useLingui();
  const directory = useSanctionsDirectory();
  const date = (d: string | null) =>
    d === null ? i18n._({ id: "sanctions.lists.noDate", message: "дата не указана" }) : /^\d{4}-\d{2}-\d{2}$/.test(d) ? formatDate(i18n.locale, d) : d;
  return (
    <details className="card-sub card-more sanctions-lists" data-testid="sanctions-lists">
      <summary>{i18n._({ id: "sanctions.lists.summary", message: "Какие списки проверяются и на какую дату" })}</summary>
      {directory.data ? (
        <ul className="card-list">
          {directory.data.lists.map((l) => (
            <li key={l.id} className="card-list__item" data-testid={`sanctions-list-${l.id}`}>
              <p className="card-list__title">
                <span lang="en">{l.title}</span> · {date(l.version)}
              </p>
              <p className="card-list__text">
                {i18n._({
                  id: "sanctions.lists.size",
                  message: "{entries} записей, {names} имён с вариантами",
                  values: { entries: formatInt(i18n.locale, l.entries), names: formatInt(i18n.locale, l.names) },
                })}
              </p>
              <p className="card-source" lang="en">
                <a href={l.publisher_url} target="_blank" rel="noreferrer">{l.jurisdiction}</a> · {l.source} · {l.licence} · {l.limitations}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="muted">
        {i18n._({
          id: "sanctions.lists.disclaimer",
          message: "Списки — копии на указанные даты, а не действующие списки. Перед сделкой сверьтесь с официальным источником.",
        })}
      </p>
    </details>
  );
}
