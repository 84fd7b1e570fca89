import { useLingui } from "@lingui/react";
import { Suspense, useMemo } from "react";
import { ErrorPage } from "../components/ErrorPage.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";
import type { RouteDef } from "../../core/routes.ts";
import { MarkHydrated } from "./ClientOnly.tsx";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { SCREENS } from "./lazy.ts";
import { RouteContext } from "./routeContext.ts";

function PageSkeleton() {
  const { i18n } = useLingui();
  return (
    <div className="page-skeleton">
      <span className="skeleton-line skeleton-line--title" aria-hidden="true" />
      <SkeletonLines count={4} label={i18n._({ id: "common.loading", message: "Загрузка…" })} />
    </div>
  );
}

/** Renders one route's lazy page with its route context, a skeleton while the chunk loads,
 *  and the error page if the page fails. */
export function PageHost({ route, params }: { route: RouteDef; params: Record<string, string | undefined> }) {
  const Page = SCREENS[route.key];
  const current = useMemo(() => ({ route, params }), [route, params]);
  return (
    <RouteContext.Provider value={current}>
      <ErrorBoundary fallback={<ErrorPage variant="server" />}>
        <Suspense fallback={<PageSkeleton />}>
          {Page ? <Page /> : <ErrorPage variant="server" />}
          <MarkHydrated />
        </Suspense>
      </ErrorBoundary>
    </RouteContext.Provider>
  );
}
