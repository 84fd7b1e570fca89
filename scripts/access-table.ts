/**
 * Prints the access table of README's "Who may call what" section: every call of the contract with its
 * access rule (core/access.ts), and the pages whose paid part a rule guards (core/routes.ts).
 * `npx tsx scripts/access-table.ts`; tests/scripts/access-table.test.ts fails when README's copy differs.
 */
import { fileURLToPath } from "node:url";
import { endpoints, type Endpoint } from "../core/contract/index.ts";
import { ROUTES } from "../core/routes.ts";

export function accessTable(): string {
  const calls = (Object.entries(endpoints) as [string, Endpoint][])
    .map(([key, e]) => ({ key, ...e }))
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const pages = ROUTES.filter((r) => r.access !== "everyone");
  return [
    "| call | method | path | access |",
    "|---|---|---|---|",
    ...calls.map((c) => `| \`${c.key}\` | ${c.method} | \`${c.path}\` | ${c.access} |`),
    "",
    "| page | access |",
    "|---|---|",
    ...pages.map((r) => `| \`${r.path}\` | ${r.access} |`),
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(accessTable());
