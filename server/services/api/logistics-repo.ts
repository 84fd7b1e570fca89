import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { customsPosts, deliveryTerms, tradeDeclarations, transportModes } from "../../db/schema.ts";
import { rows } from "../ai/score.ts";
import { lineWhere, type LineFilters } from "./trade-repo.ts";

/** The declaration columns the logistics calls group by. */
const COLUMNS = { mode: "transport_mode", terms: "delivery_terms", post: "customs_post" } as const;
export type LogisticsColumn = keyof typeof COLUMNS;

/** Sums of the lines behind one key (value in US cents); key null = lines naming none. */
export interface KeySums {
  key: string | null;
  cents: number;
  kg: number;
  lines: number;
}

/** The lines under the filters, and through one post when `post` is given. */
const where = (f: LineFilters, post?: string): SQL => (post === undefined ? lineWhere(f) : sql`${lineWhere(f)} AND customs_post = ${post}`);
const sumsSql = sql`sum(value_cents)::float8 AS cents, coalesce(sum(net_weight_kg), 0)::float8 AS kg, count(*)::int AS lines`;

/** The database side of the logistics calls: the classifiers and sums over declaration lines by them. */
export function logisticsRepo(db: Db) {
  return {
    modes: () => db.select().from(transportModes).orderBy(transportModes.code),
    terms: () => db.select().from(deliveryTerms).orderBy(deliveryTerms.code),
    posts: () => db.select().from(customsPosts).orderBy(customsPosts.code),

    /** Sums per value of one column (null: the lines naming none). */
    async byKey(f: LineFilters, column: LogisticsColumn, post?: string): Promise<KeySums[]> {
      const col = sql.identifier(COLUMNS[column]);
      const result = await db.execute(sql`
        SELECT ${col} AS key, ${sumsSql} FROM ${tradeDeclarations} WHERE ${where(f, post)} GROUP BY ${col}`);
      return rows<KeySums>(result);
    },

    /** Sums per month and value of one column, lines naming a value only, months in order. */
    async monthly(f: LineFilters, column: LogisticsColumn, post?: string): Promise<(KeySums & { period: string; key: string })[]> {
      const col = sql.identifier(COLUMNS[column]);
      const result = await db.execute(sql`
        SELECT period, ${col} AS key, ${sumsSql} FROM ${tradeDeclarations}
        WHERE ${where(f, post)} AND ${col} IS NOT NULL GROUP BY period, ${col} ORDER BY period, ${col}`);
      return rows<KeySums & { period: string; key: string }>(result);
    },
  };
}
export type LogisticsRepo = ReturnType<typeof logisticsRepo>;
