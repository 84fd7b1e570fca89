import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository's folder (the one holding package.json), found from this module's own place: the
 * server runs from its sources (server/, under tsx in tests and tools) and compiled into one file
 * (dist/node/, under plain node), so data/, dist/ and the migrations are never resolved relative to it.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
