import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { verifiedAccount } from "./accounts.ts";
import { axeViolations, settled } from "./axe.ts";
import { collectErrors } from "./ui-helpers.ts";

// Code groups (issue 18 item 4): made and filled on /profile/my-groups, shared read-only, calculated as a batch.
// One walk per language and width on the desktop project; the 390 px layout by resizing.
test.beforeEach(() => test.skip(test.info().project.name === "phone", "the walks below resize to 390 px themselves"));

const at = (lang: string, path: string) => (lang === "ru" ? path : `/${lang}${path}`);
/** The page fits its width: nothing sticks out to the right. */
/** How far the page's own content sticks out to the right (the signed-in header's width is the shell's business). */
const fits = (page: Page) => page.locator("article.page").evaluate((e) => Math.max(e.scrollWidth - e.clientWidth, e.getBoundingClientRect().right - document.documentElement.clientWidth));

for (const [lang, width] of [["ru", 1280], ["kk", 390], ["en", 1280], ["ru", 390], ["kk", 1280], ["en", 390]] as const) {
  test(`a group is made, filled, shared, revoked and calculated as a batch (${lang}, ${width} px)`, async ({ page, request }) => {
    test.slow(); // one walk through every part of the page, the shared link and the calculator
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: 900 });
    const account = await verifiedAccount(request, `groups-${lang}`);
    await page.request.post("/auth/api/login", { data: { username: account.email, password: account.password } });

    await page.goto(at(lang, "/profile/my-groups"));
    await expect(page.getByTestId("groups-empty")).toBeVisible();
    await page.getByTestId("group-new-name").fill("Клиент А — запчасти");
    await page.getByTestId("group-create").click();
    await expect(page.getByTestId("group-panel")).toBeVisible();
    await expect(page.getByTestId("group-empty")).toBeVisible();

    await page.getByTestId("group-add-input").fill("0101 29 100 0, 8471300000 9999999999");
    await page.getByTestId("group-add").click();
    await expect(page.getByTestId("group-codes").locator("tbody tr")).toHaveCount(2);
    await expect(page.getByTestId("group-unknown")).toContainText("9999 99 999 9");
    await page.getByTestId("group-import").setInputFiles({ name: "codes.csv", mimeType: "text/csv", buffer: Buffer.from("Код;Наименование\n2917360000;кислота\n") });
    await expect(page.getByTestId("group-codes").locator("tbody tr")).toHaveCount(3);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await fits(page)).toBeLessThanOrEqual(0);

    const download = page.waitForEvent("download");
    await page.getByTestId("export-csv").click();
    const csv = readFileSync((await (await download).path())!, "utf8");
    expect(csv).toContain("0101291000");
    expect(csv).toContain("2917360000");

    await page.getByTestId("group-share-on").click();
    const link = await page.getByTestId("group-share-link").getAttribute("href");
    expect(link).toMatch(/\/groups\/[A-Za-z0-9_-]{43}$/);

    // The link, signed out in a fresh context: the codes with names and duties, nothing to change.
    const guest = await page.context().browser()!.newPage({ viewport: { width, height: 900 } });
    await guest.goto(link!);
    await expect(guest.getByTestId("shared-group")).toContainText("Клиент А — запчасти");
    await expect(guest.getByTestId("group-codes").locator("tbody tr")).toHaveCount(3);
    await expect(guest.getByRole("button")).not.toContainText([/Убрать|Remove|Алып/]);
    expect(await fits(guest)).toBeLessThanOrEqual(0);

    await page.getByTestId("group-unshare").click();
    await expect(page.getByTestId("group-share-on")).toBeVisible();
    await guest.reload();
    await expect(guest.getByTestId("shared-group-error")).toBeVisible();
    await guest.close();

    await page.getByTestId("group-calculate").click();
    await expect(page.getByTestId("batch-form")).toBeVisible();
    await page.getByTestId("batch-origin").selectOption("US");
    await page.getByTestId("batch-amount").fill("1000");
    await page.getByTestId("batch-currency").selectOption("KZT");
    await page.getByTestId("batch-submit").click();
    const rows = page.getByTestId("batch-table").locator("tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText("0101 29 100 0");
    // Each code is named by its full name in the page's language (a bare "прочие" would not say which goods).
    const names = await request.get("/api/v1/codes/names?codes=0101291000", { headers: { lang } });
    const fullName = ((await names.json()) as { data: { full_name: string }[] }).data[0]?.full_name ?? "";
    expect(fullName).toContain(": ");
    await expect(rows.first()).toContainText(fullName);
    await expect(page.getByTestId("export-xlsx")).toBeEnabled();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await fits(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}

test("a code card adds its code to a group beside the star; signed out, it asks to sign in", async ({ page, request }) => {
  await page.goto("/en/custom/0101291000");
  await page.getByTestId("add-to-group").click();
  await expect(page.getByTestId("modal-login")).toBeVisible();

  const account = await verifiedAccount(request, "groups-card");
  await page.request.post("/auth/api/login", { data: { username: account.email, password: account.password } });
  await page.goto("/en/custom/0101291000");
  await page.getByTestId("add-to-group").click();
  await page.getByTestId("add-to-group-name").fill("Horses");
  await page.getByTestId("add-to-group-create").click();
  await expect(page.getByTestId("add-to-group-panel").getByRole("checkbox", { name: "Horses" })).toBeChecked();
  await page.goto("/en/profile/my-groups");
  await expect(page.getByTestId("group-codes")).toContainText("0101 29 100 0");
});
