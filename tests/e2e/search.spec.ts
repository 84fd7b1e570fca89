import { expect, type Page, test } from "./fixtures.ts";
import type { Locale } from "../../core/routes.ts";
import { localePath } from "../../core/routes.ts";
import { collectErrors, focusSearch, t } from "./ui-helpers.ts";

const placeholder = (locale: Locale) => t(locale, { id: "searchBox.placeholder", message: "Код или название товара" });

/** The header's search box (the home hero has another one). */
const headerBox = (page: Page, locale: Locale) =>
  page.getByTestId("search-header").locator("input").or(page.getByTestId("search-header").getByRole("combobox")).and(page.getByPlaceholder(placeholder(locale)));

const cases: { locale: Locale; query: string; first: string; opens: RegExp }[] = [
  { locale: "ru", query: "ноутбук", first: "8471300000", opens: /\/custom\/8471300000$/ },
  { locale: "kk", query: "бидай", first: "1001", opens: /\/kk\/tree\?code=1001$/ },
  { locale: "en", query: "laptop", first: "8471300000", opens: /\/en\/custom\/8471300000$/ },
];

for (const c of cases) {
  test(`the header search suggests codes as you type and opens the chosen one (${c.locale})`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(localePath(c.locale, "/tree"));
    const combobox = await focusSearch(page, "search-header");
    await expect(combobox).toHaveAttribute("placeholder", placeholder(c.locale));
    await combobox.pressSequentially(c.query, { delay: 30 });
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    const options = page.getByTestId("search-header").getByRole("option");
    // Each key restarts the 250 ms wait; the answer for the whole word may come after a prefix's.
    await expect(options.first()).toHaveAttribute("data-code", c.first, { timeout: 15_000 });
    await expect(page.getByTestId("search-header")).toHaveAttribute("data-state", "showingSuggestions");
    // Code as printed, short name, path.
    await expect(options.first().locator(".search-option-code")).toHaveText(/^\d{4}( \d{2} \d{3} \d)?$/);
    await expect(options.first().locator(".search-option-name")).not.toBeEmpty();
    const box = await page.getByTestId("search-header").locator(".search-pop").boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(250);

    await combobox.press("ArrowDown");
    const active = await combobox.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute("aria-selected", "true");
    await combobox.press("Enter");
    await expect(page).toHaveURL(c.opens);
    if (c.first.length === 10) await expect(page.getByTestId("page-title")).toHaveText(t(c.locale, { id: "route.customCode", message: "Код товара" }));
    else {
      await expect(page.getByTestId(`tree-node-${c.first}`)).toHaveClass(/is-target/);
      await expect(page.getByTestId("tree-breadcrumbs")).toContainText(c.first);
    }
    expect(errors).toEqual([]);
  });
}

test("a full 10-digit code + Enter opens its card at once", async ({ page }) => {
  await page.goto("/en/tree");
  const input = await focusSearch(page, "search-header");
  await input.pressSequentially("0101 21 000 0");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/custom\/0101210000$/);
});

test("the home hero uses the same search, large", async ({ page }) => {
  await page.goto("/kk");
  const hero = page.getByTestId("search-hero").locator("input");
  await hero.fill("0101210000");
  await page.getByTestId("search-hero").getByRole("combobox").press("Enter");
  await expect(page).toHaveURL(/\/kk\/custom\/0101210000$/);
});

test("/ and Ctrl+K focus the header search, but not while typing in another field", async ({ page }) => {
  await page.goto("/en/tree");
  await expect(page.getByTestId("tree-node-SI")).toBeVisible();
  await page.locator("body").press("/");
  await expect(headerBox(page, "en")).toBeFocused();
  // The live box takes over from the plain input on its first focus; type once it has.
  await expect(page.getByTestId("search-header").getByRole("combobox")).toBeFocused();
  await page.keyboard.type("wheat");
  const combobox = page.getByTestId("search-header").getByRole("combobox");
  await expect(combobox).toHaveValue("wheat");
  await expect(page.getByTestId("search-header").getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(combobox).toHaveAttribute("aria-expanded", "false");

  // In the tree's own code field "/" is a character, not a shortcut.
  const field = page.getByRole("textbox", { name: t("en", { id: "tree.jump.label", message: "Найти код в дереве" }) });
  await field.click();
  await field.press("/");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("/");
  await page.keyboard.press("Control+k");
  await expect(combobox).toBeFocused();
});

test("the list opens upward when less than 250 px remain below the box", async ({ page }) => {
  // A short window: the hero's box ends less than 250 px above the bottom of the viewport.
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto("/en");
  const hero = page.getByTestId("search-hero");
  await expect(hero).toBeVisible();
  const below = await hero.locator("input").evaluate((el) => window.innerHeight - el.getBoundingClientRect().bottom);
  expect(below).toBeLessThan(250);
  const combobox = await focusSearch(page, "search-hero");
  await combobox.pressSequentially("laptop");
  // On a loaded two-core runner the answer can take longer than an assertion's 5 s: the box's state says when it came.
  await expect(hero).toHaveAttribute("data-state", "showingSuggestions", { timeout: 20_000 });
  const pop = hero.locator(".search-pop");
  await expect(hero.getByRole("option").first()).toBeVisible();
  await expect(pop).toHaveAttribute("data-placement", "up");
  const popBox = await pop.boundingBox();
  const inputBox = await hero.getByRole("combobox").boundingBox();
  expect((popBox?.y ?? 0) + (popBox?.height ?? 0)).toBeLessThanOrEqual(inputBox?.y ?? 0);
});

test("says so when nothing is found", async ({ page }) => {
  await page.route("**/ai/ved/tnved/search", (r) => r.fulfill({ status: 200, contentType: "application/json", body: '{"data":[]}' }));
  await page.goto("/tree");
  const input = await focusSearch(page, "search-header");
  await input.pressSequentially("щщщщщ");
  await expect(page.getByTestId("search-header").locator(".search-note")).toHaveText(
    t("ru", { id: "searchBox.empty", message: "Ничего не найдено. Попробуйте другое слово или код." }),
  );
});

test("at 390 px the search is a full-width row with 44 px tap targets", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the phone project has 390 px and touch");
  await page.goto("/tree");
  const input = headerBox(page, "ru");
  await expect(input).toBeVisible(); // not hidden behind the menu
  const box = await input.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(330);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await (await focusSearch(page, "search-header", "tap")).pressSequentially("ноутбук");
  const option = page.getByTestId("search-header").getByRole("option").first();
  await expect(option).toBeVisible();
  expect((await option.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await option.tap();
  await expect(page).toHaveURL(/\/custom\/8471300000$/);
});

test("home shows the date of the tariff edition behind the data", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("data-dates")).toContainText("Тариф ЕАЭС по состоянию на 08.03.2026");
  await page.goto("/kk");
  await expect(page.getByTestId("data-dates")).toContainText("08.03.2026");
  await page.goto("/en");
  await expect(page.getByTestId("data-dates")).toContainText("as of March 8, 2026");
});
