import { expect, type Page, test } from "./fixtures.ts";
import { portalName } from "../../src/i18n/shared.ts";
import { routeTitle } from "../../src/app/routeTitle.ts";
import { collectErrors, openMenuIfFolded, t } from "./ui-helpers.ts";

const GTM_ID = "GTM-E2E7";
const TAG_HOST = "https://www.googletagmanager.com/**";

/** The page views in the page's dataLayer (undefined: no dataLayer at all). */
const pageViews = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.filter((e) => e.event === "page_view"));

/** Every request for Google's tag script, answered empty: the machine is offline. */
async function answerTagEmpty(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(TAG_HOST, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "application/javascript", body: "" });
  });
  return asked;
}

const title = (key: string) => `${t("en", routeTitle(key))} — ${t("en", portalName)}`;

test("with a tag id configured, each route change pushes one page view into window.dataLayer", async ({ page }) => {
  // The id reaches the page in GET /api/v1/site's answer, which the server rendered the page with
  // and hands over in the page; configured here for this page only, so the other specs' pages
  // (whose console errors are checked) never ask for a tag.
  await page.route("**/en/tree", async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const configured = html.replace('"analytics":{"gtm_id":null}', `"analytics":{"gtm_id":"${GTM_ID}"}`);
    expect(configured, "the page carries the site answer with no tag id").not.toBe(html);
    await route.fulfill({ response, body: configured });
  });
  const asked = await answerTagEmpty(page);
  const errors = collectErrors(page);

  await page.goto("/en/tree");
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  await openMenuIfFolded(page);
  await page.getByRole("banner").getByRole("link", { name: t("en", routeTitle("sanctions")), exact: true }).click();
  await expect(page).toHaveURL(/\/en\/sanctions$/);
  await expect.poll(() => pageViews(page)).toHaveLength(2);

  const origin = new URL(page.url()).origin;
  expect(await pageViews(page)).toEqual([
    { event: "page_view", page_path: "/en/tree", page_location: `${origin}/en/tree`, page_title: title("tree"), language: "en" },
    { event: "page_view", page_path: "/en/sanctions", page_location: `${origin}/en/sanctions`, page_title: title("sanctions"), language: "en" },
  ]);
  // One tag for the whole visit, of the configured container.
  expect(asked).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
  expect(errors).toEqual([]);
});

test("without a tag id no tag is loaded and nothing is pushed", async ({ page }) => {
  const asked = await answerTagEmpty(page);
  const tag = page.waitForResponse(/\/assets\/AnalyticsTag-[^/]*\.js$/);
  await page.goto("/en/tree");
  await tag;
  // By now the lazy tag component has loaded and read the site answer: a tag would have been asked for.
  await page.waitForLoadState("networkidle");
  expect(await pageViews(page)).toBeUndefined();
  expect(asked).toEqual([]);
});
