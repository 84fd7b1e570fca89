import { assign, enqueueActions, fromPromise, setup } from "xstate";
import type { SnapshotFrom } from "xstate";
import { stateMeta } from "../meta.ts";
import type { CalculateRequest, CalculationResult, CalculatorCodeInfo } from "../../core/contract/calculator.ts";
import {
  answersComplete,
  codeDigits,
  emptyAnswers,
  exciseApplies,
  exporterAsked,
  linkCompletes,
  quantityApplies,
  stepErrors,
  stepOfField,
  stepsFor,
  stepValid,
  STEP_FIELDS,
  toRequest,
} from "./answers.ts";
import type { AnswerField, Answers, FieldErrors, FieldKey, FieldMessage, Step } from "./answers.ts";

/**
 * The duty calculator's wizard (/calculator, issue 6), after the UK Trade Tariff duty calculator:
 * it asks only what the code needs, clears the answers that depend on a changed one, has a
 * check-your-answers step and shows the working in the result.
 *
 * code → date → origin → exporter (when a trade remedy for the origin names exporters) → value →
 * quantity (when the duty needs one) → excise (when the excise needs a quantity in another unit) → check →
 * calculating → result.
 *
 * - Each step edits its own answers (strings as typed); `next` checks the step (named guards; the
 *   messages are ids the view translates) and moves on. `back` goes to the previous step asked,
 *   keeping every answer.
 * - The code (and the date: the applied rate changes by date) loads what the code needs with the
 *   injected `loadCodeInfo` actor; an unknown code stays on its step with the server's message.
 * - Once the answers have been checked (`reviewed`), `next` on any step returns straight to check
 *   when every answer the code asks is valid: a "change" link comes back to check.
 * - Failures of the calculation (a 422 naming a field, no connection) return to the step of that
 *   field with the message; nothing typed is lost.
 * - The host tells the machine who is there (`session`): a signed-in user's own result is announced
 *   for their reports (`calculated`), anyone else's is not.
 * - Input: answers from the address; the host sends `start`. A valid code loads its info first; with every answer the code
 *   asks, the wizard calculates at once (a share link), else it asks from the date on (a code from
 *   the code card).
 *
 * Pure: the calls are the actors the host passes with `.provide({ actors })`.
 */

/** What `loadCodeInfo` answered: the info, or the server's message (404 unknown code, 422 malformed) and the fields it names. */
export type CodeInfoAnswer =
  | { status: 200; info: CalculatorCodeInfo }
  | { status: number; message: string; fields?: Record<string, string[]> };

/** What `calculate` answered: the result, or the server's message and the fields it names (422). */
export type CalculateAnswer =
  | { status: 200; result: CalculationResult }
  | { status: number; message: string; fields?: Record<string, string[]> };

export interface CodeInfoQuery {
  code: string;
  date: string;
}

export interface CalculatorContext {
  /** Today in Almaty: the import date a fresh start offers. */
  today: string;
  answers: Answers;
  /** What the code asks on the date, and which code and date it was loaded for. */
  codeInfo: CalculatorCodeInfo | null;
  loadedFor: CodeInfoQuery | null;
  /** Messages at fields: the step's checks after a `next`, or the server's. A field's edit clears its own. */
  errors: FieldErrors;
  /** A failure that names no field (no connection, a server error), shown on the step. */
  failure: FieldMessage | null;
  /** The answers have been on the check step: `next` returns there once they are complete again. */
  reviewed: boolean;
  /** The user asked for the calculation (not a share link): its result goes to their reports. */
  byUser: boolean;
  /** Someone is signed in (the host's `session`): only they have reports to keep a result in. */
  signedIn: boolean;
  /** The body of the last calculation (the answers parsed). */
  request: CalculateRequest | null;
  result: CalculationResult | null;
}

export interface CalculatorInput {
  /** Today in Almaty (YYYY-MM-DD): the default import date. */
  today: string;
  /** Answers from the address (share link, code card, saved report). */
  answers?: Answers;
}

