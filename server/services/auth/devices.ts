import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthContext } from "./context.ts";
import { readCookie, setCookie } from "./cookies.ts";

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed in
 * to an account gets a cookie naming that account and a random nonce, signed with a key kept in the database.
 * Failed passwords from a browser with a valid one for the account count against that cookie alone; the
 * account's own lockout holds only for browsers without one. So failures from elsewhere cannot lock the
 * owner out, and an attacker's guesses are still limited per account.
 */
export const DEVICE_COOKIE = "portal_device";
/** Only the password sign-in reads it. */
const COOKIE_PATH = "/auth/api/login";
/** A browser stays known for a year after its last sign-in (each sign-in issues a new cookie). */
const DEVICE_SECONDS = 365 * 24 * 3600;

const mac = (ctx: AuthContext, userId: string, nonce: string) =>
  createHmac("sha256", ctx.deviceKey).update(`${userId}.${nonce}`).digest();

/** Gives the browser a new device cookie for the account: after every successful sign-in. */
export function trustDevice(ctx: AuthContext, reply: FastifyReply, userId: string): void {
  const nonce = randomBytes(16).toString("base64url");
  const value = `${userId}.${nonce}.${mac(ctx, userId, nonce).toString("base64url")}`;
  setCookie(reply, DEVICE_COOKIE, value, { path: COOKIE_PATH, secure: ctx.secureCookies, maxAge: DEVICE_SECONDS });
}

/** The nonce of the request's device cookie when it is genuine and names this account; else null. */
export function trustedDevice(ctx: AuthContext, request: FastifyRequest, userId: string): string | null {
  const value = readCookie(request, DEVICE_COOKIE);
  if (!value || value.length > 200) return null;
  const [owner, nonce, signature, ...rest] = value.split(".");
  if (rest.length > 0 || owner !== userId || !nonce || !signature) return null;
  const expected = mac(ctx, userId, nonce);
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
