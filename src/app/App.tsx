import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { Route, Router, Switch, useLocation } from "wouter";
import { readSignedInMark } from "../account/cookies.ts";
import { AccountProvider } from "../account/AccountProvider.tsx";
import { Toasts } from "../components/Toasts.tsx";
import { LocaleSync } from "../i18n/LocaleSync.tsx";
import { needsPermission } from "../../core/access.ts";
import { findRoute } from "../../core/routes.ts";
import { ClientOnly } from "./ClientOnly.tsx";
import { useInteracted } from "./interaction.ts";
import { LocaleRoutes } from "./LocaleRoutes.tsx";

// The hourly new-build check (spec §9) starts after the first render, off the critical path.
const NewBuildCheck = lazy(() => import("./NewBuildCheck.tsx"));
// The rate modal's statechart watches the session and the page; it too starts after the first render.
const RateModalHost = lazy(() => import("../account/RateModalHost.tsx").then((m) => ({ default: m.RateModalHost })));
// Page views to Google Tag Manager (when configured) likewise, so the tag never delays the first paint.
const AnalyticsTag = lazy(() => import("../analytics/AnalyticsTag.tsx"));

/** Browser-only parts: rendered after hydration, never on the server. */
function AfterHydration({ children }: { children: ReactNode }) {
  return (
    <ClientOnly>
      <Suspense fallback={null}>{children}</Suspense>
    </ClientOnly>
  );
}

/**
 * Browser-only parts that nothing on the page needs until the visitor does something (toasts follow
 * actions, the new-build check is hourly): they load at the first interaction, or at once where
 * `now` says the page needs them (the rate modal on a paid page, for a signed-in user).
 */
function AfterInteraction({ now = false, children }: { now?: boolean; children: ReactNode }) {
  const interacted = useInteracted();
  return <AfterHydration>{interacted || now ? children : null}</AfterHydration>;
}

/** Whether the address is a page whose rule wants a permission, where the rate modal may open at once (outside the locale nests: full path). */
function usePaidPage(): boolean {
  const [location] = useLocation();
  return needsPermission(findRoute(location)?.route.access ?? "everyone");
}

function RateModalWhenNeeded() {
  // The modal is for signed-in users without the foreign-trade permissions (spec §2): a browser without
  // the sign-in mark has nobody to show it to, so its statechart waits for the first interaction there.
  return (
    <AfterInteraction now={usePaidPage() && typeof document !== "undefined" && readSignedInMark()}>
      <RateModalHost />
    </AfterInteraction>
  );
}

export interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  /** The server renders one address; the browser follows its own. */
  ssr?: { path: string; search: string };
}

/** Providers and the locale split: /kk and /en are nests, everything else is Russian. */
export function App({ i18n, queryClient, ssr }: AppProps) {
  const routes = (
    <Switch>
      <Route path="/kk" nest>
        <LocaleRoutes />
      </Route>
      <Route path="/en" nest>
        <LocaleRoutes />
      </Route>
      <Route>
        <LocaleRoutes />
      </Route>
    </Switch>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <Router ssrPath={ssr?.path} ssrSearch={ssr?.search}>
          <LocaleSync />
          <AccountProvider>
            {routes}
            <AfterInteraction>
              <Toasts />
            </AfterInteraction>
            <RateModalWhenNeeded />
          </AccountProvider>
          <AfterInteraction>
            <NewBuildCheck />
          </AfterInteraction>
          <AfterHydration>
            <AnalyticsTag />
          </AfterHydration>
        </Router>
      </I18nProvider>
    </QueryClientProvider>
  );
}
