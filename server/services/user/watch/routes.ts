import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { WATCH_MAX } from "../../../../core/contract/watch.ts";
import type { Db } from "../../../db/connect.ts";
import { feedReads, notificationSettings, watches } from "../../../db/watch-schema.ts";
import { sendError } from "../../../http/errors.ts";
import { route } from "../../../http/route.ts";
import { translate } from "../../../i18n.ts";
import { ttlCache } from "../../../http/cache.ts";
import type { AuthContext } from "../../auth/context.ts";
import { cachedSender } from "../../api/cached-send.ts";
import { codeFullNames } from "../../api/code-full-names.ts";
import { readFeed, unreadCount } from "./feed.ts";
import { checkWatchRef } from "./refs.ts";
import { feedTitle } from "./titles.ts";

const tooMany = /*i18n*/ { id: "error.watch.tooMany", message: "Можно следить не больше чем за {max} кодами, контрагентами и контейнерами. Удалите лишние и попробуйте снова" };

/** Without a saved choice: a daily digest at 9:00 Asia/Almaty. */
export const DEFAULT_NOTIFICATIONS = { mode: "daily" as const, hour: 9 };

type WatchRow = typeof watches.$inferSelect;
const entry = (w: WatchRow) => ({ id: String(w.id), kind: w.kind, ref: w.ref, created_at: w.createdAt.toISOString() });

export async function listWatches(db: Db, userId: string) {
  const list = await db.select().from(watches).where(eq(watches.userId, userId)).orderBy(desc(watches.createdAt), desc(watches.id));
  return { data: list.map(entry) };
}

export async function settingsOf(db: Db, userId: string) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return { data: row ? { mode: row.mode, hour: row.hour } : DEFAULT_NOTIFICATIONS };
}

/**
 * How long a cached feed or watch list is served at most. What it is made of is announced when it changes
 * (db/data-changes.ts: the user's follows and reads, new container events, imports), so this bounds only
 * an announcement lost while a PostgreSQL listener reconnected, which drops everything when it is back.
 */
const WORKSPACE_TTL_MS = 60_000;

/** The watch list, the feed and the alert settings of the bearer's user (mounted in the user service). */
export function watchRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { db, changes } = ctx;
  // Answers kept serialized per user until a write announces them changed: a read touches no database. A
  // stamp read at every call (the newest change, the watches, the read marks) kept them right as well, but
  // that one statement held the embedded database to ~350 calls a second (p99 365–693 ms at 50 concurrent).
  const cache = ttlCache<unknown>({ max: 5_000, ttlMs: WORKSPACE_TTL_MS });
  const send = cachedSender(<T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>, "workspace");
  const ofUser = (userId: string) => `workspace\0${userId}\0`;
  const unsubscribe = changes.subscribe("workspace", (userId) => cache.forget(userId === null ? undefined : (key) => key.startsWith(ofUser(userId))));
  app.addHook("onClose", async () => unsubscribe());
  /** After a write to the user's watches or read marks: every process forgets the user's answers. */
  const changed = (userId: string) => changes.announce("workspace", userId);

  route(app, "userWatchList", async (request, reply, { userId }) => {
    await send(`${userId}\0list`, request, reply, {}, () => listWatches(db, userId));
    return reply;
  });

  route(app, "userWatchAdd", async (request, reply, { userId }) => {
    const { kind } = request.body;
    const checked = await checkWatchRef(db, kind, request.body.ref);
    if (!checked.ok) return sendError(request, reply, checked.status, checked.message, checked.values);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(watches).where(eq(watches.userId, userId));
    const [existing] = await db.select().from(watches).where(and(eq(watches.userId, userId), eq(watches.kind, kind), eq(watches.ref, checked.ref)));
    if (existing) return { data: entry(existing) };
    if (Number(count?.n ?? 0) >= WATCH_MAX) return sendError(request, reply, 409, tooMany, { max: WATCH_MAX });
    // Two clicks at once: the unique index keeps one row, and both answer it.
    await db.insert(watches).values({ userId, kind, ref: checked.ref, createdAt: sql`clock_timestamp()` }).onConflictDoNothing();
    await changed(userId);
    const [row] = await db.select().from(watches).where(and(eq(watches.userId, userId), eq(watches.kind, kind), eq(watches.ref, checked.ref)));
    return { data: entry(row!) };
  });

  route(app, "userWatchRemove", async (request, _reply, { userId }) => {
    await db.delete(watches).where(and(eq(watches.userId, userId), eq(watches.id, Number(request.params.id))));
    await changed(userId);
    return listWatches(db, userId);
  });

  route(app, "userFeed", async (request, reply, { userId }) => {
    await send(`${userId}\0feed`, request, reply, request.query, async (locale) => {
      const t = (m: Parameters<typeof translate>[1], values?: Record<string, unknown>) => translate(locale, m, values);
      const { items, unread, more } = await readFeed(db, userId, request.query);
      const names = await codeFullNames(db, locale, items.filter((i) => i.kind === "code").map((i) => i.ref));
      return {
        data: items.map((i) => ({ id: String(i.id), kind: i.kind, ref: i.watchRef, title: feedTitle(t, { ...i, name: names.get(i.ref) ?? null }), changed_at: i.changedAt.toISOString(), read: i.read })),
        unread,
        next_before: more ? String(items.at(-1)!.id) : null,
      };
    });
    return reply;
  });

  route(app, "userFeedRead", async (request, _reply, { userId }) => {
    // An id the feed never showed only adds a row no change matches: it cannot mark anything else read.
    const ids = request.body.ids.map(Number);
    await db.insert(feedReads).values(ids.map((changeId) => ({ userId, changeId }))).onConflictDoNothing();
    await changed(userId);
    return { unread: await unreadCount(db, userId) };
  });

  route(app, "userNotificationSettings", (_request, _reply, { userId }) => settingsOf(db, userId));

  route(app, "userNotificationSettingsSave", async (request, _reply, { userId }) => {
    const { mode, hour } = request.body;
    await db.insert(notificationSettings).values({ userId, mode, hour })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { mode, hour, updatedAt: sql`now()` } });
    return settingsOf(db, userId);
  });
}
