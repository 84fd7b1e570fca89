import { useLingui } from "@lingui/react";
import { searchFromRequest } from "../../../machines/calculator/answers.ts";
import { useSessionView } from "../../account/account-context.ts";
import { useCalculations } from "../../api/calculator.ts";
import { useCodeNames } from "../../api/lookups.ts";
import { AppLink } from "../AppLink.tsx";
import { formatDate } from "../code-card/format.ts";
import { formatCode } from "../codeFormat.ts";
import { ErrorState } from "../ErrorState.tsx";
import { SignedOutPrompt } from "../favourites/SignedOutPrompt.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import { formatKzt } from "./money.ts";

/** The signed-in user's past calculations (/profile/reports), each reopening the calculator with its answers. */
export default function Reports() {
  const { i18n } = useLingui();
  const { starting, signedIn } = useSessionView();
  const calculations = useCalculations();
  const names = useCodeNames((calculations.data ?? []).map((c) => c.request.code));
  const byCode = new Map((names.data?.data ?? []).map((n) => [n.code, n.full_name]));
  const loading = i18n._({ id: "reports.loading", message: "Загрузка расчётов" });
  return (
    <>
      {starting ? (
        <SkeletonLines count={4} label={loading} />
      ) : !signedIn ? (
        <SignedOutPrompt text={i18n._({ id: "reports.signedOut", message: "Войдите, чтобы видеть свои расчёты таможенных платежей." })} />
      ) : calculations.isError ? (
        <ErrorState text={i18n._({ id: "reports.error", message: "Расчёты не загрузились. Проверьте соединение и повторите." })} onRetry={() => void calculations.refetch()} />
      ) : calculations.isPending ? (
        <SkeletonLines count={4} label={loading} />
      ) : calculations.data.length === 0 ? (
        <p className="saved-empty" data-testid="reports-empty">
          {i18n._({ id: "reports.empty", message: "Расчётов пока нет. Каждый ваш расчёт в калькуляторе сохраняется здесь." })}{" "}
          <AppLink href="/calculator">{i18n._({ id: "reports.toCalculator", message: "Открыть калькулятор" })}</AppLink>
        </p>
      ) : (
        <>
          <p className="muted">{i18n._({ id: "reports.kept", message: "Хранятся последние 100 расчётов." })}</p>
          <ul className="calc-reports" data-testid="reports-list">
            {calculations.data.map((c) => (
              <li key={c.id} className="calc-report" data-testid={`report-${c.request.code}`}>
                <AppLink href={`/calculator?${searchFromRequest(c.request)}`} className="calc-report__link">
                  <span className="code">{formatCode(c.request.code)}</span>
                  <span className="calc-report__name">{byCode.get(c.request.code) ?? ""}</span>
                </AppLink>
                <span className="calc-report__meta muted">
                  {i18n._({
                    id: "reports.meta",
                    message: "{date} · происхождение {origin} · ввоз {importDate}",
                    values: { date: formatDate(i18n.locale, c.created_at.slice(0, 10)), origin: c.request.origin, importDate: formatDate(i18n.locale, c.request.date ?? c.created_at.slice(0, 10)) },
                  })}
                </span>
                <span className="calc-report__total" data-testid="report-total">
                  {formatKzt(i18n.locale, c.total_kzt)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
