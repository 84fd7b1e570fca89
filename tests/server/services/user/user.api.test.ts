import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody, userInfoBody, userServicesBody } from "../../../../core/contract/index.ts";
import { grantPlan } from "../../../../server/services/auth/plans.ts";
import { bearer, startAuthApp, type AuthHarness } from "../auth/harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

describe("GET /user/api/user/info", () => {
  it("puts a new user on the free plan with neither permission", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    const res = await h.get("/user/api/user/info", bearer(token));
    expect(res.statusCode).toBe(200);
    expect(userInfoBody.parse(res.json()).data).toEqual({
      email,
      is_2fa_enabled: false,
      plan: "free",
      permissions: [],
      limits: { card_openings_per_month: 0 },
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("shows a granted paid plan's permissions and monthly card limit", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    expect(await grantPlan(h.database, email, "standard", new Date())).toEqual({ ok: true });
    const info = userInfoBody.parse((await h.get("/user/api/user/info", bearer(token))).json()).data;
    expect(info.plan).toBe("standard");
    expect(info.permissions.sort()).toEqual(["access_to_ved", "card_opening_ved"]);
    expect(info.limits.card_openings_per_month).toBeGreaterThan(0);
  });
});

describe("GET /user/api/user/services", () => {
  it("lists the sections of the user's plan", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    expect(userServicesBody.parse((await h.get("/user/api/user/services", bearer(token))).json()).data).toEqual([]);
    await grantPlan(h.database, email, "business", new Date());
    expect(userServicesBody.parse((await h.get("/user/api/user/services", bearer(token))).json()).data).toEqual(["fea"]);
  });
});

it("answers unknown paths with a JSON 404", async () => {
  const res = await h.get("/user/api/nope");
  expect(res.statusCode).toBe(404);
  expect(errorBody.parse(res.json()).message).toContain("/user/api/nope");
});
