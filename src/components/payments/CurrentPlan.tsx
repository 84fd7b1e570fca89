import { useLingui } from "@lingui/react";
import type { UserPayments } from "../../../core/contract/payments.ts";
import { AppLink } from "../AppLink.tsx";
import { resetDate } from "../importer-card/messages.ts";
import { planName } from "../tariffs/planText.ts";

/** The plan now: its name, until when it is paid, and the card openings left this month. */
export function CurrentPlan({ current }: { current: UserPayments["current"] }) {
  const { i18n } = useLingui();
  return (
    <section className="profile-card payment-current" data-testid="payment-current" aria-labelledby="payment-current-title">
      <h2 id="payment-current-title">{i18n._({ id: "paymentStory.current", message: "Ваш тариф" })}</h2>
      <p className="payment-current__plan" data-testid="payment-current-plan">
        {planName(i18n, current.plan)}
      </p>
      <p data-testid="payment-current-ends">
        {current.ends_at
          ? i18n._({ id: "paymentStory.endsAt", message: "Действует до {date}.", values: { date: resetDate(i18n.locale, current.ends_at) } })
          : i18n._({ id: "paymentStory.noEnd", message: "Без срока окончания." })}
      </p>
      <p data-testid="payment-current-left">
        {i18n._({
          id: "paymentStory.left",
          message: "Открытий карточек импортёров осталось в этом месяце: {left}; счёт начнётся заново {date}.",
          values: { left: current.limits.left, date: resetDate(i18n.locale, current.limits.resets_at) },
        })}
      </p>
      <p>
        <AppLink href="/tariffs">{i18n._({ id: "paymentStory.toTariffs", message: "Тарифы и оплата" })}</AppLink>
      </p>
    </section>
  );
}
