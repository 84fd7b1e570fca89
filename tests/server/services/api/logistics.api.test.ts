import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  CODE_STATISTIC_TOP, codeStatisticBody, customsPostsBody, deliveryBasesBody, deliveryTransportsBody, postAnalyticsBody, postRegionsBody, transportAnalyticsBody,
} from "../../../../core/contract/index.ts";
import { readCalls } from "../../../support/read-calls.ts";

// The logistics calls against sums computed here from the demo declaration lines, never fixed figures.

const { get, ok, query } = readCalls();
const usd = (cents: number) => Math.round(cents) / 100;
type Sums = { key: string | null; cents: number; kg: number; lines: number };

/** Sums per value of a column over the lines a WHERE clause picks. */
const sumsBy = (column: "transport_mode" | "delivery_terms" | "customs_post", where: ReturnType<typeof sql>) => query<Sums>(sql`
  SELECT ${sql.identifier(column)} AS key, sum(value_cents)::float8 AS cents, coalesce(sum(net_weight_kg), 0)::float8 AS kg, count(*)::int AS lines
  FROM trade_declarations WHERE ${where} GROUP BY 1`);

/** The rows of an answer equal the sums (named keys only), shares of their total; the lines naming none are `unspecified_usd`. */
function expectSums(body: { data: { value_usd: number; share: number; net_weight_kg: number; lines: number }[]; meta: { total_usd: number; unspecified_usd: number } }, key: (d: never) => string, sums: Sums[]) {
  const named = sums.filter((s) => s.key !== null);
  const total = named.reduce((a, s) => a + s.cents, 0);
  expect(body.meta.total_usd).toBeCloseTo(usd(total), 2);
  expect(body.meta.unspecified_usd).toBeCloseTo(usd(sums.find((s) => s.key === null)?.cents ?? 0), 2);
  const byKey = new Map(named.map((s) => [s.key, s]));
  for (const d of body.data) {
    const s = byKey.get(key(d as never));
    expect(d.value_usd).toBe(usd(s?.cents ?? 0));
    expect(d.lines).toBe(s?.lines ?? 0);
    expect(d.net_weight_kg).toBeCloseTo(s?.kg ?? 0, 2);
    expect(d.share).toBeCloseTo((s?.cents ?? 0) / total, 9);
  }
  expect(body.data.map((d) => d.value_usd)).toEqual([...body.data.map((d) => d.value_usd)].sort((a, b) => b - a));
}

describe("GET /api/v1/products/delivery/transports and /bases", () => {
  it("sum the lines by mode and by terms, named in the asked language, labelled demo", async () => {
    const modes = deliveryTransportsBody.parse(await ok("/api/v1/products/delivery/transports?year=2024", "kk"));
    expect(modes).toMatchObject({ demo: true, meta: { flow: "import" } });
    expect(modes.data.length).toBeGreaterThan(3);
    expectSums(modes, (d: { code: string }) => d.code, await sumsBy("transport_mode", sql`flow = 'import' AND year = 2024`));
    expect(modes.data.find((d) => d.code === "40")).toMatchObject({ name: "Әуе көлігі", group: "air" });

    const terms = deliveryBasesBody.parse(await ok("/api/v1/products/delivery/bases?year=2024&flow=export", "en"));
    expectSums(terms, (d: { code: string }) => d.code, await sumsBy("delivery_terms", sql`flow = 'export' AND year = 2024`));
    expect(terms.data.find((d) => d.code === "FCA")).toMatchObject({ name: "Free Carrier", group: "F", transport: "any" });
  });

  it("every filter narrows them", async () => {
    const all = deliveryTransportsBody.parse(await ok("/api/v1/products/delivery/transports"));
    const narrow = deliveryTransportsBody.parse(await ok("/api/v1/products/delivery/transports?year=2023&region=KZ-75&country=CN&code=84"));
    expectSums(narrow, (d: { code: string }) => d.code,
      await sumsBy("transport_mode", sql`flow = 'import' AND year = 2023 AND region = 'KZ-75' AND partner_iso2 = 'CN' AND code LIKE '84%'`));
    expect(narrow.meta.total_usd).toBeGreaterThan(0);
    expect(narrow.meta.total_usd).toBeLessThan(all.meta.total_usd);
  });

  it("unknown filter values give a translated 422; nothing matching is not demo", async () => {
    for (const url of ["/api/v1/products/delivery/bases?region=KZ-98", "/api/v1/products/delivery/transports?country=XX", "/api/v1/products/delivery/transports?code=8x"]) {
      const res = await get(url, "en");
      expect(res.statusCode, url).toBe(422);
      expect(res.json<{ message: string }>().message).toMatch(/[A-Za-z]/);
    }
    const kk = await get("/api/v1/products/delivery/customs-posts?region=KZ-98", "kk");
    const ru = await get("/api/v1/products/delivery/customs-posts?region=KZ-98", "ru");
    expect(kk.json<{ message: string }>().message).not.toBe(ru.json<{ message: string }>().message);
    expect(deliveryTransportsBody.parse(await ok("/api/v1/products/delivery/transports?year=2001")))
      .toMatchObject({ data: [], demo: false, demo_note: null, meta: { total_usd: 0, unspecified_usd: 0 } });
  });
});

