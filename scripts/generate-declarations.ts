// `npx tsx scripts/generate-declarations.ts [--seed N]`: writes data/trade/demo-declarations.csv.gz, the seeded
// demo declaration set calibrated to the official BNS totals (server/trade/demo-declarations.ts).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { DATA_DIR_DEFAULT } from "../server/import/index.ts";
import { DEMO_SEED, generateDeclarations } from "../server/trade/demo-declarations.ts";
import { readDemoInputs } from "../server/trade/demo-inputs.ts";

const at = process.argv.indexOf("--seed");
const seed = at > 0 ? Number(process.argv[at + 1]) : DEMO_SEED;
if (!Number.isSafeInteger(seed)) {
  console.error("Usage: npx tsx scripts/generate-declarations.ts [--seed <integer>]");
  process.exit(1);
}
const text = generateDeclarations(await readDemoInputs(DATA_DIR_DEFAULT), seed);
const file = path.join(DATA_DIR_DEFAULT, "trade/demo-declarations.csv.gz");
// Level 9 and no name or time in the header (Node writes none): the same text gives the same bytes.
writeFileSync(file, gzipSync(text, { level: 9 }));
console.log(`${file}: ${text.split("\n").length - 2} lines, seed ${seed}`);
