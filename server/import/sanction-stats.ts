import { sanctionStats } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "sanctions/russia-sanctions-stats.csv";

/** Counts of Russia-related designations by jurisdiction, target type and period. */
export const sanctionStatsDataset: Dataset = {
  name: "sanction_stats",
  table: sanctionStats,
  files: [FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, FILE)).map((f): typeof sanctionStats.$inferInsert => ({
      jurisdiction: f.req("jurisdiction"),
      sourceList: f.req("source_list"),
      periodType: f.req("period_type"),
      period: f.req("period"),
      targetType: f.req("target_type"),
      metric: f.req("metric"),
      value: f.reqInt("value"),
      scope: f.text("scope"),
      notes: f.text("notes"),
    }));
    return replaceRows(db, sanctionStats, rows);
  },
};
