import { lazy, Suspense } from "react";
import { useColourMode } from "../app/colourMode.ts";

// Nothing raises a toast yet, so the container stays off the critical path: it loads after the
// first render (react-toastify queues toasts raised before a container mounts).
const ToastContainer = lazy(() => import("react-toastify").then((m) => ({ default: m.ToastContainer })));

/** Mounted once for later flows; the spec's settings: top-right, 2.5 s, theme of the colour mode. */
export function Toasts() {
  const { theme } = useColourMode();
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={2500} theme={theme} />
    </Suspense>
  );
}
