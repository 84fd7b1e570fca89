import path from "node:path";
import { readCsv } from "../import/csv.ts";

/** The official figures and reference lists the demo declarations are generated from (all under data/). */
export interface DemoInputs {
  /** Per month (YYYY-MM): BNS exports and imports, thousand USD. */
  months: { period: string; exports: number; imports: number }[];
  /** The 39 main partners per year, million USD; null = not reported. */
  partnerYears: { iso2: string; year: number; exports: number | null; imports: number | null }[];
  /** Every partner's mean 2023–2025, million USD (weights of the partners outside the 39). */
  partnerAvg: { iso2: string; exports: number; imports: number }[];
  regions: string[];
  /** 10-digit codes of the tariff with their supplementary unit ("" when none). */
  codes: { code: string; unit: string }[];
  /** The customs posts of data/logistics with the neighbour each faces. */
  posts: { code: string; border: string }[];
}

export const DEMO_INPUT_FILES = [
  "trade/kz_trade_monthly_totals.csv",
  "trade/kz_trade_by_partner_annual_top.csv",
  "trade/kz_trade_by_partner_avg_2023_2025.csv",
  "geo/kz_regions.csv",
  "tariff/duty_rates.csv.gz",
  "logistics/customs_posts.csv",
] as const;

const opt = (s: string | undefined) => (s === undefined || s === "" ? null : Number(s));

export async function readDemoInputs(dataDir: string): Promise<DemoInputs> {
  const [months, partnerYears, partnerAvg, regions, codes, posts] = await Promise.all(DEMO_INPUT_FILES.map((f) => readCsv(path.join(dataDir, f))));
  return {
    months: months!.map((r) => ({ period: r.period!, exports: Number(r.exports_thousand_usd), imports: Number(r.imports_thousand_usd) })),
    partnerYears: partnerYears!.map((r) => ({ iso2: r.partner_iso2!, year: Number(r.year), exports: opt(r.exports_musd), imports: opt(r.imports_musd) })),
    partnerAvg: partnerAvg!.map((r) => ({ iso2: r.partner_iso2!, exports: Number(r.exports_musd_avg_2023_2025), imports: Number(r.imports_musd_avg_2023_2025) })),
    regions: regions!.map((r) => r.iso_3166_2!),
    codes: codes!.map((r) => ({ code: r.code!, unit: r.unit ?? "" })),
    posts: posts!.filter((r) => r.border).map((r) => ({ code: r.code!, border: r.border! })),
  };
}
