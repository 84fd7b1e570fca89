import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { findRoute, splitLocale } from "../../core/routes.ts";
import { isBot } from "./bots.ts";
import { headTags, parseTemplate } from "./page-html.ts";
import { routeAssets } from "./route-assets.ts";
import { acceptedEncoding, type FinishedPage, pageCache } from "./page-cache.ts";
import { loadRenderer } from "./ssr.ts";

/** Where the four services live: never a page. */
export const SERVICE_PREFIXES: readonly string[] = ["/api/", "/auth/api/", "/user/api/", "/ai/"];

/**
 * Serves the built app: every page rendered to HTML on the server (the browser hydrates it), hashed
 * assets cached for a year, HTML never cached. Paths outside the route table get the error page
 * with status 404. The page carries `<meta name="build">` with the build id (server/web/build-id.ts).
 * Without the server build, or when rendering fails, the page goes out as the empty shell the
 * browser fills alone, as before server rendering.
 */
export async function spa(app: FastifyInstance, opts: { distDir: string; build: string; publicUrl: string }) {
  const indexFile = path.join(opts.distDir, "index.html");
  const built = existsSync(indexFile);
  // The page learns its build id here; it polls GET /api/v1/build for a newer one.
  const indexHtml = built ? readFileSync(indexFile, "utf8").replace("</head>", `<meta name="build" content="${opts.build}"></head>`) : "";

  if (built) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: "/",
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside its text files (build/precompress.ts): sent as they are.
      preCompressed: true,
      // Vite names files under assets/ by content hash, so they never change.
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  const renderer = built ? await loadRenderer(app, opts.distDir) : null;
  const template = renderer ? parseTemplate(indexHtml) : null;
  const assetsOf = routeAssets(opts.distDir);

  const pages = pageCache();

  /** The page as the server renders it, or null when it cannot (the browser then renders the shell). */
  const renderPage = async (request: FastifyRequest, pathname: string, status: number): Promise<FinishedPage | null> => {
    if (!renderer || !template) return null;
    const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?") + 1) : "";
    const url = search ? `${pathname}?${search}` : pathname;
    try {
      return await pages.get(`${status} ${url}`, async () => {
        const page = await renderer.render(url, request.ip);
        // A part React could not render on the server renders in the browser; say which, once per page.
        for (const error of page.errors) request.log.warn({ err: error, path: pathname }, "server rendering left a part to the browser");
        // Private pages and the error page are rendered but kept out of search engines.
        const indexable = status === 200 && findRoute(pathname)?.route.section !== "profile";
        return template.fill({
          lang: page.locale,
          head: headTags(page, opts.publicUrl, pathname, search, indexable),
          ...assetsOf(page.routeKey),
          root: page.html,
          state: page.state,
        });
      });
    } catch (error) {
      request.log.warn({ err: error, path: pathname }, "server rendering failed; the page goes out as the shell");
      return null;
    }
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string, status: number) => {
    if (!built) return reply.code(503).type("text/plain; charset=utf-8").send("The client is not built: run `npm run build`.\n");
    reply.code(status).header("cache-control", "no-cache").type("text/html; charset=utf-8");
    const page = await renderPage(request, pathname, status);
    if (!page) return reply.send(indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${splitLocale(pathname).locale}"`));
    // Compressed once per page and kept: the hot path writes a buffer (on-the-fly compression leaves it alone).
    const encoding = acceptedEncoding(request.headers["accept-encoding"]);
    if (!encoding) return reply.send(page.html);
    return reply.header("content-encoding", encoding).header("vary", "accept-encoding").send(await page.body(encoding));
  };

  app.setNotFoundHandler(async (request, reply) => {
    const raw = request.url.split("?")[0] ?? "/";
    let pathname = raw;
    try {
      pathname = decodeURI(raw);
    } catch {
      // A malformed escape is still just an unknown path.
    }
    if (SERVICE_PREFIXES.some((p) => pathname.startsWith(p)) || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send({ message: "Not Found" });
    }
    const found = findRoute(pathname);
    if (found) return sendIndex(request, reply, pathname, 200);
    if (isBot(request.headers["user-agent"])) return reply.code(404).type("text/plain; charset=utf-8").send("Not Found\n");
    return sendIndex(request, reply, pathname, 404);
  });
}
