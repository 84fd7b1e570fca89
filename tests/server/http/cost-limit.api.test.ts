// Per-address limits on the expensive public calls (issue 15): search, screening and calculate answer 429 with
// Retry-After and a translated message past COST_RATE_*_IP, counted in the database (so two app instances on
// one database share the count) and only for work that reaches it (a cached answer never counts).
import { randomInt, randomUUID } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/app.ts";
import { loadConfig } from "../../../server/config.ts";
import type { Database } from "../../../server/db/connect.ts";
import { errorBody } from "../../../core/contract/index.ts";
import { fakeClock } from "../services/auth/harness.ts";
import { GENEROUS_COST_LIMITS } from "../../support/test-app.ts";
import { openTestDatabase } from "../../support/test-db.ts";

const LIMITS = { COST_RATE_SEARCH_IP: "3/60", COST_RATE_SCREEN_IP: "2/60", COST_RATE_CALCULATE_IP: "2/60" };

const clock = fakeClock();
const databases: Database[] = [];
const apps: FastifyInstance[] = [];

async function appOn(database: Database, env: Record<string, string> = LIMITS): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: "silent", NBK_RATES_URL: "", ...GENEROUS_COST_LIMITS, ...env });
  const app = await buildApp({ config, database, logger: false, now: clock.now });
  await app.ready();
  apps.push(app);
  return app;
}

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  databases.push(database);
  app = await appOn(database);
});
afterAll(async () => {
  for (const a of apps) await a.close();
  for (const d of databases) await d.close();
});

/** Every test comes from its own address: on PostgreSQL the test files share the counters. */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
/** A query nobody asked before: its answer is not cached. */
const fresh = (word = "кофе") => `${word} ${randomUUID().slice(0, 8)}`;

const search = (on: FastifyInstance, ip: string, q: string, lang = "ru") =>
  on.inject({ method: "POST", url: "/ai/ved/tnved/search", payload: { q }, headers: { lang }, remoteAddress: ip });
const screen = (on: FastifyInstance, ip: string, q: string, lang = "ru") =>
  on.inject({ url: `/api/v1/sanctions/screen?q=${encodeURIComponent(q)}`, headers: { lang }, remoteAddress: ip });
const calculate = (on: FastifyInstance, ip: string, lang = "ru") =>
  on.inject({
    method: "POST", url: "/api/v1/calculator/calculate", headers: { lang }, remoteAddress: ip,
    payload: { code: "0101291000", date: "2026-03-01", origin: "CN", customs_value: { amount: 1000, currency: "USD" }, exchange_rates: { USD: 470 } },
  });

/** A 429 with Retry-After within the window and the translated message naming the same wait. */
function expect429(res: LightMyRequestResponse, windowSeconds = 60) {
  expect(res.statusCode, res.body).toBe(429);
  const wait = Number(res.headers["retry-after"]);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  return { wait, message: errorBody.parse(res.json()).message };
}

describe("the smart search", () => {
  it("answers 429 with Retry-After and a translated message past the limit, then serves again when the window ends", async () => {
    const ip = address();
    for (let i = 0; i < 3; i++) expect((await search(app, ip, fresh())).statusCode).toBe(200);
    const ru = expect429(await search(app, ip, fresh()));
    expect(ru.message).toBe(`Слишком много запросов с вашего адреса. Повторите через ${ru.wait} с`);
    const kk = expect429(await search(app, ip, fresh(), "kk"));
    expect(kk.message).toBe(`Сіздің мекенжайыңыздан сұрау тым көп. ${kk.wait} секундтан кейін қайталаңыз`);
    const en = expect429(await search(app, ip, fresh(), "en"));
    expect(en.message).toBe(`Too many requests from your address. Try again in ${en.wait} s`);
    // Another address is not limited by this one.
    expect((await search(app, address(), fresh())).statusCode).toBe(200);
    clock.advance(61);
    expect((await search(app, ip, fresh())).statusCode).toBe(200);
  });

  it("does not count a cached answer: an address over its limit still gets answers already cached", async () => {
    const cachedQuery = fresh("телевизор");
    expect((await search(app, address(), cachedQuery)).statusCode).toBe(200);
    const ip = address();
    for (let i = 0; i < 10; i++) expect((await search(app, ip, cachedQuery)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await search(app, ip, fresh())).statusCode).toBe(200);
    expect429(await search(app, ip, fresh()));
    expect((await search(app, ip, cachedQuery)).statusCode).toBe(200);
  });

  it("counts the /api searches (national and customs tariff, tree search) in the same limit", async () => {
    const ip = address();
    const get = (url: string) => app.inject({ url, remoteAddress: ip });
    expect((await get(`/api/v1/search/national-tariff/?q=${encodeURIComponent(fresh())}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/search/customs-tariffs/?q=${encodeURIComponent(fresh())}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/products/tree-search?q=${encodeURIComponent(fresh())}`)).statusCode).toBe(200);
    expect429(await get(`/api/v1/search/national-tariff/?q=${encodeURIComponent(fresh())}`));
    expect429(await get(`/api/v1/products/tree-search?q=${encodeURIComponent(fresh())}`));
    expect429(await search(app, ip, fresh()));
  });
});

