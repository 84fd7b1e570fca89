import { and, arrayContains, arrayOverlaps, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { containerOwners, sanctionedVessels, tntEvents, unlocodes } from "../../db/schema.ts";

const eventColumns = {
  eventId: tntEvents.eventId,
  eventType: tntEvents.eventType,
  typeCode: tntEvents.typeCode,
  classifier: tntEvents.classifier,
  eventTime: tntEvents.eventTime,
  createdTime: tntEvents.createdTime,
  transportCallId: tntEvents.transportCallId,
  documentRefs: tntEvents.documentRefs,
  locode: tntEvents.locode,
  locationName: tntEvents.locationName,
  lat: tntEvents.lat,
  lon: tntEvents.lon,
  modeOfTransport: tntEvents.modeOfTransport,
  vesselImo: tntEvents.vesselImo,
  vesselName: tntEvents.vesselName,
  voyage: tntEvents.voyage,
  emptyIndicator: tntEvents.emptyIndicator,
  documentType: tntEvents.documentType,
  source: tntEvents.source,
};
export type StoredEvent = Pick<typeof tntEvents.$inferSelect, keyof typeof eventColumns>;
export type SanctionRow = typeof sanctionedVessels.$inferSelect;
export type PlaceRow = { locode: string; name: string; lat: number | null; lon: number | null };

/** Reads of the container-tracking tables. */
export function containersRepo(db: Db) {
  return {
    /**
     * Every event of a container: its own (equipment reference or an EQ reference), the transport
     * events of the transport calls those name, and the shipment events of the documents they reference.
     */
    async events(number: string): Promise<StoredEvent[]> {
      const own = await db.select(eventColumns).from(tntEvents).where(arrayContains(tntEvents.equipmentRefs, [number]));
      const calls = [...new Set(own.map((e) => e.transportCallId).filter((c): c is string => c !== null))];
      const documents = [...new Set(own.flatMap((e) => e.documentRefs))];
      const linked = [
        ...(calls.length ? [and(eq(tntEvents.eventType, "TRANSPORT"), inArray(tntEvents.transportCallId, calls))] : []),
        ...(documents.length ? [and(eq(tntEvents.eventType, "SHIPMENT"), arrayOverlaps(tntEvents.documentRefs, documents))] : []),
      ];
      if (!linked.length) return own;
      const more = await db.select(eventColumns).from(tntEvents).where(or(...linked));
      return [...own, ...more.filter((e) => !own.some((o) => o.eventId === e.eventId))];
    },
    owner: async (prefix: string) => (await db.select().from(containerOwners).where(eq(containerOwners.prefix, prefix)))[0] ?? null,
    /** Listed vessels with one of these IMO numbers, or (lists without IMO numbers) one of these names. */
    async sanctioned(imos: string[], names: string[]): Promise<SanctionRow[]> {
      if (!imos.length && !names.length) return [];
      return db
        .select()
        .from(sanctionedVessels)
        .where(or(...(imos.length ? [inArray(sanctionedVessels.imo, imos)] : []), ...(names.length ? [and(isNull(sanctionedVessels.imo), inArray(sanctionedVessels.name, names))] : [])));
    },
    places: async (locodes: string[]): Promise<PlaceRow[]> =>
      locodes.length ? db.select({ locode: unlocodes.locode, name: unlocodes.name, lat: unlocodes.lat, lon: unlocodes.lon }).from(unlocodes).where(inArray(unlocodes.locode, locodes)) : [],
    /** Containers whose every event came from the demo carrier, with their first and last place. */
    async demoContainers(): Promise<string[]> {
      const rows = await db.execute<{ number: string }>(sql`
        select ref as number from ${tntEvents}, unnest(${tntEvents.equipmentRefs}) as ref
        group by ref having bool_and(${tntEvents.source} = 'demo') order by ref`);
      return rows.rows.map((r) => r.number);
    },
    isEmpty: async () => ((await db.select({ n: count() }).from(tntEvents))[0]?.n ?? 0) === 0,
  };
}
export type ContainersRepo = ReturnType<typeof containersRepo>;
