import { useLingui } from "@lingui/react";
import type { MeasureList } from "../../../core/contract/measures.ts";
import { formatDate } from "./format.ts";

/** Every list a part of the card consulted, each compiled (with its rows and version) or not yet compiled. */
export function ListsChecked({ lists }: { lists: MeasureList[] }) {
  const { i18n } = useLingui();
  return (
    <details className="card-sub card-more" data-testid="card-lists-checked">
      <summary>{i18n._({ id: "card.sanctions.screened", message: "Какие списки проверены" })}</summary>
      <ul className="card-list">
        {lists.map((l) => (
          <li key={l.type} className="card-list__text" data-testid={`card-list-${l.type}`} data-state={l.state}>
            {l.title}:{" "}
            {l.state === "compiled"
              ? i18n._({
                  id: "card.measures.listCompiled",
                  message: "составлен, строк: {rows}; версия {version} от {date}",
                  values: { rows: l.rows, version: l.version ?? "—", date: l.imported_at ? formatDate(i18n.locale, l.imported_at.slice(0, 10)) : "—" },
                })
              : i18n._({ id: "card.measures.listNotCompiled", message: "ещё не составлен" })}
          </li>
        ))}
      </ul>
    </details>
  );
}
