import type { MessageDescriptor } from "@lingui/core";
import { ROUTES, type RouteDef } from "../../core/routes.ts";

/** A route of the table by key (throws on a typo, so it fails in the first test run). */
export function routeByKey(key: string): RouteDef {
  const route = ROUTES.find((r) => r.key === key);
  if (!route) throw new Error(`Unknown route key "${key}"`);
  return route;
}

/** The title descriptor of a route key, for links that name another page. */
export function routeTitle(key: string): MessageDescriptor {
  return routeByKey(key).title;
}
