import { lazy, Suspense } from "react";
import { useColourMode } from "../app/colourMode.ts";

// Nothing raises a toast at first paint, so the container and its statechart bridge stay off the
// critical path: they load after the first render (react-toastify queues toasts raised before).
const ToastContainer = lazy(() => import("react-toastify").then((m) => ({ default: m.ToastContainer })));
const ToastBridge = lazy(() => import("../toasts/ToastBridge.tsx").then((m) => ({ default: m.ToastBridge })));

/**
 * react-toastify renders; the toast machines decide (auto-close 2500 ms, collapse 300 ms, cleared on
 * navigation), so the container's own timer is off. Top-right, theme of the colour mode.
 */
export function Toasts() {
  const { theme } = useColourMode();
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={false} theme={theme} />
      <ToastBridge />
    </Suspense>
  );
}
