import { useLingui } from "@lingui/react";
import { useCurrentRoute } from "../app/routeContext.ts";
import { useDocumentTitle } from "../app/useDocumentTitle.ts";

/** A page's own words for the document head, when its data says more than its route (a code card). */
export interface HeadWords {
  title: string;
  description: string;
}

/**
 * The page's <h1> from its route's title descriptor; also sets the document title and the meta
 * description (the route's, else the portal's), or the page's own `head` once its data is there.
 */
export function PageTitle({ className, head }: { className?: string; head?: HeadWords | null }) {
  const { i18n } = useLingui();
  const { route } = useCurrentRoute();
  const title = i18n._(route.title);
  useDocumentTitle(head?.title ?? title, head?.description ?? (route.description ? i18n._(route.description) : null));
  return (
    <h1 data-testid="page-title" className={className ?? "page-title"}>
      {title}
    </h1>
  );
}
