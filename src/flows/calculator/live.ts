import { useLingui } from "@lingui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { fromPromise } from "xstate";
import type { z } from "zod";
import type { CalculateRequest, calculateBody, CalculationResult } from "../../../core/contract/calculator.ts";
import { answersFromSearch } from "../../../machines/calculator/answers.ts";
import { calculatorMachine } from "../../../machines/calculator/calculator.machine.ts";
import type { CalculateAnswer, CodeInfoAnswer, CodeInfoQuery } from "../../../machines/calculator/calculator.machine.ts";
import { openingSnapshot } from "../../../machines/calculator/opening.ts";
import { useSessionView } from "../../account/account-context.ts";
import { CALCULATIONS_KEY, codeInfoQuery, expectCalculations, refusal } from "../../api/calculator.ts";
import { call } from "../../api/client.ts";
import { inspect } from "../../inspect.ts";

/**
 * The calculator as the app runs it: its two calls, who is signed in, and the reports its results are
 * kept in. The wizard's view draws the snapshot and sends events; everything it talks to is here.
 */

/**
 * The wizard's two calls as actors: every HTTP answer resolves (the machine decides on the status),
 * only a lost connection rejects. Code info goes through the query cache (`codeInfoQuery`).
 */
function useCalculatorActors() {
  const client = useQueryClient();
  const { i18n } = useLingui();
  const loadCodeInfo = fromPromise<CodeInfoAnswer, CodeInfoQuery>(({ input }) => client.fetchQuery(codeInfoQuery(i18n.locale, input)));
  const calculate = fromPromise<CalculateAnswer, CalculateRequest>(async ({ input, signal }) => {
    const answer = await call("calculatorCalculate", { body: input, signal });
    if (answer.status === 200) return { status: 200, result: (answer.body as z.infer<typeof calculateBody>).data };
    return refusal(answer);
  });
  return { loadCodeInfo, calculate };
}

/** Keeps a calculation in the user's reports; the answer (the new list) replaces the cached one. */
function useSaveCalculation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, result }: { request: CalculateRequest; result: CalculationResult }) =>
      expectCalculations(call("userCalculationSave", { body: { request, total_kzt: result.total_kzt } })),
    onSuccess: (list) => client.setQueryData(CALCULATIONS_KEY, list),
  });
}

/**
 * The running wizard for the answers in the address (share link, code card, a report): its actor, its
 * snapshot, and how the saving of its last result went. The machine decides what is saved (a signed-in
 * user's own calculation): it announces it and this keeps it.
 */
export function useCalculator(search: string, today: string) {
  const actors = useCalculatorActors();
  const client = useQueryClient();
  const { i18n } = useLingui();
  const [machine] = useState(() => calculatorMachine.provide({ actors }));
  const [input] = useState(() => (search ? { today, answers: answersFromSearch(search, today) } : { today }));
  // The server and the browser open the actor in the same state, so the page hydrates what was drawn: with a
  // code in the address, the step its info leads to when the cache holds that info (the server asked it).
  const [opening] = useState(() => openingSnapshot(machine, input, (query) => client.getQueryData(codeInfoQuery(i18n.locale, query).queryKey)));
  const actor = useActorRef(machine, opening ? { input, snapshot: opening, inspect } : { input, inspect });
  const snapshot = useSelector(actor, (s) => s);
  const { signedIn } = useSessionView();
  const save = useSaveCalculation();
  const keep = save.mutate;

  // A wizard that opened on a later state ignores it.
  useEffect(() => actor.send({ type: "start" }), [actor]);
  useEffect(() => actor.send({ type: "session", signedIn }), [actor, signedIn]);
  useEffect(() => {
    const sub = actor.on("calculated", ({ request, result }) => keep({ request, result }));
    return () => sub.unsubscribe();
  }, [actor, keep]);

  const saved = save.isPending ? "saving" : save.isSuccess ? "saved" : save.isError ? "failed" : null;
  return { actor, snapshot, saved, forgetSaved: save.reset } as const;
}
