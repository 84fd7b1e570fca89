import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";

// What a signed-in user keeps: favourite codes and the codes they viewed. Codes are digits (2–10).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const favourites = pgTable(
  "favourites",
  {
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    addedAt: at("added_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] }), index("favourites_user_added_idx").on(t.userId, t.addedAt)],
);

/** One row per user and code (its latest view); the newest 100 per user are kept. */
export const viewHistory = pgTable(
  "view_history",
  {
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    viewedAt: at("viewed_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] }), index("view_history_user_viewed_idx").on(t.userId, t.viewedAt)],
);
