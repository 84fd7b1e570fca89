import type { Messages } from "@lingui/core";
import { type DehydratedState, hydrate, type QueryClient } from "@tanstack/react-query";
import { LOCALES, type Locale } from "../../core/routes.ts";

/** What the server-side renderer hands the browser beside its HTML. */
export interface ServerState {
  locale: Locale;
  /** The locale's compiled catalog: the page needs no catalog download before it hydrates. */
  messages: Messages;
  /** The react-query answers the server rendered with. */
  queries: DehydratedState;
}

/** The id of the JSON script element the server writes (server/web/page-html.ts). */
export const SERVER_STATE_ID = "server-state";

/** Serialises the state for a `<script type="application/json">`: nothing in it can close the element. */
export function serialiseServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** Reads the server's state, if this page was server-rendered, and fills the query cache with it. */
export function readServerState(queryClient: QueryClient): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as ServerState;
  if (!(LOCALES as readonly string[]).includes(state.locale)) return null;
  hydrate(queryClient, state.queries);
  return state;
}
