import type { RoutePoint, TrackEvent, Tracking, VesselInfo } from "../../core/contract/containers.ts";
import type { Locale } from "../../core/routes.ts";
import { translate } from "../i18n.ts";
import type { PlaceRow, SanctionRow, StoredEvent } from "../services/api/containers-repo.ts";
import { CUSTOMS_DOCUMENTS, customsTexts, documentNames, equipmentTexts, shipmentText, transportTexts } from "./event-texts.ts";

// The tracking answer from a container's stored DCSA events: one line per milestone (the actual
// event when there is one, else the newest estimate or plan), the route through their places,
// the status (the last actual milestone) and the arrival at the route's last place.

type Mode = NonNullable<TrackEvent["mode"]>;
const RANK = { PLN: 0, EST: 1, ACT: 2 } as const;

export interface TrackingInput {
  number: string;
  owner: { prefix: string; owner: string; abbreviation: string | null } | null;
  events: StoredEvent[];
  places: PlaceRow[];
  sanctions: SanctionRow[];
}

/** A milestone: the same thing at the same call or document, whatever its classifier. */
const milestoneKey = (e: StoredEvent) => [e.eventType, e.typeCode, e.transportCallId ?? e.locode ?? "", e.eventType === "SHIPMENT" ? e.documentRefs.join(",") : ""].join("|");

function milestones(events: StoredEvent[]): StoredEvent[] {
  const best = new Map<string, StoredEvent>();
  for (const e of events) {
    const k = milestoneKey(e);
    const held = best.get(k);
    const better = !held || RANK[e.classifier as keyof typeof RANK] > RANK[held.classifier as keyof typeof RANK] ||
      (e.classifier === held.classifier && e.createdTime > held.createdTime);
    if (better) best.set(k, e);
  }
  // Same moment: a departure after the loading, an arrival before the discharge.
  const order = (e: StoredEvent) => ({ GTIN: 0, ARRI: 1, DISC: 2, LOAD: 3, DEPA: 4, GTOT: 5 })[e.typeCode] ?? 3;
  return [...best.values()].sort((a, b) => a.eventTime.getTime() - b.eventTime.getTime() || order(a) - order(b));
}

function eventText(locale: Locale, e: StoredEvent): string {
  const mode = e.modeOfTransport ?? "other";
  if (e.eventType === "EQUIPMENT") return equipmentTexts[e.typeCode] ? translate(locale, equipmentTexts[e.typeCode]!, { mode }) : e.typeCode;
  if (e.eventType === "TRANSPORT") return transportTexts[e.typeCode] ? translate(locale, transportTexts[e.typeCode]!, { mode }) : e.typeCode;
  if (e.documentType && CUSTOMS_DOCUMENTS.has(e.documentType) && customsTexts[e.typeCode]) return translate(locale, customsTexts[e.typeCode]!);
  const doc = e.documentType ? documentNames[e.documentType] : undefined;
  return translate(locale, shipmentText, { document: doc ? translate(locale, doc) : (e.documentType ?? ""), status: e.typeCode });
}

function vesselOf(e: StoredEvent, sanctions: SanctionRow[]): VesselInfo | null {
  if (!e.vesselImo) return null;
  const name = e.vesselName?.toUpperCase() ?? null;
  const hit = sanctions.find((s) => s.imo === e.vesselImo) ?? sanctions.find((s) => s.imo === null && name !== null && s.name === name);
  return {
    name: e.vesselName,
    imo: e.vesselImo,
    sanctions: hit
      ? { list: hit.list, name: hit.name, programs: hit.programs, listed_on: hit.listedOn, list_date: hit.listSnapshot, matched_by: hit.imo ? "imo" : "name" }
      : null,
  };
}

export function buildTracking(locale: Locale, input: TrackingInput): Tracking {
  const places = new Map(input.places.map((p) => [p.locode, p]));
  const placeOf = (e: StoredEvent) => {
    const known = e.locode ? places.get(e.locode) : undefined;
    const lat = e.lat ?? known?.lat ?? null;
    const lon = e.lon ?? known?.lon ?? null;
    const name = e.locationName ?? known?.name ?? e.locode;
    return e.locode || name || lat !== null ? { locode: e.locode, name, lat, lon } : null;
  };
  const list = milestones(input.events);

  const events: TrackEvent[] = list.map((e) => ({
    id: e.eventId,
    type: e.eventType as TrackEvent["type"],
    code: e.typeCode,
    classifier: e.classifier as TrackEvent["classifier"],
    time: e.eventTime.toISOString(),
    text: eventText(locale, e),
    place: placeOf(e),
    mode: e.modeOfTransport as Mode | null,
    vessel: vesselOf(e, input.sanctions),
    voyage: e.voyage,
    document: e.eventType === "SHIPMENT" && e.documentType ? { type: e.documentType, id: e.documentRefs.at(-1)?.split(":").slice(1).join(":") ?? "" } : null,
    empty: e.emptyIndicator as TrackEvent["empty"],
  }));

  // The route: the places of the equipment and transport milestones, in time order, each once in a row.
  const lastActual = list.reduce((at, e, i) => (e.classifier === "ACT" && e.eventType !== "SHIPMENT" ? i : at), -1);
  const route: RoutePoint[] = [];
  let currentIndex = -1;
  list.forEach((e, i) => {
    if (e.eventType === "SHIPMENT") return;
    const p = placeOf(e);
    if (!p || p.lat === null || p.lon === null) return;
    const key = p.locode ?? `${p.lat},${p.lon}`;
    let point = route.at(-1);
    if (!point || (point.locode ?? `${point.lat},${point.lon}`) !== key) {
      point = { locode: p.locode, name: p.name ?? key, lat: p.lat, lon: p.lon, state: "planned", mode: null };
      route.push(point);
    }
    // The mode the container leaves with (loading, departure) is the mode of the next leg.
    if (["LOAD", "DEPA", "GTOT"].includes(e.typeCode) && e.modeOfTransport) point.mode = e.modeOfTransport as Mode;
    if (i <= lastActual) currentIndex = route.length - 1;
  });
  route.forEach((p, i) => (p.state = i < currentIndex ? "past" : i === currentIndex ? "current" : "planned"));

  const actual = list.filter((e) => e.classifier === "ACT");
  const last = actual.at(-1);
  const status = last ? { code: last.typeCode, text: eventText(locale, last), time: last.eventTime.toISOString(), place: placeOf(last)?.name ?? null } : null;

  const end = route.at(-1);
  const arrivals = end ? list.filter((e) => ["ARRI", "DISC", "GTIN"].includes(e.typeCode) && (e.locode ?? null) === end.locode) : [];
  const arrival = arrivals.sort((a, b) => RANK[b.classifier as keyof typeof RANK] - RANK[a.classifier as keyof typeof RANK] || a.eventTime.getTime() - b.eventTime.getTime())[0];
  const eta = arrival && end ? { time: arrival.eventTime.toISOString(), classifier: arrival.classifier as TrackEvent["classifier"], place: end.name } : null;

  const withVessel = [...actual].reverse().find((e) => e.vesselImo) ?? list.find((e) => e.vesselImo);
  return {
    number: input.number,
    owner: input.owner ? { prefix: input.owner.prefix, name: input.owner.owner, short: input.owner.abbreviation } : null,
    status,
    eta,
    vessel: withVessel ? vesselOf(withVessel, input.sanctions) : null,
    events,
    route,
    demo: input.events.length > 0 && input.events.every((e) => e.source === "demo"),
  };
}
