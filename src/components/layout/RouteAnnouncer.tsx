import { useEffect, useRef, useState } from "react";
import { useLocation, useRouter } from "wouter";

// Set by the reader's first click, key or history step: until then every address is the first
// load (also one a page corrects itself to, as the importer card does). Module state, so a remount
// of the shell (another locale) still counts as a navigation; only effects touch it (no server render).
let readerActed = false;
const ACTS = ["pointerdown", "keydown", "popstate"] as const;

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
    if (readerActed) return;
    const acted = () => {
      readerActed = true;
    };
    for (const type of ACTS) window.addEventListener(type, acted, { capture: true, once: true });
    return () => {
      for (const type of ACTS) window.removeEventListener(type, acted, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (shownPath.current === where) return; // the same page again (a strict-mode re-run)
    shownPath.current = where;
    if (!readerActed) return;

    const arrive = (heading: HTMLElement) => {
      // Focus the page itself put somewhere (a field it focuses, an open dialog) stays there; focus
      // left on the header's link or dropped to <body> by the old page goes to the new heading.
      const active = document.activeElement;
      const placed = active !== null && active !== document.body && (document.getElementById("main")?.contains(active) || active.closest('[role="dialog"]'));
      if (!placed) {
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
