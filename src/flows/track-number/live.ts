import { useLingui } from "@lingui/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { fromPromise } from "xstate";
import { type TrackAnswer, trackNumberMachine } from "../../../machines/track-number/track-number.machine.ts";
import { fetchTracking, type TrackingResult } from "../../api/containers.ts";
import { inspect } from "../../inspect.ts";

/** The container tracking as the app runs it: the machine with the real tracking call. */
const track = fromPromise<TrackAnswer, { number: string }>(({ input, signal }) => fetchTracking(input.number, signal));

/** Runs the tracking statechart for the number in the address (and again when the language changes). */
export function useTrackNumber(number: string | null) {
  const { i18n } = useLingui();
  const actor = useActorRef(trackNumberMachine.provide({ actors: { track } }), { inspect });
  useEffect(() => {
    if (number !== null) actor.send({ type: "submit", value: number });
  }, [actor, number, i18n.locale]);
  return {
    state: useSelector(actor, (s) => s.value),
    answer: useSelector(actor, (s) => s.context.answer as TrackingResult | null),
    retry: () => actor.send({ type: "retry" }),
  };
}
