import type { DcsaEvent } from "../../core/contract/containers.ts";
import type { Db } from "../db/connect.ts";
import { tntEvents } from "../db/schema.ts";
import { eventRow } from "./dcsa-row.ts";

export interface IngestResult {
  received: number;
  stored: number;
  duplicates: number;
}

/** Stores events; an eventID already stored (or repeated in the batch) is ignored, so deliveries may repeat. */
export async function ingestEvents(db: Db, events: readonly DcsaEvent[], source: string): Promise<IngestResult> {
  const rows = [...new Map(events.map((e) => [e.eventID, eventRow(e, source)])).values()];
  let stored = 0;
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await db.insert(tntEvents).values(rows.slice(i, i + 200)).onConflictDoNothing({ target: tntEvents.eventId }).returning({ id: tntEvents.eventId });
    stored += inserted.length;
  }
  return { received: events.length, stored, duplicates: events.length - stored };
}
