import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import type { Plan } from "../../../core/contract/importer-card.ts";
import { formatMoney, formatNumber } from "../code-card/format.ts";
import { PERMISSION_TEXTS, PLAN_LINES, planName } from "./planText.ts";

/**
 * One plan: name, price per period, monthly card openings and what it opens; the reader's own plan is
 * marked. `children` (the pay buttons and the payment's state) close the card.
 */
export function PlanCard({ plan, current, children }: { plan: Plan; current: boolean; children?: ReactNode }) {
  const { i18n } = useLingui();
  const line = PLAN_LINES[plan.id];
  const price =
    plan.period === "year"
        ? i18n._({ id: "plans.price.year", message: "{price} в год", values: { price: formatMoney(i18n.locale, plan.price_kzt, "KZT") } })
        : i18n._({ id: "plans.price.month", message: "{price} в месяц", values: { price: formatMoney(i18n.locale, plan.price_kzt, "KZT") } });
  return (
    <li className={current ? "plan-card plan-card--current" : "plan-card"} data-testid={`plan-${plan.id}`} aria-current={current ? "true" : undefined}>
      <h2 className="plan-card__name">{planName(i18n, plan.id)}</h2>
      {current && <p className="plan-card__badge">{i18n._({ id: "plans.current", message: "Ваш тариф" })}</p>}
      <p className="plan-card__price">{price}</p>
      {line && <p className="plan-card__line">{i18n._(line)}</p>}
      <ul className="plan-card__limits">
        {plan.permissions.map((p) => (
          <li key={p}>{PERMISSION_TEXTS[p] ? i18n._(PERMISSION_TEXTS[p]) : p}</li>
        ))}
        {plan.card_openings_per_month > 0 && (
          <li data-testid="plan-openings">
            {i18n._({
              id: "plans.openings",
              // `n` is the count written as the tables write numbers (browsers may lack Kazakh number data).
              message: "{count, plural, one {{n} открытие карточки} few {{n} открытия карточек} many {{n} открытий карточек} other {{n} открытия карточек}} в месяц",
              values: { count: plan.card_openings_per_month, n: formatNumber(i18n.locale, plan.card_openings_per_month) },
            })}
          </li>
        )}
      </ul>
      {children}
    </li>
  );
}
