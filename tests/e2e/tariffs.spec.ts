import { expect, test } from "./fixtures.ts";
import type { Locale } from "../../core/routes.ts";
import { verifiedAccount } from "./accounts.ts";
import { collectErrors, t } from "./ui-helpers.ts";

const PREFIX: Record<Locale, string> = { ru: "", kk: "/kk", en: "/en" };
const STANDARD = { ru: "Стандарт", kk: "Стандарт", en: "Standard" } as const;
const OPENINGS = { ru: "10 открытий карточек в месяц", kk: "айына 10 карточка ашу", en: "10 card openings a month" } as const;

for (const locale of ["ru", "kk", "en"] as const) {
  test(`/tariffs in ${locale}: the plans from the server, their limits and prices, and a pay button on each paid one`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${PREFIX[locale]}/tariffs`);
    const plans = page.locator(".plan-card");
    await expect(plans).toHaveCount(4);
    const standard = page.getByTestId("plan-standard");
    await expect(standard.getByRole("heading")).toHaveText(STANDARD[locale]);
    await expect(standard.getByTestId("plan-openings")).toHaveText(OPENINGS[locale]);
    await expect(standard).toContainText("14");
    await expect(page.getByTestId("plan-free").getByTestId("plan-openings")).toHaveCount(0);
    // The browser tests' server takes card payments (playwright.config.ts): each paid plan has its pay button.
    await expect(page.getByTestId("payments-on")).toContainText(t(locale, { id: "plans.payments.on" }));
    await expect(standard.getByTestId("pay-standard-month")).toBeVisible();
    await expect(page.getByTestId("plan-corporate").getByTestId("pay-corporate-year")).toBeVisible();
    await expect(page.getByTestId("plan-free").getByRole("button")).toHaveCount(0);
    // Every word comes from the catalogs: no message id shows.
    expect(await page.locator("main").innerText()).not.toMatch(/\bplans\.[a-z]/);
    // Nothing runs off the screen sideways, on a phone either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  });
}

test("/tariffs marks the signed-in user's own plan", async ({ page, request }) => {
  const account = await verifiedAccount(request, "tariffs");
  await page.request.post("/auth/api/login", { data: { username: account.email, password: account.password } });
  await page.goto("/en/tariffs");
  const free = page.getByTestId("plan-free");
  await expect(free).toHaveAttribute("aria-current", "true");
  await expect(free).toContainText("Your plan");
  await expect(page.getByTestId("plan-standard")).not.toHaveAttribute("aria-current", "true");
});
