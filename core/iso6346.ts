import type { MessageDescriptor } from "./message.ts";

/**
 * ISO 6346 container numbers: a 3-letter owner code, the equipment category (U freight container,
 * J detachable equipment, Z trailer or chassis), a 6-digit serial and a check digit, e.g. CSQU3054383.
 * Pure and shared: the page checks as the user types, the server checks before it looks anything up.
 */

export type ContainerPart = "length" | "owner" | "category" | "serial" | "checkDigit";

export type ContainerCheck =
  | { ok: true; number: string; owner: string; category: "U" | "J" | "Z"; serial: string; checkDigit: number }
  | { ok: false; number: string; part: ContainerPart; expected?: number };

/** One message per wrong part; `expected` is the right check digit. */
export const CONTAINER_MESSAGES = {
  length: /*i18n*/ { id: "track.check.length", message: "Номер контейнера — 4 буквы и 7 цифр, например CSQU3054383" },
  owner: /*i18n*/ { id: "track.check.owner", message: "Первые три знака — код владельца: три латинские буквы" },
  category: /*i18n*/ { id: "track.check.category", message: "Четвёртая буква — категория: U (контейнер), J (съёмное оборудование) или Z (шасси, прицеп)" },
  serial: /*i18n*/ { id: "track.check.serial", message: "После четырёх букв — шесть цифр серийного номера" },
  checkDigit: /*i18n*/ { id: "track.check.checkDigit", message: "Неверная контрольная цифра: должна быть {expected}" },
} satisfies Record<ContainerPart, MessageDescriptor>;

const PART_AT: readonly ContainerPart[] = ["owner", "owner", "owner", "category", "serial", "serial", "serial", "serial", "serial", "serial", "checkDigit"];
const PATTERN: Record<Exclude<ContainerPart, "length">, RegExp> = { owner: /[A-Z]/, category: /[UJZ]/, serial: /\d/, checkDigit: /\d/ };

/** Letter values skip multiples of 11: A=10, B=12 … K=21, L=23 … U=32, V=34 … Z=38. */
function letterValue(letter: string): number {
  let value = 10;
  for (let c = 65; c < letter.charCodeAt(0); c++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
}

/** The check digit of the first 10 characters: Σ value·2^i, mod 11, mod 10. */
export function checkDigitOf(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = first10.charAt(i);
    sum += (/\d/.test(ch) ? Number(ch) : letterValue(ch)) * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** Upper case without spaces, dashes or dots (numbers are printed `CSQU 305438 3`). */
export function normalizeContainerNumber(raw: string): string {
  return raw.replace(/[\s\-./]/g, "").toUpperCase();
}

/** Checks a number part by part, so the message can name the first wrong part. */
export function checkContainerNumber(raw: string): ContainerCheck {
  const number = normalizeContainerNumber(raw);
  const fail = (part: ContainerPart, expected?: number): ContainerCheck => ({ ok: false, number, part, ...(expected === undefined ? {} : { expected }) });
  // The first character that does not fit names the part; a number that fits but is short or long names the length.
  for (let i = 0; i < Math.min(number.length, 11); i++) {
    const part = PART_AT[i] as Exclude<ContainerPart, "length">;
    if (!PATTERN[part].test(number.charAt(i))) return part === "checkDigit" ? fail(part, checkDigitOf(number)) : fail(part);
  }
  if (number.length !== 11) return fail("length");
  const expected = checkDigitOf(number);
  if (Number(number.charAt(10)) !== expected) return fail("checkDigit", expected);
  return { ok: true, number, owner: number.slice(0, 3), category: number.charAt(3) as "U" | "J" | "Z", serial: number.slice(4, 10), checkDigit: expected };
}

/** The message descriptor and its values for a failed check. */
export function containerCheckMessage(check: Extract<ContainerCheck, { ok: false }>): { descriptor: MessageDescriptor; values: Record<string, unknown> } {
  return { descriptor: CONTAINER_MESSAGES[check.part], values: check.expected === undefined ? {} : { expected: check.expected } };
}