describe("sanctions screening", () => {
  it("answers 429 past the limit, never for a cached name", async () => {
    const ip = address();
    const name = `Ivanov ${randomUUID().slice(0, 6)}`;
    expect((await screen(app, ip, name)).statusCode).toBe(200);
    expect((await screen(app, ip, name)).statusCode).toBe(200);
    expect((await screen(app, ip, fresh("Petrov"))).statusCode).toBe(200);
    const { message, wait } = expect429(await screen(app, ip, fresh("Sidorov"), "en"));
    expect(message).toBe(`Too many requests from your address. Try again in ${wait} s`);
    expect((await screen(app, ip, name)).statusCode).toBe(200);
  });
});

describe("the duty calculator", () => {
  it("counts every well-formed calculation and answers 429 past the limit; a malformed one is not counted", async () => {
    const ip = address();
    const malformed = await app.inject({ method: "POST", url: "/api/v1/calculator/calculate", payload: { code: "12" }, remoteAddress: ip });
    expect(malformed.statusCode).toBe(422);
    expect((await calculate(app, ip)).statusCode).toBe(200);
    expect((await calculate(app, ip)).statusCode).toBe(200);
    const { message, wait } = expect429(await calculate(app, ip, "kk"));
    expect(message).toBe(`Сіздің мекенжайыңыздан сұрау тым көп. ${wait} секундтан кейін қайталаңыз`);
  });
});

describe("two app instances on one database", () => {
  it("share one count: calls spread over both stop at the limit", async () => {
    // On PostgreSQL a second pool, as a second process has; on PGlite the same database (one process owns it).
    const other = process.env.DATABASE_URL ? await openTestDatabase() : database;
    if (other !== database) databases.push(other);
    const second = await appOn(other);
    const ip = address();
    expect((await search(app, ip, fresh())).statusCode).toBe(200);
    expect((await search(second, ip, fresh())).statusCode).toBe(200);
    expect((await search(app, ip, fresh())).statusCode).toBe(200);
    expect429(await search(second, ip, fresh()));
    expect429(await search(app, ip, fresh()));
  });

  it("counts calls sent at once exactly: of 8 new searches from one address, 3 are served and 5 refused", async () => {
    const ip = address();
    const answers = await Promise.all(Array.from({ length: 8 }, () => search(app, ip, fresh())));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });
});

describe("the client address", () => {
  it("is request.ip: behind a TRUST_PROXY peer, the forwarded client's", async () => {
    const proxied = await appOn(database, { ...LIMITS, TRUST_PROXY: "127.0.0.1" });
    const client = address();
    const via = (xff: string) =>
      proxied.inject({ method: "POST", url: "/ai/ved/tnved/search", payload: { q: fresh() }, remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": xff } });
    for (let i = 0; i < 3; i++) expect((await via(client)).statusCode).toBe(200);
    expect429(await via(client));
    expect((await via(address())).statusCode).toBe(200);
  });
});

describe("defaults", () => {
  it("leave room for a broker typing (the search box asks at most four times a second)", () => {
    const c = loadConfig({});
    expect(c.COST_RATE_SEARCH_IP.count / c.COST_RATE_SEARCH_IP.seconds).toBeGreaterThanOrEqual(4);
    expect(c.COST_RATE_SCREEN_IP.count / c.COST_RATE_SCREEN_IP.seconds).toBeGreaterThanOrEqual(1);
    expect(c.COST_RATE_CALCULATE_IP.count / c.COST_RATE_CALCULATE_IP.seconds).toBeGreaterThanOrEqual(0.5);
    expect(loadConfig({ COST_RATE_SCREEN_IP: "7/30" }).COST_RATE_SCREEN_IP).toEqual({ count: 7, seconds: 30 });
    expect(() => loadConfig({ COST_RATE_SEARCH_IP: "fast" })).toThrow(/COST_RATE_SEARCH_IP/);
  });
});
