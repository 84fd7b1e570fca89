import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchBody } from "../../../../core/contract/index.ts";
import { parseCsv } from "../../../../server/import/csv.ts";
import { DATA_DIR_DEFAULT } from "../../../../server/import/index.ts";
import { normalize } from "../../../../server/search/normalize.ts";
import { startTestApp } from "../../../support/test-app.ts";

// Our own query set (queries.csv): each query with the 4-digit heading(s) a right answer starts with.
// Budget: the right heading among the first three results for at least 90 % of the queries.

interface Query { q: string; lang: string; headings: string[]; kind: string }

const read = (file: string) => {
  const [head, ...rows] = parseCsv(readFileSync(file, "utf8"));
  return rows.map((r) => Object.fromEntries(head!.map((h, i) => [h, r[i] ?? ""])));
};
const queries: Query[] = read(path.join(import.meta.dirname, "queries.csv")).map((r) => ({
  q: r.q!, lang: r.lang!, headings: r.heading!.split("|"), kind: r.kind!,
}));
/** Queries that are, letter for letter, a synonym: the rest show what the names and corrections do. */
const synonymKeys = new Set(read(path.join(DATA_DIR_DEFAULT, "search/synonyms.csv")).map((r) => normalize(r.term!)));

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

interface Outcome { query: Query; top1: boolean; top3: boolean; got: string[] }

const pct = (part: Outcome[], key: "top1" | "top3") => (part.length === 0 ? "-" : `${((100 * part.filter((o) => o[key]).length) / part.length).toFixed(1)} %`);
const line = (label: string, part: Outcome[]) => `  ${label.padEnd(22)} n=${String(part.length).padStart(3)}  top-1 ${pct(part, "top1").padStart(7)}  top-3 ${pct(part, "top3").padStart(7)}`;

describe("search quality on queries.csv", () => {
  it("has at least 100 queries across ru, kk and en", () => {
    expect(queries.length).toBeGreaterThanOrEqual(100);
    for (const lang of ["ru", "kk", "en"]) expect(queries.filter((q) => q.lang === lang).length).toBeGreaterThanOrEqual(20);
    for (const q of queries) for (const h of q.headings) expect(h).toMatch(/^\d{4}$/);
  });

  // A hundred uncached searches one after another: on a loaded 2-core machine they can take over 30 s.
  it("finds the expected heading among the first three for at least 90 % of the queries", async () => {
    const outcomes: Outcome[] = [];
    for (const query of queries) {
      const res = await t.app.inject({
        method: "POST",
        url: "/ai/ved/tnved/search",
        headers: { "content-type": "application/json", ...(query.lang ? { lang: query.lang } : {}) },
        payload: JSON.stringify({ q: query.q, limit: 10 }),
      });
      const got = searchBody.parse(res.json()).data.map((r) => r.code);
      const hit = (code: string | undefined) => code !== undefined && query.headings.some((h) => code.startsWith(h));
      outcomes.push({ query, top1: hit(got[0]), top3: got.slice(0, 3).some(hit), got: got.slice(0, 3) });
    }
    const report = [
      "search quality (queries.csv):",
      line("all", outcomes),
      ...["ru", "kk", "en"].map((lang) => line(`lang ${lang}`, outcomes.filter((o) => o.query.lang === lang))),
      ...[...new Set(queries.map((q) => q.kind))].map((kind) => line(`kind ${kind}`, outcomes.filter((o) => o.query.kind === kind))),
      line("not a synonym as typed", outcomes.filter((o) => !synonymKeys.has(normalize(o.query.q)))),
      ...outcomes.filter((o) => !o.top3).map((o) => `  miss: ${JSON.stringify(o.query.q)} wants ${o.query.headings.join("|")}, got ${o.got.join(" ")}`),
    ];
    console.log(report.join("\n"));
    expect(outcomes.filter((o) => o.top3).length / outcomes.length).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
