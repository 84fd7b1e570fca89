import { assign, fromPromise, setup } from "xstate";
import type { Invoice, PaymentPeriod } from "../../core/contract/payments.ts";
import { stateMeta } from "../meta.ts";

/**
 * Buying a plan on /tariffs with a card (issue 17): our server makes the invoice, the provider's
 * widget takes the card, and the plan counts as bought only once our server says so (the provider's
 * signed `pay` notification is the proof; the widget's "success" is only the widget's word).
 *
 * - idle: `choose {plan, period}` → invoicing; signed out → signIn first.
 * - signIn asks for the login modal (`openSignIn`) and waits for the session (`user.changed`):
 *   signed in → invoicing with the plan chosen; another `choose` asks again; `close` gives up.
 * - invoicing: `createInvoice` (POST /api/v1/payments/invoices; amount and currency come from the
 *   server). 200 → paying; 401 → signIn; 409 → notSetUp (the server has no provider configured);
 *   another status → refused with the server's message; no connection → offline.
 * - paying: `openWidget` runs the provider's widget with the invoice: paid → confirming; the card
 *   declined → failed (the provider's reason); closed by the user → cancelled; the widget's
 *   script not loaded → offline.
 * - confirming: `checkPayment` asks our server whether the invoice is paid, every `pollInterval`,
 *   for at most `confirmTimeout`: paid → active (`planActivated` lets the host reload the user);
 *   no answer in time → unconfirmed (the payment may still arrive; `retry` asks again).
 * - The end states take `close` (back to idle) and `choose` (another plan); failed, cancelled,
 *   offline take `retry` (a new invoice for the same choice).
 *
 * Pure: the calls and the widget are actors, `openSignIn` and `planActivated` actions, the host
 * passes them with `.provide()`.
 */

export type { Invoice };

export interface PlanChoice {
  plan: string;
  period: PaymentPeriod;
}

/** What `createInvoice` answered (the host resolves for every HTTP status, rejects without a connection). */
export type InvoiceAnswer = { status: 200; invoice: Invoice } | { status: number; message: string };

/** How the widget ended. */
export type WidgetOutcome = { outcome: "paid" } | { outcome: "failed"; reason: string } | { outcome: "cancelled" };

/** What `checkPayment` answered: whether our server has the invoice paid. */
export interface PaymentCheck {
  paid: boolean;
}

/** Between two questions to our server while it waits for the provider's notification. */
export const CHECKOUT_POLL_MS = 1500;
/** How long the page waits for the notification before it says the payment is not confirmed yet. */
export const CHECKOUT_CONFIRM_MS = 60_000;

export interface CheckoutInput {
  signedIn: boolean;
}

export interface CheckoutContext {
  signedIn: boolean;
  choice: PlanChoice | null;
  invoice: Invoice | null;
  /** The server's refusal or the provider's reason; null for no connection (the view says so). */
  failure: string | null;
}

export type CheckoutEvent =
  | ({ type: "choose" } & PlanChoice)
  | { type: "user.changed"; signedIn: boolean }
  | { type: "retry" }
  | { type: "close" };

/** What the invoke `id` answered, when `event` is its answer. */
const outputOf = <T>(event: { type: string }, id: string): T | undefined =>
  event.type === `xstate.done.actor.${id}` ? (event as { output?: T }).output : undefined;
const invoiceAnswer = (event: { type: string }) => outputOf<InvoiceAnswer>(event, "createInvoice");
const widgetOutcome = (event: { type: string }) => outputOf<WidgetOutcome>(event, "openWidget");

const never = <T>() => new Promise<T>(() => {});

