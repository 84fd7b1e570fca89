import { expect, type Page, test } from "./fixtures.ts";
import { LOCALES, type Locale, localePath } from "../../core/routes.ts";
import { PASSWORD, verifiedAccount } from "./accounts.ts";
import { collectErrors, t } from "./ui-helpers.ts";

// Manganese ores: 5 % ad valorem, nothing else to ask. Cigarettes: 2 EUR per 1000 pcs, the quantity is asked.
const PLAIN = "2602000000";
const CIGARETTES = "2402209000";
// Stainless welded tubes: an anti-dumping duty on goods from China whose act names two exporters.
const TUBES = "7306402009";
const FOSHAN = "Foshan Vinmay Stainless Steel Co., Ltd.";

const title = (locale: Locale, id: string) => t(locale, { id, message: "" });

/** The page never scrolls sideways (390 px included). */
async function expectNoHorizontalOverflow(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.scrollingElement?.scrollWidth ?? 0, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The share button writes here instead of the system clipboard. */
async function captureClipboard(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __copied: string[] };
    w.__copied = [];
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: async (text: string) => void w.__copied.push(text) } });
  });
}

async function next(page: Page) {
  await page.getByTestId("calc-next").click();
}

/** Code → date (today) → origin → value; the next screen is the quantity or the check. */
async function answerUpToValue(page: Page, locale: Locale, code: string) {
  await page.getByTestId("calc-code").fill(code);
  await next(page);
  await expect(page.getByTestId("calc-step-date").getByRole("heading")).toHaveText(title(locale, "calc.step.date"));
  await expect(page.getByTestId("calc-code-summary")).toContainText(code.slice(0, 4));
  await next(page);
  await expect(page.getByTestId("calc-step-origin")).toBeVisible();
  await next(page);
  await expect(page.getByTestId("calc-origin-error")).toHaveText(title(locale, "calc.error.required"));
  await page.getByTestId("calc-origin").selectOption("CN");
  await next(page);
  await expect(page.getByTestId("calc-step-value")).toBeVisible();
  await page.getByTestId("calc-amount").fill("12 345,6x");
  await next(page);
  await expect(page.getByTestId("calc-amount-error")).toHaveText(title(locale, "calc.error.number"));
  await page.getByTestId("calc-amount").fill("12 345,60");
  await expect(page.getByTestId("calc-amount")).toHaveAttribute("inputmode", "decimal");
  await next(page);
}

async function calculate(page: Page) {
  await expect(page.getByTestId("calc-step-check")).toBeVisible();
  await next(page);
  await expect(page.getByTestId("calc-result")).toBeVisible();
}

for (const locale of LOCALES) {
  test(`an ad valorem code through the wizard, the working shown, the share link reopens it (${locale})`, async ({ page }) => {
    const errors = collectErrors(page);
    await captureClipboard(page);
    await page.goto(localePath(locale, "/calculator"));
    await expect(page.getByTestId("calc-step-code")).toBeVisible();
    await next(page);
    await expect(page.getByTestId("calc-code-error")).toHaveText(title(locale, "calc.error.required"));
    // Suggestions from the first digits; choosing one fills the field.
    await page.getByTestId("calc-code").fill("2602");
    await page.getByTestId("calc-suggestion").first().click();
    await expect(page.getByTestId("calc-code")).toHaveValue(PLAIN);
    await page.getByTestId("calc-code").fill("");
    await answerUpToValue(page, locale, PLAIN);
    // No quantity for an ad valorem rate: straight to the check.
    await expect(page.getByTestId("calc-answer-quantity")).toHaveCount(0);
    await expect(page.getByTestId("calc-answer-value")).toContainText("12 345,60 USD");
    await calculate(page);

    const total = (await page.getByTestId("calc-total").innerText()).trim();
    await expect(page.getByTestId("calc-line-duty")).toContainText("5");
    await expect(page.getByTestId("calc-line-duty").getByTestId("calc-formula")).toContainText("× 5 %");
    await expect(page.getByTestId("calc-line-vat").getByTestId("calc-formula")).toContainText("16 %");
    await expect(page.getByTestId("calc-line-duty").getByTestId("card-source").getByRole("link")).toHaveAttribute("href", /^https?:\/\//);
    // The rate used is the month's average in the shipped data: said plainly.
    await expect(page.getByTestId("calc-rate-used-USD")).toHaveAttribute("data-source", /nbk_(daily|monthly_average)/);
    if ((await page.getByTestId("calc-rate-used-USD").getAttribute("data-source")) === "nbk_monthly_average")
      await expect(page.getByTestId("calc-rate-used-USD")).toContainText(title(locale, "calc.rate.monthly"));
    await expect(page.getByTestId("calc-notes")).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await page.getByTestId("calc-share").click();
    await expect(page.getByTestId("calc-share")).toHaveText(title(locale, "calc.share.copied"));
    const copied = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied[0] ?? "");
    expect(copied).toContain(localePath(locale, "/calculator?code=2602000000"));
    await page.goto(copied);
    await expect(page.getByTestId("calc-total")).toHaveText(total);

    // Change answers returns to the check with everything kept; start again empties the wizard.
    await page.getByTestId("calc-change").click();
    await expect(page.getByTestId("calc-answer-origin")).toBeVisible();
    await next(page);
    await expect(page.getByTestId("calc-total")).toHaveText(total);
    await page.getByTestId("calc-restart").click();
    await expect(page.getByTestId("calc-code")).toHaveValue("");
    expect(errors).toEqual([]);
  });
}

