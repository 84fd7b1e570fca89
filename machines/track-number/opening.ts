import { initialTransition, transition, type SnapshotFrom } from "xstate";
import type { TrackAnswer, trackNumberMachine } from "./track-number.machine.ts";

type TrackNumberLogic = typeof trackNumberMachine;

/**
 * The state the tracking opens in when the answer for `number` is already known (the server fetched it to
 * render the page): the machine's own steps, a submit and its call's answer, so the server's HTML and the
 * browser's actor show the same state and nothing is asked twice.
 */
export function answeredSnapshot(machine: TrackNumberLogic, number: string, answer: TrackAnswer): SnapshotFrom<TrackNumberLogic> {
  const [idle] = initialTransition(machine);
  const [checking] = transition(machine, idle, { type: "submit", value: number });
  // The event the invoked `track` actor sends when it answers.
  const [answered] = transition(machine, checking, { type: "xstate.done.actor.track", output: answer } as never);
  return answered;
}
