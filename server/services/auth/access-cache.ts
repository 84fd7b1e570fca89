import type { Db } from "../../db/connect.ts";
import type { DataChanges } from "../../db/data-changes.ts";
import type { Clock } from "./context.ts";
import { liveAccess } from "./plans.ts";
import type { Session } from "./sessions.ts";

interface Entry {
  userId: string;
  /** null: the session is not live, and a session never comes back to life. */
  permissions: string[] | null;
  /** Epoch ms after which the entry no longer holds: its time to live, the session's end or the paid period's. */
  until: number;
}

export interface AccessCache {
  /** The session's permissions now, or null when it is not live. */
  permissions(session: Session): Promise<string[] | null>;
  close(): void;
}

/**
 * The live access of sessions, kept in the process between calls: reading it from the database at every
 * signed-in call was the floor under every paid answer (the access check alone: p99 124–197 ms at 50
 * concurrent on the embedded database, where a cached open answer takes 17 ms). The database stays the
 * truth: every write that ends a session or changes a plan announces the user (db/data-changes.ts), and
 * each process forgets that user's entries when it hears it, the writing process before it answers. An
 * entry lives `ttlMs` at most, and none is kept while the PostgreSQL listener is down (an announcement
 * could be missed then); a load that an announcement overtook is not kept either.
 */
export function accessCache(opts: { db: Db; changes: DataChanges; now: Clock; ttlMs: number; max: number }): AccessCache {
  const entries = new Map<string, Entry>();
  // Bumped by every announcement: a load that started before one may have read what it replaced.
  let generation = 0;
  const forget = (userId: string | null) => {
    generation++;
    for (const [id, entry] of entries) if (userId === null || entry.userId === userId) entries.delete(id);
  };
  const unsubscribe = opts.changes.subscribe("access", forget);

  const keep = (id: string, entry: Entry) => {
    entries.delete(id);
    // The oldest entry first in the map's order: past `max`, it makes room.
    if (entries.size >= opts.max) entries.delete(entries.keys().next().value as string);
    entries.set(id, entry);
  };

  return {
    async permissions(session) {
      const now = opts.now();
      const hit = entries.get(session.id);
      if (hit && hit.userId === session.userId && now.getTime() < hit.until) return hit.permissions;
      const seen = generation;
      const access = await liveAccess(opts.db, session, now);
      const permissions = access?.permissions ?? null;
      if (opts.ttlMs > 0 && seen === generation && opts.changes.listening()) {
        const expires = now.getTime() + opts.ttlMs;
        keep(session.id, { userId: session.userId, permissions, until: access ? Math.min(expires, access.until.getTime()) : expires });
      }
      return permissions;
    },
    close: unsubscribe,
  };
}
