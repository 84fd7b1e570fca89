import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

const AUDIENCE = "portal";

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/**
 * Access tokens: HS256 JWTs naming the user and the session they came from, so ending a
 * session also ends its tokens. The algorithm is pinned on both sides.
 */
export function accessTokens(opts: { key: Uint8Array; issuer: string; ttlSeconds: number; now: () => Date }) {
  // Imported once: given the raw bytes, jose imports them again on every verify, which a profile of the paid
  // calls under load (every request verifies its bearer) showed as about half of the signature check's time.
  const key = crypto.subtle.importKey("raw", new Uint8Array(opts.key), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  return {
    ttlSeconds: opts.ttlSeconds,

    async sign(claims: AccessClaims): Promise<string> {
      const iat = Math.floor(opts.now().getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(claims.userId)
        .setIssuer(opts.issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + opts.ttlSeconds)
        .setJti(randomUUID())
        .sign(await key);
    },

    /** The claims of a valid, unexpired token; null for anything else. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ["HS256"],
          issuer: opts.issuer,
          audience: AUDIENCE,
          currentDate: opts.now(),
          requiredClaims: ["sub", "exp", "sid"],
        });
        if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof accessTokens>;
