import { expect, type Page, test } from "./fixtures.ts";
import { LOCALES, localePath, ROUTES } from "../../core/routes.ts";
import { collectErrors, t } from "./ui-helpers.ts";

// The printed path to 0101 21 000 0: section I, chapter 01, heading 0101, the uncoded line "лошади:".
const PATH = ["SI", "01", "0101", "01-L2"];
const CODE = "0101210000";

const route = (key: string) => {
  const r = ROUTES.find((x) => x.key === key);
  if (!r) throw new Error(`no route ${key}`);
  return r;
};

async function expand(page: Page, id: string) {
  const toggle = page.getByTestId(`tree-toggle-${id}`);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

for (const locale of LOCALES) {
  test(`the tree opens from a section down to a 10-digit code (${locale})`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(localePath(locale, "/tree"));
    await expect(page.getByTestId("page-title")).toHaveText(t(locale, route("tree").title));
    await expect(page.locator('[data-testid^="tree-node-S"]')).toHaveCount(21);

    for (const id of PATH) await expand(page, id);

    const row = page.getByTestId(`tree-node-${CODE}`);
    await expect(row).toBeVisible();
    const link = row.getByRole("link", { name: "0101 21 000 0" });
    await expect(link).toHaveAttribute("href", localePath(locale, `/custom/${CODE}`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, `/custom/${CODE}`)}$`));
    await expect(page.getByTestId("page-title")).toHaveText(t(locale, route("customCode").title));
    expect(errors).toEqual([]);
  });
}

test("names come in the page's locale where the data has them", async ({ page }) => {
  await page.goto("/en/tree");
  await expect(page.getByTestId("tree-node-SI")).toContainText("live animals; animal products");
  await page.goto("/tree");
  await expect(page.getByTestId("tree-node-SI")).toContainText("ЖИВЫЕ ЖИВОТНЫЕ");
});

test("a node collapses again", async ({ page }) => {
  await page.goto("/tree");
  await expand(page, "SI");
  await expect(page.getByTestId("tree-node-01")).toBeVisible();
  await page.getByTestId("tree-toggle-SI").click();
  await expect(page.getByTestId("tree-toggle-SI")).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByTestId("tree-node-01")).toHaveCount(0);
});

test("a deep link ?code= opens the path down to the code", async ({ page }) => {
  await page.goto(`/kk/tree?code=${CODE}`);
  const row = page.getByTestId(`tree-node-${CODE}`);
  await expect(row).toBeVisible();
  await expect(row).toHaveClass(/is-target/);
  for (const id of PATH) await expect(page.getByTestId(`tree-toggle-${id}`)).toHaveAttribute("aria-expanded", "true");
  // The user can still close what the link opened.
  await page.getByTestId("tree-toggle-0101").click();
  await expect(row).toHaveCount(0);
});

test("the code form finds a code and rejects a short one", async ({ page }) => {
  await page.goto("/en/tree");
  const input = page.getByRole("textbox", { name: t("en", { id: "tree.jump.label", message: "Найти код в дереве" }) });
  await input.fill("0101");
  await input.press("Enter");
  await expect(page.getByText(t("en", { id: "tree.jump.invalid", message: "Введите код из 10 цифр." }))).toBeVisible();
  await input.fill("0101 29 100 0");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/en\/tree\?code=0101291000$/);
  await expect(page.getByTestId("tree-node-0101291000")).toBeVisible();
});

test("an unknown code says so", async ({ page }) => {
  await page.goto("/tree?code=9999999999");
  await expect(page.getByRole("alert")).toContainText("9999 99 999 9");
  await expect(page.getByTestId("tree-node-SI")).toBeVisible();
});

test("the copy button copies digits only", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __copied: string[] };
    w.__copied = [];
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void w.__copied.push(text) },
    });
  });
  await page.goto(`/tree?code=${CODE}`);
  const row = page.getByTestId(`tree-node-${CODE}`);
  await row.getByRole("button", { name: t("ru", { id: "code.copy", message: "Скопировать код {code}", values: { code: "0101 21 000 0" } }) }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([CODE]);
});

test("a failed level shows a sentence and a retry that works", async ({ page }) => {
  let fail = true;
  await page.route("**/api/v1/products/tree?parent=SI", async (r) => {
    if (fail) return r.fulfill({ status: 503, body: "{}" });
    return r.fallback();
  });
  // The sections arrive rendered by the server; the browser asks for a section's chapters when opened.
  await page.goto("/en/tree");
  await page.getByTestId("tree-toggle-SI").click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(t("en", { id: "tree.error", message: "" }));
  fail = false;
  await alert.getByRole("button", { name: t("en", { id: "common.retry", message: "" }) }).click();
  await expect(page.getByTestId("tree-node-01")).toBeVisible();
});

test("a deep link shows its breadcrumbs from the section, each one a link into the tree", async ({ page }) => {
  await page.goto(`/en/tree?code=${CODE}`);
  const crumbs = page.getByTestId("tree-breadcrumbs");
  await expect(crumbs.getByRole("listitem")).toHaveCount(PATH.length + 1);
  await expect(crumbs.getByRole("link").first()).toHaveText(t("en", { id: "tree.section", message: "Раздел {n}", values: { n: "I" } }));
  await expect(crumbs.getByRole("link").nth(1)).toHaveText(t("en", { id: "tree.chapter", message: "Группа {n}", values: { n: "01" } }));
  await expect(crumbs.locator('[aria-current="location"]')).toContainText("0101 21 000 0");
  await crumbs.getByRole("link", { name: "0101", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/tree\?code=0101$/);
  await expect(page.getByTestId("tree-node-0101")).toHaveClass(/is-target/);
  await expect(page.getByTestId("tree-breadcrumbs").locator('[aria-current="location"]')).toContainText("0101");
});

test("chapter and section notes open on demand", async ({ page }) => {
  let asked = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/v1/products/notes")) asked++;
  });
  await page.goto("/kk/tree");
  await expand(page, "SI");
  expect(asked).toBe(0); // nothing is loaded before the user asks
  const toggle = page.getByTestId("tree-notes-toggle-01");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const notes = page.getByTestId("tree-notes-01");
  await expect(notes).toContainText("В данную группу включаются все живые животные");
  await expect(notes).toContainText(t("kk", { id: "tree.notes.russianOnly", message: "" }));
  await toggle.click();
  await expect(notes).toHaveCount(0);
  await page.getByTestId("tree-notes-toggle-SV").click();
  await expect(page.getByTestId("tree-notes-SV")).toHaveText(t("kk", { id: "tree.notes.none", message: "" }));
});

test("a long level renders only a window of rows, and scrolling reaches the last one", async ({ page }) => {
  await page.goto("/tree?code=84"); // a chapter link opens the chapter itself
  await expect(page.getByTestId("tree-toggle-84")).toHaveAttribute("aria-expanded", "true");
  const list = page.locator("#tree-children-84 > ul.tree-list");
  await expect(list).toHaveAttribute("data-windowed", "true");
  await expect(list).toHaveAttribute("data-rows", "86");
  const rendered = await list.locator(":scope > li.tree-item").count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(86);
  await expect(page.getByTestId("tree-node-8487")).toHaveCount(0);
  // Scroll down step by step, as a reader would; the last heading of chapter 84 comes into the page.
  for (let i = 0; i < 40 && (await page.getByTestId("tree-node-8487").count()) === 0; i++) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(50);
  }
  await page.getByTestId("tree-node-8487").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("tree-node-8487")).toBeVisible();
  expect(await list.locator(":scope > li.tree-item").count()).toBeLessThan(86);
  // The first rows are spacers now, and the page still opens a row further down.
  await expect(page.getByTestId("tree-node-8401")).toHaveCount(0);
  await page.getByTestId("tree-toggle-8487").click();
  await expect(page.getByTestId("tree-toggle-8487")).toHaveAttribute("aria-expanded", "true");
});
