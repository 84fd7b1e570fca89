import { expect, test } from "./fixtures.ts";
import type { APIRequestContext, Page, Route } from "./fixtures.ts";
import { fromPromise, getNextSnapshot } from "xstate";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { CARD_PERMISSION, limitGuardMachine } from "../../machines/limit-guard/limit-guard.machine.ts";
import type { LimitGuardContext, LimitGuardInput, OpenCardAnswer, OpenCardRequest } from "../../machines/limit-guard/limit-guard.machine.ts";
import { verifiedAccount, type TestAccount } from "./accounts.ts";
import { closeRateIfShown, grant, type Importer, importers, openSignedIn, searchAsPaid, walkToConfirm } from "./importer-card-helpers.ts";
import { machinePaths, withoutPrefixes } from "../support/machine-paths.ts";
import { type BrowserStep, type MachinePath, recordBrowserCoverage, replayInBrowser } from "./machine-replay.ts";
import { collectErrors } from "./ui-helpers.ts";

/**
 * The limit guard's generated paths (issue 8) in the browser against the real server: the graph
 * of limitGuardMachine from the three users who confirm a card (signed out, free, standard), with
 * the events a browser can make: the user signs in through the modal (as a free or a standard
 * user), closes a modal, presses retry; the server answers the opening. 200 and 402 are the real
 * server's (a standard user with openings left, or one who spent the month's ten); 401, 403, 404
 * and a dropped connection are answers of a routed call, since this server gives them only to a
 * stale token, a revoked plan or a broken build. Every path replays from the review step of the
 * wizard (tests/e2e/machine-replay.ts); after each step the page must show the guard's state.
 *
 * Not made in the browser (the machine's vitest replay covers them): `open` (the wizard always
 * starts the guard with its importer), `cancel` while opening (no control is shown then), and a
 * session change anywhere but at sign-in (the rate modal covers the page; the opening and the
 * limit modal last too short or end the guard). The first test prints what the paths cover.
 */

type Plan = "free" | "standard";
/** Who confirms the card: the guard's input. */
const USERS: Record<"signedOut" | Plan, LimitGuardInput> = {
  signedOut: { signedIn: false, permissions: [], importer: "BIN" },
  free: { signedIn: true, permissions: ["access_to_ved"], importer: "BIN" },
  standard: { signedIn: true, permissions: ["access_to_ved", CARD_PERMISSION], importer: "BIN" },
};
const e = (type: string, payload: object = {}): EventObject => ({ type, ...payload });
const answered = (output: OpenCardAnswer): EventObject => e("xstate.done.actor.openCard", { output, actorId: "openCard" });
const signsIn = (plan: Plan): EventObject => e("user.changed", { signedIn: true, permissions: USERS[plan].permissions });
/** The session reset a 401 causes (the client signs out): the guard hears it in signIn. */
const SIGNED_OUT = e("user.changed", { signedIn: false, permissions: [] });
const LIMITS = { left: 0, resets_at: "2026-12-01T00:00:00+05:00" };
const OPENED = answered({ status: 200, card: {} as never, limits: LIMITS });
const ANSWERS: EventObject[] = [
  OPENED,
  answered({ status: 402, limits: LIMITS }),
  answered({ status: 401, message: "" }),
  answered({ status: 403, message: "" }),
  answered({ status: 404, message: "" }),
  e("xstate.error.actor.openCard", { error: "no connection", actorId: "openCard" }),
];

const never = fromPromise<OpenCardAnswer, OpenCardRequest>(() => new Promise<OpenCardAnswer>(() => {}));
const model = limitGuardMachine.provide({ actors: { openCard: never } });

/** What a browser can do in a guard state (see the header for what it cannot). */
function eventsAt(user: keyof typeof USERS) {
  return (s: AnyMachineSnapshot): EventObject[] => {
    if (s.status !== "active") return [];
    if (s.matches("opening")) return ANSWERS;
    if (s.matches("signIn")) {
      const c = s.context as LimitGuardContext;
      // A 401 signed the session out (free and standard users): the guard hears the reset first.
      const reset = user !== "signedOut" && c.permissions.length === 0 && c.signedIn === false ? [SIGNED_OUT] : [];
      return [...reset, e("cancel"), signsIn("free"), signsIn("standard")];
    }
    if (s.matches("failed")) return [e("cancel"), e("retry")];
    if (s.matches("rate") || s.matches("limitReached")) return [e("cancel")];
    return [];
  };
}

interface GuardPath {
  user: keyof typeof USERS;
  path: MachinePath;
}

/** The graph's state: the guard's value and who is signed in. */
const context = (c: LimitGuardContext) => ({ signedIn: c.signedIn, permissions: c.permissions });

/** One path per edge of each user's graph, a path that ends by starting an opening going on to the server's card. */
function guardPaths(): GuardPath[] {
  return (Object.keys(USERS) as (keyof typeof USERS)[]).flatMap((user) => {
    const generated = machinePaths({ machine: model, input: USERS[user], events: eventsAt(user), context });
    const finished = generated.map((p) => {
      const last = p.steps.at(-1)?.state;
      return last?.matches("opening") ? { ...p, steps: [...p.steps, { event: OPENED, state: getNextSnapshot(model, last, OPENED as never) }] } : p;
    });
    return withoutPrefixes(finished)
      .reverse()
      .map((path) => ({ user, path }));
  });
}

