import path from "node:path";
import { expect, test } from "./fixtures.ts";
import type { BrowserContext, Page } from "./fixtures.ts";
import { fromPromise } from "xstate";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { periodError } from "../../machines/importer-card/answers.ts";
import { importerCardMachine } from "../../machines/importer-card/importer-card.machine.ts";
import { formatDate } from "../../src/components/code-card/format.ts";
import { LOCALES, localePath } from "../../core/routes.ts";
import { verifiedAccount } from "./accounts.ts";
import { grant, type Importer, importers, openSignedIn, paidBearer, searchAsPaid, signedIn, walkToConfirm } from "./importer-card-helpers.ts";
import { machinePaths } from "../support/machine-paths.ts";
import { type BrowserStep, recordBrowserCoverage, replayInBrowser } from "./machine-replay.ts";
import { collectErrors, t } from "./ui-helpers.ts";

/**
 * The importer-card wizard (issue 8) in the browser against the real server: the statechart's
 * generated paths replayed as clicks, keystrokes and address-bar changes by a user on the standard
 * plan (tests/e2e/machine-replay.ts), then the limit guard's modals (sign-in, rate, limit reached), the opened cards in
 * /profile/reports, and every step in three locales at both widths.
 */

// ---- the statechart's paths --------------------------------------------------------------------

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const model = importerCardMachine.provide({
  actors: { searchCompanies: never(), loadScope: never(), limitGuard: never() as never },
});
const A = { id: "A", name: "A", region: null };
const OPTIONS = { codes: [{ code: "C", name: null }], partners: [{ iso2: "P", name: null }], months: ["2025-01", "2025-02"] };
const e = (type: string, payload: object = {}): EventObject => ({ type, ...payload });

/**
 * What a user can do in a state: type, pick a result shown, tick, choose months, press the buttons,
 * change the address; and what the server does (answers). Retry and failures are the unit tests' part.
 */
function eventsAt(s: AnyMachineSnapshot): EventObject[] {
  const out = [
    e("search", { query: "BIN" }),
    e("edit.codes", { codes: ["C"] }),
    e("edit.period", { from: "2025-01", to: "2025-02" }),
    e("edit.period", { from: "2025-02", to: "2025-01" }),
    e("edit.partners", { partners: ["P"] }),
    e("next"), e("back"), e("change.company"), e("change.scope"), e("confirm"),
    ...["company", "scope", "review", "card"].map((step) => e("goto", { step })),
  ];
  const ctx = s.context as { results: unknown[] | null };
  if (s.matches({ company: "idle" }) && ctx.results?.length) out.push(e("pick", { company: A }));
  if (s.matches({ company: "typing" })) out.push(e("xstate.after.debounce.importerCard.company.typing"));
  if (s.children.searchCompanies) out.push(e("xstate.done.actor.searchCompanies", { output: [A] }));
  if (s.children.loadScope) out.push(e("xstate.done.actor.loadScope", { output: OPTIONS }));
  if (s.children.guard) out.push(e("xstate.done.actor.guard", { output: { opened: true, card: {}, limits: {} } }));
  return out;
}

/** The part of the context that changes what the wizard does. */
const context = (c: { answers: Parameters<typeof periodError>[0] & { company: unknown }; optionsFor: string | null; scopeDone: boolean; results: unknown[] | null }) => ({
  company: c.answers.company !== null,
  options: c.optionsFor,
  period: periodError(c.answers),
  done: c.scopeDone,
  results: !!c.results?.length,
});

/** The shortest path to every state the graph reaches (one page load each), shortest first. */
const wizardPaths = () => machinePaths({ machine: model, events: eventsAt, context: context as never, cover: "states" }).reverse();

/** Where a state comes to rest without the user: a search answers, the scope loads, the guard opens the card. */
function settled(s: AnyMachineSnapshot): { value: unknown; step: string; testId: string } {
  if (s.matches("company")) return { value: { company: "idle" }, step: "company", testId: "ic-step-company" };
  if (s.matches("scope")) return { value: { scope: "editing" }, step: "scope", testId: "ic-codes" };
  if (s.matches("review")) return { value: "review", step: "review", testId: "ic-step-review" };
  return { value: { card: "shown" }, step: "card", testId: "ic-card" };
}

interface Run {
  page: Page;
  importer: Importer;
  months: string[];
}

/** States the page passes through without the user: a search, the scope's load, the guard (the server answers at once). */
const passing = (s: AnyMachineSnapshot) =>
  s.matches({ company: "typing" }) || s.matches({ company: "searching" }) || s.matches({ scope: "loading" }) || s.matches({ card: "guarding" });

