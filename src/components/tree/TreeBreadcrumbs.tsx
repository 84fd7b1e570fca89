import { useLingui } from "@lingui/react";
import type { NodeWithPath } from "../../../core/contract/index.ts";
import { AppLink } from "../AppLink.tsx";
import { useTextLang } from "../../i18n/textLang.ts";

type Crumb = Omit<NodeWithPath, "path">;

/** How a node is named in the breadcrumbs: "Раздел XVI", "Группа 84", the code, or the line's words. */
function useCrumbLabel() {
  const { i18n } = useLingui();
  return (c: Crumb): string => {
    if (c.kind === "section") return i18n._({ id: "tree.section", message: "Раздел {n}", values: { n: c.id.replace(/^S/, "") } });
    if (c.kind === "chapter") return i18n._({ id: "tree.chapter", message: "Группа {n}", values: { n: c.code ?? "" } });
    if (c.code_fmt) return c.code_fmt;
    return c.name.length > 40 ? `${c.name.slice(0, 38).trimEnd()}…` : c.name;
  };
}

/** The deep-linked node's path from its section: each step opens the tree there. */
export function TreeBreadcrumbs({ node }: { node: NodeWithPath }) {
  const { i18n } = useLingui();
  const label = useCrumbLabel();
  const langOf = useTextLang();
  return (
    <nav className="tree-breadcrumbs" aria-label={i18n._({ id: "tree.breadcrumbs", message: "Путь к коду" })} data-testid="tree-breadcrumbs">
      <ol>
        {node.path.map((p) => (
          <li key={p.id}>
            <AppLink href={`/tree?code=${encodeURIComponent(p.id)}`} title={p.name}>
              {label(p)}
            </AppLink>
          </li>
        ))}
        <li aria-current="location">
          <span className={node.code ? "code" : undefined}>{label(node)}</span>
          {node.kind !== "section" && node.kind !== "chapter" && node.code_fmt && <span className="tree-breadcrumbs-name" lang={langOf(node.name)}> {node.name}</span>}
        </li>
      </ol>
    </nav>
  );
}
