export { ToastBridge } from "./ToastBridge.tsx";
export { liveToastManager, reactToastifyBridge, useToastMachine } from "../flows/toast/live.ts";
export { dismissToast, setToastProgress } from "./control.ts";