/** The address bar: a new entry and the browser's popstate, as typing an address inside the app does without a reload. */
async function goto(page: Page, address: string) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, address);
}

/** Per event, what the user does in the page, or what the page shows once the server has answered. */
const ACTIONS: Record<string, (run: Run, step: BrowserStep) => Promise<unknown>> = {
  search: ({ page, importer }) => page.getByTestId("ic-search").fill(importer.bin),
  "xstate.after.debounce.importerCard.company.typing": async () => {}, // time passes
  "xstate.done.actor.searchCompanies": ({ page }) => expect(page.getByTestId("ic-hit").first()).toBeVisible(),
  pick: ({ page, importer }) => page.getByTestId("ic-hit").filter({ hasText: importer.bin }).click(),
  "xstate.done.actor.loadScope": ({ page }) => expect(page.getByTestId("ic-codes")).toBeVisible(),
  "edit.codes": ({ page }) => page.getByTestId("ic-code").first().check(),
  "edit.partners": ({ page }) => page.getByTestId("ic-partner").first().check(),
  "edit.period": async ({ page, months }, { event }) => {
    const { from } = event as unknown as { from: string };
    const [first, last] = [months[0]!, months.at(-1)!];
    const forward = from === "2025-01";
    await page.getByTestId("ic-from").selectOption(forward ? first : last);
    return page.getByTestId("ic-to").selectOption(forward ? last : first);
  },
  next: ({ page }) => page.getByTestId("ic-next").click(),
  back: ({ page }) => page.getByTestId("ic-back").click(),
  "change.company": ({ page }, { before }) => page.getByTestId(before.matches({ card: "shown" }) ? "ic-another" : "ic-change-company").click(),
  "change.scope": ({ page }, { before }) => page.getByTestId(before.matches({ card: "shown" }) ? "ic-change-scope" : "ic-change-codes").click(),
  confirm: ({ page }) => page.getByTestId("ic-confirm").click(),
  goto: ({ page }, { event }) => goto(page, `/importer-card/${(event as unknown as { step: string }).step}`),
  "xstate.done.actor.guard": ({ page }) => expect(page.getByTestId("ic-card")).toBeVisible(),
};

/** The page shows the state: its step's view, its address, and the statechart's own value. */
async function expectState(page: Page, s: AnyMachineSnapshot) {
  const rest = settled(s);
  await expect(page.getByTestId(rest.testId)).toBeVisible();
  await expect(page.getByTestId("importer-card")).toHaveAttribute("data-state", JSON.stringify(rest.value));
  const pathname = new URL(page.url()).pathname;
  expect(rest.step === "company" ? ["/importer-card", "/importer-card/company"] : [`/importer-card/${rest.step}`]).toContain(pathname);
  const c = s.context as { answers: { from: string; to: string }; error: string | null };
  if (c.error) await expect(page.getByTestId("ic-error")).toBeVisible();
}

const PATHS = wizardPaths();

