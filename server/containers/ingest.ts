import type { DcsaEvent } from "../../core/contract/containers.ts";
import type { Database } from "../db/connect.ts";
import { tntEvents } from "../db/schema.ts";
import { writeContainerChanges } from "./changes.ts";
import { eventRow } from "./dcsa-row.ts";

export interface IngestResult {
  received: number;
  stored: number;
  duplicates: number;
}

/**
 * Stores events; an eventID already stored (or repeated in the batch) is ignored, so deliveries may repeat.
 * The events a batch newly stores write their containers' changes in the same transaction, so a followed
 * container's feed never misses an event nor sees one twice; then every process hears that the feeds changed.
 */
export async function ingestEvents(
  { db, changes }: Pick<Database, "db" | "changes">, events: readonly DcsaEvent[], source: string,
): Promise<IngestResult> {
  const rows = [...new Map(events.map((e) => [e.eventID, eventRow(e, source)])).values()];
  let stored = 0;
  for (let i = 0; i < rows.length; i += 200) {
    const batch = rows.slice(i, i + 200);
    stored += await db.transaction(async (tx) => {
      const inserted = await tx.insert(tntEvents).values(batch).onConflictDoNothing({ target: tntEvents.eventId }).returning({ id: tntEvents.eventId });
      const ids = new Set(inserted.map((r) => r.id));
      await writeContainerChanges(tx, batch.filter((r) => ids.has(r.eventId)));
      return inserted.length;
    });
  }
  if (stored > 0) await changes.announce("workspace");
  return { received: events.length, stored, duplicates: events.length - stored };
}
