import http from "node:http";
import path from "node:path";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { isDatabaseUnavailable, isStatementCancelled, RETRY_AFTER_SECONDS } from "./db/availability.ts";
import type { Database } from "./db/connect.ts";
import { dropAllCaches, setCacheBudget } from "./http/cache.ts";
import { compression } from "./http/compression.ts";
import { requestLogFields } from "./http/log-redaction.ts";
import { costLimits, TooManyCalls } from "./http/cost-limit.ts";
import { messages, sendError } from "./http/errors.ts";
import { provideAccessCheck } from "./http/access.ts";
import { route } from "./http/route.ts";
import { localeOf, translate } from "./i18n.ts";
import { projectRoot } from "./project-root.ts";
import { dataVersion } from "./import/index.ts";
import { startPoller } from "./containers/poller.ts";
import { aiService } from "./services/ai/index.ts";
import { searchRepo } from "./services/ai/search-repo.ts";
import { searchService } from "./services/ai/search.ts";
import { apiService } from "./services/api/index.ts";
import { accessCheck } from "./services/auth/access.ts";
import { createAuthContext } from "./services/auth/context.ts";
import { authService } from "./services/auth/index.ts";
import { userService } from "./services/user/index.ts";
import { readBuildId } from "./web/build-id.ts";
import { crawlers } from "./web/crawlers.ts";
import { spa } from "./web/spa.ts";

export interface AppOptions {
  config: Config;
  database: Database;
  distDir?: string;
  logger?: boolean;
  /** The sign-in's clock; tests pass a fake one to reach expiry without waiting. */
  now?: () => Date;
}

/** The one process: four services as plugins, plus the built SPA. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: opts.config.LOG_LEVEL, serializers: { req: requestLogFields } },
    // Node's defaults let a client dribble its headers for a minute and its body for five, and look only
    // every 30 s: a few thousand such clients hold the process. Here headers and the whole request have
    // HTTP_HEADERS_TIMEOUT / HTTP_REQUEST_TIMEOUT seconds, checked every second (408, then the socket closes).
    serverFactory: (handler) =>
      http.createServer(
        {
          // Node refuses a headers timeout longer than the request's.
          headersTimeout: Math.min(opts.config.HTTP_HEADERS_TIMEOUT, opts.config.HTTP_REQUEST_TIMEOUT) * 1000,
          requestTimeout: opts.config.HTTP_REQUEST_TIMEOUT * 1000,
          connectionsCheckingInterval: 1000,
          // An idle kept-alive connection stays open longer than the client or proxy in front keeps it (nginx
          // upstream and load balancers: 60 s). With Node's 5 s, a client reusing its socket just as the server
          // closed it got ECONNRESET (seen in CI from Playwright's request client); idle sockets cost no parser.
          keepAliveTimeout: 72_000,
        },
        handler,
      ),
    bodyLimit: 1024 * 1024,
    // Behind nginx: the client's address and scheme come from X-Forwarded-For/-Proto, believed only from TRUST_PROXY peers.
    trustProxy: opts.config.TRUST_PROXY.length > 0 ? opts.config.TRUST_PROXY : false,
    // Query strings like ?a=1&a=2 become arrays; the zod contract rejects them with 422.
    routerOptions: { maxParamLength: 200 },
  });

  // Bad input is the client's mistake: 4xx with a translated message, never 5xx. A database that is away
  // is nobody's mistake and passes: 503 with Retry-After, and the process keeps serving what it can.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ path: request.routeOptions.url, code: (error as { code?: string }).code }, "database unavailable");
      return sendError(request, reply.header("retry-after", String(RETRY_AFTER_SECONDS)), 503, messages.databaseUnavailable);
    }
    // A statement PostgreSQL cancelled at DB_STATEMENT_TIMEOUT (57014) answers 503 with Retry-After, not 422:
    // the contract already bounds what a query may ask (length, words), so a valid query that overran is one
    // the server could not serve now (load, a lock, cold pages), not a mistake the client can correct; asking
    // again shortly is the right advice, and clients and balancers read 503 with Retry-After that way.
    if (isStatementCancelled(error)) {
      request.log.warn({ path: request.routeOptions.url }, "statement cancelled by the statement timeout");
      return sendError(request, reply.header("retry-after", String(RETRY_AFTER_SECONDS)), 503, messages.statementTimeout);
    }
    // An address over its limit on an expensive call (http/cost-limit.ts).
    if (error instanceof TooManyCalls) {
      const seconds = error.retryAfter;
      return sendError(request, reply.header("retry-after", String(seconds)), 429, messages.tooManyCalls, { seconds });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(request, reply, 413, messages.tooLarge);
    if (status === 415) return sendError(request, reply, 415, messages.unsupported);
    if (status >= 400 && status < 500) return sendError(request, reply, status, messages.badBody);
    request.log.error(error);
    return sendError(request, reply, 500, messages.internal);
  });

  // An import here or in another process on the same PostgreSQL makes every cached answer stale: drop them all.
  setCacheBudget(opts.config.CACHE_MAX_MB);
  const unsubscribe = opts.database.changes.subscribe("data", () => {
    dropAllCaches();
    app.log.info("data changed: caches dropped");
  });
  app.addHook("onClose", async () => unsubscribe());

  // First: it hooks each route as the route is added.
  await compression(app);

  // Liveness that names what is missing: a load balancer takes a process whose database is away out of rotation.
  route(app, "health", async (request, reply) => {
    try {
      return { status: "ok" as const, data_version: await dataVersion(opts.database.db) };
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send({ status: "unavailable" as const, dependency: "database" as const, message: translate(localeOf(request.headers.lang), messages.databaseUnavailable) });
    }
  });

  const distDir = opts.distDir ?? path.join(projectRoot, "dist");
  const build = readBuildId(distDir);
  const auth = await createAuthContext({ config: opts.config, db: opts.database.db, changes: opts.database.changes, now: opts.now ?? (() => new Date()), log: app.log });
  // Every contract route checks its access rule with the sign-in's sessions and plans.
  provideAccessCheck(app, accessCheck(auth));
  app.addHook("onClose", async () => auth.access.close());
  await app.register(authService, { prefix: "/auth/api", auth });
  await app.register(userService, { prefix: "/user/api", auth });
  // The expensive public calls' per-address limits count in the sign-in's table, with its clock.
  const costs = costLimits(opts.config, auth.limiter);
  await app.register(apiService, {
    prefix: "/api", config: opts.config, database: opts.database, build, auth, costs,
    search: searchService(searchRepo(opts.database.db)), social: auth.social.configured(),
  });
  await app.register(aiService, { prefix: "/ai", database: opts.database, costs });
  // Container events from the configured carriers' DCSA feeds, while the process runs.
  const stopPoller = startPoller(opts.database, opts.config, app.log);
  app.addHook("onClose", async () => stopPoller());
  await app.register(crawlers, { db: opts.database.db, publicUrl: opts.config.publicUrl });
  await app.register(spa, { distDir, build, publicUrl: opts.config.publicUrl });
  return app;
}
