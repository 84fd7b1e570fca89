import { createHash } from "node:crypto";
import type { DcsaEventInput as DcsaEvent } from "../../core/contract/containers.ts";
import { checkDigitOf } from "../../core/iso6346.ts";

// The built-in demo carrier: DCSA T&T 2.2 events of four voyages through real ports, rail terminals
// and border crossings into and out of Kazakhstan, timed around "now" so each shows a different
// moment (on the rail, at a Caspian port, delivered after a customs hold, waiting for a listed
// vessel). Vessels are invented ("DEMO …", IMO 000000x) except KADOS, a vessel on the OFAC SDN list,
// put on an invented voyage so the page shows the sanctions flag.

interface Stop { locode: string; name: string; lat: number; lon: number }
type Mode = "VESSEL" | "RAIL" | "TRUCK";
interface Leg { from: Stop; to: Stop; mode: Mode; depart: number; arrive: number; vessel?: { imo: string; name: string }; voyage: string }
interface Voyage { prefix: string; serial: string; booking: string; legs: Leg[]; customs?: { hold: number; release: number }; gateOut?: number }

const stop = (locode: string, name: string, lat: number, lon: number): Stop => ({ locode, name, lat, lon });
const SHANGHAI = stop("CNSHA", "Shanghai (Yangshan)", 30.626, 122.065);
const LIANYUNGANG = stop("CNLYG", "Lianyungang", 34.742, 119.452);
const KHORGOS = stop("KZHOR", "Khorgos – Eastern Gate", 44.216, 80.403);
const ALMATY = stop("KZALA", "Almaty", 43.339, 76.95);
const CONSTANTA = stop("ROCND", "Constanța", 44.17, 28.655);
const POTI = stop("GEPTI", "Poti", 42.153, 41.664);
const BAKU = stop("AZBAK", "Baku (Alat)", 39.955, 49.405);
const AKTAU = stop("KZAAU", "Aktau", 43.6, 51.2);
const QINGDAO = stop("CNQIN", "Qingdao", 36.075, 120.315);
const DOSTYK = stop("KZDOS", "Dostyk", 45.25, 82.483);
const AMIRABAD = stop("IRAMD", "Bandar Amirabad", 36.783, 53.35);

const VOYAGES: Voyage[] = [
  {
    prefix: "MSKU", serial: "604213", booking: "DEMO-BKG-1001",
    legs: [
      { from: SHANGHAI, to: LIANYUNGANG, mode: "VESSEL", depart: -9, arrive: -6.5, vessel: { imo: "0000001", name: "DEMO YELLOW SEA" }, voyage: "D101N" },
      { from: LIANYUNGANG, to: KHORGOS, mode: "RAIL", depart: -4, arrive: 2, voyage: "LYG-KHG-77" },
      { from: KHORGOS, to: ALMATY, mode: "RAIL", depart: 3, arrive: 4.5, voyage: "KHG-ALA-12" },
    ],
  },
  {
    prefix: "CMAU", serial: "411205", booking: "DEMO-BKG-1002",
    legs: [
      { from: CONSTANTA, to: POTI, mode: "VESSEL", depart: -14, arrive: -11, vessel: { imo: "0000002", name: "DEMO BLACK SEA" }, voyage: "D202E" },
      { from: POTI, to: BAKU, mode: "RAIL", depart: -9, arrive: -5, voyage: "PTI-BAK-31" },
      { from: BAKU, to: AKTAU, mode: "VESSEL", depart: -0.5, arrive: 1, vessel: { imo: "0000003", name: "DEMO CASPIAN" }, voyage: "D303E" },
    ],
  },
  {
    prefix: "TGHU", serial: "812304", booking: "DEMO-BKG-1003",
    legs: [
      { from: QINGDAO, to: DOSTYK, mode: "RAIL", depart: -20, arrive: -14, voyage: "TAO-DOS-05" },
      { from: DOSTYK, to: ALMATY, mode: "RAIL", depart: -13, arrive: -11, voyage: "DOS-ALA-09" },
    ],
    customs: { hold: -10.5, release: -9 },
    gateOut: -8,
  },
  {
    prefix: "TCLU", serial: "530017", booking: "DEMO-BKG-1004",
    legs: [{ from: AKTAU, to: AMIRABAD, mode: "VESSEL", depart: 2, arrive: 4, vessel: { imo: "9137258", name: "KADOS" }, voyage: "D404S" }],
  },
];

/** The demo containers' numbers, each with its check digit. */
export const DEMO_NUMBERS = VOYAGES.map((v) => v.prefix + v.serial + String(checkDigitOf(v.prefix + v.serial)));

