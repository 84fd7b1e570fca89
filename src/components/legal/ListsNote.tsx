import { useLingui } from "@lingui/react";
import type { MeasureList } from "../../../core/contract/measures.ts";
import { ListsChecked } from "../code-card/ListsChecked.tsx";

/**
 * What the lists behind a search hold: the ones not yet compiled by name (a search over them finds nothing,
 * which says nothing), a word that the compiled ones are partial, and every list with its state.
 */
export function ListsNote({ lists }: { lists: MeasureList[] }) {
  const { i18n } = useLingui();
  const missing = lists.filter((l) => l.state === "not_compiled");
  return (
    <div className="legal-lists" data-testid="legal-lists">
      {missing.length > 0 ? (
        <p data-testid="legal-not-compiled">
          {i18n._({
            id: "legal.notCompiled",
            message: "Ещё не составлены: {lists}. Мер из этих перечней здесь нет, поэтому пустой ответ не значит, что мера не действует.",
            values: { lists: missing.map((l) => l.title).join("; ") },
          })}
        </p>
      ) : null}
      <p className="muted">
        {i18n._({
          id: "legal.partial",
          message: "Составленный перечень может быть неполным: в нём только строки, прочитанные в тексте акта по указанному адресу. Проверяйте меру по акту.",
        })}
      </p>
      <ListsChecked lists={lists} />
    </div>
  );
}
