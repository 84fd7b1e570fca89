import { createHmac, timingSafeEqual } from "node:crypto";

/** CloudPayments' Content-HMAC: base64 of the HMAC-SHA256 of the body's bytes with the API secret. */
export function contentHmac(secret: string, body: Buffer | string): string {
  return createHmac("sha256", secret).update(body).digest("base64");
}

/** Whether the header is the Content-HMAC of exactly these bytes (compared in constant time). */
export function contentHmacValid(secret: string, body: Buffer, header: string | string[] | undefined): boolean {
  const given = Buffer.from((Array.isArray(header) ? header[0] : header)?.trim() ?? "");
  const expected = Buffer.from(contentHmac(secret, body));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
