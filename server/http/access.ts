import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Access } from "../../core/access.ts";
import type { Session } from "../services/auth/sessions.ts";

/** A rule that asks for more than nothing. */
export type GuardedRule = Exclude<Access, "everyone">;

/**
 * Checks a call's access rule (core/access.ts) against the request: the caller's session when the rule
 * lets them through, else null once the refusal (401 or 403 no_permission) has been sent.
 */
export type AccessCheck = (request: FastifyRequest, reply: FastifyReply, rule: GuardedRule) => Promise<Session | null>;

declare module "fastify" {
  interface FastifyInstance {
    /** The one access check every contract route runs (http/route.ts); the app provides it at start. */
    checkAccess: AccessCheck;
  }
}

/** Gives every plugin of the app the access check (before any route is registered). */
export function provideAccessCheck(app: FastifyInstance, check: AccessCheck): void {
  app.decorate("checkAccess", check);
}
