import { useLingui } from "@lingui/react";
import type { CodeSanctions, SanctionMeasure } from "../../../core/contract/sanctions.ts";
import { SourceLine } from "../code-card/Source.tsx";
import { directionLabel, groupCode, measureLabel } from "./labels.ts";

type Chpl = NonNullable<CodeSanctions["chpl"]>;

function Measure({ m }: { m: SanctionMeasure }) {
  const { i18n } = useLingui();
  return (
    <li className="card-list__item sanctions-measure" data-testid={`sanctions-measure-${m.annex}`}>
      <p className="card-list__title">
        <span className="badge card-badge card-badge--sanction">
          {i18n._({ id: "card.sanctions.annex", message: "Приложение {annex}", values: { annex: m.annex } })}
        </span>{" "}
        {m.direction !== "other" ? (
          <span className={`badge sanctions-direction sanctions-direction--${m.direction}`} data-testid="sanctions-direction">
            {directionLabel(i18n, m.direction)}
          </span>
        ) : null}{" "}
        {measureLabel(i18n, m.measure)}
      </p>
      <p className="card-list__text">
        {i18n._({ id: "card.sanctions.cnCode", message: "Код в приложении: {code}", values: { code: groupCode(m.matched_prefix) } })}
        {m.scope === "below" || !m.is_ex ? (
          <span className="card-list__period">
            {" · "}
            {m.scope === "below"
              ? i18n._({ id: "sanctions.measure.below", message: "код ниже запрошенного: мера касается только части товаров" })
              : i18n._({ id: "card.sanctions.prefix", message: "охватывает все коды, начинающиеся с него" })}
          </span>
        ) : null}
      </p>
      {m.is_ex ? (
        <p className="sanctions-ex" data-testid="sanctions-ex">
          <span className="badge card-badge card-badge--warning">ex</span>{" "}
          {i18n._({
            id: "sanctions.measure.ex",
            message: "Код указан с пометкой «ex»: мера охватывает только часть товаров этого кода. Какие именно — в описании товара в тексте приложения.",
          })}
        </p>
      ) : null}
      {m.annex_title ? (
        <p className="card-list__scope" lang="en">
          {m.annex_title}
          {m.articles ? ` (${m.articles})` : ""}
        </p>
      ) : null}
      <SourceLine source={{ act: `${m.legal_act}, Annex ${m.annex}`, url: m.source_url, as_of: m.version, verification: null }} />
    </li>
  );
}

function ChplLine({ c, below }: { c: Chpl; below?: boolean }) {
  const { i18n } = useLingui();
  return (
    <div className="card-sub" data-testid="sanctions-chpl">
      <p className="card-list__title">
        {i18n._({
          id: "card.sanctions.chpl",
          message: "Общий список приоритетных товаров (CHPL): уровень {tier}",
          values: { tier: c.tier },
        })}
        {below ? <span className="code"> {groupCode(c.hs6)}</span> : null}
      </p>
      <p className="card-list__scope">
        <span lang="en">{c.tier_name}</span> ·{" "}
        {i18n._({ id: "card.sanctions.jurisdictions", message: "списки: {list}", values: { list: c.jurisdictions.join(", ") } })}
      </p>
      <SourceLine source={{ act: c.legal_reference, url: null, as_of: c.version, verification: null }} />
    </div>
  );
}

/** A plain warning for goods a Kazakh exporter may sell on to Russia. */
export function ReexportWarning() {
  const { i18n } = useLingui();
  return (
    <div className="sanctions-reexport" role="note" data-testid="sanctions-reexport">
      <p className="sanctions-reexport__title">{i18n._({ id: "sanctions.reexport.title", message: "Риск реэкспорта в Россию" })}</p>
      <p>
        {i18n._({
          id: "sanctions.reexport.text",
          message:
            "Казахстан эти санкции не вводил, но поставщики из ЕС, США и Великобритании требуют в договоре запрет реэкспорта в Россию и проверяют покупателей. Если товар может уйти в Россию, поставщик откажет, а ваша компания рискует попасть под вторичные санкции. Проверьте конечного получателя и оставьте в договоре оговорку о запрете реэкспорта.",
        })}
      </p>
    </div>
  );
}

/**
 * What the sanctions lists say about a code: EU 833/2014 annex measures (with direction, the
 * "ex" warning and the consolidated version), the CHPL tier, and the re-export warning.
 * The code card and the /sanctions page show the same block.
 */
export function SanctionMeasures({ data }: { data: CodeSanctions }) {
  const { i18n } = useLingui();
  const covering = data.measures.filter((m) => m.scope === "covers");
  const below = data.measures.filter((m) => m.scope === "below");
  return (
    <div className="sanctions-measures" data-testid="sanctions-measures">
      {data.reexport_risk ? <ReexportWarning /> : null}
      {covering.length > 0 ? (
        <ul className="card-list">
          {covering.map((m, i) => (
            <Measure key={`${m.annex}-${m.matched_prefix}-${i}`} m={m} />
          ))}
        </ul>
      ) : null}
      {data.chpl ? <ChplLine c={data.chpl} /> : null}
      {below.length > 0 || data.chpl_below.length > 0 ? (
        <details className="card-sub card-more" data-testid="sanctions-below">
          <summary>
            {i18n._({
              id: "sanctions.below.summary",
              message: "Ниже этого кода: {count, plural, one {# запись} few {# записи} other {# записей}} — касаются части товаров",
              values: { count: below.length + data.chpl_below.length },
            })}
          </summary>
          <ul className="card-list">
            {below.map((m, i) => (
              <Measure key={`${m.annex}-${m.matched_prefix}-${i}`} m={m} />
            ))}
          </ul>
          {data.chpl_below.map((c) => (
            <ChplLine key={c.hs6} c={c} below />
          ))}
        </details>
      ) : null}
    </div>
  );
}
