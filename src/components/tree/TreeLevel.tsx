import { useLingui } from "@lingui/react";
import type { CSSProperties } from "react";
import { useTreeLevel } from "../../api/tree.ts";
import { ErrorState } from "../ErrorState.tsx";
import { TreeRow } from "./TreeRow.tsx";

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
  if (level.isPending) return <SkeletonRows count={parent ? 3 : 10} depth={depth} />;
  if (level.isError)
    return (
      <ErrorState
        text={i18n._({ id: "tree.error", message: "Не удалось загрузить этот уровень дерева. Проверьте соединение и повторите." })}
        onRetry={() => void level.refetch()}
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
