import { expect, test } from "./fixtures.ts";
import { codeInformationBody, type MeasureItem, type MeasureList, type MeasureType } from "../../core/contract/index.ts";
import { axeViolations, expectNoSidewaysScroll, settled } from "./axe.ts";
import { collectErrors, t } from "./ui-helpers.ts";

// The card's Measures block on invented measures (data/measures holds no sourced row yet): the browser's own
// request for the card is answered by the server, with fixture measures laid over its three slices.

const CODE = "2917360000";
const act = (n: number) => ({ number: `FIXTURE-${n}`, date: "2023-12-01", body: "Коллегия ЕЭК (тестовые данные)", url: `https://example.org/fixture/${n}` });
const measure = (type: MeasureType, rate: string, more: Partial<MeasureItem> = {}): MeasureItem => {
  const item = { type, code_prefix: "291736", excluded_prefixes: [], origins: [], exporter: null, rate, document: null, act: act(1), valid_from: "2024-01-01", valid_to: null, ...more };
  return { ...item, source: { act: `${item.act.body} № ${item.act.number}`, url: item.act.url, as_of: null, verification: null } };
};
const list = (type: MeasureType, rows: number): MeasureList => ({
  type, title: type, state: rows > 0 ? "compiled" : "not_compiled", rows, version: rows > 0 ? "0123456789ab" : null, imported_at: rows > 0 ? "2026-11-27T00:00:00.000Z" : null,
});

const PROTECTIVE = {
  items: [
    measure("antidumping", "10%", { origins: ["CN"], exporter: "Acme Chemical Co.", valid_to: "2027-01-01" }),
    measure("antidumping", "25%", { origins: ["CN"], valid_to: "2027-01-01" }),
  ],
  lists_checked: [list("antidumping", 2), list("countervailing", 0), list("safeguard", 0)],
};
const LABELS = { items: [measure("marking", "обязательна", { code_prefix: "2917", act: act(5), valid_from: "2020-10-01" })], lists_checked: [list("marking", 1)] };

test("the WTO rate beside the CCT rate, and the Measures block showing each measure with its act and dates, and every list checked with its state", async ({ page }) => {
  const errors = collectErrors(page);
  await page.route("**/api/v1/products/information*", async (r) => {
    const response = await r.fetch();
    const body = codeInformationBody.parse(await response.json());
    body.data.protective_measures = PROTECTIVE;
    body.data.labels = LABELS;
    const duty = body.data.import_duty!;
    const wto = measure("kz_wto_rate", "3%", { act: act(6) });
    body.data.import_duty = { ...duty, applied: { ...duty.applied, text: "3%", type: "ad_valorem", ad_valorem: 3, specific: null, note_id: null, source: wto.source }, kz_wto: { measure: wto, ad_valorem: 3, outcome: "applied", cct: duty.applied } };
    body.data.restrictions.non_tariff.items = [];
    body.data.restrictions.non_tariff.lists_checked = [list("ntm_licence", 0), list("ntm_permit", 0), list("ntm_notification", 0)];
    return r.fulfill({ response, json: body });
  });
  // The server renders a card with its own answer; the browser asks for one when the reader opens a code.
  await page.goto("/custom");
  await page.getByTestId("custom-code").fill(CODE);
  await page.getByTestId("custom-open").click();

  // Kazakhstan's lower WTO rate is the duty shown, the CCT rate beside it with the reason.
  await expect(page.getByTestId("card-duty-wto-badge")).toBeVisible();
  await expect(page.getByTestId("card-duty-wto")).toHaveAttribute("data-outcome", "applied");
  await expect(page.getByTestId("card-duty-wto")).toContainText(t("ru", { id: "card.duty.wto.applied", message: "" }));

  const remedies = page.getByTestId("card-protective");
  await expect(remedies.getByTestId("card-measure-antidumping")).toHaveCount(2);
  const named = remedies.getByTestId("card-measure-antidumping").first();
  await expect(named).toContainText("10%");
  await expect(named).toContainText("Acme Chemical Co.");
  await expect(named).toContainText("01.01.2027");
  await expect(named.getByRole("link")).toHaveAttribute("href", "https://example.org/fixture/1");
  await expect(remedies.getByTestId("card-measure-antidumping").nth(1)).toContainText(t("ru", { id: "card.measure.otherExporters", message: "" }));
  await expect(page.getByTestId("card-labels").getByTestId("card-measure-marking")).toContainText("01.10.2020");

  // A group whose lists are all uncompiled says so, never "no measures".
  const nonTariff = page.getByTestId("card-non-tariff");
  await expect(nonTariff).toContainText(t("ru", { id: "card.measures.notCompiled", message: "" }));
  await nonTariff.getByTestId("card-lists-checked").locator("summary").click();
  await expect(nonTariff.getByTestId("card-list-ntm_licence")).toHaveAttribute("data-state", "not_compiled");
  await expect(nonTariff.getByTestId("card-list-ntm_licence")).toContainText(t("ru", { id: "card.measures.listNotCompiled", message: "" }));
  await remedies.getByTestId("card-lists-checked").locator("summary").click();
  await expect(remedies.getByTestId("card-list-antidumping")).toContainText("0123456789ab");

  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page, "code card with measures");
  expect(errors).toEqual([]);
});
