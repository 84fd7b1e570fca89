import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { ttlCache } from "../../http/cache.ts";

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
  // A token that verified is the same bytes on its next request: its claims are kept (never a refusal, so
  // junk cannot fill the cache) and only its expiry is checked again; the HMAC was the bearer check's main cost.
  const verified = ttlCache<AccessClaims & { exp: number }>({ max: 10_000, ttlMs: opts.ttlSeconds * 1000, now: () => opts.now().getTime() });

  async function check(token: string): Promise<AccessClaims & { exp: number }> {
    const { payload } = await jwtVerify(token, await key, {
      algorithms: ["HS256"],
      issuer: opts.issuer,
      audience: AUDIENCE,
      currentDate: opts.now(),
      requiredClaims: ["sub", "exp", "sid"],
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") throw new Error("token without sub or sid");
    return { userId: payload.sub, sessionId: payload.sid, exp: payload.exp! };
  }

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
        const { userId, sessionId, exp } = await verified.get(token, () => check(token));
        // jose's rule: a token is expired from its `exp` second on (whole seconds of the clock).
        return Math.floor(opts.now().getTime() / 1000) < exp ? { userId, sessionId } : null;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof accessTokens>;
