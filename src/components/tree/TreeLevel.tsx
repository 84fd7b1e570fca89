import { useLingui } from "@lingui/react";
import { type CSSProperties, useMemo } from "react";
import { useTreeLevel } from "../../api/tree.ts";
import type { TreeItem } from "../../../core/contract/index.ts";
import { ErrorState } from "../ErrorState.tsx";
import { useTree } from "./treeContext.ts";
import { TreeRow } from "./TreeRow.tsx";
import { WindowedList } from "./WindowedList.tsx";

/** Levels longer than this render only the rows near the viewport (chapter 84 has 86 headings). */
export const WINDOW_FROM_ROWS = 60;
/** A row's usual height on desktop, px (measured rows replace it). */
const ROW_ESTIMATE = 46;

const keyOf = (item: TreeItem) => item.id;

function SkeletonRows({ count, depth }: { count: number; depth: number }) {
  const { i18n } = useLingui();
  return (
    <div className="tree-skeleton" style={{ "--depth": depth } as CSSProperties} role="status" aria-busy="true">
      <span className="visually-hidden">{i18n._({ id: "common.loading", message: "Загрузка…" })}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="tree-skeleton-row" aria-hidden="true">
          <span className="skeleton-line skeleton-line--code" />
          <span className="skeleton-line" style={{ width: `${70 - ((i * 13) % 35)}%` }} />
        </div>
      ))}
    </div>
  );
}

/** One level of the tree: the sections (parent null) or a node's children. */
export function TreeLevel({ parent, depth }: { parent: string | null; depth: number }) {
  const { i18n } = useLingui();
  const level = useTreeLevel(parent);
  const tree = useTree();
  const items = level.data;
  // The deep link's row and open rows stay rendered wherever the page is scrolled.
  const pinned = useMemo(
    () => (items ?? []).flatMap((item, i) => (item.id === tree.target || (item.has_children && tree.isOpen(item.id)) ? [i] : [])),
    [items, tree],
  );
  if (level.isPending) return <SkeletonRows count={parent ? 3 : 10} depth={depth} />;
  if (level.isError)
    return (
      <ErrorState
        text={i18n._({ id: "tree.error", message: "Не удалось загрузить этот уровень дерева. Проверьте соединение и повторите." })}
        onRetry={() => void level.refetch()}
      />
    );
  if (level.data.length > WINDOW_FROM_ROWS)
    return (
      <WindowedList
        className="tree-list"
        items={level.data}
        getKey={keyOf}
        estimate={ROW_ESTIMATE}
        pinned={pinned}
        render={(item, i, measure) => (
          <TreeRow key={item.id} item={item} depth={depth} measure={measure} position={{ index: i + 1, of: level.data.length }} />
        )}
      />
    );
  return (
    <ul className="tree-list">
      {level.data.map((item) => (
        <TreeRow key={item.id} item={item} depth={depth} />
      ))}
    </ul>
  );
}
