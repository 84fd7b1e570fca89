import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../../server/config.ts";
import { createAuthContext, type AuthContext } from "../../../../server/services/auth/context.ts";
import { runAlertMails } from "../../../../server/services/user/alerts/job.ts";
import { startTestApp } from "../../../support/test-app.ts";
import { bearer, PUBLIC_URL, startAuthApp, type AuthHarness } from "../auth/harness.ts";
import { writeChange } from "./change-rows.ts";

// The alert-mail job (issue 18 item 3) on the test database, mailing to the harness's real SMTP catcher. The
// job is global: on a shared database it may also mail other files' users (to this catcher), so every
// check reads the mails of this file's own addresses.

let h: AuthHarness;
/** A second process's view: its own mailer and context on the same database. */
let processes: [AuthContext, AuthContext];

beforeAll(async () => {
  h = await startAuthApp();
  const config = loadConfig({ LOG_LEVEL: "silent", SMTP_URL: h.smtp.url, PUBLIC_URL, DATA_DIR: h.dataDir, NBK_RATES_URL: "", ALERT_MAIL_INTERVAL: "0" });
  const context = () => createAuthContext({ config, db: h.database.db, changes: h.database.changes, now: h.clock.now, log: h.app.log });
  processes = [await context(), await context()];
});
afterAll(async () => {
  for (const ctx of processes) {
    ctx.mailer.close();
    ctx.access.close();
  }
  await h.close();
});

/** One round in one process, returning when its mails are on the SMTP server. */
async function round(ctx = processes[0]) {
  await runAlertMails(ctx);
  await ctx.mailer.idle();
}

const call = (method: "POST" | "PUT", url: string, token: string, body: unknown) =>
  h.app.inject({ method, url, payload: body as object, headers: bearer(token) });

/** A verified user following `codes`, told as `mode` says (hour 0: a daily digest is due at once). */
async function follower(codes: string[], mode: "daily" | "immediate", locale = "ru") {
  const email = await h.signUp();
  const { token } = await h.signIn(email);
  for (const ref of codes) expect((await call("POST", "/user/api/watch", token, { kind: "code", ref })).statusCode).toBe(200);
  expect((await call("PUT", "/user/api/notification-settings", token, { mode, hour: 0 })).statusCode).toBe(200);
  await h.database.db.execute(sql`UPDATE users SET locale = ${locale} WHERE email = ${email}`);
  return { email, token };
}

/** The alert mails an address got (the sign-up's code mail aside). */
const alerts = (email: string) => h.smtp.to(email).filter((m) => m.headers["list-unsubscribe"]);

const change = (ref: string, field: string, was: string | null, now: string | null) => writeChange(h.database, "code", ref, field, was, now);

