import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dcsaEvent, type DcsaEventInput } from "../../../core/contract/containers.ts";
import { ingestEvents } from "../../../server/containers/ingest.ts";
import type { Database } from "../../../server/db/connect.ts";
import { dataChanges } from "../../../server/db/schema.ts";
import { openTestDatabase } from "../../support/test-db.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

// A container number and a vessel call no other test uses (the database is shared by the worker's files).
const container = `TSTU${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
const call = `call-${randomUUID()}`;

const load = (): DcsaEventInput => ({
  eventID: randomUUID(), eventType: "EQUIPMENT", eventClassifierCode: "ACT",
  eventCreatedDateTime: "2026-11-01T10:00:00Z", eventDateTime: "2026-11-01T09:30:00Z",
  equipmentEventTypeCode: "LOAD", equipmentReference: container, emptyIndicatorCode: "LADEN",
  eventLocation: { locationName: "Aktau", UNLocationCode: "KZAAU" },
  transportCall: { transportCallID: call, modeOfTransport: "VESSEL", UNLocationCode: "KZAAU" },
});
// The vessel's arrival at the call: estimated (an ETA) or actual; it names no container.
const arrival = (classifier: "EST" | "ACT", at: string): DcsaEventInput => ({
  eventID: randomUUID(), eventType: "TRANSPORT", eventClassifierCode: classifier,
  eventCreatedDateTime: "2026-11-02T10:00:00Z", eventDateTime: at, transportEventTypeCode: "ARRI",
  transportCall: { transportCallID: call, modeOfTransport: "VESSEL", UNLocationCode: "AZBAK" },
});

const ingest = (events: DcsaEventInput[]) => ingestEvents(database, events.map((e) => dcsaEvent.parse(e)), "test");
const changes = async () =>
  (await database.db.select().from(dataChanges).where(and(eq(dataChanges.kind, "container"), eq(dataChanges.ref, container))).orderBy(dataChanges.id))
    .map(({ field, was, now }) => ({ field, was, now }));

describe("container events write data_changes", () => {
  it("writes a new event, each move of the ETA and the arrival, once each", async () => {
    const loaded = load();
    await ingest([loaded]);
    await ingest([arrival("EST", "2026-11-05T08:00:00Z")]);
    // The same ETA again is no change; a later one is.
    await ingest([arrival("EST", "2026-11-05T08:00:00Z"), arrival("EST", "2026-11-06T12:00:00Z")]);
    await ingest([arrival("ACT", "2026-11-06T11:00:00Z")]);
    // A delivery that repeats an event adds nothing.
    expect((await ingest([loaded])).stored).toBe(0);
    expect(await changes()).toEqual([
      { field: "event", was: null, now: "LOAD 2026-11-01T09:30:00.000Z Aktau" },
      { field: "eta", was: null, now: "2026-11-05T08:00:00.000Z" },
      { field: "eta", was: "2026-11-05T08:00:00.000Z", now: "2026-11-06T12:00:00.000Z" },
      { field: "arrival", was: null, now: "2026-11-06T11:00:00.000Z AZBAK" },
    ]);
  });
});
