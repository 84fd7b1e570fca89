// The accessibility checks the UI specs share: axe-core on the page as drawn, and the page settled first.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./fixtures.ts";

/** WCAG 2.2 level AA as axe-core knows it (2.0, 2.1 and 2.2 rules at A and AA). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Waits until no skeleton or busy region is left, so axe sees the page a reader gets. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator("#main h1, [data-testid='error-page']").first()).toBeVisible();
  // toHaveCount retries at Playwright's short intervals; expect.poll's back-off (up to 1 s) cost most pages a second.
  await expect(page.locator(".skeleton-line, [aria-busy='true']")).toHaveCount(0);
}

/** Each violation as "rule: where" (short, so a failure says what to fix without a wall of HTML). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe inside the page itself: our pages have no frames, and the default mode's
  // extra blank page to merge frame results costs about a second on every call. Only violations are
  // asked for: axe then keeps one node of each passed or incomplete rule instead of every node, which
  // it would otherwise collect, serialise and send back from pages of thousands of nodes. (`options` replaces
  // the whole options object, so it comes before `withTags`, which sets its runOnly.)
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(TAGS).setLegacyMode(true).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

/** The page never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: label })
    .toBeLessThanOrEqual(0);
}
