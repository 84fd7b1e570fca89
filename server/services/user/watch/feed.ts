import { sql } from "drizzle-orm";
import type { Db } from "../../../db/connect.ts";
import { queryKeys } from "../../../sanctions/name-key.ts";
import { sanctionsRepo } from "../../api/sanctions-repo.ts";
import { rows } from "../../ai/score.ts";
import type { TitleInput } from "./titles.ts";

/** Listed entries one followed counterparty can match: the screening's best hits. */
const ENTRIES_PER_COUNTERPARTY = 20;

export interface FeedRow extends TitleInput {
  id: number;
  watchRef: string;
  changedAt: Date;
  read: boolean;
}

/**
 * The changes a user's watch list matches, each after its follow was made: a code matches the lines of its
 * branch (kind "code", ref starting with the code) and the shorter codes that cover it (an EU 833 entry or a
 * CHPL tier on six digits applies to every line under it, as GET /v1/changes reads them); a container its own events; a counterparty the listed
 * entries the sanctions screening finds for its name or BIN. The matched set is built once per call and
 * both the page and the unread count read it. `after` keeps the changes past an id (the alert mails' cursor).
 */
export async function readFeed(db: Db, userId: string, page: { before?: number | undefined; after?: number; limit: number }) {
  const counterparties = await db.execute(sql`SELECT ref, created_at FROM watches WHERE user_id = ${userId} AND kind = 'counterparty'`);
  const repo = sanctionsRepo(db);
  const pairs: { ref: string; entry: string }[] = [];
  for (const c of rows<{ ref: string }>(counterparties)) {
    for (const hit of await repo.screen(queryKeys(c.ref), ENTRIES_PER_COUNTERPARTY)) pairs.push({ ref: c.ref, entry: hit.entryId });
  }
  const result = await db.execute(sql`
    WITH w AS (SELECT kind, ref, created_at FROM watches WHERE user_id = ${userId}),
    entries AS (SELECT * FROM unnest(${sql.param(pairs.map((p) => p.ref))}::text[], ${sql.param(pairs.map((p) => p.entry))}::text[]) AS e(ref, entry)),
    -- The changes of codes above ten digits since the oldest follow: few (EU 833 entries, CHPL tiers, on their
    -- partial index), read once (MATERIALIZED: inlined, PostgreSQL read them again for every followed code) and
    -- matched to the followed codes' prefixes in memory rather than probing the index once per possible prefix.
    covering AS MATERIALIZED (
      SELECT id, ref, field, was, now, changed_at FROM data_changes
      WHERE kind = 'code' AND length(ref) < 10 AND changed_at > (SELECT min(created_at) FROM w)
    ),
    -- One branch per way a change reaches a watch, each on the (kind, ref) index: a code's branch (a range
    -- the index reads, starts_with deciding), the shorter codes covering it, a container, a counterparty's entries.
    links AS (
      -- OFFSET 0 keeps the follow's date out of the probe: given it, PostgreSQL walked the changed_at index
      -- through every change since each follow (an import's thousands, 200 times) instead of the code's range.
      SELECT c.id, w.kind, w.ref AS watch_ref, c.ref, c.field, c.was, c.now, c.changed_at, length(w.ref) AS depth
      FROM w CROSS JOIN LATERAL (
        SELECT id, ref, field, was, now, changed_at FROM data_changes c WHERE c.kind = 'code' AND c.ref >= w.ref AND c.ref < w.ref || 'z' AND starts_with(c.ref, w.ref) OFFSET 0
      ) c
      WHERE w.kind = 'code' AND c.changed_at > w.created_at
      UNION ALL
      -- Each followed code's shorter prefixes, matched by equality (a hash join), not every pair compared.
      SELECT c.id, w.kind, w.ref, c.ref, c.field, c.was, c.now, c.changed_at, length(w.ref)
      FROM w CROSS JOIN LATERAL generate_series(2, length(w.ref) - 1) AS p(n)
      JOIN covering c ON c.ref = left(w.ref, p.n) AND c.changed_at > w.created_at
      WHERE w.kind = 'code'
      UNION ALL
      SELECT c.id, w.kind, w.ref, c.ref, c.field, c.was, c.now, c.changed_at, length(w.ref)
      FROM w JOIN data_changes c ON c.kind = 'container' AND c.ref = w.ref AND c.changed_at > w.created_at
      WHERE w.kind = 'container'
      UNION ALL
      SELECT c.id, w.kind, w.ref, c.ref, c.field, c.was, c.now, c.changed_at, length(w.ref)
      FROM w JOIN entries e ON e.ref = w.ref
      JOIN data_changes c ON c.kind = 'sanctions_entry' AND c.ref = e.entry AND c.changed_at > w.created_at
      WHERE w.kind = 'counterparty'
    ),
    matched AS (SELECT DISTINCT ON (id) id, kind, watch_ref, ref, field, was, now, changed_at FROM links ORDER BY id, depth DESC),
    marked AS (
      SELECT m.*, (r.change_id IS NOT NULL) AS read FROM matched m
      LEFT JOIN feed_reads r ON r.user_id = ${userId} AND r.change_id = m.id
    )
    SELECT *, (SELECT count(*)::int FROM marked WHERE NOT read) AS unread FROM marked
    WHERE ${page.before === undefined ? sql`true` : sql`id < ${page.before}`} AND ${page.after === undefined ? sql`true` : sql`id > ${page.after}`}
    ORDER BY id DESC LIMIT ${page.limit + 1}`);
  const all = rows<{ id: string | number; kind: FeedRow["kind"]; watch_ref: string; ref: string; field: string; was: string | null; now: string | null; changed_at: string | Date; read: boolean; unread: number }>(result);
  const unread = all[0]?.unread ?? (page.before === undefined ? 0 : await unreadCount(db, userId));
  const items: FeedRow[] = all.slice(0, page.limit).map((r) => ({
    id: Number(r.id), kind: r.kind, watchRef: r.watch_ref, ref: r.ref, field: r.field, was: r.was, now: r.now,
    changedAt: new Date(r.changed_at), read: r.read,
  }));
  return { items, unread, more: all.length > page.limit };
}

/** The unread count alone (a page past the last item still answers it). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  return (await readFeed(db, userId, { limit: 1 })).unread;
}
