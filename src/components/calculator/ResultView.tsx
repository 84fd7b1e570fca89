import { useLingui } from "@lingui/react";
import { useState } from "react";
import { searchFromRequest } from "../../../machines/calculator/answers.ts";
import type { CalculateRequest, CalculationResult } from "../../../core/contract/calculator.ts";
import { localePath, type Locale } from "../../../core/routes.ts";
import { formatCode } from "../codeFormat.ts";
import { SourceLine } from "../code-card/Source.tsx";
import { formatDate } from "../code-card/format.ts";
import { writeClipboard } from "../CopyButton.tsx";
import { formatAmount, formatKzt } from "./money.ts";
import { useFocusOnShow } from "./useFocusOnShow.ts";

export interface ResultViewProps {
  request: CalculateRequest;
  result: CalculationResult;
  /** Signed-in users' results go to their reports: what became of it, if anything. */
  saved: "saving" | "saved" | "failed" | null;
  /** The result came from the reader's answers (not a share link): its heading takes the focus. */
  focusHeading: boolean;
  onChange: () => void;
  onRestart: () => void;
}

/** The result: the total first, then every payment with its base, rate, working and source; the rates used; the notes. */
export function ResultView({ request, result, saved, focusHeading, onChange, onRestart }: ResultViewProps) {
  const { i18n } = useLingui();
  const heading = useFocusOnShow<HTMLHeadingElement>(focusHeading);
  const locale = i18n.locale;
  const [copied, setCopied] = useState(false);
  const shareUrl = `${window.location.origin}${localePath(locale as Locale, `/calculator?${searchFromRequest(request)}`)}`;
  const kindLabel = (kind: string) =>
    ({
      daily: i18n._({ id: "calc.rate.daily", message: "курс НБ РК на день" }),
      monthly: i18n._({ id: "calc.rate.monthly", message: "среднемесячный курс НБ РК (курса на день нет)" }),
      user: i18n._({ id: "calc.rate.user", message: "введён вручную" }),
    })[kind] ?? kind;
  return (
    <section className="calc-result" data-testid="calc-result">
      <div className="calc-total">
        <h2 ref={heading} tabIndex={-1} className="calc-total__label">
          {i18n._({ id: "calc.result.total", message: "Итого к уплате" })}
        </h2>
        <p className="calc-total__value" data-testid="calc-total">
          {formatKzt(locale, result.total_kzt)}
        </p>
        <p className="muted">
          {i18n._({
            id: "calc.result.for",
            message: "Код {code}, дата ввоза {date}, таможенная стоимость {value}",
            values: { code: formatCode(result.code), date: formatDate(locale, result.date), value: formatKzt(locale, result.customs_value_kzt) },
          })}
        </p>
      </div>

      <div className="calc-table-wrap">
        <table className="calc-table" data-testid="calc-lines">
          <thead>
            <tr>
              <th scope="col">{i18n._({ id: "calc.result.payment", message: "Платёж" })}</th>
              <th scope="col" className="num calc-table__base">{i18n._({ id: "calc.result.base", message: "База, ₸" })}</th>
              <th scope="col">{i18n._({ id: "calc.result.rate", message: "Ставка" })}</th>
              <th scope="col" className="num">{i18n._({ id: "calc.result.amount", message: "Сумма, ₸" })}</th>
            </tr>
          </thead>
          {result.lines.map((line, i) => (
            <tbody key={`${line.kind}-${i}`} data-testid={`calc-line-${line.kind}`}>
              <tr>
                <th scope="row">{line.label}</th>
                <td className="num calc-table__base">{line.base_kzt === null ? "—" : formatAmount(locale, line.base_kzt)}</td>
                <td className="calc-table__rate">{line.rate_text}</td>
                <td className="num calc-table__amount">{formatAmount(locale, line.amount_kzt)}</td>
              </tr>
              <tr className="calc-table__working">
                <td colSpan={4}>
                  <p className="calc-formula" data-testid="calc-formula">
                    {line.formula}
                  </p>
                  <SourceLine source={line.source} />
                </td>
              </tr>
            </tbody>
          ))}
          <tfoot>
            <tr>
              <th scope="row">{i18n._({ id: "calc.result.total", message: "Итого к уплате" })}</th>
              <td className="calc-table__base" />
              <td className="calc-table__rate" />
              <td className="num calc-table__amount">{formatAmount(locale, result.total_kzt)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      {Object.keys(result.exchange_rates).length > 0 ? (
        <div className="calc-block" data-testid="calc-rates">
          <h3>{i18n._({ id: "calc.result.rates", message: "Курсы валют" })}</h3>
          <ul>
            {Object.entries(result.exchange_rates).map(([currency, r]) => (
              <li key={currency} data-testid={`calc-rate-used-${currency}`} data-source={r.source}>
                {i18n._({
                  id: "calc.result.rateLine",
                  message: "1 {currency} = {rate} ₸ на {date}: {kind}",
                  values: {
                    currency,
                    rate: formatAmount(locale, r.rate, 2),
                    date: formatDate(locale, r.date),
                    kind: kindLabel(r.source === "nbk_daily" ? "daily" : r.source === "nbk_monthly_average" ? "monthly" : "user"),
                  },
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {result.notes.length > 0 ? (
        <div className="calc-block" data-testid="calc-notes">
          <h3>{i18n._({ id: "calc.result.notes", message: "Примечания" })}</h3>
          <ul>
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {saved ? (
        <p className="muted calc-saved" data-testid="calc-saved" data-state={saved} role="status">
          {saved === "saving"
            ? i18n._({ id: "calc.saved.saving", message: "Сохраняем расчёт в отчёты…" })
            : saved === "saved"
              ? i18n._({ id: "calc.saved.done", message: "Расчёт сохранён в ваших отчётах." })
              : i18n._({ id: "calc.saved.failed", message: "Расчёт не удалось сохранить в отчёты." })}
        </p>
      ) : null}

      <div className="calc-actions calc-result__actions">
        <button
          type="button"
          className="button button--primary"
          data-testid="calc-share"
          onClick={() => writeClipboard(shareUrl).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? i18n._({ id: "calc.share.copied", message: "Ссылка скопирована" }) : i18n._({ id: "calc.share", message: "Скопировать ссылку на расчёт" })}
        </button>
        <button type="button" className="button" data-testid="calc-print" onClick={() => window.print()}>
          {i18n._({ id: "calc.print", message: "Распечатать" })}
        </button>
        <button type="button" className="button" data-testid="calc-change" onClick={onChange}>
          {i18n._({ id: "calc.changeAnswers", message: "Изменить ответы" })}
        </button>
        <button type="button" className="button" data-testid="calc-restart" onClick={onRestart}>
          {i18n._({ id: "calc.restart", message: "Начать заново" })}
        </button>
      </div>
    </section>
  );
}
