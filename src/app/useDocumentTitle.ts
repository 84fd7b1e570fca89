import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { portalName } from "../i18n/shared.ts";

/** Sets `document.title` to "<title> — <portal name>" in the current locale. */
export function useDocumentTitle(title: string): void {
  const { i18n } = useLingui();
  const suffix = i18n._(portalName);
  useEffect(() => {
    document.title = title ? `${title} — ${suffix}` : suffix;
  }, [title, suffix]);
}
