import { useLingui } from "@lingui/react";
import { useCallback, useMemo, useState } from "react";
import { statusOf } from "../../api/client.ts";
import { useNodePath } from "../../api/tree.ts";
import { formatCode } from "../codeFormat.ts";
import { ErrorState } from "../ErrorState.tsx";
import { TreeBreadcrumbs } from "./TreeBreadcrumbs.tsx";
import { TreeContext, type TreeState } from "./treeContext.ts";
import { TreeLevel } from "./TreeLevel.tsx";

/**
 * The ТН ВЭД tree. A deep link (`code`: a node id, i.e. a code of any length or a section
 * `SXVI`) opens the path from its section down to that node and shows it as breadcrumbs;
 * the user's own clicks override that, node by node.
 */
export function Tree({ code }: { code: string | null }) {
  const { i18n } = useLingui();
  const codePath = useNodePath(code);
  // Only what the user clicked; everything else follows the deep link.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());

  // The path opens, and so does the linked node itself (a heading shows its subheadings).
  const pathIds = useMemo(
    () => new Set(codePath.data ? [...codePath.data.path.map((p) => p.id), codePath.data.id] : []),
    [codePath.data],
  );

  const isOpen = useCallback((id: string) => toggled.get(id) ?? pathIds.has(id), [toggled, pathIds]);
  const toggle = useCallback(
    (id: string) =>
      setToggled((prev) => {
        const next = new Map(prev);
        next.set(id, !(prev.get(id) ?? pathIds.has(id)));
        return next;
      }),
    [pathIds],
  );

  const state: TreeState = useMemo(
    () => ({ isOpen, toggle, target: codePath.data ? codePath.data.id : null }),
    [isOpen, toggle, codePath.data],
  );

  return (
    <TreeContext.Provider value={state}>
      {code && codePath.isError && (
        <ErrorState
          text={
            statusOf(codePath.error) === 404
              ? i18n._({ id: "tree.codeNotFound", message: "Код {code} не найден в ТН ВЭД ЕАЭС.", values: { code: formatCode(code) } })
              : i18n._({ id: "tree.codeError", message: "Не удалось открыть путь к коду {code}.", values: { code: formatCode(code) } })
          }
          onRetry={statusOf(codePath.error) === 404 ? undefined : () => void codePath.refetch()}
        />
      )}
      {codePath.data && <TreeBreadcrumbs node={codePath.data} />}
      <div className="tree">
        <TreeLevel parent={null} depth={0} />
      </div>
    </TreeContext.Provider>
  );
}
