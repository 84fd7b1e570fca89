// Issue 14: the JavaScript a cold visit downloads before the page settles, at phone width.
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { ROUTES } from "../../core/routes.ts";
import { DEMO_NUMBERS } from "../../server/containers/demo.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";
import { budgetPaths } from "./pages.ts";

const BUDGET_KB = 120;
/** No request started or finished for this long after "networkidle": late lazy chunks have had their chance. */
const QUIET_MS = 1000;
/** A page that never settles (polling) is measured as far as it got. */
const SETTLE_LIMIT_MS = 15_000;
/** Values for the route table's parameters, so every pattern becomes a page that exists. */
const SAMPLE_PARAMS: Record<string, string> = { code: "0201100008", step: "company" };

/** Pages whose address carries what they show: the bare route alone would measure an empty form. */
const WITH_QUERY = [`/track-container?number=${DEMO_NUMBERS[0]}`, `/calculator?code=${SAMPLE_PARAMS.code}`];

/** Every public route in ru (the profile section needs a session), the pages with a query, then the budget pages in kk and en. */
function measuredPaths(): string[] {
  const ru = ROUTES.filter((r) => r.section !== "profile").map((r) => r.path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? name));
  return [...ru, ...WITH_QUERY, ...budgetPaths().filter((p) => /^\/(kk|en)(\/|$)/.test(p))];
}

/** Resolves once no request has been in flight for QUIET_MS, counted by the page's own request events. */
function quiet(page: Page): Promise<void> {
  return new Promise((resolve) => {
    let inFlight = 0;
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      page.off("request", started).off("requestfinished", ended).off("requestfailed", ended);
      clearTimeout(limit);
      resolve();
    };
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, QUIET_MS);
    };
    const started = () => { inFlight++; arm(); };
    const ended = () => { inFlight = Math.max(0, inFlight - 1); arm(); };
    const limit = setTimeout(() => { clearTimeout(timer); done(); }, SETTLE_LIMIT_MS);
    page.on("request", started).on("requestfinished", ended).on("requestfailed", ended);
    arm();
  });
}

/** gzip bytes of every script one cold visit loads until the network is quiet, and how many scripts. */
async function scriptBytes(page: Page, url: string): Promise<{ bytes: number; count: number }> {
  // Bodies are gzipped here, so the figure is the same whether or not the server compresses.
  const sizes: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    // A redirect has no body to count; the script it leads to is a response of its own.
    sizes.push(response.body().then((body) => gzipSync(body).length, () => 0));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await quiet(page);
  const all = await Promise.all(sizes);
  return { bytes: all.reduce((a, b) => a + b, 0), count: all.length };
}

/** Prints the gzip JS of a cold visit per route at 390 px and the largest against the budget. */
export async function scriptsUntilIdle(base: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows: [string, number, number][] = [];
  try {
    for (const p of measuredPaths()) {
      // A new context per visit: an empty cache, so each route is a first visit.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const { bytes, count } = await scriptBytes(await context.newPage(), `${base}${p}`);
      await context.close();
      rows.push([p, bytes, count]);
    }
  } finally {
    await browser.close();
  }
  const max = rows.reduce((m, r) => (r[1] > m[1] ? r : m));
  console.log(`scripts until network idle, cold visit at 390 px (gzip): max ${(max[1] / 1024).toFixed(1)} KB on ${max[0]} (budget ${BUDGET_KB} KB)`);
  for (const [p, bytes, count] of rows) console.log(`  ${p.padEnd(28)} ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${count} scripts`);
}
