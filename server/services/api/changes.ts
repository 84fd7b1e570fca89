import type { MessageDescriptor } from "@lingui/core";
import { and, count, desc, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ChangesBody, ChangesQuery } from "../../../core/contract/index.ts";
import type { Db } from "../../db/connect.ts";
import { dataChanges } from "../../db/schema.ts";
import { messages } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { unprocessable } from "../../http/validate.ts";
import { ttlCache } from "../../http/cache.ts";
import type { Locale } from "../../../core/routes.ts";
import { cachedSender } from "./cached-send.ts";
import { codeFullNames } from "./code-full-names.ts";
import { tradeMessages } from "./trade.ts";

// GET /v1/changes (issue #18): what the data imports computed (server/import/changes.ts), for everyone.
// The tree's changes are written only by imports, which announce themselves to every process (db/data-changes.ts)
// and so drop these answers at once: they are cached serialized like the other reference answers.

export const changesMessages = {
  code: tradeMessages.code,
  dataset: /*i18n*/ { id: "error.changes.dataset", message: "Параметр dataset: tariff_nodes, duty_rates, ett_notes, excise_items, export_duty_items, sanction_codes или chpl" },
  from: /*i18n*/ { id: "error.changes.from", message: "Параметр from: дата в виде ГГГГ-ММ-ДД" },
  to: /*i18n*/ { id: "error.changes.to", message: "Параметр to: дата в виде ГГГГ-ММ-ДД, не раньше from" },
  page: tradeMessages.page,
  limit: /*i18n*/ { id: "error.changes.limit", message: "Параметр limit: строк на странице, от 1 до 200" },
  unknown: /*i18n*/ { id: "error.changes.unknown", message: "Неизвестный параметр запроса: допустимы code, dataset, from, to, page, limit" },
} satisfies Record<string, MessageDescriptor>;

const TZ = "Asia/Almaty";

/**
 * The rows of a code prefix: its own and those below it, and those of the shorter codes that cover it (an
 * EU 833 entry or a CHPL tier on six digits applies to every line under them).
 */
function aboutCode(code: string): SQL | undefined {
  const covering = Array.from({ length: code.length - 2 }, (_, k) => code.slice(0, k + 2));
  return and(eq(dataChanges.kind, "code"), or(like(dataChanges.ref, `${code}%`), covering.length ? inArray(dataChanges.ref, covering) : undefined));
}

function where(q: ChangesQuery): SQL | undefined {
  return and(
    // Public: what the imports changed in the tariff's codes. A container's events and a listed name's
    // changes reach only those who follow them (the feed): which containers anyone tracks is nobody else's business.
    eq(dataChanges.kind, "code"),
    q.code === undefined ? undefined : aboutCode(q.code),
    q.dataset === undefined ? undefined : eq(dataChanges.dataset, q.dataset),
    // Days are Kazakhstan's: the bounds are midnights in Asia/Almaty, so the index on changed_at serves them.
    q.from === undefined ? undefined : sql`${dataChanges.changedAt} >= (${q.from}::date::timestamp at time zone ${TZ})`,
    q.to === undefined ? undefined : sql`${dataChanges.changedAt} < ((${q.to}::date + 1)::timestamp at time zone ${TZ})`,
  );
}

/** An answer a minute at most (an import drops it at once); one per locale and filter set asked. */
const TTL_MS = 60_000;

async function changesPage(db: Db, locale: Locale, q: ChangesQuery): Promise<ChangesBody> {
  const filter = where(q);
  const [rows, [total]] = await Promise.all([
    db.select().from(dataChanges).where(filter)
      .orderBy(desc(dataChanges.changedAt), desc(dataChanges.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(dataChanges).where(filter),
  ]);
  const names = await codeFullNames(db, locale, rows.map((r) => r.ref));
  return {
    data: rows.map((r) => ({
      id: r.id, kind: r.kind, ref: r.ref, name: names.get(r.ref) ?? null, dataset: r.dataset, field: r.field, was: r.was, now: r.now,
      effective_from: r.effectiveFrom, act: r.act, version: r.version, changed_at: r.changedAt.toISOString(),
    })),
    meta: { page: q.page, limit: q.limit, total: total?.n ?? 0 },
  };
}

export function changesRoutes(app: FastifyInstance, db: Db) {
  const cache = ttlCache<unknown>({ max: 2_000, ttlMs: TTL_MS });
  const send = cachedSender(<T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>, "changes");
  route(app, "changes", async (request, reply) => {
    await send("page", request, reply, request.query, (locale) => changesPage(db, locale, request.query));
    return reply;
  }, {
    invalid: unprocessable(({ issues }) => {
      const issue = issues[0];
      if (issue?.code === "unrecognized_keys") return changesMessages.unknown;
      return changesMessages[String(issue?.path[0] ?? "") as keyof typeof changesMessages] ?? messages.validation;
    }),
  });
}
