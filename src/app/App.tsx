import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Switch } from "wouter";
import { Toasts } from "../components/Toasts.tsx";
import { LocaleSync } from "../i18n/LocaleSync.tsx";
import { LocaleRoutes } from "./LocaleRoutes.tsx";
import { queryClient } from "./queryClient.ts";

/** Providers and the locale split: /kk and /en are nests, everything else is Russian. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <LocaleSync />
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
      </I18nProvider>
    </QueryClientProvider>
  );
}
