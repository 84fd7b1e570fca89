import type { Plugin } from "vite";

/** A state's `meta: stateMeta({ … }),` line(s) in a statechart's config (machines/meta.ts). */
const STATE_META = /^[ \t]*meta: stateMeta\(\{[\s\S]*?\}\),?[ \t]*\n/gm;

/**
 * Leaves the states' meta out of the browser's statecharts. The meta is the path tests' oracle (what
 * each state shows, the calls it makes); no view reads it, and its sentences would make every page
 * with a statechart download more (the calculator's first visit among them). The server's render
 * entry and the tests keep it.
 */
export function stripStateMeta(): Plugin {
  return {
    name: "strip-state-meta",
    apply: "build",
    transform(code, id) {
      if (!/\/machines\/[^/]+\/[^/]+\.machine\.ts$/.test(id) || !code.includes("stateMeta(")) return null;
      return { code: code.replace(STATE_META, ""), map: null };
    },
  };
}
