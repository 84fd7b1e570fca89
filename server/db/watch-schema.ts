import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";

// The watch list, what of the feed each user has read and how they want to be told (issue #18). Every row belongs to a user and goes with the account (ON DELETE CASCADE).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** One followed thing; the same (kind, ref) twice is the same row. Only changes after created_at count. */
export const watches = pgTable(
  "watches",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"code" | "counterparty" | "container">().notNull(),
    /** Code digits, container number, or the counterparty's name as typed / 12-digit BIN. */
    ref: text("ref").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("watches_user_kind_ref_idx").on(t.userId, t.kind, t.ref), index("watches_kind_ref_idx").on(t.kind, t.ref)],
);

/** A change (data_changes.id) the user has seen in the feed. */
export const feedReads = pgTable(
  "feed_reads",
  {
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    changeId: bigint("change_id", { mode: "number" }).notNull(),
    readAt: at("read_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.changeId] })],
);

/** How the user is told of changes; no row means the default (a daily digest at 9:00 Asia/Almaty). */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  mode: text("mode").$type<"immediate" | "daily" | "off">().notNull(),
  hour: integer("hour").notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});


/**
 * How far alert mails have reached for a user: every change up to mailed_up_to (data_changes.id) is mailed or
 * passed over, and digest_day is the Asia/Almaty day (YYYY-MM-DD) of the last daily digest. Several processes
 * share the table: one moves a row from the value it read with a conditional UPDATE, and only that one sends.
 */
export const alertMails = pgTable("alert_mails", {
  userId: text("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  mailedUpTo: bigint("mailed_up_to", { mode: "number" }).notNull().default(0),
  digestDay: text("digest_day"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});
