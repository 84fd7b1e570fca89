import { expect, type Page, test } from "./fixtures.ts";
import { endpoints, type Endpoint } from "../../core/contract/index.ts";
import { openAs } from "./importer-card-helpers.ts";
import { collectErrors } from "./ui-helpers.ts";

// The pages read the same access rules as the server (issue 17): signed out and on the free plan, /fea and
// /fea/countries show the official figures, never ask for a call the rule refuses them, and say what the plans
// open in place of the rest; the rate modal opens for a free user on the pages whose rule wants a permission.

/** Paths of the contract's calls that refuse somebody, as patterns on a request's path. */
const guarded = (Object.values(endpoints) as Endpoint[])
  .filter((e) => e.access !== "everyone" && e.tag !== "user" && e.tag !== "auth")
  .map((e) => new RegExp(`^${e.path.replace(/\{\w+\}/g, "[^/]+")}$`));

/** Every API request of the page whose call the rule would refuse (none must be made). */
function refusedCalls(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (r) => {
    const { pathname } = new URL(r.url());
    if (guarded.some((p) => p.test(pathname))) asked.push(pathname);
  });
  return asked;
}

test("signed out: /fea and /fea/countries show the official figures and what the plans open, and ask nothing paid", async ({ page }) => {
  const errors = collectErrors(page);
  const asked = refusedCalls(page);
  await page.goto("/fea");
  await expect(page.getByTestId("fea-total")).toHaveText(/\d/);
  await expect(page.getByTestId("fea-paid-part").first()).toBeVisible();
  await expect(page.getByTestId("fea-paid-login").first()).toBeVisible();
  await expect(page.getByTestId("fea-top-companies")).toHaveCount(0);
  await expect(page.getByTestId("modal-rate")).toHaveCount(0);

  await page.goto("/en/fea/countries");
  await expect(page.getByTestId("countries-table").locator("tbody tr").first()).toBeVisible();
  await page.getByTestId("countries-table").locator("tbody tr").first().getByRole("button").first().click();
  await expect(page.getByTestId("fea-paid-part")).toBeVisible();
  await expect(page.getByTestId("fea-paid-part")).toContainText("Standard");
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test("free plan: the rate modal opens on /fea and /importer-card, and closed it leaves only what the plan opens", async ({ page, request }) => {
  // An account, then three pages, each loaded afresh.
  test.slow();
  const errors = collectErrors(page);
  const asked = refusedCalls(page);
  await openAs(page, request, "access-free", null, "/fea");
  await expect(page.getByTestId("modal-rate")).toBeVisible();
  await page.getByTestId("modal-close").click();
  await expect(page.getByTestId("modal-rate")).toHaveCount(0);
  await expect(page.getByTestId("fea-total")).toHaveText(/\d/);
  await expect(page.getByTestId("fea-paid-part").first()).toBeVisible();
  // Signed in: the way on is a plan, not a sign-in.
  await expect(page.getByTestId("fea-paid-login")).toHaveCount(0);
  await expect(page.getByTestId("fea-paid-tariffs").first()).toHaveAttribute("href", "/tariffs");

  await page.goto("/kk/fea/countries");
  await expect(page.getByTestId("modal-rate")).toBeVisible();
  await page.getByTestId("modal-close").click();
  await expect(page.getByTestId("countries-table").locator("tbody tr").first()).toBeVisible();

  await page.goto("/importer-card");
  await expect(page.getByTestId("modal-rate")).toBeVisible();
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});
