/**
 * Masks passwords and codes in whatever the statecharts hand to an inspector (the Stately
 * inspector of `?inspect`, the live state on /flows): snapshot contexts, events, action params.
 *
 * Pure and deep; it never mutates its input: objects on the way to a masked value are copied,
 * everything else is shared. Plain objects and arrays are walked; anything else (class
 * instances such as actor refs, dates, functions) is passed through untouched.
 */

export const MASK = "•••";

/** Property names (lower case) whose value is always masked (null and undefined stay). */
const SECRET_KEYS = new Set([
  "password",
  "password_confirmation",
  "passwordconfirmation",
  "current_password",
  "otp",
  "otp_code",
  "2fa_code",
  "token",
  "access_token",
  "secret",
  "otpauth_url",
  "qr_svg",
]);

const SIX_DIGITS = /^\d{6}$/;
const DIGIT_CELL = /^\d?$/;
/** Events whose typed text may be a code: code entry's `input` / `paste`. */
const TYPING_EVENTS = new Set(["input", "paste"]);
const DIGITS = /^\d+$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function isDigitCells(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((c) => (typeof c === "string" && DIGIT_CELL.test(c)) || (typeof c === "number" && Number.isInteger(c) && c >= 0 && c <= 9))
  );
}

/** Whether `key` (of `owner`) holds a secret: then its value is replaced by the mask. */
function isSecret(key: string, value: unknown, owner: Record<string, unknown>): boolean {
  if (value === null || value === undefined) return false;
  const name = key.toLowerCase();
  if (SECRET_KEYS.has(name)) return true;
  if (name === "code") return typeof value === "string" && SIX_DIGITS.test(value);
  if (name === "cells") return isDigitCells(value);
  // A form edit `{ field: "password", value }`: the value is the secret.
  if (name === "value" && typeof owner.field === "string" && SECRET_KEYS.has(owner.field.toLowerCase())) return true;
  // Code entry's typing events: `{ type: "input", value: "5" }`, `{ type: "paste", text: "123456" }`.
  if ((name === "value" || name === "text") && typeof owner.type === "string" && TYPING_EVENTS.has(owner.type)) {
    return typeof value === "string" && DIGITS.test(value.trim());
  }
  return false;
}

function walk(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (Array.isArray(value)) {
    if (seen.has(value)) return seen.get(value);
    seen.set(value, value);
    let copy: unknown[] | null = null;
    value.forEach((item, i) => {
      const next = walk(item, seen);
      if (next !== item) {
        copy ??= value.slice();
        copy[i] = next;
      }
    });
    const result = copy ?? value;
    seen.set(value, result);
    return result;
  }
  if (isPlainObject(value)) {
    if (seen.has(value)) return seen.get(value);
    seen.set(value, value);
    let copy: Record<string, unknown> | null = null;
    for (const key of Object.keys(value)) {
      const item = value[key];
      const next = isSecret(key, item, value) ? MASK : walk(item, seen);
      if (next !== item) {
        copy ??= { ...value };
        copy[key] = next;
      }
    }
    const result = copy ?? value;
    seen.set(value, result);
    return result;
  }
  return value;
}

/** The value with every password and code masked; the same reference when nothing was masked. */
export function sanitize<T>(value: T): T {
  return walk(value, new WeakMap()) as T;
}

/** The parts of an XState inspection event that carry data, as far as this module reads them. */
interface InspectionLike {
  type: string;
  event?: unknown;
  snapshot?: unknown;
  action?: unknown;
}

/**
 * An XState inspection event with its data masked: the snapshot's `context`, `output` and
 * `error`, the event, and an action's params. Actor refs stay as they are (the inspector reads
 * their ids); a machine snapshot is copied with its own methods, so `toJSON` works on the copy.
 */
export function sanitizeInspectionEvent<E extends InspectionLike>(event: E): E {
  let out: E | null = null;
  const set = (key: keyof InspectionLike, next: unknown): void => {
    out ??= { ...event };
    (out as Record<string, unknown>)[key] = next;
  };

  if (event.event !== undefined) {
    const next = sanitize(event.event);
    if (next !== event.event) set("event", next);
  }
  const snapshot = event.snapshot;
  if (typeof snapshot === "object" && snapshot !== null) {
    const record = snapshot as Record<string, unknown>;
    let copy: Record<string, unknown> | null = null;
    for (const key of ["context", "output", "error"] as const) {
      if (!(key in record)) continue;
      const next = sanitize(record[key]);
      if (next !== record[key]) {
        copy ??= { ...record };
        copy[key] = next;
      }
    }
    if (copy) set("snapshot", copy);
  }
  const action = event.action;
  if (isPlainObject(action) && action.params !== undefined) {
    const next = sanitize(action.params);
    if (next !== action.params) set("action", { ...action, params: next });
  }
  return out ?? event;
}
