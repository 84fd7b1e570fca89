import { tariffNodes } from "../db/schema.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "tariff/nomenclature.csv.gz";

/** The ТН ВЭД ЕАЭС tree, in printed order, with `has_children` derived from the parent links. */
export const tariffNodesDataset: Dataset = {
  name: "tariff_nodes",
  table: tariffNodes,
  files: [FILE],
  async load(db, dataDir) {
    const records = await csvFields(dataDir, FILE);
    const parents = new Set<string>();
    for (const f of records) {
      const parent = f.text("parent_id");
      if (parent !== null) parents.add(parent);
    }
    const rows = records.map((f, k): typeof tariffNodes.$inferInsert => {
      const id = f.req("id");
      return {
        id,
        code: f.text("code"),
        codeFmt: f.text("code_fmt"),
        kind: f.req("kind"),
        digits: f.reqInt("digits"),
        parentId: f.text("parent_id"),
        parentCode: f.text("parent_code"),
        section: f.req("section"),
        chapter: f.text("chapter"),
        dash: f.int("dash"),
        nameRu: f.req("name_ru"),
        nameEn: f.text("name_en"),
        nameKk: f.text("name_kk"),
        pathRu: f.text("path_ru"),
        unit: f.text("unit"),
        unitOkei: f.text("unit_okei"),
        plus: f.flag("plus"),
        tnvedNotes: f.list("tnved_notes"),
        synthetic: f.flag("synthetic"),
        position: k + 1,
        hasChildren: parents.has(id),
      };
    });
    return replaceRows(db, tariffNodes, rows);
  },
};
