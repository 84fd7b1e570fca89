import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoContainersBody, errorBody, eventsReceivedBody, trackBody, type DcsaEventInput } from "../../../../core/contract/index.ts";
import { checkDigitOf } from "../../../../core/iso6346.ts";
import { DEMO_NUMBERS } from "../../../../server/containers/demo.ts";
import { feedDemo } from "../../../../server/containers/seed.ts";
import { signBody } from "../../../../server/containers/signature.ts";
import { freshContainerNumber } from "../../../support/container-number.ts";
import { startTestApp } from "../../../support/test-app.ts";

const SECRET = "test-webhook-secret-0123456789";
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp({ TNT_WEBHOOK_SECRET: SECRET });
});
afterAll(async () => {
  await t.close();
});

const track = (number: string, lang = "en") => t.app.inject({ method: "GET", url: `/api/v1/track-container?number=${encodeURIComponent(number)}`, headers: { lang } });
const post = (body: string, signature?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/track-container/events",
    headers: { "content-type": "application/json", lang: "en", ...(signature === undefined ? {} : { "notification-signature": signature }) },
    payload: body,
  });


const loadAt = (number: string, eventID = randomUUID()): DcsaEventInput => ({
  eventID,
  eventType: "EQUIPMENT",
  eventClassifierCode: "ACT",
  eventCreatedDateTime: "2026-11-01T10:00:00Z",
  eventDateTime: "2026-11-01T09:30:00+06:00",
  equipmentEventTypeCode: "LOAD",
  equipmentReference: number,
  emptyIndicatorCode: "LADEN",
  eventLocation: { locationName: "Aktau", UNLocationCode: "KZAAU" },
  transportCall: { transportCallID: `call-${number}`, modeOfTransport: "VESSEL", UNLocationCode: "KZAAU", vessel: { vesselIMONumber: "9137258", vesselName: "KADOS" } },
});

describe("GET /api/v1/track-container: the number", () => {
  it("answers a wrong check digit with 422 giving the right one", async () => {
    const res = await track("CSQU3054384");
    expect(res.statusCode).toBe(422);
    const body = errorBody.parse(res.json());
    expect(body.message).toContain("3");
    expect(body.errors?.number).toEqual(["checkDigit"]);
    const ru = errorBody.parse((await track("CSQU3054384", "ru")).json());
    expect(ru.message).toMatch(/контрольная цифра.*3/i);
  });

  it("names the wrong part of a malformed number", async () => {
    for (const [number, part] of [["CS1U3054383", "owner"], ["CSQX3054383", "category"], ["CSQU30A4383", "serial"], ["CSQU305", "length"]] as const) {
      const res = await track(number);
      expect(res.statusCode, number).toBe(422);
      expect(errorBody.parse(res.json()).errors?.number).toEqual([part]);
    }
  });

  it("answers a valid number without events with 404 and a message", async () => {
    const number = freshContainerNumber();
    const res = await track(number.toLowerCase());
    expect(res.statusCode).toBe(404);
    expect(errorBody.parse(res.json()).message).toContain(number);
  });
});

