// Without zod on purpose: the code card and /sanctions read it in the browser, where the schemas
// would cost 25 KB of script for one set lookup.

const EXPORT_MEASURES = new Set(["export_ban", "export_ban_third_country", "no_russia_clause_due_diligence", "due_diligence_obligation"]);

/** What an annex measure means for goods moving to or from Russia (the due-diligence lists guard exports too). */
export function measureDirection(measure: string): "export" | "import" | "other" {
  return EXPORT_MEASURES.has(measure) ? "export" : measure === "import_ban" ? "import" : "other";
}
