import { expect, it } from "vitest";
import { lawAddress, remedyAddress } from "../../../core/contract/legal-search-address.ts";
import { lawSearchQuery, remedySearchQuery } from "../../../core/contract/legal-search.ts";

// The pages' zod-free reading of their address must refuse and pass exactly what the calls' schemas do,
// and hand the call the same query, or a page would ask for what the call refuses (or say "wrong" for nothing).

const words = [undefined, "a", "ab", "  568 ", "x".repeat(100), "x".repeat(101), "Коллегия ЕЭК"];
const codes = [undefined, "7", "72", "7216 21 000 0", "7216.21", "72162100001", "72a6"];
const countries = [undefined, "ua", "UA", "U", "UKR", "1A"];

/** What the address gives: trimmed, empty left out (as useSearchAddress reads it). */
const present = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).flatMap(([k, v]) => (v?.trim() ? [[k, v.trim()]] : [])));

it("reads /reference/laws' address as the laws call's query schema does", () => {
  for (const q of words) {
    const values = present({ q });
    const parsed = lawSearchQuery.safeParse({ ...values, limit: 100 });
    expect(lawAddress(values), JSON.stringify(values)).toEqual(parsed.success ? parsed.data : null);
  }
});

it("reads /reference/remedies' address as the remedies call's query schema does", () => {
  for (const q of words) for (const code of codes) for (const country of countries) {
    const values = present({ q, code, country });
    const parsed = remedySearchQuery.safeParse({ ...values, limit: 100 });
    expect(remedyAddress(values), JSON.stringify(values)).toEqual(parsed.success ? parsed.data : null);
  }
});
