import { eq, isNotNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type NodeWithPath, type TariffNotes, type treeItem } from "../../../core/contract/index.ts";
import type { z } from "zod";
import type { Db } from "../../db/connect.ts";
import { chapters, tariffNodes, tariffNotes } from "../../db/schema.ts";
import { route } from "../../http/route.ts";
import { ttlCache } from "../../http/cache.ts";
import { messages, sendError } from "../../http/errors.ts";
import { localeOf } from "../../i18n.ts";
import { localName } from "./names.ts";
import type { NodeRow } from "./products-repo.ts";

type Kind = z.infer<typeof treeItem>["kind"];

/** A node and its ancestors (section first), rows with Russian, English and Kazakh names. */
async function nodeChain(db: Db, id: string): Promise<NodeRow[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE chain AS (
      SELECT id, parent_id, 0 AS depth FROM ${tariffNodes} WHERE id = ${id}
      UNION ALL
      SELECT n.id, n.parent_id, c.depth + 1 FROM ${tariffNodes} n JOIN chain c ON n.id = c.parent_id
    )
    SELECT n.id, n.code, n.code_fmt AS "codeFmt", n.kind, n.name_ru AS "nameRu", n.name_en AS "nameEn",
           n.name_kk AS "nameKk", n.has_children AS "hasChildren"
    FROM chain c JOIN ${tariffNodes} n ON n.id = c.id ORDER BY c.depth DESC`);
  return result.rows as NodeRow[];
}

/**
 * GET /v1/products/notes?id=SXVI|84: section and chapter notes, read on demand from the tree;
 * GET /v1/products/node?id=8471: one node with its path, for deep links below the code level.
 */
export function notesRoutes(app: FastifyInstance, db: Db) {
  const byId = db.select().from(tariffNotes).where(eq(tariffNotes.id, sql.placeholder("id"))).prepare("tariff_note");
  // 118 rows that change only on import: keep them a minute like the tree levels.
  const cache = ttlCache<TariffNotes | null>({ max: 200, ttlMs: 60_000 });

  route(app, "productsNotes", async (request, reply) => {
    const { query } = request;
    const note = await cache.get(query.id, async () => {
      const row = (await byId.execute({ id: query.id }))[0];
      if (!row || (row.kind !== "section" && row.kind !== "chapter")) return null;
      return { id: row.id, kind: row.kind, title: row.titleRu, text: row.textRu.trim(), lang: "ru" as const };
    });
    if (!note) return sendError(request, reply, 404, messages.nodeNotFound, { id: query.id });
    return { data: note };
  });

  const chains = ttlCache<NodeRow[]>({ max: 5_000, ttlMs: 60_000 });
  route(app, "productsNode", async (request, reply) => {
    const { query } = request;
    const locale = localeOf(request.headers.lang);
    const chain = await chains.get(query.id, () => nodeChain(db, query.id));
    const node = chain.at(-1);
    if (!node) return sendError(request, reply, 404, messages.nodeNotFound, { id: query.id });
    const item = (r: NodeRow) => ({ id: r.id, code: r.code, code_fmt: r.codeFmt, kind: r.kind as Kind, name: localName(locale, r) });
    const data: NodeWithPath = { ...item(node), path: chain.slice(0, -1).map(item) };
    return { data };
  });
}

/**
 * The tariff edition's date as ISO `yyyy-mm-dd`: the newest `amended_as_of` (printed dd.mm.yyyy)
 * of the imported chapters, or null before an import.
 */
export async function tariffAsOf(db: Db): Promise<string | null> {
  const rows = await db.select({ d: chapters.amendedAsOf }).from(chapters).where(isNotNull(chapters.amendedAsOf));
  let best: string | null = null;
  for (const { d } of rows) {
    const m = d ? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(d.trim()) : null;
    if (!m) continue;
    const iso = `${m[3]}-${m[2]}-${m[1]}`;
    if (!best || iso > best) best = iso;
  }
  return best;
}
