import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { ttlCache } from "../http/cache.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = "br" | "gzip";

/** A finished page, with its compressed forms made once, on first demand, off the event loop. */
export interface FinishedPage {
  html: string;
  body(encoding: Encoding): Promise<Buffer>;
}

function finished(html: string): FinishedPage {
  const made = new Map<Encoding, Promise<Buffer>>();
  return {
    html,
    body(encoding) {
      let body = made.get(encoding);
      if (!body) {
        // Kept for every later reader, so worth a higher quality than answers made per request.
        body = encoding === "br" ? brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }) : gz(html, { level: 9 });
        made.set(encoding, body);
      }
      return body;
    },
  };
}

/** The encoding a request accepts, brotli first; null for identity (a `q=0` refuses one). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const offered = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: Encoding) => (offered.get(name) ?? offered.get("*") ?? 0) > 0;
  return wants("br") ? "br" : wants("gzip") ? "gzip" : null;
}

/**
 * Rendered pages by status and address, kept 10 minutes like the API's answers (the tariff changes
 * only with an import), 500 at most. A page that failed to render is not kept: the next reader tries again.
 */
export function pageCache() {
  const pages = ttlCache<FinishedPage>({ max: 500, ttlMs: 10 * 60_000 });
  return {
    get: async (key: string, render: () => Promise<string>): Promise<FinishedPage> => pages.get(key, async () => finished(await render())),
  };
}