describe("alert mails", () => {
  it("send one digest in the user's language with every change, and nothing twice", async () => {
    const { email } = await follower(["0101", "0201"], "daily", "kk");
    await change("0101210000", "import_duty", "5%", "10%");
    await change("0201100000", "eu833", null, "Annex XXIII");
    await change("0101290000", "removed", "прочие", null);
    await change("0301110000", "import_duty", "0%", "5%"); // not followed

    await round();
    expect(alerts(email)).toHaveLength(1);
    const mail = alerts(email)[0]!;
    expect(mail.subject).toBe("СЭҚ порталындағы тізіміңіз бойынша өзгерістер: 3");
    expect(mail.text).toContain("Сәлеметсіз бе!");
    expect(mail.text).toContain("бұрын 5%, қазір 10%");
    expect(mail.text).toContain(`${PUBLIC_URL}/kk/custom/0101210000`);
    expect(mail.text).toContain(`${PUBLIC_URL}/kk/custom/0201100000`);
    expect(mail.text).toContain("0101290000");
    expect(mail.text).not.toContain("0301110000");
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/kk/unsubscribe\\?token=\\S+`));
    expect(mail.headers["list-unsubscribe"]).toMatch(new RegExp(`^<${PUBLIC_URL}/user/api/notifications/unsubscribe\\?token=\\S+>$`));
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    await round();
    expect(alerts(email)).toHaveLength(1);
    // The next Almaty day's digest holds only what changed since.
    await change("0101210000", "import_duty", "10%", "12%");
    await round();
    expect(alerts(email)).toHaveLength(1);
    h.clock.advance(24 * 3600);
    await round();
    expect(alerts(email)).toHaveLength(2);
    const next = alerts(email)[1]!;
    expect(next.subject).toMatch(/: 1$/);
    expect(next.text).toContain("бұрын 10%, қазір 12%");
    expect(next.text).not.toContain("Annex XXIII");
  });

  it("mail each new change at once in immediate mode, leaving out what was read in the feed", async () => {
    const { email, token } = await follower(["0101"], "immediate", "en");
    await change("0101210000", "vat", "12%", "16%");
    await round();
    const first = await h.smtp.next(email);
    expect(first.subject).toBe("Changes to what you follow on the foreign-trade portal: 1");
    expect(first.text).toContain(`${PUBLIC_URL}/en/custom/0101210000`);

    await change("0101210000", "excise", "0", "100");
    await change("0101290000", "vat", "12%", "10%");
    const feed = (await h.app.inject({ method: "GET", url: "/user/api/feed", headers: bearer(token) })).json() as { data: { id: string; title: string }[] };
    const excise = feed.data.find((f) => f.title.includes("100"))!;
    await call("POST", "/user/api/feed/read", token, { ids: [excise.id] });
    await round();
    const second = await h.smtp.next(email);
    expect(second.subject).toMatch(/: 1$/);
    expect(second.text).toContain("0101290000");
    expect(second.text).not.toContain("16%");
  });

  it("send nothing to an unverified address or a user who chose no mail", async () => {
    const unverified = await follower(["0101"], "immediate");
    await h.database.db.execute(sql`UPDATE users SET email_verified_at = NULL WHERE email = ${unverified.email}`);
    const off = await follower(["0101"], "immediate");
    await call("PUT", "/user/api/notification-settings", off.token, { mode: "off", hour: 9 });
    const told = await follower(["0101"], "immediate");
    await change("0101210000", "vat", "16%", "12%");
    await round();
    expect(await h.smtp.next(told.email)).toBeTruthy();
    expect(alerts(unverified.email)).toHaveLength(0);
    expect(alerts(off.email)).toHaveLength(0);
  });

  it("send one mail when two processes run a round at once", async () => {
    const daily = await follower(["0201"], "daily");
    const immediate = await follower(["0201"], "immediate");
    await change("0201100000", "import_duty", "15%", "20%");
    await Promise.all(processes.map((ctx) => runAlertMails(ctx)));
    await Promise.all(processes.map((ctx) => ctx.mailer.idle()));
    expect(alerts(daily.email)).toHaveLength(1);
    expect(alerts(immediate.email)).toHaveLength(1);
  });

  it("stop after a one-click unsubscribe from the mail's List-Unsubscribe address, without signing in", async () => {
    const leaving = await follower(["0101"], "immediate");
    const staying = await follower(["0101"], "immediate");
    await change("0101210000", "vat", "12%", "14%");
    await round();
    const oneClick = new URL(/^<(.+)>$/.exec(alerts(leaving.email)[0]!.headers["list-unsubscribe"] ?? "")![1]!);
    const res = await h.app.inject({
      method: "POST", url: `${oneClick.pathname}${oneClick.search}`, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { mode: "off", hour: 0 } });
    expect((await h.app.inject({ method: "GET", url: "/user/api/notification-settings", headers: bearer(leaving.token) })).json()).toEqual({ data: { mode: "off", hour: 0 } });

    await change("0101210000", "vat", "14%", "16%");
    await round();
    expect(alerts(staying.email)).toHaveLength(2);
    expect(alerts(leaving.email)).toHaveLength(1);
  });

  it("unsubscribe with the token of the mail's page link in a JSON body", async () => {
    const { email, token } = await follower(["0201"], "immediate");
    await change("0201100000", "vat", "12%", "14%");
    await round();
    const link = /\/unsubscribe\?token=(\S+)/.exec(alerts(email)[0]!.text)![1]!;
    const res = await h.app.inject({ method: "POST", url: "/user/api/notifications/unsubscribe", payload: { token: decodeURIComponent(link) }, headers: { lang: "en" } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { message: string }).message).toMatch(/no more/i);
    expect((await h.app.inject({ method: "GET", url: "/user/api/notification-settings", headers: bearer(token) })).json()).toMatchObject({ data: { mode: "off" } });
  });

  it("refuse a forged, altered or missing token with a translated 4xx", async () => {
    const { email } = await follower(["0201"], "immediate");
    await change("0201100000", "vat", "14%", "15%");
    await round();
    const genuine = decodeURIComponent(/\/unsubscribe\?token=(\S+)/.exec(alerts(email)[0]!.text)![1]!);
    const [id, signature] = genuine.split(".") as [string, string];
    const someoneElse = Buffer.from("00000000-0000-0000-0000-000000000000").toString("base64url");
    for (const forged of [`${someoneElse}.${signature}`, `${id}.${signature.slice(0, -2)}AA`, id, `${genuine}.x`, "x"]) {
      const res = await h.app.inject({ method: "POST", url: "/user/api/notifications/unsubscribe", payload: { token: forged }, headers: { lang: "kk" } });
      expect(res.statusCode, forged).toBe(400);
      expect((res.json() as { message: string }).message).toContain("Хабарламалар");
    }
    expect((await h.app.inject({ method: "POST", url: "/user/api/notifications/unsubscribe", payload: {} })).statusCode).toBe(422);
    expect((await h.app.inject({ method: "POST", url: "/user/api/notifications/unsubscribe", payload: { token: 5 } })).statusCode).toBe(422);
    expect((await h.app.inject({ method: "POST", url: "/user/api/notifications/unsubscribe?token=a&token=b", payload: {} })).statusCode).toBe(422);
    const broken = await h.app.inject({ method: "POST", url: "/user/api/notifications/unsubscribe", headers: { "content-type": "application/json", lang: "en" }, payload: "{token" });
    expect(broken.statusCode).toBe(400);
    expect((broken.json() as { message: string }).message).toBeTruthy();
    await change("0201100000", "vat", "15%", "16%");
    await round();
    expect(alerts(email)).toHaveLength(2);
  });

  it("run on their own in a server started with ALERT_MAIL_INTERVAL", async () => {
    const { email } = await follower(["0201"], "immediate");
    await change("0201100000", "vat", "16%", "17%");
    const server = await startTestApp({ ALERT_MAIL_INTERVAL: "10", SMTP_URL: h.smtp.url, PUBLIC_URL });
    try {
      const mail = await h.smtp.next(email, 30_000);
      expect(mail.text).toContain("16%");
    } finally {
      await server.close();
    }
  });
});
