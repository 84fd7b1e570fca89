import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../../../server/app.ts";
import { loadConfig } from "../../../../server/config.ts";
import type { Database } from "../../../../server/db/connect.ts";
import { startSmtp, type SmtpCatcher } from "../../../support/smtp.ts";
import { GENEROUS_COST_LIMITS } from "../../../support/test-app.ts";
import { openTestDatabase } from "../../../support/test-db.ts";
import { testAddress } from "../../../support/test-address.ts";

/** Limits no test reaches by accident; the rate-limit tests set their own. */
export const GENEROUS_LIMITS = {
  ...Object.fromEntries(
    ["LOGIN", "REGISTER", "RESEND", "RECOVERY", "2FA"].flatMap((b) => [
      [`AUTH_RATE_${b}_IP`, "1000000/60"],
      [`AUTH_RATE_${b}_ACCOUNT`, "1000000/60"],
    ]),
  ),
  ...GENEROUS_COST_LIMITS,
};

export const PUBLIC_URL = "http://portal.test";
export const PASSWORD = "Secret123";

/** A clock the test moves by hand. */
export function fakeClock(start = Date.now()) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(seconds: number) {
      t += seconds * 1000;
    },
  };
}

/** Every test uses fresh addresses: the PostgreSQL database is shared by all test files. */
export const uniqueEmail = (tag = "user") => `${tag}-${randomUUID().slice(0, 12)}@example.kz`;

export const codeOf = (subject: string) => /\b(\d{6})\b/.exec(subject)?.[1] ?? "";

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface AuthHarness {
  app: FastifyInstance;
  database: Database;
  smtp: SmtpCatcher;
  clock: ReturnType<typeof fakeClock>;
  dataDir: string;
  post(url: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Registers, reads the code from the mail and verifies the address. */
  signUp(email?: string, password?: string): Promise<string>;
  /** Logs in and returns the access token and the session cookie header. */
  signIn(email: string, password?: string, extra?: Record<string, unknown>): Promise<{ token: string; cookie: string }>;
  close(): Promise<void>;
}

/** The real app on a test database, a real SMTP server on loopback and a fake clock. */
export async function startAuthApp(env: Record<string, string> = {}): Promise<AuthHarness> {
  const smtp = await startSmtp();
  const clock = fakeClock();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-auth-"));
  const database = await openTestDatabase();
  // No alert mails on a timer (they would land among the code mails the tests read): a test runs the job itself.
  const config = loadConfig({ LOG_LEVEL: "silent", SMTP_URL: smtp.url, PUBLIC_URL, DATA_DIR: dataDir, NBK_RATES_URL: "", ALERT_MAIL_INTERVAL: "0", ...GENEROUS_LIMITS, ...env });
  const app = await buildApp({ config, database, logger: false, now: clock.now });
  await app.ready();
  // One address per harness: its calls count together, apart from other files' on the shared database.
  const remoteAddress = testAddress();

  const h: AuthHarness = {
    app,
    database,
    smtp,
    clock,
    dataDir,
    post: (url, body, headers = {}) => app.inject({ method: "POST", url, payload: body as InjectOptions["payload"], headers, remoteAddress }),
    get: (url, headers = {}) => app.inject({ method: "GET", url, headers, remoteAddress }),
    async signUp(email = uniqueEmail(), password = PASSWORD) {
      const res = await h.post("/auth/api/v2/register", { email, password, password_confirmation: password });
      if (res.statusCode !== 200) throw new Error(`register: ${res.statusCode} ${res.body}`);
      const code = codeOf((await smtp.next(email)).subject);
      const verified = await h.get(`/auth/api/email/verify-otp?email=${encodeURIComponent(email)}&otp_code=${code}`);
      if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
      return email;
    },
    async signIn(email, password = PASSWORD, extra = {}) {
      const res = await h.post("/auth/api/login", { username: email, password, ...extra });
      const token = (res.json() as { data?: { access_token?: string } }).data?.access_token;
      const cookie = res.cookies.find((c) => c.name === "portal_session");
      if (res.statusCode !== 200 || !token || !cookie) throw new Error(`login: ${res.statusCode} ${res.body}`);
      return { token, cookie: `portal_session=${cookie.value}` };
    },
    async close() {
      await app.close();
      await database.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return h;
}
