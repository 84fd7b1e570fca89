import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteBody } from "../../../../core/contract/index.ts";
import { startTestApp } from "../../../support/test-app.ts";

let plain: Awaited<ReturnType<typeof startTestApp>>;
let tagged: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  [plain, tagged] = await Promise.all([startTestApp(), startTestApp({ GTM_ID: "GTM-AB12CD" })]);
});
afterAll(async () => {
  await Promise.all([plain.close(), tagged.close()]);
});

const analytics = async (t: typeof plain) => siteBody.parse((await t.app.inject({ method: "GET", url: "/api/v1/site" })).json()).data.analytics;

describe("GET /api/v1/site: the Google Tag Manager container", () => {
  it("is the configured GTM_ID", async () => {
    expect(await analytics(tagged)).toEqual({ gtm_id: "GTM-AB12CD" });
  });

  it("is null when none is configured", async () => {
    expect(await analytics(plain)).toEqual({ gtm_id: null });
  });
});
