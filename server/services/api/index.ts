import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/connect.ts";
import type { CostLimits } from "../../http/cost-limit.ts";
import { dataVersion } from "../../import/index.ts";
import { notesRoutes, tariffAsOf } from "./notes.ts";
import { productsRepo } from "./products-repo.ts";
import { productRoutes } from "./products.ts";
import { codeInfoRepo } from "./code-info-repo.ts";
import { codeInfoRoutes } from "./code-info.ts";
import { calculatorService } from "./calculator/index.ts";
import { loadExportDuties } from "./export-duties.ts";
import { lookupRoutes } from "./lookups.ts";
import { textSearchRoutes } from "./text-search.ts";
import { lookupsRepo } from "./lookups-repo.ts";
import { sanctionsRepo } from "./sanctions-repo.ts";
import { sanctionsRoutes } from "./sanctions.ts";
import { operatorInfo, SIBLING_SERVICES, siblingUrl } from "./site.ts";
import { openApiDocument } from "../../openapi.ts";
import { jsonNotFound } from "../not-found.ts";
import { containersRepo } from "./containers-repo.ts";
import { containerRoutes } from "./containers.ts";
import { mapRoutes } from "./maps.ts";
import { tradeRepo } from "./trade-repo.ts";
import { tradeRoutes } from "./trade.ts";
import type { AuthContext } from "../auth/context.ts";
import type { SearchService } from "../ai/search.ts";
import { route } from "../../http/route.ts";
import { importerCardRoutes } from "./importer-card/routes.ts";
import { paymentRoutes } from "./payments/routes.ts";
import { tradeGeoRoutes } from "./trade-geo.ts";
import { tradeProductsRoutes } from "./trade-products.ts";
import { logisticsRoutes } from "./logistics.ts";
import { legalSearchRoutes } from "./legal-search.ts";
import { changesRoutes } from "./changes.ts";

/**
 * The main API, mounted at /api. `build` is the served client's build id (server/web/build-id.ts); the app hands in
 * what other services own: the sign-in for the importer card, the search for the tariff look-ups, the configured
 * social sign-ins for /v1/site.
 */
export async function apiService(
  app: FastifyInstance,
  opts: { config: Config; database: Database; build: string; auth: AuthContext; costs: CostLimits; search: SearchService; social: string[] },
) {
  const { config, database, costs, search, social } = opts;
  jsonNotFound(app);
  productRoutes(app, productsRepo(database.db));
  codeInfoRoutes(app, codeInfoRepo(database.db));
  calculatorService(app, { config, db: database.db, costs });
  const lookups = lookupsRepo(database.db);
  lookupRoutes(app, { repo: lookups, search, exportDuties: () => loadExportDuties(database.db), costs });
  textSearchRoutes(app, { db: database.db, lookups, costs });
  notesRoutes(app, database.db);
  containerRoutes(app, { repo: containersRepo(database.db), database, config });
  mapRoutes(app);
  sanctionsRoutes(app, sanctionsRepo(database.db), costs);
  tradeRoutes(app, tradeRepo(database.db));
  tradeGeoRoutes(app, database.db);
  tradeProductsRoutes(app, database.db);
  logisticsRoutes(app, database.db);
  importerCardRoutes(app, { auth: opts.auth, config });
  paymentRoutes(app, { auth: opts.auth, config });
  changesRoutes(app, database.db);
  legalSearchRoutes(app, database.db);

  route(app, "site", async () => ({
    data: {
      mode: config.APP_MODE,
      services: SIBLING_SERVICES.map((id) => ({ id, url: siblingUrl(config, id) })),
      data_version: await dataVersion(database.db),
      tariff_as_of: await tariffAsOf(database.db),
      social,
      maps: { yandex_key: config.YANDEX_MAPS_KEY ?? null },
      analytics: { gtm_id: config.GTM_ID ?? null },
      operator: operatorInfo(config),
    },
  }));

  // Polled by every open page (hourly): never cached, or a page would miss a deployment.
  route(app, "build", async (_request, reply) => {
    void reply.header("cache-control", "no-store");
    return { data: { build: opts.build } };
  });

  const document = openApiDocument();
  app.get("/openapi.json", async () => document);
}
