import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures.ts";
import type { CodeStatisticBody, CustomsPostsBody, DeliveryBasesBody, DeliveryTransportsBody, PostRegionsBody, ProductsBody } from "../../core/contract/index.ts";
import { LOCALES, type Locale, localePath } from "../../core/routes.ts";
import { axeViolations, expectNoSidewaysScroll, settled } from "./axe.ts";
import { openAs, paidBearer } from "./importer-card-helpers.ts";
import { expectFillsByClass, focusShape } from "./map-helpers.ts";
import { collectErrors, t } from "./ui-helpers.ts";

// /fea/logistics in every language at 1280 and 390 px (the two projects): modes and terms as doughnuts with
// their tables, the customs posts on the regions map (a region's posts picked by keyboard and from the table)
// and in a table, figures as the API gives them, demo labelled, the year filter in the address changing them,
// CSV and XLSX downloads, axe, no sideways scroll down to 320 px, no message id on screen. SCREENSHOTS=dir saves the page.

const screens = process.env.SCREENSHOTS;
const digits = (s: string) => s.replace(/\D/g, "");

async function api<T>(request: APIRequestContext, locale: Locale, url: string): Promise<T> {
  const res = await request.get(url, { headers: { lang: locale, ...(await paidBearer(request)) } });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** The first body row of a figure's folded table (opened first). */
async function firstRow(scope: Locator): Promise<string[]> {
  const details = scope.locator("details");
  if ((await details.count()) > 0 && !(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator("summary").click();
  return scope.locator("tbody tr").first().locator("th, td").allInnerTexts();
}

/**
 * The posts on the regions map against the calls' own answers: every region with a listed post shaded by its
 * value, its weight in the tooltip, a point per post with coordinates and the count of those without, a region
 * picked by Enter and from the table opening its posts; then axe and no sideways scroll with the card open.
 */
async function expectPostsMap(page: Page, request: APIRequestContext, locale: Locale, year: number, posts: CustomsPostsBody) {
  const regions = await api<PostRegionsBody>(request, locale, `/api/v1/products/delivery/customs-posts/regions?year=${year}`);
  const block = page.getByTestId("fea-logistics-map");
  const map = block.getByTestId("fea-logistics-posts-map");
  await block.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-state", "loaded");
  const shapes = map.locator("path[data-region]");
  await expect(shapes).toHaveCount(regions.data.length);
  expect((await shapes.evaluateAll((p) => p.map((e) => e.getAttribute("data-region")))).sort()).toEqual(regions.data.map((r) => r.id).sort());
  await expectFillsByClass(map, "data-region", new Map(regions.data.map((r) => [r.id, r.value_usd])));
  await expect(block.getByTestId("demo-note")).toHaveCount(regions.demo ? 1 : 0);
  const located = posts.data.filter((p) => p.lat !== null && p.lon !== null);
  await expect(map.locator("circle[data-point]")).toHaveCount(located.length);
  await expect(block.getByTestId("fea-logistics-unlocated")).toHaveAttribute("data-value", String(posts.data.length - located.length));
  await expect(block.getByTestId("fea-logistics-regions").locator("tbody tr")).toHaveCount(regions.data.length);

  // The busiest region: its name and weight in the tooltip, Enter opens its posts as the posts call lists them.
  const chosen = regions.data[0]!;
  const shape = map.locator(`path[data-region="${chosen.id}"]`);
  await focusShape(page, map, shape);
  const tip = page.getByTestId("fea-logistics-posts-map-tip");
  await expect(tip).toContainText(chosen.name);
  expect(digits((await tip.locator("span").last().innerText()))).toBe(String(Math.round(chosen.net_weight_kg)));
  await shape.press("Enter");
  const card = page.getByTestId("region-card");
  await expect(card).toHaveAttribute("data-region", chosen.id);
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(chosen.name);
  const own = posts.data.filter((p) => p.region === chosen.id);
  expect(own).toHaveLength(chosen.posts);
  // The two calls agree: the region's value is its posts' sum.
  expect(own.reduce((a, p) => a + p.value_usd, 0)).toBeCloseTo(chosen.value_usd, 0);
  const rows = card.getByTestId("fea-logistics-region-posts").locator("tbody tr");
  await expect(rows).toHaveCount(own.length);
  const first = await rows.first().locator("th, td").allInnerTexts();
  expect(first[0]).toBe(own[0]!.name);
  expect(digits(first[2]!)).toBe(String(Math.round(own[0]!.value_usd)));
  expect(digits(first[3]!)).toBe(String(Math.round(own[0]!.net_weight_kg)));
  await expect(card.getByTestId("demo-note")).toHaveCount(posts.demo ? 1 : 0);

  // A region's name in the table picks it too (small regions are hard to hit on a phone).
  const next = regions.data[1]!;
  await block.getByTestId("fea-logistics-regions").getByRole("button", { name: next.name, exact: true }).click();
  await expect(card).toHaveAttribute("data-region", next.id);
  await expect(map.locator(`path[data-region="${next.id}"]`)).toHaveAttribute("aria-pressed", "true");
  await expect(card.getByTestId("fea-logistics-region-posts").locator("tbody tr")).toHaveCount(next.posts);

  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  const size = page.viewportSize()!;
  await expectNoSidewaysScroll(page, `${locale} at ${size.width} px`);
  if (screens) for (const [part, name] of [[block, "map"], [card, "card"]] as const) await part.screenshot({ path: `${screens}/fea-logistics-${name}-${locale}-${size.width}.png` });
  if (size.width < 500) {
    await page.setViewportSize({ width: 320, height: size.height });
    await expectNoSidewaysScroll(page, `${locale} at 320 px`);
    if (screens) await block.screenshot({ path: `${screens}/fea-logistics-map-${locale}-320.png` });
    await page.setViewportSize(size);
  }
}

for (const locale of LOCALES) {
  test(`/fea/logistics shows modes, terms and posts from the lines, demo-labelled, filtered and downloadable (${locale})`, async ({ page, request }, info) => {
    test.slow();
    const errors = collectErrors(page);
    const years = await api<{ data: { year: number }[] }>(request, locale, "/api/v1/products/filters/years");
    const year = years.data.at(-2)!.year;
    const modes = await api<DeliveryTransportsBody>(request, locale, `/api/v1/products/delivery/transports?year=${year}`);
    const terms = await api<DeliveryBasesBody>(request, locale, `/api/v1/products/delivery/bases?year=${year}`);
    const posts = await api<CustomsPostsBody>(request, locale, `/api/v1/products/delivery/customs-posts?year=${year}`);

    await openAs(page, request, `fea-logistics-${locale}`, "standard", localePath(locale, `/fea/logistics?year=${year}`));
    const modesFigure = page.getByTestId("fea-logistics-modes");
    await modesFigure.scrollIntoViewIfNeeded();
    await expect(modesFigure.locator("canvas[role=img]")).toBeVisible();
    const mode = await firstRow(modesFigure);
    expect(mode[0]).toBe(modes.data[0]!.name);
    expect(digits(mode[1]!)).toBe(String(Math.round(modes.data[0]!.value_usd)));
    await expect(modesFigure.getByTestId("demo-note")).toHaveCount(modes.demo ? 1 : 0);

    const termsFigure = page.getByTestId("fea-logistics-terms");
    await termsFigure.scrollIntoViewIfNeeded();
    await expect(termsFigure.locator("canvas[role=img]")).toBeVisible();
    expect((await firstRow(termsFigure))[0]).toBe(`${terms.data[0]!.code} · ${terms.data[0]!.name}`);

    const postsTable = page.getByTestId("fea-logistics-posts");
    const busiest = posts.data[0]!;
    const row = await postsTable.locator("tbody tr").first().locator("th, td").allInnerTexts();
    expect(row[0]).toBe(busiest.name);
    expect(row[1]).toBe(busiest.region_name);
    expect(digits(row[3]!)).toBe(String(Math.round(busiest.value_usd)));
    await expect(postsTable.getByTestId("demo-note")).toHaveCount(posts.demo ? 1 : 0);

    await expectPostsMap(page, request, locale, year, posts);

    // Downloads: the CSV's header is the table's (RFC 4180 quoting).
    const [csv] = await Promise.all([page.waitForEvent("download"), postsTable.getByTestId("export-csv").first().click()]);
    const header = (await readFile((await csv.path())!, "utf-8")).replace(/^\uFEFF/, "").split(/\r?\n/)[0];
    expect(header).toBe([
      t(locale, { id: "fea.logistics.post" }), t(locale, { id: "fea.col.region" }), t(locale, { id: "fea.logistics.border" }),
      t(locale, { id: "fea.col.valueUsd" }), t(locale, { id: "fea.col.weightKg" }), t(locale, { id: "fea.col.share" }), t(locale, { id: "fea.col.lines" }),
    ].map((f) => (/[",]/.test(f) ? `"${f}"` : f)).join(","));
    const [xlsx] = await Promise.all([page.waitForEvent("download"), modesFigure.getByTestId("export-xlsx").first().click()]);
    expect((await readFile((await xlsx.path())!)).subarray(0, 2).toString("latin1")).toBe("PK");

    expect(await page.locator("main").innerText()).not.toMatch(/\b(fea|charts|export|route)\.[a-z]+[A-Za-z.]*\b/);
    if (screens) await page.screenshot({ path: `${screens}/fea-logistics-${locale}-${info.project.name}.png`, fullPage: true });

    // Another year in the address changes the figures.
    const other = years.data.at(-3)!.year;
    const otherModes = await api<DeliveryTransportsBody>(request, locale, `/api/v1/products/delivery/transports?year=${other}`);
    await page.getByTestId("fea-filter-year").selectOption(String(other));
    await expect(page).toHaveURL(new RegExp(`[?&]year=${other}\\b`));
    await expect.poll(async () => digits((await firstRow(page.getByTestId("fea-logistics-modes")))[1] ?? ""))
      .toBe(String(Math.round(otherModes.data[0]!.value_usd)));
    expect(errors).toEqual([]);
  });
}

test("the code card says how the good usually arrives, for a plan that opens declaration data", async ({ page, request }) => {
  test.slow();
  const errors = collectErrors(page);
  const top = await api<ProductsBody>(request, "en", "/api/v1/products?level=10&limit=1");
  const code = top.data[0]!.code;
  const arrival = await api<CodeStatisticBody>(request, "en", `/api/v1/products/code-statistic?code=${code}`);
  await openAs(page, request, "code-arrival", "standard", localePath("en", `/custom/${code}`));
  const block = page.getByTestId("card-arrival");
  await expect(block).toContainText(t("en", { id: "card.arrival" }));
  await expect(block.getByTestId("card-arrival-modes").locator("li")).toHaveCount(arrival.data.modes.length);
  await expect(block.getByTestId("card-arrival-modes").locator("li").first()).toContainText(arrival.data.modes[0]!.name);
  await expect(block.getByTestId("demo-note")).toHaveCount(arrival.demo ? 1 : 0);
  // Signed out, the paid block is not there (and not asked for).
  await page.context().clearCookies();
  await page.goto(localePath("en", `/custom/${code}`));
  await expect(page.getByTestId("code-card")).toBeVisible();
  await expect(page.getByTestId("card-arrival")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("signed out, /fea/logistics says once what opens it and asks for none of its calls", async ({ page }) => {
  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on("request", (r) => { if (r.url().includes("/api/v1/products/delivery/")) asked.push(r.url()); });
  await page.goto(localePath("kk", "/fea/logistics"));
  await expect(page.getByTestId("fea-paid-part")).toHaveCount(1);
  await expect(page.getByTestId("fea-paid-login")).toBeVisible();
  await expect(page.getByTestId("fea-logistics-modes")).toHaveCount(0);
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});
