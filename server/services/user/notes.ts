import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { NOTE_TEXT_MAX, NOTES_MAX, type UserNote } from "../../../core/contract/user-notes.ts";
import type { Db } from "../../db/connect.ts";
import { userNotes } from "../../db/workspace-schema.ts";
import { sendError } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { unprocessable } from "../../http/validate.ts";
import type { AuthContext } from "../auth/context.ts";

export const noteMessages = {
  badInput: /*i18n*/ { id: "error.notes.badInput", message: "Проверьте заметку: нужны её текст и то, к чему она относится" },
  notFound: /*i18n*/ { id: "error.notes.notFound", message: "Заметка не найдена" },
  tooMany: /*i18n*/ { id: "error.notes.tooMany", message: "Заметок может быть не больше {max}. Удалите лишние и попробуйте снова" },
  tooLong: /*i18n*/ { id: "error.notes.tooLong", message: "Заметка — не длиннее {max} символов" },
};

type NoteRow = typeof userNotes.$inferSelect;
const shape = (n: NoteRow): UserNote => ({ id: n.id, kind: n.kind as UserNote["kind"], ref: n.ref, text: n.text, updated_at: n.updatedAt.toISOString() });

/**
 * Each word of the search as a prefix (`трак:*`), all of them required: a broker types the start of a word.
 * Only letters and digits reach to_tsquery, so no input can break its syntax.
 */
export function prefixQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(" & ");
}

export async function listNotes(db: Db, userId: string, filter: { q?: string | undefined; kind?: string | undefined; ref?: string | undefined } = {}) {
  const query = filter.q ? prefixQuery(filter.q) : null;
  const rows = await db.select().from(userNotes).where(and(
    eq(userNotes.userId, userId),
    filter.kind ? eq(userNotes.kind, filter.kind) : undefined,
    filter.ref ? eq(userNotes.ref, filter.ref) : undefined,
    // The 'simple' configuration: notes mix Russian, Kazakh and English, and codes and numbers must match as typed.
    query ? sql`to_tsvector('simple', ${userNotes.ref} || ' ' || ${userNotes.text}) @@ to_tsquery('simple', ${query})` : undefined,
  )).orderBy(desc(userNotes.updatedAt), desc(userNotes.id));
  return { data: rows.map(shape) };
}

/** The private notes of the bearer's user (user service). */
export function noteRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { db } = ctx;
  const invalid = { invalid: unprocessable(noteMessages.badInput) };

  route(app, "userNotes", (request, _reply, { userId }) => listNotes(db, userId, request.query), invalid);

  route(app, "userNoteWrite", async (request, reply, { userId }) => {
    const { kind, ref, text } = request.body;
    if (text.length > NOTE_TEXT_MAX) return sendError(request, reply, 422, noteMessages.tooLong, { max: NOTE_TEXT_MAX });
    const [existing] = await db.select({ id: userNotes.id }).from(userNotes)
      .where(and(eq(userNotes.userId, userId), eq(userNotes.kind, kind), eq(userNotes.ref, ref)));
    if (!existing) {
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(userNotes).where(eq(userNotes.userId, userId));
      if (Number(count?.n ?? 0) >= NOTES_MAX) return sendError(request, reply, 422, noteMessages.tooMany, { max: NOTES_MAX });
    }
    const [row] = await db.insert(userNotes)
      .values({ id: randomUUID(), userId, kind, ref, text, updatedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({ target: [userNotes.userId, userNotes.kind, userNotes.ref], set: { text, updatedAt: sql`clock_timestamp()` } })
      .returning();
    return { data: shape(row!) };
  }, invalid);

  route(app, "userNoteDelete", async (request, reply, { userId }) => {
    const gone = await db.delete(userNotes).where(and(eq(userNotes.id, request.params.id), eq(userNotes.userId, userId))).returning({ id: userNotes.id });
    if (gone.length === 0) return sendError(request, reply, 404, noteMessages.notFound);
    return listNotes(db, userId);
  }, invalid);
}
