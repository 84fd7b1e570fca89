import { useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { ErrorPage } from "../components/ErrorPage.tsx";
import { Shell } from "../components/layout/Shell.tsx";
import { matchPattern, ROUTES } from "../../core/routes.ts";
import { prefetchWhenIdle } from "./lazy.ts";
import { PageHost } from "./PageHost.tsx";

const NAV_KEYS = ROUTES.filter((r) => r.nav).map((r) => r.key);

/**
 * The pages of one locale (rendered inside that locale's nest, so paths here carry no prefix).
 * The layout sits outside the Switch so the header keeps its state between pages.
 */
export function LocaleRoutes() {
  const [path] = useLocation();
  const layout = ROUTES.find((r) => matchPattern(r.path, path))?.layout ?? "default";

  useEffect(() => prefetchWhenIdle(NAV_KEYS), []);

  return (
    <Shell layout={layout}>
      <Switch>
        {ROUTES.map((route) => (
          <Route key={route.key} path={route.path}>
            {(params) => <PageHost route={route} params={params} />}
          </Route>
        ))}
        <Route>
          <ErrorPage variant="notFound" />
        </Route>
      </Switch>
    </Shell>
  );
}
