import { z } from "zod";

// Container tracking (issue 7): the DCSA Track & Trace 2.2 events the server takes in, and the
// tracking answer built from them.

// ------------------------------------------------------------------ DCSA T&T 2.2 events (inbound)

const classifier = z.enum(["PLN", "EST", "ACT"]);
const unLocationCode = z.string().regex(/^[A-Z]{2}[A-Z2-9]{3}$/, "UN/LOCODE: 2 letters of the country and 3 of the place");
/** DCSA 2.2 writes coordinates as strings; numbers are taken too. */
const coordinate = z.union([z.string().max(10).regex(/^-?\d{1,3}(\.\d+)?$/, "decimal degrees").transform(Number), z.number()]).pipe(z.number().min(-180).max(180));

const dcsaLocation = z.object({
  locationName: z.string().max(100).optional(),
  latitude: coordinate.optional(),
  longitude: coordinate.optional(),
  UNLocationCode: unLocationCode.optional(),
  facilityCode: z.string().max(6).optional(),
});

const dcsaVessel = z.object({
  vesselIMONumber: z.string().regex(/^\d{7}$/, "IMO number: 7 digits"),
  vesselName: z.string().max(35).optional(),
  vesselFlag: z.string().length(2).optional(),
  vesselCallSignNumber: z.string().max(10).optional(),
  vesselOperatorCarrierCode: z.string().max(10).optional(),
});

const dcsaTransportCall = z.object({
  transportCallID: z.string().min(1).max(100),
  carrierServiceCode: z.string().max(5).optional(),
  carrierVoyageNumber: z.string().max(50).optional(),
  exportVoyageNumber: z.string().max(50).optional(),
  UNLocationCode: unLocationCode.optional(),
  modeOfTransport: z.enum(["VESSEL", "RAIL", "TRUCK", "BARGE"]),
  location: dcsaLocation.optional(),
  vessel: dcsaVessel.optional(),
});

const documentReference = z.object({ documentReferenceType: z.string().min(2).max(3), documentReferenceValue: z.string().min(1).max(100) });
const reference = z.object({ referenceType: z.enum(["FF", "SI", "PO", "CR", "AAO", "EQ"]), referenceValue: z.string().min(1).max(100) });

const baseEvent = {
  eventID: z.uuid(),
  eventCreatedDateTime: z.iso.datetime({ offset: true }),
  eventDateTime: z.iso.datetime({ offset: true }),
  eventClassifierCode: classifier,
  documentReferences: z.array(documentReference).max(50).optional(),
  references: z.array(reference).max(50).optional(),
};

export const dcsaEquipmentEvent = z.object({
  ...baseEvent,
  eventType: z.literal("EQUIPMENT"),
  equipmentEventTypeCode: z.enum(["LOAD", "DISC", "GTIN", "GTOT", "STUF", "STRP", "PICK", "DROP", "INSP", "RSEA", "RMVD"]),
  equipmentReference: z.string().min(1).max(15).optional(),
  ISOEquipmentCode: z.string().max(4).optional(),
  emptyIndicatorCode: z.enum(["EMPTY", "LADEN"]),
  eventLocation: dcsaLocation.optional(),
  transportCall: dcsaTransportCall.optional(),
});

export const dcsaTransportEvent = z.object({
  ...baseEvent,
  eventType: z.literal("TRANSPORT"),
  transportEventTypeCode: z.enum(["ARRI", "DEPA"]),
  delayReasonCode: z.string().max(3).optional(),
  changeRemark: z.string().max(250).optional(),
  transportCall: dcsaTransportCall,
});

export const dcsaShipmentEvent = z.object({
  ...baseEvent,
  eventType: z.literal("SHIPMENT"),
  shipmentEventTypeCode: z.enum(["RECE", "DRFT", "PENA", "PENU", "PENC", "REJE", "APPR", "ISSU", "SURR", "SUBM", "VOID", "CONF", "REQS", "CMPL", "HOLD", "RELS", "CANC"]),
  documentID: z.string().min(1).max(100),
  documentTypeCode: z.string().min(3).max(3),
  reason: z.string().max(250).optional(),
});

