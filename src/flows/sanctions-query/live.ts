import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { sanctionsQueryMachine, type SanctionsQueryKind } from "../../../machines/sanctions-query/sanctions-query.machine.ts";
import { inspect } from "../../inspect.ts";

/**
 * A query field of /sanctions as the app runs it, bound to its address parameter (`?code=`, `?q=`),
 * so a result deep-links. The field changes it through `sanctionsQueryMachine` (debounced); the
 * address follows the committed query and the machine follows the address (Back, a link).
 */
export function useSanctionsQuery(kind: SanctionsQueryKind, param: string) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const fromUrl = new URLSearchParams(search).get(param) ?? "";

  const actor = useActorRef(sanctionsQueryMachine, { input: { kind, value: fromUrl }, inspect });
  const draft = useSelector(actor, (s) => s.context.draft);
  const committed = useSelector(actor, (s) => s.context.committed);
  const pending = useSelector(actor, (s) => s.matches("debouncing"));

  useEffect(() => {
    if (actor.getSnapshot().context.committed !== fromUrl) actor.send({ type: "sync", value: fromUrl });
  }, [actor, fromUrl]);

  useEffect(() => {
    if (committed === fromUrl) return;
    const params = new URLSearchParams(search);
    if (committed === "") params.delete(param);
    else params.set(param, committed);
    const query = params.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
    // Only a new committed query writes the address; the address's own changes come in above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [committed]);

  return {
    draft,
    committed,
    pending,
    change: (value: string) => actor.send({ type: "change", value }),
    flush: () => actor.send({ type: "flush" }),
  };
}
