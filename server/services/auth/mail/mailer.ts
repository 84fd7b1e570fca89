import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../../../config.ts";
import type { Db } from "../../../db/connect.ts";
import { mailOutbox } from "../../../db/schema.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe on alert mails. */
  headers?: Record<string, string>;
}

/**
 * Sends mail in the background: the answer never waits for SMTP, so its timing does not
 * tell whether a mail went out (which would tell whether the address has an account).
 * Without SMTP_URL a mail goes to the log and the mail_outbox table instead.
 */
export function createMailer(opts: { config: Config; db: Db; now: () => Date; log: FastifyBaseLogger }) {
  const { config, db, now, log } = opts;
  const from = config.MAIL_FROM ?? `ВЭД портал <no-reply@${config.SITE_DOMAIN}>`;
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const pending = new Set<Promise<void>>();

  async function deliver(mail: Mail) {
    if (transport) {
      await transport.sendMail({ from, ...mail });
      return;
    }
    // Not the subject: it carries the one-time code, and no code goes into a log line.
    log.info({ to: mail.to }, "mail kept in mail_outbox (no SMTP_URL)");
    await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, createdAt: now() });
  }

  return {
    send(mail: Mail): void {
      const job = deliver(mail)
        .catch((error: unknown) => log.error({ err: error, to: mail.to }, "mail not sent"))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    /** Resolves when every mail handed over so far is sent (or failed). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close(): void {
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
