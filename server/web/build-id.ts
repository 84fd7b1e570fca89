import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The build id when there is no built client (`npm run dev` against this server). */
export const UNBUILT = "unbuilt";

/**
 * The id of the built client in `distDir`: a hash of its index.html (which names the hashed
 * entry chunk and styles) and of Vite's chunk manifest (every chunk's hashed name). Read once
 * at start: the server sends it in `GET /api/v1/build` and writes it into the page as
 * `<meta name="build">`, so a page knows which build it runs and polls for a newer one.
 */
export function readBuildId(distDir: string): string {
  const index = path.join(distDir, "index.html");
  if (!existsSync(index)) return UNBUILT;
  const hash = createHash("sha256").update(readFileSync(index));
  const manifest = path.join(distDir, ".vite", "manifest.json");
  if (existsSync(manifest)) hash.update(readFileSync(manifest));
  return hash.digest("hex").slice(0, 16);
}
