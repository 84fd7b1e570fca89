import { useLingui } from "@lingui/react";
import { useSelector } from "@xstate/react";
import type { Plan } from "../../../core/contract/importer-card.ts";
import { useSessionView } from "../../account/account-context.ts";
import { useCheckout } from "../../flows/checkout/live.ts";
import { CheckoutStatus } from "./CheckoutStatus.tsx";
import { PlanGrid } from "./PlanGrid.tsx";

/**
 * The plans with a pay button on each paid one, for the period the plan is sold by; the payment's state
 * shows in the card of the plan being bought. Loaded after hydration when payments are on.
 */
export function CheckoutPlans({ plans, current }: { plans: readonly Plan[]; current: string | null }) {
  const { i18n } = useLingui();
  const checkout = useCheckout();
  const snapshot = useSelector(checkout, (s) => s);
  const busy = snapshot.hasTag("busy");
  // Until the session answers, a press cannot know whether to ask for sign-in.
  const { starting } = useSessionView();
  const chosen = snapshot.matches("idle") ? null : snapshot.context.choice;
  const payLabel = (plan: Plan) =>
    plan.period === "year"
      ? i18n._({ id: "checkout.pay.year", message: "Оплатить год" })
      : i18n._({ id: "checkout.pay.month", message: "Оплатить месяц" });
  return (
    <PlanGrid
      plans={plans}
      current={current}
      extra={(plan) =>
        plan.paid && (
          <div className="plan-card__checkout">
            <button
              type="button"
              className="button button--primary"
              disabled={busy || starting}
              aria-busy={busy && chosen?.plan === plan.id ? "true" : undefined}
              data-testid={`pay-${plan.id}-${plan.period}`}
              onClick={() => checkout.send({ type: "choose", plan: plan.id, period: plan.period })}
            >
              {payLabel(plan)}
            </button>
            {chosen?.plan === plan.id && <CheckoutStatus checkout={checkout} />}
          </div>
        )
      }
    />
  );
}
