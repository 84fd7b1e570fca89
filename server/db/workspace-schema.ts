import { bigserial, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";

// The broker's workspace (issue 18 items 4–5): code groups with their share links, and private notes.
// Every row goes with its user (ON DELETE CASCADE), so deleting an account takes them.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const codeGroups = pgTable(
  "code_groups",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The read-only share link's token (32 random bytes, base64url); null while not shared. */
    shareToken: text("share_token"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("code_groups_user_idx").on(t.userId, t.updatedAt), uniqueIndex("code_groups_share_token_idx").on(t.shareToken)],
);

/** The codes of a group (digits, 2–10), in the order they were added. */
export const codeGroupItems = pgTable(
  "code_group_items",
  {
    groupId: text("group_id").notNull().references(() => codeGroups.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    /** The order of adding (rows added by one call share their timestamp). */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    addedAt: at("added_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.code] }), index("code_group_items_seq_idx").on(t.groupId, t.seq)],
);

/** One note per user and thing: a code, a company (BIN or name) or a container number. */
export const userNotes = pgTable(
  "user_notes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    ref: text("ref").notNull(),
    text: text("text").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_notes_thing_idx").on(t.userId, t.kind, t.ref), index("user_notes_user_updated_idx").on(t.userId, t.updatedAt)],
);
