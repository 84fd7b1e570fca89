import path from "node:path";
import { expect, type Page, test } from "./fixtures.ts";
import { DEMO_NUMBERS } from "../../server/containers/demo.ts";
import { LOCALES, localePath } from "../../core/routes.ts";
import { formatContainerNumber } from "../../src/components/containers/format.ts";
import { collectErrors, t } from "./ui-helpers.ts";

// The server's first start fed the demo carrier's voyages (scripts/e2e-server.ts runs server/main.ts).
const [RAIL, , DELIVERED, LISTED] = DEMO_NUMBERS as [string, string, string, string];

async function expectNoHorizontalOverflow(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.scrollingElement?.scrollWidth ?? 0, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** `SCREENSHOTS=dir` keeps a picture of the page (the design check looks at them). */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

for (const locale of LOCALES) {
  test(`a demo container: status, ETA, timeline and the route on the built-in map (${locale})`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(localePath(locale, "/track-container"));
    await expect(page.getByTestId("track-check")).toHaveText(t(locale, { id: "track.check.hint", message: "" }));

    // The demo numbers are listed; picking one opens it.
    const demo = page.getByTestId("track-demo-item");
    await expect(demo).toHaveCount(DEMO_NUMBERS.length);
    await demo.filter({ hasText: formatContainerNumber(RAIL) }).click();
    await expect(page).toHaveURL(new RegExp(`number=${RAIL}`));
    await expect(page.getByTestId("track-result-number")).toHaveText(formatContainerNumber(RAIL));
    await expect(page.getByTestId("track-demo-badge")).toHaveText(t(locale, { id: "track.demo.badge", message: "" }));
    await expect(page.getByTestId("track-owner")).toContainText("Maersk");
    await expect(page.getByTestId("track-status")).toContainText("Lianyungang");
    await expect(page.getByTestId("track-eta")).toContainText(/\d{1,2}:\d{2}/);
    await expect(page.getByTestId("track-timeline").locator("[data-classifier=ACT]").first()).toBeVisible();
    await expect(page.getByTestId("track-timeline").locator("[data-classifier=PLN]").first()).toBeVisible();

    // The map: loaded through the statechart, legs solid behind the container and dashed ahead.
    await expect(page.getByTestId("track-map")).toHaveAttribute("data-map-state", "loaded");
    const svg = page.getByTestId("track-svg");
    await expect(svg.locator("path").first()).toBeAttached();
    expect(await svg.locator("path").count()).toBeGreaterThan(100);
    await expect(svg.locator("line[data-done=true]")).toHaveCount(1);
    await expect(svg.locator("line[data-done=false]")).toHaveCount(2);
    await expect(page.getByTestId("track-current")).toBeAttached();
    await expectNoHorizontalOverflow(page);
    await shot(page, `track-${locale}`);
    expect(errors).toEqual([]);
  });

  test(`the number check speaks as the user types; refusals and unknown numbers get a message (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, "/track-container"));
    const input = page.getByTestId("track-number");
    const check = page.getByTestId("track-check");
    await input.fill("CSQU305");
    await expect(check).toHaveAttribute("data-state", "typing");
    await input.fill("CSQU3054384");
    await expect(check).toHaveAttribute("data-state", "invalid");
    await expect(check).toHaveText(t(locale, { id: "track.check.checkDigit", message: "", values: { expected: 3 } }));
    await page.getByTestId("track-submit").click();
    await expect(page).not.toHaveURL(/number=/);
    await input.fill("csqu 305438 3");
    await expect(check).toHaveText(t(locale, { id: "track.check.valid", message: "" }));
    await page.getByTestId("track-submit").click();
    await expect(page.getByTestId("track-notFound")).toContainText("CSQU3054383");

    // A number typed into the address is checked by the server too.
    await page.goto(localePath(locale, "/track-container?number=CSQX3054383"));
    await expect(page.getByTestId("track-invalid")).toHaveText(t(locale, { id: "track.check.category", message: "" }));
  });
}

test("a delivered container shows its customs release; a listed vessel carries the sanctions badge", async ({ page }) => {
  await page.goto(localePath("en", `/track-container?number=${DELIVERED}`));
  await expect(page.getByTestId("track-timeline")).toContainText("Customs: released");
  await expect(page.getByTestId("track-eta")).toContainText("arrived");
  await page.goto(localePath("ru", `/track-container?number=${LISTED}`));
  await expect(page.getByTestId("track-vessel")).toContainText("KADOS");
  await expect(page.getByTestId("track-vessel-sanctioned").first()).toContainText("US-OFAC-SDN");
  await expect(page.getByTestId("track-map")).toHaveAttribute("data-map-state", "loaded");
  await shot(page, "track-sanctioned-ru");
});
