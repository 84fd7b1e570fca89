import { createHmac, timingSafeEqual } from "node:crypto";

/** `sha256=<hex>`: the Notification-Signature of a DCSA callback body. */
export function signBody(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** Whether the header is the HMAC-SHA256 of exactly these bytes (compared in constant time). */
export function signatureValid(secret: string, body: Buffer, header: string | string[] | undefined): boolean {
  const given = Buffer.from((Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? "");
  const expected = Buffer.from(signBody(secret, body));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
