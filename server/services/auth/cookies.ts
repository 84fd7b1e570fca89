import type { FastifyReply, FastifyRequest } from "fastify";

/** The value of one cookie of the request, if present. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  secure: boolean;
  /** Seconds; absent: a browser-session cookie; 0: delete. */
  maxAge?: number;
  /** A mark with no secret in it that the page's scripts may read (every other cookie is HttpOnly). */
  readable?: boolean;
}

/** HttpOnly unless `readable`, and always SameSite=Lax: no cross-site form sends it. */
export function setCookie(reply: FastifyReply, name: string, value: string, opts: CookieOptions) {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${opts.path}`, ...(opts.readable ? [] : ["HttpOnly"]), "SameSite=Lax"];
  if (opts.secure) parts.push("Secure");
  if (opts.maxAge !== undefined) parts.push(`Max-Age=${opts.maxAge}`);
  reply.header("set-cookie", parts.join("; "));
}

export const clearCookie = (reply: FastifyReply, name: string, opts: Omit<CookieOptions, "maxAge" | "readable">) =>
  setCookie(reply, name, "", { ...opts, maxAge: 0 });
