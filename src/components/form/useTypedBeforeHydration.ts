import { type RefObject, useLayoutEffect } from "react";

/**
 * Hands a server-rendered field's text to `type` (the handler its keystrokes call) at mount, when it
 * differs from `value`, what the field's state holds. A reader on a slow phone types into the server's
 * HTML before the page has hydrated, or before a part that comes to life at the first interaction
 * (`lazyUntilInteraction`) has loaded: React keeps that text on screen at hydration but no change event
 * ever told the state, so Enter or the button used the old value and the next render put it back.
 * On a field the browser mounted itself the two agree and nothing is sent.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, value: string, type: (text: string) => void): void {
  useLayoutEffect(() => {
    const field = ref.current;
    // A half-typed date reports "" (badInput): sending that would wipe what is on screen.
    if (!field || field.validity.badInput || field.value === value) return;
    type(field.value);
    // Only at mount: from then on the field's own change events carry the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
