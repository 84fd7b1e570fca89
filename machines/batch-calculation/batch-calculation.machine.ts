import { assign, fromPromise, setup } from "xstate";
import type { BatchRequest, BatchRow } from "../../core/contract/groups.ts";
import { stateMeta } from "../meta.ts";

/**
 * A code group in the calculator as a batch (issue 18 item 4): one set of assumptions (date, origin,
 * customs value and its currency) for every code of the group, one result table, exported as CSV or XLSX.
 *
 * - loading: `loadGroup` (the injected call) reads the group's name and codes → editing; a failure → failed.
 * - failed: the message; `retry` → loading.
 * - editing: `edit {field, value}` changes an assumption (and drops the server's message for it); `submit`
 *   → calculating when the form is complete (a value, a currency, an origin) and the group has codes.
 * - calculating: `calculateBatch` (POST /calculator/batch). 200 → results; 422 → editing with the server's
 *   messages by field; another failure or no connection → editing with its message.
 * - results: the table (its CSV/XLSX buttons write the rows shown, like every table's); `edit` → editing
 *   with the new value, the table kept until the next calculation; `submit` calculates again.
 */

export interface BatchForm {
  /** ISO 3166 alpha-2 of the origin. */
  origin: string;
  /** The customs value of each code, as typed. */
  amount: string;
  currency: string;
  /** YYYY-MM-DD, or "" for today in Asia/Almaty. */
  date: string;
}
export type BatchField = keyof BatchForm;
export const BATCH_FIELDS: readonly BatchField[] = ["origin", "amount", "currency", "date"];

export interface BatchGroup { name: string; codes: string[] }

/** What the batch call answered (the host resolves for every HTTP status, rejects on network errors). */
export interface BatchAnswer {
  status: number;
  rows?: BatchRow[];
  /** 422: the server's messages by field. */
  fields?: Partial<Record<string, string[]>>;
  message?: string;
}

export interface BatchContext {
  groupId: string;
  group: BatchGroup | null;
  form: BatchForm;
  rows: BatchRow[];
  serverErrors: Partial<Record<BatchField, string>>;
  /** A failure that names no field, else null. */
  error: string | null;
}

export type BatchEvent =
  | { type: "edit"; field: BatchField; value: string }
  | { type: "submit" }
  | { type: "retry" };

export const emptyBatchForm = (): BatchForm => ({ origin: "", amount: "", currency: "USD", date: "" });

/** The batch request of a complete form, or null while a value is missing or not a number. */
export function batchRequestOf(form: BatchForm, codes: readonly string[]): BatchRequest | null {
  const amount = Number(form.amount.replace(/\s+/g, "").replace(",", "."));
  if (form.amount.trim() === "" || !Number.isFinite(amount) || amount < 0) return null;
  if (!/^[A-Z]{2}$/.test(form.origin) || !/^[A-Z]{3}$/.test(form.currency) || codes.length === 0) return null;
  return {
    codes: [...codes], origin: form.origin, customs_value: { amount, currency: form.currency },
    ...(form.date ? { date: form.date } : {}),
  };
}

/** The server's message for a field: `customs_value.amount` belongs to the amount, `customs_value.currency` to the currency. */
const FIELD_OF: Record<string, BatchField> = {
  origin: "origin", date: "date", "customs_value.amount": "amount", customs_value: "amount", "customs_value.currency": "currency",
};

const outputOf = <T>(event: { type: string }, id: string): T | undefined =>
  event.type === `xstate.done.actor.${id}` ? (event as { output?: T }).output : undefined;
const failureText = (event: unknown) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : "";
};