test("a code whose rate needs a quantity asks it in its unit; changing the code from the check clears it", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/calculator");
  await answerUpToValue(page, "ru", CIGARETTES);
  await expect(page.getByTestId("calc-step-quantity")).toBeVisible();
  await expect(page.getByTestId("calc-step-quantity")).toContainText("шт");
  await page.getByTestId("calc-quantity").fill("0");
  await next(page);
  await expect(page.getByTestId("calc-quantity-error")).toHaveText(title("ru", "calc.error.positive"));
  await page.getByTestId("calc-quantity").fill("10 000");
  await next(page);
  await expect(page.getByTestId("calc-answer-quantity")).toContainText("10 000");

  // Another answer comes back to the check; the code clears the quantity that depends on it.
  await page.getByTestId("calc-change-origin").click();
  await page.getByTestId("calc-origin").selectOption("DE");
  await next(page);
  await expect(page.getByTestId("calc-answer-origin")).toBeVisible();
  await page.getByTestId("calc-change-code").click();
  await page.getByTestId("calc-code").fill(PLAIN);
  await next(page);
  await expect(page.getByTestId("calc-step-check")).toBeVisible();
  await expect(page.getByTestId("calc-answer-quantity")).toHaveCount(0);
  await page.getByTestId("calc-change-code").click();
  await page.getByTestId("calc-code").fill(CIGARETTES);
  await next(page);
  // The quantity was cleared with the code: the wizard walks on to it, answers before it kept.
  for (const step of ["date", "origin", "value"]) {
    await expect(page.getByTestId(`calc-step-${step}`)).toBeVisible();
    await next(page);
  }
  await expect(page.getByTestId("calc-quantity")).toHaveValue("");
  await page.getByTestId("calc-quantity").fill("1000");
  await next(page);
  await calculate(page);
  await expect(page.getByTestId("calc-line-duty")).toContainText("EUR");
  await expectNoHorizontalOverflow(page);
  expect(errors).toEqual([]);
});

