import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { AccountProvider } from "../account/AccountProvider.tsx";
import { Toasts } from "../components/Toasts.tsx";
import { LocaleSync } from "../i18n/LocaleSync.tsx";
import { LocaleRoutes } from "./LocaleRoutes.tsx";
import { queryClient } from "./queryClient.ts";

// The hourly new-build check (spec §9) starts after the first render, off the critical path.
const NewBuildCheck = lazy(() => import("./NewBuildCheck.tsx"));
// The rate modal's statechart watches the session and the page; it too starts after the first render.
const RateModalHost = lazy(() => import("../account/RateModalHost.tsx").then((m) => ({ default: m.RateModalHost })));
// Page views to Google Tag Manager (when configured) likewise, so the tag never delays the first paint.
const AnalyticsTag = lazy(() => import("../analytics/AnalyticsTag.tsx"));

/** Providers and the locale split: /kk and /en are nests, everything else is Russian. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <LocaleSync />
        <AccountProvider>
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
          <Toasts />
          <Suspense fallback={null}>
            <RateModalHost />
          </Suspense>
        </AccountProvider>
        <Suspense fallback={null}>
          <NewBuildCheck />
        </Suspense>
        <Suspense fallback={null}>
          <AnalyticsTag />
        </Suspense>
      </I18nProvider>
    </QueryClientProvider>
  );
}
