import { assign, fromPromise, setup } from "xstate";
import { stateMeta } from "../../machines/meta.ts";

/**
 * A small test-only statechart with a `meta` on every state: the path runner's oracle is developed and
 * shown to fail against it (tests/support/machine-paths.test.ts) without waiting for a product machine.
 * A lookup: type a query, the answer loads (an invoke), is shown or fails; retry loads again.
 */
export const lookupFixtureMachine = setup({
  types: { context: {} as { query: string }, events: {} as { type: "ask"; query: string } | { type: "retry" } | { type: "clear" } },
  actors: { fetchAnswer: fromPromise<string, string>(() => new Promise<string>(() => {})) },
}).createMachine({
  id: "lookupFixture",
  context: { query: "" },
  initial: "idle",
  states: {
    idle: {
      meta: stateMeta({ shows: "An empty query field.", see: ["lookup-query"] }),
      on: { ask: { target: "loading", actions: assign({ query: ({ event }) => event.query }) } },
    },
    loading: {
      meta: stateMeta({ shows: "The query and a spinner.", see: ["lookup-spinner"], asks: ["fetchAnswer"] }),
      invoke: { id: "fetchAnswer", src: "fetchAnswer", input: ({ context }) => context.query, onDone: "shown", onError: "failed" },
    },
    shown: {
      meta: stateMeta({ shows: "The answer.", see: ["lookup-answer"], asks: [] }),
      on: { clear: "idle" },
    },
    failed: {
      meta: stateMeta({ shows: "An error and a retry button.", see: ["lookup-error"] }),
      on: { retry: "loading", clear: "idle" },
    },
  },
});