test("a trade remedy naming exporters asks the exporter: Foshan Vinmay's own 14.62 %, all other exporters 17.28 %", async ({ page }) => {
  const errors = collectErrors(page);
  // Stainless welded tubes from China: EEC Board Decision No. 121 of 08.09.2026 is in force on the date (data/measures/README.md).
  await page.goto(`/en/calculator?code=${TUBES}`);
  await page.getByTestId("calc-date").fill("2026-11-27");
  await next(page);
  await page.getByTestId("calc-origin").selectOption("CN");
  await next(page);
  const step = page.getByTestId("calc-step-exporter");
  await expect(step.getByRole("heading")).toHaveText(title("en", "calc.step.exporter"));
  await expect(step.getByTestId("calc-exporter-measure")).toContainText("No. 121 of 08.09.2026");
  // "All other exporters" until the broker names theirs; each choice shows its rate.
  const exporters = page.getByTestId("calc-exporter");
  await expect(exporters.getByRole("radio", { name: title("en", "calc.exporter.others") })).toBeChecked();
  await expect(exporters.getByText(FOSHAN)).toContainText("14.62%");
  await exporters.getByRole("radio", { name: FOSHAN }).check();
  await next(page);
  await page.getByTestId("calc-amount").fill("10000");
  await next(page);
  await expect(page.getByTestId("calc-answer-exporter")).toContainText(FOSHAN);
  await calculate(page);
  const remedy = page.getByTestId("calc-line-remedy");
  await expect(remedy.getByRole("rowheader")).toHaveText(`Anti-dumping duty (exporter: ${FOSHAN})`);
  await expect(remedy).toContainText("14.62 %");
  await expect(remedy.getByTestId("card-source")).toContainText("No. 121 of 08.09.2026");

  await page.getByTestId("calc-change").click();
  await page.getByTestId("calc-change-exporter").click();
  await exporters.getByRole("radio", { name: title("en", "calc.exporter.others") }).check();
  await next(page);
  await calculate(page);
  await expect(remedy.getByRole("rowheader")).toHaveText(`Anti-dumping duty (${title("en", "calc.exporter.others").toLowerCase()})`);
  await expect(remedy).toContainText("17.28 %");
  await expectNoHorizontalOverflow(page);

  // From another origin the remedy does not apply: the exporter is not asked, nor listed.
  await page.getByTestId("calc-change").click();
  await page.getByTestId("calc-change-origin").click();
  await page.getByTestId("calc-origin").selectOption("DE");
  await next(page);
  await expect(page.getByTestId("calc-answer-exporter")).toHaveCount(0);
  await calculate(page);
  await expect(remedy).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a 422 is shown at its field: the server refuses a date before 2000", async ({ page }) => {
  await page.goto("/calculator?code=2602000000");
  await expect(page.getByTestId("calc-step-date")).toBeVisible();
  await page.getByTestId("calc-date").fill("1999-01-01");
  await next(page);
  await expect(page.getByTestId("calc-date-error")).toContainText("2000");
  await expect(page.getByTestId("calc-step-date")).toBeVisible();
  // The calculation's own 422 returns to the step of the field it names, answers kept.
  await page.route("**/api/v1/calculator/calculate", (route) =>
    route.fulfill({ status: 422, json: { message: "Проверьте стоимость", errors: { "customs_value.amount": ["Стоимость слишком велика"] } } }),
  );
  await page.getByTestId("calc-date").fill("2026-03-01");
  await next(page);
  await page.getByTestId("calc-origin").selectOption("CN");
  await next(page);
  await page.getByTestId("calc-amount").fill("500");
  await next(page);
  await next(page);
  await expect(page.getByTestId("calc-amount-error")).toHaveText("Стоимость слишком велика");
  await expect(page.getByTestId("calc-amount")).toHaveValue("500");
});

test("the code card's button opens the calculator on that code", async ({ page }) => {
  await page.goto(`/custom/${PLAIN}`);
  await page.getByTestId("card-calculator").click();
  await expect(page).toHaveURL(/\/calculator\?code=2602000000$/);
  await expect(page.getByTestId("calc-step-date")).toBeVisible();
  await expect(page.getByTestId("calc-code-summary")).toContainText("2602 00 000 0");
});

test("a signed-in user's calculation appears in /profile/reports and opens again", async ({ page, request }) => {
  const errors = collectErrors(page);
  await page.goto("/profile/reports");
  await expect(page.getByTestId("saved-login")).toBeVisible();
  const account = await verifiedAccount(request, "calc");
  await page.request.post("/auth/api/login", { data: { username: account.email, password: PASSWORD } });
  await page.goto("/profile/reports");
  await expect(page.getByTestId("reports-empty")).toBeVisible();
  await page.goto("/calculator");
  await answerUpToValue(page, "ru", PLAIN);
  await calculate(page);
  await expect(page.getByTestId("calc-saved")).toHaveAttribute("data-state", "saved");
  const total = (await page.getByTestId("calc-total").innerText()).trim();
  await page.goto("/profile/reports");
  const report = page.getByTestId(`report-${PLAIN}`);
  await expect(report).toHaveCount(1);
  await expect(report.getByTestId("report-total")).toHaveText(total);
  await expect(report).toContainText("CN");
  await report.getByRole("link").click();
  await expect(page.getByTestId("calc-total")).toHaveText(total);
  expect(errors).toEqual([]);
});
