import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/connect.ts";
import type { CostLimits } from "../../http/cost-limit.ts";
import { jsonNotFound } from "../not-found.ts";
import { searchRoutes } from "./routes.ts";
import { searchRepo } from "./search-repo.ts";
import { searchService } from "./search.ts";

/** Queries of each kind (Cyrillic, Latin with a typo, a code) that bring the first search's ~300 ms to ~10 ms. */
const WARM_UP = ["телевизор", "sugr", "0401"];

/** The smart-search service, mounted at /ai. */
export async function aiService(app: FastifyInstance, opts: { database: Database; costs: CostLimits }) {
  jsonNotFound(app);
  const service = searchService(searchRepo(opts.database.db));
  searchRoutes(app, service, opts.costs);

  // Warm the database pages and the JIT in the background: readiness does not wait, closing does.
  let warming: Promise<unknown> = Promise.resolve();
  app.addHook("onReady", async () => {
    warming = (async () => { for (const q of WARM_UP) await service.search(q, 10, "ru"); })().catch((error: unknown) => app.log.warn({ error }, "search warm-up failed"));
  });
  app.addHook("onClose", async () => { await warming; });
}
