import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, codeAt, matchingStep, otpauthUrl, stepAt } from "../../../../server/services/auth/totp.ts";

// RFC 6238 appendix B, SHA-1 rows: the secret is the ASCII string "12345678901234567890".
const SECRET = base32Encode(Buffer.from("12345678901234567890"));
const VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(VECTORS)("at %i s the 8-digit code is %s", (seconds, code) => {
    expect(codeAt(SECRET, stepAt(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it("six digits are the last six of the RFC's codes", () => {
    for (const [seconds, code] of VECTORS) expect(codeAt(SECRET, stepAt(new Date(seconds * 1000)))).toBe(code.slice(2));
  });

  it("base32 round-trips and matches RFC 4648", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Decode("MZXW6YTBOI").toString()).toBe("foobar");
    expect(() => base32Decode("0189")).toThrow();
  });

  it("accepts one step of drift either way, and each step once", () => {
    const now = new Date(1_700_000_000_000);
    const step = stepAt(now);
    expect(matchingStep(SECRET, codeAt(SECRET, step - 1), now, 0)).toBe(step - 1);
    expect(matchingStep(SECRET, codeAt(SECRET, step + 1), now, 0)).toBe(step + 1);
    expect(matchingStep(SECRET, codeAt(SECRET, step - 2), now, 0)).toBeNull();
    expect(matchingStep(SECRET, codeAt(SECRET, step), now, step)).toBeNull();
    expect(matchingStep(SECRET, "12345", now, 0)).toBeNull();
  });

  it("writes the otpauth URL authenticator apps read", () => {
    const url = new URL(otpauthUrl("portal.kz", "a@b.kz", "ABC"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/portal.kz:a@b.kz");
    expect(Object.fromEntries(url.searchParams)).toEqual({ secret: "ABC", issuer: "portal.kz", algorithm: "SHA1", digits: "6", period: "30" });
  });
});
