import { useEffect, useRef, useState } from "react";
import { useLocation, useRouter } from "wouter";

// Set once the first page of this visit has been shown: a remount of the shell (another locale)
// is a navigation, not a first load. Only effects touch it, so a server render never does.
let firstPageShown = false;

/** The page's main heading, or nothing while its chunk or data are still on the way. */
const mainHeading = (): HTMLElement | null => document.querySelector<HTMLElement>("#main h1");

/**
 * After an in-app navigation the browser leaves focus on the link that was clicked (or drops it to
 * <body>) and says nothing: this moves focus to the new page's heading and reads its title out in
 * a polite live region, as a full page load would. Not on the first load: the reader starts at the
 * top there, as usual.
 */
export function RouteAnnouncer() {
  const [path] = useLocation();
  const { base } = useRouter();
  const where = `${base}${path}`;
  const shownPath = useRef<string | null>(null);
  const [message, setMessage] = useState("");

  useEffect(() => {
    if (shownPath.current === where) return; // the same page again (a strict-mode re-run)
    const first = shownPath.current === null && !firstPageShown;
    shownPath.current = where;
    firstPageShown = true;
    if (first) return;

    // What had the focus when the page changed: if the reader moves it meanwhile, it stays theirs.
    const before = document.activeElement;
    const arrive = (heading: HTMLElement) => {
      const active = document.activeElement;
      if (active === before || active === document.body || active === null) {
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus();
      }
      setMessage(heading.textContent ?? "");
    };
    const now = mainHeading();
    if (now) {
      arrive(now);
      return;
    }
    // A lazy page draws its heading once its chunk has loaded: wait for it.
    const observer = new MutationObserver(() => {
      const heading = mainHeading();
      if (!heading) return;
      observer.disconnect();
      arrive(heading);
    });
    observer.observe(document.getElementById("main") ?? document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [where]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
