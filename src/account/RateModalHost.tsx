import { useActorRef, useSelector } from "@xstate/react";
import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "wouter";
import { rateModalMachine } from "../../machines/rate-modal/rate-modal.machine.ts";
import { inspect } from "../inspect.ts";
import { findRoute } from "../../core/routes.ts";
import { useSessionView } from "./account-context.ts";

// The dialog's code loads only for the users who will see it.
const RateModal = lazy(() => import("./RateModal.tsx").then((m) => ({ default: m.RateModal })));

/** Feeds the rate-modal machine the user and the page; shows the modal while it says so. */
export function RateModalHost() {
  const rate = useActorRef(rateModalMachine, { inspect });
  const open = useSelector(rate, (s) => s.matches("open"));
  const { signedIn, user } = useSessionView();
  const [location] = useLocation();

  useEffect(() => {
    rate.send({ type: "user.changed", signedIn, permissions: user?.permissions ?? [] });
  }, [rate, signedIn, user]);

  // A page is its route, not its address: the wizard's steps (/importer-card/{step}) are one page.
  const route = findRoute(location)?.route;
  const page = route?.key ?? location;
  const paid = route?.paid === true;
  useEffect(() => {
    rate.send({ type: "page.changed", foreignTrade: paid });
  }, [rate, page, paid]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RateModal onClose={() => rate.send({ type: "close" })} />
    </Suspense>
  );
}
