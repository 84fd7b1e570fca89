import { createContext, useContext } from "react";
import type { RouteDef } from "../../core/routes.ts";

export interface CurrentRoute {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

export const RouteContext = createContext<CurrentRoute | null>(null);

/** The route the current page was matched by (set by PageHost). */
export function useCurrentRoute(): CurrentRoute {
  const current = useContext(RouteContext);
  if (!current) throw new Error("useCurrentRoute outside a page");
  return current;
}
