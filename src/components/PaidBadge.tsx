import { useLingui } from "@lingui/react";
import { needsPermission } from "../../core/access.ts";
import type { RouteDef } from "../../core/routes.ts";

/** Whether a page's content is sold by the plans (the route table's rule, the same the rate modal reads). */
export const isPaidRoute = (route: RouteDef): boolean => needsPermission(route.access);

/** "По подписке" beside a link to a paid section, so nobody learns it only from the rate modal. */
export function PaidBadge({ route }: { route: RouteDef }) {
  const { i18n } = useLingui();
  if (!isPaidRoute(route)) return null;
  return <span className="badge badge--paid">{i18n._({ id: "badge.paid", message: "По подписке" })}</span>;
}
