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
async function hydrated(page: Page, reloads = 1): Promise<void> {
  try {
    await page.waitForFunction(() => !document.getElementById("server-state") || document.documentElement.dataset.hydrated === "true");
    await page.waitForLoadState("networkidle");
    // Parts that come to life at the reader's first interaction (src/app/interaction.ts): the reader here
    // acts at once, so wake them as a first scroll would and wait until their code has come.
    await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
    await page.waitForFunction(() => (document.documentElement.dataset.dormantParts ?? "0") === "0");
  } catch (error) {
    // The session reloads the page once when it finds a new token in the cookie (machines/session,
    // `reloading`): a signed-in first visit comes to life on the second load, which is waited for instead.
    if (reloads === 0 || !String(error).includes("Execution context was destroyed")) throw error;
    await page.waitForLoadState("load");
    await hydrated(page, reloads - 1);
  }
}

export const test = base.extend<{ hydrationGuard: undefined }>({
  page: async ({ page }, use) => {
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
