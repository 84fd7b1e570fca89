import { useLingui } from "@lingui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fromPromise } from "xstate";
import type { z } from "zod";
import type { CalculateAnswer, CodeInfoAnswer, CodeInfoQuery } from "../../machines/calculator/calculator.machine.ts";
import { useSessionView } from "../account/account-context.ts";
import type { CalculateRequest, calculateBody, calculationsBody, CalculationResult, calculatorCodeInfoBody } from "../../core/contract/calculator.ts";
import type { codeSearchBody } from "../../core/contract/lookups.ts";
import { call, getJson, messageOf } from "./client.ts";

// `call` has already checked each 200 body against the contract's schema.
type Calculations = z.infer<typeof calculationsBody>["data"];
type CodeNodes = z.infer<typeof codeSearchBody>["data"];

export const CALCULATIONS_KEY = ["user", "calculations"] as const;
/** Reference data changes only with a data import. */
const REFERENCE_STALE = 60 * 60_000;

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

/**
 * The wizard's two calls as actors: every HTTP answer resolves (the machine decides on the status),
 * only a lost connection rejects. Code info is cached per locale, code and date.
 */
export function useCalculatorActors() {
  const client = useQueryClient();
  const { i18n } = useLingui();
  const loadCodeInfo = fromPromise<CodeInfoAnswer, CodeInfoQuery>(({ input, signal }) =>
    client.fetchQuery({
      queryKey: ["calculator", "code-info", i18n.locale, input.code, input.date],
      staleTime: REFERENCE_STALE,
      queryFn: async (): Promise<CodeInfoAnswer> => {
        const answer = await call("calculatorCodeInfo", { query: input, signal });
        if (answer.status === 200) return { status: 200, info: (answer.body as z.infer<typeof calculatorCodeInfoBody>).data };
        const body = answer.body as { errors?: Record<string, string[]> } | null;
        return { status: answer.status, message: messageOf(answer.body) ?? `HTTP ${answer.status}`, ...(body?.errors ? { fields: body.errors } : {}) };
      },
    }),
  );
  const calculate = fromPromise<CalculateAnswer, CalculateRequest>(async ({ input, signal }) => {
    const answer = await call("calculatorCalculate", { body: input, signal });
    if (answer.status === 200) return { status: 200, result: (answer.body as z.infer<typeof calculateBody>).data };
    const body = answer.body as { errors?: Record<string, string[]> } | null;
    return { status: answer.status, message: messageOf(answer.body) ?? `HTTP ${answer.status}`, ...(body?.errors ? { fields: body.errors } : {}) };
  });
  return { loadCodeInfo, calculate };
}

async function expectCalculations(promise: ReturnType<typeof call>): Promise<Calculations> {
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

/** Keeps a calculation in the user's reports; the answer (the new list) replaces the cached one. */
export function useSaveCalculation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, result }: { request: CalculateRequest; result: CalculationResult }) =>
      expectCalculations(call("userCalculationSave", { body: { request, total_kzt: result.total_kzt } })),
    onSuccess: (list) => client.setQueryData(CALCULATIONS_KEY, list),
  });
}
