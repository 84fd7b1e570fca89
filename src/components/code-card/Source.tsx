import { useLingui } from "@lingui/react";
import type { FigureSource } from "../../../core/contract/code-info.ts";
import { formatDate } from "./format.ts";
import { useTextLang } from "../../i18n/textLang.ts";

/** Host of a source address, for a short link text (`zakon.kz`). */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * Where a figure comes from, in small text beside it: the act, the date of the data, a link to
 * the text and how far the figure was checked (design.md: "every figure shows where it comes from").
 */
export function SourceLine({ source, label }: { source: FigureSource; label?: string }) {
  const { i18n } = useLingui();
  const { act, url, as_of, verification } = source;
  const langOf = useTextLang();
  if (!act && !url && !as_of && !verification) return null;
  return (
    <p className="card-source" data-testid="card-source">
      {label !== "" ? (
        <>
          <span className="card-source__label">{label ?? i18n._({ id: "card.source.label", message: "Источник:" })}</span>{" "}
        </>
      ) : null}
      {act ? <span className="card-source__act" lang={langOf(act)}>{act}</span> : null}
      {as_of ? (
        <>
          {act ? "; " : null}
          <span className="card-source__date">
            {i18n._({ id: "card.source.asOf", message: "данные на {date}", values: { date: formatDate(i18n.locale, as_of) } })}
          </span>
        </>
      ) : null}
      {url ? (
        <>
          {act || as_of ? " · " : null}
          <a href={url} target="_blank" rel="noopener noreferrer" className="card-source__link">
            {hostOf(url)}
            <span className="visually-hidden">
              {" "}
              {i18n._({ id: "card.source.newTab", message: "(откроется в новой вкладке)" })}
            </span>
          </a>
        </>
      ) : null}
      {verification ? (
        <span className="card-source__check">
          {" · "}
          {i18n._({ id: "card.source.verification", message: "проверка: {text}", values: { text: verification } })}
        </span>
      ) : null}
    </p>
  );
}
