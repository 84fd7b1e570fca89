import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { asc } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { dataVersions } from "../db/schema.ts";

/** sha256 (hex) of the files' bytes, each preceded by its relative name and size. */
export async function hashFiles(dataDir: string, files: readonly string[]): Promise<string> {
  const hash = createHash("sha256");
  for (const file of files) {
    const bytes = await readFile(path.join(dataDir, file));
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest("hex");
}

/** A short version of all imported data (12 hex digits), or null when nothing was imported yet. */
export async function dataVersion(db: Db): Promise<string | null> {
  const rows = await db
    .select({ dataset: dataVersions.dataset, version: dataVersions.version })
    .from(dataVersions)
    .orderBy(asc(dataVersions.dataset));
  if (rows.length === 0) return null;
  const all = rows.map((r) => `${r.dataset}=${r.version}\n`).join("");
  return createHash("sha256").update(all).digest("hex").slice(0, 12);
}
