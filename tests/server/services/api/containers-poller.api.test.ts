import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackBody, type DcsaEventInput } from "../../../../core/contract/index.ts";
import { checkDigitOf } from "../../../../core/iso6346.ts";
import { pollCarrier } from "../../../../server/containers/poller.ts";
import { startTestApp } from "../../../support/test-app.ts";

// A local fake carrier serving DCSA T&T 2.2 `GET /v2/events` in two pages.
const serial = String(Math.floor(Math.random() * 1e6)).padStart(6, "0");
const NUMBER = `CMAU${serial}${checkDigitOf(`CMAU${serial}`)}`;
const event = (code: "ARRI" | "DEPA", created: string, locode: string): DcsaEventInput => ({
  eventID: randomUUID(),
  eventType: "TRANSPORT",
  eventClassifierCode: code === "DEPA" ? "ACT" : "EST",
  eventCreatedDateTime: created,
  eventDateTime: created,
  transportEventTypeCode: code,
  transportCall: { transportCallID: `poll-${serial}-${locode}`, modeOfTransport: "VESSEL", UNLocationCode: locode, vessel: { vesselIMONumber: "0000009", vesselName: "POLLED" } },
  references: [{ referenceType: "EQ", referenceValue: NUMBER }],
});
const PAGES: Record<string, unknown[]> = {
  first: [event("DEPA", "2026-11-10T08:00:00Z", "KZAAU"), { eventType: "EQUIPMENT", eventID: "not-a-uuid" }],
  second: [event("ARRI", "2026-11-11T08:00:00Z", "AZBAK")],
};

let carrier: Server;
let url = "";
const seen: IncomingMessage[] = [];
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  carrier = createServer((req, res) => {
    seen.push(req);
    const q = new URL(req.url ?? "", "http://x").searchParams;
    if (req.headers["api-key"] !== "k-123") return void res.writeHead(401).end();
    const page = q.get("cursor") === "p2" ? "second" : "first";
    res.writeHead(200, { "content-type": "application/json", ...(page === "first" ? { "Next-Page-Cursor": "p2" } : {}) });
    res.end(JSON.stringify(PAGES[page]));
  });
  await new Promise<void>((r) => carrier.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(carrier.address() as AddressInfo).port}/tnt`;
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => carrier.close(r));
});

describe("the DCSA poller", () => {
  it("follows the pages, skips events that do not fit, and asks only for newer events next time", async () => {
    const first = await pollCarrier(t.database, { name: "fake-line", url, apiKey: "k-123" });
    expect(first).toEqual({ stored: 2, skipped: 1 });
    expect(seen.map((r) => new URL(r.url ?? "", "http://x").pathname)).toEqual(["/tnt/v2/events", "/tnt/v2/events"]);
    expect(new URL(seen[0]?.url ?? "", "http://x").searchParams.has("eventCreatedDateTime:gte")).toBe(false);

    const tracked = trackBody.parse((await t.app.inject({ method: "GET", url: `/api/v1/track-container?number=${NUMBER}`, headers: { lang: "en" } })).json()).data;
    expect(tracked.events.map((e) => e.code)).toEqual(["DEPA", "ARRI"]);
    expect(tracked.demo).toBe(false);
    expect(tracked.route.map((p) => [p.locode, p.state])).toEqual([["KZAAU", "current"], ["AZBAK", "planned"]]);

    const second = await pollCarrier(t.database, { name: "fake-line", url, apiKey: "k-123" });
    expect(second).toEqual({ stored: 0, skipped: 1 });
    expect(new URL(seen[2]?.url ?? "", "http://x").searchParams.get("eventCreatedDateTime:gte")).toBe("2026-11-11T08:00:00.000Z");
  });

  it("fails loudly when the carrier refuses the key", async () => {
    await expect(pollCarrier(t.database, { name: "fake-line", url, apiKey: "wrong" })).rejects.toThrow(/401/);
  });
});