export const dcsaEvent = z.discriminatedUnion("eventType", [dcsaEquipmentEvent, dcsaTransportEvent, dcsaShipmentEvent]);
export type DcsaEvent = z.infer<typeof dcsaEvent>;
/** An event as carriers send it (coordinates as strings). */
export type DcsaEventInput = z.input<typeof dcsaEvent>;

/** The event-subscription callback's body: an array of events (DCSA T&T 2.2). */
export const dcsaEventsBody = z.array(dcsaEvent).min(1).max(1000);

export const eventsReceivedBody = z.object({
  data: z.object({ received: z.number().int(), stored: z.number().int(), duplicates: z.number().int() }),
});

// ------------------------------------------------------------------------- the tracking answer

export const trackQuery = z.object({ number: z.string().max(40) });

const vesselInfo = z.object({
  name: z.string().nullable(),
  imo: z.string(),
  /** The vessel is on a sanctions list (by IMO number, or by name for lists without one). */
  sanctions: z
    .object({ list: z.string(), name: z.string(), programs: z.array(z.string()), listed_on: z.string().nullable(), list_date: z.string(), matched_by: z.enum(["imo", "name"]) })
    .nullable(),
});
export type VesselInfo = z.infer<typeof vesselInfo>;

const place = z.object({ locode: z.string().nullable(), name: z.string().nullable(), lat: z.number().nullable(), lon: z.number().nullable() });

export const trackEvent = z.object({
  id: z.string(),
  type: z.enum(["EQUIPMENT", "TRANSPORT", "SHIPMENT"]),
  code: z.string(),
  classifier,
  time: z.string(),
  /** What happened, in the `lang` header's language. */
  text: z.string(),
  place: place.nullable(),
  mode: z.enum(["VESSEL", "RAIL", "TRUCK", "BARGE"]).nullable(),
  vessel: vesselInfo.nullable(),
  voyage: z.string().nullable(),
  document: z.object({ type: z.string(), id: z.string() }).nullable(),
  empty: z.enum(["EMPTY", "LADEN"]).nullable(),
});
export type TrackEvent = z.infer<typeof trackEvent>;

export const routePoint = z.object({
  locode: z.string().nullable(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** `past`: left or done; `current`: where the last actual event happened; `planned`: still ahead. */
  state: z.enum(["past", "current", "planned"]),
  /** How the container goes on from here to the next point. */
  mode: z.enum(["VESSEL", "RAIL", "TRUCK", "BARGE"]).nullable(),
});
export type RoutePoint = z.infer<typeof routePoint>;

export const trackBody = z.object({
  data: z.object({
    number: z.string(),
    owner: z.object({ prefix: z.string(), name: z.string(), short: z.string().nullable() }).nullable(),
    /** The last actual event, said in words. */
    status: z.object({ code: z.string(), text: z.string(), time: z.string(), place: z.string().nullable() }).nullable(),
    /** Arrival at the last place of the route: actual once there, else estimated or planned. */
    eta: z.object({ time: z.string(), classifier, place: z.string().nullable() }).nullable(),
    vessel: vesselInfo.nullable(),
    events: z.array(trackEvent),
    route: z.array(routePoint),
    /** Every event of this container came from the built-in demo carrier. */
    demo: z.boolean(),
  }),
});
export type Tracking = z.infer<typeof trackBody>["data"];

export const demoContainersBody = z.object({
  data: z.array(z.object({ number: z.string(), from: z.string(), to: z.string() })),
});

/** The built-in world map: Natural Earth 1:110m countries (RFC 7946 GeoJSON). */
export const worldMapBody = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(z.object({ type: z.literal("Feature"), id: z.string().optional(), properties: z.record(z.string(), z.unknown()), geometry: z.object({ type: z.enum(["Polygon", "MultiPolygon"]), coordinates: z.array(z.unknown()) }) })),
});
export type WorldMap = z.infer<typeof worldMapBody>;
