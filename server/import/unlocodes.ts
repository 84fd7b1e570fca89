import { unlocodes } from "../db/schema.ts";
import type { Fields } from "./fields.ts";
import { csvFields, replaceRows, type Dataset } from "./load.ts";

const FILE = "containers/unlocode.csv.gz";

/**
 * UN/LOCODE locations. The source lists some locodes two to four times under alternative names
 * (e.g. "Brussel (Bruxelles)" / "Bruxelles (Brussel)"); the first row of each locode is kept.
 * 27 rows have `nan` for one coordinate; a location has coordinates only when both are numbers.
 */
export const unlocodesDataset: Dataset = {
  name: "unlocodes",
  table: unlocodes,
  files: [FILE],
  async load(db, dataDir) {
    const seen = new Set<string>();
    const rows: (typeof unlocodes.$inferInsert)[] = [];
    for (const f of await csvFields(dataDir, FILE)) {
      const locode = f.req("locode");
      if (seen.has(locode)) continue;
      seen.add(locode);
      rows.push({
        locode,
        country: f.req("country"),
        name: f.req("name"),
        nameAscii: f.text("name_ascii"),
        subdivision: f.text("subdivision"),
        status: f.text("status"),
        function: f.text("function"),
        iata: f.text("iata"),
        ...coordinates(f),
      });
    }
    return replaceRows(db, unlocodes, rows);
  },
};

function coordinates(f: Fields): { lat: number | null; lon: number | null } {
  const [lat, lon] = (["lat", "lon"] as const).map((k) => (f.text(k)?.toLowerCase() === "nan" ? null : f.num(k)));
  return lat == null || lon == null ? { lat: null, lon: null } : { lat, lon };
}
