import { useLingui } from "@lingui/react";
import { useCurrentRoute } from "../../app/routeContext.ts";
import { ROUTES } from "../../../core/routes.ts";
import { AppLink } from "../AppLink.tsx";

/** The reference section's pages: the tables, the acts behind the figures and the trade remedies. */
const SECTION = ["reference", "referenceLaws", "referenceRemedies"].map((key) => ROUTES.find((r) => r.key === key)!);

export function ReferenceNav() {
  const { i18n } = useLingui();
  const { route } = useCurrentRoute();
  return (
    <nav className="ref-nav" aria-label={i18n._({ id: "reference.nav", message: "Справочный раздел" })} data-testid="reference-nav">
      {SECTION.map((r) => (
        <AppLink key={r.key} href={r.path} className="ref-nav__link" aria-current={r.key === route.key ? "page" : undefined} data-testid={`reference-nav-${r.key}`}>
          {i18n._(r.title)}
        </AppLink>
      ))}
    </nav>
  );
}
