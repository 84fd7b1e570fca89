/**
 * Prints the flow coverage the path tests recorded: per machine, states and transitions covered in
 * vitest (`.test-data/flow-coverage.json`) and in the browser (`.test-data/flow-coverage-browser.json`,
 * a dash for a machine without a browser replay).
 * `--strict` exits 1 when a machine misses a state or a transition in vitest, or had a failing path;
 * registry machines without figures are listed too. The browser replays cover what a browser can make
 * (each spec says what it leaves out), so their figures are not held to 100 %.
 */
import { FLOWS } from "../machines/registry.ts";
import { BROWSER_FLOW_COVERAGE_FILE, FLOW_COVERAGE_FILE, readFlowCoverage } from "../tests/support/coverage-report.ts";
import type { FlowCoverageEntry } from "../tests/support/coverage-report.ts";

const strict = process.argv.includes("--strict");
const { machines } = readFlowCoverage();
const browser = readFlowCoverage(BROWSER_FLOW_COVERAGE_FILE).machines;
const entries = Object.values(machines).sort((a, b) => a.machine.localeCompare(b.machine));

const pct = (covered: number, total: number): string => (total === 0 ? "100.0" : ((100 * covered) / total).toFixed(1));
const figures = (e: FlowCoverageEntry | undefined): string[] =>
  e
    ? [
        String(e.paths),
        `${e.states.covered}/${e.states.total}`,
        `${pct(e.states.covered, e.states.total)} %`,
        `${e.transitions.covered}/${e.transitions.total}`,
        `${pct(e.transitions.covered, e.transitions.total)} %`,
      ]
    : ["-", "-", "", "-", ""];
const rows = entries.map((e) => [e.machine, String(e.steps), ...figures(e), String(e.failures), "|", ...figures(browser[e.machine])]);
const header = ["machine", "steps", "paths", "states", "", "transitions", "", "failures", "|", "browser paths", "states", "", "transitions", ""];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
const line = (cells: string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");

console.log("\nFlow coverage (model-based path tests): in vitest, then in the browser");
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
