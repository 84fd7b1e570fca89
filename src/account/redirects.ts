import { getJson } from "../api/client.ts";
import { parentDomain } from "./cookies.ts";

/** The id of a company basic-info page (`/counterparty/main/company/{id}/basic-info`), else null. */
export function companyIdOf(pathname: string): string | null {
  return /\/counterparty\/main\/company\/([^/]+)\/basic-info\/?$/.exec(pathname)?.[1] ?? null;
}

/**
 * Where a `redirect` query parameter may send the user: a path of this site, or an address on
 * the parent domain the sections share. Anything else (another site, `javascript:`) is refused,
 * so a crafted link cannot turn the login into a phishing hop.
 */
export function safeRedirect(target: string, location: Pick<Location, "origin" | "hostname">): string | null {
  if (target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\")) return target;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.origin === location.origin) return url.href;
  const shared = parentDomain(location.hostname);
  return shared && (url.hostname === shared || url.hostname.endsWith(`.${shared}`)) ? url.href : null;
}

/** The counterparty (pk) site's address, from the server's list of sibling sections. */
export async function pkSiteUrl(): Promise<string> {
  const site = await getJson("site");
  return site.data.services.find((s) => s.id === "pk")?.url ?? "";
}
