import { expect, test } from "./fixtures.ts";
import type { Page, Route } from "./fixtures.ts";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { mapLoadingMachine } from "../../machines/map-loading/map-loading.machine.ts";
import { machinePaths } from "../support/machine-paths.ts";
import { type HeldCalls, holdCalls, recordBrowserCoverage, replayInBrowser } from "./machine-replay.ts";
import { openSignedIn, signedIn } from "./importer-card-helpers.ts";
import { collectErrors } from "./ui-helpers.ts";

/**
 * The map-loading statechart's generated paths in the browser (issue 16): the regions map of
 * /fea/regions against the real server. The page sends `load` itself once it has come to life; the
 * download of the shapes is held until the path says how it ends (the server's file, or a dropped
 * connection), so the placeholder of `loading` is seen; Retry is the error's button.
 *
 * Not made in the browser (the machine's vitest replay covers them): a `load` with wrong options or
 * outside a browser (the host sends only the options of its own maps, and only from the browser: the
 * server renders `pending`), and a second `load` (the host sends one per map and language; the built-in
 * shapes do not change with the language).
 */

const LOAD: EventObject = { type: "load", options: { provider: "builtin", layer: "kz-regions" }, environment: "browser" } as EventObject;
const DOWNLOADED: EventObject = { type: "xstate.done.actor.loadProvider", output: {}, actorId: "loadProvider" } as EventObject;
const DROPPED: EventObject = { type: "xstate.error.actor.loadProvider", error: "no connection", actorId: "loadProvider" } as EventObject;

/** What a browser can do in each state (see the header for what it cannot). */
function eventsAt(s: AnyMachineSnapshot): EventObject[] {
  if (s.matches("pending")) return [LOAD];
  if (s.matches("loading")) return [DOWNLOADED, DROPPED];
  if (s.matches("error")) return [{ type: "retry" }];
  return [];
}

const PATHS = machinePaths({ machine: mapLoadingMachine, events: eventsAt });

interface Run {
  page: Page;
  shapes: HeldCalls;
  /** The download the page is waiting for. */
  call: Route | null;
}

/** The download the page has asked for: the one the next step answers. */
async function awaitDownload(run: Run) {
  run.call = await run.shapes.next();
}

const ACTIONS: Record<string, (run: Run) => Promise<unknown>> = {
  load: awaitDownload,
  "xstate.done.actor.loadProvider": (run) => run.call!.continue(),
  "xstate.error.actor.loadProvider": (run) => run.call!.abort("connectionreset"),
  retry: async (run) => {
    await run.page.getByTestId("map-error").getByRole("button").click();
    await awaitDownload(run);
  },
};

test.describe("map loading: the statechart's paths in the browser", () => {
  test("the paths reach every state; the transitions a browser cannot make are the header's", () => {
    const c = recordBrowserCoverage(mapLoadingMachine, [{ paths: PATHS }]);
    console.log(`mapLoading in the browser: ${PATHS.length} paths; states ${c.states.covered.length}/${c.states.total.length}, transitions ${c.transitions.covered.length}/${c.transitions.total.length}; not in the browser: ${c.transitions.missing.join("; ")}`);
    expect(c.states.missing).toEqual([]);
    for (const k of c.transitions.missing) expect(k).toMatch(/--load/);
  });

  for (const [i, path] of PATHS.entries()) {
    test(`path ${i + 1}: ${path.steps.map((s) => s.event.type.replace(/^xstate\.(\w+)\.actor\..*/, "$1")).join(" → ")}`, async ({ page, request }, info) => {
      test.skip(info.project.name !== "desktop", "the paths are the same at any width");
      const errors = collectErrors(page);
      // The regions map is company-level analytics (access_to_ved): a reader on a plan, whose first page
      // (which stores the session and reloads) is opened before the shapes are held.
      await signedIn(page, request, `map-path-${i + 1}`, "standard");
      await openSignedIn(page, "/");
      const run: Run = { page, shapes: await holdCalls(page, /\/assets\/kz_regions-[^/]*\.geojson$/), call: null };
      // The server's page as it arrives: the map waits for its shapes, which the path answers.
      await page.goto("/fea/regions", { waitUntil: "domcontentloaded" });
      const map = page.getByTestId("map-loading").or(page.getByTestId("map-drawn")).or(page.getByTestId("map-error"));
      await replayInBrowser(run, path, {
        actions: ACTIONS,
        // The view names the state it draws. `pending` lasts until the page has come to life and sends
        // `load` (its placeholder is the same as loading's), so only its placeholder is checked.
        expectState: async (r, s) => {
          if (s.matches("pending")) return;
          await expect(r.page.locator("[data-map-state]").filter({ has: map }).first()).toHaveAttribute("data-map-state", String(s.value));
        },
      });
      // The dropped downloads are the test's own; anything else on the console is a fault.
      expect(errors.filter((m) => !/ERR_CONNECTION_RESET|Failed to load resource|map shapes/.test(m))).toEqual([]);
    });
  }
});
