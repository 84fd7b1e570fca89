/**
 * A statechart's generated paths replayed in the browser against the real server (issue 16): the
 * paths come from the same generator as the vitest replays (`machinePaths` in
 * tests/support/machine-paths.ts); each event type maps to what a user (or the server) does in the
 * page, and after each step the page must show the state: every active state's `meta.see` test ids
 * visible, then the spec's own checks. A spec makes one Playwright test per path (one page load each)
 * and records what its paths cover with `recordBrowserCoverage`, printed beside vitest's figures by
 * scripts/print-flow-coverage.ts.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from "xstate";
import type { StateMeta } from "../../machines/meta.ts";
import { BROWSER_FLOW_COVERAGE_FILE, recordFlowCoverage } from "../support/coverage-report.ts";
import { pathCoverage } from "../support/machine-paths.ts";
import type { MachinePath, PathRunResult } from "../support/machine-paths.ts";
import { expect, type Page, type Route } from "./fixtures.ts";

export type { MachinePath } from "../support/machine-paths.ts";

/** One step as the page makes it: the event, the model's state before and after, and the step after it. */
export interface BrowserStep {
  event: EventObject;
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
  next: EventObject | undefined;
}

export interface BrowserReplay<TRun extends { page: Page }> {
  /** Per event type, what the page does to make it (click, type, wait for the server's answer). */
  actions: Record<string, (run: TRun, step: BrowserStep) => Promise<unknown>>;
  /** States the page passes through without waiting (a call the server answers at once): not checked. */
  passing?: (state: AnyMachineSnapshot) => boolean;
  /** The spec's own checks of a state, after its `meta.see`. */
  expectState?: (run: TRun, state: AnyMachineSnapshot) => Promise<unknown>;
}

/** The page shows `state`: the `see` test ids of each active state's meta are visible. */
export async function expectMetaSeen(page: Page, state: AnyMachineSnapshot): Promise<void> {
  for (const node of state._nodes as AnyStateNode[]) {
    for (const testId of (node.meta as StateMeta | undefined)?.see ?? []) {
      await expect(page.getByTestId(testId).first(), `${node.id} shows ${testId}`).toBeVisible();
    }
  }
}

/** Replays `path` in the page `run.page` already opened at the machine's start. */
export async function replayInBrowser<TRun extends { page: Page }>(run: TRun, path: MachinePath, replay: BrowserReplay<TRun>): Promise<void> {
  const check = async (state: AnyMachineSnapshot): Promise<void> => {
    if (replay.passing?.(state)) return;
    await expectMetaSeen(run.page, state);
    await replay.expectState?.(run, state);
  };
  await check(path.start);
  let before = path.start;
  for (const [i, { event, state }] of path.steps.entries()) {
    const action = replay.actions[event.type];
    if (!action) throw new Error(`no browser action for ${event.type}`);
    await action(run, { event, before, after: state, next: path.steps[i + 1]?.event });
    await check(state);
    before = state;
  }
}

/** Records what the browser paths of `machine` cover (per input), as vitest's replays record theirs. */
export function recordBrowserCoverage(machine: AnyStateMachine, runs: { input?: unknown; paths: MachinePath[] }[]): PathRunResult {
  const result = pathCoverage(machine, runs);
  recordFlowCoverage(result, BROWSER_FLOW_COVERAGE_FILE);
  return result;
}

/**
 * The page's calls to `url`, each held until the test answers it (`continue`, `fulfill`, `abort`): the
 * state a call's wait shows stays on screen long enough to be checked, and the answer is the step's.
 */
export interface HeldCalls {
  /** The next call the page makes (one already made, or the next to come). */
  next: () => Promise<Route>;
  /**
   * The connection drops: the call waiting and every later one (the client's own retry included) are
   * aborted, until `hold` holds them again.
   */
  drop: () => Promise<void>;
  hold: () => void;
}

export async function holdCalls(page: Page, url: string | RegExp): Promise<HeldCalls> {
  const made: Route[] = [];
  const waiting: ((route: Route) => void)[] = [];
  let dropping = false;
  await page.route(url, async (route) => {
    if (dropping) return route.abort("connectionreset");
    const take = waiting.shift();
    if (take) take(route);
    else made.push(route);
  });
  const next = (): Promise<Route> => {
    const route = made.shift();
    return route ? Promise.resolve(route) : new Promise<Route>((resolve) => waiting.push(resolve));
  };
  return {
    next,
    drop: async () => {
      const call = await next();
      dropping = true;
      await call.abort("connectionreset");
    },
    hold: () => void (dropping = false),
  };
}