/** What an end state does with another choice, a retry and a close. */
const choose = [{ guard: "signedOut", target: "#checkout.signIn", actions: "rememberChoice" }, { target: "#checkout.invoicing", actions: "rememberChoice" }] as const;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  delays: { pollInterval: CHECKOUT_POLL_MS, confirmTimeout: CHECKOUT_CONFIRM_MS },
  actors: {
    /** POST /api/v1/payments/invoices; the default never answers. */
    createInvoice: fromPromise<InvoiceAnswer, PlanChoice>(() => never()),
    /** Loads the provider's widget and runs it with the invoice; the default never ends. */
    openWidget: fromPromise<WidgetOutcome, Invoice>(() => never()),
    /** Asks our server whether the invoice is paid; the default never answers. */
    checkPayment: fromPromise<PaymentCheck, Invoice>(() => never()),
  },
  guards: {
    signedOut: ({ context }) => !context.signedIn,
    nowSignedIn: ({ event }) => event.type === "user.changed" && event.signedIn,
    invoiced: ({ event }) => invoiceAnswer(event)?.status === 200,
    invoiceAnswered: ({ event }, params: { status: number }) => invoiceAnswer(event)?.status === params.status,
    widget: ({ event }, params: { outcome: WidgetOutcome["outcome"] }) => widgetOutcome(event)?.outcome === params.outcome,
    paid: ({ event }) => outputOf<PaymentCheck>(event, "checkPayment")?.paid === true,
  },
  actions: {
    rememberUser: assign(({ event }) => (event.type === "user.changed" ? { signedIn: event.signedIn } : {})),
    rememberChoice: assign(({ event }) => (event.type === "choose" ? { choice: { plan: event.plan, period: event.period }, invoice: null, failure: null } : {})),
    keepInvoice: assign(({ event }) => {
      const answer = invoiceAnswer(event);
      return answer && "invoice" in answer ? { invoice: answer.invoice, failure: null } : {};
    }),
    /** A 401: the token died; the session will say so too. */
    forgetUser: assign({ signedIn: false }),
    keepFailure: assign({
      failure: ({ event }) => {
        const answer = invoiceAnswer(event);
        if (answer && "message" in answer) return answer.message;
        const outcome = widgetOutcome(event);
        return outcome?.outcome === "failed" ? outcome.reason : null;
      },
    }),
    forgetFailure: assign({ failure: null }),
    forget: assign({ choice: null, invoice: null, failure: null }),
    /** The host opens the login modal (the default does nothing). */
    openSignIn: () => {},
    /** The host reloads the user's plan and payments (the default does nothing). */
    planActivated: () => {},
  },
}).createMachine({
  id: "checkout",
  context: ({ input }) => ({ signedIn: input.signedIn, choice: null, invoice: null, failure: null }),
  initial: "idle",
  on: {
    "user.changed": { actions: "rememberUser" },
  },
  states: {
    idle: {
      meta: stateMeta({ shows: "The plans with their pay buttons; nothing of the payment yet.", see: ["plan-grid"] }),
      on: { choose },
    },
    signIn: {
      meta: stateMeta({ shows: "A note that paying needs a signed-in account, with a login button, under the login modal it asked for.", see: ["checkout-signin"] }),
      entry: "openSignIn",
      on: {
        "user.changed": [{ guard: "nowSignedIn", target: "invoicing", actions: "rememberUser" }, { actions: "rememberUser" }],
        // Another plan pressed while signed out: that one, and the login modal again (it may have been closed).
        choose: { target: "signIn", reenter: true, actions: "rememberChoice" },
        close: { target: "idle", actions: "forget" },
      },
    },
    invoicing: {
      meta: stateMeta({ shows: "The chosen plan's button busy while the server makes the invoice.", see: ["checkout-busy"], asks: ["createInvoice"] }),
      tags: ["busy"],
      invoke: {
        id: "createInvoice",
        src: "createInvoice",
        input: ({ context }) => context.choice ?? { plan: "", period: "month" },
        onDone: [
          { guard: "invoiced", target: "paying", actions: "keepInvoice" },
          { guard: { type: "invoiceAnswered", params: { status: 401 } }, target: "signIn", actions: "forgetUser" },
          { guard: { type: "invoiceAnswered", params: { status: 409 } }, target: "notSetUp" },
          { target: "refused", actions: "keepFailure" },
        ],
        onError: { target: "offline", actions: "forgetFailure" },
      },
    },
    paying: {
      meta: stateMeta({ shows: "The provider's payment window over the page; the page says the payment is in progress.", see: ["checkout-busy"], asks: ["openWidget"] }),
      tags: ["busy"],
      invoke: {
        id: "openWidget",
        src: "openWidget",
        input: ({ context }) => context.invoice as Invoice,
        onDone: [
          { guard: { type: "widget", params: { outcome: "paid" } }, target: "confirming" },
          { guard: { type: "widget", params: { outcome: "cancelled" } }, target: "cancelled" },
          { target: "failed", actions: "keepFailure" },
        ],
        onError: { target: "offline", actions: "forgetFailure" },
      },
    },
    confirming: {
      meta: stateMeta({ shows: "A note that the payment went through and the server is confirming the plan." }),
      tags: ["busy"],
      initial: "checking",
      after: { confirmTimeout: "unconfirmed" },
      states: {
        checking: {
          meta: stateMeta({ shows: "The confirmation note while the server is asked whether the invoice is paid.", see: ["checkout-confirming"], asks: ["checkPayment"] }),
          invoke: {
            id: "checkPayment",
            src: "checkPayment",
            input: ({ context }) => context.invoice as Invoice,
            onDone: [{ guard: "paid", target: "#checkout.active", actions: "planActivated" }, { target: "waiting" }],
            // A lost answer while polling is one more wait, within the same bound.
            onError: { target: "waiting" },
          },
        },
        waiting: {
          meta: stateMeta({ shows: "The confirmation note between two questions to the server.", see: ["checkout-confirming"] }),
          after: { pollInterval: "checking" },
        },
      },
    },
    active: {
      meta: stateMeta({ shows: "The plan is active: its name and a link to the payment history.", see: ["checkout-active"] }),
      on: { choose, close: { target: "idle", actions: "forget" } },
    },
    unconfirmed: {
      meta: stateMeta({ shows: "The server has not confirmed the payment yet: it may take a while; check again or see the payment history.", see: ["checkout-unconfirmed"] }),
      on: { retry: "confirming", choose, close: { target: "idle", actions: "forget" } },
    },
    failed: {
      meta: stateMeta({ shows: "The payment failed, with the provider's reason and a button to try again.", see: ["checkout-failed"] }),
      on: { retry: "invoicing", choose, close: { target: "idle", actions: "forget" } },
    },
    cancelled: {
      meta: stateMeta({ shows: "The payment window was closed: nothing was charged; a button to pay again.", see: ["checkout-cancelled"] }),
      on: { retry: "invoicing", choose, close: { target: "idle", actions: "forget" } },
    },
    refused: {
      meta: stateMeta({ shows: "The server refused the invoice, with its message.", see: ["checkout-refused"] }),
      on: { choose, close: { target: "idle", actions: "forget" } },
    },
    notSetUp: {
      meta: stateMeta({ shows: "Card payments are not set up on this server: the plan is granted by the operator.", see: ["checkout-off"] }),
      on: { close: { target: "idle", actions: "forget" } },
    },
    offline: {
      meta: stateMeta({ shows: "No connection (to our server or the provider's widget): a button to try again.", see: ["checkout-offline"] }),
      on: { retry: "invoicing", choose, close: { target: "idle", actions: "forget" } },
    },
  },
});
