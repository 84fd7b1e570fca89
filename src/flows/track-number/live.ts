import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { answeredSnapshot } from "../../../machines/track-number/opening.ts";
import { type TrackAnswer, trackNumberMachine } from "../../../machines/track-number/track-number.machine.ts";
import { trackingQuery, type TrackingResult } from "../../api/containers.ts";
import { inspect } from "../../inspect.ts";

/**
 * Runs the tracking statechart for the number in the address (and again when the language changes). Its
 * call goes through the query cache: an answer the server fetched to render the page opens the machine
 * in that answer's state, and is not asked again.
 */
export function useTrackNumber(number: string | null) {
  const { i18n } = useLingui();
  const client = useQueryClient();
  const [machine] = useState(() =>
    trackNumberMachine.provide({
      actors: { track: fromPromise<TrackAnswer, { number: string }>(({ input }) => client.fetchQuery(trackingQuery(input.number, i18n.locale))) },
    }),
  );
  const [opening] = useState(() => {
    const known = number === null ? undefined : client.getQueryData<TrackingResult>(trackingQuery(number, i18n.locale).queryKey);
    return number !== null && known ? answeredSnapshot(machine, number, known) : undefined;
  });
  const actor = useActorRef(machine, opening ? { snapshot: opening, inspect } : { inspect });
  // The first run has nothing to ask when the machine opened on the answer.
  const answered = useRef(opening !== undefined);
  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      return;
    }
    if (number !== null) actor.send({ type: "submit", value: number });
  }, [actor, number, i18n.locale]);
  return {
    state: useSelector(actor, (s) => s.value),
    answer: useSelector(actor, (s) => s.context.answer as TrackingResult | null),
    retry: () => actor.send({ type: "retry" }),
  };
}
