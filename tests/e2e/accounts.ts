// Accounts for the browser tests, made through the real auth API (mail over SMTP, TOTP as an app computes it).
import type { APIRequestContext } from "./fixtures.ts";
import { codeAt, stepAt } from "../../server/services/auth/totp.ts";
import { freshEmail, mailCount, nextCode } from "./mail.ts";

export const PASSWORD = "Tamozhnya2026";

export interface TestAccount {
  email: string;
  password: string;
  /** The TOTP secret when two-factor is on. */
  secret?: string;
}

async function ok(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<unknown> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

export async function registerAccount(api: APIRequestContext, label: string): Promise<TestAccount> {
  const email = freshEmail(label);
  const seen = mailCount(email);
  await ok(await api.post("/auth/api/v2/register", { data: { email, password: PASSWORD, password_confirmation: PASSWORD } }));
  await nextCode(email, seen);
  return { email, password: PASSWORD };
}

export async function verifiedAccount(api: APIRequestContext, label: string): Promise<TestAccount> {
  const account = await registerAccount(api, label);
  const code = await nextCode(account.email, mailCount(account.email) - 1);
  await ok(await api.get("/auth/api/email/verify-otp", { params: { email: account.email, otp_code: code } }));
  return account;
}

/** The authenticator's code for the next 30 s window (the one used to switch 2FA on cannot sign in again). */
export const nextTotp = (secret: string): string => codeAt(secret, stepAt(new Date()) + 1);

export async function twoFactorAccount(api: APIRequestContext, label: string): Promise<TestAccount> {
  const account = await verifiedAccount(api, label);
  await ok(await api.post("/auth/api/login", { data: { username: account.email, password: account.password } }));
  const access = (await ok(await api.get("/auth/api/access/cookie"))) as { data: { access_token: string } };
  const headers = { authorization: `Bearer ${access.data.access_token}` };
  const setup = (await ok(await api.post("/auth/api/2fa/setup", { headers }))) as { data: { secret: string } };
  const secret = setup.data.secret;
  await ok(await api.post("/auth/api/2fa/enable", { headers, data: { code: codeAt(secret, stepAt(new Date())) } }));
  await ok(await api.get("/auth/api/logout"));
  return { ...account, secret };
}
