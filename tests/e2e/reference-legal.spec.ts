import { expect, test } from "./fixtures.ts";
import { lawSearchBody, remedySearchBody } from "../../core/contract/index.ts";
import { localePath, LOCALES, ROUTES } from "../../core/routes.ts";
import { axeViolations, expectNoSidewaysScroll, settled } from "./axe.ts";
import { collectErrors, t } from "./ui-helpers.ts";
import { formatMeasureRate } from "../../src/components/code-card/format.ts";

// /reference/laws and /reference/remedies on the data the e2e server imported: every expectation is read from
// the calls' own answers (GET /api/v1/search/laws/ and /remedies/), so a row added or ended changes the
// expectation, not the test. The search is the address: a search typed in the form lands in the query string.

const route = (key: string) => ROUTES.find((r) => r.key === key)!;

for (const locale of LOCALES) {
  test(`the laws page lists the acts the call finds, links their codes and searches by number (${locale})`, async ({ page, request }) => {
    const errors = collectErrors(page);
    const headers = { lang: locale };
    const all = lawSearchBody.parse(await (await request.get("/api/v1/search/laws/?limit=100", { headers })).json());
    await page.goto(localePath(locale, "/reference"));
    await page.getByTestId("reference-nav-referenceLaws").click();
    await expect(page.getByTestId("page-title")).toHaveText(t(locale, route("referenceLaws").title));
    await expect(page.getByTestId("law-item")).toHaveCount(all.data.length);

    // An act the measures cite: its codes link to their cards, its text to its address.
    const cited = all.data.find((a) => a.measures && a.number);
    expect(cited, "an act with measures in data/measures").toBeDefined();
    const item = page.locator(`[data-testid="law-item"][data-id="${cited!.id}"]`);
    await expect(item.getByTestId("legal-code")).toHaveCount(cited!.measures!.prefixes.length);
    const ten = cited!.measures!.prefixes.find((p) => p.length === 10);
    if (ten) await expect(item.getByTestId("legal-code").first()).toHaveAttribute("href", localePath(locale, `/custom/${ten}`));
    if (cited!.url) await expect(item.getByRole("link", { name: new URL(cited!.url).hostname.replace(/^www\./, "") })).toHaveAttribute("href", cited!.url);

    // By its number, through the form: the address carries the search, the page shows what the call finds.
    const byNumber = lawSearchBody.parse(await (await request.get(`/api/v1/search/laws/?q=${encodeURIComponent(cited!.number!)}&limit=100`, { headers })).json());
    await page.getByTestId("laws-q").fill(cited!.number!);
    await page.getByTestId("laws-submit").click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(cited!.number!)}$`));
    await expect(page.getByTestId("law-item")).toHaveCount(byNumber.data.length);
    await expect(page.getByTestId("law-item").first()).toContainText(byNumber.data[0]!.title);

    // The lists not yet compiled are named, never passed over.
    const missing = all.lists_checked.filter((l) => l.state === "not_compiled");
    for (const list of missing) await expect(page.getByTestId("legal-not-compiled")).toContainText(list.title);

    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page, `laws (${locale})`);
    expect(errors).toEqual([]);
  });

  test(`the remedies page shows each remedy in force with its rate, origin, dates and act, and narrows by country (${locale})`, async ({ page, request }) => {
    const errors = collectErrors(page);
    const headers = { lang: locale };
    const all = remedySearchBody.parse(await (await request.get("/api/v1/search/remedies/?limit=100", { headers })).json());
    await page.goto(localePath(locale, "/reference/remedies"));
    const shown = page.locator('[data-testid^="card-measure-"]');
    await expect(shown).toHaveCount(all.data.length);
    const remedy = all.data[0];
    if (remedy) {
      const first = shown.first();
      await expect(first).toContainText(formatMeasureRate(locale, remedy.rate));
      await expect(first).toContainText(remedy.origin_names.join(", "));
      await expect(first.getByTestId("legal-code")).toHaveAttribute("href", localePath(locale, remedy.code_prefix.length === 10 ? `/custom/${remedy.code_prefix}` : `/tree?code=${remedy.code_prefix}`));
      await expect(first.getByRole("link", { name: new URL(remedy.act.url).hostname.replace(/^www\./, "") })).toHaveAttribute("href", remedy.act.url);

      // The country of origin, typed in the form, lands in the address.
      const country = remedy.origins[0] ?? "CN";
      const narrowed = remedySearchBody.parse(await (await request.get(`/api/v1/search/remedies/?country=${country}&limit=100`, { headers })).json());
      await page.getByTestId("remedies-country").fill(country.toLowerCase());
      await page.getByTestId("remedies-submit").click();
      await expect(page).toHaveURL(new RegExp(`\\?country=${country.toLowerCase()}$`));
      await expect(shown).toHaveCount(narrowed.data.length);
    }
    for (const list of all.lists_checked.filter((l) => l.state === "not_compiled")) {
      await expect(page.getByTestId("legal-not-compiled")).toContainText(list.title);
    }

    // A search nothing matches says the lists may be partial, not that no measure applies.
    await page.goto(localePath(locale, "/reference/remedies?q=no-such-exporter-anywhere"));
    await expect(page.getByTestId("remedies-empty")).toBeVisible();
    await expect(page.getByTestId("legal-lists")).toBeVisible();

    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page, `remedies (${locale})`);
    expect(errors).toEqual([]);
  });
}
