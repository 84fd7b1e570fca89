import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, ne } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sessions } from "../../db/schema.ts";
import type { AuthContext } from "./context.ts";
import { clearCookie, readCookie, setCookie } from "./cookies.ts";
import { trustDevice } from "./devices.ts";
import { sha256 } from "./hash.ts";

export const SESSION_COOKIE = "portal_session";
const COOKIE_PATH = "/auth/api";
/**
 * Beside the session cookie (HttpOnly, and sent to the auth service only): a mark the pages can read,
 * "this browser may be signed in", so a newcomer's page never loads the session's code to learn it is not.
 */
export const SIGNED_IN_MARK = "portal_signed_in";
/** Remember-me: 336 hours, as the spec's constant says. */
const REMEMBER_SECONDS = 14 * 24 * 3600;
/** Without remember-me the cookie dies with the browser; the server forgets it after a day at most. */
const BROWSER_SESSION_SECONDS = 24 * 3600;

export interface Session {
  id: string;
  userId: string;
}

/**
 * Starts a session and sets its cookie; the cookie holds a random token, the database its hash. The browser
 * also gets a new device cookie for the account: its later failed passwords count apart (devices.ts).
 */
export async function startSession(ctx: AuthContext, reply: FastifyReply, userId: string, remember: boolean): Promise<Session> {
  const token = randomBytes(32).toString("base64url");
  const t = ctx.now();
  const seconds = remember ? REMEMBER_SECONDS : BROWSER_SESSION_SECONDS;
  const id = randomUUID();
  await ctx.db.insert(sessions).values({
    id,
    tokenHash: sha256(token).toString("hex"),
    userId,
    remember,
    createdAt: t,
    expiresAt: new Date(t.getTime() + seconds * 1000),
  });
  const lifetime = remember ? { maxAge: REMEMBER_SECONDS } : {};
  setCookie(reply, SESSION_COOKIE, token, { path: COOKIE_PATH, secure: ctx.secureCookies, ...lifetime });
  setCookie(reply, SIGNED_IN_MARK, "1", { path: "/", secure: ctx.secureCookies, readable: true, ...lifetime });
  trustDevice(ctx, reply, userId);
  return { id, userId };
}

/** The live session the request's cookie names, if any. */
export async function sessionFromCookie(ctx: AuthContext, request: FastifyRequest): Promise<Session | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const [row] = await ctx.db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256(token).toString("hex")), gt(sessions.expiresAt, ctx.now())));
  return row ?? null;
}

export async function sessionIsLive(ctx: AuthContext, session: Session): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, session.id), eq(sessions.userId, session.userId), gt(sessions.expiresAt, ctx.now())));
  return rows.length === 1;
}

/** Ends the session, and tells every process to forget the access it kept for the user's sessions. */
export async function endSession(ctx: AuthContext, session: Session): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.id, session.id));
  await ctx.changes.announce("access", session.userId);
}

/** Ends every session of the user but `keep` (all of them without it). */
export async function endOtherSessions(ctx: AuthContext, userId: string, keep?: string): Promise<void> {
  await ctx.db.delete(sessions).where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
  await ctx.changes.announce("access", userId);
}

export function clearSessionCookie(ctx: AuthContext, reply: FastifyReply): void {
  clearCookie(reply, SESSION_COOKIE, { path: COOKIE_PATH, secure: ctx.secureCookies });
  clearCookie(reply, SIGNED_IN_MARK, { path: "/", secure: ctx.secureCookies });
}
