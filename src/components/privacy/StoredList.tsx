import { useLingui } from "@lingui/react";
import type { StoredItem } from "./cookies.ts";

/** One cookie or storage key a line: its name, what it is for, how long it lives. */
export function StoredList({ items }: { items: readonly StoredItem[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="stored-list">
      {items.map((item) => (
        <li key={item.name}>
          <code>{item.name}</code> — {i18n._(item.purpose)}{" "}
          <span className="muted">
            {i18n._({ id: "privacy.lifetime", message: "Срок: {lifetime}.", values: { lifetime: i18n._(item.lifetime) } })}
          </span>
        </li>
      ))}
    </ul>
  );
}
