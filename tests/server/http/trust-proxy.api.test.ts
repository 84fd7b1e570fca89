// Behind nginx (deploy/nginx/portal.conf) every connection comes from the proxy: TRUST_PROXY names the peers whose
// X-Forwarded-For and X-Forwarded-Proto Fastify believes, so request.ip (the log's remoteAddress) is the client's.
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../../server/app.ts";
import { ConfigError, loadConfig } from "../../../server/config.ts";
import type { Database } from "../../../server/db/connect.ts";
import { openTestDatabase } from "../../support/test-db.ts";

let database: Database;
let opened: FastifyInstance[] = [];
beforeAll(async () => { database = await openTestDatabase(); });
afterEach(async () => {
  await Promise.all(opened.map((app) => app.close()));
  opened = [];
});
afterAll(async () => { await database.close(); });

/** The app with a probe route that says what Fastify took for the client's address and scheme. */
async function appWith(env: Record<string, string>) {
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent", NBK_RATES_URL: "", ...env }), database, logger: false });
  app.get("/probe", async (request) => ({ ip: request.ip, protocol: request.protocol }));
  await app.ready();
  opened.push(app);
  return app;
}

const forwarded = { "x-forwarded-for": "198.51.100.9, 203.0.113.7", "x-forwarded-proto": "https" };

it("believes X-Forwarded-For and -Proto from a TRUST_PROXY peer: the nearest address it does not trust is the client", async () => {
  const app = await appWith({ TRUST_PROXY: "127.0.0.1" });
  const res = await app.inject({ url: "/probe", remoteAddress: "127.0.0.1", headers: forwarded });
  expect(res.json()).toEqual({ ip: "203.0.113.7", protocol: "https" });
});

it("ignores them from any other peer, and without TRUST_PROXY", async () => {
  const trusting = await appWith({ TRUST_PROXY: "loopback" });
  const stranger = await trusting.inject({ url: "/probe", remoteAddress: "192.0.2.44", headers: forwarded });
  expect(stranger.json()).toEqual({ ip: "192.0.2.44", protocol: "http" });
  const plain = await appWith({});
  const res = await plain.inject({ url: "/probe", remoteAddress: "127.0.0.1", headers: forwarded });
  expect(res.json()).toEqual({ ip: "127.0.0.1", protocol: "http" });
});

it("a value that is not an address, a range or a proxy-addr name stops the start, naming TRUST_PROXY", () => {
  expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, ::1, loopback" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "::1", "loopback"]);
  expect(() => loadConfig({ TRUST_PROXY: "nginx" })).toThrow(ConfigError);
  expect(() => loadConfig({ TRUST_PROXY: "nginx" })).toThrow(/TRUST_PROXY/);
});
