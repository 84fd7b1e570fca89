import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureBody, errorBody, limitReachedBody, noPermissionBody, openCardBody, openedCardsBody } from "../../../../core/contract/index.ts";
import { cardOpenings, kzRegions, tariffNodes, tradeDeclarations, users } from "../../../../server/db/schema.ts";
import { almatyMonth, nextMonthStart } from "../../../../server/services/api/importer-card/month.ts";
import { grantPlan } from "../../../../server/services/auth/plans.ts";
import { bearer, startAuthApp, type AuthHarness } from "../auth/harness.ts";

let h: AuthHarness;
let region: { iso: string; nameRu: string };
let codes: { code: string; nameRu: string }[];
beforeAll(async () => {
  h = await startAuthApp();
  [region] = (await h.database.db.select({ iso: kzRegions.iso, nameRu: kzRegions.nameRu }).from(kzRegions).limit(1)) as [typeof region];
  codes = (await h.database.db.select({ code: tariffNodes.code, nameRu: tariffNodes.nameRu }).from(tariffNodes).where(eq(tariffNodes.kind, "code10")).limit(2)) as typeof codes;
});
afterAll(async () => { await h.close(); });

/** A fresh BIN: the PostgreSQL database is shared by the test files. */
const newBin = () => String(randomInt(10 ** 11, 10 ** 12 - 1)).padStart(12, "0");

/** Import lines of a new importer, in the given codes (real rows: on the shared PostgreSQL database the demo set must keep its official sums). */
async function seedImporter(name: string, lines: { code: string; partner: string; period: string; usd: number }[]) {
  const bin = newBin();
  await h.database.db.insert(tradeDeclarations).values(
    lines.map((l) => ({
      period: l.period, year: Number(l.period.slice(0, 4)), flow: "import", bin, companyName: name, region: region.iso,
      partnerIso2: l.partner, code: l.code, valueCents: l.usd * 100, demo: false, source: "open-card test",
    })),
  );
  return bin;
}
const seedPlain = (name = "ТОО Тест") => seedImporter(name, [{ code: codes[0]?.code ?? "", partner: "CN", period: "2025-03", usd: 10 }]);

async function userOn(plan: string | null) {
  const email = await h.signUp();
  if (plan) expect(await grantPlan(h.database, email, plan, new Date())).toEqual({ ok: true });
  const [user] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { email, id: user?.id ?? "", token: (await h.signIn(email)).token };
}
const open = (bin: string, token?: string, lang = "ru") =>
  h.get(`/api/v1/open-card?importer=${bin}`, { ...(token ? bearer(token) : {}), lang });

/** Fills the month's openings up to `used` without going through the call. */
async function useOpenings(userId: string, used: number) {
  const month = almatyMonth(h.clock.now());
  await h.database.db.insert(cardOpenings).values(
    Array.from({ length: used }, (_, i) => ({ userId, month, importerId: `used-${i}`, openedAt: h.clock.now() })),
  );
}

