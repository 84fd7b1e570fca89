import type { I18n } from "@lingui/core";
import type { CodeInformation } from "../../../core/contract/code-info.ts";
import type { HeadWords } from "../PageTitle.tsx";
import { formatPercent, formatRate } from "./format.ts";

/**
 * A code card's document title and description, made from its data: the code, its full name (its own
 * name alone may be "прочие") and the duty, what a broker searching the web for "0201100008 пошлина" wants
 * to see in the result.
 */
export function codeCardHead(i18n: I18n, info: CodeInformation): HeadWords {
  const c = info.classifications;
  const duty = info.import_duty ? (formatRate(i18n, info.import_duty.applied) ?? info.import_duty.applied.text) : null;
  const vat = info.nds.standard ? formatPercent(i18n.locale, info.nds.standard.rate_pct) : null;
  const name = c.full_name.text;
  const figures = [
    duty ? i18n._({ id: "card.head.duty", message: "ввозная пошлина {duty}", values: { duty } }) : null,
    vat ? i18n._({ id: "card.head.vat", message: "НДС {vat}", values: { vat } }) : null,
  ].filter((f): f is string => f !== null);
  return {
    title: duty
      ? i18n._({ id: "card.head.title", message: "{code}: {name} — пошлина {duty}", values: { code: c.code_fmt, name, duty } })
      : i18n._({ id: "card.head.titleNoDuty", message: "{code}: {name}", values: { code: c.code_fmt, name } }),
    description: i18n._({
      id: "card.head.description",
      message: "Код ТН ВЭД ЕАЭС {code}: {name}. {figures}. Ставки и меры с источниками.",
      values: { code: c.code_fmt, name, figures: figures.join(", ") },
    }),
  };
}
