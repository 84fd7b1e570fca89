import { assign, fromPromise, setup } from "xstate";
import { stateMeta } from "../meta.ts";
import { checkContainerNumber } from "../../core/iso6346.ts";

/**
 * The container tracking form (issue 7): idle → checking → found / notFound / invalid (or failed).
 *
 * - `submit` brings a number as typed; a number that fails the ISO 6346 check goes to `invalid`
 *   without a call (the view shows which part is wrong), a good one to `checking`;
 * - `checking` invokes the injected `track` actor (id `track`) with the normalised number; its answer
 *   says `found` (with the tracking), `notFound` (no events: the server's message) or `invalid`
 *   (the server refused the number: its message); a failed call goes to `failed`, `retry` asks again.
 *
 * Pure: the call is the `track` actor the host passes with `.provide({ actors })`.
 */

export type TrackAnswer = { kind: "found"; data: unknown } | { kind: "notFound" | "invalid"; message: string };

export interface TrackNumberContext {
  /** The normalised number last submitted. */
  number: string;
  answer: TrackAnswer | null;
}

export type TrackNumberEvent = { type: "submit"; value: string } | { type: "retry" };

/** The default `track` never answers; hosts provide the real call. */
const pendingTrack = fromPromise<TrackAnswer, { number: string }>(() => new Promise<TrackAnswer>(() => {}));

const answerOf = (event: unknown): TrackAnswer | null => (typeof event === "object" && event !== null && "output" in event ? (event.output as TrackAnswer) : null);

export const trackNumberMachine = setup({
  types: {
    context: {} as TrackNumberContext,
    events: {} as TrackNumberEvent,
  },
  actors: {
    track: pendingTrack,
  },
  guards: {
    /** The submitted number passes the ISO 6346 check. */
    numberValid: ({ event }) => event.type === "submit" && checkContainerNumber(event.value).ok,
    answerFound: ({ event }) => answerOf(event)?.kind === "found",
    answerNotFound: ({ event }) => answerOf(event)?.kind === "notFound",
  },
  actions: {
    takeNumber: assign({ number: ({ event }) => (event.type === "submit" ? checkContainerNumber(event.value).number : ""), answer: null }),
    storeAnswer: assign({ answer: ({ event }) => answerOf(event) }),
  },
}).createMachine({
  id: "trackNumber",
  context: { number: "", answer: null },
  initial: "idle",
  on: {
    submit: [
      { guard: "numberValid", target: ".checking", reenter: true, actions: "takeNumber" },
      { target: ".invalid", actions: "takeNumber" },
    ],
  },
  states: {
    idle: {
      meta: stateMeta({ shows: "The number's page before any number is asked: a placeholder while the tracking starts." }),
    },
    checking: {
      meta: stateMeta({ shows: "A placeholder while the carriers' events for the number are fetched.", asks: ["track"] }),
      invoke: {
        id: "track",
        src: "track",
        input: ({ context }) => ({ number: context.number }),
        onDone: [
          { guard: "answerFound", target: "found", actions: "storeAnswer" },
          { guard: "answerNotFound", target: "notFound", actions: "storeAnswer" },
          { target: "invalid", actions: "storeAnswer" },
        ],
        onError: { target: "failed" },
      },
    },
    found: {
      meta: stateMeta({ shows: "The container's events and its route.", see: ["track-result"] }),
    },
    notFound: {
      meta: stateMeta({ shows: "The number is valid, but no carrier has events for it.", see: ["track-notFound"] }),
    },
    invalid: {
      meta: stateMeta({ shows: "Which part of the number is wrong (ISO 6346), or the server's refusal.", see: ["track-invalid"] }),
    },
    failed: {
      meta: stateMeta({ shows: "The events did not arrive: a message and Retry.", see: ["track-failed"] }),
      on: { retry: { target: "checking" } },
    },
  },
});
