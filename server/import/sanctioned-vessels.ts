import { sanctionedVessels } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "containers/sanctioned-vessels.csv";

/** Vessels on the OFAC SDN (with IMO numbers) and UK (names only) lists: the tracking page flags them. */
export const sanctionedVesselsDataset: Dataset = {
  name: "sanctioned_vessels",
  table: sanctionedVessels,
  files: [FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, FILE)).map(
      (f): typeof sanctionedVessels.$inferInsert => ({
        list: f.req("list"),
        listId: f.req("list_id"),
        name: f.req("vessel_name").toUpperCase(),
        imo: f.text("imo"),
        flag: f.text("flag"),
        programs: f.list("programs_or_regime"),
        listedOn: f.text("listed_or_first_seen"),
        listSnapshot: f.req("list_snapshot"),
      }),
    );
    return replaceRows(db, sanctionedVessels, rows);
  },
};
