import { dataChanges, type ChangeKind } from "../db/changes-schema.ts";
import type { Tx } from "./load.ts";

/**
 * How a data set tells what it holds per tree code (or per listed entry), as the page prints it, so an
 * import can compare the rows it replaces with the new ones (issue #18): `read` maps each ref to its text.
 */
export interface CodeFacts {
  /** What the refs are: tree codes unless said otherwise (a sanctions list's entries). */
  kind?: ChangeKind;
  /** The data_changes field a differing text is written as (e.g. import_duty, name). */
  field: string;
  /** Whether a code that appears or disappears is the tree gaining or losing a line (added/removed) rather than a value changing from or to none. */
  tree?: boolean;
  /** The fields an entry that appears or disappears is written as, when the data set is a list of entries (listed/delisted). */
  appears?: { added: string; removed: string };
  read(db: Tx): Promise<Map<string, string>>;
}

export type CodeChange = Pick<typeof dataChanges.$inferInsert, "ref" | "field" | "was" | "now">;

/** The differences between two readings of a data set, in code order. */
export function diffCodeFacts(facts: Pick<CodeFacts, "field" | "tree" | "appears">, before: Map<string, string>, after: Map<string, string>): CodeChange[] {
  const changes: CodeChange[] = [];
  for (const code of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const was = before.get(code) ?? null;
    const now = after.get(code) ?? null;
    if (was === now) continue;
    const appears = facts.appears ?? (facts.tree ? { added: "added", removed: "removed" } : null);
    const field = !appears ? facts.field : was === null ? appears.added : now === null ? appears.removed : facts.field;
    changes.push({ ref: code, field, was, now });
  }
  return changes;
}

const BATCH = 1000;

/** Writes the changes of one import; a version already written adds nothing (the once index). */
export async function writeCodeChanges(db: Tx, dataset: string, version: string, changes: CodeChange[], kind: ChangeKind = "code"): Promise<void> {
  for (let i = 0; i < changes.length; i += BATCH) {
    const rows = changes.slice(i, i + BATCH).map((c) => ({ ...c, kind, dataset, version }));
    await db.insert(dataChanges).values(rows).onConflictDoNothing();
  }
}
