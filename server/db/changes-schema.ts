import { sql } from "drizzle-orm";
import { bigserial, date, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { CHANGE_KINDS, type ChangeKind } from "../../core/contract/changes.ts";

// What changed, computed and never typed (issue #18): each data import compares the data set it replaces
// with the new one per code; a sanctions list update does it per listed name; a container does it per
// event. The public "what changed" page, the code card's "changed on" and every user's feed read this
// one table, so N processes see the same changes and a restart loses none.

// The kinds are the contract's: GET /api/v1/changes answers them.
export { CHANGE_KINDS, type ChangeKind };

export const dataChanges = pgTable(
  "data_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** What the change is about: a line of the tree, a listed name, a container. */
    kind: text("kind").$type<ChangeKind>().notNull(),
    /** The tree line's code (digits as the tree writes them), the listed entry's id (sanction_names.entry_id), the container number. */
    ref: text("ref").notNull(),
    /** The data set (data_versions.dataset) the change came with; "containers" for tracking events. */
    dataset: text("dataset").notNull(),
    /** Which fact changed, e.g. import_duty, vat, excise, export_duty, preference, eu833, chpl, note, name, added, removed, listed, delisted, event, eta, arrival. */
    field: text("field").notNull(),
    /** The value before and after, as the page shows it (null: there was none, or there is none now). */
    was: text("was"),
    now: text("now"),
    /** From which date the new value applies, when the source says. */
    effectiveFrom: date("effective_from"),
    /** The act behind the new value (number, date, body), when there is one. */
    act: text("act"),
    /** The version of the data set (data_versions.version) or the event id that brought the change: the same import twice adds nothing. */
    version: text("version").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("data_changes_once_idx").on(t.kind, t.ref, t.field, t.dataset, t.version),
    index("data_changes_ref_idx").on(t.kind, t.ref),
    index("data_changes_changed_at_idx").on(t.changedAt),
    // The changes of codes above ten digits (EU 833 entries, CHPL tiers): few among an import's thousands, and
    // every feed reads them all since its oldest follow (watch/feed.ts).
    index("data_changes_covering_idx").on(t.changedAt).where(sql`${t.kind} = 'code' AND length(${t.ref}) < 10`),
  ],
);
