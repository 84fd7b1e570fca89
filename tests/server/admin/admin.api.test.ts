import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdmin } from "../../../server/admin/grant.ts";
import { ensureAdminSecret } from "../../../server/admin/secret.ts";
import { openDatabase } from "../../../server/db/connect.ts";
import { planOf } from "../../../server/services/auth/plans.ts";
import { createUser } from "../../../server/services/auth/users.ts";
import { userInfoBody } from "../../../core/contract/index.ts";
import { bearer, startAuthApp, uniqueEmail, type AuthHarness } from "../services/auth/harness.ts";

const url = process.env.DATABASE_URL;
const quiet = () => {
  const lines: string[] = [];
  return { lines, out: { log: (s: string) => lines.push(s), error: (s: string) => lines.push(s) } };
};

/** A free port nobody listens on: the "server is not running" case. */
async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

describe("with the server running", () => {
  let h: AuthHarness;
  let port: number;
  beforeAll(async () => {
    h = await startAuthApp();
    await h.app.listen({ port: 0, host: "127.0.0.1" });
    port = (h.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => { await h.close(); });

  const env = () => ({ DATA_DIR: h.dataDir, PORT: String(port), ...(url ? { DATABASE_URL: url } : {}) });

  it("grants a plan; the user sees its permissions", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    const { lines, out } = quiet();
    expect(await runAdmin(["grant", email.toUpperCase(), "business"], env(), out)).toBe(0);
    expect(lines.join()).toMatch(/Plan business granted/);
    const info = userInfoBody.parse((await h.get("/user/api/user/info", bearer(token))).json()).data;
    expect(info).toMatchObject({ plan: "business", permissions: ["access_to_ved", "card_opening_ved"] });
    expect(await runAdmin(["grant", email, "free"], env(), out)).toBe(0);
    expect(userInfoBody.parse((await h.get("/user/api/user/info", bearer(token))).json()).data.permissions).toEqual([]);
  });

  it("reports an unknown user or plan with exit code 1, bad usage with 2", async () => {
    const { lines, out } = quiet();
    expect(await runAdmin(["grant", uniqueEmail("nobody"), "standard"], env(), out)).toBe(1);
    expect(lines.pop()).toMatch(/No user has the address/);
    expect(await runAdmin(["grant", await h.signUp(), "platinum"], env(), out)).toBe(1);
    expect(lines.pop()).toMatch(/no plan platinum; there are: business, corporate, free, standard/);
    expect(await runAdmin(["grant", "a@b.kz"], env(), out)).toBe(2);
    expect(await runAdmin(["revoke", "a@b.kz", "free"], env(), out)).toBe(2);
  });

  it("keeps the admin secret readable by its owner only", () => {
    ensureAdminSecret(h.dataDir);
    expect(statSync(path.join(h.dataDir, "admin-secret")).mode & 0o777).toBe(0o600);
  });

  it("refuses the admin call without the secret, from another machine, or through a proxy", async () => {
    const email = await h.signUp();
    const secret = ensureAdminSecret(h.dataDir);
    const call = (headers: Record<string, string>, remoteAddress = "127.0.0.1") =>
      h.app.inject({ method: "POST", url: "/auth/api/admin/grant", payload: { email, plan: "standard" }, headers, remoteAddress });
    expect((await call({})).statusCode).toBe(403);
    expect((await call({ "x-admin-secret": "wrong" })).statusCode).toBe(403);
    expect((await call({ "x-admin-secret": "é".repeat(secret.length) })).statusCode).toBe(403);
    expect((await call({ "x-admin-secret": secret }, "10.0.0.5")).statusCode).toBe(403);
    expect((await call({ "x-admin-secret": secret, "x-forwarded-for": "203.0.113.9" })).statusCode).toBe(403);
    expect((await call({ "x-admin-secret": secret })).statusCode).toBe(200);
  });
});

describe("with the server stopped", () => {
  let dataDir: string;
  beforeAll(() => { dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-admin-")); });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const open = () => openDatabase(url ? { databaseUrl: url, dataDir: "" } : { dataDir });

  async function userIn(): Promise<{ email: string; id: string }> {
    const database = await open();
    try {
      const email = uniqueEmail("offline");
      const user = await createUser(database.db, { email, passwordHash: null, locale: "ru", verifiedAt: new Date(), now: new Date() });
      return { email, id: user!.id };
    } finally {
      await database.close();
    }
  }

  async function planIn(id: string) {
    const database = await open();
    try {
      return (await planOf(database.db, id)).id;
    } finally {
      await database.close();
    }
  }

  it("opens the database itself", async () => {
    const { email, id } = await userIn();
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), ...(url ? { DATABASE_URL: url } : {}) };
    const { out } = quiet();
    expect(await runAdmin(["grant", email, "standard"], env, out)).toBe(0);
    expect(await planIn(id)).toBe("standard");
  });

  it("runs as `npm run admin -- grant <email> <plan>`", async () => {
    const { email, id } = await userIn();
    const env = { ...process.env, DATA_DIR: dataDir, PORT: String(await freePort()) };
    const cwd = path.resolve(import.meta.dirname, "../../..");
    const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "admin", "--", "grant", email, "business"], { env, cwd });
    expect(stdout).toMatch(/Plan business granted/);
    expect(await planIn(id)).toBe("business");
  });
});
