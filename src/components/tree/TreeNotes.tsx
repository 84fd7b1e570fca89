import { useLingui } from "@lingui/react";
import { useTariffNotes } from "../../api/tree.ts";
import { ErrorState } from "../ErrorState.tsx";

/** The notes of a section or chapter under its row, loaded when opened. */
export function TreeNotes({ id, panelId, title }: { id: string; panelId: string; title: string }) {
  const { i18n } = useLingui();
  const notes = useTariffNotes(id, true);
  return (
    <section id={panelId} className="tree-notes" aria-label={title} data-testid={`tree-notes-${id}`}>
      {notes.isPending ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">{i18n._({ id: "common.loading", message: "Загрузка…" })}</span>
          <span className="skeleton-line" aria-hidden="true" />
          <span className="skeleton-line" style={{ width: "70%" }} aria-hidden="true" />
        </div>
      ) : notes.isError ? (
        <ErrorState
          text={i18n._({ id: "tree.notes.error", message: "Не удалось загрузить примечания. Проверьте соединение и повторите." })}
          onRetry={() => void notes.refetch()}
        />
      ) : notes.data.text === "" ? (
        <p className="tree-notes-empty">{i18n._({ id: "tree.notes.none", message: "Примечаний нет." })}</p>
      ) : (
        <>
          {i18n.locale !== "ru" && (
            <p className="tree-notes-lang" lang={i18n.locale}>
              {i18n._({ id: "tree.notes.russianOnly", message: "Примечания приведены на русском языке, как в тексте ТН ВЭД ЕАЭС." })}
            </p>
          )}
          <div className="tree-notes-text" lang="ru">
            {notes.data.text}
          </div>
        </>
      )}
    </section>
  );
}
