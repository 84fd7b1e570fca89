import type { ReactNode } from "react";
import type { Plan } from "../../../core/contract/importer-card.ts";
import { PlanCard } from "./PlanCard.tsx";

/** The plans in a grid, the reader's own marked; `extra` closes a card (the checkout's buttons). */
export function PlanGrid({ plans, current, extra }: { plans: readonly Plan[]; current: string | null; extra?: (plan: Plan) => ReactNode }) {
  return (
    <ul className="plan-grid" data-testid="plan-grid">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} current={current === plan.id}>
          {extra?.(plan)}
        </PlanCard>
      ))}
    </ul>
  );
}
