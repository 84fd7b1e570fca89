import { useLingui } from "@lingui/react";
import type { RestrictionsData } from "../../contract/code-info.ts";
import { CardBlock } from "./Block.tsx";
import { SourceLine } from "./Source.tsx";

type I18nT = ReturnType<typeof useLingui>["i18n"];

function measureLabel(i18n: I18nT, measure: string): string {
  switch (measure) {
    case "export_ban":
      return i18n._({ id: "card.sanctions.exportBan", message: "запрет экспорта из ЕС в Россию" });
    case "import_ban":
      return i18n._({ id: "card.sanctions.importBan", message: "запрет ввоза в ЕС из России" });
    case "export_ban_third_country":
      return i18n._({ id: "card.sanctions.exportBanThird", message: "запрет экспорта из ЕС в названные третьи страны" });
    case "maritime_services_price_cap":
      return i18n._({ id: "card.sanctions.priceCap", message: "потолок цен: морская перевозка нефти и нефтепродуктов" });
    case "port_access_derogation":
      return i18n._({ id: "card.sanctions.portAccess", message: "не запрет: исключение для захода судов в порты ЕС" });
    case "no_russia_clause_due_diligence":
      return i18n._({ id: "card.sanctions.noRussiaClause", message: "оговорка о запрете реэкспорта в Россию в контрактах" });
    case "due_diligence_obligation":
      return i18n._({ id: "card.sanctions.dueDiligence", message: "обязательная проверка риска реэкспорта в Россию" });
    default:
      return i18n._({ id: "card.sanctions.seeArticle", message: "особый режим, см. статью регламента" });
  }
}

/** Restrictions and sanctions by code: EU Reg. 833/2014 annexes (prefix rule) and the CHPL tier. Purple, always with words. */
export function RestrictionsBlock({ restrictions }: { restrictions: RestrictionsData }) {
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
      {restrictions.eu_833.length > 0 ? (
        <ul className="card-list">
          {restrictions.eu_833.map((e, i) => (
            <li key={`${e.annex}-${e.cn_code}-${i}`} className="card-list__item" data-testid={`card-eu833-${e.annex}`}>
              <p className="card-list__title">
                <span className="badge card-badge card-badge--sanction">
                  {i18n._({ id: "card.sanctions.annex", message: "Приложение {annex}", values: { annex: e.annex } })}
                </span>{" "}
                {measureLabel(i18n, e.measure)}
              </p>
              <p className="card-list__text">
                {i18n._({ id: "card.sanctions.cnCode", message: "Код в приложении: {code}", values: { code: e.cn_code } })}
                {e.is_ex ? (
                  <>
                    {" "}
                    <span className="badge card-badge card-badge--warning">
                      {i18n._({ id: "card.sanctions.ex", message: "частично (ex), см. текст приложения" })}
                    </span>
                  </>
                ) : (
                  <span className="card-list__period">
                    {" · "}
                    {i18n._({ id: "card.sanctions.prefix", message: "охватывает все коды, начинающиеся с него" })}
                  </span>
                )}
              </p>
              {e.annex_title ? (
                <p className="card-list__scope" lang="en">
                  {e.annex_title}
                  {e.articles ? ` (${e.articles})` : ""}
                </p>
              ) : null}
              <SourceLine source={e.source} />
            </li>
          ))}
        </ul>
      ) : null}
      {restrictions.chpl ? (
        <div className="card-sub" data-testid="card-chpl">
          <p className="card-list__title">
            {i18n._({
              id: "card.sanctions.chpl",
              message: "Общий список приоритетных товаров (CHPL): уровень {tier}",
              values: { tier: restrictions.chpl.tier },
            })}
          </p>
          <p className="card-list__scope">
            <span lang="en">{restrictions.chpl.tier_name}</span> ·{" "}
            {i18n._({
              id: "card.sanctions.jurisdictions",
              message: "списки: {list}",
              values: { list: restrictions.chpl.jurisdictions.join(", ") },
            })}
          </p>
          <SourceLine source={restrictions.chpl.source} />
        </div>
      ) : null}
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
