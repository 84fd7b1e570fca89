import { performance } from "node:perf_hooks";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { dataVersions } from "../db/schema.ts";
import { projectRoot } from "../project-root.ts";
import { diffCodeFacts, writeCodeChanges } from "./changes.ts";
import { DATASETS } from "./datasets.ts";
import type { Dataset } from "./load.ts";
import { hashFiles } from "./version.ts";

export { dataVersion } from "./version.ts";
export { DATASETS } from "./datasets.ts";
export type { Dataset } from "./load.ts";

/** The vendored data folder of the repository (works from any working directory). */
export const DATA_DIR_DEFAULT = path.join(projectRoot, "data");

export interface ImportOptions {
  /** Folder holding the data files (usually DATA_DIR_DEFAULT). */
  dataDir: string;
  onProgress?: (line: string) => void;
  /** Re-import every data set even when its version is already in the database. */
  force?: boolean;
  /** The data sets to import (DATASETS unless a test imports a few of its own). */
  datasets?: readonly Dataset[];
}

export interface ImportResult {
  imported: string[];
  skipped: string[];
  ms: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Imports every data set whose source files changed since the last import (version = sha256 of the
 * files). Each data set is replaced in one transaction together with its `data_versions` row.
 * A data set is skipped only when its version is recorded and its table still holds the recorded
 * number of rows (so a table emptied by a migration is filled again).
 */
export async function importAll(db: Db, opts: ImportOptions): Promise<ImportResult> {
  const started = performance.now();
  const progress = opts.onProgress ?? (() => {});
  const recorded = new Map((await db.select().from(dataVersions)).map((r) => [r.dataset, r]));
  const imported: string[] = [];
  const skipped: string[] = [];

  for (const ds of opts.datasets ?? DATASETS) {
    const version = await hashFiles(opts.dataDir, ds.files);
    const prev = recorded.get(ds.name);
    if (!opts.force && prev?.version === version) {
      const [current] = await db.select({ n: count() }).from(ds.table);
      if (current?.n === prev.rows) {
        skipped.push(ds.name);
        progress(`skip ${ds.name} ${prev.rows} rows (unchanged)`);
        continue;
      }
    }
    const t0 = performance.now();
    const rows = await db.transaction(async (tx) => {
      // The first import has nothing to compare with: it writes no changes.
      const before = prev && ds.facts ? await ds.facts.read(tx) : null;
      const n = await ds.load(tx, opts.dataDir, progress);
      if (before && ds.facts) {
        await writeCodeChanges(tx, ds.name, version, diffCodeFacts(ds.facts, before, await ds.facts.read(tx)), ds.facts.kind);
      }
      await tx
        .insert(dataVersions)
        .values({ dataset: ds.name, version, rows: n })
        .onConflictDoUpdate({
          target: dataVersions.dataset,
          set: { version, rows: n, importedAt: sql`now()` },
        });
      return n;
    });
    imported.push(ds.name);
    progress(`import ${ds.name} ${rows} rows ${seconds(performance.now() - t0)}`);
  }
  return { imported, skipped, ms: Math.round(performance.now() - started) };
}
