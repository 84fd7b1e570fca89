import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../../server/db/connect.ts";
import { tradeMonthlyTotals, tradePartnerAnnual } from "../../../../server/db/schema.ts";
import { millionToCents, thousandToCents } from "../../../../server/trade/calibrate.ts";
import { rows } from "../../../../server/services/ai/score.ts";
import { openTestDatabase } from "../../../support/test-db.ts";

// The demo declarations must add up to the official figures (data/README.md): per flow and month, the BNS
// monthly total; per flow, year (2019–2025) and main partner, the partner figure; the rest of each year to
// the partners without a figure. Tolerance: none — equal to the cent.

let database: Database;
beforeAll(async () => { database = await openTestDatabase(); });
afterAll(async () => { await database.close(); });

const demoSums = async (by: "period" | "year, partner_iso2") =>
  rows<{ flow: string; period?: string; year?: number; partner_iso2?: string; cents: string }>(await database.db.execute(sql.raw(
    `SELECT flow, ${by}, sum(value_cents)::text AS cents FROM trade_declarations WHERE demo GROUP BY flow, ${by}`,
  )));

describe("demo declarations vs the official totals", () => {
  it("every flow and month equals the BNS monthly total to the cent", async () => {
    const official = await database.db.select().from(tradeMonthlyTotals);
    const sums = new Map((await demoSums("period")).map((r) => [`${r.flow} ${r.period}`, Number(r.cents)]));
    expect(official).toHaveLength(90);
    for (const m of official) {
      expect(sums.get(`export ${m.period}`), m.period).toBe(thousandToCents(m.exportsThousandUsd));
      expect(sums.get(`import ${m.period}`), m.period).toBe(thousandToCents(m.importsThousandUsd));
    }
    expect(sums.size).toBe(180);
  });

  it("every main partner, flow and year 2019–2025 equals the partner figure to the cent; the rest is the year's remainder", async () => {
    const official = await database.db.select().from(tradePartnerAnnual).where(sql`${tradePartnerAnnual.year} >= 2019`);
    const sums = new Map((await demoSums("year, partner_iso2")).map((r) => [`${r.flow} ${r.year} ${r.partner_iso2}`, Number(r.cents)]));
    const monthly = await database.db.select().from(tradeMonthlyTotals);
    let checked = 0;
    for (const flow of ["export", "import"] as const) {
      for (let year = 2019; year <= 2025; year++) {
        const main = official.filter((p) => p.year === year && (flow === "export" ? p.exportsMusd : p.importsMusd) !== null);
        let mainCents = 0;
        for (const p of main) {
          const want = millionToCents((flow === "export" ? p.exportsMusd : p.importsMusd)!);
          expect(sums.get(`${flow} ${year} ${p.partnerIso2}`), `${flow} ${year} ${p.partnerIso2}`).toBe(want);
          mainCents += want;
          checked++;
        }
        const total = monthly
          .filter((m) => m.period.startsWith(`${year}-`))
          .reduce((s, m) => s + thousandToCents(flow === "export" ? m.exportsThousandUsd : m.importsThousandUsd), 0);
        const mainIso = new Set(main.map((p) => p.partnerIso2));
        const rest = [...sums].filter(([k]) => k.startsWith(`${flow} ${year} `) && !mainIso.has(k.slice(-2))).reduce((s, [, v]) => s + v, 0);
        expect(rest, `${flow} ${year} other partners`).toBe(total - mainCents);
      }
    }
    // 39 partners × 2 flows × 7 years, less Afghanistan and the UAE in 2025 (not reported).
    expect(checked).toBe(542);
  });
});
