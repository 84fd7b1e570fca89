import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALCULATIONS_MAX, calculationsBody, failureBody, type CalculateRequest } from "../../../../core/contract/index.ts";
import { bearer, startAuthApp, type AuthHarness } from "../auth/harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

const request: CalculateRequest = { code: "0101291000", date: "2026-03-01", origin: "CN", customs_value: { amount: 1000, currency: "USD" }, exchange_rates: { USD: 470 } };
const save = (body: unknown, token?: string) =>
  h.app.inject({ method: "POST", url: "/user/api/calculations", payload: body as object, headers: token ? bearer(token) : {} });
async function newUser() {
  const email = await h.signUp();
  return (await h.signIn(email)).token;
}

describe("saved calculations (/user/api/calculations)", () => {
  it("answer 401 without a bearer", async () => {
    const list = await h.get("/user/api/calculations");
    expect(list.statusCode).toBe(401);
    failureBody.parse(list.json());
    expect((await save({ request, total_kzt: 1 })).statusCode).toBe(401);
  });

  it("list the user's saves newest first, each user apart; 422 for a body that is not a calculation", async () => {
    const a = await newUser();
    const b = await newUser();
    expect(calculationsBody.parse((await h.get("/user/api/calculations", bearer(a))).json()).data).toEqual([]);
    expect((await save({ request, total_kzt: 112706 }, a)).statusCode).toBe(200);
    const second = await save({ request: { ...request, code: "0201100008" }, total_kzt: 5 }, a);
    const saved = calculationsBody.parse(second.json()).data;
    expect(saved.map((s) => [s.request.code, s.total_kzt])).toEqual([["0201100008", 5], ["0101291000", 112706]]);
    expect(saved[1]?.request).toEqual(request);
    const listed = await h.get("/user/api/calculations", bearer(a));
    expect(listed.headers["cache-control"]).toBe("no-store");
    expect(calculationsBody.parse(listed.json()).data).toEqual(saved);
    expect(calculationsBody.parse((await h.get("/user/api/calculations", bearer(b))).json()).data).toEqual([]);
    expect((await save({ request: { ...request, code: "12" }, total_kzt: 1 }, a)).statusCode).toBe(422);
  });

  it(`keep only the newest ${CALCULATIONS_MAX}`, async () => {
    const token = await newUser();
    for (let i = 0; i < CALCULATIONS_MAX; i += 1) await save({ request, total_kzt: i }, token);
    const after = calculationsBody.parse((await save({ request, total_kzt: -1 }, token)).json()).data;
    expect(after).toHaveLength(CALCULATIONS_MAX);
    expect(after[0]?.total_kzt).toBe(-1);
    expect(after.some((s) => s.total_kzt === 0)).toBe(false);
  });
});
