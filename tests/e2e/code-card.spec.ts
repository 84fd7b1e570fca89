import { expect, type Page, test } from "./fixtures.ts";
import { formatPercent } from "../../src/components/code-card/format.ts";
import { LOCALES, localePath, ROUTES } from "../../core/routes.ts";
import { collectErrors, t } from "./ui-helpers.ts";

// Manganese ores: ETT note 86С sets a temporary 0 % from 01.01.2024 to 31.12.2025 instead of the base 5 %.
const CODE = "2602000000";
const CODE_FMT = "2602 00 000 0";
// Cigarettes: a specific ETT rate and a 2026 excise.
const CIGARETTES = "2402209000";

const customCodeTitle = () => {
  const r = ROUTES.find((x) => x.key === "customCode");
  if (!r) throw new Error("no route customCode");
  return r.title;
};

/** The page never scrolls sideways (at 390 px the card must fold into one column). */
async function expectNoHorizontalOverflow(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.scrollingElement?.scrollWidth ?? 0, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

for (const locale of LOCALES) {
  test(`the code card answers first and follows the tariff date (${locale})`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __copied: string[] };
      w.__copied = [];
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: async (text: string) => void w.__copied.push(text) },
      });
    });
    await page.goto(localePath(locale, `/custom/${CODE}?date=2026-03-01`));
    await expect(page.getByTestId("page-title")).toHaveText(t(locale, customCodeTitle()));
    await expect(page.getByTestId("card-code")).toHaveText(CODE_FMT);

    // 2026: the temporary rate has expired, the base rate applies; VAT is 16 %.
    const duty = page.getByTestId("card-duty");
    const vat = page.getByTestId("card-vat");
    await expect(page.getByTestId("card-duty-rate")).toHaveText(formatPercent(locale, 5));
    await expect(page.getByTestId("card-duty-temporary")).toHaveCount(0);
    await expect(page.getByTestId("card-vat-rate")).toHaveText(formatPercent(locale, 16));
    await expect(page.getByTestId("card-date")).toHaveValue("2026-03-01");
    await expect(page.getByTestId("card-note-86С")).toContainText(t(locale, { id: "card.note.expired", message: "" }));

    // Every figure carries its source, with a link to the text.
    await expect(duty.getByTestId("card-source").first()).toContainText(t(locale, { id: "card.source.label", message: "" }));
    await expect(duty.getByTestId("card-source").first().getByRole("link")).toHaveAttribute("href", /^https?:\/\//);
    await expect(vat.getByTestId("card-source").first()).toContainText("214-VIII");
    await expect(page.getByTestId("card-sources").getByTestId("card-source").first()).toBeVisible();
    expect(await page.getByTestId("card-sources").getByTestId("card-source").count()).toBeGreaterThan(3);

    // Sanctions and the blocks without data say so in words.
    await expect(page.getByTestId("card-sanctions-summary")).not.toBeEmpty();
    await expect(page.getByTestId("card-export-nodata")).toBeVisible();

    // A new date waits out the 1000 ms debounce, then the card and the address follow it.
    const dateRequest = page.waitForRequest((r) => r.url().includes("/api/v1/products/information") && r.url().includes("date=2025-06-01"));
    const changedAt = Date.now();
    await page.getByTestId("card-date").fill("2025-06-01");
    await dateRequest;
    expect(Date.now() - changedAt).toBeGreaterThanOrEqual(950);
    await expect(page.getByTestId("card-vat-rate")).toHaveText(formatPercent(locale, 12));
    await expect(page.getByTestId("card-duty-rate")).toHaveText(formatPercent(locale, 0));
    await expect(page.getByTestId("card-duty-temporary")).toContainText("86С");
    await expect(page).toHaveURL(/[?&]date=2025-06-01$/);

    // The calculator opens prefilled with the code, in the same locale.
    await expect(page.getByTestId("card-calculator")).toHaveAttribute("href", localePath(locale, `/calculator?code=${CODE}`));

    // The copy button copies digits only.
    await page
      .getByTestId("card-head")
      .getByRole("button", { name: t(locale, { id: "code.copy", message: "", values: { code: CODE_FMT } }) })
      .click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([CODE]);

    await expectNoHorizontalOverflow(page);
    expect(errors).toEqual([]);
  });
}

test("a card opens on today's tariff without a date in the address", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`/en/custom/${CIGARETTES}`);
  await expect(page.getByTestId("card-code")).toHaveText("2402 20 900 0");
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Almaty", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  await expect(page.getByTestId("card-date")).toHaveValue(today);
  await expect(page.getByTestId("code-card")).toHaveAttribute("data-date", today);
  // Cigarettes: a specific duty in the reader's words and the excise of the year.
  await expect(page.getByTestId("card-duty-rate")).toContainText("EUR 2");
  await expect(page.getByTestId("card-excise").getByTestId("card-source").first()).toBeVisible();
  // The preference country list is fetched only when opened.
  const countries = page.waitForRequest((r) => r.url().includes("/api/v1/directories/preference-countries/"));
  await page.getByTestId("card-pref-countries").locator("summary").click();
  await countries;
  await expect(page.getByTestId("card-pref-countries").getByRole("listitem").filter({ hasText: "China" })).toContainText(
    t("en", { id: "card.pref.status.excluded", message: "" }),
  );
  await expectNoHorizontalOverflow(page);
  expect(errors).toEqual([]);
});

