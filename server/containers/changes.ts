import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { dataChanges, tntEvents } from "../db/schema.ts";
import type { Tx } from "../import/load.ts";
import type { EventRow } from "./dcsa-row.ts";

type ChangeRow = typeof dataChanges.$inferInsert;

/** The containers an event is about: its own, or, for a vessel's call, those whose events name that call. */
async function containersOf(db: Tx, e: EventRow): Promise<string[]> {
  if ((e.equipmentRefs ?? []).length > 0 || !e.transportCallId) return e.equipmentRefs ?? [];
  const found = await db
    .selectDistinct({ ref: sql<string>`unnest(${tntEvents.equipmentRefs})` })
    .from(tntEvents)
    .where(and(eq(tntEvents.transportCallId, e.transportCallId), isNotNull(tntEvents.equipmentRefs)));
  return found.map((r) => r.ref).sort();
}

/** The ETA a container's feed last said, so an estimate that repeats it is no change. */
async function lastEta(db: Tx, container: string): Promise<string | null> {
  const [row] = await db
    .select({ now: dataChanges.now })
    .from(dataChanges)
    .where(and(eq(dataChanges.kind, "container"), eq(dataChanges.ref, container), eq(dataChanges.field, "eta")))
    .orderBy(desc(dataChanges.id))
    .limit(1);
  return row?.now ?? null;
}

/**
 * The data_changes rows of newly stored tracking events (issue #18): a vessel's actual arrival is the
 * arrival, its estimated or planned arrival an ETA change when it moves, anything else a new event. The
 * event id is the version, so a repeated delivery adds nothing.
 */
export async function writeContainerChanges(db: Tx, stored: readonly EventRow[]): Promise<number> {
  const out: ChangeRow[] = [];
  for (const e of [...stored].sort((a, b) => a.eventTime.getTime() - b.eventTime.getTime())) {
    const arrival = e.eventType === "TRANSPORT" && e.typeCode === "ARRI";
    const place = e.locationName ?? e.locode ?? null;
    for (const container of await containersOf(db, e)) {
      const base = { kind: "container" as const, ref: container, dataset: "containers", version: e.eventId };
      if (arrival && e.classifier === "ACT") {
        out.push({ ...base, field: "arrival", was: null, now: [e.eventTime.toISOString(), place].filter(Boolean).join(" ") });
      } else if (arrival) {
        const eta = e.eventTime.toISOString();
        const was = out.findLast((c) => c.ref === container && c.field === "eta")?.now ?? (await lastEta(db, container));
        if (was !== eta) out.push({ ...base, field: "eta", was, now: eta });
      } else {
        out.push({ ...base, field: "event", was: null, now: [e.typeCode, e.eventTime.toISOString(), place].filter(Boolean).join(" ") });
      }
    }
  }
  if (out.length > 0) await db.insert(dataChanges).values(out).onConflictDoNothing();
  return out.length;
}
