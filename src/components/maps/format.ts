import { formatCompact } from "../charts/format.ts";

/** Dollars in short for the legends: `1,2 млрд $` (ru, kk), `$1.2B` (en), as formatUsd places the sign. */
export function formatUsdCompact(locale: string, value: number): string {
  const n = formatCompact(locale, value);
  return locale === "en" ? `$${n}` : `${n}\u202F$`;
}