test("an unknown code is a calm page with the ways on", async ({ page }) => {
  await page.goto("/kk/custom/9999999999");
  const missing = page.getByTestId("card-not-found");
  await expect(missing).toContainText("9999 99 999 9");
  await expect(missing.getByRole("link", { name: t("kk", { id: "card.notFound.tree", message: "" }) })).toHaveAttribute("href", "/kk/tree");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a failed card shows a sentence and a retry that works", async ({ page }) => {
  let fail = true;
  await page.route("**/api/v1/products/information*", async (r) => {
    if (fail) return r.fulfill({ status: 503, contentType: "application/json", body: "{}" });
    return r.fallback();
  });
  // The server renders a card with its answer; the browser asks for one when the reader opens a code.
  await page.goto("/custom");
  await page.getByTestId("custom-code").fill(CODE);
  await page.getByTestId("custom-open").click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(CODE_FMT);
  fail = false;
  await alert.getByRole("button", { name: t("ru", { id: "common.retry", message: "" }) }).click();
  await expect(page.getByTestId("card-duty-rate")).toBeVisible();
});

test("/custom opens the card of a typed code and rejects a short one", async ({ page }) => {
  await page.goto("/en/custom");
  const input = page.getByTestId("custom-code");
  await input.fill("2602");
  await page.getByTestId("custom-open").click();
  await expect(page.getByTestId("custom-code-error")).toHaveText(t("en", { id: "custom.entry.invalid", message: "" }));
  await input.fill("2602000000");
  await expect(input).toHaveValue(CODE_FMT);
  await page.getByTestId("custom-open").click();
  await expect(page).toHaveURL(new RegExp(`/en/custom/${CODE}$`));
  await expect(page.getByTestId("card-code")).toHaveText(CODE_FMT);
});

test("a cold visit reads the card from the server's HTML and loads its statechart only when the reader acts", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  // Not the fixture's wait, which acts as a reader would: here nobody has touched the page yet.
  await page.goto(`/custom/${CODE}`, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("card-duty-rate")).toHaveText(formatPercent("ru", 5));
  await expect(page.locator("html")).toHaveAttribute("data-dormant-parts", "1");
  expect(scripts.filter((u) => /xstate|\/CodeCard-/.test(u))).toEqual([]);

  // The first scroll brings the card to life: its code arrives and the date field works.
  await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
  await expect(page.locator("html")).toHaveAttribute("data-dormant-parts", "0");
  expect(scripts.some((u) => /\/CodeCard-/.test(u))).toBe(true);
  const dateRequest = page.waitForRequest((r) => r.url().includes("/api/v1/products/information") && r.url().includes("date=2025-06-01"));
  await page.getByTestId("card-date").fill("2025-06-01");
  await dateRequest;
  await expect(page.getByTestId("card-duty-rate")).toHaveText(formatPercent("ru", 0));
});

// Beef carcasses, "прочие": its kk and en names are the portal's translation (data/tariff/phrases.md).
const BEEF_OTHER = "0201100008";

test("a name the portal translated says so and links the official Russian card", async ({ page }, info) => {
  test.skip(info.project.name !== "desktop", "the note is the same markup on every screen");
  for (const [locale, name] of [["en", "Other"], ["kk", "өзгелері"]] as const) {
    await page.goto(localePath(locale, `/custom/${BEEF_OTHER}`));
    await expect(page.getByTestId("card-name")).toContainText(name);
    await expect(page.getByTestId("card-name-fallback")).toHaveCount(0);
    await expect(page.getByTestId("card-name-portal")).toContainText(t(locale, { id: "card.name.byPortal", message: "" }));
    await expect(page.getByTestId("card-name-official")).toHaveAttribute("href", `/custom/${BEEF_OTHER}`);
  }
  await page.getByTestId("card-name-official").click();
  await expect(page).toHaveURL(new RegExp(`/custom/${BEEF_OTHER}$`));
  await expect(page.getByTestId("card-name")).toContainText("прочие");
  await expect(page.getByTestId("card-name-portal")).toHaveCount(0);
  // An official HS 2022 English name carries no note.
  await page.goto(localePath("en", `/custom/${CODE}`));
  await expect(page.getByTestId("card-name")).toContainText("Manganese ores");
  await expect(page.getByTestId("card-name-portal")).toHaveCount(0);
});

test("a ten-digit 'other' line is titled by its full English name, with the portal's translation note", async ({ page }) => {
  // Every screen: the title and the note are what a phone reader sees of the line before its path.
  const full = "Other: other; carcasses and half-carcasses; meat of bovine animals; fresh or chilled";
  await page.goto(localePath("en", `/custom/${BEEF_OTHER}`));
  // The name holds no character a regular expression reads specially.
  await expect(page).toHaveTitle(new RegExp(`^0201 10 000 8: ${full} — duty `));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(`: ${full}\\. `));
  await expect(page.getByTestId("card-name-portal")).toBeVisible();
  await expect(page.getByTestId("card-name-official")).toHaveAttribute("href", `/custom/${BEEF_OTHER}`);
});
