import type { CodeRange } from "../db/fiscal-schema.ts";

/** Why a scope stays out of code matching, or null when it was read. */
export type ScopeResult = { ranges: CodeRange[]; error: null } | { ranges: null; error: string };

const DIGITS_OR_SPACES = /^\d[\d ]*$/;

/**
 * Reads an `hs_scope` of the fiscal files as inclusive ranges of 10-digit codes.
 * Accepted parts (separated by `,` or `;`, parenthesised remarks dropped): a code prefix of 2–10 digits
 * written with spaces (`2402 20`, `2713 20 000 0`) and a range of two such codes joined by a dash
 * (`2710 19 421 0 – 2710 19 480 0`, `8901–8906`). Anything else (prose such as `not mapped`) makes the
 * whole scope unreadable: it is never guessed. A basis that says the codes were not read (`not read`)
 * also keeps the scope out of matching, since its codes are a broad group, not the act's list.
 */
export function parseHsScope(scope: string, basis: string | null = null): ScopeResult {
  if (basis !== null && /^not read\b/i.test(basis.trim())) return { ranges: null, error: "codes not read in the source" };
  const clean = scope.replace(/\([^)]*\)/g, " ").trim();
  if (clean === "") return { ranges: null, error: "empty scope" };
  const ranges: CodeRange[] = [];
  for (const raw of clean.split(/[,;]/)) {
    const part = raw.trim();
    if (part === "") continue;
    const ends = part.split(/\s*[–—-]\s*/);
    if (ends.length > 2 || !ends.every((e) => DIGITS_OR_SPACES.test(e.trim()))) return { ranges: null, error: `unreadable part "${part}"` };
    const [a, b] = ends.map((e) => e.replace(/ /g, ""));
    if (!a || a.length < 2 || a.length > 10 || (b !== undefined && (b.length < 2 || b.length > 10))) {
      return { ranges: null, error: `unreadable part "${part}"` };
    }
    const lo = a.padEnd(10, "0");
    const hi = (b ?? a).padEnd(10, "9");
    if (lo > hi) return { ranges: null, error: `empty range "${part}"` };
    ranges.push({ lo, hi });
  }
  return ranges.length > 0 ? { ranges, error: null } : { ranges: null, error: "empty scope" };
}

/** Whether a 10-digit code falls in any of the ranges. */
export function inRanges(code: string, ranges: readonly CodeRange[] | null): boolean {
  return ranges !== null && ranges.some((r) => r.lo <= code && code <= r.hi);
}