export type CalculatorEvent =
  | { type: "start" }
  | { type: "session"; signedIn: boolean }
  | { type: "edit"; field: AnswerField; value: string }
  | { type: "editRate"; currency: string; value: string }
  | { type: "next" }
  | { type: "back" }
  | { type: "change.code" }
  | { type: "change.date" }
  | { type: "change.origin" }
  | { type: "change.exporter" }
  | { type: "change.value" }
  | { type: "change.quantity" }
  | { type: "change.excise" }
  | { type: "calculate" }
  | { type: "changeAnswers" }
  | { type: "restart" };

/** Told to the host when a signed-in user's own calculation has a result: the host keeps it in their reports. */
export type CalculatorEmitted = { type: "calculated"; request: CalculateRequest; result: CalculationResult };

const codeInfoOf = (event: { type: string }): CodeInfoAnswer | undefined => (event as { output?: CodeInfoAnswer }).output;
const calculateAnswerOf = (event: { type: string }): CalculateAnswer | undefined => (event as { output?: CalculateAnswer }).output;

/** The first field a 422 names that the wizard asks (`customs_value.amount` → amount). */
const SERVER_FIELDS: Record<string, AnswerField> = {
  code: "code",
  date: "date",
  origin: "origin",
  customs_value: "amount",
  "customs_value.currency": "currency",
  freight: "freight",
  "freight.currency": "freightCurrency",
  insurance: "insurance",
  "insurance.currency": "insuranceCurrency",
  quantity: "quantity",
  excise_quantity: "exciseQuantity",
};
export function fieldOfServerKey(key: string): FieldKey | null {
  const rate = /^exchange_rates(?:\.([A-Z]{3}))?/.exec(key);
  if (rate) return rate[1] ? `rate.${rate[1]}` : "currency";
  const [head, tail] = key.split(".");
  return SERVER_FIELDS[tail === "currency" ? key : (head ?? "")] ?? null;
}
function rejectedFields(answer: CalculateAnswer | undefined): FieldErrors {
  const errors: FieldErrors = {};
  if (!answer || answer.status !== 422 || !("fields" in answer) || !answer.fields) return errors;
  for (const [key, messages] of Object.entries(answer.fields)) {
    const field = fieldOfServerKey(key);
    if (field && !errors[field]) errors[field] = { text: messages[0] ?? answer.message };
  }
  return errors;
}
/** The step of the first field a 422 names, else null. */
function rejectedStep(answer: CalculateAnswer | undefined): Step | null {
  const first = Object.keys(rejectedFields(answer))[0] as FieldKey | undefined;
  return first ? stepOfField(first) : null;
}

/**
 * The context once a code's info arrives. A different code clears the quantity answers: their units
 * are the code's. A different date clears the typed exchange rates: they were typed for the old date.
 */
function withCodeInfo(context: CalculatorContext, info: CalculatorCodeInfo): Pick<CalculatorContext, "answers" | "codeInfo" | "loadedFor"> {
  const query = { code: codeDigits(context.answers.code), date: context.answers.date };
  const before = context.loadedFor;
  let answers = { ...context.answers, code: query.code };
  if (before && before.code !== query.code) answers = { ...answers, quantity: "", exciseQuantity: "" };
  if (before && before.date !== query.date) answers = { ...answers, rates: {} };
  return { answers, codeInfo: info, loadedFor: query };
}

/** What the code-info call is asked: the code's digits and the import date. */
/** What the code-info load asks for the current answers. */
export const codeInfoQuery = ({ context }: { context: CalculatorContext }): CodeInfoQuery => ({
  code: codeDigits(context.answers.code),
  date: context.answers.date,
});

const failureOf = (event: { type: string }): FieldMessage => {
  const answer = (event as { output?: { message?: string } }).output;
  return answer?.message ? { text: answer.message } : { id: event.type.startsWith("xstate.error") ? "calc.error.network" : "calc.error.server" };
};

