import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailOutbox } from "../../../../server/db/schema.ts";
import { codeOf, PASSWORD, startAuthApp, uniqueEmail, type AuthHarness } from "./harness.ts";

// No SMTP_URL: mail goes to the log and the mail_outbox table.
let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp({ SMTP_URL: "" }); });
afterAll(async () => { await h.close(); });

async function outboxOf(email: string) {
  for (let i = 0; i < 100; i++) {
    const rows = await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    if (rows.length > 0) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no outbox mail to ${email}`);
}

it("keeps the mail in mail_outbox, in the user's language, the code in the subject", async () => {
  const email = uniqueEmail("outbox");
  const res = await h.post("/auth/api/v2/register", { email, password: PASSWORD, password_confirmation: PASSWORD }, { lang: "en" });
  expect(res.statusCode).toBe(200);
  const [mail] = await outboxOf(email);
  expect(mail?.subject).toMatch(/^\d{6} is your e-mail confirmation code/);
  expect(mail?.text).toContain(codeOf(mail?.subject ?? ""));
  expect(mail?.text).toMatch(/valid for 10 minutes/);
  expect(h.smtp.mails).toHaveLength(0);
});
