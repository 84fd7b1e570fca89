/**
 * Prints the flow coverage the path tests recorded in `.test-data/flow-coverage.json`.
 * `--strict` exits 1 when a machine misses a state or a transition, or had a failing path;
 * registry machines without figures are listed too.
 */
import { FLOWS } from "../machines/registry.ts";
import { FLOW_COVERAGE_FILE, readFlowCoverage } from "../tests/support/coverage-report.ts";

const strict = process.argv.includes("--strict");
const { machines } = readFlowCoverage();
const entries = Object.values(machines).sort((a, b) => a.machine.localeCompare(b.machine));

const pct = (covered: number, total: number): string => (total === 0 ? "100.0" : ((100 * covered) / total).toFixed(1));
const rows = entries.map((e) => [
  e.machine,
  String(e.paths),
  String(e.steps),
  `${e.states.covered}/${e.states.total}`,
  `${pct(e.states.covered, e.states.total)} %`,
  `${e.transitions.covered}/${e.transitions.total}`,
  `${pct(e.transitions.covered, e.transitions.total)} %`,
  String(e.failures),
]);
const header = ["machine", "paths", "steps", "states", "", "transitions", "", "failures"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
const line = (cells: string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");

console.log("\nFlow coverage (model-based path tests)");
if (rows.length === 0) {
  console.log(`  no figures in ${FLOW_COVERAGE_FILE}: run the machine tests first (npx vitest run tests/machines).`);
} else {
  console.log(`  ${line(header)}`);
  for (const r of rows) console.log(`  ${line(r)}`);
}

let incomplete = 0;
for (const e of entries) {
  for (const s of e.states.missing) console.log(`  ${e.machine}: state never reached: ${s}`);
  for (const t of e.transitions.missing) console.log(`  ${e.machine}: transition never taken: ${t}`);
  if (e.states.missing.length || e.transitions.missing.length || e.failures) incomplete++;
}
const untested = FLOWS.filter((f) => !machines[f.id]).map((f) => f.id);
if (untested.length) console.log(`  registry machines without path-test figures: ${untested.join(", ")}`);

if (strict && (incomplete > 0 || untested.length > 0)) process.exit(1);
