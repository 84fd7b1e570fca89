import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useActorRef } from "@xstate/react";
import { useLayoutEffect, useState } from "react";
import { useLocation } from "wouter";
import { fromPromise } from "xstate";
import { searchBody } from "../../../core/contract/search.ts";
import { openPath, SEARCH_SUGGESTIONS, searchBoxMachine, type SearchInput, type Suggestion } from "../../../machines/search-box/search-box.machine.ts";
import { call } from "../../api/client.ts";

/** The search call, answers cached for a while per locale and query (typing back and forth). */
function useSearchActor() {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  return fromPromise<Suggestion[], SearchInput>(({ input, signal }) =>
    queryClient.fetchQuery({
      queryKey: ["search", i18n.locale, input.query],
      staleTime: 5 * 60_000,
      queryFn: async () => {
        const answer = await call("tnvedSearch", { body: { q: input.query, limit: SEARCH_SUGGESTIONS }, signal });
        if (answer.status !== 200) throw new Error(`search answered ${answer.status}`);
        return searchBody.parse(answer.body).data;
      },
    }),
  );
}

/**
 * The header search box as the app runs it: the machine with the real search call, and what the box
 * opens becomes the page's address. `beforeOpen` runs first (the view lets go of the focus). The actor
 * is not started here: the view starts it as it takes over from the plain input.
 */
export function useSearchBox(beforeOpen: () => void) {
  const search = useSearchActor();
  const [machine] = useState(() => searchBoxMachine.provide({ actors: { search } }));
  const actor = useActorRef(machine);
  const [, navigate] = useLocation();
  // A layout effect: subscribed before the view's mount effect, which may already choose.
  useLayoutEffect(() => {
    const sub = actor.on("open", (e) => {
      beforeOpen();
      navigate(openPath(e.code, e.kind));
    });
    return () => sub.unsubscribe();
  }, [actor, navigate, beforeOpen]);
  return actor;
}