const calculator = setup({
  types: {
    context: {} as CalculatorContext,
    events: {} as CalculatorEvent,
    input: {} as CalculatorInput,
    emitted: {} as CalculatorEmitted,
  },
  actors: {
    /** GET /api/v1/calculator/code-info; the default never answers. */
    loadCodeInfo: fromPromise<CodeInfoAnswer, CodeInfoQuery>(() => new Promise<CodeInfoAnswer>(() => {})),
    /** POST /api/v1/calculator/calculate; the default never answers. */
    calculate: fromPromise<CalculateAnswer, CalculateRequest>(() => new Promise<CalculateAnswer>(() => {})),
  },
  guards: {
    /** A step edits only its own answers. */
    ownField: ({ event }, params: { step: Step }) => event.type === "edit" && STEP_FIELDS[params.step].includes(event.field),
    /** The step's answers fail its checks: `next` shows the messages instead of moving on. */
    stepInvalid: ({ context }, params: { step: Step }) => !stepValid(params.step, context.answers),
    /** The address gave a code worth loading. */
    codeGiven: ({ context }) => stepValid("code", context.answers),
    /** The date is not the one the code's info was loaded for: the applied rate may differ. */
    dateChanged: ({ context }) => context.answers.date !== context.loadedFor?.date,
    codeUnknown: ({ event }) => (codeInfoOf(event)?.status ?? 0) !== 200,
    /** The server refused the date (a share link's, or one left half-typed by Back), not the code. */
    dateRefused: ({ event }) => {
      const answer = codeInfoOf(event);
      return !!answer && "fields" in answer && !!answer.fields?.date;
    },
    /** A share link with every answer the code asks. */
    linkComplete: ({ context, event }) => linkCompletes(context.answers, codeInfoOf(event)),
    /** Checked before, and every answer the code asks is valid (with the code info just loaded, if any): back to check. */
    reviewedComplete: ({ context, event }) => {
      const answer = codeInfoOf(event);
      const next = answer && "info" in answer ? withCodeInfo(context, answer.info) : context;
      return context.reviewed && answersComplete(next.answers, next.codeInfo);
    },
    /** A trade remedy for the code, date and origin names exporters: ask which one (default: all other exporters). */
    exporterAsked: ({ context }) => exporterAsked(context.codeInfo, context.answers),
    quantityApplies: ({ context }) => quantityApplies(context.codeInfo),
    exciseApplies: ({ context }) => exciseApplies(context.codeInfo),
    calculated: ({ event }) => calculateAnswerOf(event)?.status === 200,
    calculatedForUser: ({ context, event }) => context.byUser && calculateAnswerOf(event)?.status === 200,
    rejectedAt: ({ event }, params: { step: Step }) => rejectedStep(calculateAnswerOf(event)) === params.step,
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== "edit") return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { answers: { ...context.answers, [event.field]: event.value }, errors, failure: null };
    }),
    editRate: assign(({ context, event }) => {
      if (event.type !== "editRate") return {};
      const errors = { ...context.errors };
      delete errors[`rate.${event.currency}`];
      return { answers: { ...context.answers, rates: { ...context.answers.rates, [event.currency]: event.value } }, errors };
    }),
    showErrors: assign({
      errors: ({ context }, params: { step: Step }) => {
        const errors: FieldErrors = {};
        for (const [field, id] of Object.entries(stepErrors(params.step, context.answers))) if (id) errors[field as FieldKey] = { id };
        return errors;
      },
    }),
    clearMessages: assign({ errors: {}, failure: null }),
    /**
     * The code's info arrived. A different code clears the quantity answers: their units are the
     * code's. A different date clears the typed exchange rates: they were typed for the old date.
     */
    applyCodeInfo: assign(({ context, event }) => {
      const answer = codeInfoOf(event);
      return answer && "info" in answer ? { ...withCodeInfo(context, answer.info), errors: {}, failure: null } : {};
    }),
    codeRejected: assign({
      errors: ({ event }) => ({ code: { text: (codeInfoOf(event) as { message?: string } | undefined)?.message ?? "" } }),
    }),
    dateRejected: assign({
      errors: ({ event }) => ({ date: { text: (codeInfoOf(event) as { message?: string } | undefined)?.message ?? "" } }),
    }),
    showFailure: assign({ failure: ({ event }) => failureOf(event) }),
    showRejection: assign({ errors: ({ event }) => rejectedFields(calculateAnswerOf(event)) }),
    markReviewed: assign({ reviewed: true }),
    markByUser: assign({ byUser: true }),
    keepRequest: assign({ request: ({ context }) => toRequest(context.answers, context.codeInfo) }),
    keepResult: assign({
      result: ({ event }) => {
        const answer = calculateAnswerOf(event);
        return answer && "result" in answer ? answer.result : null;
      },
    }),
    noteSession: assign({ signedIn: ({ event }) => (event.type === "session" ? event.signedIn : false) }),
    /** Saving is for the signed-in: their result is announced for their reports, nobody else's. */
    announceResult: enqueueActions(({ context, enqueue }) => {
      if (!context.signedIn) return;
      enqueue.emit({ type: "calculated", request: context.request as CalculateRequest, result: context.result as CalculationResult });
    }),
    restart: assign(({ context }) => ({
      answers: emptyAnswers(context.today),
      codeInfo: null,
      loadedFor: null,
      errors: {},
      failure: null,
      reviewed: false,
      byUser: false,
      request: null,
      result: null,
    })),
  },
});

