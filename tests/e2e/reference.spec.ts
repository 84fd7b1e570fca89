import { expect, test } from "./fixtures.ts";
import { verifiedAccount } from "./accounts.ts";
import { collectErrors } from "./ui-helpers.ts";

test("/reference shows the units and the countries with EAEU flags from the server", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/reference");
  const units = page.getByTestId("ref-units");
  await expect(units.locator("tbody tr")).toHaveCount(25);
  const kilogram = units.locator("tbody tr", { has: page.getByRole("cell", { name: "Килограмм", exact: true }) });
  await expect(kilogram).toContainText("166");

  await page.getByTestId("ref-tab-countries").click();
  const countries = page.getByTestId("ref-countries");
  await expect(countries.locator("tbody tr").first()).toBeVisible();
  expect(await countries.locator("tbody tr").count()).toBeGreaterThan(200);
  await page.getByTestId("countries-eaeu-only").check();
  await expect(countries.locator("tbody tr")).toHaveCount(5);
  await expect(countries.getByTestId("eaeu-flag")).toHaveCount(5);
  await page.getByTestId("countries-eaeu-only").uncheck();
  await page.getByTestId("countries-filter").fill("KAZ");
  await expect(countries.locator("tbody tr")).toHaveCount(1);
  await expect(countries.locator("tbody tr")).toContainText("Казахстан");
  await expect(countries.getByTestId("eaeu-flag")).toBeVisible();

  // ETT notes: a Russia-only note says so in words.
  await page.getByTestId("ref-tab-ett-notes").click();
  await expect(page.getByTestId("ref-ett-notes").locator("tbody tr")).toHaveCount(117);
  expect(errors).toEqual([]);
});

test("/export-tariff lists the duties and answers a code lookup, with the legal act when there is no duty", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/en/export-tariff");
  await expect(page.getByTestId("export-duties").locator("tbody tr")).toHaveCount(8);
  await expect(page.getByTestId("export-duty-bitumen")).toContainText("2713 20 000 0");

  await page.getByTestId("export-code-input").fill("2713 20 000 0");
  await page.getByTestId("export-code-submit").click();
  await expect(page.getByTestId("export-answer-duty")).toBeVisible();
  await expect(page.getByTestId("export-answer-table").locator("tbody tr")).toHaveCount(1);

  await page.getByTestId("export-code-input").fill("0101210000");
  await page.getByTestId("export-code-submit").click();
  const none = page.getByTestId("export-answer-none");
  await expect(none).toBeVisible();
  await expect(none).toContainText("81");
  await expect(none.getByRole("link")).toHaveAttribute("href", /adilet\.zan\.kz/);
  expect(errors).toEqual([]);
});

test("favourites: a signed-out visitor is offered the login", async ({ page }) => {
  await page.goto("/favourites");
  await page.getByTestId("saved-login").click();
  await expect(page.getByTestId("modal-login")).toBeVisible();
});

test("favourites: a code added through the API is listed with its name on /favourites and can be removed", async ({ page, request }) => {
  const errors = collectErrors(page);
  const account = await verifiedAccount(request, "favourites");
  await page.request.post("/auth/api/login", { data: { username: account.email, password: account.password } });
  const access = (await (await page.request.get("/auth/api/access/cookie")).json()) as { data: { access_token: string } };
  const added = await page.request.post("/user/api/favourites", {
    headers: { authorization: `Bearer ${access.data.access_token}` },
    data: { code: "0101210000" },
  });
  expect(added.status()).toBe(200);

  await page.goto("/favourites");
  const item = page.getByTestId("saved-0101210000");
  await expect(item).toBeVisible();
  await expect(item.getByRole("link", { name: "0101 21 000 0" })).toHaveAttribute("href", "/custom/0101210000");
  // Its full name (issue 21): the line's own name with its path, self-sufficient.
  await expect(item).toContainText("Чистопородные племенные животные: лошади; лошади, ослы, мулы и лошаки живые");
  // The list empties at once; the server's answer to the removal is what the check below reads.
  const removed = page.waitForResponse((r) => r.url().includes("/user/api/favourites") && r.request().method() === "DELETE");
  await page.getByTestId("remove-0101210000").click();
  await expect(page.getByTestId("favourites-empty")).toBeVisible();
  expect((await removed).ok()).toBe(true);

  const after = await page.request.get("/user/api/favourites", { headers: { authorization: `Bearer ${access.data.access_token}` } });
  expect(((await after.json()) as { data: unknown[] }).data).toEqual([]);
  expect(errors).toEqual([]);
});
