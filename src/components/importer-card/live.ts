import { createActor, fromPromise, type Actor } from "xstate";
import type { CompanyPick, ScopeOptions } from "../../../machines/importer-card/answers.ts";
import { importerCardMachine } from "../../../machines/importer-card/importer-card.machine.ts";
import { limitGuardMachine, type OpenCardAnswer, type OpenCardRequest } from "../../../machines/limit-guard/limit-guard.machine.ts";
import { loadImporterScope, openImporterCard, searchImporters } from "../../api/importer-card.ts";
import { inspect } from "../../inspect.ts";

/** The wizard with the real calls. */
const liveImporterCard = importerCardMachine.provide({
  actors: {
    searchCompanies: fromPromise<CompanyPick[], { query: string }>(({ input, signal }) => searchImporters(input.query, signal)),
    loadScope: fromPromise<ScopeOptions, { company: string }>(({ input, signal }) => loadImporterScope(input.company, signal)),
    limitGuard: limitGuardMachine.provide({
      actors: { openCard: fromPromise<OpenCardAnswer, OpenCardRequest>(({ input }) => openImporterCard(input)) },
    }),
  },
});

export type WizardActor = Actor<typeof liveImporterCard>;

let running: WizardActor | null = null;

/** Where the tab keeps the wizard across a reload (signing in reloads the page, spec §2 "Redirects"). */
const STORAGE_KEY = "importer-card-wizard";

function stored(): unknown {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function start(snapshot: unknown): WizardActor {
  const options = { input: { signedIn: false, permissions: [] }, inspect };
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
  if (running) return running;
  const saved = stored();
  try {
    running = start(saved);
  } catch {
    // A snapshot of an older build: start afresh.
    running = start(undefined);
  }
  const actor = running;
  actor.subscribe(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(actor.getPersistedSnapshot()));
    } catch {
      // Storage full or off: the wizard still works, it just does not survive a reload.
    }
  });
  return actor;
}
