import type { CountryBody } from "../../../../core/contract/trade.ts";

/** Slices of the partners' doughnut: the `top` largest, then one slice for the rest of the national total. */
export function partnerSlices(body: CountryBody, top = 8): { label: string | null; value: number }[] {
  const head = body.data.slice(0, top).map((c) => ({ label: c.name as string | null, value: c.value_usd }));
  const whole = body.meta.total_usd ?? body.data.reduce((s, c) => s + c.value_usd, 0);
  const rest = whole - head.reduce((s, c) => s + c.value, 0);
  // `label: null` is "the others", named by the view in the reader's language.
  return rest > 0 ? [...head, { label: null, value: rest }] : head;
}
