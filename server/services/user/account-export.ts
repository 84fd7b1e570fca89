import { and, eq, gt } from "drizzle-orm";
import type { AccountExport } from "../../../core/contract/account.ts";
import { sessions, socialIdentities } from "../../db/schema.ts";
import { openedCards } from "../api/importer-card/openings.ts";
import type { AuthContext } from "../auth/context.ts";
import { currentPlan } from "../auth/plans.ts";
import type { Session } from "../auth/sessions.ts";
import { twoFactorEnabled, userById } from "../auth/users.ts";
import { listCalculations } from "./calculations.ts";
import { paymentStory } from "./payments.ts";
import { listFavourites, listViews } from "./user-data.ts";
import { listWatches, settingsOf } from "./watch/routes.ts";
import { exportGroups } from "./groups.ts";
import { listNotes } from "./notes.ts";

/**
 * Everything we keep about the session's user, for the user to take away (GDPR-style access, Kazakhstan's law on
 * personal data art. 24). Never a secret: no password hash, 2FA key, session token or one-time code.
 */
export async function accountExport(ctx: AuthContext, session: Session): Promise<AccountExport | null> {
  const { db } = ctx;
  const user = await userById(db, session.userId);
  if (!user) return null;
  const now = ctx.now();
  const [{ plan, endsAt }, story, twoFactor, identities, live, favourites, views, calculations, cards, watched, notifications, groups, notes] = await Promise.all([
    currentPlan(db, user.id, now),
    paymentStory(db, user.id, now),
    twoFactorEnabled(db, user.id),
    db.select({ provider: socialIdentities.provider }).from(socialIdentities).where(eq(socialIdentities.userId, user.id)),
    db.select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, remember: sessions.remember })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, now))),
    listFavourites(db, user.id),
    listViews(db, user.id),
    listCalculations(db, user.id),
    openedCards(db, user.id),
    listWatches(db, user.id),
    settingsOf(db, user.id),
    exportGroups(db, user.id),
    listNotes(db, user.id),
  ]);
  return {
    exported_at: now.toISOString(),
    account: {
      email: user.email,
      created_at: user.createdAt.toISOString(),
      email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
      locale: user.locale,
      plan: plan.id,
      plan_ends_at: endsAt?.toISOString() ?? null,
      has_password: user.passwordHash !== null,
      is_2fa_enabled: twoFactor,
      social_sign_in: identities.map((i) => i.provider),
    },
    sessions: live.map((s) => ({
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      remember: s.remember,
      current: s.id === session.id,
    })),
    favourites: favourites.data,
    view_history: views.data,
    calculations: calculations.data,
    opened_cards: cards.map((c) => ({ importer_id: c.importerId, month: c.month, opened_at: c.openedAt.toISOString() })),
    invoices: story.invoices,
    payments: story.payments,
    watches: watched.data,
    notification_settings: notifications.data,
    groups,
    notes: notes.data,
  };
}
