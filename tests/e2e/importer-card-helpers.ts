import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, hydrated } from "./fixtures.ts";
import type { APIRequestContext, Page } from "./fixtures.ts";
import { runAdmin } from "../../server/admin/grant.ts";
import { verifiedAccount } from "./accounts.ts";

// What the importer-card and limit-guard browser tests both do: plans, sign-in, the wizard's walk.

const port = Number(process.env.E2E_PORT ?? 3100);

/** Puts a user on a plan as operators do (`npm run admin -- grant`, through the server's loopback admin call). */
export async function grant(email: string, plan: string): Promise<void> {
  const dataDir = readFileSync(path.resolve(`.test-data/e2e-data-dir-${port}`), "utf8").trim();
  const lines: string[] = [];
  const out = { log: (s: string) => lines.push(s), error: (s: string) => lines.push(s) };
  const code = await runAdmin(["grant", email, plan], { DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1" }, out);
  if (code !== 0) throw new Error(`grant ${email} ${plan}: ${lines.join(" ")}`);
}

/**
 * Opens a page as the signed-in user: the first page stores the session's token and reloads once, so wait for
 * that, and for the page to have come to life: the server draws the importer card's first step, whose field
 * takes text before the wizard's code is there.
 */
export async function openSignedIn(page: Page, address: string) {
  await page.goto(address);
  await expect(page.getByTestId("account-toggle")).toBeAttached();
  await hydrated(page);
}

export async function signedIn(page: Page, request: APIRequestContext, label: string, plan: string | null) {
  const account = await verifiedAccount(request, label);
  if (plan) await grant(account.email, plan);
  const login = await page.request.post("/auth/api/login", { data: { username: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  return account;
}

let reader: Promise<{ authorization: string }> | null = null;

/** The bearer of a user on the standard plan, made once per worker: the tests' own reads of paid calls. */
export function paidBearer(request: APIRequestContext): Promise<{ authorization: string }> {
  reader ??= (async () => {
    const account = await verifiedAccount(request, "reader");
    await grant(account.email, "standard");
    const login = await request.post("/auth/api/login", { data: { username: account.email, password: account.password } });
    const token = ((await login.json()) as { data?: { access_token?: string } }).data?.access_token;
    if (!token) throw new Error(`login: ${login.status()}`);
    return { authorization: `Bearer ${token}` };
  })();
  return reader;
}

/**
 * Answers the wizard's search and scope as the server answers a paid user: for walks whose subject is what
 * happens at confirmation to a signed-out or free visitor, whom the server refuses those calls (card_opening_ved).
 */
export async function searchAsPaid(page: Page, request: APIRequestContext): Promise<void> {
  const headers = await paidBearer(request);
  await page.route(/\/api\/v1\/importers\/(search\?|[^/?]+\/scope)/, async (route) => {
    await route.fulfill({ response: await request.get(route.request().url(), { headers }) });
  });
}

/**
 * Signs in a new user on a plan (null: free) and opens a page, returning once the session is loaded: the first
 * load stores the token and reloads, and the account button names the user only after that.
 */
export async function openAs(page: Page, request: APIRequestContext, label: string, plan: string | null, address: string): Promise<void> {
  const account = await signedIn(page, request, label, plan);
  await openSignedIn(page, address);
  await expect(page.getByTestId("account-toggle")).toContainText(account.email);
}

export interface Importer {
  bin: string;
  name: string;
}

/** The largest importers of the data, read from the paid call (never hard-coded). */
export async function importers(request: APIRequestContext, count: number): Promise<Importer[]> {
  const res = await request.get(`/api/v1/importers?limit=${count}`, { headers: await paidBearer(request) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Importer[] }).data;
}

/**
 * Company → scope (all) → review → confirm, for the importer with this BIN. A free user meets the
 * rate modal on each new page of the wizard (`closeRate`): it is closed on the way.
 */
export async function walkToConfirm(page: Page, bin: string, closeRate = false) {
  await page.getByTestId("ic-search").fill(bin);
  await page.getByTestId("ic-hit").filter({ hasText: bin }).click();
  if (closeRate) await closeRateIfShown(page);
  await expect(page.getByTestId("ic-codes")).toBeVisible();
  await page.getByTestId("ic-next").click();
  if (closeRate) await closeRateIfShown(page);
  await expect(page.getByTestId("ic-step-review")).toBeVisible();
  await page.getByTestId("ic-confirm").click();
}

/** A new step is a new page: the global rate rule opens the modal again for a free user. */
export async function closeRateIfShown(page: Page) {
  const rate = page.getByTestId("modal-rate");
  await rate.waitFor({ state: "visible", timeout: 3000 }).catch(() => undefined);
  if (await rate.isVisible()) {
    await page.getByTestId("modal-close").click();
    await expect(rate).toBeHidden();
  }
}
