import { chpl } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "sanctions/chpl-common-high-priority-list.csv";

/** Common High Priority List by HS-6, tiers as printed (`1` … `4.B`). */
export const chplDataset: Dataset = {
  name: "chpl",
  table: chpl,
  files: [FILE],
  // The tier as the list prints it, with its name.
  facts: {
    field: "chpl",
    async read(db) {
      const rows = await db.select({ code: chpl.hs6, tier: chpl.tier, name: chpl.tierName }).from(chpl);
      return new Map(rows.map((r) => [r.code, `${r.tier} ${r.name}`]));
    },
  },
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, FILE)).map((f): typeof chpl.$inferInsert => {
      return {
        hs6: f.req("hs6"),
        tier: f.req("tier"),
        tierName: f.req("tier_name"),
        hsDescription: f.text("hs_description"),
        jurisdictions: f.list("jurisdictions"),
        listVersion: f.text("list_version"),
        euLegalReference: f.text("eu_legal_reference"),
      };
    });
    return replaceRows(db, chpl, rows);
  },
};
