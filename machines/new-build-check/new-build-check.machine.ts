import { assign, fromPromise, setup } from "xstate";
import { stateMeta } from "../meta.ts";

/**
 * The new-deployment check (product spec §4 "A new deployment check polls every hour", §9 build
 * check every hour).
 *
 * - waiting: `poll` (one hour) → checking.
 * - checking: `fetchBuildId` (the injected call that reads the deployed build id). A build other
 *   than the running one, and other than one the user already dismissed → offering; the same
 *   build or a failed call → waiting.
 * - offering: `offerReload` shows the reload offer in a toast; `reload` reloads the page
 *   (`reloading`, final); `dismiss` remembers the build and goes on polling.
 */

export const BUILD_POLL_MS = 60 * 60 * 1000;

export interface NewBuildCheckInput {
  /** The build id of the running page. */
  currentBuild: string;
}

export interface NewBuildCheckContext {
  currentBuild: string;
  /** The newest build id seen on the server, or null. */
  latestBuild: string | null;
  /** A build whose reload offer the user dismissed: not offered again. */
  dismissedBuild: string | null;
}

export type NewBuildCheckEvent = { type: "reload" } | { type: "dismiss" };

export const newBuildCheckMachine = setup({
  types: {
    context: {} as NewBuildCheckContext,
    events: {} as NewBuildCheckEvent,
    input: {} as NewBuildCheckInput,
  },
  delays: {
    poll: BUILD_POLL_MS,
  },
  actors: {
    /** Reads the deployed build id; the default never answers. */
    fetchBuildId: fromPromise<string, void>(() => new Promise<string>(() => {})),
  },
  guards: {
    /** The server runs another build than this page, not one already dismissed. */
    isNewBuild: ({ context, event }) => {
      const build = (event as { output?: unknown }).output;
      return typeof build === "string" && build !== context.currentBuild && build !== context.dismissedBuild;
    },
  },
  actions: {
    rememberLatest: assign({
      latestBuild: ({ context, event }) => {
        const build = (event as { output?: unknown }).output;
        return typeof build === "string" ? build : context.latestBuild;
      },
    }),
    rememberDismissal: assign({ dismissedBuild: ({ context }) => context.latestBuild }),
    /** Show the reload offer (a toast with a reload button); the host provides it. */
    offerReload: () => {},
    /** Withdraw the offer toast; the host provides it. */
    withdrawOffer: () => {},
    /** Reload the page; the host provides it. */
    reload: () => {},
  },
}).createMachine({
  id: "newBuildCheck",
  context: ({ input }) => ({ currentBuild: input.currentBuild, latestBuild: null, dismissedBuild: null }),
  initial: "waiting",
  states: {
    waiting: {
      meta: stateMeta({ shows: "Nothing: the page waits an hour before asking for the deployed build." }),
      after: { poll: { target: "checking" } },
    },
    checking: {
      meta: stateMeta({ shows: "Nothing: the page asks which build is deployed.", asks: ["fetchBuildId"] }),
      invoke: {
        id: "fetchBuildId",
        src: "fetchBuildId",
        onDone: [{ guard: "isNewBuild", target: "offering", actions: "rememberLatest" }, { target: "waiting" }],
        onError: { target: "waiting" },
      },
    },
    offering: {
      meta: stateMeta({ shows: "A toast saying a new version is out, with Reload.", see: ["new-build-offer"] }),
      entry: "offerReload",
      on: {
        reload: { target: "reloading", actions: "reload" },
        dismiss: { target: "waiting", actions: ["rememberDismissal", "withdrawOffer"] },
      },
    },
    reloading: {
      meta: stateMeta({ shows: "The page reloads into the new build." }),
      type: "final",
    },
  },
});
