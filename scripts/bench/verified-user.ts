import type { SmtpCatcher } from "../../tests/support/smtp.ts";
import { runAdmin } from "../../server/admin/grant.ts";

const json = { "content-type": "application/json" };

/** A user registered and confirmed through the real calls, its code read from the SMTP catcher the server mails to. */
export async function verifiedUser(base: string, smtp: SmtpCatcher): Promise<{ email: string; password: string }> {
  const api = `${base}/auth/api`;
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.kz`;
  const password = "Bench1234";
  await fetch(`${api}/v2/register`, { method: "POST", headers: json, body: JSON.stringify({ email, password, password_confirmation: password }) });
  const code = /\d{6}/.exec((await smtp.next(email)).subject)?.[0] ?? "";
  if (!(await fetch(`${api}/email/verify-otp?email=${encodeURIComponent(email)}&otp_code=${code}`)).ok) throw new Error("bench user not verified");
  return { email, password };
}

/**
 * The authorization header of a user on `plan`, put there as operators do (the admin CLI's loopback call):
 * the company-level analytics calls are `access_to_ved` (issue 17), so the bench measures them as a reader who pays.
 */
export async function planBearer(base: string, smtp: SmtpCatcher, server: { dataDir: string; port: number }, plan = "standard"): Promise<Record<string, string>> {
  const { email, password } = await verifiedUser(base, smtp);
  const said: string[] = [];
  const out = { log: (s: string) => said.push(s), error: (s: string) => said.push(s) };
  const granted = await runAdmin(["grant", email, plan], { DATA_DIR: server.dataDir, PORT: String(server.port), HOST: "127.0.0.1" }, out);
  if (granted !== 0) throw new Error(`grant ${plan}: ${said.join(" ")}`);
  const login = await fetch(`${base}/auth/api/login`, { method: "POST", headers: json, body: JSON.stringify({ username: email, password }) });
  const token = ((await login.json()) as { data?: { access_token?: string } }).data?.access_token;
  if (!token) throw new Error(`bench login: ${login.status}`);
  return { authorization: `Bearer ${token}` };
}
