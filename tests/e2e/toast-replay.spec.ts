import { expect, test } from "./fixtures.ts";
import type { Page } from "./fixtures.ts";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { describeMachine } from "../../machines/diagram/model.ts";
import { TOAST_AUTO_CLOSE_MS, TOAST_COLLAPSE_MS, TOAST_ENTRANCE_MS, toastMachine } from "../../machines/toast/toast.machine.ts";
import { MODAL_FADE_OUT_MS } from "../../machines/modal/modal.machine.ts";
import { machinePaths } from "../support/machine-paths.ts";
import { type BrowserStep, recordBrowserCoverage, replayInBrowser } from "./machine-replay.ts";
import { openMenuIfFolded } from "./ui-helpers.ts";

/**
 * The toast statechart's generated paths in the browser (issue 16): the error toast a refused login
 * raises (a real answer of the real server), on the Playwright clock so the entrance (500 ms), the
 * auto-close (2.5 s) and the collapse (300 ms) pass exactly when the path says. The user closes the
 * toast with its button (react-toastify reports the removal), or goes to another page by the header's
 * link (every visible toast clears). A toast's content is its caller's, so the states are checked by the
 * toast react-toastify draws: on screen, leaving, gone.
 *
 * Not made in the browser (the machine's vitest replay covers them): `tracking` and every `progress`
 * and `toast.updated` (only the new-build offer is a loading toast, driven by its own spec, and nothing
 * in the app reports progress), `dismiss` (the app dismisses only the new-build offer).
 */

const afterEvent = (stateId: string): string => {
  const t = describeMachine(toastMachine).transitions.find((tr) => tr.kind === "after" && tr.sourceId === stateId);
  if (!t) throw new Error(`no delay in ${stateId}`);
  return t.eventType;
};
const ENTRANCE = afterEvent("toast.enter");
const AUTO_CLOSE = afterEvent("toast.visible.timed");
const COLLAPSE = afterEvent("toast.exit");

/** What a browser can do to a refused login's toast in each state (see the header for what it cannot). */
function eventsAt(s: AnyMachineSnapshot): EventObject[] {
  if (s.matches("enter")) return [{ type: ENTRANCE }, { type: "toast.removed" }];
  if (s.matches({ visible: "timed" })) return [{ type: AUTO_CLOSE }, { type: "toast.removed" }, { type: "route.changed" }];
  if (s.matches("exit")) return [{ type: COLLAPSE }];
  return [];
}

const INPUT = { id: "1", loading: false };
/** The machine alone: what it tells its parent (the manager) goes nowhere. */
const model = toastMachine.provide({ actions: { closeToast: () => {}, showProgress: () => {} } });
const PATHS = machinePaths({ machine: model, input: INPUT, events: eventsAt });

/** The toasts react-toastify draws, and those among them not leaving. */
const toasts = (page: Page) => page.locator(".Toastify__toast");
const staying = (page: Page) => page.locator(".Toastify__toast:not([class*='exit'])");

async function expectToast(page: Page, s: AnyMachineSnapshot) {
  if (s.matches("enter") || s.matches("visible")) return expect(staying(page)).toHaveCount(1);
  if (s.matches("exit")) return expect(staying(page)).toHaveCount(0);
  return expect(toasts(page)).toHaveCount(0);
}

const ACTIONS: Record<string, (run: { page: Page }, step: BrowserStep) => Promise<unknown>> = {
  [ENTRANCE]: ({ page }) => page.clock.runFor(TOAST_ENTRANCE_MS),
  [AUTO_CLOSE]: ({ page }) => page.clock.runFor(TOAST_AUTO_CLOSE_MS),
  [COLLAPSE]: async ({ page }) => {
    await page.clock.runFor(TOAST_COLLAPSE_MS);
    // The machine is done; the library's own exit animation and collapse run on the page's time.
    await page.clock.resume();
  },
  "toast.removed": ({ page }) => page.locator(".Toastify__close-button").click(),
  "route.changed": async ({ page }) => {
    // The login modal fades out first (200 ms of the paused clock, well inside the toast's 2.5 s).
    await page.getByTestId("modal-login").getByTestId("modal-close").click();
    await page.clock.runFor(MODAL_FADE_OUT_MS);
    await expect(page.getByTestId("modal-login")).toHaveCount(0);
    await page.getByRole("navigation").getByRole("link").first().click();
  },
};

/** A refused login raises the toast: the server's message for an account that does not exist. */
async function raiseToast(page: Page) {
  await openMenuIfFolded(page);
  await page.getByTestId("account-login").click();
  await page.getByTestId("login-username").fill("nobody-toast@example.kz");
  await page.getByTestId("login-password").fill("Wrong-password-1");
  // From here the page's time moves only as the path says.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByTestId("login-submit").click();
}

test.describe("toast: the statechart's paths in the browser", () => {
  test("the paths reach every state a browser can; what they leave out is the header's", () => {
    const c = recordBrowserCoverage(model, [{ input: INPUT, paths: PATHS }]);
    console.log(`toast in the browser: ${PATHS.length} paths; states ${c.states.covered.length}/${c.states.total.length}, transitions ${c.transitions.covered.length}/${c.transitions.total.length}; not in the browser: ${c.transitions.missing.join("; ")}`);
    expect(c.states.missing).toEqual(["toast.visible.tracking"]);
    for (const k of c.transitions.missing) expect(k).toMatch(/tracking|progress|toast\.updated|dismiss/);
  });

  for (const [i, path] of PATHS.entries()) {
    test(`path ${i + 1}: ${path.steps.map((s) => s.event.type.replace(/^xstate\.after\.(\w+)\..*/, "$1")).join(" → ")}`, async ({ page }, info) => {
      test.skip(info.project.name !== "desktop", "the paths are the same at any width");
      await page.clock.install();
      await page.goto("/");
      await raiseToast(page);
      await replayInBrowser({ page }, path, { actions: ACTIONS, expectState: ({ page: p }, s) => expectToast(p, s) });
    });
  }
});