const DAY = 86_400_000;
/** Carriers estimate the next few days; further milestones stay as planned. */
const ESTIMATE_AHEAD_DAYS = 2.5;
type Base = Pick<DcsaEvent, "eventID" | "eventCreatedDateTime" | "eventDateTime" | "eventClassifierCode">;

/** A stable UUID (RFC 4122 layout, version 5) for one demo event on one day, so a re-run is idempotent. */
function uuidOf(key: string): string {
  const h = createHash("sha1").update(key).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.charAt(16), 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Every event of the demo voyages as carriers send them: plans from the booking, then actuals (past) or estimates (future). */
export function demoEvents(now = new Date()): DcsaEvent[] {
  const today = now.toISOString().slice(0, 10);
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const events: DcsaEvent[] = [];

  for (const [v, voyage] of VOYAGES.entries()) {
    const number = DEMO_NUMBERS[v] as string;
    const booked = at(voyage.legs[0]!.depart - 3);
    const documentReferences = [{ documentReferenceType: "BKG", documentReferenceValue: voyage.booking }];
    // Each milestone: planned at booking; then actual when past, estimated when near.
    const push = (key: string, days: number, make: (base: Base) => DcsaEvent) => {
      const when = at(days);
      const base = (classifier: "PLN" | "EST" | "ACT", created: Date, time: Date) =>
        ({ eventID: uuidOf(`${number}|${key}|${classifier}|${today}`), eventCreatedDateTime: created.toISOString(), eventDateTime: time.toISOString(), eventClassifierCode: classifier });
      events.push(make(base("PLN", booked, new Date(when.getTime() - 0.25 * DAY))));
      if (when <= now) events.push(make(base("ACT", when, when)));
      else if (when.getTime() - now.getTime() <= ESTIMATE_AHEAD_DAYS * DAY) events.push(make(base("EST", now, when)));
    };
    const location = (s: Stop) => ({ locationName: s.name, UNLocationCode: s.locode, latitude: s.lat.toFixed(4), longitude: s.lon.toFixed(4) });
    const call = (leg: Leg, s: Stop) => ({
      transportCallID: `${leg.voyage}-${s.locode}`,
      carrierVoyageNumber: leg.voyage,
      UNLocationCode: s.locode,
      modeOfTransport: leg.mode,
      location: location(s),
      ...(leg.vessel ? { vessel: { vesselIMONumber: leg.vessel.imo, vesselName: leg.vessel.name } } : {}),
    });
    const equipment = (code: "LOAD" | "DISC" | "GTIN" | "GTOT", leg: Leg, s: Stop) => (base: Base): DcsaEvent =>
      ({ ...base, eventType: "EQUIPMENT", equipmentEventTypeCode: code, equipmentReference: number, ISOEquipmentCode: "45G1", emptyIndicatorCode: "LADEN", eventLocation: location(s), transportCall: call(leg, s), documentReferences });
    const transport = (code: "ARRI" | "DEPA", leg: Leg, s: Stop) => (base: Base): DcsaEvent =>
      ({ ...base, eventType: "TRANSPORT", transportEventTypeCode: code, transportCall: call(leg, s) });

    const first = voyage.legs[0]!;
    // The container reaches the first terminal a few days before it leaves.
    push(`GTIN-${first.from.locode}`, first.depart - 2.5, equipment("GTIN", first, first.from));
    for (const leg of voyage.legs) {
      push(`LOAD-${leg.from.locode}`, leg.depart - 0.1, equipment("LOAD", leg, leg.from));
      push(`DEPA-${leg.from.locode}`, leg.depart, transport("DEPA", leg, leg.from));
      push(`ARRI-${leg.to.locode}`, leg.arrive, transport("ARRI", leg, leg.to));
      push(`DISC-${leg.to.locode}`, leg.arrive + 0.1, equipment("DISC", leg, leg.to));
    }
    const last = voyage.legs.at(-1)!;
    // Customs events come only once they happen: nobody plans a hold.
    if (voyage.customs) {
      const customs = (code: "HOLD" | "RELS", days: number): DcsaEvent => ({
        eventID: uuidOf(`${number}|CUS-${code}|ACT|${today}`), eventCreatedDateTime: at(days).toISOString(), eventDateTime: at(days).toISOString(), eventClassifierCode: "ACT",
        eventType: "SHIPMENT", shipmentEventTypeCode: code, documentTypeCode: "CUS", documentID: `DEMO-DT-${voyage.serial}`, documentReferences,
        ...(code === "HOLD" ? { reason: "Documentary check" } : {}),
      });
      events.push(customs("HOLD", voyage.customs.hold), customs("RELS", voyage.customs.release));
    }
    if (voyage.gateOut !== undefined) push(`GTOT-${last.to.locode}`, voyage.gateOut, equipment("GTOT", last, last.to));
  }
  return events;
}
