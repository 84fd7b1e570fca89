import { useSelector } from "@xstate/react";
import { lazy, Suspense } from "react";
import { useRateModal } from "../flows/rate-modal/live.ts";

// The dialog's code loads only for the users who will see it.
const RateModal = lazy(() => import("./RateModal.tsx").then((m) => ({ default: m.RateModal })));

/** Shows the rate modal while the rate-modal flow says so. */
export function RateModalHost() {
  const rate = useRateModal();
  const open = useSelector(rate, (s) => s.matches("open"));

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RateModal onClose={() => rate.send({ type: "close" })} />
    </Suspense>
  );
}
