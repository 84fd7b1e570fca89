import { useLingui } from "@lingui/react";
import { type CSSProperties, type MouseEvent, type Ref, useEffect, useRef, useState } from "react";
import type { TreeItem } from "../../../core/contract/index.ts";
import { AppLink } from "../AppLink.tsx";
import { CopyButton } from "../CopyButton.tsx";
import { ChevronIcon } from "../icons.tsx";
import { useTree } from "./treeContext.ts";
import { TreeLevel } from "./TreeLevel.tsx";
import { TreeNotes } from "./TreeNotes.tsx";
import { useTextLang } from "../../i18n/textLang.ts";

/** Sections have a Roman numeral (in the id), chapters a two-digit number: both get a word. */
function useCodeLabel(item: TreeItem): string | null {
  const { i18n } = useLingui();
  if (item.kind === "section")
    return i18n._({ id: "tree.section", message: "Раздел {n}", values: { n: item.id.replace(/^S/, "") } });
  if (item.kind === "chapter") return i18n._({ id: "tree.chapter", message: "Группа {n}", values: { n: item.code ?? "" } });
  return null;
}

interface RowProps {
  item: TreeItem;
  depth: number;
  /** The windowed list measures the row through this ref. */
  measure?: Ref<HTMLLIElement>;
  /** Place in a windowed list (the other rows may not be in the page). */
  position?: { index: number; of: number };
}

export function TreeRow({ item, depth, measure, position }: RowProps) {
  const { i18n } = useLingui();
  const langOf = useTextLang();
  const tree = useTree();
  const [notesOpen, setNotesOpen] = useState(false);
  const hasNotes = item.kind === "section" || item.kind === "chapter";
  const notesId = `tree-notes-${item.id}`;
  const open = item.has_children && tree.isOpen(item.id);
  const isTarget = tree.target === item.id;
  const rowRef = useRef<HTMLDivElement>(null);
  const label = useCodeLabel(item);
  const childrenId = `tree-children-${item.id}`;
  const isCode10 = item.code?.length === 10;

  // A deep link lands here: bring the row into view and put the keyboard on it.
  useEffect(() => {
    if (!isTarget || !rowRef.current) return;
    rowRef.current.scrollIntoView({ block: "center" });
    rowRef.current.querySelector<HTMLElement>("a, button")?.focus({ preventScroll: true });
  }, [isTarget]);

  // The whole row toggles for pointer users; the chevron button is the accessible control.
  const onRowClick = (e: MouseEvent) => {
    if (!item.has_children) return;
    if ((e.target as Element).closest("a, button")) return;
    if (window.getSelection()?.toString()) return; // the user is selecting text to copy
    tree.toggle(item.id);
  };

  return (
    <li className="tree-item" ref={measure} data-window-key={measure ? item.id : undefined} aria-posinset={position?.index} aria-setsize={position?.of}>
      <div
        ref={rowRef}
        className={`tree-row tree-row--${item.kind}${isTarget ? " is-target" : ""}${item.has_children ? " has-children" : ""}${!label && !item.code_fmt ? " no-code" : ""}`}
        style={{ "--depth": depth } as CSSProperties}
        data-testid={`tree-node-${item.id}`}
        onClick={onRowClick}
      >
        {item.has_children ? (
          <button
            type="button"
            className="tree-toggle"
            data-testid={`tree-toggle-${item.id}`}
            aria-expanded={open}
            aria-controls={open ? childrenId : undefined}
            aria-label={[label ?? item.code_fmt, item.name].filter(Boolean).join(" ")}
            onClick={() => tree.toggle(item.id)}
          >
            <ChevronIcon />
          </button>
        ) : (
          <span className="tree-spacer" aria-hidden="true" />
        )}
        <span className="tree-code">
          {label ? (
            <span className="tree-label">{label}</span>
          ) : item.code_fmt ? (
            <>
              {isCode10 ? (
                <AppLink href={`/custom/${item.code}`} className="code code-link">
                  {item.code_fmt}
                </AppLink>
              ) : (
                <span className="code">{item.code_fmt}</span>
              )}
              <CopyButton code={item.code_fmt} />
            </>
          ) : null}
        </span>
        <span className="tree-name">
          <span lang={langOf(item.name)}>{item.name}</span>
          {hasNotes && (
            <button
              type="button"
              className="tree-notes-toggle"
              data-testid={`tree-notes-toggle-${item.id}`}
              aria-expanded={notesOpen}
              aria-controls={notesOpen ? notesId : undefined}
              onClick={() => setNotesOpen((v) => !v)}
            >
              {item.kind === "section"
                ? i18n._({ id: "tree.notes.section", message: "Примечания к разделу" })
                : i18n._({ id: "tree.notes.chapter", message: "Примечания к группе" })}
            </button>
          )}
        </span>
      </div>
      {notesOpen && <TreeNotes id={item.id} panelId={notesId} title={[label, item.name].filter(Boolean).join(" ")} />}
      {open && (
        <div id={childrenId}>
          <TreeLevel parent={item.id} depth={depth + 1} />
        </div>
      )}
    </li>
  );
}
