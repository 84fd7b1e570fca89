import type { ReactNode } from "react";

/**
 * A box that scrolls on its own (wide code, a wide table): it takes the keyboard focus (Tab, then
 * the arrow keys scroll it; WCAG 2.1.1) and names itself as a region, so a screen reader says what it holds.
 */
export function ScrollArea({ as: Tag = "pre", label, className, children }: { as?: "pre" | "div"; label: string; className?: string; children: ReactNode }) {
  return (
    <Tag tabIndex={0} role="region" aria-label={label} className={className}>
      {children}
    </Tag>
  );
}
