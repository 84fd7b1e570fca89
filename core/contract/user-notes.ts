import { z } from "zod";
import { failureBody } from "./auth.ts";
import { errorBody, type Endpoint } from "./common.ts";

// Private notes (issue 18 item 5): one note per code, company or container of the signed-in user, shown
// beside the thing wherever it appears and searchable from the notes page.

/** Most notes one account keeps. */
export const NOTES_MAX = 10_000;
/** Longest note, in characters. */
export const NOTE_TEXT_MAX = 5000;

export const NOTE_KINDS = ["code", "company", "container"] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** What a note is about: a code's digits, a company's BIN or name, a container number. */
const noteRef = z.string().trim().min(1).max(300);

/** `q`: words searched in the notes' text and subjects (each word a prefix); `kind` and `ref`: the note of one thing. */
export const userNotesQuery = z.object({
  q: z.string().trim().max(200).optional(),
  kind: z.enum(NOTE_KINDS).optional(),
  ref: noteRef.optional(),
});
/** Write the note of a thing (one per thing: a second write replaces the text); its length is checked by the server. */
export const noteWriteBody = z.object({ kind: z.enum(NOTE_KINDS), ref: noteRef, text: z.string().trim().min(1) });
export const noteParams = z.object({ id: z.uuid() });

export const userNote = z.object({
  id: z.string(),
  kind: z.enum(NOTE_KINDS),
  ref: z.string(),
  text: z.string(),
  updated_at: z.string(),
});
export type UserNote = z.infer<typeof userNote>;
export const userNotesBody = z.object({ data: z.array(userNote) });
export const userNoteBody = z.object({ data: userNote });

export const userNoteEndpoints = {
  userNotes: {
    method: "GET", path: "/user/api/notes", tag: "user", access: "signed-in",
    summary: "The user's notes, newest change first: all, a full-text search (`q`), or the note of one thing (`kind` and `ref`)",
    query: userNotesQuery, responses: { 200: userNotesBody, 401: failureBody, 422: errorBody },
  },
  userNoteWrite: {
    method: "POST", path: "/user/api/notes", tag: "user", access: "signed-in",
    summary: `Write the note of a code, company or container (replaces its text; at most ${NOTES_MAX} notes of ${NOTE_TEXT_MAX} characters)`,
    body: noteWriteBody, responses: { 200: userNoteBody, 401: failureBody, 422: errorBody },
  },
  userNoteDelete: {
    method: "DELETE", path: "/user/api/notes/{id}", tag: "user", access: "signed-in",
    summary: "Delete a note; 404 for another user's", params: noteParams,
    responses: { 200: userNotesBody, 401: failureBody, 404: errorBody, 422: errorBody },
  },
} as const satisfies Record<string, Endpoint>;
