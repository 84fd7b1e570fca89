/**
 * Flow coverage figures, one entry per machine, in `.test-data/flow-coverage.json` (vitest's path
 * tests) and `.test-data/flow-coverage-browser.json` (the browser replays, tests/e2e/machine-replay.ts).
 * Path tests call `recordFlowCoverage(result)`; `scripts/print-flow-coverage.ts` prints the
 * table after the tests. Test files run in parallel workers, so writes take a lock file.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AnyStateMachine } from "xstate";
import { assertFullCoverage, formatPathReport, mergePathResults, runMachinePaths, type PathRunOptions, type PathRunResult } from "./machine-paths.ts";

const TEST_DATA = join(dirname(fileURLToPath(import.meta.url)), "..", "..", ".test-data");
export const FLOW_COVERAGE_FILE = join(TEST_DATA, "flow-coverage.json");
export const BROWSER_FLOW_COVERAGE_FILE = join(TEST_DATA, "flow-coverage-browser.json");

export interface FlowCoverageEntry {
  machine: string;
  paths: number;
  steps: number;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  failures: number;
  recordedAt: string;
}

export interface FlowCoverageFile {
  machines: Record<string, FlowCoverageEntry>;
}

export function readFlowCoverage(file = FLOW_COVERAGE_FILE): FlowCoverageFile {
  if (!existsSync(file)) return { machines: {} };
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<FlowCoverageFile>;
    return { machines: parsed.machines ?? {} };
  } catch {
    return { machines: {} };
  }
}

function withLock<T>(file: string, fn: () => T): T {
  const lock = `${file}.lock`;
  const deadline = Date.now() + 5000;
  let fd: number | null = null;
  while (fd === null) {
    try {
      fd = openSync(lock, "wx");
    } catch {
      if (Date.now() > deadline) {
        rmSync(lock, { force: true }); // a worker died holding it
        continue;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
  try {
    return fn();
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}

export function recordFlowCoverage(result: PathRunResult, file = FLOW_COVERAGE_FILE): FlowCoverageEntry {
  const entry: FlowCoverageEntry = {
    machine: result.machineId,
    paths: result.paths,
    steps: result.steps,
    states: { covered: result.states.covered.length, total: result.states.total.length, missing: result.states.missing },
    transitions: {
      covered: result.transitions.covered.length,
      total: result.transitions.total.length,
      missing: result.transitions.missing,
    },
    failures: result.failures.length,
    recordedAt: new Date().toISOString(),
  };
  mkdirSync(dirname(file), { recursive: true });
  withLock(file, () => {
    const data = readFlowCoverage(file);
    data.machines[entry.machine] = entry;
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(data, null, 2)}\n`);
    renameSync(tmp, file);
  });
  return entry;
}

/**
 * The ending of a path test over several runs of one machine (other inputs or event samples): each run
 * replayed, the union of their coverage recorded for the printout and printed, and required complete
 * (assertFullCoverage names every failed path).
 */
export function replayRunsCovering<TMachine extends AnyStateMachine>(runs: PathRunOptions<TMachine>[]): PathRunResult {
  const result = mergePathResults(runs.map((run) => runMachinePaths(run)));
  recordFlowCoverage(result);
  console.log(formatPathReport(result));
  assertFullCoverage(result);
  return result;
}