describe("GET /api/v1/products/delivery/transports/analytics", () => {
  it("splits each month by mode, the months' sums equal the lines'", async () => {
    const body = transportAnalyticsBody.parse(await ok("/api/v1/products/delivery/transports/analytics?year=2024&code=87"));
    const expected = await query<{ period: string; key: string; cents: number; lines: number }>(sql`
      SELECT period, transport_mode AS key, sum(value_cents)::float8 AS cents, count(*)::int AS lines FROM trade_declarations
      WHERE flow = 'import' AND year = 2024 AND code LIKE '87%' AND transport_mode IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`);
    expect(body.data.map((m) => m.period)).toEqual([...new Set(expected.map((e) => e.period))]);
    const got = body.data.flatMap((m) => m.items.map((i) => ({ period: m.period, key: i.code, cents: Math.round(i.value_usd * 100), lines: i.lines })));
    expect(got).toEqual(expected.map((e) => ({ ...e, cents: Math.round(e.cents) })));
    for (const m of body.data) expect(m.items.reduce((a, i) => a + i.share, 0)).toBeCloseTo(1, 9);
    expect(body.keys.map((k) => k.code)).toEqual([...new Set(expected.map((e) => e.key))].sort());
  });
});

describe("GET /api/v1/products/delivery/customs-posts, /analytics and /regions", () => {
  it("lists every post with the lines through it, and sums them by the post's region", async () => {
    const posts = customsPostsBody.parse(await ok("/api/v1/products/delivery/customs-posts?year=2025", "en"));
    const [{ n }] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM customs_posts`) as [{ n: number }];
    expect(posts.data).toHaveLength(n);
    const sums = await sumsBy("customs_post", sql`flow = 'import' AND year = 2025`);
    expectSums(posts, (d: { code: string }) => d.code, sums);
    expect(posts.data.find((d) => d.code === "KHORGOS")).toMatchObject({ name: "Khorgos", type: "road", region: "KZ-33", border: "CN" });

    const regions = postRegionsBody.parse(await ok("/api/v1/products/delivery/customs-posts/regions?year=2025"));
    const expected = await query<{ region: string; cents: number; lines: number }>(sql`
      SELECT p.region, sum(d.value_cents)::float8 AS cents, count(*)::int AS lines FROM trade_declarations d
      JOIN customs_posts p ON p.code = d.customs_post WHERE d.flow = 'import' AND d.year = 2025 GROUP BY 1`);
    for (const e of expected) expect(regions.data.find((r) => r.id === e.region)).toMatchObject({ value_usd: usd(e.cents), lines: e.lines });
    expect(regions.data.reduce((a, r) => a + r.posts, 0)).toBe(n);
  });

  it("follows one post per month; an unknown post is a 422", async () => {
    const body = postAnalyticsBody.parse(await ok("/api/v1/products/delivery/customs-posts/analytics?post=khorgos&year=2025"));
    const [e] = await query<{ cents: number; months: number }>(sql`
      SELECT sum(value_cents)::float8 AS cents, count(DISTINCT period)::int AS months FROM trade_declarations
      WHERE flow = 'import' AND year = 2025 AND customs_post = 'KHORGOS'`);
    expect(body.data).toHaveLength(e!.months);
    expect(body.data.every((m) => m.items.length === 1 && m.items[0]!.code === "KHORGOS")).toBe(true);
    expect(body.meta.total_usd).toBeCloseTo(usd(e!.cents), 2);
    expect((await get("/api/v1/products/delivery/customs-posts/analytics?post=NOWHERE")).statusCode).toBe(422);
  });
});

describe("GET /api/v1/products/code-statistic", () => {
  it("gives a code's largest modes, terms and posts from its lines; a missing code is a 422", async () => {
    const body = codeStatisticBody.parse(await ok("/api/v1/products/code-statistic?code=8703&year=2024", "en"));
    const where = sql`flow = 'import' AND year = 2024 AND code LIKE '8703%'`;
    const modes = (await sumsBy("transport_mode", where)).filter((s) => s.key !== null).sort((a, b) => b.cents - a.cents);
    const named = modes.reduce((a, s) => a + s.cents, 0);
    expect(body.data.modes.map((m) => m.code)).toEqual(modes.slice(0, CODE_STATISTIC_TOP).map((s) => s.key));
    expect(body.data.modes[0]!.share).toBeCloseTo(modes[0]!.cents / named, 9);
    const posts = (await sumsBy("customs_post", where)).filter((s) => s.key !== null).sort((a, b) => b.cents - a.cents);
    expect(body.data.posts.map((p) => p.code)).toEqual(posts.slice(0, CODE_STATISTIC_TOP).map((s) => s.key));
    const [all] = await query<{ cents: number; lines: number }>(sql`SELECT sum(value_cents)::float8 AS cents, count(*)::int AS lines FROM trade_declarations WHERE ${where}`);
    expect(body.data).toMatchObject({ code: "8703", lines: all!.lines, value_usd: usd(all!.cents) });
    expect(body.demo).toBe(true);
    expect(body.data.terms.length).toBeGreaterThan(0);
    const res = await get("/api/v1/products/code-statistic?year=2024", "kk");
    expect(res.statusCode).toBe(422);
  });
});
