// Every browser test runs with this `test`: it fails on any hydration problem the page reports,
// since every page is rendered on the server and must come to life without React redoing it; and
// its `page.goto` and `page.reload` return once the server's HTML has come to life (a click on the
// server's markup before the scripts have run does nothing, as for a reader on a slow phone).
import { test as base, expect, type Page } from "@playwright/test";

export * from "@playwright/test";

// React's production builds report a mismatch as a minified error: #418 (text or element differs),
// #419/#423 (fell back to client rendering), #425 (text content); development builds name it.
const HYDRATION = /Minified React error #(418|419|421|422|423|425)\b|hydrat/i;

/**
 * Resolves once a server-rendered page has hydrated (a page without the server's state has nothing to
 * wait for): the page itself (`<html data-hydrated>`), then its lazy parts, whose chunks arrive after
 * it and which hydrate as they arrive (the network falls quiet once they have).
 */
export async function hydrated(page: Page, reloads = 2): Promise<void> {
  let reloaded: boolean;
  try {
    await page.waitForFunction(() => !document.getElementById("server-state") || document.documentElement.dataset.hydrated === "true");
    await page.evaluate((key) => ((window as unknown as Record<string, boolean>)[key] = true), SEEN);
    await networkQuiet(page);
    // Parts that come to life at the reader's first interaction (src/app/interaction.ts): the reader here
    // acts at once, so wake them as a first scroll would and wait until their code has come.
    await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
    await page.waitForFunction(() => (document.documentElement.dataset.dormantParts ?? "0") === "0");
    await sessionSettled(page);
    // A reload while the network fell quiet leaves the waits above on a new document that was never seen
    // hydrated: its scroll may have come before its scripts, and its dormant parts not yet counted (CI).
    reloaded = !(await page.evaluate((key) => (window as unknown as Record<string, boolean>)[key] === true, SEEN));
  } catch (error) {
    // The session reloads the page once when it finds a new token in the cookie (machines/session,
    // `reloading`): a signed-in first visit comes to life on the second load, which is waited for instead.
    if (reloads === 0 || !String(error).includes("Execution context was destroyed")) throw error;
    await page.waitForLoadState("load");
    reloaded = true;
  }
  if (!reloaded) return;
  if (reloads === 0) throw new Error(`${page.url()} reloaded more than once while coming to life`);
  await hydrated(page, reloads - 1);
}

/** The mark `hydrated` leaves on a document it has seen hydrated (a reload makes a document without it). */
const SEEN = "__seenHydratedByTest";

/** A session that has not settled by then is one a test holds on purpose (a routed call); its own expectations decide. */
const SESSION_WITHIN_MS = 15_000;

/**
 * Waits until the account button has stopped waiting for the session. A signed-in first visit reloads
 * the page once the session has stored its new token, and that can come after the network fell quiet
 * (CI: a code card reloaded after this returned, so its dormant part never woke and its buttons stayed
 * disabled); waiting here makes the reload one `hydrated` waits for.
 */
async function sessionSettled(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => !document.querySelector('[data-testid="account-pending"]'), undefined, { timeout: SESSION_WITHIN_MS });
  } catch (error) {
    if (!String(error).includes("Timeout")) throw error;
    test.info().annotations.push({ type: "session-not-settled", description: page.url() });
  }
}

/** The requests each page has asked for and not yet got an answer to. */
const inFlight = new WeakMap<Page, Set<string>>();

function trackRequests(page: Page): void {
  const open = new Set<string>();
  inFlight.set(page, open);
  page.on("request", (r) => open.add(`${r.method()} ${r.url()}`));
  const done = (r: { method(): string; url(): string }) => open.delete(`${r.method()} ${r.url()}`);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
}

/** A page whose network has not fallen quiet by then has a request that never ends; waiting longer tells nothing. */
const QUIET_WITHIN_MS = 30_000;

/**
 * Waits until the page's network falls quiet (Playwright's networkidle: 500 ms without a request). Once in
 * CI (kk /tariffs, signed in, complete on screen) it never fell quiet and the test hung for its whole
 * timeout: now the requests still open are named in the test's annotations and the test goes on, its own
 * expectations deciding.
 */
async function networkQuiet(page: Page): Promise<void> {
  try {
    await page.waitForLoadState("networkidle", { timeout: QUIET_WITHIN_MS });
  } catch (error) {
    if (!String(error).includes("Timeout")) throw error;
    const open = [...(inFlight.get(page) ?? [])].join(", ") || "none seen";
    test.info().annotations.push({ type: "network-not-quiet", description: `${page.url()}: open ${open}` });
    console.warn(`network not quiet within ${QUIET_WITHIN_MS} ms on ${page.url()}; open: ${open}`);
  }
}

export const test = base.extend<{ hydrationGuard: undefined }>({
  page: async ({ page }, use) => {
    trackRequests(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A test that asks for the page before it is complete wants the server's HTML as it is.
      if (options?.waitUntil !== "commit" && options?.waitUntil !== "domcontentloaded") await hydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated(page);
      return response;
    };
    await use(page);
  },
  hydrationGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (m) => {
        if ((m.type() === "error" || m.type() === "warning") && HYDRATION.test(m.text())) problems.push(m.text());
      });
      page.on("pageerror", (e) => {
        if (HYDRATION.test(e.message)) problems.push(e.message);
      });
      await use(undefined);
      // A test of a page whose code cannot load expects React to give up hydrating and render the error page.
      if (test.info().annotations.some((a) => a.type === "hydration-fallback-expected")) return;
      expect(problems, "hydration problems reported by the page").toEqual([]);
    },
    { auto: true },
  ],
});
