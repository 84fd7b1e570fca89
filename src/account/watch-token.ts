import { fromCallback } from "xstate";
import { readAccessToken } from "./cookies.ts";

/** How often the cookie jar is looked at: cookies have no change event in every browser. */
const POLL_MS = 1000;

/**
 * The session's `watchToken` actor: reports `token.disappeared` once the accessToken cookie
 * is gone (it expired, another tab signed out, or it was deleted).
 */
export const watchAccessToken = fromCallback(({ sendBack }) => {
  const timer = window.setInterval(() => {
    if (readAccessToken()) return;
    window.clearInterval(timer);
    sendBack({ type: "token.disappeared" });
  }, POLL_MS);
  return () => window.clearInterval(timer);
});
