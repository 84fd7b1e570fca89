import { afterAll, beforeAll, expect, it } from "vitest";
import { errorBody } from "../../../../core/contract/index.ts";
import { startAuthApp, type AuthHarness } from "./harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

// Which calls are served and described is tests/server/contract-routes.api.test.ts's job, for all four services.
it("answers unknown paths under /auth/api with a JSON 404 in the request's language", async () => {
  const res = await h.get("/auth/api/nope", { lang: "en" });
  expect(res.statusCode).toBe(404);
  expect(errorBody.parse(res.json()).message).toMatch(/not found.*\/auth\/api\/nope/i);
});
