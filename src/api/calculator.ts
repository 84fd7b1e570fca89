import { useLingui } from "@lingui/react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { useSessionView } from "../account/account-context.ts";
import type { calculationsBody, calculatorCodeInfoBody } from "../../core/contract/calculator.ts";
import type { CodeInfoAnswer, CodeInfoQuery } from "../../machines/calculator/calculator.machine.ts";
import type { codeSearchBody } from "../../core/contract/lookups.ts";
import { call, getJson, messageOf } from "./client.ts";

// `call` has already checked each 200 body against the contract's schema.
type Calculations = z.infer<typeof calculationsBody>["data"];
type CodeNodes = z.infer<typeof codeSearchBody>["data"];

export const CALCULATIONS_KEY = ["user", "calculations"] as const;
/** Reference data changes only with a data import. */
export const REFERENCE_STALE = 60 * 60_000;

/** A refusal as the calculator's machine reads it: the status, the server's message and the fields it names. */
export function refusal(answer: { status: number; body: unknown }) {
  const body = answer.body as { errors?: Record<string, string[]> } | null;
  return { status: answer.status, message: messageOf(answer.body) ?? `HTTP ${answer.status}`, ...(body?.errors ? { fields: body.errors } : {}) };
}

/**
 * A code's calculator info as the wizard's machine reads it, cached per locale, code and date: every HTTP
 * answer resolves (the machine decides on the status), only a lost connection rejects. The page asks it
 * for a code in its address too, so the server renders the step the answer leads to.
 */
export function codeInfoQuery(locale: string, query: CodeInfoQuery) {
  return queryOptions({
    queryKey: ["calculator", "code-info", locale, query.code, query.date],
    staleTime: REFERENCE_STALE,
    queryFn: async ({ signal }): Promise<CodeInfoAnswer> => {
      const answer = await call("calculatorCodeInfo", { query, signal });
      if (answer.status === 200) return { status: 200, info: (answer.body as z.infer<typeof calculatorCodeInfoBody>).data };
      return refusal(answer);
    },
  });
}

/** Currencies, countries (EAEU and preference status) and units, names in the current locale. */
export function useCalculatorResources() {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ["calculator", "resources", i18n.locale],
    queryFn: ({ signal }) => getJson("calculatorResources", { signal }),
    select: (body) => body.data,
    staleTime: REFERENCE_STALE,
  });
}

/** Codes starting with the digits typed so far (at least 4), for the code field's suggestions. */
export function useCodeSuggestions(digits: string) {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ["calculator", "code-search", i18n.locale, digits],
    enabled: /^\d{4,9}$/.test(digits),
    queryFn: async ({ signal }) => {
      const answer = await call("productsCodeSearch", { query: { code: digits, limit: 8 }, signal });
      return answer.status === 200 ? (answer.body as { data: CodeNodes }).data.filter((n) => n.code.length === 10) : [];
    },
    staleTime: REFERENCE_STALE,
  });
}

/** The user's calculations from an answer that must be a 200 (the list, newest first). */
export async function expectCalculations(promise: ReturnType<typeof call>): Promise<Calculations> {
  const answer = await promise;
  if (answer.status !== 200) throw new Error(messageOf(answer.body) ?? `HTTP ${answer.status}`);
  return (answer.body as { data: Calculations }).data;
}

/** The signed-in user's past calculations, newest first (nothing is fetched while signed out). */
export function useCalculations() {
  const { signedIn } = useSessionView();
  return useQuery({
    queryKey: CALCULATIONS_KEY,
    enabled: signedIn,
    queryFn: () => expectCalculations(call("userCalculations")),
    staleTime: 30_000,
  });
}
