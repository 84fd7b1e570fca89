import type { SnapshotFrom } from "xstate";
import { STEPS, type Step } from "../../../machines/importer-card/answers.ts";
import type { importerCardMachine } from "../../../machines/importer-card/importer-card.machine.ts";

type Snapshot = SnapshotFrom<typeof importerCardMachine>;

export const isStep = (value: string): value is Step => (STEPS as readonly string[]).includes(value);

/** The address of a step. */
export const stepPath = (step: Step) => `/importer-card/${step}`;

/**
 * The step the state shows; null while the limit guard runs, when the address may stay on the
 * review (confirm) or be the card's (the address bar, Forward): either is right until it ends.
 */
export function stepOf(state: Snapshot): Step | null {
  if (state.matches({ card: "guarding" })) return null;
  const top = typeof state.value === "string" ? state.value : Object.keys(state.value)[0];
  return top && isStep(top) ? top : "company";
}

/** The address shows this state. */
export function addressFits(state: Snapshot, step: Step): boolean {
  const shown = stepOf(state);
  return shown === null ? step === "review" || step === "card" : shown === step;
}
