import { useLingui } from "@lingui/react";
import type { ScreenHit } from "../../../core/contract/sanctions.ts";
import { formatDate } from "../code-card/format.ts";
import { targetTypeLabel } from "./labels.ts";
import { intlLocale } from "../../i18n/intl-locale.ts";
import { numberFormat } from "../../i18n/intl-formats.ts";

// One screening hit as /sanctions and the importer card show it.

/** The score as a percentage-like figure with words: strong, likely, weak. */
function ScoreBadge({ score }: { score: number }) {
  const { i18n } = useLingui();
  const level = score >= 0.9 ? "strong" : score >= 0.7 ? "likely" : "weak";
  const words = {
    strong: i18n._({ id: "sanctions.score.strong", message: "совпадение" }),
    likely: i18n._({ id: "sanctions.score.likely", message: "похоже" }),
    weak: i18n._({ id: "sanctions.score.weak", message: "слабое сходство" }),
  }[level];
  return (
    <span className={`badge sanctions-score sanctions-score--${level}`} data-testid="sanctions-score">
      {numberFormat(intlLocale(i18n.locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(score)} · {words}
    </span>
  );
}

export function ScreenHitItem({ hit }: { hit: ScreenHit }) {
  const { i18n } = useLingui();
  const date = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? formatDate(i18n.locale, d) : d);
  return (
    <li className="sanctions-hit" data-testid="sanctions-hit">
      <p className="sanctions-hit__name">
        <span data-testid="sanctions-hit-name">{hit.name}</span> <ScoreBadge score={hit.score} />
      </p>
      {hit.matched !== hit.name ? (
        <p className="sanctions-hit__matched" data-testid="sanctions-hit-matched">
          {i18n._({ id: "sanctions.hit.matched", message: "совпало с вариантом имени: {name}", values: { name: hit.matched } })}
        </p>
      ) : null}
      <p className="sanctions-hit__meta">
        <span className="badge card-badge card-badge--sanction" data-testid="sanctions-hit-list">{hit.list_title}</span>{" "}
        <span>{targetTypeLabel(i18n, hit.type)}</span>
        {hit.programs.length > 0 ? (
          <>
            {" · "}
            {i18n._({ id: "sanctions.hit.programs", message: "программы: {list}", values: { list: hit.programs.join(", ") } })}
          </>
        ) : null}
      </p>
      <p className="card-source">
        {hit.list_date
          ? i18n._({ id: "sanctions.hit.listDate", message: "список на {date}", values: { date: date(hit.list_date) } })
          : i18n._({ id: "sanctions.hit.listDateUnknown", message: "дата списка не указана в источнике" })}
        {hit.listed_on ? ` · ${i18n._({ id: "sanctions.hit.listedOn", message: "внесён {date}", values: { date: date(hit.listed_on) } })}` : null}
      </p>
    </li>
  );
}
