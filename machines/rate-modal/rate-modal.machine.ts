import { assign, not, setup } from "xstate";
import { stateMeta } from "../meta.ts";

/**
 * The rate (tariff) modal (product spec §4): it opens for a signed-in user who has neither
 * access_to_ved nor card_opening_ved, on the foreign-trade pages.
 *
 * The host reports the user (`user.changed`, from the session) and the page (`page.changed`).
 * - hidden → open as soon as the rule holds; open → hidden as soon as it no longer does (the
 *   user got a permission, signed out, or left the foreign-trade pages).
 * - closing the modal (`close`) keeps it closed on this page: `dismissed` until the next page.
 */

export const VED_PERMISSIONS = ["access_to_ved", "card_opening_ved"] as const;

export interface RateModalContext {
  signedIn: boolean;
  permissions: string[];
  /** The current page is a foreign-trade page. */
  foreignTradePage: boolean;
}

export type RateModalEvent =
  | { type: "user.changed"; signedIn: boolean; permissions: string[] }
  | { type: "page.changed"; foreignTrade: boolean }
  | { type: "close" };

export const rateModalMachine = setup({
  types: {
    context: {} as RateModalContext,
    events: {} as RateModalEvent,
  },
  guards: {
    /** Signed in, on a foreign-trade page, without access_to_ved and card_opening_ved. */
    lacksVedAccess: ({ context }) =>
      context.signedIn && context.foreignTradePage && !VED_PERMISSIONS.some((p) => context.permissions.includes(p)),
  },
  actions: {
    rememberUser: assign(({ context, event }) =>
      event.type === "user.changed" ? { signedIn: event.signedIn, permissions: event.permissions } : context,
    ),
    rememberPage: assign({
      foreignTradePage: ({ context, event }) => (event.type === "page.changed" ? event.foreignTrade : context.foreignTradePage),
    }),
  },
}).createMachine({
  id: "rateModal",
  context: { signedIn: false, permissions: [], foreignTradePage: false },
  initial: "hidden",
  on: {
    "user.changed": { actions: "rememberUser" },
    "page.changed": { actions: "rememberPage" },
  },
  states: {
    hidden: {
      meta: stateMeta({ shows: "No rate modal: the user may see the page, or it is not a foreign-trade page." }),
      always: { guard: "lacksVedAccess", target: "open" },
    },
    open: {
      meta: stateMeta({ shows: "The rate modal over the foreign-trade page, with its link to the plans.", see: ["modal-rate", "rate-tariffs"] }),
      always: { guard: not("lacksVedAccess"), target: "hidden" },
      on: {
        close: { target: "dismissed" },
      },
    },
    dismissed: {
      meta: stateMeta({ shows: "The rate modal was closed: it stays closed until another page." }),
      on: {
        "page.changed": { target: "hidden", actions: "rememberPage" },
      },
    },
  },
});
