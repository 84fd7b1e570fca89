import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, onSendHookHandler } from "fastify";

/** Answers below this many bytes go out as they are: compressing them saves less than it costs. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses every text answer (HTML, JSON, JS, CSS, SVG, XML, plain text) with brotli, else gzip,
 * as the request's Accept-Encoding allows, with `Vary: Accept-Encoding`; identity when it allows
 * neither. Files that the build precompressed are sent as they are (@fastify/static's preCompressed).
 * Register before any route: the plugin hooks each route as it is added.
 */
export async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESS_MIN_BYTES,
    brotliOptions: {
      params: {
        // Quality 4 of 11 for answers made per request: about gzip's speed at a smaller size, while 11 costs
        // tens of times the CPU for a few per cent. The build compresses the static files at 11 once.
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
    // No client of ours sends compressed bodies; inflating them would only let a small request grow large.
    globalDecompression: false,
  });
  completeCompression(app);
}

/**
 * Two things the plugin leaves out. It adds its onSend hook to each route as the route is added, but
 * the not-found handler is no route, and the SPA's pages come from it: a root hook (which the
 * not-found handler inherits, being registered after this) hands its answers to the hook the plugin
 * gave the routes. And it names Accept-Encoding in Vary only on the answers it compresses: a shared
 * cache would then hand an answer kept for a client that takes no compression to every client.
 */
function completeCompression(app: FastifyInstance) {
  let routeCompression: onSendHookHandler | undefined;
  app.addHook("onRoute", (route) => {
    // A route with its own `compress` options may have none or other settings: take a plain one's.
    if (routeCompression !== undefined || route.compress !== undefined) return;
    routeCompression = Array.isArray(route.onSend) ? route.onSend.at(-1) : route.onSend;
  });
  app.addHook("onSend", function (request, reply, payload, done) {
    varyOnAcceptEncoding(reply);
    if (!request.is404 || routeCompression === undefined) return done(null, payload);
    routeCompression.call(this, request, reply, payload, done);
  });
}

function varyOnAcceptEncoding(reply: FastifyReply) {
  const vary = reply.getHeader("vary");
  const names = (Array.isArray(vary) ? vary.join(",") : String(vary ?? "")).split(",").map((name) => name.trim()).filter(Boolean);
  if (names.some((name) => name === "*" || name.toLowerCase() === "accept-encoding")) return;
  reply.header("vary", [...names, "accept-encoding"].join(", "));
}
