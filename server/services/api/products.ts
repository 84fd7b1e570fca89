import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { type codeBody, type treeBody } from "../../../core/contract/index.ts";
import type { Locale } from "../../../core/routes.ts";
import { route } from "../../http/route.ts";
import { ttlCache } from "../../http/cache.ts";
import { messages, sendError } from "../../http/errors.ts";
import { unprocessable } from "../../http/validate.ts";
import { localeOf } from "../../i18n.ts";
import { localName } from "./names.ts";
import type { NodeRow, ProductsRepo } from "./products-repo.ts";

type Kind = z.infer<typeof treeBody>["data"][number]["kind"];
type Duty = NonNullable<z.infer<typeof codeBody>["data"]["import_duty"]>;

function item(locale: Locale, row: NodeRow) {
  return { id: row.id, code: row.code, code_fmt: row.codeFmt, kind: row.kind as Kind, name: localName(locale, row), has_children: row.hasChildren };
}

/** GET /v1/products/tree and /v1/products/code. */
export function productRoutes(app: FastifyInstance, repo: ProductsRepo) {
  // The tree is read on every expand and changes only on import: keep recent levels in memory.
  const levels = ttlCache<NodeRow[] | null>({ max: 20_000, ttlMs: 60_000 });
  const level = (parent: string | undefined) =>
    levels.get(parent ?? "", async () => {
      if (!parent) return repo.sections();
      const rows = await repo.children(parent);
      return rows.length === 0 && !(await repo.exists(parent)) ? null : rows;
    });

  route(app, "productsTree", async (request, reply) => {
    const { query } = request;
    const locale = localeOf(request.headers.lang);
    const rows = await level(query.parent);
    if (!rows) return sendError(request, reply, 404, messages.nodeNotFound, { id: query.parent });
    return { data: rows.map((r) => item(locale, r)) };
  });

  // A code card reads four tables; like the tree, its rows change only on import.
  const cards = ttlCache<Awaited<ReturnType<typeof loadCard>>>({ max: 20_000, ttlMs: 60_000 });
  async function loadCard(code: string) {
    const node = await repo.code(code);
    if (!node) return null;
    const [path, rate] = await Promise.all([repo.ancestors(node.parentId), repo.rate(code)]);
    const notes = rate ? await repo.notes(rate.ettNotes) : [];
    return { node, path, rate, notes };
  }

  route(app, "productsCode", async (request, reply) => {
    const { query } = request;
    const locale = localeOf(request.headers.lang);
    const card = await cards.get(query.code, () => loadCard(query.code));
    if (!card) return sendError(request, reply, 404, messages.codeNotFound, { code: query.code });
    const { node, path, rate, notes } = card;
    const importDuty: Duty | null = rate && {
      text: rate.rateRaw,
      type: rate.rateType as Duty["type"],
      ad_valorem: rate.advalPct,
      specific:
        rate.specAmount !== null && rate.specCurrency && rate.specPerUnit
          ? { amount: rate.specAmount, currency: rate.specCurrency, per_qty: rate.specPerQty ?? 1, unit: rate.specPerUnit }
          : null,
      notes: rate.ettNotes.map((id) => {
        const note = notes.find((n) => n.noteId === id);
        // Notes scoped to Russia never apply to goods imported into Kazakhstan.
        return { id, text: note?.textRu ?? null, status: note?.status ?? "text_missing_in_source", applies_to_kz: note?.memberStateScope !== "RU" };
      }),
    };
    return {
      data: {
        code: query.code,
        code_fmt: node.codeFmt ?? query.code,
        name: localName(locale, node),
        path: path.map((r) => { const { has_children: _c, ...p } = item(locale, r); return p; }),
        unit: node.unit,
        import_duty: importDuty,
      },
    };
  }, { invalid: unprocessable(messages.codeMalformed) });
}
