import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/connect.ts";
import { dataVersion } from "../../import/index.ts";
import { productsRepo } from "./products-repo.ts";
import { productRoutes } from "./products.ts";
import { SIBLING_SERVICES, siblingUrl } from "./site.ts";
import { openApiDocument } from "../../openapi.ts";
import { jsonNotFound } from "../not-found.ts";

/** The main API, mounted at /api. */
export async function apiService(app: FastifyInstance, opts: { config: Config; database: Database }) {
  const { config, database } = opts;
  jsonNotFound(app);
  productRoutes(app, productsRepo(database.db));

  app.get("/v1/site", async () => ({
    data: {
      mode: config.APP_MODE,
      services: SIBLING_SERVICES.map((id) => ({ id, url: siblingUrl(config, id) })),
      data_version: await dataVersion(database.db),
    },
  }));

  const document = openApiDocument();
  app.get("/openapi.json", async () => document);
}
