import { expect, test } from "./fixtures.ts";
import { errorTitles, serviceLabels } from "../../src/i18n/shared.ts";
import { LOCALES, localePath, ROUTES } from "../../core/routes.ts";
import { openMenuIfFolded, t } from "./ui-helpers.ts";

for (const locale of LOCALES) {
  test(`an unknown path shows the not-found page with the path (${locale})`, async ({ page }) => {
    const path = localePath(locale, "/no-such-page/here");
    await page.goto(path);
    await expect(page.getByTestId("error-page")).toHaveText(`${t(locale, errorTitles.notFound)}: ${path}`);
    await expect(page.getByTestId("page-title")).toHaveCount(0);
  });
}

test("the language switcher keeps the page and its query", async ({ page, context }) => {
  await page.goto("/tree?code=0101210000");
  const tree = ROUTES.find((r) => r.key === "tree");
  if (!tree) throw new Error("no tree route");

  await page.getByTestId("lang-kk").click();
  await expect(page).toHaveURL(/\/kk\/tree\?code=0101210000$/);
  await expect(page.getByTestId("page-title")).toHaveText(t("kk", tree.title));
  await expect(page.locator("html")).toHaveAttribute("lang", "kk");
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "locale")?.value).toBe("kk");

  await page.getByTestId("lang-en").click();
  await expect(page).toHaveURL(/\/en\/tree\?code=0101210000$/);
  await expect(page.getByTestId("page-title")).toHaveText(t("en", tree.title));

  await page.getByTestId("lang-ru").click();
  // The whole path: /en/tree?code=… ends the same way, and would pass before the switch has happened.
  await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`, { timeout: 15_000 }).toBe("/tree?code=0101210000");
  await expect(page.getByTestId("page-title")).toHaveText(t("ru", tree.title));
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "locale")?.value).toBe("ru");
});

test("the locale cookie lasts a year, on the whole site, SameSite=Lax", async ({ page, context }) => {
  await page.goto("/en/contacts");
  await expect(page.getByTestId("page-title")).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "locale")?.value).toBe("en");
  const cookie = (await context.cookies()).find((c) => c.name === "locale");
  expect(cookie?.path).toBe("/");
  expect(cookie?.sameSite).toBe("Lax");
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
});

test("the colour mode persists across a reload and sets data-theme", async ({ page }) => {
  await page.goto("/tree");
  await openMenuIfFolded(page);
  await page.getByTestId("colour-mode").selectOption("dark");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await page.evaluate(() => localStorage.getItem("colour-mode"))).toBe("dark");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByTestId("colour-mode")).toHaveValue("dark");

  await openMenuIfFolded(page);
  await page.getByTestId("colour-mode").selectOption("light");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
});

test("the theme is on <html> before the app's script runs (no flash)", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("colour-mode", "dark"));
  // Block the app bundle: only the inline script in index.html can set the theme.
  await page.route(/\/(assets|src)\/.*\.(js|tsx?)(\?.*)?$/, (route) => route.abort());
  await page.goto("/en/tree", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the section navigation works at every width", async ({ page }) => {
  await page.goto("/");
  await openMenuIfFolded(page);
  const nav = page.getByRole("banner").getByRole("navigation", { name: t("ru", { id: "header.nav", message: "Разделы" }) });
  for (const route of ROUTES.filter((r) => r.nav)) {
    await expect(nav.getByRole("link", { name: t("ru", route.title), exact: true })).toBeVisible();
  }
  const tree = ROUTES.find((r) => r.key === "tree");
  if (!tree) throw new Error("no tree route");
  await nav.getByRole("link", { name: t("ru", tree.title), exact: true }).click();
  await expect(page).toHaveURL(/\/tree$/);
  await expect(page.getByTestId("page-title")).toHaveText(t("ru", tree.title));
  // The phone menu closes once the page changes.
  const menu = page.getByTestId("menu-button");
  if (await menu.isVisible()) await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test("the all-services menu lists the sibling sections from /api/v1/site", async ({ page, request }) => {
  const site = (await (await request.get("/api/v1/site")).json()) as { data: { services: { id: string; url: string }[] } };
  await page.goto("/kk/tree");
  await openMenuIfFolded(page);
  const button = page.getByTestId("all-services");
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  for (const s of site.data.services) {
    const label = serviceLabels[s.id];
    const link = page.locator("#services-popup").getByRole("link", { name: label ? t("kk", label) : s.id, exact: true });
    await expect(link).toHaveAttribute("href", s.url);
  }
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("the home search opens a full code on its card", async ({ page }) => {
  await page.goto("/en");
  const hero = page.getByTestId("search-hero");
  await hero.locator("input").fill("0101 21 000 0");
  await hero.getByRole("combobox").press("Enter");
  await expect(page).toHaveURL(/\/en\/custom\/0101210000$/);
});

test("tap targets in the header are at least 44 px", async ({ page }) => {
  await page.goto("/tree");
  // The header renders with the app: wait for it before counting its controls.
  await expect(page.getByTestId("page-title")).toBeVisible();
  await openMenuIfFolded(page);
  const targets = page.locator(".site-header a:visible, .site-header button:visible, .site-header select:visible");
  const count = await targets.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const box = await targets.nth(i).boundingBox();
    expect(box, `header control ${i}`).not.toBeNull();
    expect(Math.round(box?.height ?? 0), await targets.nth(i).innerText()).toBeGreaterThanOrEqual(44);
  }
});

test("a page chunk that fails to load reloads once, then shows the error page", async ({ page }) => {
  // Without its chunk React cannot hydrate the page's HTML and falls back to rendering the error page (#422).
  test.info().annotations.push({ type: "hydration-fallback-expected" });
  let loads = 0;
  page.on("load", () => loads++);
  // Every copy of the tree page's chunk is gone (as after a deployment that replaced it).
  await page.route(/\/assets\/tree-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/en/tree");
  await expect(page.getByTestId("error-page")).toHaveText(t("en", errorTitles.server));
  expect(loads).toBe(2); // the first load and exactly one reload
  expect(await page.evaluate(() => sessionStorage.getItem("chunk-reload:/en/tree"))).not.toBeNull();
  await expect(page.getByRole("link", { name: t("en", { id: "error.home", message: "" }) })).toHaveAttribute("href", "/en");
});
