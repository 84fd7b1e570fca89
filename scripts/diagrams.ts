/**
 * `npm run diagrams`: writes machines/<dir>/<id>.mmd (Mermaid) and .svg (Graphviz) for every
 * machine in machines/registry.ts. `npm run diagrams -- --check` writes nothing and exits 1
 * when a committed diagram differs from what the machine draws now.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderMachineDiagrams } from "../machines/diagram/render.ts";
import { FLOWS, flowDiagramBase } from "../machines/registry.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const check = process.argv.includes("--check");

function read(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

let stale = 0;
for (const entry of FLOWS) {
  const diagrams = await renderMachineDiagrams(entry.machine);
  const base = join(root, flowDiagramBase(entry));
  for (const [ext, text] of [
    ["mmd", diagrams.mmd],
    ["svg", diagrams.svg],
  ] as const) {
    const path = `${base}.${ext}`;
    const rel = `${flowDiagramBase(entry)}.${ext}`;
    if (read(path) === text) {
      console.log(`  unchanged  ${rel}`);
      continue;
    }
    if (check) {
      stale++;
      console.log(`  STALE      ${rel}`);
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    console.log(`  written    ${rel}`);
  }
}

if (check && stale > 0) {
  console.error(`${stale} diagram file(s) are stale: run \`npm run diagrams\`.`);
  process.exit(1);
}
