import { and, eq, lt } from "drizzle-orm";
import { totpSecrets } from "../../db/schema.ts";
import type { AuthContext } from "./context.ts";
import { matchingStep } from "./totp.ts";

/**
 * True when the code is right for the user's secret in the wanted state (pending while
 * enabling, enabled otherwise). The accepted step is stored in the same UPDATE that checks
 * it is newer, so a code cannot be used twice, even by two requests at once.
 */
export async function acceptTotp(ctx: AuthContext, userId: string, code: string, enabled: boolean): Promise<boolean> {
  const [row] = await ctx.db.select().from(totpSecrets).where(eq(totpSecrets.userId, userId));
  if (!row || row.enabled !== enabled) return false;
  const step = matchingStep(row.secret, code, ctx.now(), row.lastStep);
  if (step === null) return false;
  const updated = await ctx.db
    .update(totpSecrets)
    .set({ lastStep: step })
    .where(and(eq(totpSecrets.userId, userId), lt(totpSecrets.lastStep, step)))
    .returning({ userId: totpSecrets.userId });
  return updated.length === 1;
}
