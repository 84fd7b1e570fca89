import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import type { Step } from "../../../machines/importer-card/answers.ts";
import { useSessionView } from "../../account/account-context.ts";
import { wizardActor } from "./live.ts";
import { addressFits, stepOf, stepPath } from "./steps.ts";

/**
 * Runs the importer-card wizard for the page at `step`: feeds it the session's user and keeps the
 * address and the state in step. A new address (link, Back, the address bar) is a `goto`; a new
 * state (a button) is a new address. Decisions stay in the statechart.
 */
export function useWizardHost(step: Step) {
  const actor = wizardActor();
  const snapshot = useSelector(actor, (s) => s);
  const { starting, signedIn, user } = useSessionView();
  const [, navigate] = useLocation();
  const lastStep = useRef<Step | null>(null);

  // Only the session's answer counts: "not yet known" is not "signed out" (a guard resumed after the sign-in reload waits for it).
  useEffect(() => {
    if (!starting) actor.send({ type: "user.changed", signedIn, permissions: user?.permissions ?? [] });
  }, [actor, starting, signedIn, user]);

  const stateKey = JSON.stringify(snapshot.value);
  useEffect(() => {
    const addressMoved = lastStep.current !== step;
    lastStep.current = step;
    if (addressFits(actor.getSnapshot(), step)) return;
    if (addressMoved) {
      actor.send({ type: "goto", step });
      const now = actor.getSnapshot();
      // An address ahead of the answers: the machine chose an earlier step; the address follows without a history entry.
      if (!addressFits(now, step)) navigate(stepPath(stepOf(now) ?? "review"), { replace: true });
      return;
    }
    navigate(stepPath(stepOf(actor.getSnapshot()) ?? "review"));
  }, [actor, step, stateKey, navigate]);

  return { actor, snapshot };
}
