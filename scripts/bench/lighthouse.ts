// Lighthouse's default (mobile) run: simulated slow 4G, 4× CPU slowdown, moto g power screen.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";
import { budgetPaths } from "./pages.ts";

type Figure = "performance" | "accessibility" | "seo" | "lcp" | "cls" | "tbt";
type Row = Record<Figure, number> & { path: string };

/** Issue 14's budgets: scores at or above `min`, timings and shift at or below `max`. */
const BUDGETS: { figure: Figure; label: string; min?: number; max?: number; show: (v: number) => string }[] = [
  { figure: "performance", label: "performance", min: 0.95, show: (v) => v.toFixed(2) },
  { figure: "accessibility", label: "accessibility", min: 0.98, show: (v) => v.toFixed(2) },
  { figure: "seo", label: "SEO", min: 0.95, show: (v) => v.toFixed(2) },
  { figure: "lcp", label: "LCP", max: 2000, show: (v) => `${(v / 1000).toFixed(2)} s` },
  { figure: "cls", label: "CLS", max: 0.02, show: (v) => v.toFixed(3) },
  { figure: "tbt", label: "TBT", max: 150, show: (v) => `${Math.round(v)} ms` },
];

const show = (b: (typeof BUDGETS)[number], v: number) => (Number.isNaN(v) ? "n/a" : b.show(v));

/**
 * Runs per page (`BENCH_LIGHTHOUSE_RUNS`, default 3). One run's TBT on this machine ranged 106–400 ms for
 * the same build and page, so the page's figures are those of its median run (Lighthouse's own choice: the
 * run nearest the median FCP and TTI, as Lighthouse CI does), and the spread of TBT is printed beside them.
 */
function runsPerPage(): number {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number ≥ 1, not ${process.env.BENCH_LIGHTHOUSE_RUNS}`);
  return runs;
}

/** Runs the 15 budget pages one after another in one Chromium and prints each page's figures and the worst of each. */
export async function lighthouseMobile(base: string) {
  // No userDataDir: chrome-launcher then makes an empty profile in a new temporary folder and removes it on
  // kill, so no cache, cookie or service worker from an earlier run makes a visit warm.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: "silent" });
  const rows: Row[] = [];
  const benchmarks: number[] = [];
  const runs = runsPerPage();
  console.log(`Lighthouse mobile (simulated slow 4G, 4× CPU slowdown, moto g power), one page at a time, median of ${runs} run(s):`);
  try {
    for (const p of budgetPaths()) {
      const lhrs = [];
      for (let i = 0; i < runs; i++) {
        const lhr = (await lighthouse(`${base}${p}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "seo"] }))?.lhr;
        if (!lhr || lhr.runtimeError) {
          console.log(`  ${p.padEnd(24)} run ${i + 1}: no result: ${lhr?.runtimeError?.message ?? "Lighthouse returned nothing"}`);
          continue;
        }
        benchmarks.push(lhr.environment.benchmarkIndex);
        lhrs.push(lhr);
      }
      if (lhrs.length === 0) continue;
      const lhr = computeMedianRun(lhrs);
      const score = (id: string) => lhr.categories[id]?.score ?? Number.NaN;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const row: Row = {
        path: p, performance: score("performance"), accessibility: score("accessibility"), seo: score("seo"),
        lcp: audit("largest-contentful-paint"), cls: audit("cumulative-layout-shift"), tbt: audit("total-blocking-time"),
      };
      rows.push(row);
      const tbts = lhrs.map((r) => Math.round(r.audits["total-blocking-time"]?.numericValue ?? Number.NaN)).sort((a, b) => a - b);
      console.log(`  ${p.padEnd(24)} ${BUDGETS.map((b) => `${b.label} ${show(b, row[b.figure])}`).join("  ")}  (TBT of the runs ${tbts.join(", ")} ms)`);
    }
  } finally {
    chrome.kill();
  }
  if (rows.length === 0) return;
  // The simulation scales what this machine measured: a low or scattered index means the figures are noisy.
  console.log(`  worst of ${rows.length} pages (host CPU benchmark index ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}):`);
  for (const b of BUDGETS) {
    // A missing figure (Lighthouse could not measure it) counts as the worst.
    const worse = (r: Row, w: Row) => Number.isNaN(r[b.figure]) || (b.min !== undefined ? r[b.figure] < w[b.figure] : r[b.figure] > w[b.figure]);
    const worst = rows.reduce((w, r) => (worse(r, w) ? r : w));
    const budget = b.min !== undefined ? `≥ ${b.show(b.min)}` : `≤ ${b.show(b.max ?? 0)}`;
    console.log(`    ${b.label.padEnd(14)} ${show(b, worst[b.figure]).padEnd(8)} on ${worst.path.padEnd(24)} budget ${budget}`);
  }
}
