import { roundKzt } from "./money.ts";

/** Import VAT: the rate × (customs value + duty + excise), each already rounded; the result rounded 0.01 half up. */
export const vatOf = (pct: number, base: number) => roundKzt((base * pct) / 100);
