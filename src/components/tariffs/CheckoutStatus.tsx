import { useLingui } from "@lingui/react";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import type { checkoutMachine } from "../../../machines/checkout/checkout.machine.ts";
import { useAccount } from "../../account/account-context.ts";
import { AppLink } from "../AppLink.tsx";
import { planName } from "./planText.ts";

export type CheckoutRef = ActorRefFrom<typeof checkoutMachine>;

const STORY = "/profile/payment-story";

/** One state's note: its text and the ways on; an alert for the states that went wrong. */
function Note({ testId, alert, children, actions }: { testId: string; alert?: boolean; children: ReactNode; actions?: ReactNode }) {
  return (
    <div className={alert ? "plans-note plans-note--off" : "plans-note"} role={alert ? "alert" : "status"} data-testid={testId}>
      <p>{children}</p>
      {actions && <p className="checkout-note__actions">{actions}</p>}
    </div>
  );
}

/** What the checkout says in the card of the plan being bought: the statechart's state, drawn. */
export function CheckoutStatus({ checkout }: { checkout: CheckoutRef }) {
  const { i18n } = useLingui();
  const { requestSignIn } = useAccount();
  const snapshot = useSelector(checkout, (s) => s);
  const { choice, failure } = snapshot.context;
  const plan = planName(i18n, choice?.plan ?? "");
  const button = (label: string, event: "retry" | "close", testId: string) => (
    <button type="button" className="button" onClick={() => checkout.send({ type: event })} data-testid={testId}>
      {label}
    </button>
  );
  const close = button(i18n._({ id: "checkout.close", message: "Закрыть" }), "close", "checkout-close");
  const story = <AppLink href={STORY}>{i18n._({ id: "checkout.story", message: "История платежей" })}</AppLink>;

  if (snapshot.matches("signIn")) {
    return (
      <Note
        testId="checkout-signin"
        actions={
          <>
            <button type="button" className="button button--primary" onClick={() => requestSignIn("login")} data-testid="checkout-login">
              {i18n._({ id: "checkout.login", message: "Войти" })}
            </button>
            {close}
          </>
        }
      >
        {i18n._({ id: "checkout.signIn", message: "Чтобы оплатить тариф, войдите в свою учётную запись или зарегистрируйтесь." })}
      </Note>
    );
  }
  if (snapshot.matches("invoicing") || snapshot.matches("paying")) {
    return (
      <Note testId="checkout-busy">
        {snapshot.matches("invoicing")
          ? i18n._({ id: "checkout.invoicing", message: "Готовим счёт…" })
          : i18n._({ id: "checkout.paying", message: "Идёт оплата в окне платёжной системы…" })}
      </Note>
    );
  }
  if (snapshot.matches("confirming")) {
    return (
      <Note testId="checkout-confirming">
        {i18n._({ id: "checkout.confirming", message: "Платёж принят. Ждём подтверждения от платёжной системы, обычно это несколько секунд…" })}
      </Note>
    );
  }
  if (snapshot.matches("active")) {
    return (
      <Note testId="checkout-active" actions={story}>
        {i18n._({ id: "checkout.active", message: "Оплата подтверждена: тариф «{plan}» подключён.", values: { plan } })}
      </Note>
    );
  }
  if (snapshot.matches("unconfirmed")) {
    return (
      <Note
        testId="checkout-unconfirmed"
        alert
        actions={
          <>
            {button(i18n._({ id: "checkout.checkAgain", message: "Проверить ещё раз" }), "retry", "checkout-retry")}
            {story}
          </>
        }
      >
        {i18n._({
          id: "checkout.unconfirmed",
          message: "Платёжная система ещё не подтвердила оплату. Если деньги списаны, тариф включится, как только придёт подтверждение; повторно платить не нужно.",
        })}
      </Note>
    );
  }
  if (snapshot.matches("failed")) {
    return (
      <Note testId="checkout-failed" alert actions={<>{button(i18n._({ id: "checkout.tryAgain", message: "Попробовать снова" }), "retry", "checkout-retry")}{close}</>}>
        {i18n._({ id: "checkout.failed", message: "Оплата не прошла, деньги не списаны." })}
        {failure && ` ${failure}`}
      </Note>
    );
  }
  if (snapshot.matches("cancelled")) {
    return (
      <Note testId="checkout-cancelled" actions={<>{button(i18n._({ id: "checkout.payAgain", message: "Оплатить снова" }), "retry", "checkout-retry")}{close}</>}>
        {i18n._({ id: "checkout.cancelled", message: "Окно оплаты закрыто, деньги не списаны." })}
      </Note>
    );
  }
  if (snapshot.matches("refused")) {
    return (
      <Note testId="checkout-refused" alert actions={close}>
        {failure || i18n._({ id: "checkout.refused", message: "Сервер не выставил счёт. Попробуйте позже." })}
      </Note>
    );
  }
  if (snapshot.matches("notSetUp")) {
    return (
      <Note testId="checkout-off" alert actions={<><AppLink href="/contacts">{i18n._({ id: "plans.payments.contacts", message: "Контакты" })}</AppLink>{close}</>}>
        {i18n._({ id: "checkout.off", message: "Оплата картой на сайте сейчас не подключена. Напишите нам — тариф подключит оператор." })}
      </Note>
    );
  }
  if (snapshot.matches("offline")) {
    return (
      <Note testId="checkout-offline" alert actions={<>{button(i18n._({ id: "common.retry", message: "Повторить" }), "retry", "checkout-retry")}{close}</>}>
        {i18n._({ id: "checkout.offline", message: "Нет связи с сервером или платёжной системой. Проверьте интернет и повторите." })}
      </Note>
    );
  }
  return null;
}
