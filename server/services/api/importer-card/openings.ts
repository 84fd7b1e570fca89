import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/connect.ts";
import { cardOpenings, users } from "../../../db/schema.ts";
import { almatyMonth, nextMonthStart } from "./month.ts";

export interface Limits {
  left: number;
  resetsAt: Date;
}

export type Opening = { ok: true; limits: Limits } | { ok: false; limits: Limits };

const usedThisMonth = async (db: Pick<Db, "select">, userId: string, month: string) =>
  (await db.select({ n: count() }).from(cardOpenings).where(and(eq(cardOpenings.userId, userId), eq(cardOpenings.month, month))))[0]?.n ?? 0;

/** Openings left this month under a plan's monthly limit. */
export async function limitsOf(db: Db, userId: string, perMonth: number, now: Date): Promise<Limits> {
  const used = await usedThisMonth(db, userId, almatyMonth(now));
  return { left: Math.max(0, perMonth - used), resetsAt: nextMonthStart(now) };
}

/**
 * Opens a card: a card already opened this month is free; otherwise it takes one of the month's
 * openings if any is left. The user's row is locked for the check and the insert, so concurrent
 * openings of different cards cannot both take the last opening.
 */
export async function openCard(db: Db, opts: { userId: string; importerId: string; perMonth: number; now: Date }): Promise<Opening> {
  const { userId, importerId, perMonth, now } = opts;
  const month = almatyMonth(now);
  const resetsAt = nextMonthStart(now);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const used = await usedThisMonth(tx, userId, month);
    const [seen] = await tx
      .select({ id: cardOpenings.importerId })
      .from(cardOpenings)
      .where(and(eq(cardOpenings.userId, userId), eq(cardOpenings.month, month), eq(cardOpenings.importerId, importerId)));
    if (seen) return { ok: true, limits: { left: Math.max(0, perMonth - used), resetsAt } };
    if (used >= perMonth) return { ok: false, limits: { left: 0, resetsAt } };
    await tx.insert(cardOpenings).values({ userId, month, importerId, openedAt: now });
    return { ok: true, limits: { left: perMonth - used - 1, resetsAt } };
  });
}

/** The user's openings, newest first (every month: /profile/reports lists them). */
export async function openedCards(db: Db, userId: string) {
  return db
    .select({ importerId: cardOpenings.importerId, month: cardOpenings.month, openedAt: cardOpenings.openedAt })
    .from(cardOpenings)
    .where(eq(cardOpenings.userId, userId))
    .orderBy(desc(cardOpenings.openedAt), desc(cardOpenings.importerId))
    .limit(1000);
}
