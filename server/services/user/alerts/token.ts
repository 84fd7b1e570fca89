import { createHmac, timingSafeEqual } from "node:crypto";

// The unsubscribe link of an alert mail works without signing in: its token names the user and the list it
// stops, signed with a key kept in the database (auth_secrets "unsubscribe_hmac"), so every process checks
// what any other signed. It does not expire: a mail read a year later still unsubscribes.

/** The one list a token stops today; the purpose is inside the signature, so a token for another list cannot pass. */
const PURPOSE = "alerts";

const mac = (key: Buffer, userId: string) => createHmac("sha256", key).update(`unsubscribe:${PURPOSE}:${userId}`).digest();

export function unsubscribeToken(key: Buffer, userId: string): string {
  return `${Buffer.from(userId).toString("base64url")}.${mac(key, userId).toString("base64url")}`;
}

/** The user id a genuine token names; null for anything else. */
export function unsubscribeUser(key: Buffer, token: string): string | null {
  const [id, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !id || !signature) return null;
  const userId = Buffer.from(id, "base64url").toString("utf8");
  const expected = mac(key, userId);
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
