import type { ImporterCard } from "../../core/contract/importer-card.ts";

/** A small importer card for the statechart and view tests. */
export const CARD: ImporterCard = {
  importer: { id: "123456789012", bin: "123456789012", name: "ТОО Тест", region: "Алматы" },
  demo: true,
  total: { value_usd: 10, declarations: 1 },
  by_code: [{ code: "0101210000", name: "Лошади", value_usd: 10 }],
  by_partner: [{ iso2: "CN", name: "Китай", value_usd: 10 }],
  by_month: [{ month: "2025-01", value_usd: 10 }],
  competitors: [],
};
export const LIMITS = { left: 9, resets_at: "2026-11-30T19:00:00.000Z" };
