import { expect, test } from "./fixtures.ts";
import { collectErrors } from "./ui-helpers.ts";

// The e2e server's data is imported once, so it has recorded no change: the page shows its empty state from the
// real answer.

const CASES = [
  { locale: "ru", prefix: "", empty: "Изменений не найдено" },
  { locale: "kk", prefix: "/kk", empty: "Өзгерістер табылмады" },
  { locale: "en", prefix: "/en", empty: "No changes found" },
];

for (const c of CASES) {
  test(`/changes says what is tracked when nothing changed, in ${c.locale}`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${c.prefix}/changes`);
    await expect(page.getByTestId("changes-empty")).toContainText(c.empty);
    expect(errors).toEqual([]);
  });
}
