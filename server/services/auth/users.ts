import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { totpSecrets, users } from "../../db/schema.ts";

export type User = typeof users.$inferSelect;

export async function userByEmail(db: Db, email: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function userById(db: Db, id: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Creates the account, or answers null when the e-mail already has one (one statement, no race). */
export async function createUser(
  db: Db,
  fields: { email: string; passwordHash: string | null; locale: string; verifiedAt: Date | null; now: Date },
): Promise<User | null> {
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      email: fields.email,
      passwordHash: fields.passwordHash,
      locale: fields.locale,
      emailVerifiedAt: fields.verifiedAt,
      createdAt: fields.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export async function markVerified(db: Db, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: now }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export async function setPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The account of an e-mail with its 2FA state, in one query: login is the hot path. */
export async function loginAccount(db: Db, email: string): Promise<(User & { twoFactor: boolean }) | null> {
  const [row] = await db
    .select({ user: users, twoFactor: totpSecrets.enabled })
    .from(users)
    .leftJoin(totpSecrets, eq(totpSecrets.userId, users.id))
    .where(eq(users.email, email));
  return row ? { ...row.user, twoFactor: row.twoFactor ?? false } : null;
}

export async function twoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ enabled: totpSecrets.enabled }).from(totpSecrets).where(eq(totpSecrets.userId, userId));
  return row?.enabled ?? false;
}
