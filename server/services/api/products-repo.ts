import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { dutyRates, ettNotes, tariffNodes } from "../../db/schema.ts";

const nodeColumns = {
  id: tariffNodes.id,
  code: tariffNodes.code,
  codeFmt: tariffNodes.codeFmt,
  kind: tariffNodes.kind,
  nameRu: tariffNodes.nameRu,
  nameEn: tariffNodes.nameEn,
  nameKk: tariffNodes.nameKk,
  nameEnSrc: tariffNodes.nameEnSrc,
  hasChildren: tariffNodes.hasChildren,
};
/** A line's full display names per locale, for where its name is read alone (titles, lists, exports). */
export const fullNameColumns = { fullRu: tariffNodes.fullRu, fullKk: tariffNodes.fullKk, fullEn: tariffNodes.fullEn };
export type NodeRow = {
  id: string; code: string | null; codeFmt: string | null; kind: string;
  nameRu: string; nameEn: string | null; nameKk: string | null; hasChildren: boolean;
  /** Where the English name comes from (tariff_nodes.name_en_src); the look-ups that never show it leave it out. */
  nameEnSrc?: string | null;
};

/** Reads of the tariff tree; every query is prepared once per database. */
export function productsRepo(db: Db) {
  const sections = db.select(nodeColumns).from(tariffNodes).where(isNull(tariffNodes.parentId)).orderBy(asc(tariffNodes.position)).prepare("tree_sections");
  const children = db
    .select(nodeColumns)
    .from(tariffNodes)
    .where(eq(tariffNodes.parentId, sql.placeholder("parent")))
    .orderBy(asc(tariffNodes.position))
    .prepare("tree_children");
  const exists = db.select({ id: tariffNodes.id }).from(tariffNodes).where(eq(tariffNodes.id, sql.placeholder("id"))).prepare("tree_exists");
  const byCode = db
    .select({ ...nodeColumns, ...fullNameColumns, unit: tariffNodes.unit, parentId: tariffNodes.parentId })
    .from(tariffNodes)
    .where(and(eq(tariffNodes.code, sql.placeholder("code")), eq(tariffNodes.kind, "code10")))
    .prepare("code_node");
  const rate = db.select().from(dutyRates).where(eq(dutyRates.code, sql.placeholder("code"))).prepare("code_rate");

  return {
    sections: (): Promise<NodeRow[]> => sections.execute(),
    children: (parent: string): Promise<NodeRow[]> => children.execute({ parent }),
    exists: async (id: string) => (await exists.execute({ id })).length > 0,
    code: async (code: string) => (await byCode.execute({ code }))[0] ?? null,
    rate: async (code: string) => (await rate.execute({ code }))[0] ?? null,
    /** Ancestors of a node from its section down, the node excluded. */
    ancestors: async (parentId: string | null): Promise<NodeRow[]> => {
      if (!parentId) return [];
      const result = await db.execute(sql`
        WITH RECURSIVE chain AS (
          SELECT id, parent_id, 0 AS depth FROM tariff_nodes WHERE id = ${parentId}
          UNION ALL
          SELECT n.id, n.parent_id, c.depth + 1 FROM tariff_nodes n JOIN chain c ON n.id = c.parent_id
        )
        SELECT n.id, n.code, n.code_fmt AS "codeFmt", n.kind, n.name_ru AS "nameRu", n.name_en AS "nameEn",
               n.name_kk AS "nameKk", n.has_children AS "hasChildren"
        FROM chain c JOIN tariff_nodes n ON n.id = c.id ORDER BY c.depth DESC`);
      return result.rows as NodeRow[];
    },
    notes: async (ids: string[]) =>
      ids.length === 0 ? [] : db.select().from(ettNotes).where(sql`${ettNotes.noteId} = ANY(${sql.param(ids)}::text[])`),
  };
}
export type ProductsRepo = ReturnType<typeof productsRepo>;
