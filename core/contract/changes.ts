import { z } from "zod";
import { CHANGE_DATASETS } from "./change-datasets.ts";
import { isoDate } from "./code-info.ts";
import { errorBody, type Endpoint } from "./common.ts";
import { fullName } from "./products.ts";
import { filters } from "./trade.ts";

// What changed (issue #18): the differences each data import computed per code (server/import/changes.ts),
// public, newest first. The "what changed" page, the code card and other tools read them here.

/** What a change is about: a line of the tree, a listed name, a container (data_changes.kind). */
export const CHANGE_KINDS = ["code", "sanctions_entry", "container"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const CHANGES_MAX_LIMIT = 200;

/** Every filter is optional; a parameter not listed here is refused, so a misspelt filter never reads as "no filter". */
export const changesQuery = z
  .strictObject({
    /** Code prefix, 2–10 digits: the changes of the code and of every code below it. */
    code: filters.code,
    dataset: z.enum(CHANGE_DATASETS).optional(),
    /** Recorded on or after this day, and on or before `to` (days in Asia/Almaty). */
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(CHANGES_MAX_LIMIT).default(50),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { path: ["to"], error: "to before from" });
export type ChangesQuery = z.infer<typeof changesQuery>;

export const changeRow = z.object({
  id: z.number().int(),
  /** What the change is about: a line of the tree for the imports. */
  kind: z.enum(CHANGE_KINDS),
  /** The code as the data set writes it. */
  ref: z.string(),
  /** The code's name as it reads alone, in the `lang` locale (`full_name`); null when the tariff no longer has the code. */
  name: fullName.nullable(),
  dataset: z.string(),
  /** import_duty, name, added, removed, eu833, chpl… */
  field: z.string(),
  /** Before and after as the code card shows them; null: there was none, or there is none now. */
  was: z.string().nullable(),
  now: z.string().nullable(),
  /** YYYY-MM-DD the new value applies from, when the source says. */
  effective_from: z.string().nullable(),
  act: z.string().nullable(),
  /** The data set version that brought it. */
  version: z.string(),
  /** When the import recorded it (ISO 8601). */
  changed_at: z.string(),
});
export type ChangeRow = z.infer<typeof changeRow>;

export const changesBody = z.object({
  data: z.array(changeRow),
  meta: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});
export type ChangesBody = z.infer<typeof changesBody>;

export const changesEndpoints = {
  changes: {
    method: "GET", path: "/api/v1/changes", tag: "api", access: "everyone",
    summary: "What the data imports changed per code (import duty, ETT notes, excise, export duty, tree names, codes added and removed, EU 833 annexes, CHPL tiers), newest first; filters code prefix, dataset, from/to day (Asia/Almaty), paged",
    query: changesQuery, responses: { 200: changesBody, 422: errorBody },
  },
} as const satisfies Record<string, Endpoint>;
