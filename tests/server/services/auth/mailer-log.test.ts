import type { FastifyBaseLogger } from "fastify";
import { expect, it } from "vitest";
import { loadConfig } from "../../../../server/config.ts";
import type { Db } from "../../../../server/db/connect.ts";
import { createMailer } from "../../../../server/services/auth/mail/mailer.ts";

it("a mail kept in the outbox is logged by its address only: the code in its subject never reaches a log line", async () => {
  const lines: unknown[][] = [];
  const record = (...args: unknown[]) => void lines.push(args);
  const log = { info: record, warn: record, error: record, debug: record } as unknown as FastifyBaseLogger;
  const kept: unknown[] = [];
  const db = { insert: () => ({ values: async (row: unknown) => void kept.push(row) }) } as unknown as Db;
  const mailer = createMailer({ config: loadConfig({ SMTP_URL: "", LOG_LEVEL: "silent" }), db, now: () => new Date(), log });

  mailer.send({ to: "broker@example.kz", subject: "482913 is your e-mail confirmation code", text: "Your code: 482913" });
  await mailer.idle();

  expect(kept).toHaveLength(1);
  expect(lines).toHaveLength(1);
  expect(JSON.stringify(lines)).toContain("broker@example.kz");
  expect(JSON.stringify(lines)).not.toContain("482913");
});