const PATHS = guardPaths();

// ---- the browser side ----------------------------------------------------------------------------

/** How the next opening call is answered: by the real server, or by the routed call. */
type Answer = "server" | 401 | 403 | 404 | "drop";
const answerOf = (event: EventObject): Answer => {
  if (event.type.startsWith("xstate.error.")) return "drop";
  const status = (event as unknown as { output: OpenCardAnswer }).output.status;
  return status === 200 || status === 402 ? "server" : (status as 401 | 403 | 404);
};
const BODIES: Record<401 | 403 | 404, object> = {
  401: { success: false, message: "Unauthenticated." },
  403: { message: "No permission.", reason: "no_permission" },
  404: { message: "Not found." },
};

interface Run {
  page: Page;
  importer: Importer;
  /** Accounts the path signs in with through the modal, made when first needed. */
  account: (plan: Plan) => Promise<TestAccount>;
  /** Sets how the next opening call is answered. */
  answerNext: (answer: Answer) => void;
}

/** The guard's state as the page shows it. */
async function expectGuard(page: Page, s: AnyMachineSnapshot) {
  const wizard = page.getByTestId("importer-card");
  if (s.matches("opened")) return expect(page.getByTestId("ic-card")).toBeVisible();
  if (s.matches("cancelled")) return expect(wizard).toHaveAttribute("data-state", '"review"');
  await expect(wizard).toHaveAttribute("data-state", JSON.stringify({ card: "guarding" }));
  if (s.matches("signIn")) {
    // Signed out (from the start, or by the 401's reset): the sign-in modal opens over the panel.
    await expect(page.getByTestId("ic-guard-signin")).toBeVisible();
    return expect(page.getByTestId("modal-login")).toBeVisible();
  }
  if (s.matches("rate")) return expect(page.getByTestId("modal-rate").first()).toBeVisible();
  if (s.matches("limitReached")) return expect(page.getByTestId("limit-left")).toContainText("0");
  if (s.matches("failed")) return expect(page.getByTestId("ic-guard-failed")).toBeVisible();
  throw new Error(`no view for ${JSON.stringify(s.value)}`);
}

/**
 * Closes the rate modals one by one: the guard's, and the one a free user meets on each page. The
 * page's may open over the guard's while it is being closed, covering the button a click already
 * holds; so a try that does not close one in time starts again from the top one.
 */
async function closeRateModals(page: Page) {
  const rate = page.getByTestId("modal-rate");
  await expect(async () => {
    for (let open = await rate.count(); open > 0; open = await rate.count()) {
      await rate.last().getByTestId("modal-close").click({ timeout: 5_000 }); // the top one
      await expect(rate).toHaveCount(open - 1, { timeout: 5_000 });
    }
  }).toPass({ timeout: 45_000 });
}

/** The reset a 401 causes: the session signs out, the guard hears it at sign-in. */
const isSignOut = (event: EventObject) => event.type === "user.changed" && !(event as unknown as { signedIn: boolean }).signedIn;

/** Makes a step in the page; the opening it starts is answered as the path's next step says. */
const act =
  (make: (run: Run, step: BrowserStep) => Promise<unknown>) =>
  (run: Run, step: BrowserStep): Promise<unknown> => {
    if (step.next?.type.includes(".actor.openCard")) run.answerNext(answerOf(step.next));
    return make(run, step);
  };
const serverAnswers = act(async () => {}); // the server (or the routed call) has answered

const ACTIONS: Record<string, (run: Run, step: BrowserStep) => Promise<unknown>> = {
  "xstate.done.actor.openCard": serverAnswers,
  "xstate.error.actor.openCard": serverAnswers,
  retry: act(({ page }) => page.getByTestId("ic-guard-failed").getByRole("button").first().click()),
  cancel: act(async ({ page }, { before }) => {
    if (before.matches("failed")) return page.getByTestId("ic-guard-failed").getByRole("button").last().click();
    if (before.matches("rate")) return closeRateModals(page);
    if (before.matches("limitReached")) return page.getByTestId("modal-limit").getByTestId("modal-close").click();
    // At sign-in: the modal closed, the panel's way back to the review.
    await page.getByTestId("modal-login").getByTestId("modal-close").click();
    await expect(page.getByTestId("modal-login")).toHaveCount(0);
    return page.getByTestId("ic-guard-cancel").click();
  }),
  "user.changed": act(async (run, { event }) => {
    if (isSignOut(event)) return; // the session resets itself
    const { page } = run;
    const account = await run.account(planOf(event));
    await page.getByTestId("login-username").fill(account.email);
    await page.getByTestId("login-password").fill(account.password);
    // Signing in reloads the page; the wizard resumes in its guard.
    const reloaded = page.waitForEvent("load");
    await page.getByTestId("login-submit").click();
    await reloaded;
  }),
};

