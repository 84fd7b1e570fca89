import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { verifiedAccount } from "./accounts.ts";
import { axeViolations, settled } from "./axe.ts";
import { collectErrors } from "./ui-helpers.ts";

// Private notes (issue 18 item 5): written beside a code, found on /profile/notes, edited there in place.
test.beforeEach(() => test.skip(test.info().project.name === "phone", "the walks below resize to 390 px themselves"));

const at = (lang: string, path: string) => (lang === "ru" ? path : `/${lang}${path}`);
/** How far the page's own content sticks out to the right (the signed-in header's width is the shell's business). */
const fits = (page: Page) => page.locator("article.page").evaluate((e) => Math.max(e.scrollWidth - e.clientWidth, e.getBoundingClientRect().right - document.documentElement.clientWidth));

for (const [lang, width] of [["ru", 1280], ["kk", 390], ["en", 1280], ["ru", 390], ["kk", 1280], ["en", 390]] as const) {
  test(`a note on a code shows on its card and is found and edited on the notes page (${lang}, ${width} px)`, async ({ page, request }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: 900 });
    const account = await verifiedAccount(request, `notes-${lang}`);
    await page.request.post("/auth/api/login", { data: { username: account.email, password: account.password } });

    await page.goto(at(lang, "/custom/0101291000"));
    await page.getByTestId("note-add").click();
    await page.getByTestId("note-input").fill("Клиент Альфа: нужен ветеринарный сертификат");
    await page.getByTestId("note-save").click();
    await expect(page.getByTestId("note-text")).toHaveText("Клиент Альфа: нужен ветеринарный сертификат");
    await page.reload();
    await expect(page.getByTestId("note-text")).toHaveText("Клиент Альфа: нужен ветеринарный сертификат");

    await page.goto(at(lang, "/profile/notes"));
    await expect(page.getByTestId("notes-list").locator("li")).toHaveCount(1);
    await page.getByTestId("notes-search").fill("ветер серт");
    await expect(page.getByTestId("notes-list")).toContainText("0101 29 100 0");
    // The code's full name in the page's language: its own name alone may be a bare "прочие".
    const names = await request.get("/api/v1/codes/names?codes=0101291000", { headers: { lang } });
    const fullName = ((await names.json()) as { data: { full_name: string }[] }).data[0]?.full_name ?? "";
    expect(fullName).toContain(": ");
    await expect(page.getByTestId("notes-list")).toContainText(fullName);
    await page.getByTestId("notes-search").fill("контейнер");
    await expect(page.getByTestId("notes-empty")).toBeVisible();
    await page.getByTestId("notes-search").fill("");
    await page.getByTestId("note-edit").click();
    await page.getByTestId("note-input").fill("Сертификат получен");
    await page.getByTestId("note-save").click();
    await expect(page.getByTestId("note-text")).toHaveText("Сертификат получен");
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await fits(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}
