import { doublePrecision, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";

// The duty calculator's own data (issue 6): customs fees by decree, NBK daily rates and users' saved calculations.

/** kz_customs_fees.csv: customs fees of Government Decree No. 171 by period; `rate_value` null where the source gave none. */
export const customsFees = pgTable("customs_fees", {
  feeId: text("fee_id").primaryKey(),
  operationRu: text("operation_ru").notNull(),
  operationEn: text("operation_en").notNull(),
  rateValue: doublePrecision("rate_value"),
  /** `KZT` or `MRP`. */
  rateUnit: text("rate_unit"),
  rateBasis: text("rate_basis"),
  /** YYYY-MM or YYYY-MM-DD as the file writes it. */
  validFrom: text("valid_from"),
  validTo: text("valid_to"),
  legalBasis: text("legal_basis"),
  sourceUrl: text("source_url"),
  sourceType: text("source_type"),
  verification: text("verification"),
  note: text("note"),
});

/** Official NBK rates of one day (KZT per unit), fetched from the National Bank's published feed. */
export const exchangeRatesDaily = pgTable(
  "exchange_rates_daily",
  {
    day: text("day").notNull(),
    currency: text("currency").notNull(),
    kztPerUnit: doublePrecision("kzt_per_unit").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency] })],
);

/** A signed-in user's past calculations (the request as sent and its total); the newest 100 per user are kept. */
export const userCalculations = pgTable(
  "user_calculations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    request: jsonb("request").notNull(),
    code: text("code").notNull(),
    totalKzt: doublePrecision("total_kzt").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("user_calculations_user_created_idx").on(t.userId, t.createdAt)],
);
