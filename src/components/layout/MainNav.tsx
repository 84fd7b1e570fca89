import { useLingui } from "@lingui/react";
import { useLocation } from "wouter";
import { ROUTES } from "../../../core/routes.ts";
import { AppLink } from "../AppLink.tsx";

const NAV = ROUTES.filter((r) => r.nav);

/** The section navigation: routes marked `nav` in the route table. */
export function MainNav() {
  const { i18n } = useLingui();
  const [path] = useLocation();
  return (
    <nav className="section-nav" aria-label={i18n._({ id: "header.nav", message: "Разделы" })}>
      <ul>
        {NAV.map((r) => {
          const active = path === r.path || path.startsWith(`${r.path}/`);
          return (
            <li key={r.key}>
              <AppLink href={r.path} aria-current={active ? "page" : undefined}>
                {i18n._(r.title)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
