import { expect, type Page, test } from "@playwright/test";
import { LOCALES, localePath, ROUTES } from "../../src/routes/table.ts";
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
  await page.route("**/api/v1/products/tree", async (r) => {
    if (fail) return r.fulfill({ status: 503, body: "{}" });
    return r.fallback();
  });
  await page.goto("/en/tree");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(t("en", { id: "tree.error", message: "" }));
  fail = false;
  await alert.getByRole("button", { name: t("en", { id: "common.retry", message: "" }) }).click();
  await expect(page.getByTestId("tree-node-SI")).toBeVisible();
});
