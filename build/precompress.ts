import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files that compress well; fonts and images are compressed already. */
const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|geojson|xml|txt|map|webmanifest)$/;

/** Smaller files are not worth a second request path: the server compresses them on the fly, if at all. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli at quality 11) and `name.gz` (gzip at level 9) beside every text file of
 * `dir` of at least PRECOMPRESS_MIN_BYTES, when smaller than the file. The server sends them as they
 * are, so the slowest, smallest compression is paid once per build instead of once per request.
 * Answers the files it compressed, relative to `dir`.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && TEXT_FILE.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  const done = await Promise.all(files.map(async (file) => ((await precompressFile(file)) ? path.relative(dir, file) : null)));
  return done.filter((file): file is string => file !== null);
}

async function precompressFile(file: string): Promise<boolean> {
  const bytes = await readFile(file);
  if (bytes.length < PRECOMPRESS_MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const variants: [string, Buffer][] = [[".br", br], [".gz", gz]];
  const smaller = variants.filter(([, packed]) => packed.length < bytes.length);
  await Promise.all(smaller.map(([suffix, packed]) => writeFile(file + suffix, packed)));
  return smaller.length > 0;
}

/** Vite plugin: precompresses the client build's output once it is written. */
export function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(output) {
      if (output.dir) await precompressDir(output.dir);
    },
  };
}
