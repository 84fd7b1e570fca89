import { dutyRates } from "../db/schema.ts";
import type { CodeRange } from "../db/fiscal-schema.ts";
import { inRanges } from "./hs-scope.ts";
import type { Tx } from "./load.ts";

/** One item of a scoped list (excise, export duties): the codes it covers and how the card prints it. */
export interface ScopedItem {
  scope: CodeRange[] | null;
  text: string;
}

/**
 * Per ten-digit line of the tariff, the texts of the items whose HS scope covers it, joined in the items'
 * order, so an import can tell which lines' excise or export duty changed (issue #18). The lines are the
 * duty rate table's codes (every ten-digit line has its rate); an item whose scope could not be read as
 * codes covers none, as on the code card.
 */
export async function factsByScope(db: Tx, items: ScopedItem[]): Promise<Map<string, string>> {
  const readable = items.filter((i) => i.scope !== null);
  const facts = new Map<string, string>();
  if (readable.length === 0) return facts;
  for (const { code } of await db.select({ code: dutyRates.code }).from(dutyRates)) {
    const texts = readable.filter((i) => inRanges(code, i.scope)).map((i) => i.text);
    if (texts.length > 0) facts.set(code, texts.join("; "));
  }
  return facts;
}

/** "(2026-01-01 – 2026-12-31)", "(2023 – …)" or nothing: when an item's value applies, in no language's words. */
export function validity(from: string | null, to: string | null): string {
  return from || to ? ` (${from ?? "…"} – ${to ?? "…"})` : "";
}
