import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthContext } from "./context.ts";
import { m } from "./messages.ts";
import { fail, tooMany } from "./reply.ts";
import { sessionIsLive, type Session } from "./sessions.ts";

export type Bucket = "login" | "register" | "resend" | "recovery" | "2fa";

const LIMITS = {
  login: ["AUTH_RATE_LOGIN_IP", "AUTH_RATE_LOGIN_ACCOUNT"],
  register: ["AUTH_RATE_REGISTER_IP", "AUTH_RATE_REGISTER_ACCOUNT"],
  resend: ["AUTH_RATE_RESEND_IP", "AUTH_RATE_RESEND_ACCOUNT"],
  recovery: ["AUTH_RATE_RECOVERY_IP", "AUTH_RATE_RECOVERY_ACCOUNT"],
  "2fa": ["AUTH_RATE_2FA_IP", "AUTH_RATE_2FA_ACCOUNT"],
} as const;

/**
 * The client's address. Behind N trusted proxies it is the Nth address from the right of
 * X-Forwarded-For (the ones to its left are whatever the client wrote).
 */
export function clientAddress(ctx: AuthContext, request: FastifyRequest): string {
  const hops = ctx.config.AUTH_TRUSTED_PROXIES;
  const header = request.headers["x-forwarded-for"];
  if (hops > 0 && typeof header === "string") {
    const chain = header.split(",").map((a) => a.trim()).filter(Boolean);
    const address = chain[chain.length - hops];
    if (address) return address;
  }
  return request.socket.remoteAddress ?? "unknown";
}

/** Counts the call against the client address's limit; on excess answers 429 and returns true. */
export async function addressLimited(ctx: AuthContext, request: FastifyRequest, reply: FastifyReply, bucket: Bucket) {
  const wait = await ctx.limiter.hit(`${bucket}:ip:${clientAddress(ctx, request)}`, ctx.config[LIMITS[bucket][0]]);
  if (wait > 0) void tooMany(request, reply, wait);
  return wait > 0;
}

/** Counts the call against the account's limit; on excess answers 429 and returns true. */
export async function accountLimited(ctx: AuthContext, request: FastifyRequest, reply: FastifyReply, bucket: Bucket, account: string) {
  const wait = await ctx.limiter.hit(`${bucket}:account:${account}`, ctx.config[LIMITS[bucket][1]]);
  if (wait > 0) void tooMany(request, reply, wait);
  return wait > 0;
}

/**
 * Login counts attempts before the password is checked and a right password takes its own back, so only
 * failures add up: per account from browsers without the account's device cookie, per device cookie from a
 * browser with one (devices.ts), each up to AUTH_RATE_LOGIN_ACCOUNT. Failures from elsewhere never lock out
 * a browser the owner signed in with.
 */
export const loginFailures = {
  key: (email: string, device: string | null) => (device ? `login:device:${device}` : `login:failures:${email}`),
  count: (ctx: AuthContext, email: string, device: string | null) =>
    ctx.limiter.hit(loginFailures.key(email, device), ctx.config.AUTH_RATE_LOGIN_ACCOUNT),
  takeBack: (ctx: AuthContext, email: string, device: string | null) => ctx.limiter.takeBack(loginFailures.key(email, device)),
};

/**
 * CSRF for calls the session cookie authenticates: a browser names the page's origin (or at
 * least whether the call is cross-site); it must be this site or a trusted sibling.
 * Programs that send neither header are not browsers and carry no ambient cookie risk.
 */
export function sameOrigin(ctx: AuthContext, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return origin === new URL(ctx.config.publicUrl).origin || ctx.config.AUTH_TRUSTED_ORIGINS.includes(origin);
  }
  const site = request.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin" || site === "same-site" || site === "none";
}

export function refuseForeignOrigin(ctx: AuthContext, request: FastifyRequest, reply: FastifyReply): boolean {
  if (sameOrigin(ctx, request)) return false;
  void fail(request, reply, 403, m.foreignOrigin);
  return true;
}

/** The session a valid bearer token names, not yet checked to be live. */
export async function bearerClaims(ctx: AuthContext, request: FastifyRequest): Promise<Session | null> {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^Bearer\s+(\S{1,4096})$/i.exec(header) : null;
  if (!match?.[1]) return null;
  const claims = await ctx.tokens.verify(match[1]);
  return claims && { id: claims.sessionId, userId: claims.userId };
}

/** The session a bearer token stands for, if the token is valid and its session still live. */
export async function bearerSession(ctx: AuthContext, request: FastifyRequest): Promise<Session | null> {
  const session = await bearerClaims(ctx, request);
  return session && (await sessionIsLive(ctx, session)) ? session : null;
}

/** A route's guard (http/route.ts): the call counts against its address limit before its input is read. */
export const addressGuard = (ctx: AuthContext, bucket: Bucket) => async (request: FastifyRequest, reply: FastifyReply) =>
  ((await addressLimited(ctx, request, reply, bucket)) ? null : true);

/**
 * A signed-in call that counts against its bucket's limits, per address and per account (2FA, account
 * deletion), as a route's guard (http/route.ts) after the call's access rule has found the session: the
 * handler gets the session, null means the guard has answered.
 */
export const countedGuard = (ctx: AuthContext, bucket: Bucket) => async (request: FastifyRequest, reply: FastifyReply, session: Session) => {
  if (await addressLimited(ctx, request, reply, bucket)) return null;
  if (await accountLimited(ctx, request, reply, bucket, session.userId)) return null;
  return session;
};
