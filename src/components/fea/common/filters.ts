import type { Flow, TradeFilters } from "../../../api/trade.ts";

// The analytics filters in the address (`?year=2024&flow=export&region=KZ-75&country=CN&code=8703`), so a
// view is a share link. Values the server would refuse are dropped on reading, not sent.

const YEAR = /^(19[9]\d|20\d\d|2100)$/;
const REGION = /^KZ-\d{2}$/;
const COUNTRY = /^[A-Z]{2}$/;

/** A ТН ВЭД code as typed (spaces and dots ignored): its digits when 2–10 of them, else null. */
export function normalizeCode(input: string): string | null {
  const digits = input.replace(/[\s.]+/g, "");
  return /^\d{2,10}$/.test(digits) ? digits : null;
}

export function parseFilters(search: string): TradeFilters {
  const p = new URLSearchParams(search);
  const year = p.get("year") ?? "";
  const region = (p.get("region") ?? "").toUpperCase();
  const country = (p.get("country") ?? "").toUpperCase();
  const code = normalizeCode(p.get("code") ?? "");
  const flow: Flow = p.get("flow") === "export" ? "export" : "import";
  return {
    flow,
    ...(YEAR.test(year) ? { year: Number(year) } : {}),
    ...(REGION.test(region) ? { region } : {}),
    ...(COUNTRY.test(country) ? { country } : {}),
    ...(code ? { code } : {}),
  };
}

/** `?…` with the set filters (import, the default flow, left out), or "" when none is set. */
export function filtersQuery(filters: TradeFilters): string {
  const p = new URLSearchParams();
  if (filters.year !== undefined) p.set("year", String(filters.year));
  if (filters.flow === "export") p.set("flow", "export");
  if (filters.region) p.set("region", filters.region);
  if (filters.country) p.set("country", filters.country);
  if (filters.code) p.set("code", filters.code);
  const q = p.toString();
  return q ? `?${q}` : "";
}
