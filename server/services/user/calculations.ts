import { randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { CALCULATIONS_MAX } from "../../../core/contract/calculator.ts";
import type { Db } from "../../db/connect.ts";
import { userCalculations } from "../../db/calculator-schema.ts";
import { route } from "../../http/route.ts";
import type { AuthContext } from "../auth/context.ts";

export async function listCalculations(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(userCalculations)
    .where(eq(userCalculations.userId, userId))
    .orderBy(desc(userCalculations.createdAt), desc(userCalculations.id))
    .limit(CALCULATIONS_MAX);
  return { data: rows.map((r) => ({ id: r.id, created_at: r.createdAt.toISOString(), request: r.request, total_kzt: r.totalKzt })) };
}

/** The bearer's past calculations (the duty calculator's reports), mounted in the user service. */
export function calculationRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { db } = ctx;

  route(app, "userCalculations", (_request, _reply, session) => listCalculations(db, session.userId));

  route(app, "userCalculationSave", async (request, _reply, { userId }) => {
    const { body } = request;
    await db.insert(userCalculations).values({
      id: randomUUID(), userId, request: body.request, code: body.request.code, totalKzt: body.total_kzt, createdAt: sql`clock_timestamp()`,
    });
    // Only the newest calculations are kept.
    await db.execute(sql`
      DELETE FROM user_calculations WHERE user_id = ${userId} AND id NOT IN (
        SELECT id FROM user_calculations WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${CALCULATIONS_MAX})`);
    return listCalculations(db, userId);
  });
}
