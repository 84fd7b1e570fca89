import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import type { RenderedPage } from "../../core/rendered-page.ts";

/** The built render entry's surface (dist/server/entry-server.js): the only way the server reaches the views. */
interface RenderEntry {
  configure(transport: { prefixUrl: string; fetch: typeof fetch }): void;
  render(url: string): Promise<RenderedPage>;
}

/** The address the app's calls carry while rendering; never leaves the process. */
const IN_PROCESS = "http://in-process/";

/** Statuses whose answers have no body (the fetch Response refuses one). */
const BODILESS = new Set([101, 204, 205, 304]);

/** What a render's calls carry: the page's locale, and the visitor's address (the per-address limits count it). */
interface RenderScope {
  locale: string;
  address: string;
}

/**
 * A fetch that answers from this server without a socket. The page's locale and the visitor's address ride
 * in AsyncLocalStorage, because renders of different locales and visitors interleave while they wait for answers.
 */
function inProcessFetch(app: FastifyInstance, scope: AsyncLocalStorage<RenderScope>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    const store = scope.getStore();
    headers.lang = store?.locale ?? headers.lang ?? "ru";
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as "GET", url: url.pathname + url.search, headers, payload: body, ...(store ? { remoteAddress: store.address } : {}),
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(key, String(v));
    }
    return new Response(BODILESS.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: out });
  };
}

export interface PageRenderer {
  /** `address`: the visitor's (request.ip), so a page's expensive calls count against the visitor, not this server. */
  render(url: string, address: string): Promise<RenderedPage>;
}

/**
 * Loads the render entry from the build. Null when the build has no server entry (`vite build`
 * alone, or `npm run dev`).
 */
export async function loadRenderer(app: FastifyInstance, distDir: string): Promise<PageRenderer | null> {
  const file = path.join(distDir, "server", "entry-server.js");
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as RenderEntry;
  const scope = new AsyncLocalStorage<RenderScope>();
  entry.configure({ prefixUrl: IN_PROCESS, fetch: inProcessFetch(app, scope) });
  return {
    render: (url, address) => scope.run({ locale: /^\/(kk|en)(\/|$|\?)/.exec(url)?.[1] ?? "ru", address }, () => entry.render(url)),
  };
}
