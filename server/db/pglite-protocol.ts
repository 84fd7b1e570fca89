// What the request thread and the PGlite thread say to each other (server/db/pglite-thread.mjs,
// server/db/pglite-on-thread.ts). Only data crosses: rows, parameters and errors are structured clones.

export type RowMode = "object" | "array";

export type ThreadRequest =
  | { id: number; op: "query"; sql: string; params: unknown[]; rowMode: RowMode; rawTypes: number[]; tx: number | null }
  | { id: number; op: "begin"; tx: number }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "close" };

/** A database error as data: its message and PostgreSQL's fields (code, detail, constraint …). */
export type ThreadError = { message: string; name: string; fields: Record<string, unknown> };

export type ThreadReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ThreadError };

export interface ThreadOptions {
  dataDir: string;
}
