import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import type { DataChanges } from "../../db/data-changes.ts";
import { accessCache, type AccessCache } from "./access-cache.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { ensurePlans } from "./plans.ts";
import { rateLimiter, type RateLimiter } from "./rate-limit.ts";
import { sharedSecret } from "./secrets.ts";
import { socialProviders, type SocialProviders } from "./social/providers.ts";
import { accessTokens, type AccessTokens } from "./tokens.ts";

export type Clock = () => Date;

/** Everything the auth and user services share; built once per app. */
export interface AuthContext {
  config: Config;
  db: Db;
  /** The database's announcements: a write that ends a session or changes a plan announces the user. */
  changes: DataChanges;
  /** Each session's live access, kept between calls until an announcement or its time ends it. */
  access: AccessCache;
  now: Clock;
  tokens: AccessTokens;
  /** Key of the one-time code HMACs. */
  codeKey: Buffer;
  /** Key of the device cookies' HMACs (devices.ts). */
  deviceKey: Buffer;
  /** Key of the alert mails' unsubscribe tokens (user/alerts/token.ts). */
  unsubscribeKey: Buffer;
  limiter: RateLimiter;
  mailer: Mailer;
  social: SocialProviders;
  /** Cookies get Secure when the public address is https. */
  secureCookies: boolean;
  log: FastifyBaseLogger;
}

export async function createAuthContext(opts: { config: Config; db: Db; changes: DataChanges; now: Clock; log: FastifyBaseLogger }): Promise<AuthContext> {
  const { config, db, changes, now, log } = opts;
  await ensurePlans(db);
  const [jwtKey, codeKey, deviceKey, unsubscribeKey] = await Promise.all(
    ["jwt_hs256", "otp_hmac", "device_hmac", "unsubscribe_hmac"].map((name) => sharedSecret(db, name)),
  ) as [Buffer, Buffer, Buffer, Buffer];
  return {
    config,
    db,
    changes,
    // 10,000 sessions at a few hundred bytes each: a few MB at most.
    access: accessCache({ db, changes, now, ttlMs: config.AUTH_ACCESS_CACHE_SECONDS * 1000, max: 10_000 }),
    now,
    tokens: accessTokens({ key: jwtKey, issuer: config.publicUrl, ttlSeconds: config.AUTH_TOKEN_TTL, now }),
    codeKey,
    deviceKey,
    unsubscribeKey,
    limiter: rateLimiter(db, now),
    mailer: createMailer({ config, db, now, log }),
    social: socialProviders(config),
    secureCookies: new URL(config.publicUrl).protocol === "https:",
    log,
  };
}
