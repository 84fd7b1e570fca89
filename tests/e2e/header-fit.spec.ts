// The header fits the page at every width (issue #14, item 5): signed in it carries the language switch, the
// section links and the e-mail, the longest in Kazakh, and at 1280 and 320 px it once pushed the page sideways.
import { expect, type Page, test } from "./fixtures.ts";
import { verifiedAccount } from "./accounts.ts";
import { LOCALES, localePath } from "../../core/routes.ts";

const PAGES = ["/", "/tree", "/fea"];
const WIDTHS = [1280, 1024, 390, 320];

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The header's visible links and buttons with their boxes (a phone's open menu included). */
function controlBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".site-header a, .site-header button")]
      .filter((el) => el.checkVisibility() && el.getBoundingClientRect().width > 1)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.dataset.testid ?? el.textContent?.trim() ?? el.tagName, x: r.x, y: r.y, width: r.width, height: r.height };
      }),
  );
}

/** Every pair of controls whose boxes share more than a pixel's edge. */
function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (across > 1 && down > 1) found.push(`${a.name} × ${b.name}`);
    }
  }
  return found;
}

/** At each width: no sideways scroll, no two header controls on top of each other, the phone menu open too. */
async function expectHeaderFits(page: Page, path: string, signedIn: boolean) {
  await page.goto(path);
  await expect(page.getByTestId(signedIn ? "account-toggle" : "account-login")).toBeAttached();
  // A free account meets the paid-plan dialog on /fea; its overlay would take the menu button's clicks.
  if (signedIn && path.endsWith("/fea")) {
    const dialog = page.locator(".modal--open [role='dialog']");
    await dialog.getByTestId("modal-close").click();
    await expect(dialog).toHaveCount(0);
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const label = `${path} at ${width} px`;
    await expect
      .poll(() => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? Infinity) - window.innerWidth), { message: label })
      .toBeLessThanOrEqual(0);
    expect(overlaps(await controlBoxes(page)), label).toEqual([]);
    const menu = page.getByTestId("menu-button");
    if (await menu.isVisible()) {
      await menu.click();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      expect(overlaps(await controlBoxes(page)), `${label}, menu open`).toEqual([]);
      await menu.click();
      await expect(menu).toHaveAttribute("aria-expanded", "false");
    }
  }
}

// Three pages at four widths in one test: one sign-in each, on a loaded machine.
test.describe.configure({ timeout: 120_000 });

for (const locale of LOCALES) {
  test(`the header fits at 1280, 1024, 390 and 320 px, signed out (${locale})`, async ({ page }) => {
    for (const path of PAGES) await expectHeaderFits(page, localePath(locale, path), false);
  });

  test(`the header fits at 1280, 1024, 390 and 320 px, signed in (${locale})`, async ({ page }) => {
    const account = await verifiedAccount(page.request, `header-${locale}`);
    expect((await page.request.post("/auth/api/login", { data: { username: account.email, password: account.password } })).status()).toBe(200);
    for (const path of PAGES) await expectHeaderFits(page, localePath(locale, path), true);
  });
}