describe("GET /api/v1/open-card", () => {
  it("401 without a token, 403 no_permission on the free plan, 422 for a BIN that is not 12 digits", async () => {
    const bin = await seedPlain();
    const anonymous = await open(bin);
    expect(anonymous.statusCode).toBe(401);
    failureBody.parse(anonymous.json());
    const free = await userOn(null);
    const refused = await open(bin, free.token, "en");
    expect(refused.statusCode).toBe(403);
    expect(noPermissionBody.parse(refused.json()).message).toMatch(/Standard/);
    const standard = await userOn("standard");
    const bad = await h.get("/api/v1/open-card?importer=12ab", bearer(standard.token));
    expect(bad.statusCode).toBe(422);
    expect(errorBody.parse(bad.json()).message).toMatch(/12/);
    expect((await h.get("/api/v1/open-card", bearer(standard.token))).statusCode).toBe(422);
  });

  it("404 with a message for an unknown importer, and it costs no opening", async () => {
    const user = await userOn("standard");
    const unknown = newBin();
    const res = await open(unknown, user.token);
    expect(res.statusCode).toBe(404);
    expect(errorBody.parse(res.json()).message).toContain(unknown);
    const list = openedCardsBody.parse((await h.get("/user/api/opened-cards", bearer(user.token))).json());
    expect(list).toEqual({ data: [], limits: { left: 10, resets_at: nextMonthStart(h.clock.now()).toISOString() } });
  });

  it("opens the card: profile, imports by code, partner and month, competitors; one opening taken", async () => {
    const [a, b] = codes.map((c) => c.code) as [string, string];
    const bin = await seedImporter("ТОО Импортёр", [
      { code: a, partner: "CN", period: "2025-01", usd: 1000 },
      { code: a, partner: "DE", period: "2025-02", usd: 500.5 },
      { code: b, partner: "CN", period: "2025-02", usd: 250 },
    ]);
    const rival = await seedImporter("ТОО Соперник", [
      { code: a, partner: "TR", period: "2025-01", usd: 70 },
      { code: b, partner: "TR", period: "2025-01", usd: 30 },
    ]);
    const other = await seedImporter("ТОО Другой", [{ code: a, partner: "TR", period: "2025-01", usd: 9000 }]);
    const user = await userOn("standard");
    const res = await open(bin, user.token);
    expect(res.statusCode).toBe(200);
    const { card, limits } = openCardBody.parse(res.json()).data;
    expect(limits).toEqual({ left: 9, resets_at: nextMonthStart(h.clock.now()).toISOString() });
    expect(card.importer).toEqual({ id: bin, bin, name: "ТОО Импортёр", region: region.nameRu });
    expect(card.demo).toBe(false); // built from real (seeded) lines, so not labelled demo
    expect(card.total).toEqual({ value_usd: 1750.5, declarations: 3 });
    expect(card.by_code).toEqual([
      { code: a, name: codes[0]?.nameRu, value_usd: 1500.5 },
      { code: b, name: codes[1]?.nameRu, value_usd: 250 },
    ]);
    expect(card.by_partner.map((p) => [p.iso2, p.value_usd])).toEqual([["CN", 1250], ["DE", 500.5]]);
    expect(card.by_month).toEqual([{ month: "2025-01", value_usd: 1000 }, { month: "2025-02", value_usd: 750.5 }]);
    // Other seeded files may import the same codes: only the order of these two is ours to check.
    const mine = card.competitors.filter((c) => c.id === rival || c.id === other);
    expect(mine).toEqual([
      { id: rival, name: "ТОО Соперник", shared_codes: 2, value_usd: 100 },
      { id: other, name: "ТОО Другой", shared_codes: 1, value_usd: 9000 },
    ]);
    expect(card.competitors.some((c) => c.id === bin)).toBe(false);
  });

  it("the scope (codes, partners, months) shapes the figures and costs nothing more; a bad scope is 422", async () => {
    const [a, b] = codes.map((c) => c.code) as [string, string];
    const bin = await seedImporter("ТОО Охват", [
      { code: a, partner: "CN", period: "2025-01", usd: 100 },
      { code: a, partner: "DE", period: "2025-03", usd: 200 },
      { code: b, partner: "CN", period: "2025-03", usd: 400 },
    ]);
    const rival = await seedImporter("ТОО Только 2024", [{ code: b, partner: "CN", period: "2024-12", usd: 5 }]);
    const user = await userOn("standard");
    const scoped = await h.get(`/api/v1/open-card?importer=${bin}&codes=${a}&partners=CN,DE&from=2025-02&to=2025-12`, bearer(user.token));
    const { card, limits } = openCardBody.parse(scoped.json()).data;
    expect(card.total).toEqual({ value_usd: 200, declarations: 1 });
    expect(card.by_partner.map((p) => p.iso2)).toEqual(["DE"]);
    expect(card.by_month).toEqual([{ month: "2025-03", value_usd: 200 }]);
    const all = openCardBody.parse((await open(bin, user.token)).json()).data;
    expect(all.limits.left).toBe(limits.left);
    expect(all.card.total.value_usd).toBe(700);
    // The rival imported the code only before the scope's months.
    const inScope = await h.get(`/api/v1/open-card?importer=${bin}&codes=${b}&from=2025-01`, bearer(user.token));
    expect(openCardBody.parse(inScope.json()).data.card.competitors.some((c) => c.id === rival)).toBe(false);
    expect(all.card.competitors.some((c) => c.id === rival)).toBe(true);
    for (const bad of ["codes=0101", "partners=cn", "from=2025-13", "from=2025-05&to=2025-01"]) {
      expect((await h.get(`/api/v1/open-card?importer=${bin}&${bad}`, bearer(user.token))).statusCode, bad).toBe(422);
    }
  });

  it("reopening a card this month is free, even with no openings left; others get 402 limit_reached", async () => {
    const user = await userOn("standard");
    const first = await seedPlain();
    expect(openCardBody.parse((await open(first, user.token)).json()).data.limits.left).toBe(9);
    expect(openCardBody.parse((await open(first, user.token)).json()).data.limits.left).toBe(9);
    await useOpenings(user.id, 9);
    const again = await open(first, user.token);
    expect(again.statusCode).toBe(200);
    expect(openCardBody.parse(again.json()).data.limits.left).toBe(0);
    const refused = await open(await seedPlain(), user.token, "kk");
    expect(refused.statusCode).toBe(402);
    const body = limitReachedBody.parse(refused.json());
    expect(body.limits).toEqual({ left: 0, resets_at: nextMonthStart(h.clock.now()).toISOString() });
    expect(body.message.length).toBeGreaterThan(10);
  });

  it("with one opening left, concurrent openings of different cards let exactly one through", async () => {
    const user = await userOn("standard");
    await useOpenings(user.id, 9);
    const bins = await Promise.all([1, 2, 3, 4].map(() => seedPlain()));
    const answers = await Promise.all(bins.map((bin) => open(bin, user.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 402, 402, 402]);
    const taken = await h.database.db.select().from(cardOpenings).where(eq(cardOpenings.userId, user.id));
    expect(taken).toHaveLength(10);
  });

  it("a new month in Almaty gives the openings back and lists the old month's cards", async () => {
    const user = await userOn("standard");
    const bin = await seedPlain("ТОО Прошлый месяц");
    await useOpenings(user.id, 9);
    expect((await open(bin, user.token)).statusCode).toBe(200);
    expect((await open(await seedPlain(), user.token)).statusCode).toBe(402);
    const month = almatyMonth(h.clock.now());
    h.clock.advance((nextMonthStart(h.clock.now()).getTime() - h.clock.now().getTime()) / 1000 + 1);
    expect(almatyMonth(h.clock.now())).not.toBe(month);
    // The token outlived the month; sign in again.
    const token = (await h.signIn(user.email)).token;
    const reopened = await open(bin, token);
    expect(reopened.statusCode).toBe(200);
    expect(openCardBody.parse(reopened.json()).data.limits.left).toBe(9);
    const list = openedCardsBody.parse((await h.get("/user/api/opened-cards", bearer(token))).json());
    expect(list.limits.left).toBe(9);
    const ours = list.data.filter((c) => c.importer_id === bin);
    expect(ours.map((c) => c.month)).toEqual([almatyMonth(h.clock.now()), month]);
    expect(ours[0]?.name).toBe("ТОО Прошлый месяц");
  });
});

describe("GET /user/api/opened-cards", () => {
  it("answers 401 without a bearer", async () => {
    expect((await h.get("/user/api/opened-cards")).statusCode).toBe(401);
  });
});
