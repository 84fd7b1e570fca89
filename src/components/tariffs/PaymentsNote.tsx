import { useLingui } from "@lingui/react";
import { AppLink } from "../AppLink.tsx";

/** How to get a plan: by card when a payment provider is configured, else through the operator. */
export function PaymentsNote({ configured }: { configured: boolean }) {
  const { i18n } = useLingui();
  if (configured) {
    return (
      <p className="plans-note" data-testid="payments-on">
        {i18n._({ id: "plans.payments.on", message: "Тариф оплачивается банковской картой; доступ открывается сразу после оплаты." })}
      </p>
    );
  }
  return (
    <div className="plans-note plans-note--off" role="note" data-testid="payments-off">
      <p>
        {i18n._({ id: "plans.payments.off", message: "Оплата на сайте пока не подключена. Чтобы перейти на платный тариф, напишите нам — тариф подключит оператор." })}{" "}
        <AppLink href="/contacts">{i18n._({ id: "plans.payments.contacts", message: "Контакты" })}</AppLink>
      </p>
      <p className="plans-note__operator">
        {i18n._({ id: "plans.payments.operator", message: "Операторам: тариф назначается командой" })} <code>npm run admin -- grant &lt;email&gt; &lt;plan&gt;</code>
      </p>
    </div>
  );
}
