import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";

/**
 * Importer cards a user opened, one row per user, month and importer: the month's count is what
 * the plan limits, and a second opening of the same card in the month finds its row and is free.
 */
export const cardOpenings = pgTable(
  "card_openings",
  {
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** YYYY-MM in Asia/Almaty. */
    month: text("month").notNull(),
    importerId: text("importer_id").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month, t.importerId] }), index("card_openings_user_opened_idx").on(t.userId, t.openedAt)],
);
