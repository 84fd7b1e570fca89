import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures.ts";
import type { CompaniesBody, CountryBody, CountryReferenceBody, RegionReferenceBody, RegionsBody, WorldMap } from "../../core/contract/index.ts";
import { LOCALES, type Locale, localePath } from "../../core/routes.ts";
import { openAs, paidBearer } from "./importer-card-helpers.ts";
import { expectFillsByClass, focusShape } from "./map-helpers.ts";
import { collectErrors } from "./ui-helpers.ts";

// /fea/regions and /fea/countries in every language at 1280 and 390 px (the two projects): both choropleths
// drawn from the API's figures, fills by class, a click (here: Enter on the focused shape) opens the card with
// the API's figures, tables download, demo figures labelled. SCREENSHOTS=dir saves both pages.

const screens = process.env.SCREENSHOTS;

async function api<T>(request: APIRequestContext, locale: Locale, url: string): Promise<T> {
  // As a user on a paid plan: the declaration figures are paid calls (official ones answer anyone).
  const res = await request.get(url, { headers: { lang: locale, ...(await paidBearer(request)) } });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** The table's CSV and XLSX downloads: the CSV has a line per row and the first row's name, the XLSX is a zip. */
async function expectDownloads(page: Page, table: Locator, rows: number, firstName: string) {
  const [csv] = await Promise.all([page.waitForEvent("download"), table.getByTestId("export-csv").click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile((await csv.path())!, "utf8");
  expect(text.trim().split(/\r?\n/)).toHaveLength(rows + 1);
  expect(text).toContain(firstName);
  const [xlsx] = await Promise.all([page.waitForEvent("download"), table.getByTestId("export-xlsx").click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  expect((await readFile((await xlsx.path())!)).subarray(0, 2).toString()).toBe("PK");
}

async function expectCleanPage(page: Page) {
  // No message id instead of a text (ids look like `maps.col.region`).
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/\b(maps?|fea|charts|export|route)\.[a-z]+[A-Za-z.]*\b/);
  // Nothing in the page scrolls sideways. Measured on main: these pages are a paid user's, and the header of a
  // signed-in user is wider than 1280 px with the account's e-mail (a header fault of its own, reported apart).
  const [scrollWidth, width] = await page.evaluate(() => {
    const main = document.querySelector("main");
    return [main?.scrollWidth ?? 0, main?.clientWidth ?? 0];
  });
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

async function shot(page: Page, name: string) {
  if (screens) await page.screenshot({ path: `${screens}/${name}.png`, fullPage: true });
}

for (const locale of LOCALES) {
  test(`/fea/regions: the regions map, table, bar and a region's card (${locale})`, async ({ page, request }) => {
    // A paid account first (the declaration figures are paid), then the page.
    test.slow();
    const errors = collectErrors(page);
    const width = page.viewportSize()?.width ?? 0;
    const regions = await api<RegionsBody>(request, locale, "/api/v1/regions");
    await openAs(page, request, `r${locale}`, "standard", localePath(locale, "/fea/regions"));

    const map = page.getByTestId("regions-map");
    await expect(map).toHaveAttribute("data-map-state", "loaded");
    const shapes = map.locator("path[data-region]");
    await expect(shapes).toHaveCount(regions.data.length);
    expect((await shapes.evaluateAll((p) => p.map((e) => e.getAttribute("data-region")))).sort()).toEqual(regions.data.map((r) => r.id).sort());
    await expectFillsByClass(map, "data-region", new Map(regions.data.map((r) => [r.id, r.value_usd])));
    await expect(page.getByTestId("regions-bar-canvas")).toBeVisible();
    if (regions.demo) await expect(page.getByTestId("demo-note").first()).toContainText(regions.demo_note ?? "");

    const table = page.getByTestId("regions-table");
    await expect(table.locator("tbody tr")).toHaveCount(regions.data.length);
    await expectDownloads(page, table, regions.data.length, regions.data[0]!.name);
    await shot(page, `fea-regions-${locale}-${width}`);

    // Keyboard selects like a click; the tooltip names the region.
    const chosen = regions.data[0]!;
    const shape = map.locator(`path[data-region="${chosen.id}"]`);
    await focusShape(page, map, shape);
    await expect(page.getByTestId("regions-map-tip")).toContainText(chosen.name);
    await shape.press("Enter");
    await expect(page).toHaveURL(new RegExp(`region=${chosen.id}`));
    const reference = await api<RegionReferenceBody>(request, locale, `/api/v1/reference/region/${chosen.id}?flow=import`);
    const card = page.getByTestId("region-card");
    await expect(card).toHaveAttribute("data-region", chosen.id);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(reference.data.name);
    await expect(card.getByTestId("region-card-total")).toHaveAttribute("data-value", String(reference.data.trade.total_usd));
    expect(reference.data.trade.total_usd).toBeCloseTo(chosen.value_usd, 2);
    await expect(card.getByTestId("region-card-partners").locator("tbody tr")).toHaveCount(reference.data.trade.partners.length);
    await expect(card.getByTestId("region-card-codes").locator("tbody tr")).toHaveCount(reference.data.trade.codes.length);
    const companies = card.getByTestId("region-card-companies-top");
    await expect(companies.locator("tbody tr")).toHaveCount(reference.data.trade.companies_top.length);
    await expect(companies).toContainText(reference.data.trade.companies_top[0]!.name);
    if (reference.demo) await expect(card.getByTestId("demo-note")).toContainText(reference.demo_note ?? "");
    await expectDownloads(page, companies, reference.data.trade.companies_top.length, reference.data.trade.companies_top[0]!.name);
    await expectCleanPage(page);
    await shot(page, `fea-regions-card-${locale}-${width}`);

    // A region's name in the table selects it too (the cities are specks on a phone's map).
    const next = regions.data[1]!;
    await table.getByRole("button", { name: next.name, exact: true }).click();
    await expect(card).toHaveAttribute("data-region", next.id);
    await expect(map.locator(`path[data-region="${next.id}"]`)).toHaveAttribute("aria-pressed", "true");

    // Exports: the map takes the exporters' figures.
    await page.getByTestId("fea-filter-flow").selectOption("export");
    await expect(page).toHaveURL(/flow=export/);
    const exported = await api<RegionsBody>(request, locale, "/api/exporters/v1/regions");
    await expect(async () => expectFillsByClass(map, "data-region", new Map(exported.data.map((r) => [r.id, r.value_usd])))).toPass();
    expect(errors).toEqual([]);
  });

  test(`/fea/countries: the world map, official table, doughnut, bars and a country's card (${locale})`, async ({ page, request }) => {
    // A paid account first (the declaration figures are paid), then the page.
    test.slow();
    const errors = collectErrors(page);
    const width = page.viewportSize()?.width ?? 0;
    const countries = await api<CountryBody>(request, locale, "/api/v1/country");
    const world = await api<WorldMap>(request, locale, "/api/v1/maps/world");
    const drawn = new Set(world.features.map((f) => f.properties.iso_alpha2));
    await openAs(page, request, `c${locale}`, "standard", localePath(locale, "/fea/countries"));

    const map = page.getByTestId("countries-map");
    await expect(map).toHaveAttribute("data-map-state", "loaded");
    const onMap = countries.data.filter((c) => drawn.has(c.iso2)).map((c) => c.iso2).sort();
    await expect(map.locator("path[data-country]")).toHaveCount(onMap.length);
    expect((await map.locator("path[data-country]").evaluateAll((p) => p.map((e) => e.getAttribute("data-country")))).sort()).toEqual(onMap);
    await expectFillsByClass(map, "data-country", new Map(countries.data.map((c) => [c.iso2, c.value_usd])));
    await expect(page.getByTestId("countries-doughnut-canvas")).toBeVisible();
    await expect(page.getByTestId("countries-bar-canvas")).toBeVisible();

    // The official figures as published, with their source; not demo.
    const table = page.getByTestId("countries-table");
    await expect(table.locator("tbody tr")).toHaveCount(countries.data.length);
    await expect(page.getByTestId("source-note").first()).toContainText(countries.source);
    await expect(page.locator("main").getByTestId("demo-note")).toHaveCount(0);
    if (countries.meta.total_usd !== null) await expect(page.getByTestId("countries-total")).toHaveAttribute("data-value", String(countries.meta.total_usd));
    await expectDownloads(page, table, countries.data.length, countries.data[0]!.name);
    await shot(page, `fea-countries-${locale}-${width}`);

    const chosen = countries.data.find((c) => drawn.has(c.iso2))!;
    const shape = map.locator(`path[data-country="${chosen.iso2}"]`);
    await focusShape(page, map, shape);
    await expect(page.getByTestId("countries-map-tip")).toContainText(chosen.name);
    await shape.press("Enter");
    await expect(page).toHaveURL(new RegExp(`country=${chosen.iso2}`));
    const year = countries.meta.year;
    const reference = await api<CountryReferenceBody>(request, locale, `/api/v1/reference/country/${chosen.iso2}?year=${year}&flow=import`);
    const companies = await api<CompaniesBody>(request, locale, `/api/v1/country/companies?country=${chosen.iso2}&year=${year}&flow=import&limit=10`);
    const card = page.getByTestId("country-card");
    await expect(card).toHaveAttribute("data-country", chosen.iso2);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(reference.data.name);
    const avg = reference.data.average_2023_2025;
    if (avg) await expect(card.getByTestId("country-card-avg-imports")).toHaveAttribute("data-value", String(avg.imports_usd));
    await expect(card.getByTestId("country-card-declared")).toHaveAttribute("data-value", String(reference.data.trade.total_usd));
    await expect(card.getByTestId("country-card-annual-canvas")).toBeVisible();
    await expect(card.getByTestId("country-card-codes").locator("tbody tr")).toHaveCount(reference.data.trade.codes.length);
    const companyTable = card.getByTestId("country-card-companies");
    await expect(companyTable.locator("tbody tr")).toHaveCount(companies.data.length);
    await expect(companyTable).toContainText(companies.data[0]!.name);
    if (reference.demo) await expect(card.getByTestId("demo-note").first()).toContainText(reference.demo_note ?? "");
    await expectDownloads(page, companyTable, companies.data.length, companies.data[0]!.name);
    await expectCleanPage(page);
    await shot(page, `fea-countries-card-${locale}-${width}`);

    // Exports: the map takes the official export figures.
    await page.getByTestId("fea-filter-flow").selectOption("export");
    await expect(page).toHaveURL(/flow=export/);
    const exported = await api<CountryBody>(request, locale, "/api/exporters/v1/country");
    await expect(async () => expectFillsByClass(map, "data-country", new Map(exported.data.map((c) => [c.iso2, c.value_usd])))).toPass();
    expect(errors).toEqual([]);
  });
}
