import { and, eq } from "drizzle-orm";
import type { Locale } from "../../../../core/routes.ts";
import { socialIdentities } from "../../../db/schema.ts";
import type { AuthContext } from "../context.ts";
import { createUser, markVerified, twoFactorEnabled, userByEmail, userById, type User } from "../users.ts";
import type { Identity } from "./providers.ts";

type SocialOutcome = { ok: true; user: User } | { ok: false; error: "unverified_email" | "two_factor" };

/**
 * The account a provider identity signs in: the one linked before, else the account of the
 * same verified e-mail (linked now), else a new account. Accounts with 2FA sign in with the
 * password and code: the provider cannot vouch for the second factor.
 */
export async function accountFor(ctx: AuthContext, source: string, identity: Identity, locale: Locale): Promise<SocialOutcome> {
  const [link] = await ctx.db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, source), eq(socialIdentities.subject, identity.subject)));
  let user = link ? await userById(ctx.db, link.userId) : null;
  if (!user) {
    if (!identity.email || !identity.emailVerified) return { ok: false, error: "unverified_email" };
    const now = ctx.now();
    user =
      (await createUser(ctx.db, { email: identity.email, passwordHash: null, locale, verifiedAt: now, now })) ??
      (await userByEmail(ctx.db, identity.email));
    if (!user) return { ok: false, error: "unverified_email" };
    // The provider proved the address: an account waiting for its code is verified by this.
    await markVerified(ctx.db, user.id, now);
    await ctx.db.insert(socialIdentities).values({ provider: source, subject: identity.subject, userId: user.id }).onConflictDoNothing();
  }
  if (await twoFactorEnabled(ctx.db, user.id)) return { ok: false, error: "two_factor" };
  return { ok: true, user };
}
