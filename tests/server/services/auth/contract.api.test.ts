import { afterAll, beforeAll, expect, it } from "vitest";
import { endpoints, errorBody } from "../../../../core/contract/index.ts";
import { startAuthApp, type AuthHarness } from "./harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

it("describes every auth and user call in the OpenAPI document", async () => {
  const doc = (await h.get("/api/openapi.json")).json() as { paths: Record<string, Record<string, { tags: string[] }>> };
  const calls = Object.values(endpoints).filter((e) => e.tag === "auth" || e.tag === "user");
  expect(calls.length).toBe(30); // 15 JSON calls, the two social sign-in redirects, 6 favourites and view-history calls, 2 saved-calculation calls, opened cards, payments, the account export, its deletion code and deletion
  for (const e of calls) expect(doc.paths[e.path]?.[e.method.toLowerCase()]?.tags, e.path).toEqual([e.tag]);
});

it("serves every contract call (none answers the service's 404)", async () => {
  for (const e of Object.values(endpoints).filter((x) => x.tag === "auth" || x.tag === "user")) {
    const res = await h.app.inject({ method: e.method, url: e.path.replace("{source}", "google"), ...(e.method === "POST" ? { payload: {} } : {}) });
    expect(res.statusCode, e.path).not.toBe(404);
  }
});

it("answers unknown paths under /auth/api with a JSON 404 in the request's language", async () => {
  const res = await h.get("/auth/api/nope", { lang: "en" });
  expect(res.statusCode).toBe(404);
  expect(errorBody.parse(res.json()).message).toMatch(/not found.*\/auth\/api\/nope/i);
});
