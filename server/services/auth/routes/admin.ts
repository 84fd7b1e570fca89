import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { emailField } from "../../../../core/contract/auth.ts";
import { readAdminSecret } from "../../../admin/secret.ts";
import type { AuthContext } from "../context.ts";
import { m } from "../messages.ts";
import { check, done, fail, malformed } from "../reply.ts";
import { grantPlan } from "../plans.ts";

const grantBody = z.object({ email: emailField, plan: z.string().min(1).max(50) });

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * `npm run admin -- grant` while the server runs: PGlite lets one process open the
 * database, so the CLI asks the server. Only from this machine, not through a proxy, and
 * only with the secret from DATA_DIR.
 */
export function adminRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.post("/admin/grant", async (request, reply) => {
    const secret = readAdminSecret(ctx.config.DATA_DIR);
    const given = request.headers["x-admin-secret"];
    const local = LOOPBACK.has(request.socket.remoteAddress ?? "") && request.headers["x-forwarded-for"] === undefined;
    const matches = typeof given === "string" && secret !== null && sameBytes(Buffer.from(given), Buffer.from(secret));
    if (!local || !matches) return fail(request, reply, 403, m.adminForbidden);
    const body = check(grantBody, request.body);
    if (!body.ok) return malformed(request, reply, body.fields);
    const { email, plan } = body.data;
    const result = await grantPlan(ctx, email, plan, ctx.now());
    if (result.ok) return done(request, reply, m.adminGranted, { email, plan });
    if (result.reason === "no-user") return fail(request, reply, 404, m.adminNoUser, { email });
    return fail(request, reply, 422, m.adminNoPlan, { plan, plans: result.plans.join(", ") });
  });
}