test.describe("importer card: the statechart's paths in the UI (standard plan)", () => {
  test.describe.configure({ mode: "serial" });
  let storage: Awaited<ReturnType<BrowserContext["storageState"]>>;
  let run: Omit<Run, "page">;

  test.beforeAll(async ({ browser, request }) => {
    const [importer] = await importers(request, 1);
    const scope = await request.get(`/api/v1/importers/${importer!.bin}/scope`, { headers: await paidBearer(request) });
    const months = ((await scope.json()) as { data: { months: string[] } }).data.months;
    expect(months.length).toBeGreaterThan(1);
    run = { importer: importer!, months };
    const context = await browser.newContext();
    const page = await context.newPage();
    await signedIn(page, request, "card-paths", "standard");
    storage = await context.storageState();
    await context.close();
  });

  test("the graph gives paths to every state", () => {
    expect(PATHS.length).toBeGreaterThan(5);
    recordBrowserCoverage(model, [{ paths: PATHS }]);
    const reached = new Set(PATHS.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    for (const v of [{ company: "idle" }, { company: "typing" }, { company: "searching" }, { scope: "loading" }, { scope: "editing" }, "review", { card: "guarding" }, { card: "shown" }]) {
      expect(reached, JSON.stringify(v)).toContain(JSON.stringify(v));
    }
  });

  for (const [i, p] of PATHS.entries()) {
    test(`path ${i + 1}: ${p.steps.map((s) => s.event.type.replace(/^xstate\.after\..*$/, "300 ms").replace(/^xstate\.done\.actor\./, "")).join(" → ")}`, async ({ browser }, info) => {
      test.skip(info.project.name !== "desktop", "the paths are the same at any width");
      const context = await browser.newContext({ storageState: storage });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await openSignedIn(page, "/importer-card");
      await replayInBrowser({ ...run, page }, p, { actions: ACTIONS, passing, expectState: (r, s) => expectState(r.page, s) });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

// ---- the limit guard -----------------------------------------------------------------------------

test("a signed-out visitor confirming the card meets the sign-in modal; signed in (standard), the card opens after the reload", async ({ page, request }) => {
  const [importer] = await importers(request, 1);
  const account = await verifiedAccount(request, "card-signin");
  await grant(account.email, "standard");
  // The search is card_opening_ved: the walk to confirmation is answered as to a paid user.
  await searchAsPaid(page, request);
  await page.goto("/importer-card");
  await walkToConfirm(page, importer!.bin);
  await expect(page.getByTestId("modal-login")).toBeVisible();
  await expect(page).toHaveURL(/\/importer-card\/review$/);
  // Closing the modal leaves the choice: back to the review, or sign in.
  await page.getByTestId("modal-close").click();
  await page.getByTestId("ic-guard-cancel").click();
  await expect(page.getByTestId("importer-card")).toHaveAttribute("data-state", '"review"');
  await page.getByTestId("ic-confirm").click();
  await expect(page.getByTestId("modal-login")).toBeVisible();
  await page.getByTestId("login-username").fill(account.email);
  await page.getByTestId("login-password").fill(account.password);
  await page.getByTestId("login-submit").click();
  // Signing in reloads the page; the wizard resumes in its guard, which now opens the card.
  await expect(page.getByTestId("ic-card-name")).toHaveText(importer!.name);
  await expect(page).toHaveURL(/\/importer-card\/card$/);
  await expect(page.getByTestId("modal-login")).toHaveCount(0);
  // The bell beside the name follows the company by its BIN in the sanctions lists (issue 18).
  const bell = page.getByTestId("ic-profile").getByTestId("follow-button");
  await expect(bell).toHaveAttribute("aria-label", `Следить за контрагентом «${importer!.bin}» в санкционных списках`);
  await bell.click();
  await expect(bell).toHaveAttribute("aria-pressed", "true");
});

test("a free user meets the rate modal on the importer card; closed, the search shows no importer (the server refuses it)", async ({ page, request }) => {
  const [importer] = await importers(request, 1);
  await signedIn(page, request, "card-free", null);
  await openSignedIn(page, "/importer-card");
  // The importer card's page and calls need card_opening_ved: the rate modal greets a free user, closed it stays closed on this page.
  await expect(page.getByTestId("modal-rate")).toBeVisible();
  await expect(page.getByTestId("rate-tariffs")).toBeVisible();
  await page.getByTestId("modal-close").click();
  const refused = page.waitForResponse((r) => r.url().includes("/api/v1/importers/search"));
  await page.getByTestId("ic-search").fill(importer!.bin);
  expect((await refused).status()).toBe(403);
  await expect(page.getByTestId("ic-step-company").getByRole("alert")).toBeVisible();
  await expect(page.getByTestId("ic-hit")).toHaveCount(0);
});

test("a standard user opens 10 cards, reopens one free, and the 11th meets the limit modal; /profile/reports lists them", async ({ page, request }, info) => {
  test.skip(info.project.name !== "desktop", "one run is enough: it spends a month's openings");
  test.setTimeout(240_000);
  const list = await importers(request, 11);
  expect(list).toHaveLength(11);
  await signedIn(page, request, "card-limit", "standard");
  await openSignedIn(page, "/importer-card");
  for (const [i, imp] of list.slice(0, 10).entries()) {
    await walkToConfirm(page, imp.bin);
    await expect(page.getByTestId("ic-card-name")).toHaveText(imp.name);
    await expect(page.getByTestId("ic-left")).toContainText(`: ${9 - i} `);
    await page.getByTestId("ic-another").click();
    await expect(page.getByTestId("ic-step-company")).toBeVisible();
  }
  // The first again: free within the month.
  await walkToConfirm(page, list[0]!.bin);
  await expect(page.getByTestId("ic-card-name")).toHaveText(list[0]!.name);
  await expect(page.getByTestId("ic-left")).toContainText(": 0 ");
  await page.getByTestId("ic-another").click();
  await expect(page.getByTestId("ic-step-company")).toBeVisible();
  // The 11th: the limit-reached modal with none left, the reset date and the plans.
  await walkToConfirm(page, list[10]!.bin);
  const modal = page.getByTestId("modal-limit");
  await expect(modal).toBeVisible();
  await expect(page.getByTestId("limit-left")).toContainText("0");
  await expect(page.getByTestId("limit-resets")).toContainText(formatDate("ru", nextMonthInAlmaty(), "long"));
  await expect(page.getByTestId("limit-tariffs")).toHaveAttribute("href", "/tariffs");
  await page.getByTestId("modal-close").click();
  await expect(page.getByTestId("importer-card")).toHaveAttribute("data-state", '"review"');

  await page.goto("/profile/reports");
  await expect(page.getByTestId("opened-card")).toHaveCount(10);
  for (const imp of list.slice(0, 10)) await expect(page.getByTestId("opened-cards-list")).toContainText(imp.name);
  await expect(page.getByTestId("opened-cards-left")).toContainText("0");
  // A listed card reopens through the wizard, free within the month.
  const last = list[9]!;
  await page.getByTestId("opened-card").filter({ hasText: last.bin }).getByRole("button").click();
  await expect(page.getByTestId("ic-codes")).toBeVisible();
  await page.getByTestId("ic-next").click();
  await page.getByTestId("ic-confirm").click();
  await expect(page.getByTestId("ic-card-name")).toHaveText(last.name);
  await expect(page.getByTestId("ic-left")).toContainText(": 0 ");
});

/** The 1st of next month in Kazakhstan (YYYY-MM-DD): when the month's openings come back. */
function nextMonthInAlmaty(): string {
  const [y, m] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Almaty", year: "numeric", month: "2-digit" }).format(new Date()).split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

// ---- three locales, both widths ------------------------------------------------------------------

for (const locale of LOCALES) {
  test(`every step in ${locale}: translated, no message id, screenshots`, async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    const [importer] = await importers(request, 1);
    await signedIn(page, request, `card-${locale}`, "standard");
    const shots = process.env.SCREENSHOTS ?? null;
    const shoot = async (name: string) => {
      expect(await page.locator("main").innerText()).not.toMatch(/\b(importerCard|openedCards|limit|charts|export)\.[a-zA-Z]/);
      if (shots) await page.screenshot({ path: path.join(shots, `importer-card-${name}-${locale}-${info.project.name}.png`), fullPage: true });
    };
    await openSignedIn(page, localePath(locale, "/importer-card"));
    await expect(page.getByTestId("page-title")).toHaveText(t(locale, { id: "route.importerCard" }));
    await page.getByTestId("ic-search").fill(importer!.bin.slice(0, 4));
    await expect(page.getByTestId("ic-hit").first()).toBeVisible();
    await expect(page.getByTestId("ic-search-demo")).toHaveText(t(locale, { id: "importerCard.company.demo" }));
    await shoot("company");
    await page.getByTestId("ic-search").fill(importer!.bin);
    await page.getByTestId("ic-hit").filter({ hasText: importer!.bin }).click();
    await expect(page.getByTestId("ic-codes")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/importer-card/scope")}$`));
    await page.getByTestId("ic-code").first().check();
    await shoot("scope");
    await page.getByTestId("ic-next").click();
    await expect(page.getByTestId("ic-step-review")).toBeVisible();
    await shoot("review");
    await page.getByTestId("ic-confirm").click();
    await expect(page.getByTestId("ic-card")).toBeVisible();
    await expect(page.getByTestId("ic-demo")).toHaveText(t(locale, { id: "importerCard.card.demo" }));
    await expect(page.getByTestId("ic-chart-code")).toBeVisible();
    await expect(page.getByTestId("ic-sanctions")).toBeVisible();
    await expect(page.getByTestId("ic-by-code").getByTestId("export-csv")).toBeEnabled();
    await shoot("card");
    // The wizard itself never scrolls sideways (the tables scroll in their own boxes).
    expect(await page.evaluate(() => (document.querySelector("main")?.scrollWidth ?? 0) <= window.innerWidth + 1)).toBe(true);
    await page.goto(localePath(locale, "/profile/reports"));
    await expect(page.getByTestId("opened-card")).toHaveCount(1);
    await shoot("reports");
    expect(errors).toEqual([]);
  });
}

test("an unknown step is the not-found page", async ({ page }) => {
  await page.goto("/importer-card/nope");
  await expect(page.getByTestId("error-page")).toBeVisible();
  await expect(page.getByTestId("importer-card")).toHaveCount(0);
});
