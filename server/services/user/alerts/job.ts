import { sql } from "drizzle-orm";
import type { Locale } from "../../../../core/routes.ts";
import { localePath } from "../../../../core/routes.ts";
import { localeOf } from "../../../i18n.ts";
import { rows } from "../../ai/score.ts";
import type { AuthContext } from "../../auth/context.ts";
import { readFeed } from "../watch/feed.ts";
import { DEFAULT_NOTIFICATIONS } from "../watch/routes.ts";
import { almatyDayHour } from "./almaty.ts";
import { alertMail } from "./mail.ts";
import { unsubscribeToken } from "./token.ts";

/** Changes one mail lists; a broker with more waiting finds the rest in the feed. */
export const MAIL_MAX = 50;

interface Due {
  id: string;
  email: string;
  locale: string;
  mode: "immediate" | "daily";
  mailed_up_to: string | number;
}

/**
 * One round of alert mails. A user is due when their address is verified, they follow something, a change
 * past their cursor exists, and either they chose "immediate" or it is at or past their digest hour on an
 * Almaty day without a digest yet. For each, the unread changes past the cursor go into one mail, and the
 * cursor moves to the newest change id read at the start: a conditional UPDATE from the value this round
 * read, so of several processes (or a restart) only the one that moved it sends, and no change is mailed
 * twice. A mail lost after the claim is not retried: the change stays in the feed.
 */
export async function runAlertMails(ctx: AuthContext): Promise<{ mailed: number }> {
  const { db } = ctx;
  const [top] = rows<{ id: string | number | null }>(await db.execute(sql`SELECT max(id) AS id FROM data_changes`));
  const newest = Number(top?.id ?? 0);
  if (newest === 0) return { mailed: 0 };
  const { day, hour } = almatyDayHour(ctx.now());
  const due = rows<Due>(await db.execute(sql`
    SELECT u.id, u.email, u.locale, coalesce(s.mode, ${DEFAULT_NOTIFICATIONS.mode}) AS mode, coalesce(a.mailed_up_to, 0) AS mailed_up_to
    FROM users u
    LEFT JOIN notification_settings s ON s.user_id = u.id
    LEFT JOIN alert_mails a ON a.user_id = u.id
    WHERE u.email_verified_at IS NOT NULL
      AND coalesce(a.mailed_up_to, 0) < ${newest}
      AND EXISTS (SELECT 1 FROM watches w WHERE w.user_id = u.id)
      AND (coalesce(s.mode, ${DEFAULT_NOTIFICATIONS.mode}) = 'immediate'
        OR (coalesce(s.mode, ${DEFAULT_NOTIFICATIONS.mode}) = 'daily' AND coalesce(s.hour, ${DEFAULT_NOTIFICATIONS.hour}) <= ${hour}
            AND a.digest_day IS DISTINCT FROM ${day}))`));
  let mailed = 0;
  for (const user of due) {
    const from = Number(user.mailed_up_to);
    const feed = await readFeed(db, user.id, { after: from, limit: MAIL_MAX });
    const changes = feed.items.filter((c) => !c.read && c.id <= newest);
    if (!(await claim(ctx, user, from, newest, day))) continue;
    if (changes.length === 0) continue;
    ctx.mailer.send(alertMail({ locale: localeOf(user.locale), to: user.email, changes, more: feed.more, publicUrl: ctx.config.publicUrl, unsubscribe: unsubscribeUrls(ctx, localeOf(user.locale), user.id) }));
    mailed++;
  }
  return { mailed };
}

/** Moves the user's cursor from `from` to `to` (and marks today's digest); true when this call moved it. */
async function claim(ctx: AuthContext, user: Due, from: number, to: number, day: string): Promise<boolean> {
  await ctx.db.execute(sql`INSERT INTO alert_mails (user_id) VALUES (${user.id}) ON CONFLICT DO NOTHING`);
  const daily = user.mode === "daily";
  const moved = await ctx.db.execute(sql`
    UPDATE alert_mails SET mailed_up_to = ${to}, updated_at = now(), digest_day = ${daily ? day : sql`digest_day`}
    WHERE user_id = ${user.id} AND mailed_up_to = ${from} AND ${daily ? sql`digest_day IS DISTINCT FROM ${day}` : sql`true`}
    RETURNING user_id`);
  return rows(moved).length > 0;
}

/** The page the mail's text links to, and the address a mail client's one-click POST goes to. */
export function unsubscribeUrls(ctx: AuthContext, locale: Locale, userId: string) {
  const token = encodeURIComponent(unsubscribeToken(ctx.unsubscribeKey, userId));
  return {
    page: `${ctx.config.publicUrl}${localePath(locale, "/unsubscribe")}?token=${token}`,
    oneClick: `${ctx.config.publicUrl}/user/api/notifications/unsubscribe?token=${token}`,
  };
}

/**
 * Runs a round every `intervalS` seconds while the process runs (0: never). A round still going when the next
 * is due makes that one skip; the returned stop waits for a round in flight, so the database outlives it.
 */
export function startAlertMails(ctx: AuthContext, intervalS: number): () => Promise<void> {
  if (intervalS === 0) return async () => {};
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runAlertMails(ctx)
      .then(({ mailed }) => { if (mailed > 0) ctx.log.info({ mailed }, "alert mails sent"); })
      .catch((error: unknown) => ctx.log.warn({ err: error }, "alert mails failed"))
      .finally(() => { running = null; });
  };
  const timer = setInterval(tick, intervalS * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
