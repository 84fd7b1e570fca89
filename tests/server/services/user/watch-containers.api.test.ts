import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dcsaEvent, feedBody } from "../../../../core/contract/index.ts";
import { freshContainerNumber } from "../../../support/container-number.ts";
import { ingestEvents } from "../../../../server/containers/ingest.ts";
import { bearer, startAuthApp, type AuthHarness } from "../auth/harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });


describe("a followed container's events reach the feed", () => {
  it("shows an ingested event of the container in the follower's language, and nothing of other containers", async () => {
    const token = (await h.signIn(await h.signUp())).token;
    const [followed, other] = [freshContainerNumber("TSTU"), freshContainerNumber("TSTU")];
    expect((await h.app.inject({ method: "POST", url: "/user/api/watch", payload: { kind: "container", ref: followed }, headers: { ...bearer(token), lang: "en" } })).statusCode).toBe(200);
    const gateIn = (container: string) => dcsaEvent.parse({
      eventID: randomUUID(), eventType: "EQUIPMENT", eventClassifierCode: "ACT",
      eventCreatedDateTime: new Date().toISOString(), eventDateTime: "2026-11-20T06:00:00Z",
      equipmentEventTypeCode: "GTIN", equipmentReference: container, emptyIndicatorCode: "LADEN",
      eventLocation: { locationName: "Dostyk", UNLocationCode: "KZDOS" },
    });
    await ingestEvents(h.database, [gateIn(followed), gateIn(other)], "test");
    const feed = feedBody.parse((await h.app.inject({ method: "GET", url: "/user/api/feed", headers: { ...bearer(token), lang: "en" } })).json());
    expect(feed.unread).toBe(1);
    expect(feed.data.map((f) => [f.kind, f.ref])).toEqual([["container", followed]]);
    expect(feed.data[0]!.title).toContain(followed);
  });
});
