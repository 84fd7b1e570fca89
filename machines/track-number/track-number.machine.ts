import { assign, fromPromise, setup } from "xstate";
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
    idle: {},
    checking: {
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
    found: {},
    notFound: {},
    invalid: {},
    failed: {
      on: { retry: { target: "checking" } },
    },
  },
});
