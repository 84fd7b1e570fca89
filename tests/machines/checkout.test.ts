import { createActor, fromPromise, SimulatedClock } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import { CHECKOUT_CONFIRM_MS, CHECKOUT_POLL_MS, checkoutMachine } from "../../machines/checkout/checkout.machine.ts";
import type { CheckoutContext, CheckoutInput, Invoice, InvoiceAnswer, PaymentCheck, PlanChoice, WidgetOutcome } from "../../machines/checkout/checkout.machine.ts";
import { replayRunsCovering } from "../support/coverage-report.ts";
import type { EventSamples, ReplayContext } from "../support/machine-paths.ts";

const INVOICE: Invoice = {
  invoice_id: "inv-1",
  amount: 15000,
  currency: "KZT",
  public_id: "pk_test",
  account_id: "user-1",
  description: "Стандарт, 1 месяц",
};
const INVOICED: InvoiceAnswer = { status: 200, invoice: INVOICE };
const answer = (status: number): InvoiceAnswer => ({ status, message: `ответ ${status}` });
const done = (actorId: string, outputs: readonly unknown[]) => outputs.map((output) => ({ output, actorId }));

const EVENTS: EventSamples = {
  choose: [{ plan: "standard", period: "month" }],
  "user.changed": [{ signedIn: false }, { signedIn: true }],
  retry: [{}],
  close: [{}],
  "xstate.done.actor.createInvoice": done("createInvoice", [INVOICED, answer(401), answer(409), answer(422)]),
  "xstate.done.actor.openWidget": done("openWidget", [{ outcome: "paid" }, { outcome: "failed", reason: "Недостаточно средств" }, { outcome: "cancelled" }]),
  "xstate.done.actor.checkPayment": done("checkPayment", [{ paid: true }, { paid: false }]),
};

// A call's answer counts only while that call runs (the runner's synthetic errors obey the same rule).
const whileRunning = (id: string) => ({ actor, event }: ReplayContext) => {
  if ((actor.getSnapshot() as AnyMachineSnapshot).children[id]) actor.send(event);
};
const REPLAY = Object.fromEntries(["createInvoice", "openWidget", "checkPayment"].map((id) => [`xstate.done.actor.${id}`, whileRunning(id)]));

/** What the guards and the inputs read: who, whether a plan is chosen, whether an invoice exists. */
const projection = (c: CheckoutContext) => ({ signedIn: c.signedIn, chosen: c.choice !== null, invoiced: c.invoice !== null });

const model = checkoutMachine.provide({
  actors: {
    createInvoice: fromPromise<InvoiceAnswer, PlanChoice>(() => new Promise<InvoiceAnswer>(() => {})),
    openWidget: fromPromise<WidgetOutcome, Invoice>(() => new Promise<WidgetOutcome>(() => {})),
    checkPayment: fromPromise<PaymentCheck, Invoice>(() => new Promise<PaymentCheck>(() => {})),
  },
});

