import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures.ts";
import type { CategoryInfoBody, CompaniesBody, CountryBody, GroupsBody, ProductsBody, SubcategoryBody } from "../../core/contract/index.ts";
import { readableName } from "../../src/components/fea/common/shape.ts";
import { LOCALES, type Locale, localePath } from "../../core/routes.ts";
import { openAs, paidBearer } from "./importer-card-helpers.ts";
import { collectErrors, t } from "./ui-helpers.ts";

// /fea and /fea/goods in every language at 1280 and 390 px (the two projects): figures as the API gives them,
// demo figures labelled, filters in the address changing the figures, CSV and XLSX downloads, no message id
// on screen. SCREENSHOTS=dir saves both pages.

const screens = process.env.SCREENSHOTS;

async function api<T>(request: APIRequestContext, locale: Locale, url: string): Promise<T> {
  // As a user on a paid plan: the declaration figures are paid calls (official ones answer anyone).
  const res = await request.get(url, { headers: { lang: locale, ...(await paidBearer(request)) } });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

const digits = (s: string) => s.replace(/\D/g, "");

/** The fields of a CSV file's first record (RFC 4180 quoting). */
function csvHeader(text: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      fields.push(field);
      field = "";
    } else if (!quoted && c === "\r") {
      break;
    } else {
      field += c;
    }
  }
  return [...fields, field];
}

