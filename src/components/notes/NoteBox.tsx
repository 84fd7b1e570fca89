import { useLingui } from "@lingui/react";
import { useState, type FormEvent } from "react";
import { NOTE_TEXT_MAX, type NoteKind, type UserNote } from "../../../core/contract/user-notes.ts";
import { useSessionView } from "../../account/account-context.ts";
import { useNoteChange, useNoteOf } from "../../api/notes.ts";

/**
 * The signed-in user's private note on a code, a company or a container, beside it wherever it shows (code
 * card, importer card, tracking page): read, edited in place, deleted. Nothing for a visitor.
 */
export function NoteBox({ kind, subject, known }: {
  kind: NoteKind;
  subject: string;
  /** The note when the caller has already read it (the notes page's list): nothing is asked again. */
  known?: UserNote;
}) {
  const { i18n } = useLingui();
  const { signedIn } = useSessionView();
  const note = useNoteOf(kind, subject, known === undefined);
  const change = useNoteChange();
  const [draft, setDraft] = useState<string | null>(null);
  if (!signedIn || subject === "" || (known === undefined && note.isPending)) return null;

  const current = known ?? note.data ?? null;
  const save = (e: FormEvent) => {
    e.preventDefault();
    const text = (draft ?? "").trim();
    if (text === "") {
      if (current) change.mutate({ id: current.id }, { onSuccess: () => setDraft(null) });
      else setDraft(null);
      return;
    }
    change.mutate({ kind, ref: subject, text }, { onSuccess: () => setDraft(null) });
  };
  const label = i18n._({ id: "notes.box.label", message: "Моя заметка (видна только вам)" });

  if (draft === null) {
    return (
      <div className="note-box" data-testid="note-box">
        {current ? (
          <>
            <p className="note-box__label">{label}</p>
            <p className="note-box__text" data-testid="note-text">{current.text}</p>
            <button type="button" className="button button--small" onClick={() => setDraft(current.text)} data-testid="note-edit">
              {i18n._({ id: "notes.box.edit", message: "Изменить заметку" })}
            </button>
          </>
        ) : (
          <button type="button" className="button button--small" onClick={() => setDraft("")} data-testid="note-add">
            {i18n._({ id: "notes.box.add", message: "Добавить заметку" })}
          </button>
        )}
      </div>
    );
  }
  const id = `note-${kind}-${subject.replace(/\W+/g, "-")}`;
  return (
    <form className="note-box" data-testid="note-box" onSubmit={save}>
      <label className="note-box__label" htmlFor={id}>{label}</label>
      <textarea id={id} className="input note-box__input" value={draft} maxLength={NOTE_TEXT_MAX} rows={3} autoFocus
        onChange={(e) => setDraft(e.target.value)} data-testid="note-input" />
      {change.isError && <p className="field-error" role="alert">{change.error.message}</p>}
      <div className="note-box__actions">
        <button type="submit" className="button button--primary button--small" disabled={change.isPending} data-testid="note-save">
          {i18n._({ id: "notes.box.save", message: "Сохранить" })}
        </button>
        <button type="button" className="button button--small" onClick={() => setDraft(null)}>
          {i18n._({ id: "notes.box.cancel", message: "Отмена" })}
        </button>
      </div>
    </form>
  );
}