/** Spends the month's ten openings of a standard account through the API, so the server answers 402. */
async function spendOpenings(request: APIRequestContext, account: TestAccount, list: Importer[]) {
  expect((await request.post("/auth/api/login", { data: { username: account.email, password: account.password } })).status()).toBe(200);
  const access = (await (await request.get("/auth/api/access/cookie")).json()) as { data: { access_token: string } };
  for (const imp of list) {
    const res = await request.get(`/api/v1/open-card?importer=${imp.bin}`, { headers: { authorization: `Bearer ${access.data.access_token}` } });
    expect(res.status()).toBe(200);
  }
  expect((await request.get("/auth/api/logout")).ok()).toBe(true);
}

const planOf = (event: EventObject): Plan => ((event as unknown as { permissions: string[] }).permissions.includes(CARD_PERMISSION) ? "standard" : "free");
function stepLabel(event: EventObject): string {
  if (event.type.startsWith("xstate.error.")) return "no connection";
  if (event.type.startsWith("xstate.done.")) return String((event as unknown as { output: OpenCardAnswer }).output.status);
  if (isSignOut(event)) return "session reset";
  if (event.type === "user.changed") return `signs in (${planOf(event)})`;
  return event.type;
}
const label = (p: GuardPath) => `${p.user}: ${p.path.steps.map((s) => stepLabel(s.event)).join(" → ")}`;

test.describe("limit guard: the statechart's paths in the browser", () => {
  test("the paths reach every state of the guard; the transitions a browser cannot make are the header's", () => {
    const c = recordBrowserCoverage(
      model,
      (Object.keys(USERS) as (keyof typeof USERS)[]).map((user) => ({ input: USERS[user], paths: PATHS.filter((p) => p.user === user).map((p) => p.path) })),
    );
    const missing = c.transitions.missing;
    console.log(`limitGuard in the browser: ${PATHS.length} paths; states ${c.states.covered.length}/${c.states.total.length}, transitions ${c.transitions.covered.length}/${c.transitions.total.length}; not in the browser: ${missing.join("; ")}`);
    expect(c.states.missing).toEqual([]);
    // Each one left out is named in the header: open, a session change anywhere but at sign-in.
    for (const k of missing) expect(k).toMatch(/--open|opening --cancel|limitGuard --user\.changed|(signIn|rate) --user\.changed/);
  });

  for (const [i, p] of PATHS.entries()) {
    test(`path ${i + 1}: ${label(p)}`, async ({ page, request }, info) => {
      test.skip(info.project.name !== "desktop", "the paths are the same at any width");
      test.setTimeout(90_000);
      const errors = collectErrors(page);
      const steps = p.path.steps;
      const answers = steps.filter((s) => s.event.type.includes(".actor.openCard")).map((s) => (s.event as unknown as { output?: OpenCardAnswer }).output?.status);
      // A path the real server ends with 402 needs a standard user whose openings are spent.
      const spent = answers.includes(402);
      const list = await importers(request, spent ? 11 : 1);
      const importer = list.at(-1)!;
      const accounts = new Map<Plan, TestAccount>();
      const account = async (plan: Plan) => {
        let a = accounts.get(plan);
        if (!a) {
          a = await verifiedAccount(request, `guard-${plan}`);
          if (plan === "standard") {
            await grant(a.email, "standard");
            if (spent) await spendOpenings(request, a, list.slice(0, 10));
          }
          accounts.set(plan, a);
        }
        return a;
      };

      let answer: Answer = "server";
      await page.route("**/api/v1/open-card?**", (route: Route) =>
        answer === "server" ? route.continue()
        : answer === "drop" ? route.abort("connectionreset")
        : route.fulfill({ status: answer, contentType: "application/json", body: JSON.stringify(BODIES[answer]) }),
      );
      const run: Run = { page, importer, account, answerNext: (a) => (answer = a) };

      // The guard starts at confirmation: the walk there is a paid user's for everyone (the search is card_opening_ved).
      if (p.user !== "standard") await searchAsPaid(page, request);
      if (p.user === "signedOut") await page.goto("/importer-card");
      else {
        const a = await account(p.user);
        expect((await page.request.post("/auth/api/login", { data: { username: a.email, password: a.password } })).status()).toBe(200);
        await openSignedIn(page, "/importer-card");
        if (p.user === "free") await closeRateIfShown(page);
      }
      // Confirming starts the guard; its first opening is answered as the path says.
      const first = steps.find((s) => s.event.type.includes(".actor.openCard"));
      if (first && p.user === "standard") answer = answerOf(first.event);
      await walkToConfirm(page, importer.bin, p.user === "free");
      await replayInBrowser(run, p.path, {
        actions: ACTIONS,
        passing: (s) => s.matches("opening"), // the server answers at once
        expectState: (r, s) => expectGuard(r.page, s),
      });
      // The routed failures are the test's own; anything else on the console is a fault.
      expect(errors.filter((m) => !/open-card|401|403|404|ERR_CONNECTION_RESET|Failed to load resource/.test(m))).toEqual([]);
    });
  }
});
