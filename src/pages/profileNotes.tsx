import { useLingui } from "@lingui/react";
import { useDeferredValue, useState } from "react";
import type { NoteKind, UserNote } from "../../core/contract/user-notes.ts";
import { useSessionView } from "../account/account-context.ts";
import { useCodeNames } from "../api/lookups.ts";
import { useNotes } from "../api/notes.ts";
import { AppLink } from "../components/AppLink.tsx";
import { ErrorState } from "../components/ErrorState.tsx";
import { SignedOutPrompt } from "../components/favourites/SignedOutPrompt.tsx";
import { NoteBox } from "../components/notes/NoteBox.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";
import { subjectLink } from "../components/subjectLink.ts";
import { useTextLang } from "../i18n/textLang.ts";

/** Where a note's subject is shown: the code card or tree, the tracking page, the importer search. */
function noteLink(note: UserNote): { href: string; text: string } {
  return note.kind === "code" || note.kind === "container" ? subjectLink(note.kind, note.ref) : { href: "/importer-card", text: note.ref };
}

/** /profile/notes: the user's private notes, searched in full text and edited in place (issue 18 item 5). */
export default function Page() {
  const { i18n } = useLingui();
  const { starting, signedIn } = useSessionView();
  const [q, setQ] = useState("");
  const query = useDeferredValue(q.trim());
  const notes = useNotes(query);
  // A code's note names it by its full name: "прочие" alone would not say which goods the note is about.
  const names = useCodeNames((notes.data ?? []).filter((n) => n.kind === "code").map((n) => n.ref));
  const nameOf = new Map((names.data?.data ?? []).map((n) => [n.code, n.full_name]));
  const langOf = useTextLang();
  const loading = i18n._({ id: "notes.loading", message: "Загружаем заметки" });
  const kinds: Record<NoteKind, string> = {
    code: i18n._({ id: "notes.kind.code", message: "Код" }),
    company: i18n._({ id: "notes.kind.company", message: "Компания" }),
    container: i18n._({ id: "notes.kind.container", message: "Контейнер" }),
  };
  return (
    <article className="page notes-page">
      <PageTitle />
      {starting ? (
        <SkeletonLines count={4} label={loading} />
      ) : !signedIn ? (
        <SignedOutPrompt text={i18n._({ id: "notes.signedOut", message: "Войдите, чтобы писать заметки к кодам, компаниям и контейнерам." })} />
      ) : (
        <>
          <div className="field">
            <label className="field__label" htmlFor="notes-search">{i18n._({ id: "notes.search", message: "Поиск по заметкам" })}</label>
            <input id="notes-search" className="input" type="search" value={q} onChange={(e) => setQ(e.target.value)} data-testid="notes-search" />
          </div>
          {notes.isError ? (
            <ErrorState text={i18n._({ id: "notes.error", message: "Заметки не загрузились. Проверьте соединение и повторите." })} onRetry={() => void notes.refetch()} />
          ) : notes.isPending ? (
            <SkeletonLines count={4} label={loading} />
          ) : notes.data.length === 0 ? (
            <p className="saved-empty" data-testid="notes-empty">
              {query
                ? i18n._({ id: "notes.nothingFound", message: "Ничего не нашлось." })
                : i18n._({ id: "notes.empty", message: "Заметок пока нет. Добавьте заметку в карточке кода, карточке импортёра или на странице отслеживания контейнера." })}
            </p>
          ) : (
            <ul className="notes-list" data-testid="notes-list">
              {notes.data.map((note) => {
                const link = noteLink(note);
                const name = note.kind === "code" ? nameOf.get(note.ref) : undefined;
                return (
                  <li key={note.id} className="notes-list__item profile-card">
                    <p className="notes-list__subject">
                      <span className="notes-list__kind">{kinds[note.kind]}</span> <AppLink href={link.href}>{link.text}</AppLink>
                      {name ? <span className="notes-list__name" lang={langOf(name)}>{name}</span> : null}
                    </p>
                    <NoteBox kind={note.kind} subject={note.ref} known={note} />
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </article>
  );
}
