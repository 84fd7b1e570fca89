import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Locator, test } from "./fixtures.ts";
import type { CodeStatisticBody, CustomsPostsBody, DeliveryBasesBody, DeliveryTransportsBody, ProductsBody } from "../../core/contract/index.ts";
import { LOCALES, type Locale, localePath } from "../../core/routes.ts";
import { openAs, paidBearer } from "./importer-card-helpers.ts";
import { collectErrors, t } from "./ui-helpers.ts";

// /fea/logistics in every language at 1280 and 390 px (the two projects): modes and terms as doughnuts with
// their tables, the customs posts table, figures as the API gives them, demo labelled, the year filter in the
// address changing them, CSV and XLSX downloads, no message id on screen. SCREENSHOTS=dir saves the page.

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

    // Downloads: the CSV's header is the table's (RFC 4180 quoting).
    const [csv] = await Promise.all([page.waitForEvent("download"), postsTable.getByTestId("export-csv").first().click()]);
    const header = (await readFile((await csv.path())!, "utf-8")).replace(/^\uFEFF/, "").split(/\r?\n/)[0];
    expect(header).toBe([
      t(locale, { id: "fea.logistics.post" }), t(locale, { id: "fea.col.region" }), t(locale, { id: "fea.logistics.border" }),
      t(locale, { id: "fea.col.valueUsd" }), t(locale, { id: "fea.col.share" }), t(locale, { id: "fea.col.lines" }),
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
