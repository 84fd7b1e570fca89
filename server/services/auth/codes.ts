import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { oneTimeCodes } from "../../db/schema.ts";
import type { AuthContext } from "./context.ts";

export type CodePurpose = "verify" | "reset" | "delete";

export const CODE_TTL_SECONDS = 600;
const CODE_MAX_TRIES = 5;

const mac = (ctx: AuthContext, purpose: CodePurpose, email: string, code: string) =>
  createHmac("sha256", ctx.codeKey).update(`${purpose}:${email}:${code}`).digest();

/** A new 6-digit code for the address; the previous one of the same purpose dies. Only its HMAC is kept. */
export async function issueCode(ctx: AuthContext, purpose: CodePurpose, email: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const row = {
    codeHmac: mac(ctx, purpose, email, code).toString("hex"),
    attempts: 0,
    expiresAt: new Date(ctx.now().getTime() + CODE_TTL_SECONDS * 1000),
  };
  await ctx.db
    .insert(oneTimeCodes)
    .values({ purpose, email, ...row })
    .onConflictDoUpdate({ target: [oneTimeCodes.purpose, oneTimeCodes.email], set: row });
  return code;
}

/**
 * True once for the right, live code. Each try first takes one of the five attempts in a
 * single UPDATE (so parallel guesses cannot exceed five), then a right code is deleted: of
 * two requests with the same code only the one whose DELETE finds the row wins.
 */
export async function consumeCode(ctx: AuthContext, purpose: CodePurpose, email: string, code: string): Promise<boolean> {
  const key = and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.email, email));
  const [row] = await ctx.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(key, gt(oneTimeCodes.expiresAt, ctx.now()), lt(oneTimeCodes.attempts, CODE_MAX_TRIES)))
    .returning({ codeHmac: oneTimeCodes.codeHmac });
  if (!row) return false;
  const stored = Buffer.from(row.codeHmac, "hex");
  const given = mac(ctx, purpose, email, code);
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return false;
  const deleted = await ctx.db
    .delete(oneTimeCodes)
    .where(and(key, eq(oneTimeCodes.codeHmac, row.codeHmac)))
    .returning({ email: oneTimeCodes.email });
  return deleted.length === 1;
}

/**
 * 0 when a mail of this kind may go to the address now, else the seconds until it may. Mails
 * with codes go at least AUTH_CODE_RESEND_GAP (60 s, the client's countdown) apart, for known
 * and unknown addresses alike.
 */
export const mailGap = (ctx: AuthContext, purpose: CodePurpose | "attempt", email: string) =>
  ctx.limiter.hit(`mail:${purpose}:${email}`, { count: 1, seconds: ctx.config.AUTH_CODE_RESEND_GAP });
