export { ToastBridge, useToastMachine, liveToastManager } from "./ToastBridge.tsx";
export { reactToastifyBridge } from "./bridge.ts";
export { dismissToast, setToastProgress } from "./control.ts";
