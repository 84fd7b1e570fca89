import { useEffect, useRef } from "react";
import type { KeyboardEvent, RefObject } from "react";

// Keyboard focus of a modal dialog: into it on open, kept inside while open, back on close.

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(",");

const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/** Focusable elements in tab order that are rendered (display: none ones have no boxes). */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/** Tab and Shift+Tab wrap around inside `dialog` instead of leaving it. */
export function trapTab(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement): void {
  const items = focusables(dialog);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Who opened each shown dialog, nearest first: a dialog opened from inside another (login →
 * registration) also keeps the outer dialog's openers, since that dialog and its button are gone
 * by the time this one closes.
 */
const openersOf = new WeakMap<Element, HTMLElement[]>();

function openersFrom(active: HTMLElement): HTMLElement[] {
  const outer = active.closest('[role="dialog"]');
  return [active, ...(outer ? (openersOf.get(outer) ?? []) : [])];
}

/**
 * Remembers the opener when the owner opens the dialog, focuses the first field once the dialog
 * is shown (the dialog itself when it has none, so a screen reader starts at its title) and
 * gives focus back to the nearest opener still on the page when it starts closing.
 */
export function useDialogFocus(dialog: RefObject<HTMLElement | null>, open: boolean, shown: boolean): void {
  const openers = useRef<HTMLElement[]>([]);

  useEffect(() => {
    // The machine mounts the dialog a render later, so the opener still has focus here.
    if (open && document.activeElement instanceof HTMLElement) openers.current = openersFrom(document.activeElement);
  }, [open]);

  useEffect(() => {
    if (!shown) return;
    const node = dialog.current;
    if (node) openersOf.set(node, openers.current);
    // An autoFocus field (or a code cell) may already have taken focus.
    if (node && !node.contains(document.activeElement)) {
      (node.querySelector<HTMLElement>(FIELD) ?? node).focus();
    }
    return () => {
      // Only give focus back if it is still ours to give: another dialog may have taken it.
      const active = document.activeElement;
      const ours = !active || active === document.body || (node?.contains(active) ?? false);
      const back = openers.current.find((el) => el.isConnected && el.getClientRects().length > 0);
      if (back && ours) back.focus();
    };
  }, [shown, dialog]);
}

let locks = 0;

/** The page behind stops scrolling while any dialog is shown (dialogs can stack). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    document.documentElement.classList.add("modal-lock");
    return () => {
      locks -= 1;
      if (locks === 0) document.documentElement.classList.remove("modal-lock");
    };
  }, [active]);
}
