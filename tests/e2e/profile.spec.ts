import { expect, test } from "./fixtures.ts";
import { codeAt, stepAt } from "../../server/services/auth/totp.ts";
import { nextTotp, verifiedAccount } from "./accounts.ts";
import { collectErrors, openMenuIfFolded } from "./ui-helpers.ts";

test("a signed-out visitor is offered the login on /profile", async ({ page }) => {
  await page.goto("/en/profile");
  await page.getByTestId("profile-login").click();
  await expect(page.getByTestId("modal-login")).toBeVisible();
});

test("the profile shows the account from the server, and two-factor goes on and off with app codes", async ({ page, request }) => {
  const errors = collectErrors(page);
  const account = await verifiedAccount(request, "profile");
  await page.request.post("/auth/api/login", { data: { username: account.email, password: account.password } });
  await page.goto("/profile");
  await expect(page.getByTestId("profile-email")).toHaveText(account.email);
  await expect(page.getByTestId("profile-plan")).toHaveText("Бесплатный");
  await expect(page.getByTestId("profile-card-limit")).toHaveText("0");

  await page.getByTestId("twofactor-enable").click();
  await expect(page.getByTestId("twofactor-qr")).toBeVisible();
  const secret = (await page.getByTestId("twofactor-secret").innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByTestId("twofactor-code-cell-0").click();
  await page.keyboard.type(codeAt(secret, stepAt(new Date())));
  await expect(page.getByTestId("twofactor-disable")).toBeVisible();

  // The server says so too: a login now asks for the code.
  const login = await request.post("/auth/api/login", { data: { username: account.email, password: account.password } });
  expect(((await login.json()) as { data: { is_2fa_enabled: boolean } }).data.is_2fa_enabled).toBe(true);

  await page.getByTestId("twofactor-disable").click();
  await page.getByTestId("twofactor-code-cell-0").click();
  await page.keyboard.type(nextTotp(secret));
  await expect(page.getByTestId("twofactor-enable")).toBeVisible();
  expect(errors).toEqual([]);
});

test("the password changes on /profile/change-password and the new one signs in", async ({ page, request }) => {
  const account = await verifiedAccount(request, "change");
  await page.request.post("/auth/api/login", { data: { username: account.email, password: account.password } });
  await page.goto("/kk/profile/change-password");
  await page.getByTestId("password-current").fill(account.password);
  await page.getByTestId("password-new").fill("Zhanа2026Kup");
  await page.getByTestId("password-confirmation").fill("Zhana2026Kup");
  await page.getByTestId("password-submit").click();
  // The confirmation differs (a Cyrillic "а"): the form says so and nothing is sent.
  await expect(page.locator("[aria-invalid='true']")).toHaveCount(1);
  await page.getByTestId("password-new").fill("Zhana2026Kup");
  await page.getByTestId("password-submit").click();
  await expect(page.getByTestId("password-done")).toBeVisible();
  const relogin = await request.post("/auth/api/login", { data: { username: account.email, password: "Zhana2026Kup" } });
  expect(relogin.status()).toBe(200);
});

test("a signed-in user without a foreign-trade plan sees the rate modal on the paid pages only", async ({ page, request }) => {
  const account = await verifiedAccount(request, "rate");
  await page.request.post("/auth/api/login", { data: { username: account.email, password: account.password } });
  await page.goto("/en/tree");
  await openMenuIfFolded(page);
  await expect(page.getByTestId("account-toggle")).toContainText(account.email);
  await expect(page.getByTestId("modal-rate")).toHaveCount(0);
  await page.goto("/en/fea");
  await expect(page.getByTestId("modal-rate")).toBeVisible();
  await expect(page.getByTestId("rate-tariffs")).toHaveAttribute("href", "/en/tariffs");
  await page.getByTestId("modal-close").click();
  await expect(page.getByTestId("modal-rate")).toHaveCount(0);
});