describe("checkout: generated paths", () => {
  it("replays every path for a signed-out and a signed-in user and covers every state and transition", () => {
    const inputs: CheckoutInput[] = [{ signedIn: false }, { signedIn: true }];
    replayRunsCovering(inputs.map((input) => ({ machine: model, input, events: EVENTS, replay: REPLAY, context: projection })));
  });
});

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A checkout with scripted answers: invoices, widget outcomes and payment checks are taken in order. */
function start(input: CheckoutInput, script: { invoices?: InvoiceAnswer[]; widget?: WidgetOutcome[]; checks?: PaymentCheck[] }) {
  const log: string[] = [];
  const clock = new SimulatedClock();
  const machine = checkoutMachine.provide({
    actors: {
      createInvoice: fromPromise<InvoiceAnswer, PlanChoice>(async ({ input: choice }) => {
        log.push(`invoice ${choice.plan}/${choice.period}`);
        const next = script.invoices?.shift();
        if (!next) throw new Error("offline");
        return next;
      }),
      openWidget: fromPromise<WidgetOutcome, Invoice>(async ({ input: invoice }) => {
        log.push(`widget ${invoice.invoice_id} ${invoice.amount} ${invoice.currency}`);
        const next = script.widget?.shift();
        if (!next) throw new Error("script not loaded");
        return next;
      }),
      checkPayment: fromPromise<PaymentCheck, Invoice>(async ({ input: invoice }) => {
        log.push(`check ${invoice.invoice_id}`);
        return script.checks?.shift() ?? { paid: false };
      }),
    },
    actions: {
      openSignIn: () => void log.push("sign-in asked"),
      planActivated: () => void log.push("plan activated"),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.start();
  return { actor, log, clock };
}

describe("checkout (issue 17)", () => {
  it("asks a signed-out visitor to sign in, then invoices the chosen plan, runs the widget and waits for the server", async () => {
    const { actor, log } = start({ signedIn: false }, { invoices: [INVOICED], widget: [{ outcome: "paid" }], checks: [{ paid: true }] });
    actor.send({ type: "choose", plan: "business", period: "year" });
    expect(actor.getSnapshot().value).toBe("signIn");
    actor.send({ type: "user.changed", signedIn: true });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe("active");
    expect(log).toEqual(["sign-in asked", "invoice business/year", "widget inv-1 15000 KZT", "check inv-1", "plan activated"]);
  });

  it("the widget's success alone activates nothing: the page asks the server until it confirms, then stops", async () => {
    const { actor, log, clock } = start({ signedIn: true }, { invoices: [INVOICED], widget: [{ outcome: "paid" }], checks: [{ paid: false }, { paid: false }, { paid: true }] });
    actor.send({ type: "choose", plan: "standard", period: "month" });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ confirming: "waiting" });
    expect(log).not.toContain("plan activated");
    clock.increment(CHECKOUT_POLL_MS);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ confirming: "waiting" });
    clock.increment(CHECKOUT_POLL_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe("active");
    expect(log.filter((l) => l.startsWith("check"))).toHaveLength(3);
  });

  it("gives up waiting after the bound and asks again on retry", async () => {
    const { actor, clock } = start({ signedIn: true }, { invoices: [INVOICED], widget: [{ outcome: "paid" }] });
    actor.send({ type: "choose", plan: "standard", period: "month" });
    await flush();
    await flush();
    for (let waited = 0; waited < CHECKOUT_CONFIRM_MS; waited += CHECKOUT_POLL_MS) {
      clock.increment(CHECKOUT_POLL_MS);
      await flush();
    }
    expect(actor.getSnapshot().value).toBe("unconfirmed");
    actor.send({ type: "retry" });
    expect(actor.getSnapshot().value).toEqual({ confirming: "checking" });
  });

  it("a declined card keeps the provider's reason; a closed window is cancelled; retry makes a new invoice", async () => {
    const { actor, log } = start({ signedIn: true }, { invoices: [INVOICED, INVOICED], widget: [{ outcome: "failed", reason: "Недостаточно средств" }, { outcome: "cancelled" }] });
    actor.send({ type: "choose", plan: "standard", period: "month" });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.failure).toBe("Недостаточно средств");
    actor.send({ type: "retry" });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe("cancelled");
    expect(log.filter((l) => l.startsWith("invoice"))).toHaveLength(2);
    actor.send({ type: "close" });
    expect(actor.getSnapshot().context).toMatchObject({ choice: null, invoice: null, failure: null });
  });

  it("the server's refusals: 409 is payments not set up, 401 asks for sign-in, another keeps its message; no connection is offline", async () => {
    const { actor } = start({ signedIn: true }, { invoices: [answer(409), answer(401), answer(422)] });
    actor.send({ type: "choose", plan: "standard", period: "month" });
    await flush();
    expect(actor.getSnapshot().value).toBe("notSetUp");
    actor.send({ type: "close" });
    actor.send({ type: "choose", plan: "standard", period: "month" });
    await flush();
    expect(actor.getSnapshot().value).toBe("signIn");
    actor.send({ type: "user.changed", signedIn: true });
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: "refused", context: { failure: "ответ 422" } });
    actor.send({ type: "choose", plan: "standard", period: "year" });
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: "offline", context: { failure: null } });
  });
});
