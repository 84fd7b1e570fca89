import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "wouter";
import { createActor, fromPromise, initialTransition, type Actor, type InspectionEvent } from "xstate";
import type { CompanyPick, ScopeOptions, Step } from "../../../machines/importer-card/answers.ts";
import { importerCardMachine } from "../../../machines/importer-card/importer-card.machine.ts";
import { useSessionView } from "../../account/account-context.ts";
import { loadImporterScope, searchImporters } from "../../api/importer-card.ts";
import { addressFits, stepOf, stepPath } from "../../components/importer-card/steps.ts";
import { inspect } from "../../inspect.ts";
import { liveLimitGuard } from "../limit-guard/live.ts";
import { STORAGE_KEY, storedWizard } from "./stored.ts";

/**
 * The importer-card wizard as the app runs it: its calls (the limit guard's included), the tab's one
 * running wizard kept across a reload, and the host that feeds it the session's user and keeps the
 * address and the state in step.
 */

/** The wizard with the real calls. */
const liveImporterCard = importerCardMachine.provide({
  actors: {
    searchCompanies: fromPromise<CompanyPick[], { query: string }>(({ input, signal }) => searchImporters(input.query, signal)),
    loadScope: fromPromise<ScopeOptions, { company: string }>(({ input, signal }) => loadImporterScope(input.company, signal)),
    limitGuard: liveLimitGuard,
  },
});

export type WizardActor = Actor<typeof liveImporterCard>;

let running: WizardActor | null = null;

/** Keeps the wizard's persisted snapshot in the tab's storage. */
function persist(actor: WizardActor): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(actor.getPersistedSnapshot()));
  } catch {
    // Storage full or off: the wizard still works, it just does not survive a reload.
  }
}

/**
 * Stored after every step of any actor in the wizard's system, the guard included: the guard's own
 * steps (opening → signIn on a 401) do not change the wizard's snapshot, and a reload must resume
 * the guard where it is, not where it was at the wizard's last step.
 */
/** A wizard's input before the session has answered: signed out, no permissions. */
const INPUT = { signedIn: false, permissions: [] };

function start(snapshot: unknown): WizardActor {
  const persisting = (event: InspectionEvent) => {
    inspect(event);
    if (event.type === "@xstate.snapshot" && running) persist(running);
  };
  const options = { input: INPUT, inspect: persisting };
  const actor = createActor(liveImporterCard, snapshot === undefined ? options : { ...options, snapshot: snapshot as never });
  actor.start();
  return actor;
}

/**
 * The one wizard of the tab: /importer-card and /importer-card/{step} are two routes (two page
 * mounts), and a locale switch mounts them again, so the answers live beside the pages, not in them;
 * a reload (the sign-in the guard asked for) resumes where it was, the calls under way asked again.
 */
export function wizardActor(): WizardActor {
  // The server draws a fresh wizard for each page and never runs it: no tab, no storage, no calls.
  if (typeof window === "undefined") return createActor(liveImporterCard, { input: INPUT });
  if (running) return running;
  const saved = storedWizard();
  try {
    running = start(saved);
  } catch {
    // A snapshot of an older build: start afresh.
    running = start(undefined);
  }
  persist(running);
  return running;
}

/**
 * Runs the importer-card wizard for the page at `step`: feeds it the session's user and keeps the
 * address and the state in step. A new address (link, Back, the address bar) is a `goto`; a new
 * state (a button) is a new address. Decisions stay in the statechart.
 */
export function useImporterCard(step: Step) {
  const actor = wizardActor();
  // The server drew a fresh wizard; the tab may hold one further on (a reload). Hydration draws what the
  // server did, so its HTML is kept without a mismatch, and the next render shows the tab's own state.
  const [drawn] = useState(() => initialTransition(liveImporterCard, INPUT)[0]);
  const subscribe = useCallback((changed: () => void) => {
    const subscription = actor.subscribe(changed);
    return () => subscription.unsubscribe();
  }, [actor]);
  const snapshot = useSyncExternalStore(subscribe, () => actor.getSnapshot(), () => drawn);
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
