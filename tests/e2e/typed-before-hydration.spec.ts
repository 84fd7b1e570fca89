// Issue 14: a reader on a slow phone types into the server's HTML before the page's code has come. Each
// case holds the page's scripts back, types into the server-rendered field, lets the scripts come, waits
// until the page and the part holding the field have come to life, then submits: the answer must be for
// the typed text, not for the empty field the page's state started with.
import { expect, hydrated, type Locator, type Page, test } from "./fixtures.ts";
import { DEMO_NUMBERS } from "../../server/containers/demo.ts";
import { importers, searchAsPaid } from "./importer-card-helpers.ts";
import { t } from "./ui-helpers.ts";

const SCRIPT = /\/assets\/[^?#]+\.js(?:[?#]|$)/;

/**
 * Opens `url` with every script of the app held back until the page has asked for them (the inline loader
 * does at the first paint), so the page is on screen with no code behind it; types `text` into the field
 * `at` finds there; then lets the scripts come and returns the field once the page, and any part waiting
 * for a first interaction, has come to life.
 */
async function typedBeforeHydration(page: Page, url: string, at: (page: Page) => Locator, text: string): Promise<Locator> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => undefined as void;
  const firstAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(SCRIPT, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await firstAsked;
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  const field = at(page);
  await field.fill(text);
  release();
  await hydrated(page);
  return field;
}

test("/calculator: a code typed before hydration is the code the wizard goes on with", async ({ page }) => {
  await typedBeforeHydration(page, "/en/calculator", (p) => p.getByTestId("calc-code"), "2602000000");
  await page.getByTestId("calc-next").click();
  await expect(page.getByTestId("calc-step-date")).toBeVisible();
  await expect(page.getByTestId("calc-code-summary")).toContainText("2602 00 000 0");
});

test("the code card: a date typed before hydration is the date Enter opens", async ({ page }) => {
  const field = await typedBeforeHydration(page, "/en/custom/2602000000?date=2026-03-01", (p) => p.getByTestId("card-date"), "2025-06-01");
  await field.press("Enter");
  await expect(page).toHaveURL(/[?&]date=2025-06-01$/);
  await expect(field).toHaveValue("2025-06-01");
});

test("the header search: a code typed before hydration opens its card on Enter", async ({ page }) => {
  const field = await typedBeforeHydration(page, "/en/custom/2602000000", (p) => p.getByTestId("search-header").locator("input"), "0101 21 000 0");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/en\/custom\/0101210000$/);
});

test("/sanctions: a code typed before hydration is the code checked", async ({ page }) => {
  await typedBeforeHydration(page, "/en/sanctions", (p) => p.getByTestId("sanctions-code-input"), "7403 11 000 0");
  await page.getByTestId("sanctions-code-submit").click();
  await expect(page).toHaveURL(/[?&]code=7403110000/);
  await expect(page.getByTestId("sanctions-code-result").getByTestId("sanctions-measure-XXIII").first()).toBeVisible();
});

test("/tree: a code typed before hydration is the code found", async ({ page }) => {
  const label = t("en", { id: "tree.jump.label", message: "" });
  const field = await typedBeforeHydration(page, "/en/tree", (p) => p.getByRole("textbox", { name: label }), "0101 29 100 0");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/en\/tree\?code=0101291000$/);
});

test("/track-container: a number typed before hydration is the number tracked", async ({ page }) => {
  const number = DEMO_NUMBERS[0] ?? "";
  await typedBeforeHydration(page, "/en/track-container", (p) => p.getByTestId("track-number"), number);
  await page.getByTestId("track-submit").click();
  await expect(page).toHaveURL(new RegExp(`[?&]number=${number}$`));
});

test("/custom: a code typed before hydration is the card opened", async ({ page }) => {
  await typedBeforeHydration(page, "/en/custom", (p) => p.getByTestId("custom-code"), "2602000000");
  await page.getByTestId("custom-open").click();
  await expect(page).toHaveURL(/\/en\/custom\/2602000000$/);
});

test("/export-tariff: a code typed before hydration is the code looked up", async ({ page }) => {
  await typedBeforeHydration(page, "/en/export-tariff", (p) => p.getByTestId("export-code-input"), "2713 20 000 0");
  await page.getByTestId("export-code-submit").click();
  await expect(page.getByTestId("export-answer-duty")).toBeVisible();
});

test("/importer-card: a BIN typed before hydration is the BIN searched", async ({ page, request }) => {
  const [importer] = await importers(request, 1);
  // The search is card_opening_ved: answered as to a paid user, as the wizard's own tests do.
  await searchAsPaid(page, request);
  const field = await typedBeforeHydration(page, "/en/importer-card", (p) => p.getByTestId("ic-search"), importer!.bin);
  await expect(page.getByTestId("ic-hit").filter({ hasText: importer!.bin })).toBeVisible();
  await expect(field).toHaveValue(importer!.bin);
});
