import type { I18n } from "@lingui/core";
import type { CodeInformation } from "../../../core/contract/code-info.ts";
import type { HeadWords } from "../PageTitle.tsx";
import { formatPercent, formatRate } from "./format.ts";

/**
 * A code card's document title and description, made from its data: the code, its name and the
 * duty, what a broker searching the web for "0201100008 пошлина" wants to see in the result.
 */
export function codeCardHead(i18n: I18n, info: CodeInformation): HeadWords {
  const c = info.classifications;
  const duty = info.import_duty ? (formatRate(i18n, info.import_duty.applied) ?? info.import_duty.applied.text) : null;
  const vat = info.nds.standard ? formatPercent(i18n.locale, info.nds.standard.rate_pct) : null;
  // The heading's name makes "прочие" readable: "Meat of bovine animals… — туши и полутуши: прочие".
  const heading = c.path.find((p) => p.kind === "heading")?.name.text;
  const name = heading && heading !== c.name.text ? `${heading} — ${c.name.text}` : c.name.text;
  const figures = [
    duty ? i18n._({ id: "card.head.duty", message: "ввозная пошлина {duty}", values: { duty } }) : null,
    vat ? i18n._({ id: "card.head.vat", message: "НДС {vat}", values: { vat } }) : null,
  ].filter((f): f is string => f !== null);
  return {
    title: duty
      ? i18n._({ id: "card.head.title", message: "{code}: пошлина {duty}", values: { code: c.code_fmt, duty } })
      : c.code_fmt,
    description: i18n._({
      id: "card.head.description",
      message: "Код ТН ВЭД ЕАЭС {code}: {name}. {figures}. Ставки и меры с источниками.",
      values: { code: c.code_fmt, name, figures: figures.join(", ") },
    }),
  };
}
