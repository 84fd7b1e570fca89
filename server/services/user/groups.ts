import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { GROUP_CODES_MAX, GROUP_NAME_MAX, GROUPS_MAX, type GroupDetail } from "../../../core/contract/groups.ts";
import type { Locale } from "../../../core/routes.ts";
import type { Db } from "../../db/connect.ts";
import { dutyRates, tariffNodes } from "../../db/schema.ts";
import { codeGroupItems, codeGroups } from "../../db/workspace-schema.ts";
import { sendError } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { unprocessable } from "../../http/validate.ts";
import { localeOf } from "../../i18n.ts";
import { localFullName, localName } from "../api/names.ts";
import { fullNameColumns } from "../api/products-repo.ts";
import type { AuthContext } from "../auth/context.ts";

export const groupMessages = {
  badInput: /*i18n*/ { id: "error.groups.badInput", message: "Проверьте название группы и коды: код — это от 2 до 10 цифр" },
  notFound: /*i18n*/ { id: "error.groups.notFound", message: "Группа не найдена" },
  sharedNotFound: /*i18n*/ { id: "error.groups.sharedNotFound", message: "Ссылка на группу не действует: её отозвали или её не было" },
  tooManyGroups: /*i18n*/ { id: "error.groups.tooMany", message: "Групп может быть не больше {max}. Удалите лишние и попробуйте снова" },
  tooManyCodes: /*i18n*/ { id: "error.groups.tooManyCodes", message: "В группе может быть не больше {max} кодов" },
  nameTooLong: /*i18n*/ { id: "error.groups.nameTooLong", message: "Название группы — не длиннее {max} символов" },
};

type GroupRow = typeof codeGroups.$inferSelect;

const ownGroup = async (db: Db, userId: string, id: string): Promise<GroupRow | undefined> =>
  (await db.select().from(codeGroups).where(and(eq(codeGroups.id, id), eq(codeGroups.userId, userId))))[0];

/** The codes of the list the tariff holds. */
async function knownCodes(db: Db, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.selectDistinct({ code: tariffNodes.code }).from(tariffNodes).where(inArray(tariffNodes.code, [...codes]));
  return new Set(rows.map((r) => r.code ?? ""));
}

/** A group with its codes in the order added, each with its name in the locale and its import duty as printed. */
export async function groupDetail(db: Db, locale: Locale, group: GroupRow): Promise<GroupDetail> {
  const items = await db.select({ code: codeGroupItems.code }).from(codeGroupItems)
    .where(eq(codeGroupItems.groupId, group.id)).orderBy(asc(codeGroupItems.seq));
  const codes = items.map((i) => i.code);
  const [names, duties] = codes.length === 0 ? [[], []] : await Promise.all([
    db.select({ code: tariffNodes.code, nameRu: tariffNodes.nameRu, nameEn: tariffNodes.nameEn, nameKk: tariffNodes.nameKk, ...fullNameColumns })
      .from(tariffNodes).where(inArray(tariffNodes.code, codes)),
    db.select({ code: dutyRates.code, rate: dutyRates.rateRaw }).from(dutyRates).where(inArray(dutyRates.code, codes)),
  ]);
  const nameOf = new Map(names.map((n) => [n.code, { name: localName(locale, n), full: localFullName(locale, n).text }]));
  const dutyOf = new Map(duties.map((d) => [d.code, d.rate]));
  return {
    id: group.id, name: group.name, share_token: group.shareToken, updated_at: group.updatedAt.toISOString(),
    codes: codes.map((code) => ({ code, name: nameOf.get(code)?.name ?? null, full_name: nameOf.get(code)?.full ?? null, duty: dutyOf.get(code) ?? null })),
  };
}

export async function listGroups(db: Db, userId: string, code?: string) {
  const rows = await db
    .select({
      group: codeGroups,
      codes: sql<number>`(SELECT count(*)::int FROM code_group_items i WHERE i.group_id = ${codeGroups.id})`,
      hasCode: code === undefined
        ? sql<boolean>`false`
        : sql<boolean>`EXISTS (SELECT 1 FROM code_group_items i WHERE i.group_id = ${codeGroups.id} AND i.code = ${code})`,
    })
    .from(codeGroups).where(eq(codeGroups.userId, userId)).orderBy(desc(codeGroups.updatedAt), asc(codeGroups.name));
  return {
    data: rows.map(({ group, codes, hasCode }) => ({
      id: group.id, name: group.name, codes: Number(codes), has_code: Boolean(hasCode), share_token: group.shareToken,
      updated_at: group.updatedAt.toISOString(),
    })),
  };
}

/** The user's groups for the account export: names and codes, whether shared (the token stays out: it opens the group). */
export async function exportGroups(db: Db, userId: string) {
  const groups = await db.select().from(codeGroups).where(eq(codeGroups.userId, userId)).orderBy(desc(codeGroups.updatedAt));
  const items = groups.length === 0 ? [] : await db.select().from(codeGroupItems)
    .where(inArray(codeGroupItems.groupId, groups.map((g) => g.id))).orderBy(asc(codeGroupItems.seq));
  return groups.map((g) => ({
    name: g.name, codes: items.filter((i) => i.groupId === g.id).map((i) => i.code), shared: g.shareToken !== null, updated_at: g.updatedAt.toISOString(),
  }));
}

