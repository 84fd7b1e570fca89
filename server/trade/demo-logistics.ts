import type { Prng } from "./prng.ts";
import { weighted } from "./prng.ts";

// How a demo line arrives: mode of transport, delivery terms and customs post. No published BNS split of
// trade by mode was found (data/logistics/README.md), so the split is illustrative, not calibrated: oil and
// gas (chapter 27) leave mostly by pipeline, the rest by rail and road, valuable small goods by air. Drawn
// from a generator of their own so the demo set's other columns stay what they were.

type Flow = "import" | "export";
export interface DemoPost {
  code: string;
  /** The neighbour the post faces (ISO 3166-1 alpha-2). */
  border: string;
}
export interface Arrival {
  transport_mode: string;
  delivery_terms: string;
  customs_post: string;
}

/** Mode weights (codes of transport_modes.csv) by kind of goods. */
const MODES: Record<"pipeline" | "bulk" | "general" | "valuable", Record<string, number>> = {
  pipeline: { "71": 70, "20": 25, "10": 5 },
  bulk: { "20": 70, "31": 20, "10": 10 },
  general: { "31": 45, "20": 35, "30": 8, "40": 6, "10": 4, "50": 2 },
  valuable: { "40": 55, "31": 25, "50": 10, "20": 10 },
};
/** Chapters whose goods travel in bulk (ores, grain, metals, fertilisers) and small valuable goods. */
const BULK = new Set(["10", "11", "12", "25", "26", "28", "31", "72", "74", "76", "79", "81"]);
const VALUABLE = new Set(["30", "71", "90"]);
const TERMS: Record<Flow, Record<string, number>> = {
  import: { FCA: 30, DAP: 20, CPT: 15, EXW: 12, CIP: 8, FOB: 5, CIF: 5, DDP: 3, CFR: 2 },
  export: { FCA: 30, DAP: 25, CPT: 15, EXW: 10, FOB: 8, CIP: 5, CFR: 4, DDP: 3 },
};
/** Where the road from a partner with no land border with Kazakhstan enters it: from Asia through China, else through Russia. */
const VIA_CHINA = new Set(["JP", "KR", "VN", "TH", "MY", "SG", "ID", "TW", "HK", "MN", "IN", "PK", "BD", "PH"]);

const draw = (table: Record<string, number>) => {
  const keys = Object.keys(table);
  const pick = weighted(keys.map((k) => table[k]!));
  return (r: Prng) => keys[pick(r)]!;
};

/** A function giving each line's arrival from its flow, partner and code. */
export function arrivals(posts: readonly DemoPost[]) {
  const modes = Object.fromEntries(Object.entries(MODES).map(([k, t]) => [k, draw(t)])) as Record<keyof typeof MODES, (r: Prng) => string>;
  const terms = { import: draw(TERMS.import), export: draw(TERMS.export) };
  const byBorder = new Map<string, DemoPost[]>();
  for (const p of posts) byBorder.set(p.border, [...(byBorder.get(p.border) ?? []), p]);
  const borderOf = (partner: string) => (byBorder.has(partner) ? partner : VIA_CHINA.has(partner) ? "CN" : "RU");

  return (flow: Flow, partner: string, code: string, r: Prng): Arrival => {
    const chapter = code.slice(0, 2);
    const kind = chapter === "27" && flow === "export" ? "pipeline" : BULK.has(chapter) ? "bulk" : VALUABLE.has(chapter) ? "valuable" : "general";
    const mode = modes[kind](r);
    // Only road crossings are in the verified post list: other modes leave the post empty.
    const road = mode === "30" || mode === "31";
    const candidates = byBorder.get(borderOf(partner)) ?? [];
    return {
      transport_mode: mode,
      delivery_terms: terms[flow](r),
      customs_post: road && candidates.length > 0 ? r.pick(candidates).code : "",
    };
  };
}
