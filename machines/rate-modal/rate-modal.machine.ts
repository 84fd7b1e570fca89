import { assign, not, setup } from "xstate";
import { refusal, type Access } from "../../core/access.ts";
import { stateMeta } from "../meta.ts";

/**
 * The rate (tariff) modal (product spec §4): it opens for a signed-in user whom the page's access rule
 * (core/routes.ts, the rule of the calls behind the page) refuses for want of a permission, exactly where
 * the server answers 403 no_permission. A signed-out visitor gets no rate modal (the server's 401: sign in).
 *
 * The host reports the user (`user.changed`, from the session) and the page's rule (`page.changed`).
 * - hidden → open as soon as the rule refuses; open → hidden as soon as it no longer does (the
 *   user got the permission, signed out, or left for a page the rule lets them see).
 * - closing the modal (`close`) keeps it closed on this page: `dismissed` until the next page.
 */

export interface RateModalContext {
  signedIn: boolean;
  permissions: string[];
  /** The current page's access rule. */
  pageAccess: Access;
}

export type RateModalEvent =
  | { type: "user.changed"; signedIn: boolean; permissions: string[] }
  | { type: "page.changed"; access: Access }
  | { type: "close" };

export const rateModalMachine = setup({
  types: {
    context: {} as RateModalContext,
    events: {} as RateModalEvent,
  },
  guards: {
    /** Signed in, and the page's rule wants a permission the user's plan lacks (the server's 403). */
    lacksPermission: ({ context }) => refusal(context.pageAccess, context) === 403,
  },
  actions: {
    rememberUser: assign(({ context, event }) =>
      event.type === "user.changed" ? { signedIn: event.signedIn, permissions: event.permissions } : context,
    ),
    rememberPage: assign({
      pageAccess: ({ context, event }) => (event.type === "page.changed" ? event.access : context.pageAccess),
    }),
  },
}).createMachine({
  id: "rateModal",
  context: { signedIn: false, permissions: [], pageAccess: "everyone" },
  initial: "hidden",
  on: {
    "user.changed": { actions: "rememberUser" },
    "page.changed": { actions: "rememberPage" },
  },
  states: {
    hidden: {
      meta: stateMeta({ shows: "No rate modal: the page's rule lets the user see it, or the user is signed out." }),
      always: { guard: "lacksPermission", target: "open" },
    },
    open: {
      meta: stateMeta({ shows: "The rate modal over a page whose rule wants a permission the plan lacks, with its link to the plans.", see: ["modal-rate", "rate-tariffs"] }),
      always: { guard: not("lacksPermission"), target: "hidden" },
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
