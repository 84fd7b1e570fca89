import { expect, test } from "./fixtures.ts";
import { collectErrors } from "./ui-helpers.ts";

// The page an alert mail's unsubscribe link opens, signed out. The e2e server sends no alert mails (no data
// import runs during the tests), so no genuine token exists here: the server's checks of genuine tokens, the
// one-click POST and the mails are in tests/server/services/user/alert-mails.api.test.ts. Here: the button
// and the server's refusal of a damaged link, and a link without its token.

const REFUSED = { ru: "Ссылка для отписки недействительна", kk: "Жазылымнан бас тарту сілтемесі жарамсыз", en: "This unsubscribe link is not valid" };
const at = (lang: string, path: string) => (lang === "ru" ? path : `/${lang}${path}`);

for (const lang of ["ru", "kk", "en"] as const) {
  test(`a damaged unsubscribe link changes nothing until the button, then says it is not valid (${lang})`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(at(lang, "/unsubscribe?token=AAAA.BBBB"));
    const button = page.getByTestId("unsubscribe-confirm");
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.getByTestId("unsubscribe-rejected")).toContainText(REFUSED[lang]);
    await expect(page.getByTestId("unsubscribe-confirm")).toHaveCount(0);
    await expect(page.getByTestId("unsubscribe-rejected").getByRole("link")).toHaveAttribute("href", at(lang, "/profile/notifications"));
    expect(errors.filter((e) => !e.includes("400"))).toEqual([]);
  });
}

test("an unsubscribe link without its token says so and offers the settings", async ({ page }) => {
  await page.goto("/en/unsubscribe");
  await expect(page.getByTestId("unsubscribe-rejected")).toContainText("no unsubscribe key");
  await expect(page.getByTestId("unsubscribe-confirm")).toHaveCount(0);
});

test("the unsubscribe page is kept from crawlers", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/unsubscribe", "/kk/unsubscribe", "/en/unsubscribe"]) expect(robots).toContain(`Disallow: ${path}`);
});