/** The first body row of a figure's folded table (opened first): its head and cells. */
async function firstRow(figure: Locator): Promise<string[]> {
  const details = figure.locator("details");
  if ((await details.count()) > 0 && !(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator("summary").click();
  return figure.locator("tbody tr").first().locator("th, td").allInnerTexts();
}

/** CSV and XLSX downloads of a figure or table: the CSV's header row is the table's, the XLSX is a zip. */
async function expectDownloads(page: Page, scope: Locator, header: string[]) {
  const [csv] = await Promise.all([page.waitForEvent("download"), scope.getByTestId("export-csv").first().click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = (await readFile((await csv.path())!, "utf-8")).replace(/^\uFEFF/, "");
  expect(csvHeader(text)).toEqual(header);
  const [xlsx] = await Promise.all([page.waitForEvent("download"), scope.getByTestId("export-xlsx").first().click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile((await xlsx.path())!);
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
}

async function expectNoIds(page: Page) {
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/\b(fea|charts|export|route)\.[a-z]+[A-Za-z.]*\b/);
}

for (const locale of LOCALES) {
  test(`/fea shows the official figures, labels demo figures, filters by flow and downloads (${locale})`, async ({ page, request }, info) => {
    // A paid account first (the declaration figures are paid), then the page.
    test.slow();
    const errors = collectErrors(page);
    const imports = await api<CountryBody>(request, locale, "/api/v1/country?flow=import");
    const year = imports.meta.year;
    const exports = await api<CountryBody>(request, locale, `/api/v1/country?flow=export&year=${year}`);
    const companies = await api<CompaniesBody>(request, locale, `/api/v1/importers?year=${year}&limit=10`);
    const groups = await api<GroupsBody>(request, locale, `/api/v1/products/groups?year=${year}`);

    await openAs(page, request, `fea-${locale}`, "standard", localePath(locale, "/fea"));
    await expect(page.getByTestId("fea-total")).toHaveText(/\d/);
    expect(digits(await page.getByTestId("fea-total").innerText())).toBe(String(Math.round(imports.meta.total_usd!)));

    const partners = page.getByTestId("fea-top-partners");
    await expect(partners.locator("canvas[role=img]")).toBeVisible();
    const row = await firstRow(partners);
    expect(row[0]).toBe(imports.data[0]!.name);
    expect(digits(row[1]!)).toBe(String(Math.round(imports.data[0]!.value_usd)));
    await expect(partners.getByTestId("source-note")).toContainText(imports.source);
    await expectDownloads(page, partners, [
      t(locale, { id: "fea.col.country" }), t(locale, { id: "fea.col.valueUsd" }), t(locale, { id: "fea.col.share" }),
    ]);

    // Companies and sections come from declaration lines: labelled as demo data when they are.
    const top = page.getByTestId("fea-top-companies");
    await expect(top.locator("canvas[role=img]")).toBeVisible();
    expect((await firstRow(top))[0]).toBe(companies.data[0]!.name);
    await expect(top.getByTestId("demo-note")).toHaveCount(companies.demo ? 1 : 0);
    await expect(page.getByTestId("fea-sections-doughnut").getByTestId("demo-note")).toHaveCount(groups.demo ? 1 : 0);
    if (companies.demo) await expect(top.getByTestId("demo-note")).toContainText(companies.demo_note!);
    // Official figures carry no demo label.
    await expect(partners.getByTestId("demo-note")).toHaveCount(0);
    await expect(page.getByTestId("fea-monthly").locator("canvas[role=img]")).toBeVisible();
    await expectNoIds(page);

    if (screens) await page.screenshot({ path: `${screens}/fea-${locale}-${info.project.name}.png`, fullPage: true });

    // The flow filter goes to the address and changes the figures.
    await page.getByTestId("fea-filter-flow").selectOption("export");
    await expect(page).toHaveURL(/[?&]flow=export/);
    await expect.poll(async () => digits(await page.getByTestId("fea-total").innerText())).toBe(String(Math.round(exports.meta.total_usd!)));
    expect((await firstRow(page.getByTestId("fea-top-partners")))[0]).toBe(exports.data[0]!.name);
    expect(errors).toEqual([]);
  });

  test(`/fea/goods ranks goods, drills down the code path, shows prices and downloads (${locale})`, async ({ page, request }, info) => {
    // A paid account first (the declaration figures are paid), then the page.
    test.slow();
    const errors = collectErrors(page);
    const years = await api<{ data: { year: number }[] }>(request, locale, "/api/v1/products/filters/years");
    const year = years.data.at(-2)!.year;
    const chapters = await api<ProductsBody>(request, locale, `/api/v1/products?year=${year}&level=2&limit=20`);
    const chapter = chapters.data[0]!;
    const sub = await api<SubcategoryBody>(request, locale, `/api/v1/products/subcategory?year=${year}&code=${chapter.code}`);
    const category = await api<CategoryInfoBody>(request, locale, `/api/v1/products/category/info?year=${year}&item_code=${chapter.code}`);

    await openAs(page, request, `fea-goods-${locale}`, "standard", localePath(locale, `/fea/goods?year=${year}`));
    const table = page.getByTestId("fea-goods-table");
    await expect(table.locator("tbody tr").first()).toBeVisible();
    const first = await table.locator("tbody tr").first().locator("th, td").allInnerTexts();
    expect(digits(first[0]!)).toBe(chapter.code);
    expect(first[1]).toBe(readableName(chapter.name!));
    expect(digits(first[2]!)).toBe(String(Math.round(chapter.value_usd)));
    await expect(table.getByTestId("demo-note")).toHaveCount(chapters.demo ? 1 : 0);
    await expectDownloads(page, table, [
      t(locale, { id: "fea.col.code" }), t(locale, { id: "fea.col.goods" }), t(locale, { id: "fea.col.valueUsd" }), t(locale, { id: "fea.col.share" }),
      t(locale, { id: "fea.col.weightKg" }), t(locale, { id: "fea.col.companies" }), t(locale, { id: "fea.col.lines" }),
    ]);
    await expect(page.getByTestId("fea-top-goods").locator("canvas[role=img]")).toBeVisible();
    await expect(page.getByTestId("fea-prices-hint")).toBeVisible();
    await expectNoIds(page);
    if (screens) await page.screenshot({ path: `${screens}/fea-goods-${locale}-${info.project.name}.png`, fullPage: true });

    // Drill into the largest chapter: the address carries the code, the table lists its headings.
    await table.locator("tbody tr").first().getByRole("button").click();
    await expect(page).toHaveURL(new RegExp(`[?&]code=${chapter.code}\\b`));
    await expect(page.getByTestId("fea-goods-crumbs")).toContainText(readableName(sub.data.name));
    // The chosen code's full name and its figures, as the category call gives them.
    await expect(page.getByTestId("fea-category")).toContainText(category.data.full_name);
    await expect(page.getByTestId("fea-category-figures")).toContainText(String(category.data.lines));
    expect(category.data.lines).toBe(chapter.lines);
    const largest = sub.data.children.toSorted((a, b) => b.value_usd - a.value_usd)[0]!;
    await expect(table.locator("tbody tr", { hasText: readableName(largest.name) }).first()).toBeVisible();

    // A wrong code says why and stays out of the address; a heading shows its prices.
    const code = page.getByTestId("fea-filter-code");
    await code.fill("87a");
    await code.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(t(locale, { id: "fea.filter.code.invalid" }));
    await expect(page).not.toHaveURL(/code=87a/);
    await code.fill(largest.code.slice(0, 4));
    await code.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]code=${largest.code.slice(0, 4)}\\b`));
    await expect(page.getByTestId("fea-prices-month").locator("canvas[role=img]")).toBeVisible();
    await expect(page.getByTestId("fea-prices-country").locator("canvas[role=img]")).toBeVisible();
    await expect(page.getByTestId("fea-prices-month").getByTestId("demo-note")).toBeVisible();
    if (screens) await page.screenshot({ path: `${screens}/fea-goods-code-${locale}-${info.project.name}.png`, fullPage: true });

    // Long lists come a page at a time from the server.
    if (chapters.meta.total > chapters.meta.limit) {
      const second = await api<ProductsBody>(request, locale, `/api/v1/products?year=${year}&level=2&limit=20&page=2`);
      await page.goto(localePath(locale, `/fea/goods?year=${year}`));
      await table.getByRole("button", { name: t(locale, { id: "fea.pager.next" }) }).click();
      await expect(table.locator("tbody tr").first().locator("th")).toHaveText(second.data[0]!.code);
    }
    expect(errors).toEqual([]);
  });
}

test("chart.js comes with the first chart that scrolls into view, and the chart is drawn", async ({ page }) => {
  const charts: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/draw-chart-/.test(r.url())) charts.push(r.url());
  });
  // A screen so short that the first figure's chart starts below it.
  await page.setViewportSize({ width: 390, height: 200 });
  await page.goto("/fea");
  const canvas = page.getByTestId("fea-top-partners").locator("canvas[role=img]");
  await expect(canvas).not.toBeInViewport();
  expect(charts).toEqual([]);

  await canvas.scrollIntoViewIfNeeded();
  await expect.poll(() => charts.length).toBe(1);
  // Drawn: the canvas holds painted pixels.
  await expect
    .poll(() =>
      canvas.evaluate((el: HTMLCanvasElement) => {
        const data = el.getContext("2d")?.getImageData(0, 0, el.width, el.height).data ?? [];
        return Array.prototype.some.call(data, (v: number) => v !== 0);
      }),
    )
    .toBe(true);
});
