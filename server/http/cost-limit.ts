import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { RateLimiter } from "../services/auth/rate-limit.ts";

/** Public calls whose uncached answer costs the database real work, each with its per-address limit. */
const LIMITS = {
  search: "COST_RATE_SEARCH_IP",
  screen: "COST_RATE_SCREEN_IP",
  calculate: "COST_RATE_CALCULATE_IP",
} as const satisfies Record<string, keyof Config>;

export type CostBucket = keyof typeof LIMITS;

/** A client address over its limit: the app's error handler answers 429 with Retry-After (server/app.ts). */
export class TooManyCalls extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfter: number) {
    super(`over the limit for ${retryAfter} s`);
  }
}

/**
 * The key of a client address: an IPv4 address as it is; an IPv6 one by its /64, the block one subscriber
 * gets (a client with a /64 would otherwise have 2^64 addresses to rotate through).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(":")) return ip;
  const [head = "", tail] = ip.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups.slice(0, 4).map((g) => (Number.parseInt(g, 16) || 0).toString(16)).join(":")}::/64`;
}

/**
 * Per-address limits on the expensive public calls, counted in the database by the sign-in's limiter (one
 * statement per call, so every process on one PostgreSQL shares the counts). Only work that reaches the
 * database counts: callers charge on a cache miss. The address is `request.ip`, which honours TRUST_PROXY.
 */
export function costLimits(config: Config, limiter: RateLimiter) {
  return {
    /** Counts one call of the bucket's work for the request's address; over the limit throws TooManyCalls. */
    async charge(request: FastifyRequest, bucket: CostBucket): Promise<void> {
      const wait = await limiter.hit(`cost:${bucket}:${addressKey(request.ip)}`, config[LIMITS[bucket]]);
      if (wait > 0) throw new TooManyCalls(wait);
    },
  };
}

export type CostLimits = ReturnType<typeof costLimits>;
