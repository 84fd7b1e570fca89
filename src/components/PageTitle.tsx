import { useLingui } from "@lingui/react";
import { useCurrentRoute } from "../app/routeContext.ts";
import { useDocumentTitle } from "../app/useDocumentTitle.ts";

/** The page's <h1> from its route's title descriptor; also sets the document title. */
export function PageTitle({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const { route } = useCurrentRoute();
  const title = i18n._(route.title);
  useDocumentTitle(title);
  return (
    <h1 data-testid="page-title" className={className ?? "page-title"}>
      {title}
    </h1>
  );
}
