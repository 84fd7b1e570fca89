import { localePath, type Locale } from "../../../../core/routes.ts";
import { translate } from "../../../i18n.ts";
import type { Mail } from "../../auth/mail/mailer.ts";
import type { FeedRow } from "../watch/feed.ts";
import { feedTitle } from "../watch/titles.ts";

// One plain-text mail for many changes, in the reader's language: each change's feed title (what was → what
// is) with the page that shows it, then the feed and the unsubscribe link. Mail clients offer the RFC 8058
// one-click unsubscribe from the List-Unsubscribe headers: a POST of `List-Unsubscribe=One-Click` to that URL.

const t = {
  subject: /*i18n*/ { id: "mail.alerts.subject", message: "Изменения по вашему списку на ВЭД портале: {count}" },
  intro: /*i18n*/ { id: "mail.alerts.intro", message: "Здравствуйте!\n\nИзменилось то, за чем вы следите на ВЭД портале:" },
  more: /*i18n*/ { id: "mail.alerts.more", message: "Здесь последние {shown}; остальные — в ленте." },
  footer: /*i18n*/ {
    id: "mail.alerts.footer",
    message: "Все изменения и настройки писем: {feedUrl}\nОтписаться от писем об изменениях: {unsubscribeUrl}",
  },
};

/** The page that shows a change: the code's card (a branch above ten digits: the tree), the tracking page, the screening. */
function changePath(change: FeedRow): string {
  if (change.kind === "code") return change.ref.length === 10 ? `/custom/${change.ref}` : `/tree?code=${change.ref}`;
  if (change.kind === "container") return `/track-container?number=${encodeURIComponent(change.ref)}`;
  return "/sanctions";
}

export interface AlertMail {
  locale: Locale;
  to: string;
  /** Newest first, as the feed lists them. */
  changes: FeedRow[];
  /** More changes are waiting than the mail lists. */
  more: boolean;
  publicUrl: string;
  /** The page a reader opens from the text, and the one-click POST address of the headers. */
  unsubscribe: { page: string; oneClick: string };
}

export function alertMail(a: AlertMail): Mail {
  const tr = (m: Parameters<typeof translate>[1], values?: Record<string, unknown>) => translate(a.locale, m, values);
  const url = (path: string) => `${a.publicUrl}${localePath(a.locale, path)}`;
  const lines = a.changes.map((c) => `— ${feedTitle(tr, c)}\n  ${url(changePath(c))}`);
  const text = [
    tr(t.intro),
    lines.join("\n\n"),
    ...(a.more ? [tr(t.more, { shown: a.changes.length })] : []),
    tr(t.footer, { feedUrl: url("/profile/notifications"), unsubscribeUrl: a.unsubscribe.page }),
  ].join("\n\n");
  return {
    to: a.to,
    subject: tr(t.subject, { count: a.changes.length }),
    text,
    headers: { "List-Unsubscribe": `<${a.unsubscribe.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
