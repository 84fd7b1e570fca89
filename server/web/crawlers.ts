import type { FastifyInstance, FastifyReply } from "fastify";
import { LOCALES } from "../../core/routes.ts";
import type { Db } from "../db/connect.ts";
import { robotsTxt } from "./crawl-policy.ts";
import { SITEMAP_INDEX_PATH, localeSitemapPath, sitemapSource } from "./sitemaps.ts";

/** Crawlers read these a few times a day; an hour keeps proxies from asking for each one. */
const CACHE_CONTROL = "public, max-age=3600";

const sendXml = (reply: FastifyReply, xml: Buffer) => reply.header("cache-control", CACHE_CONTROL).type("application/xml; charset=utf-8").send(xml);

/**
 * GET /robots.txt, and GET /sitemap.xml: a sitemap index of /sitemap-ru.xml, /sitemap-kk.xml and
 * /sitemap-en.xml, with absolute addresses from PUBLIC_URL. Register before the SPA, whose
 * not-found handler would otherwise answer these paths with the app.
 */
export async function crawlers(app: FastifyInstance, opts: { db: Db; publicUrl: string }) {
  const origin = opts.publicUrl.replace(/\/+$/, "");
  const robots = robotsTxt(origin);
  app.get("/robots.txt", async (_request, reply) => reply.header("cache-control", CACHE_CONTROL).type("text/plain; charset=utf-8").send(robots));

  const sitemaps = sitemapSource(opts.db, origin);
  app.get(SITEMAP_INDEX_PATH, async (_request, reply) => sendXml(reply, (await sitemaps()).index));
  for (const locale of LOCALES) {
    app.get(localeSitemapPath(locale), async (_request, reply) => sendXml(reply, (await sitemaps()).byLocale[locale]));
  }
}
