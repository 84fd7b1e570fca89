import type { I18n } from "@lingui/core";
import type { FigureSource } from "../../../core/contract/code-info.ts";
import type { MeasureItem } from "../../../core/contract/measures.ts";
import { formatDate } from "./format.ts";

/** A measure's act as the card cites every figure: "body No. number of date", linked to the text it was read from. */
export function measureSource(i18n: I18n, item: MeasureItem): FigureSource {
  const { body, number, date, url } = item.act;
  return {
    act: i18n._({ id: "card.measure.act", message: "{body} № {number} от {date}", values: { body, number, date: formatDate(i18n.locale, date) } }),
    url,
    as_of: null,
    verification: null,
  };
}