/** Code groups of the bearer's user and the public read-only page of a shared one (user service). */
export function groupRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { db } = ctx;
  const invalid = { invalid: unprocessable(groupMessages.badInput) };
  const nameTooLong = (request: FastifyRequest, reply: FastifyReply, name: string) =>
    name.length > GROUP_NAME_MAX ? sendError(request, reply, 422, groupMessages.nameTooLong, { max: GROUP_NAME_MAX }) : null;

  /** Adds the known codes (at most GROUP_CODES_MAX in all), answers the group and the unknown ones; a 422 over the limit. */
  async function addCodes(request: FastifyRequest, reply: FastifyReply, group: GroupRow, codes: readonly string[]) {
    const wanted = [...new Set(codes)];
    const known = await knownCodes(db, wanted);
    const fresh = wanted.filter((c) => known.has(c));
    const [held] = await db.select({ n: sql<number>`count(*)::int` }).from(codeGroupItems)
      .where(and(eq(codeGroupItems.groupId, group.id), fresh.length > 0 ? notInArray(codeGroupItems.code, fresh) : undefined));
    if (Number(held?.n ?? 0) + fresh.length > GROUP_CODES_MAX) {
      return sendError(request, reply, 422, groupMessages.tooManyCodes, { max: GROUP_CODES_MAX });
    }
    if (fresh.length > 0) {
      await db.insert(codeGroupItems).values(fresh.map((code) => ({ groupId: group.id, code }))).onConflictDoNothing();
    }
    return answer(request, await touch(group.id), wanted.filter((c) => !known.has(c)));
  }

  const touch = async (id: string, set: Partial<GroupRow> = {}) =>
    (await db.update(codeGroups).set({ ...set, updatedAt: sql`clock_timestamp()` }).where(eq(codeGroups.id, id)).returning())[0]!;
  const answer = async (request: FastifyRequest, group: GroupRow, unknown: string[] = []) =>
    ({ data: await groupDetail(db, localeOf(request.headers.lang), group), unknown });

  /** The user's group of the path, or null once the 404 is sent (another user's group is not theirs to know of). */
  async function mine(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply, userId: string) {
    const group = await ownGroup(db, userId, request.params.id);
    if (!group) void sendError(request, reply, 404, groupMessages.notFound);
    return group ?? null;
  }

  route(app, "userGroups", (request, _reply, { userId }) => listGroups(db, userId, request.query.code), invalid);

  route(app, "userGroupCreate", async (request, reply, { userId }) => {
    const { name, codes = [] } = request.body;
    const refused = nameTooLong(request, reply, name);
    if (refused) return refused;
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(codeGroups).where(eq(codeGroups.userId, userId));
    if (Number(count?.n ?? 0) >= GROUPS_MAX) return sendError(request, reply, 422, groupMessages.tooManyGroups, { max: GROUPS_MAX });
    if (new Set(codes).size > GROUP_CODES_MAX) return sendError(request, reply, 422, groupMessages.tooManyCodes, { max: GROUP_CODES_MAX });
    const [group] = await db.insert(codeGroups).values({ id: randomUUID(), userId, name }).returning();
    return addCodes(request, reply, group!, codes);
  }, invalid);

  route(app, "userGroup", async (request, reply, { userId }) => {
    const group = await mine(request, reply, userId);
    return group ? answer(request, group) : reply;
  }, invalid);

  route(app, "userGroupRename", async (request, reply, { userId }) => {
    const group = await mine(request, reply, userId);
    if (!group) return reply;
    return nameTooLong(request, reply, request.body.name) ?? answer(request, await touch(group.id, { name: request.body.name }));
  }, invalid);

  route(app, "userGroupDelete", async (request, reply, { userId }) => {
    const group = await mine(request, reply, userId);
    if (!group) return reply;
    await db.delete(codeGroups).where(eq(codeGroups.id, group.id));
    return listGroups(db, userId);
  }, invalid);

  route(app, "userGroupAddCodes", async (request, reply, { userId }) => {
    const group = await mine(request, reply, userId);
    return group ? addCodes(request, reply, group, request.body.codes) : reply;
  }, invalid);

  route(app, "userGroupRemoveCodes", async (request, reply, { userId }) => {
    const group = await mine(request, reply, userId);
    if (!group) return reply;
    await db.delete(codeGroupItems).where(and(eq(codeGroupItems.groupId, group.id), inArray(codeGroupItems.code, request.body.codes)));
    return answer(request, await touch(group.id));
  }, invalid);

  route(app, "userGroupShare", async (request, reply, { userId }) => {
    const group = await mine(request, reply, userId);
    if (!group) return reply;
    // 32 random bytes: a link nobody guesses; the same token while the link lasts.
    return answer(request, group.shareToken ? group : await touch(group.id, { shareToken: randomBytes(32).toString("base64url") }));
  }, invalid);

  route(app, "userGroupUnshare", async (request, reply, { userId }) => {
    const group = await mine(request, reply, userId);
    return group ? answer(request, await touch(group.id, { shareToken: null })) : reply;
  }, invalid);

  route(app, "sharedGroup", async (request, reply) => {
    const [group] = await db.select().from(codeGroups).where(eq(codeGroups.shareToken, request.params.token));
    if (!group) return sendError(request, reply, 404, groupMessages.sharedNotFound);
    const { name, codes, updated_at } = await groupDetail(db, localeOf(request.headers.lang), group);
    return { data: { name, codes, updated_at } };
  }, { invalid: unprocessable(groupMessages.sharedNotFound) });
}