export const batchCalculationMachine = setup({
  types: {
    context: {} as BatchContext,
    events: {} as BatchEvent,
    input: {} as { groupId: string },
  },
  actors: {
    /** GET /user/api/groups/{id}; the default never answers. */
    loadGroup: fromPromise<BatchGroup, { groupId: string }>(() => new Promise<BatchGroup>(() => {})),
    /** POST /api/v1/calculator/batch; the default never answers. */
    calculateBatch: fromPromise<BatchAnswer, BatchRequest>(() => new Promise<BatchAnswer>(() => {})),
  },
  guards: {
    formComplete: ({ context }) => batchRequestOf(context.form, context.group?.codes ?? []) !== null,
    calculated: ({ event }) => outputOf<BatchAnswer>(event, "calculateBatch")?.status === 200,
    rejectedFields: ({ event }) => outputOf<BatchAnswer>(event, "calculateBatch")?.status === 422,
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== "edit") return {};
      const serverErrors = { ...context.serverErrors };
      delete serverErrors[event.field];
      return { form: { ...context.form, [event.field]: event.value }, serverErrors };
    }),
    rememberGroup: assign({ group: ({ event }) => outputOf<BatchGroup>(event, "loadGroup") ?? null, error: null }),
    rememberLoadFailure: assign({ error: ({ event }) => failureText(event) }),
    clearError: assign({ error: null }),
    rememberRows: assign({ rows: ({ event }) => outputOf<BatchAnswer>(event, "calculateBatch")?.rows ?? [], serverErrors: {}, error: null }),
    rememberFieldErrors: assign(({ event }) => {
      const answer = outputOf<BatchAnswer>(event, "calculateBatch");
      const serverErrors: Partial<Record<BatchField, string>> = {};
      for (const [key, texts] of Object.entries(answer?.fields ?? {})) {
        const field = FIELD_OF[key];
        if (field && texts?.[0] && !serverErrors[field]) serverErrors[field] = texts[0];
      }
      // A 422 on no field of the form (a code list the server refused): its message.
      return { serverErrors, error: Object.keys(serverErrors).length > 0 ? null : (answer?.message ?? "") };
    }),
    rememberFailure: assign({
      error: ({ event }) => outputOf<BatchAnswer>(event, "calculateBatch")?.message ?? failureText(event),
    }),
  },
}).createMachine({
  id: "batchCalculation",
  context: ({ input }) => ({ groupId: input.groupId, group: null, form: emptyBatchForm(), rows: [], serverErrors: {}, error: null }),
  initial: "loading",
  states: {
    loading: {
      meta: stateMeta({ shows: "The batch panel while the group's codes are read.", see: ["batch-loading"], asks: ["loadGroup"] }),
      tags: ["busy"],
      invoke: {
        id: "loadGroup",
        src: "loadGroup",
        input: ({ context }) => ({ groupId: context.groupId }),
        onDone: { target: "editing", actions: "rememberGroup" },
        onError: { target: "failed", actions: "rememberLoadFailure" },
      },
    },
    failed: {
      meta: stateMeta({ shows: "Why the group could not be read, with a button to try again.", see: ["batch-failed"] }),
      on: { retry: { target: "loading", actions: "clearError" } },
    },
    editing: {
      meta: stateMeta({ shows: "The group's name and codes, the assumptions form (origin, value, currency, date), the server's messages beside their fields.", see: ["batch-form", "batch-submit"] }),
      on: {
        edit: { actions: "edit" },
        submit: { guard: "formComplete", target: "calculating", actions: "clearError" },
      },
    },
    calculating: {
      meta: stateMeta({ shows: "The form with its button disabled while every code is calculated.", see: ["batch-submit"], asks: ["calculateBatch"] }),
      tags: ["busy"],
      invoke: {
        id: "calculateBatch",
        src: "calculateBatch",
        input: ({ context }) => batchRequestOf(context.form, context.group?.codes ?? [])!,
        onDone: [
          { guard: "calculated", target: "results", actions: "rememberRows" },
          { guard: "rejectedFields", target: "editing", actions: "rememberFieldErrors" },
          { target: "editing", actions: "rememberFailure" },
        ],
        onError: { target: "editing", actions: "rememberFailure" },
      },
    },
    results: {
      meta: stateMeta({ shows: "One table for all the group's codes: duty, VAT, excise, fees and total per code, or why a code was not calculated; CSV and XLSX export.", see: ["batch-form", "batch-table", "export-csv"] }),
      on: {
        edit: { target: "editing", actions: "edit" },
        submit: { guard: "formComplete", target: "calculating" },
      },
    },
  },
});
