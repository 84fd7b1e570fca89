import { useLingui } from "@lingui/react";
import type { RestrictionsData } from "../../../core/contract/code-info.ts";
import { measureDirection } from "../../../core/contract/sanction-direction.ts";
import type { CodeSanctions } from "../../../core/contract/sanctions.ts";
import { AppLink } from "../AppLink.tsx";
import { SanctionMeasures } from "../sanctions/SanctionMeasures.tsx";
import { CardBlock } from "./Block.tsx";
import { SourceLine } from "./Source.tsx";

/** The card's restrictions in the shape of /api/v1/products/sanctions, so both show one block. */
function asCodeSanctions(code: string, r: RestrictionsData): CodeSanctions {
  const measures = r.eu_833.map((e) => ({
    jurisdiction: "EU", legal_act: (e.source.act ?? "").replace(/, Annex [^,]+$/, ""), annex: e.annex, annex_title: e.annex_title,
    articles: e.articles, measure: e.measure, measure_description: e.measure_description, direction: measureDirection(e.measure),
    is_ex: e.is_ex, matched_prefix: e.cn_code, scope: "covers" as const, version: e.source.as_of, source_url: e.source.url,
  }));
  const chpl = r.chpl
    ? { hs6: r.chpl.hs6, tier: r.chpl.tier, tier_name: r.chpl.tier_name, jurisdictions: r.chpl.jurisdictions, version: r.chpl.source.as_of, legal_reference: r.chpl.source.act }
    : null;
  return { code, measures, chpl, chpl_below: [], reexport_risk: chpl !== null || measures.some((m) => m.direction === "export") };
}

/** Restrictions and sanctions by code: EU Reg. 833/2014 annexes (prefix rule) and the CHPL tier. Purple, always with words. */
export function RestrictionsBlock({ code, restrictions }: { code: string; restrictions: RestrictionsData }) {
  const { i18n } = useLingui();
  const found = restrictions.eu_833.length > 0 || restrictions.chpl !== null;
  const annexes = [...new Set(restrictions.eu_833.map((e) => e.annex))];
  return (
    <CardBlock
      id="sanctions"
      title={i18n._({ id: "card.sanctions.title", message: "Санкции и ограничения" })}
      tone={found ? "sanction" : undefined}
      testId="card-sanctions"
    >
      <div className="card-figure card-figure--wrap" data-testid="card-sanctions-summary">
        {found ? (
          <>
            {annexes.map((annex) => (
              <span key={annex} className="badge card-badge card-badge--sanction">
                {i18n._({ id: "card.sanctions.annexBadge", message: "ЕС 833/2014, приложение {annex}", values: { annex } })}
              </span>
            ))}
            {restrictions.chpl ? (
              <span className="badge card-badge card-badge--sanction">
                {i18n._({ id: "card.sanctions.chplBadge", message: "CHPL, уровень {tier}", values: { tier: restrictions.chpl.tier } })}
              </span>
            ) : null}
          </>
        ) : (
          <span className="card-figure__caption card-figure__caption--strong">
            {i18n._({ id: "card.sanctions.none", message: "В проверенных списках код не найден" })}
          </span>
        )}
      </div>
      {found ? (
        <p className="card-list__text">
          {i18n._({
            id: "card.sanctions.meaning",
            message: "Санкции ЕС обязательны для компаний ЕС: поставщик из ЕС может отказать, а реэкспорт товара в Россию проверяют.",
          })}
        </p>
      ) : null}
      {found ? <SanctionMeasures data={asCodeSanctions(code, restrictions)} /> : null}
      <p className="card-list__text">
        <AppLink href={`/sanctions?code=${code}`} data-testid="card-sanctions-page">
          {i18n._({ id: "card.sanctions.page", message: "Меры ниже кода и проверка покупателя — на странице санкций" })}
        </AppLink>
      </p>
      {restrictions.screened.length > 0 ? (
        <details className="card-sub card-more">
          <summary>{i18n._({ id: "card.sanctions.screened", message: "Какие списки проверены" })}</summary>
          {restrictions.screened.map((s, i) => (
            <SourceLine key={i} source={s} label="·" />
          ))}
        </details>
      ) : null}
    </CardBlock>
  );
}
