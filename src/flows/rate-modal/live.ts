import { useActorRef } from "@xstate/react";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { findRoute } from "../../../core/routes.ts";
import { rateModalMachine } from "../../../machines/rate-modal/rate-modal.machine.ts";
import { useSessionView } from "../../account/account-context.ts";
import { inspect } from "../../inspect.ts";

/**
 * The rate modal's home in the client: it has no calls; the app feeds it the session's user and the
 * page's access rule (core/routes.ts), and the machine decides when it shows.
 */
export function useRateModal() {
  const rate = useActorRef(rateModalMachine, { inspect });
  const { signedIn, user } = useSessionView();
  const [location] = useLocation();

  useEffect(() => {
    rate.send({ type: "user.changed", signedIn, permissions: user?.permissions ?? [] });
  }, [rate, signedIn, user]);

  // A page is its route, not its address: the wizard's steps (/importer-card/{step}) are one page.
  const route = findRoute(location)?.route;
  const page = route?.key ?? location;
  const access = route?.access ?? "everyone";
  useEffect(() => {
    rate.send({ type: "page.changed", access });
  }, [rate, page, access]);

  return rate;
}
