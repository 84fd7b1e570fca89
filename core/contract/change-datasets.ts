// Without zod on purpose: the "what changed" page lists these in its filter, and importing them from the
// schemas' module made its first visit download zod (26 KB gzip) for a few words.

/** The data sets whose imports record changes (data_versions.dataset). */
export const CHANGE_DATASETS = ["tariff_nodes", "duty_rates", "ett_notes", "excise_items", "export_duty_items", "sanction_codes", "chpl"] as const;
