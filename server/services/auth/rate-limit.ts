import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { rateLimits } from "../../db/schema.ts";

export interface Limit {
  count: number;
  seconds: number;
}

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Fixed-window counters in the database, so every process sees the same counts. One
 * statement counts and reads, so concurrent calls cannot both slip under the limit.
 */
export function rateLimiter(db: Db, now: () => Date) {
  const secondsLeft = (expiresAt: Date, t: Date) => Math.max(1, Math.ceil((expiresAt.getTime() - t.getTime()) / 1000));

  return {
    /** Counts a call; answers 0 when it is within the limit, else the seconds to wait. */
    async hit(key: string, limit: Limit): Promise<number> {
      const t = now();
      const end = new Date(t.getTime() + limit.seconds * 1000);
      const expired = sql`${rateLimits.expiresAt} <= ${iso(t)}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, expiresAt: end })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            expiresAt: sql`CASE WHEN ${expired} THEN ${iso(end)} ELSE ${rateLimits.expiresAt} END`,
          },
        })
        .returning({ count: rateLimits.count, expiresAt: rateLimits.expiresAt });
      return row && row.count > limit.count ? secondsLeft(row.expiresAt, t) : 0;
    },

    /** Takes one counted call back (a call that turned out not to count, e.g. a right password). */
    async takeBack(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)));
    },

    async sweep(): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now()));
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
