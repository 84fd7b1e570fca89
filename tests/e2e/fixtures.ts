// Every browser test runs with this `test`: it fails on any hydration problem the page reports,
// since every page is rendered on the server and must come to life without React redoing it.
import { test as base, expect } from "@playwright/test";

export * from "@playwright/test";

// React's production builds report a mismatch as a minified error: #418 (text or element differs),
// #419/#423 (fell back to client rendering), #425 (text content); development builds name it.
const HYDRATION = /Minified React error #(418|419|421|422|423|425)\b|hydrat/i;

export const test = base.extend<{ hydrationGuard: undefined }>({
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
      expect(problems, "hydration problems reported by the page").toEqual([]);
    },
    { auto: true },
  ],
});
