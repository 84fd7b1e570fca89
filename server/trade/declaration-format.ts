import type { tradeDeclarations } from "../db/schema.ts";
import { binProblem } from "./bin.ts";

// The declaration file an operator loads (`npm run import:declarations -- file.csv`) and the demo set
// (data/trade/demo-declarations.csv.gz) share: UTF-8 CSV, comma-separated, header row, one row per
// declaration line. Documented in README.md ("Trade declarations").

export const DECLARATION_COLUMNS = [
  "date", "flow", "bin", "company_name", "region", "partner_iso2", "code", "value_usd", "net_weight_kg", "quantity", "unit",
] as const;
/** Columns a file may leave out (files written before issue 20 have none of them); an empty cell is allowed too. */
export const OPTIONAL_COLUMNS = ["transport_mode", "delivery_terms", "customs_post"] as const;
export type DeclarationColumn = (typeof DECLARATION_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

export type DeclarationRow = Omit<typeof tradeDeclarations.$inferInsert, "id" | "demo" | "source">;

/** What a row is checked against: the region ids (kz_regions.iso), partner codes (countries.iso2) and logistics classifiers known. */
export interface Known {
  regions: ReadonlySet<string>;
  countries: ReadonlySet<string>;
  transportModes: ReadonlySet<string>;
  deliveryTerms: ReadonlySet<string>;
  customsPosts: ReadonlySet<string>;
}

/** The header's missing required columns (extra columns are allowed and ignored). */
export function missingColumns(header: readonly string[]): (typeof DECLARATION_COLUMNS)[number][] {
  return DECLARATION_COLUMNS.filter((c) => !header.includes(c));
}

/** US dollars with up to 2 decimals → cents, without floating-point error; null when malformed. */
export function usdToCents(s: string): number | null {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(s);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : null;
}

const optionalNumber = (s: string) => (s === "" ? null : /^\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN);

function dateProblem(s: string): string | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(s);
  if (!m) return "date must be YYYY-MM-DD or YYYY-MM";
  const [y, mo] = [Number(m[1]), Number(m[2])];
  if (mo < 1 || mo > 12) return "date has no such month";
  if (m[3] !== undefined) {
    const d = Number(m[3]);
    if (d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return "date has no such day";
  }
  return null;
}

/** One record checked and converted, or the reason it cannot be loaded. */
export function parseDeclaration(r: Record<string, string>, known: Known): { row: DeclarationRow } | { reason: string } {
  const v = (c: DeclarationColumn) => (r[c] ?? "").trim();
  const date = v("date");
  const bad = dateProblem(date);
  if (bad) return { reason: bad };
  const flow = v("flow");
  if (flow !== "import" && flow !== "export") return { reason: "flow must be import or export" };
  const bin = v("bin");
  const binBad = binProblem(bin);
  if (binBad) return { reason: `bin ${binBad}` };
  const companyName = v("company_name");
  if (companyName === "" || companyName.length > 300) return { reason: "company_name must be 1–300 characters" };
  const region = v("region");
  if (!known.regions.has(region)) return { reason: `region ${JSON.stringify(region)} is not a region id (kz_regions, e.g. KZ-75)` };
  const partnerIso2 = v("partner_iso2").toUpperCase();
  if (!known.countries.has(partnerIso2)) return { reason: `partner_iso2 ${JSON.stringify(partnerIso2)} is not an ISO 3166-1 alpha-2 code` };
  const code = v("code");
  if (!/^\d{10}$/.test(code)) return { reason: "code must be 10 digits (ТН ВЭД ЕАЭС)" };
  const valueCents = usdToCents(v("value_usd"));
  if (valueCents === null || valueCents === 0) return { reason: "value_usd must be a positive amount with at most 2 decimals" };
  const netWeightKg = optionalNumber(v("net_weight_kg"));
  if (Number.isNaN(netWeightKg)) return { reason: "net_weight_kg must be a non-negative number or empty" };
  const quantity = optionalNumber(v("quantity"));
  if (Number.isNaN(quantity)) return { reason: "quantity must be a non-negative number or empty" };
  const unit = v("unit") || null;
  const transportMode = v("transport_mode") || null;
  if (transportMode && !known.transportModes.has(transportMode)) return { reason: `transport_mode ${JSON.stringify(transportMode)} is not a code of the EAEU transport classifier (e.g. 30)` };
  const deliveryTerms = v("delivery_terms").toUpperCase() || null;
  if (deliveryTerms && !known.deliveryTerms.has(deliveryTerms)) return { reason: `delivery_terms ${JSON.stringify(deliveryTerms)} is not an Incoterms 2020 code (e.g. FCA)` };
  const customsPost = v("customs_post").toUpperCase() || null;
  if (customsPost && !known.customsPosts.has(customsPost)) return { reason: `customs_post ${JSON.stringify(customsPost)} is not a post of data/logistics/customs_posts.csv` };
  const period = date.slice(0, 7);
  return {
    row: {
      date: date.length === 10 ? date : null, period, year: Number(date.slice(0, 4)), flow, bin, companyName, region, partnerIso2,
      code, valueCents, netWeightKg, quantity, unit, transportMode, deliveryTerms, customsPost,
    },
  };
}

const cell = (s: string) => (/[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** Every column in the order the demo file writes them. */
export const ALL_COLUMNS = [...DECLARATION_COLUMNS, ...OPTIONAL_COLUMNS] as const;

/** One CSV line (no line break) of the columns' values in ALL_COLUMNS order. */
export function declarationLine(values: Record<DeclarationColumn, string>): string {
  return ALL_COLUMNS.map((c) => cell(values[c])).join(",");
}
