import { lt } from "drizzle-orm";
import { oauthStates, oneTimeCodes, passwordResetTokens, sessions } from "../../db/schema.ts";
import type { AuthContext } from "./context.ts";

const EVERY_MS = 15 * 60 * 1000;

/** Deletes expired sign-in rows now and then; every process may do it, the deletes do not conflict. */
export function startHousekeeping(ctx: AuthContext): () => void {
  const sweep = async () => {
    const now = ctx.now();
    await ctx.limiter.sweep();
    await ctx.db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, now));
    await ctx.db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
    await ctx.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
    await ctx.db.delete(sessions).where(lt(sessions.expiresAt, now));
  };
  const timer = setInterval(() => void sweep().catch((error: unknown) => ctx.log.warn({ err: error }, "sign-in housekeeping failed")), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
