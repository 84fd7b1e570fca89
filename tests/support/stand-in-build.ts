import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { precompressDir } from "../../build/precompress.ts";

export const STAND_IN_SCRIPT = "/assets/x-1a2b3c.js";

/**
 * A client build in a temporary folder, precompressed as `vite build` leaves it: an index.html and
 * one hashed script, both well over the 1 KB below which nothing is compressed. The script's lines
 * differ from each other, so brotli at quality 11 and at 4 give different bytes.
 */
export async function standInBuild(): Promise<{ dir: string; script: Buffer }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "portal-dist-"));
  mkdirSync(path.join(dir, "assets"));
  const script = Buffer.from(Array.from({ length: 300 }, (_, i) => `export const value${i} = ${(i * 7919) % 1009} + "${(i * 104729).toString(36)}";\n`).join(""));
  const text = Array.from({ length: 40 }, (_, i) => `<p>Раздел ${i}: коды ТН ВЭД ЕАЭС и ставки ввозных пошлин.</p>`).join("");
  writeFileSync(path.join(dir, "index.html"), `<!doctype html><html lang="ru"><head><title>ВЭД</title></head><body>${text}<script type="module" src="${STAND_IN_SCRIPT}"></script></body></html>`);
  writeFileSync(path.join(dir, STAND_IN_SCRIPT), script);
  await precompressDir(dir);
  return { dir, script };
}
