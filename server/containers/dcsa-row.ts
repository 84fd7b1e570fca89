import type { DcsaEvent } from "../../core/contract/containers.ts";
import type { tntEvents } from "../db/schema.ts";

export type EventRow = typeof tntEvents.$inferInsert;

/** The code of what happened, whichever kind of event it is. */
function typeCode(e: DcsaEvent): string {
  if (e.eventType === "EQUIPMENT") return e.equipmentEventTypeCode;
  if (e.eventType === "TRANSPORT") return e.transportEventTypeCode;
  return e.shipmentEventTypeCode;
}

/**
 * A DCSA T&T 2.2 event as a row: the columns the tracking call searches and shows, with the event
 * itself kept as received. Equipment events carry the container; transport events reach it through
 * their transport call, shipment events through a document the container's events reference.
 */
export function eventRow(e: DcsaEvent, source: string): EventRow {
  const call = e.eventType === "SHIPMENT" ? undefined : e.transportCall;
  const location = (e.eventType === "EQUIPMENT" ? e.eventLocation : undefined) ?? call?.location;
  const equipmentRefs = [
    ...(e.eventType === "EQUIPMENT" && e.equipmentReference ? [e.equipmentReference] : []),
    ...(e.references ?? []).filter((r) => r.referenceType === "EQ").map((r) => r.referenceValue),
  ].map((r) => r.toUpperCase());
  const documentRefs = [
    ...(e.documentReferences ?? []).map((d) => `${d.documentReferenceType}:${d.documentReferenceValue}`),
    ...(e.eventType === "SHIPMENT" ? [`${e.documentTypeCode}:${e.documentID}`] : []),
  ];
  return {
    eventId: e.eventID,
    eventType: e.eventType,
    typeCode: typeCode(e),
    classifier: e.eventClassifierCode,
    eventTime: new Date(e.eventDateTime),
    createdTime: new Date(e.eventCreatedDateTime),
    equipmentRefs: [...new Set(equipmentRefs)],
    transportCallId: call?.transportCallID ?? null,
    documentRefs: [...new Set(documentRefs)],
    locode: location?.UNLocationCode ?? call?.UNLocationCode ?? null,
    locationName: location?.locationName ?? null,
    lat: location?.latitude ?? null,
    lon: location?.longitude ?? null,
    modeOfTransport: call?.modeOfTransport ?? null,
    vesselImo: call?.vessel?.vesselIMONumber ?? null,
    vesselName: call?.vessel?.vesselName ?? null,
    voyage: call?.exportVoyageNumber ?? call?.carrierVoyageNumber ?? null,
    emptyIndicator: e.eventType === "EQUIPMENT" ? e.emptyIndicatorCode : null,
    documentType: e.eventType === "SHIPMENT" ? e.documentTypeCode : null,
    reason: e.eventType === "SHIPMENT" ? (e.reason ?? null) : e.eventType === "TRANSPORT" ? (e.changeRemark ?? null) : null,
    source,
    payload: e,
  };
}
