import { expect, type Page, test } from "./fixtures.ts";
import { LOCALES, localePath, ROUTES } from "../../core/routes.ts";
import { verifiedAccount } from "./accounts.ts";
import { axeViolations, expectNoSidewaysScroll, settled } from "./axe.ts";
import { portalName } from "../../src/i18n/shared.ts";
import { collectErrors, openMenuIfFolded, samplePath, t } from "./ui-helpers.ts";

// WCAG 2.2 AA by axe-core on every route in every locale (desktop 1280 px and phone 390 px, the
// phone pass also at 320 px), the account modals, every calculator step, and where focus goes.

/**
 * Each route in ru, kk and en in one page; ru also in dark mode. The same visit checks what every page
 * must show in its locale (its translated title on the page and in the tab, `<html lang>`, no error in
 * the console), so each of the 200 page loads is paid once.
 */
/** The pages of thousands of nodes, where one axe run takes tens of seconds. */
const HEAVY = new Set(["flows", "apiDescription"]);

for (const route of ROUTES) {
  test(`${route.path} shows its translated title and passes axe in ru, kk and en`, async ({ page }, info) => {
    // Four axe runs; /flows and /api-description hold thousands of nodes: over two minutes when the machine
    // is loaded (CI beside other work timed /api-description out at 120 s), so they get longer.
    test.setTimeout(HEAVY.has(route.key) ? 300_000 : 120_000);
    const phone = info.project.name === "phone";
    const found: string[] = [];
    const errors = collectErrors(page);
    for (const locale of LOCALES) {
      const path = localePath(locale, samplePath(route.path));
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(path);
      const title = t(locale, route.title);
      await expect(page.getByTestId("page-title")).toHaveText(title);
      // A code card is titled by its code and duty (what a search result should show), every other page by its route.
      if (route.key === "customCode") await expect(page).toHaveTitle(new RegExp(`^0101 21 000 0: .+ — ${t(locale, portalName)}$`));
      else await expect(page).toHaveTitle(`${title} — ${t(locale, portalName)}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await settled(page);
      found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
      if (locale === "ru") {
        await page.emulateMedia({ colorScheme: "dark" });
        await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
        found.push(...(await axeViolations(page)).map((v) => `${path} (dark): ${v}`));
      }
      if (phone) {
        await page.setViewportSize({ width: 320, height: 700 });
        await expectNoSidewaysScroll(page, `${path} at 320 px`);
        await page.setViewportSize({ width: 390, height: 844 });
      }
    }
    expect(found).toEqual([]);
    expect(errors, "console errors").toEqual([]);
  });
}

test("the profile as a signed-in user passes axe", async ({ page, request }) => {
  const account = await verifiedAccount(request, "a11y");
  await page.request.post("/auth/api/login", { data: { username: account.email, password: account.password } });
  await page.goto("/en/profile");
  await expect(page.getByTestId("profile-email")).toHaveText(account.email);
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  // The workspace pages as their owner sees them (signed out they only ask to sign in).
  for (const [path, ready] of [["/kk/profile/notifications", "digest-form"], ["/profile/my-groups", "groups-empty"], ["/en/profile/notes", "notes-empty"]] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready)).toBeVisible();
    await settled(page);
    expect(await axeViolations(page), path).toEqual([]);
  }
});

/** Opens the login modal from the header and waits until it has faded in. */
async function openLogin(page: Page) {
  await openMenuIfFolded(page);
  await page.getByTestId("account-login").click();
  await expect(page.locator(".modal--open [data-testid='modal-login']")).toBeVisible();
}

test("the login and registration modals pass axe", async ({ page }) => {
  await page.goto("/kk");
  await settled(page);
  await openLogin(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId("login-register").click();
  await expect(page.locator(".modal--open [data-testid='modal-registration']")).toBeVisible();
  await expect(page.locator(".modal")).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});

test("every calculator step and the result pass axe", async ({ page }) => {
  const found: string[] = [];
  const seen = new Set<string>();
  // Boneless beef asks a quantity; stainless welded tubes from China the exporter (an anti-dumping duty naming exporters).
  for (const code of ["0201100008", "7306402009"]) {
    await page.goto("/en/calculator");
    await expect(page.getByTestId("calc-step-code")).toBeVisible();
    await page.getByTestId("calc-code").fill(code);
    let step = "code";
    while (step !== "result") {
      seen.add(step);
      found.push(...(await axeViolations(page)).map((v) => `${code} ${step}: ${v}`));
      if (step === "origin") await page.getByTestId("calc-origin").selectOption("CN");
      if (step === "exporter") await page.getByTestId("calc-exporter").getByRole("radio").first().check();
      if (step === "value") await page.getByTestId("calc-amount").fill("12345");
      if (step === "quantity" || step === "excise") await page.getByTestId(`calc-${step}`).fill("1000");
      await page.getByTestId("calc-next").click();
      const nextScreen = page.locator(`[data-testid^='calc-step-']:not([data-testid='calc-step-${step}']), [data-testid='calc-result']`);
      step = ((await nextScreen.getAttribute("data-testid")) ?? "").replace("calc-step-", "").replace("calc-", "");
      // The next screen has the focus on its heading (the reader starts at its question or the total).
      await expect(nextScreen.getByRole("heading").first()).toBeFocused();
    }
    found.push(...(await axeViolations(page)).map((v) => `${code} result: ${v}`));
  }
  expect([...seen]).toEqual(expect.arrayContaining(["code", "date", "origin", "exporter", "value", "quantity", "check"]));
  expect(found).toEqual([]);
});

test("closing a modal gives focus back to what opened it, also after one modal opened another", async ({ page }) => {
  await page.goto("/");
  await settled(page);
  const opener = page.getByTestId("account-login");
  await openLogin(page);
  await page.getByTestId("modal-login").getByTestId("modal-close").click();
  await expect(opener).toBeFocused();

  await openLogin(page);
  await page.getByTestId("login-register").click();
  await expect(page.locator(".modal--open [data-testid='modal-registration']")).toBeVisible();
  await page.getByTestId("modal-registration").getByTestId("modal-close").click();
  await expect(opener).toBeFocused();
});

test("in-app navigation focuses the new page's heading and announces its title", async ({ page }) => {
  await page.goto("/en");
  await settled(page);
  const announcer = page.getByTestId("route-announcer");
  // The first load announces nothing and leaves the focus alone.
  await expect(announcer).toBeEmpty();
  await expect(page.getByTestId("page-title")).not.toBeFocused();

  const title = t("en", { id: "route.tree", message: "" });
  await openMenuIfFolded(page);
  await page.getByRole("banner").getByRole("link", { name: title, exact: true }).click();
  const heading = page.getByTestId("page-title");
  await expect(heading).toHaveText(title);
  await expect(heading).toBeFocused();
  await expect(announcer).toHaveText(title);
});
