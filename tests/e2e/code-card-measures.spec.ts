import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures.ts";
import { codeLabelsBody, codeProtectiveBody, codeRestrictionsBody, remedySearchBody } from "../../core/contract/index.ts";
import { axeViolations, expectNoSidewaysScroll, settled } from "./axe.ts";
import { collectErrors, t } from "./ui-helpers.ts";
import { formatMeasureRate } from "../../src/components/code-card/format.ts";

// The card's Measures block on the sourced rows of data/measures, as the server imported them: the page is
// compared with the calls' own answers, so a row added or ended changes the expectation, not the test.

/** A ten-digit code the vendored measures mark, read from the file the importer loads. */
function markedCode(): string {
  const [header, ...lines] = readFileSync("data/measures/measures.csv", "utf8").trim().split("\n");
  const col = (name: string) => header!.split(",").indexOf(name);
  const row = lines.map((l) => l.split(",")).find((f) => f[col("type")] === "marking" && f[col("code_prefix")]!.length === 10);
  return row![col("code_prefix")]!;
}
const ddmmyyyy = (iso: string) => iso.split("-").reverse().join(".");

test("a remedy in force shows with its rate, origin, dates and act, and every list checked with its state", async ({ page, request }) => {
  const errors = collectErrors(page);
  const found = remedySearchBody.parse(await (await request.get("/api/v1/search/remedies/?limit=100")).json());
  const remedy = found.data.find((r) => r.code_prefix.length === 10);
  expect(remedy, "a ten-digit remedy in force in data/measures").toBeDefined();
  const code = remedy!.code_prefix;
  const protective = codeProtectiveBody.parse(await (await request.get(`/api/v1/products/protective-measures?code=${code}`)).json()).data;
  const restrictions = codeRestrictionsBody.parse(await (await request.get(`/api/v1/products/restrictions?code=${code}`)).json()).data;

  await page.goto(`/custom/${code}`);
  const remedies = page.getByTestId("card-protective");
  const shown = remedies.locator(`[data-testid^="card-measure-"]`);
  await expect(shown).toHaveCount(protective.items.length);
  const first = shown.first();
  await expect(first).toContainText(formatMeasureRate("ru", remedy!.rate));
  await expect(first).toContainText(remedy!.origin_names.join(", "));
  if (remedy!.valid_to) await expect(first).toContainText(ddmmyyyy(remedy!.valid_to));
  await expect(first.getByRole("link")).toHaveAttribute("href", remedy!.act.url);
  await remedies.getByTestId("card-lists-checked").locator("summary").click();
  for (const list of protective.lists_checked) {
    await expect(remedies.getByTestId(`card-list-${list.type}`)).toHaveAttribute("data-state", list.state);
  }

  // A group whose lists hold no row says so, never "no measures".
  const nonTariff = page.getByTestId("card-non-tariff");
  if (restrictions.non_tariff.lists_checked.every((l) => l.state === "not_compiled")) {
    await expect(nonTariff).toContainText(t("ru", { id: "card.measures.notCompiled", message: "" }));
  }

  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page, "code card with measures");
  expect(errors).toEqual([]);
});

test("a marked code shows its marking with the date it became mandatory (kk)", async ({ page, request }) => {
  const code = markedCode();
  const labels = codeLabelsBody.parse(await (await request.get(`/api/v1/products/labels?code=${code}`, { headers: { lang: "kk" } })).json()).data;
  expect(labels.items.length).toBeGreaterThan(0);
  await page.goto(`/kk/custom/${code}`);
  const marking = page.getByTestId("card-labels").getByTestId("card-measure-marking");
  await expect(marking).toHaveCount(labels.items.length);
  await expect(marking.first()).toContainText(ddmmyyyy(labels.items[0]!.valid_from));
  await expect(marking.first().getByRole("link")).toHaveAttribute("href", labels.items[0]!.act.url);
});
