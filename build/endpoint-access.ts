import type { Plugin } from "vite";
import { endpoints } from "../core/contract/index.ts";

const ID = "virtual:endpoint-access";
const RESOLVED = `\0${ID}`;

/**
 * `virtual:endpoint-access`: the rule of each call the contract guards (every one not open to everyone),
 * read from the contract when the bundle is made. A page reads a rule to decide whether to ask at all; loading
 * the whole contract for that (zod and every schema, ~42 KB gzip) made each analytics page, rendered on the
 * server with its answers and calling nothing, download it on the first visit.
 */
export function endpointAccess(): Plugin {
  return {
    name: "endpoint-access",
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const rules = Object.fromEntries(
        Object.entries(endpoints).flatMap(([key, endpoint]) => (endpoint.access === "everyone" ? [] : [[key, endpoint.access]])),
      );
      return `export default ${JSON.stringify(rules)};`;
    },
  };
}
