import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { BatchRow, CalculateRequest, CalculationResult } from "../../../../core/contract/index.ts";
import type { Locale } from "../../../../core/routes.ts";
import { route, type Refusal } from "../../../http/route.ts";
import { translate } from "../../../i18n.ts";
import type { FieldError } from "./calculate.ts";
import type { CountryRow } from "./repo.ts";
import { fieldErrors } from "./texts.ts";

export interface BatchDeps {
  /** The date and origin the codes share, or null once their 422 is sent (routes.ts, as for one calculation). */
  assumptions: (request: FastifyRequest, reply: FastifyReply, body: { date?: string | undefined; origin: string }) =>
    Promise<{ locale: Locale; date: string; country: CountryRow } | null>;
  /** The single calculator's own computation: the batch's figures are its figures. */
  /** The calculator's 422 of refused input, naming the first failing field. */
  refused: (refusal: Refusal) => unknown;
  computeOne: (locale: Locale, date: string, body: CalculateRequest, country: CountryRow) => Promise<CalculationResult | FieldError>;
}

/**
 * POST /v1/calculator/batch: a code group through the calculator with one date, origin and value. A code the
 * calculator cannot take alone (a heading, a duty needing a quantity) gets its reason in its row, so one
 * such code does not cost the broker the other 999; only the shared assumptions answer a 422.
 */
export function batchRoute(app: FastifyInstance, { assumptions, computeOne, refused }: BatchDeps) {
  route(app, "calculatorBatch", async (request, reply) => {
    const shared = await assumptions(request, reply, request.body);
    if (!shared) return reply;
    const { codes, ...common } = request.body;
    const rows: BatchRow[] = [];
    for (const code of new Set(codes)) {
      const result: CalculationResult | FieldError = code.length === 10
        ? await computeOne(shared.locale, shared.date, { ...common, code }, shared.country)
        : { field: "code", message: fieldErrors.code };
      rows.push("field" in result
        ? { code, result: null, error: translate(shared.locale, result.message, result.values) }
        : { code, result, error: null });
    }
    return { data: rows };
  }, { invalid: refused });
}
