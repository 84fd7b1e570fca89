import { checkDigitOf } from "../../core/iso6346.ts";

/** A valid container number no other test's events mention: a random serial with its right check digit. */
export function freshContainerNumber(prefix = "MSCU"): string {
  const serial = String(Math.floor(Math.random() * 1e6)).padStart(6, "0");
  return prefix + serial + String(checkDigitOf(prefix + serial));
}
