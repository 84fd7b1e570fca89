import { expect, type Page, test } from "./fixtures.ts";
import { LOCALES, localePath } from "../../core/routes.ts";
import { collectErrors, t } from "./ui-helpers.ts";

// /sanctions in every language and at 390 px: by code, by counterparty, statistics.
// SCREENSHOTS=dir saves each tab at 1280 and 390 px for people to look at.

const screens = process.env.SCREENSHOTS;

async function expectNoHorizontalOverflow(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.scrollingElement?.scrollWidth ?? 0, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function shot(page: Page, name: string) {
  if (screens) await page.screenshot({ path: `${screens}/${name}.png`, fullPage: true });
}

// The desktop project runs at 1280 px, the phone project at 390 px (playwright.config.ts).
for (const locale of LOCALES) {
  test(`/sanctions by code, by counterparty and statistics (${locale})`, async ({ page }) => {
    const errors = collectErrors(page);
    const width = page.viewportSize()?.width ?? 0;
    await page.goto(localePath(locale, "/sanctions"));
    await expect(page.getByTestId("sanctions-tab-code")).toHaveAttribute("aria-selected", "true");

    // By code: a 10-digit code under an "ex" chapter entry (Annex XXIII, ex 74), with the re-export warning.
    const requested = page.waitForRequest((r) => r.url().includes("/api/v1/products/sanctions?code=7403110000"));
    await page.getByTestId("sanctions-code-input").fill("7403 11 000 0");
    await requested;
    const result = page.getByTestId("sanctions-code-result");
    await expect(result.getByTestId("sanctions-measure-XXIII").first()).toBeVisible();
    await expect(result.getByTestId("sanctions-ex").first()).toContainText(t(locale, { id: "sanctions.measure.ex", message: "" }));
    await expect(result.getByTestId("sanctions-reexport")).toBeVisible();
    await expect(result.getByTestId("sanctions-direction").first()).toHaveText(t(locale, { id: "sanctions.direction.export", message: "" }));
    await expect(result.getByTestId("card-source").first().getByRole("link")).toHaveAttribute("href", /eur-lex\.europa\.eu/);
    await expect(page).toHaveURL(/code=7403110000/);
    await expectNoHorizontalOverflow(page);
    await shot(page, `sanctions-code-${locale}-${width}`);

    // A short code lists the entries below it too; a CHPL code shows its tier.
    await page.getByTestId("sanctions-code-input").fill("8542 31");
    await page.getByTestId("sanctions-code-submit").click();
    await expect(result.getByTestId("sanctions-chpl")).toContainText("1");
    await page.getByTestId("sanctions-code-input").fill("0701900000");
    await page.getByTestId("sanctions-code-submit").click();
    await expect(result.getByTestId("sanctions-code-none")).toHaveText(t(locale, { id: "sanctions.code.none", message: "" }));
    await page.getByTestId("sanctions-code-input").fill("8");
    await expect(result).toContainText(t(locale, { id: "sanctions.code.invalid", message: "" }));

    // By counterparty: Cyrillic finds the Latin entries, best first, with list, type, score and date.
    await page.getByTestId("sanctions-tab-counterparty").click();
    await expect(page.getByTestId("sanctions-score-explained")).toBeVisible();
    await page.getByTestId("sanctions-screen-input").fill("Роснефть");
    const hits = page.getByTestId("sanctions-hit");
    await expect(hits.first()).toBeVisible();
    await expect(hits.first().getByTestId("sanctions-hit-name")).toContainText(/ROSNEFT|RN AERO/i);
    await expect(hits.first().getByTestId("sanctions-score")).toBeVisible();
    await expect(page).toHaveURL(/q=/);
    await page.getByTestId("sanctions-lists").locator("summary").click();
    await expect(page.getByTestId("sanctions-list-uk")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, `sanctions-counterparty-${locale}-${width}`);
    await page.getByTestId("sanctions-screen-input").fill("qqqqqqqqqqqq");
    await expect(page.getByTestId("sanctions-screen-none")).toBeVisible();

    // Statistics: chart.js loads with the section only; three charts, sources and what is not counted.
    const chartChunk = page.waitForResponse((r) => /Statistics.*\.js/.test(r.url()));
    await page.getByTestId("sanctions-tab-statistics").click();
    await chartChunk;
    await expect(page.getByTestId("sanctions-line-canvas")).toBeVisible();
    await expect(page.getByTestId("sanctions-bar-canvas")).toBeVisible();
    await expect(page.getByTestId("sanctions-doughnut-canvas")).toBeVisible();
    await expect(page.getByTestId("sanctions-chart-line").getByTestId("sanctions-stats-sources")).toContainText("UK Sanctions List");
    await expect(page.getByTestId("sanctions-not-counted").locator("li")).toHaveCount(4);
    await expectNoHorizontalOverflow(page);
    await shot(page, `sanctions-statistics-${locale}-${width}`);
    expect(errors).toEqual([]);
  });
}

test("the code card shows the same sanctions block", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/custom/8542311001");
  const card = page.getByTestId("card-sanctions");
  await expect(card.getByTestId("sanctions-measures")).toBeVisible();
  await expect(card.getByTestId("sanctions-chpl")).toBeVisible();
  await expect(card.getByTestId("sanctions-reexport")).toBeVisible();
  await expect(card.getByTestId("card-sanctions-page")).toHaveAttribute("href", "/sanctions?code=8542311001");
  await card.scrollIntoViewIfNeeded();
  if (screens) await card.screenshot({ path: `${screens}/sanctions-card-${page.viewportSize()?.width ?? 0}.png` });
  expect(errors).toEqual([]);
});
