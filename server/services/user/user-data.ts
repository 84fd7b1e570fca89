import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { FAVOURITES_MAX, VIEW_HISTORY_MAX } from "../../../core/contract/user-data.ts";
import type { Db } from "../../db/connect.ts";
import { tariffNodes } from "../../db/schema.ts";
import { favourites, viewHistory } from "../../db/user-data-schema.ts";
import { sendError } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { unprocessable } from "../../http/validate.ts";
import type { AuthContext } from "../auth/context.ts";

export const userDataMessages = {
  badCode: /*i18n*/ { id: "error.userData.badCode", message: "Код — это от 2 до 10 цифр" },
  unknownCode: /*i18n*/ { id: "error.userData.unknownCode", message: "Кода {code} нет в ТН ВЭД ЕАЭС" },
  tooMany: /*i18n*/ { id: "error.userData.tooMany", message: "В избранном может быть не больше {max} кодов. Удалите лишние и попробуйте снова" },
};

const codeExists = async (db: Db, code: string) =>
  (await db.select({ id: tariffNodes.id }).from(tariffNodes).where(eq(tariffNodes.code, code)).limit(1)).length > 0;

export async function listFavourites(db: Db, userId: string) {
  const rows = await db.select().from(favourites).where(eq(favourites.userId, userId)).orderBy(desc(favourites.addedAt), desc(favourites.code));
  return { data: rows.map((r) => ({ code: r.code, added_at: r.addedAt.toISOString() })) };
}

export async function listViews(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(viewHistory)
    .where(eq(viewHistory.userId, userId))
    .orderBy(desc(viewHistory.viewedAt), desc(viewHistory.code))
    .limit(VIEW_HISTORY_MAX);
  return { data: rows.map((r) => ({ code: r.code, viewed_at: r.viewedAt.toISOString() })) };
}

/** Favourites and view history of the bearer's user (mounted in the user service). */
export function userDataRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { db } = ctx;

  // The body's code is read after the bearer (http/route.ts checks the access rule first).
  const withCode = { invalid: unprocessable(userDataMessages.badCode) };

  route(app, "userFavourites", (_request, _reply, session) => listFavourites(db, session.userId));

  route(app, "userFavouriteAdd", async (request, reply, { userId }) => {
    const input = { userId, code: request.body.code };
    if (!(await codeExists(db, input.code))) return sendError(request, reply, 404, userDataMessages.unknownCode, { code: input.code });
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(favourites).where(eq(favourites.userId, input.userId));
    const already = await db.select({ code: favourites.code }).from(favourites).where(and(eq(favourites.userId, input.userId), eq(favourites.code, input.code)));
    if (already.length === 0 && Number(count?.n ?? 0) >= FAVOURITES_MAX) {
      return sendError(request, reply, 409, userDataMessages.tooMany, { max: FAVOURITES_MAX });
    }
    await db.insert(favourites).values({ userId: input.userId, code: input.code, addedAt: sql`clock_timestamp()` }).onConflictDoNothing();
    return listFavourites(db, input.userId);
  }, withCode);

  route(app, "userFavouriteRemove", async (request, _reply, { userId }) => {
    await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.code, request.body.code)));
    return listFavourites(db, userId);
  }, withCode);

  route(app, "userViewHistory", (_request, _reply, session) => listViews(db, session.userId));

  route(app, "userViewRecord", async (request, reply, { userId }) => {
    const input = { userId, code: request.body.code };
    if (!(await codeExists(db, input.code))) return sendError(request, reply, 404, userDataMessages.unknownCode, { code: input.code });
    await db
      .insert(viewHistory)
      .values({ userId: input.userId, code: input.code, viewedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({ target: [viewHistory.userId, viewHistory.code], set: { viewedAt: sql`clock_timestamp()` } });
    // Only the newest views are kept.
    await db.execute(sql`
      DELETE FROM view_history WHERE user_id = ${input.userId} AND code NOT IN (
        SELECT code FROM view_history WHERE user_id = ${input.userId} ORDER BY viewed_at DESC, code DESC LIMIT ${VIEW_HISTORY_MAX})`);
    return listViews(db, input.userId);
  }, withCode);

  route(app, "userViewRemove", async (request, _reply, { userId }) => {
    await db.delete(viewHistory).where(and(eq(viewHistory.userId, userId), eq(viewHistory.code, request.body.code)));
    return listViews(db, userId);
  }, withCode);
}
