import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { classificationsSearchBody } from "../../../core/contract/index.ts";
import type { Db } from "../../db/connect.ts";
import { ttlCache } from "../../http/cache.ts";
import type { CostLimits } from "../../http/cost-limit.ts";
import { route } from "../../http/route.ts";
import { localeOf } from "../../i18n.ts";
import { cachedSender } from "./cached-send.ts";
import { likeEscape, NODE_SQL, type LookupRow, type LookupsRepo } from "./lookups-repo.ts";
import { chain, pathItemOf } from "./lookups.ts";
import { localFullName, localName } from "./names.ts";

type NoteHit = z.infer<typeof classificationsSearchBody>["data"][number];

/** The texts change only on import: answers are kept as long as the other look-ups'. */
const TTL_MS = 10 * 60_000;
/** Characters of a note shown around the match. */
const EXCERPT = 240;

/** About EXCERPT characters of the text around its first match, ellipses where it was cut. */
export function excerptAround(text: string, phrase: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const at = Math.max(0, flat.toLowerCase().indexOf(phrase.toLowerCase()));
  const start = Math.max(0, Math.min(at - EXCERPT / 3, flat.length - EXCERPT));
  const cut = flat.slice(start, start + EXCERPT);
  return `${start > 0 ? "…" : ""}${cut}${start + EXCERPT < flat.length ? "…" : ""}`;
}

function textSearchRepo(db: Db) {
  return {
    /** Headings and subheadings whose full name (or own name) in any locale holds the phrase, in document order. */
    async structure(phrase: string, limit: number): Promise<{ rows: LookupRow[]; total: number }> {
      const p = `%${likeEscape(phrase)}%`;
      const result = await db.execute(sql`
        SELECT ${NODE_SQL}, count(*) OVER () AS total
        FROM tariff_nodes n
        WHERE n.kind IN ('heading', 'subheading6', 'subheading8', 'subheading9')
          AND (coalesce(n.full_ru, n.name_ru) ILIKE ${p} OR coalesce(n.full_kk, n.name_kk) ILIKE ${p} OR coalesce(n.full_en, n.name_en) ILIKE ${p})
        ORDER BY n.position LIMIT ${limit}`);
      const rows = result.rows as (LookupRow & { total: string | number })[];
      return { rows, total: Number(rows[0]?.total ?? 0) };
    },

    /** Every note whose text, or whose section or chapter name in any locale, holds the phrase: rules, tree order, ETT by number. */
    async notes(phrase: string) {
      const p = `%${likeEscape(phrase)}%`;
      const tree = await db.execute(sql`
        SELECT t.id, t.kind, t.text_ru AS "textRu", (t.text_ru ILIKE ${p}) AS "inText",
               n.name_ru AS "nameRu", n.name_en AS "nameEn", n.name_kk AS "nameKk"
        FROM tariff_notes t LEFT JOIN tariff_nodes n ON n.id = t.id AND t.kind IN ('section', 'chapter')
        WHERE t.text_ru ILIKE ${p} OR n.name_ru ILIKE ${p} OR n.name_kk ILIKE ${p} OR n.name_en ILIKE ${p}
        ORDER BY n.position NULLS FIRST`);
      const ett = await db.execute(sql`
        SELECT note_id AS id, text_ru AS "textRu" FROM ett_notes WHERE text_ru ILIKE ${p}
        ORDER BY (substring(note_id FROM '^[0-9]+'))::int NULLS LAST, note_id`);
      return {
        tree: tree.rows as { id: string; kind: string; textRu: string; inText: boolean; nameRu: string | null; nameEn: string | null; nameKk: string | null }[],
        ett: ett.rows as { id: string; textRu: string }[],
      };
    },
  };
}

/** GET /v1/products/structure-search and /classifications-search: the tariff's names and notes searched as text. */
export function textSearchRoutes(app: FastifyInstance, deps: { db: Db; lookups: LookupsRepo; costs: CostLimits }) {
  const repo = textSearchRepo(deps.db);
  const cache = ttlCache<unknown>({ max: 2_000, ttlMs: TTL_MS });
  const cached = <T>(key: string, load: () => Promise<T>, request: FastifyRequest) =>
    cache.get(key, load, () => deps.costs.charge(request, "search")) as Promise<T>;

  // The whole answer is kept as bytes per locale, limit and phrase: the rows' ancestors and the answer's
  // serialization (tens of KB for a common word such as "прочие") cost more per request than the search itself.
  const send = cachedSender(<T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>, "structure");
  route(app, "productsStructureSearch", async (request, reply) => {
    const { q, limit } = request.query;
    const phrase = q.trim();
    await send("search", request, reply, { limit, phrase: phrase.toLowerCase() }, async (locale) => {
      const { rows, total } = await cached(`ss\0${limit}\0${phrase.toLowerCase()}`, () => repo.structure(phrase, limit), request);
      const ancestors = await deps.lookups.ancestorsOf(rows.map((r) => r.parentId));
      return {
        data: rows.map((r) => ({ ...pathItemOf(locale, r), full_name: localFullName(locale, r).text, path: chain(r.parentId, ancestors).map((a) => pathItemOf(locale, a)) })),
        total,
      };
    });
    return reply;
  });

  route(app, "productsClassificationsSearch", async (request) => {
    const { q, limit } = request.query;
    const phrase = q.trim();
    const locale = localeOf(request.headers.lang);
    const found = await cached(`cl\0${phrase.toLowerCase()}`, () => repo.notes(phrase), request);
    const hits: NoteHit[] = [
      ...found.tree.map((n) => ({
        id: n.id,
        kind: n.kind as NoteHit["kind"],
        name: n.nameRu === null ? null : localName(locale, { nameRu: n.nameRu, nameEn: n.nameEn, nameKk: n.nameKk }),
        matched_in: n.inText ? ("text" as const) : ("name" as const),
        excerpt: excerptAround(n.textRu, n.inText ? phrase : ""),
        text_lang: "ru" as const,
      })),
      ...found.ett.map((n) => ({ id: n.id, kind: "ett_note" as const, name: null, matched_in: "text" as const, excerpt: excerptAround(n.textRu, phrase), text_lang: "ru" as const })),
    ];
    return { data: hits.slice(0, limit), total: hits.length };
  });
}