/**
 * The code's info loading, on the code step and for a code the address gave: an answer refusing the
 * date goes to the date, an unknown code back to its question, a failed call to the code with the
 * message. Only where a known code leads differs (`complete`): a share link with every answer
 * calculates, answers already checked return to check; otherwise the date is asked next.
 */
const loadingCodeInfo = (
  id: "restoreCodeInfo" | "loadCodeInfo",
  complete: { guard: "linkComplete"; target: "#calculator.calculating" } | { guard: "reviewedComplete"; target: "#calculator.check" },
) =>
  calculator.createStateConfig({
    tags: ["busy"],
    invoke: {
      id,
      src: "loadCodeInfo",
      input: codeInfoQuery,
      onDone: [
        { guard: "dateRefused", target: "#calculator.date", actions: "dateRejected" },
        { guard: "codeUnknown", target: "#calculator.code.editing", actions: "codeRejected" },
        { ...complete, actions: "applyCodeInfo" },
        { target: "#calculator.date", actions: "applyCodeInfo" },
      ],
      onError: { target: "#calculator.code.editing", actions: "showFailure" },
    },
  });

export const calculatorMachine = calculator.createMachine({
  id: "calculator",
  context: ({ input }) => ({
    today: input.today,
    answers: input.answers ?? emptyAnswers(input.today),
    codeInfo: null,
    loadedFor: null,
    errors: {},
    failure: null,
    reviewed: false,
    byUser: false,
    signedIn: false,
    request: null,
    result: null,
  }),
  on: { session: { actions: "noteSession" } },
  initial: "starting",
  states: {
    // The host sends `start` once it shows the wizard (an initial transient choice would not show in the path tests).
    starting: {
      meta: stateMeta({ shows: "A placeholder of the wizard until the host starts it.", see: ["calc-busy"] }),
      on: { start: [{ guard: "codeGiven", target: "restoring" }, { target: "code" }] },
    },
    restoring: {
      ...loadingCodeInfo("restoreCodeInfo", { guard: "linkComplete", target: "#calculator.calculating" }),
      meta: stateMeta({ shows: "A placeholder while the code from the address loads.", see: ["calc-busy"], asks: ["restoreCodeInfo"] }),
    },
    code: {
      meta: stateMeta({ shows: "The code question with its field.", see: ["calc-step-code", "calc-code"] }),
      initial: "editing",
      states: {
        editing: {
          meta: stateMeta({ shows: "The code field, editable, and Continue.", see: ["calc-step-code", "calc-code", "calc-next"] }),
          on: {
            edit: { guard: { type: "ownField", params: { step: "code" } }, actions: "edit" },
            next: [
              { guard: { type: "stepInvalid", params: { step: "code" } }, actions: { type: "showErrors", params: { step: "code" } } },
              { target: "loading", actions: "clearMessages" },
            ],
          },
        },
        loading: {
          ...loadingCodeInfo("loadCodeInfo", { guard: "reviewedComplete", target: "#calculator.check" }),
          meta: stateMeta({ shows: "The code question, busy while what the code asks loads.", see: ["calc-step-code"], asks: ["loadCodeInfo"] }),
        },
      },
    },
    date: {
      meta: stateMeta({ shows: "The import date question.", see: ["calc-step-date", "calc-date"] }),
      initial: "editing",
      states: {
        editing: {
          meta: stateMeta({ shows: "The date field, Back and Continue.", see: ["calc-step-date", "calc-date", "calc-back", "calc-next"] }),
          on: {
            edit: { guard: { type: "ownField", params: { step: "date" } }, actions: "edit" },
            back: { target: "#calculator.code", actions: "clearMessages" },
            next: [
              { guard: { type: "stepInvalid", params: { step: "date" } }, actions: { type: "showErrors", params: { step: "date" } } },
              { guard: "dateChanged", target: "loading", actions: "clearMessages" },
              { guard: "reviewedComplete", target: "#calculator.check", actions: "clearMessages" },
              { target: "#calculator.origin", actions: "clearMessages" },
            ],
          },
        },
        loading: {
          tags: ["busy"],
          meta: stateMeta({ shows: "The date question, busy while the code's rates for that date load.", see: ["calc-step-date"], asks: ["reloadCodeInfo"] }),
          invoke: {
            id: "reloadCodeInfo",
            src: "loadCodeInfo",
            input: codeInfoQuery,
            onDone: [
              // The code may not be in force on that date: say so at the date.
              { guard: "codeUnknown", target: "editing", actions: "dateRejected" },
              { guard: "reviewedComplete", target: "#calculator.check", actions: "applyCodeInfo" },
              { target: "#calculator.origin", actions: "applyCodeInfo" },
            ],
            onError: { target: "editing", actions: "showFailure" },
          },
        },
      },
    },
    origin: {
      meta: stateMeta({ shows: "The country of origin question with its list of countries.", see: ["calc-step-origin", "calc-code-summary", "calc-origin"] }),
      on: {
        edit: { guard: { type: "ownField", params: { step: "origin" } }, actions: "edit" },
        back: { target: "date", actions: "clearMessages" },
        next: [
          { guard: { type: "stepInvalid", params: { step: "origin" } }, actions: { type: "showErrors", params: { step: "origin" } } },
          { guard: "reviewedComplete", target: "check", actions: "clearMessages" },
          { guard: "exporterAsked", target: "exporter", actions: "clearMessages" },
          { target: "value", actions: "clearMessages" },
        ],
      },
    },
    // Always answered: "all other exporters" until one named by the act is chosen, so Continue has nothing to check.
    exporter: {
      meta: stateMeta({
        shows: "The exporter question: the exporters a trade remedy names for the origin, and all other exporters (the default).",
        see: ["calc-step-exporter", "calc-exporter"],
      }),
      on: {
        edit: { guard: { type: "ownField", params: { step: "exporter" } }, actions: "edit" },
        back: { target: "origin", actions: "clearMessages" },
        next: [
          { guard: "reviewedComplete", target: "check", actions: "clearMessages" },
          { target: "value", actions: "clearMessages" },
        ],
      },
    },
    value: {
      meta: stateMeta({ shows: "The customs value question: invoice amount, freight, insurance and their currencies.", see: ["calc-step-value", "calc-amount"] }),
      on: {
        edit: { guard: { type: "ownField", params: { step: "value" } }, actions: "edit" },
        editRate: { actions: "editRate" },
        back: [
          { guard: "exporterAsked", target: "exporter", actions: "clearMessages" },
          { target: "origin", actions: "clearMessages" },
        ],
        next: [
          { guard: { type: "stepInvalid", params: { step: "value" } }, actions: { type: "showErrors", params: { step: "value" } } },
          { guard: "reviewedComplete", target: "check", actions: "clearMessages" },
          { guard: "quantityApplies", target: "quantity", actions: "clearMessages" },
          { guard: "exciseApplies", target: "excise", actions: "clearMessages" },
          { target: "check", actions: "clearMessages" },
        ],
      },
    },
    quantity: {
      meta: stateMeta({ shows: "The quantity question, in the unit of the duty.", see: ["calc-step-quantity", "calc-quantity"] }),
      on: {
        edit: { guard: { type: "ownField", params: { step: "quantity" } }, actions: "edit" },
        back: { target: "value", actions: "clearMessages" },
        next: [
          { guard: { type: "stepInvalid", params: { step: "quantity" } }, actions: { type: "showErrors", params: { step: "quantity" } } },
          { guard: "reviewedComplete", target: "check", actions: "clearMessages" },
          { guard: "exciseApplies", target: "excise", actions: "clearMessages" },
          { target: "check", actions: "clearMessages" },
        ],
      },
    },
    excise: {
      meta: stateMeta({ shows: "The quantity question, in the unit of the excise.", see: ["calc-step-excise", "calc-excise"] }),
      on: {
        edit: { guard: { type: "ownField", params: { step: "excise" } }, actions: "edit" },
        back: [
          { guard: "quantityApplies", target: "quantity", actions: "clearMessages" },
          { target: "value", actions: "clearMessages" },
        ],
        next: [
          { guard: { type: "stepInvalid", params: { step: "excise" } }, actions: { type: "showErrors", params: { step: "excise" } } },
          { target: "check", actions: "clearMessages" },
        ],
      },
    },
    check: {
      meta: stateMeta({ shows: "Every answer with a Change link each, and Calculate.", see: ["calc-step-check", "calc-answers"] }),
      entry: "markReviewed",
      on: {
        back: [
          { guard: "exciseApplies", target: "excise", actions: "clearMessages" },
          { guard: "quantityApplies", target: "quantity", actions: "clearMessages" },
          { target: "value", actions: "clearMessages" },
        ],
        "change.code": { target: "code", actions: "clearMessages" },
        "change.date": { target: "date", actions: "clearMessages" },
        "change.origin": { target: "origin", actions: "clearMessages" },
        "change.exporter": { guard: "exporterAsked", target: "exporter", actions: "clearMessages" },
        "change.value": { target: "value", actions: "clearMessages" },
        "change.quantity": { guard: "quantityApplies", target: "quantity", actions: "clearMessages" },
        "change.excise": { guard: "exciseApplies", target: "excise", actions: "clearMessages" },
        calculate: { target: "calculating", actions: ["clearMessages", "markByUser"] },
      },
    },
    calculating: {
      tags: ["busy"],
      meta: stateMeta({ shows: "A placeholder saying the payments are being calculated.", see: ["calc-busy"], asks: ["calculate"] }),
      entry: ["markReviewed", "keepRequest"],
      invoke: {
        id: "calculate",
        src: "calculate",
        input: ({ context }) => context.request as CalculateRequest,
        onDone: [
          { guard: "calculatedForUser", target: "result", actions: ["keepResult", "announceResult"] },
          { guard: "calculated", target: "result", actions: "keepResult" },
          { guard: { type: "rejectedAt", params: { step: "code" } }, target: "code", actions: "showRejection" },
          { guard: { type: "rejectedAt", params: { step: "date" } }, target: "date", actions: "showRejection" },
          { guard: { type: "rejectedAt", params: { step: "origin" } }, target: "origin", actions: "showRejection" },
          { guard: { type: "rejectedAt", params: { step: "value" } }, target: "value", actions: "showRejection" },
          { guard: { type: "rejectedAt", params: { step: "quantity" } }, target: "quantity", actions: "showRejection" },
          { guard: { type: "rejectedAt", params: { step: "excise" } }, target: "excise", actions: "showRejection" },
          { target: "check", actions: "showFailure" },
        ],
        onError: { target: "check", actions: "showFailure" },
      },
    },
    result: {
      meta: stateMeta({ shows: "The total, the working line by line, the rates used, and Change and Start again.", see: ["calc-result", "calc-total", "calc-change", "calc-restart"] }),
      on: {
        changeAnswers: { target: "check" },
        restart: { target: "code", actions: "restart" },
      },
    },
  },
});

/** The wizard's pages in the order it walks them: its questions, then check. */
const PAGES: readonly (Step | "check")[] = [...(Object.keys(STEP_FIELDS) as Step[]), "check"];

/**
 * The page the wizard is on (null while it starts, calculates or shows the result) and its place among
 * the pages the code asks, for the step count.
 */
export function wizardPage(snapshot: SnapshotFrom<typeof calculatorMachine>): { page: Step | "check" | null; position: number; total: number } {
  const page = PAGES.find((p) => snapshot.matches(p)) ?? null;
  const pages: (Step | "check")[] = [...stepsFor(snapshot.context.codeInfo, snapshot.context.answers), "check"];
  return { page, position: page ? Math.max(1, pages.indexOf(page) + 1) : 1, total: pages.length };
}
