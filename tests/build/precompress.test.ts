import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PRECOMPRESS_MIN_BYTES, precompressDir } from "../../build/precompress.ts";

describe("precompressDir", () => {
  it("writes .br and .gz beside text files of 1 KB or more, in every folder, and leaves the rest alone", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    mkdirSync(path.join(dir, "assets", "nested"), { recursive: true });
    const big = "body { color: #123; }\n".repeat(100);
    const files: Record<string, string | Buffer> = {
      "index.html": `<!doctype html>${"<p>ТН ВЭД</p>".repeat(200)}`,
      "assets/nested/app-1a2b.css": big,
      "assets/small-3c4d.js": "console.log(1)",
      "assets/font.woff2": Buffer.alloc(PRECOMPRESS_MIN_BYTES * 4, 7),
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);

    const compressed = await precompressDir(dir);

    expect(compressed.sort()).toEqual([path.join("assets", "nested", "app-1a2b.css"), "index.html"]);
    for (const name of compressed) {
      const original = readFileSync(path.join(dir, name));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`))).equals(original), name).toBe(true);
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`))).equals(original), name).toBe(true);
    }
    for (const name of ["assets/small-3c4d.js", "assets/font.woff2"]) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
