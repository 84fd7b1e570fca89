import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_RULES, type Access } from "../../core/access.ts";
import { grantPlan } from "../../server/services/auth/plans.ts";
import { bearer, startAuthApp, type AuthHarness } from "./services/auth/harness.ts";

/** One operation of the served OpenAPI document, with the access rule it states. */
interface Operation {
  method: string;
  path: string;
  access: unknown;
  security?: unknown;
}

let h: AuthHarness;
let operations: Operation[];
const tokens: Record<"free" | "paid", string> = { free: "", paid: "" };
beforeAll(async () => {
  h = await startAuthApp();
  const doc = (await h.get("/api/openapi.json")).json() as { paths: Record<string, Record<string, { "x-access"?: unknown; security?: unknown }>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, access: op["x-access"], security: op.security })),
  );
  const free = await h.signUp();
  const paid = await h.signUp();
  expect(await grantPlan(h.database, paid, "standard", new Date())).toEqual({ ok: true });
  tokens.free = (await h.signIn(free)).token;
  tokens.paid = (await h.signIn(paid)).token;
});
afterAll(async () => { await h.close(); });

/** The access check's own refusals (http/route.ts): told apart from a call's other 401s (a DCSA signature, a wrong password). */
const SIGN_IN_FIRST = "Войдите, чтобы продолжить";
const refusedBy = (res: LightMyRequestResponse): 401 | 403 | null => {
  const body = res.headers["content-type"]?.includes("json") ? (res.json() as { message?: unknown; reason?: unknown }) : {};
  if (res.statusCode === 401 && body.message === SIGN_IN_FIRST) return 401;
  if (res.statusCode === 403 && body.reason === "no_permission") return 403;
  return null;
};

/** What the rule promises each caller: the refusal it gets, or null for the call's own answer. */
const PROMISES: Record<Access, Record<"signedOut" | "free" | "paid", 401 | 403 | null>> = {
  everyone: { signedOut: null, free: null, paid: null },
  "signed-in": { signedOut: 401, free: null, paid: null },
  access_to_ved: { signedOut: 401, free: 403, paid: null },
  card_opening_ved: { signedOut: 401, free: 403, paid: null },
};

/**
 * The call with whatever input makes it cheapest: path parameters that match nothing, no query, no body (the
 * access rule answers before the input is read). Sign-out ends the session of the bearer it is sent with,
 * so it goes last.
 */
const call = (op: Operation, token?: string) =>
  h.app.inject({ method: op.method as "GET", url: op.path.replace(/\{\w+\}/g, "x"), headers: { lang: "ru", ...(token ? bearer(token) : {}) } });
const lastLogout = (a: Operation, b: Operation) => Number(a.path.endsWith("/logout")) - Number(b.path.endsWith("/logout"));

describe("the access table, walked on the served OpenAPI document", () => {
  it("states an access rule for every operation, and a bearer requirement for every rule but everyone", () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(operations.filter((op) => !(ACCESS_RULES as readonly unknown[]).includes(op.access))).toEqual([]);
    expect(operations.filter((op) => (op.access === "everyone") !== (op.security === undefined))).toEqual([]);
  });

  it("refuses in the request's language, naming what the plans open", async () => {
    const res = await h.get("/api/v1/importers", { ...bearer(tokens.free), lang: "en" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ reason: "no_permission", message: expect.stringMatching(/Standard|plan/i) as unknown });
    expect((await h.get("/api/v1/importers", { lang: "kk" })).json()).toMatchObject({ success: false, message: expect.not.stringMatching(SIGN_IN_FIRST) as unknown });
  });

  it("gives a signed-out, a free and a paid caller what each operation's rule promises", async () => {
    const broken: string[] = [];
    for (const op of [...operations].sort(lastLogout)) {
      const promised = PROMISES[op.access as Access];
      const answers = { signedOut: await call(op), free: await call(op, tokens.free), paid: await call(op, tokens.paid) };
      for (const who of ["signedOut", "free", "paid"] as const) {
        const got = refusedBy(answers[who]);
        if (got !== promised[who]) broken.push(`${op.method} ${op.path} (${String(op.access)}) ${who}: ${answers[who].statusCode} ${answers[who].body.slice(0, 120)}`);
      }
    }
    expect(broken).toEqual([]);
  });

});
