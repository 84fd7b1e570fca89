import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import type { Layout } from "../../../core/routes.ts";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { RouteAnnouncer } from "./RouteAnnouncer.tsx";

/**
 * The three layouts of the route table share header and footer; they differ in the content
 * column: full width for the landing hero, about 1200 px by default, narrow for the card wizard.
 */
export function Shell({ layout, children }: { layout: Layout; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className={`shell shell--${layout}`}>
      <a className="skip-link" href="#main">
        {i18n._({ id: "shell.skip", message: "Перейти к содержанию" })}
      </a>
      <RouteAnnouncer />
      <Header />
      <main id="main" tabIndex={-1} className={`main main--${layout}`}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
