import { hsNomenclature, hsSections } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const CODES = "trade/hs_nomenclature.csv.gz";
const SECTIONS = "trade/hs_sections.csv";
const HS_SOURCE = "HS 2022, UN Comtrade via datasets/harmonized-system (ODC-PDDL-1.0)";
const BNS_NAMES = "Russian names: BNS ASPR RK via makenerzhan-gif/kazakhstan-economic-data dictionaries";

/** HS 2022 codes at 2, 4 and 6 digits, with the Russian chapter names BNS uses. */
export const hsNomenclatureDataset: Dataset = {
  name: "hs_nomenclature",
  table: hsNomenclature,
  files: [CODES],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, CODES)).map((f) => {
      const nameRu = f.text("name_ru");
      return {
        hsCode: f.req("hs_code"),
        level: f.reqInt("level"),
        parent: f.text("parent"),
        chapter: f.req("chapter"),
        section: f.req("section"),
        nameEn: f.req("name_en"),
        nameRu,
        source: nameRu ? `${HS_SOURCE}; ${BNS_NAMES}/hs_chapters.csv` : HS_SOURCE,
      };
    });
    return replaceRows(db, hsNomenclature, rows);
  },
};

/** HS sections I–XXI and the chapters under each. */
export const hsSectionsDataset: Dataset = {
  name: "hs_sections",
  table: hsSections,
  files: [SECTIONS],
  async load(db, dataDir) {
    const rows = (await csvFields(dataDir, SECTIONS)).map((f) => ({
      section: f.req("section"),
      nameEn: f.req("name_en"),
      nameRu: f.req("name_ru"),
      chapters: f.req("chapters").split(/\s+/),
      source: `${HS_SOURCE}; ${BNS_NAMES}/hs_sections.csv`,
    }));
    return replaceRows(db, hsSections, rows);
  },
};
