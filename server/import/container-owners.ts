import { containerOwners } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "containers/carrier-container-prefixes.csv";

/** Carriers' and lessors' container prefixes (not the BIC register): the owner of a container number. */
export const containerOwnersDataset: Dataset = {
  name: "container_owners",
  table: containerOwners,
  files: [FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, FILE)).map(
      (f): typeof containerOwners.$inferInsert => ({ prefix: f.req("prefix"), owner: f.req("owner"), abbreviation: f.text("owner_abbreviation") }),
    );
    return replaceRows(db, containerOwners, rows);
  },
};
