import { HOTP, Secret, TOTP } from "otpauth";

// RFC 6238 TOTP as authenticator apps use it: HMAC-SHA1, 6 digits, 30-second steps.
const ALGORITHM = "SHA1";
const STEP_SECONDS = 30;
const DIGITS = 6;

export const base32Encode = (bytes: Buffer): string => new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;

/** Throws on a character outside the RFC 4648 alphabet. */
export const base32Decode = (text: string): Buffer => Buffer.from(Secret.fromBase32(text).bytes);

/** 160 random bits, the size RFC 4226 recommends. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const stepAt = (date: Date) => TOTP.counter({ period: STEP_SECONDS, timestamp: date.getTime() });

/** RFC 4226 HOTP of one step. */
export const codeAt = (secret: string, step: number, digits = DIGITS): string =>
  HOTP.generate({ secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits, counter: step });

/**
 * The step a code belongs to, allowing one step of clock drift either way, or null. Steps at
 * or before `after` are refused: each code signs in once. The steps are tried one by one (not
 * with the library's window) so a used step never hides a fresh one with the same code.
 */
export function matchingStep(secret: string, code: string, now: Date, after: number): number | null {
  const key = Secret.fromBase32(secret);
  const current = stepAt(now);
  for (const step of [current - 1, current, current + 1]) {
    if (step <= after) continue;
    if (HOTP.validate({ token: code, secret: key, algorithm: ALGORITHM, digits: DIGITS, counter: step, window: 0 }) !== null) return step;
  }
  return null;
}

/**
 * The Key URI authenticator apps read, written as before rather than by the library's
 * TOTP#toString, which re-encodes the secret from its bytes and orders and escapes the
 * parameters its own way: the URL and its QR code stay byte for byte what they were.
 */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({ secret, issuer, algorithm: ALGORITHM, digits: String(DIGITS), period: String(STEP_SECONDS) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
