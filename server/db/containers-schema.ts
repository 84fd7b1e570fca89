import { doublePrecision, index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

// Container tracking (issue 7): DCSA Track & Trace 2.2 events as received, the carriers' container
// prefixes (owner of a number) and the vessels on sanctions lists.

/** One DCSA T&T 2.2 event (equipment, transport or shipment), keyed by its eventID. */
export const tntEvents = pgTable(
  "tnt_events",
  {
    eventId: text("event_id").primaryKey(),
    /** `EQUIPMENT`, `TRANSPORT` or `SHIPMENT`. */
    eventType: text("event_type").notNull(),
    /** equipmentEventTypeCode, transportEventTypeCode or shipmentEventTypeCode (LOAD, ARRI, HOLD…). */
    typeCode: text("type_code").notNull(),
    /** `PLN`, `EST` or `ACT`. */
    classifier: text("classifier").notNull(),
    eventTime: timestamp("event_time", { withTimezone: true }).notNull(),
    createdTime: timestamp("created_time", { withTimezone: true }).notNull(),
    /** equipmentReference plus the `EQ` references: the containers the event is about. */
    equipmentRefs: text("equipment_refs").array().notNull(),
    /** The transport call: links a vessel's ARRI/DEPA to the containers loaded or discharged there. */
    transportCallId: text("transport_call_id"),
    /** `TYPE:value` of documentReferences (and a shipment event's own document): links shipment events. */
    documentRefs: text("document_refs").array().notNull(),
    locode: text("locode"),
    locationName: text("location_name"),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    /** `VESSEL`, `RAIL`, `TRUCK`, `BARGE`. */
    modeOfTransport: text("mode_of_transport"),
    vesselImo: text("vessel_imo"),
    vesselName: text("vessel_name"),
    voyage: text("voyage"),
    emptyIndicator: text("empty_indicator"),
    documentType: text("document_type"),
    reason: text("reason"),
    /** `demo`, `webhook` or the polled carrier's name. */
    source: text("source").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** The event as the carrier sent it. */
    payload: jsonb("payload").notNull(),
  },
  (t) => [
    index("tnt_events_equipment_idx").using("gin", t.equipmentRefs),
    index("tnt_events_documents_idx").using("gin", t.documentRefs),
    index("tnt_events_call_idx").on(t.transportCallId),
    index("tnt_events_source_idx").on(t.source, t.createdTime),
  ],
);

/** carrier-container-prefixes.csv: 4-letter prefix (owner code + U) → owner. */
export const containerOwners = pgTable("container_owners", {
  prefix: text("prefix").primaryKey(),
  owner: text("owner").notNull(),
  abbreviation: text("abbreviation"),
});

/** sanctioned-vessels.csv: vessels on the OFAC SDN and UK lists. */
export const sanctionedVessels = pgTable(
  "sanctioned_vessels",
  {
    id: serial("id").primaryKey(),
    list: text("list").notNull(),
    listId: text("list_id").notNull(),
    name: text("name").notNull(),
    imo: text("imo"),
    flag: text("flag"),
    programs: text("programs").array().notNull(),
    listedOn: text("listed_on"),
    listSnapshot: text("list_snapshot").notNull(),
  },
  (t) => [index("sanctioned_vessels_imo_idx").on(t.imo), index("sanctioned_vessels_name_idx").on(t.name)],
);
