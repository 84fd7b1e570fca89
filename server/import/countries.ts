import { countries } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "geo/countries.csv";

/** ISO 3166-1 countries with names in three languages and EAEU membership. */
export const countriesDataset: Dataset = {
  name: "countries",
  table: countries,
  files: [FILE],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, FILE)).map(
      (f): typeof countries.$inferInsert => ({
        iso2: f.req("iso_alpha2"),
        iso3: f.req("iso_alpha3"),
        isoNumeric: f.req("iso_numeric"),
        nameRu: f.req("name_ru"),
        nameKk: f.req("name_kk"),
        nameEn: f.req("name_en"),
        eaeuMember: f.flag("eaeu_member"),
        eaeuMemberSince: f.text("eaeu_member_since"),
        labelLon: f.num("label_lon"),
        labelLat: f.num("label_lat"),
      }),
    );
    return replaceRows(db, countries, rows);
  },
};
