import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { accessTable } from "../../scripts/access-table.ts";

it("README's access table is the one the contract and the route table make (npx tsx scripts/access-table.ts)", () => {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const printed = /<!-- access-table -->\n([\s\S]*?)\n<!-- \/access-table -->/.exec(readme)?.[1];
  expect(printed).toBe(accessTable());
});
