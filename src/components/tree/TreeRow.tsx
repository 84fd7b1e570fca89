import { useLingui } from "@lingui/react";
import { type CSSProperties, type MouseEvent, useEffect, useRef } from "react";
import type { TreeItem } from "../../contract/index.ts";
import { AppLink } from "../AppLink.tsx";
import { CopyButton } from "../CopyButton.tsx";
import { ChevronIcon } from "../icons.tsx";
import { useTree } from "./treeContext.ts";
import { TreeLevel } from "./TreeLevel.tsx";

/** Sections have a Roman numeral (in the id), chapters a two-digit number: both get a word. */
function useCodeLabel(item: TreeItem): string | null {
  const { i18n } = useLingui();
  if (item.kind === "section")
    return i18n._({ id: "tree.section", message: "Раздел {n}", values: { n: item.id.replace(/^S/, "") } });
  if (item.kind === "chapter") return i18n._({ id: "tree.chapter", message: "Группа {n}", values: { n: item.code ?? "" } });
  return null;
}

export function TreeRow({ item, depth }: { item: TreeItem; depth: number }) {
  const tree = useTree();
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
    <li className="tree-item">
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
        <span className="tree-name">{item.name}</span>
      </div>
      {open && (
        <div id={childrenId}>
          <TreeLevel parent={item.id} depth={depth + 1} />
        </div>
      )}
    </li>
  );
}
