import { expect, type Locator, type Page, test } from "./fixtures.ts";
import { focusSearch } from "./ui-helpers.ts";

// Spec §9: an autocomplete list is at most 250 px high (scrolling inside) and opens upward when
// less than that remains below the box and more is left above.
test.use({ viewport: { width: 390, height: 844 } });

const box = (page: Page) => page.getByTestId("search-header");

async function typeQuery(page: Page, query: string): Promise<void> {
  await (await focusSearch(page, "search-header")).pressSequentially(query, { delay: 30 });
  await expect(box(page).getByRole("option").first()).toBeVisible({ timeout: 15_000 });
}

/** Space left between the box's bottom and the viewport's. */
const roomBelow = (page: Page) => box(page).evaluate((el) => window.innerHeight - el.getBoundingClientRect().bottom);

async function expectAbove(pop: Locator, field: Locator): Promise<void> {
  const popBox = await pop.boundingBox();
  const fieldBox = await field.boundingBox();
  expect((popBox?.y ?? Infinity) + (popBox?.height ?? 0)).toBeLessThanOrEqual(fieldBox?.y ?? 0);
}

test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "a 390 px phone layout; the desktop project would repeat it");
});

test("the header search's list is at most 250 px high and scrolls inside", async ({ page }) => {
  await page.goto("/tree");
  await typeQuery(page, "ноутбук");
  const pop = box(page).locator(".search-pop");
  const size = await pop.evaluate((el) => ({ height: el.getBoundingClientRect().height, content: el.scrollHeight }));
  // Enough suggestions to overflow, so the cap is what holds the height.
  expect(size.content).toBeGreaterThan(250);
  expect(size.height).toBeLessThanOrEqual(250);
});

test("the list opens upward once the box is scrolled near the bottom, and below again when scrolled back", async ({ page }) => {
  await page.goto("/tree");
  await expect(box(page)).toBeVisible();
  // The header starts every page: a spacer above it lets the page scroll the box down to 100 px
  // above the viewport's bottom.
  await page.evaluate(() => {
    const spacer = document.createElement("div");
    spacer.style.height = "2000px";
    document.body.prepend(spacer);
  });
  await box(page).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - (window.innerHeight - 100)));
  expect(await roomBelow(page)).toBeCloseTo(100, -1);

  await typeQuery(page, "ноутбук");
  const pop = box(page).locator(".search-pop");
  await expect(pop).toHaveAttribute("data-placement", "up");
  await expectAbove(pop, box(page).getByRole("combobox"));

  // Scrolled so that the whole page height is free below the box: the open list follows.
  await box(page).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 60));
  expect(await roomBelow(page)).toBeGreaterThan(250);
  await expect(pop).toHaveAttribute("data-placement", "down");
});
