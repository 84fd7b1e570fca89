/**
 * Raises a toast without putting react-toastify on the first route's critical path: the library
 * loads with the toast container after the first render, so by the time anyone raises a toast
 * it is already there. Success is green, error red (the container's theme); the toast machines
 * close it after 2500 ms.
 */
export function showToast(kind: "success" | "error" | "info", text: string): void {
  void import("react-toastify").then(({ toast }) => {
    toast[kind](text);
  });
}
