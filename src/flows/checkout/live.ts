import { i18n } from "@lingui/core";
import { useQueryClient } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { useActorRef } from "@xstate/react";
import { useEffect, useState } from "react";
import { fromPromise } from "xstate";
import type { UserPayments } from "../../../core/contract/payments.ts";
import type { UserInfo } from "../../../core/contract/user.ts";
import { checkoutMachine } from "../../../machines/checkout/checkout.machine.ts";
import type { Invoice, InvoiceAnswer, PaymentCheck, PlanChoice, WidgetOutcome } from "../../../machines/checkout/checkout.machine.ts";
import { askSignIn, session, useSessionView } from "../../account/account-context.ts";
import { call, getJson, messageOf } from "../../api/client.ts";
import { reach } from "../../api/reach.ts";
import { PAYMENTS_KEY } from "../../api/payments.ts";
import { inspect } from "../../inspect.ts";
import { payInvoice } from "./widget.ts";

const offline = /*i18n*/ { id: "checkout.offline", message: "Нет связи с сервером или платёжной системой. Проверьте интернет и повторите." };

/**
 * The session knows the user's plan from its start; after a payment it is fetched again and handed to
 * the views, so the rate modal, the limit guard and the plan marked on /tariffs follow at once.
 */
async function refreshUser(): Promise<void> {
  const [info, services] = await Promise.all([getJson("userInfo"), getJson("userServices")]);
  const view = session.view();
  if (view.signedIn) session.set({ view: { ...view, user: info.data as UserInfo, services: services.data } });
}

/** The checkout flow's home in the client: our server's invoice and confirmation, the provider's widget, the login modal. */
function liveCheckout(queryClient: QueryClient) {
  return checkoutMachine.provide({
    actors: {
      createInvoice: fromPromise<InvoiceAnswer, PlanChoice>(async ({ input }) => {
        const answer = await reach(() => call("paymentInvoice", { body: input }), offline);
        if (answer.status === 200) return { status: 200, invoice: (answer.body as { data: Invoice }).data };
        return { status: answer.status, message: messageOf(answer.body) ?? "" };
      }),
      openWidget: fromPromise<WidgetOutcome, Invoice>(({ input }) => payInvoice(input, i18n.locale)),
      checkPayment: fromPromise<PaymentCheck, Invoice>(async ({ input }) => {
        const payments: UserPayments = (await getJson("userPayments")).data;
        return { paid: payments.invoices.some((i) => i.invoice_id === input.invoice_id && i.status === "paid") };
      }),
    },
    actions: {
      openSignIn: () => askSignIn("login"),
      planActivated: () => {
        void queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
        void refreshUser();
      },
    },
  });
}

/** Runs a checkout for the page, fed with the session's answer (not "not yet known"). */
export function useCheckout() {
  const queryClient = useQueryClient();
  const [machine] = useState(() => liveCheckout(queryClient));
  const { starting, signedIn } = useSessionView();
  const actor = useActorRef(machine, { input: { signedIn }, inspect });
  useEffect(() => {
    if (!starting) actor.send({ type: "user.changed", signedIn });
  }, [actor, starting, signedIn]);
  return actor;
}
