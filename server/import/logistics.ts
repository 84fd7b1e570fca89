import type { PgTable } from "drizzle-orm/pg-core";
import { customsPosts, deliveryTerms, transportModes } from "../db/schema.ts";
import type { Fields } from "./fields.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

// The logistics classifiers (data/logistics/README.md): loaded before the declarations, which are checked against them.

/** A data set of one CSV file whose records map one to one onto the table's rows. */
function csvDataset<T extends PgTable>(name: string, table: T, file: string, row: (f: Fields) => T["$inferInsert"]): Dataset {
  return { name, table, files: [file], load: async (db, dataDir) => replaceRows(db, table, (await csvFields(dataDir, file)).map(row)) };
}

const names = (f: Fields) => ({ nameRu: f.req("name_ru"), nameKk: f.req("name_kk"), nameEn: f.req("name_en") });

export const transportModesDataset = csvDataset("transport_modes", transportModes, "logistics/transport_modes.csv", (f) => ({
  code: f.req("code"), ...names(f), group: f.req("group"), sourceUrl: f.req("source_url"),
}));

export const deliveryTermsDataset = csvDataset("delivery_terms", deliveryTerms, "logistics/delivery_terms.csv", (f) => ({
  code: f.req("code"), group: f.req("group"), ...names(f), transport: f.req("transport"), sourceUrl: f.req("source_url"),
}));

export const customsPostsDataset = csvDataset("customs_posts", customsPosts, "logistics/customs_posts.csv", (f) => ({
  code: f.req("code"), ...names(f), type: f.req("type"), region: f.req("region"), border: f.text("border"),
  lat: f.num("lat"), lon: f.num("lon"), hours: f.text("hours"), sourceUrl: f.req("source_url"),
}));
