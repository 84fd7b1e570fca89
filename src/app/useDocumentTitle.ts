import { useLingui } from "@lingui/react";
import { createContext, useContext, useEffect } from "react";
import type { PageHead } from "../../core/rendered-page.ts";
import { portalDescription, portalName } from "../i18n/shared.ts";

/**
 * On the server the renderer provides a sink and writes the last page head it was given into the
 * HTML's <head>; in the browser there is no sink and the document is updated after each render.
 */
export const PageHeadSink = createContext<((head: PageHead) => void) | null>(null);

/** Sets `document.title` to "<title> — <portal name>" in the current locale, and the page's description (else the portal's). */
export function useDocumentTitle(title: string, ownDescription: string | null = null): void {
  const { i18n } = useLingui();
  const suffix = i18n._(portalName);
  const full = title ? `${title} — ${suffix}` : suffix;
  const description = ownDescription ?? i18n._(portalDescription);
  const sink = useContext(PageHeadSink);
  // Render-time write, server only: effects never run there, and this sink lives for one request.
  sink?.({ title: full, description });
  useEffect(() => {
    document.title = full;
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [full, description]);
}
