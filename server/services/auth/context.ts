import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
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

export async function createAuthContext(opts: { config: Config; db: Db; now: Clock; log: FastifyBaseLogger }): Promise<AuthContext> {
  const { config, db, now, log } = opts;
  await ensurePlans(db);
  const [jwtKey, codeKey, deviceKey, unsubscribeKey] = await Promise.all(
    ["jwt_hs256", "otp_hmac", "device_hmac", "unsubscribe_hmac"].map((name) => sharedSecret(db, name)),
  ) as [Buffer, Buffer, Buffer, Buffer];
  return {
    config,
    db,
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