describe("POST /api/v1/track-container/events: the DCSA callback", () => {
  it("refuses a missing or wrong signature with 401 and stores nothing", async () => {
    const number = freshContainerNumber();
    const body = JSON.stringify([loadAt(number)]);
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, signBody("another-secret-of-enough-length", body))).statusCode).toBe(401);
    // Signed, then the body changed: the signature covers the exact bytes.
    expect((await post(body.replace("LADEN", "EMPTY"), signBody(SECRET, body))).statusCode).toBe(401);
    expect((await track(number)).statusCode).toBe(404);
  });

  it("stores signed events once; an eventID seen before is ignored", async () => {
    const number = freshContainerNumber();
    const events = [loadAt(number)];
    const body = JSON.stringify(events);
    const first = await post(body, signBody(SECRET, body).toUpperCase().replace("SHA256=", "sha256="));
    expect(first.statusCode).toBe(200);
    expect(eventsReceivedBody.parse(first.json()).data).toEqual({ received: 1, stored: 1, duplicates: 0 });
    const again = JSON.stringify([...events, loadAt(number)]);
    const second = eventsReceivedBody.parse((await post(again, signBody(SECRET, again))).json());
    expect(second.data).toEqual({ received: 2, stored: 1, duplicates: 1 });

    const tracked = trackBody.parse((await track(number)).json()).data;
    expect(tracked.demo).toBe(false);
    expect(tracked.owner?.name).toBe("Mediterranean Shipping Company");
    expect(tracked.status).toMatchObject({ code: "LOAD", text: "Loaded on a vessel", place: "Aktau" });
    // KADOS is on the OFAC SDN list by its IMO number.
    expect(tracked.vessel?.sanctions).toMatchObject({ list: "US-OFAC-SDN", matched_by: "imo" });
    expect(tracked.events).toHaveLength(1);
  });

  it("answers an invalid event with 422 naming the field", async () => {
    const bad = { ...loadAt(freshContainerNumber()), eventDateTime: "yesterday" };
    const body = JSON.stringify([bad]);
    const res = await post(body, signBody(SECRET, body));
    expect(res.statusCode).toBe(422);
    const error = errorBody.parse(res.json());
    expect(error.message).toContain("0.eventDateTime");
    expect(Object.keys(error.errors ?? {})).toEqual(["0.eventDateTime"]);

    const noType = JSON.stringify([{ ...loadAt(freshContainerNumber()), eventType: "WEATHER" }]);
    const res2 = await post(noType, signBody(SECRET, noType));
    expect(res2.statusCode).toBe(422);
    expect(errorBody.parse(res2.json()).message).toContain("0.eventType");
    const notJson = "[{";
    expect((await post(notJson, signBody(SECRET, notJson))).statusCode).toBe(422);
  });
});

describe("the demo carrier", () => {
  it("feeds valid numbers whose answers show the route, status, ETA and demo mark", async () => {
    for (const n of DEMO_NUMBERS) expect(checkDigitOf(n)).toBe(Number(n.at(-1)));
    expect(await feedDemo(t.database, { onlyIfEmpty: true })).toBeNull(); // earlier tests stored events
    const stored = await feedDemo(t.database, { onlyIfEmpty: false });
    expect(stored).toBeGreaterThan(40);
    expect(await feedDemo(t.database, { onlyIfEmpty: false })).toBe(0);

    const rail = trackBody.parse((await track(DEMO_NUMBERS[0]!)).json()).data;
    expect(rail.demo).toBe(true);
    expect(rail.route.map((p) => p.locode)).toEqual(["CNSHA", "CNLYG", "KZHOR", "KZALA"]);
    expect(rail.route.map((p) => p.state)).toEqual(["past", "current", "planned", "planned"]);
    expect(rail.route.map((p) => p.mode)).toEqual(["VESSEL", "RAIL", "RAIL", null]);
    expect(rail.eta).toMatchObject({ classifier: "PLN", place: "Almaty" });
    expect(rail.status?.code).toBe("DEPA");
    expect(new Set(rail.events.map((e) => e.classifier))).toEqual(new Set(["ACT", "EST", "PLN"]));

    const delivered = trackBody.parse((await track(DEMO_NUMBERS[2]!, "ru")).json()).data;
    expect(delivered.eta?.classifier).toBe("ACT");
    expect(delivered.events.some((e) => e.type === "SHIPMENT" && e.text === "Таможня: выпуск разрешён")).toBe(true);
    expect(delivered.vessel).toBeNull();

    const listed = trackBody.parse((await track(DEMO_NUMBERS[3]!)).json()).data;
    expect(listed.vessel).toMatchObject({ name: "KADOS", imo: "9137258" });
    expect(listed.vessel?.sanctions?.programs).toContain("IRAN");

    const demo = demoContainersBody.parse((await t.app.inject({ method: "GET", url: "/api/v1/track-container/demo", headers: { lang: "en" } })).json());
    expect(demo.data.map((d) => d.number)).toEqual([...DEMO_NUMBERS].sort());
    expect(demo.data.find((d) => d.number === DEMO_NUMBERS[0])).toMatchObject({ from: "Shanghai (Yangshan)", to: "Almaty" });
  });
});
