import { useLingui } from "@lingui/react";
import { useSelector } from "@xstate/react";
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useReducer, useRef } from "react";
import { SEARCH_MIN_LENGTH, type Suggestion } from "../../../machines/search-box/search-box.machine.ts";
import { useSearchBox } from "../../flows/search-box/live.ts";
import { useTextLang } from "../../i18n/textLang.ts";
import { formatCode } from "../codeFormat.ts";
import { useDropdownPlacement } from "../dropdown/useDropdownPlacement.ts";
import type { SearchBoxSize } from "./SearchBox.tsx";
import { SearchIcon } from "./SearchIcon.tsx";

export interface LiveProps {
  size: SearchBoxSize;
  shortcut: boolean;
  label: string;
  placeholder: string;
  /** What was typed into the plain input before this box loaded. */
  initialQuery: string;
  /** The plain input had the focus: take it over. */
  autoFocus: boolean;
  /** Enter was pressed in the plain input: act on it now. */
  chooseOnMount: boolean;
}

function usePathText() {
  const { i18n } = useLingui();
  return (s: Suggestion) =>
    s.path
      .map((p) => (p.kind === "chapter" ? i18n._({ id: "tree.chapter", message: "Группа {n}", values: { n: p.code ?? "" } }) : (p.code_fmt ?? p.name)))
      .join(" › ");
}

/** The live search box: combobox with a listbox of suggestions (WAI-ARIA APG combobox pattern). */
export default function SearchBoxLive({ size, shortcut, label, placeholder, initialQuery, autoFocus, chooseOnMount }: LiveProps) {
  const { i18n } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  // What the box opens takes the page away: the input lets go of the focus first.
  const actor = useSearchBox(useCallback(() => inputRef.current?.blur(), []));
  // useSelector subscribes in a passive effect, which a loaded phone runs well after the box took the focus:
  // a key typed before it left the controlled input showing the old query and the key lost. A render per
  // change reads the actor's query itself (React runs the pending effects first).
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const state = useSelector(actor, (s) => (s.matches("idle") ? "idle" : (Object.values(s.value)[0] as string)));
  const query = useSelector(actor, (s) => s.context.query);
  const suggestions = useSelector(actor, (s) => s.context.suggestions);
  const highlighted = useSelector(actor, (s) => s.context.highlighted);
  const boxRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputId = useId();
  const listId = useId();
  const optionId = (i: number) => `${listId}-o${i}`;
  const pathText = usePathText();
  const langOf = useTextLang();

  // Take over from the plain input: its text, its focus, the caret at the end.
  useLayoutEffect(() => {
    // useActorRef starts the actor in a passive effect, after this one: a key typed in between
    // would be queued while the controlled input reverts to the old query (the key was lost).
    actor.start();
    if (initialQuery) actor.send({ type: "typed", value: initialQuery });
    const input = inputRef.current;
    if (autoFocus && input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
      actor.send({ type: "focus" });
    } else actor.send({ type: "blur" });
    if (chooseOnMount) actor.send({ type: "choose" });
    // Only on mount: later renders own the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const searching = state === "debouncing" || state === "searching";
  const expanded =
    state === "showingSuggestions" || state === "empty" || state === "failed" || state === "searching" || (searching && suggestions.length > 0);
  const showList = state === "showingSuggestions" || (searching && suggestions.length > 0);

  const placement = useDropdownPlacement(boxRef, expanded);

  // Keep the highlighted suggestion in view inside the 250 px list.
  useEffect(() => {
    if (highlighted < 0) return;
    listRef.current?.children[highlighted]?.scrollIntoView({ block: "nearest" });
  }, [highlighted]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case "ArrowDown":
      case "ArrowUp":
        e.preventDefault();
        if (state === "typing" && query.trim().length >= SEARCH_MIN_LENGTH) actor.send({ type: "typed", value: query });
        else actor.send({ type: e.key === "ArrowDown" ? "highlightNext" : "highlightPrevious" });
        break;
      case "Enter":
        e.preventDefault();
        actor.send({ type: "choose" });
        break;
      case "Escape":
        if (expanded) {
          e.preventDefault();
          actor.send({ type: "dismiss" });
        } else if (query) {
          e.preventDefault();
          actor.send({ type: "cleared" });
        }
        break;
    }
  };

  const status =
    state === "showingSuggestions"
      ? i18n._({
          id: "searchBox.count",
          message: "{n, plural, one {# подсказка} few {# подсказки} many {# подсказок} other {# подсказки}}",
          values: { n: suggestions.length },
        })
      : state === "empty"
        ? i18n._({ id: "searchBox.empty", message: "Ничего не найдено. Попробуйте другое слово или код." })
        : state === "failed"
          ? i18n._({ id: "searchBox.failed", message: "Поиск сейчас не отвечает." })
          : "";

  return (
    <div ref={boxRef} className="search-box" data-size={size} data-search-box={size} data-testid={`search-${size}`} data-state={state}>
      <div className="search-field">
        <label htmlFor={inputId} className="visually-hidden">
          {label}
        </label>
        <SearchIcon />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          role="combobox"
          className="search-input"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={showList && highlighted >= 0 ? optionId(highlighted) : undefined}
          value={query}
          onChange={(e) => {
            actor.send(e.target.value === "" ? { type: "cleared" } : { type: "typed", value: e.target.value });
            rerender();
          }}
          onFocus={() => actor.send({ type: "focus" })}
          onBlur={() => actor.send({ type: "blur" })}
          onKeyDown={onKeyDown}
        />
        {shortcut && !query && (
          <kbd className="search-kbd" aria-hidden="true">
            /
          </kbd>
        )}
      </div>
      <div
        className="search-pop"
        data-placement={placement}
        hidden={!expanded}
        // Pressing inside the list must not blur the input (the click would be lost).
        onMouseDown={(e) => e.preventDefault()}
      >
        <ul ref={listRef} id={listId} role="listbox" aria-label={label} className="search-list" aria-busy={searching}>
          {showList &&
            suggestions.map((s, i) => (
              <li
                key={s.code}
                id={optionId(i)}
                role="option"
                aria-selected={i === highlighted}
                className="search-option"
                data-testid="search-option"
                data-code={s.code}
                onClick={() => actor.send({ type: "choose", index: i })}
              >
                <span className="search-option-code code">{s.code_fmt || formatCode(s.code)}</span>
                <span className="search-option-name" lang={langOf(s.full_name)}>{s.full_name}</span>
                {s.path.length > 0 && (
                  <span className="search-option-path" title={s.path.map((p) => p.name).join(" › ")}>
                    {pathText(s)}
                  </span>
                )}
              </li>
            ))}
        </ul>
        {state === "searching" && suggestions.length === 0 && (
          <p className="search-note" data-testid="search-note">{i18n._({ id: "searchBox.searching", message: "Ищем…" })}</p>
        )}
        {(state === "empty" || state === "failed") && (
          <p className="search-note" data-testid="search-note">
            {status}
            {state === "failed" && (
              <button type="button" className="button search-retry" data-testid="search-retry" onClick={() => actor.send({ type: "retry" })}>
                {i18n._({ id: "common.retry", message: "Повторить" })}
              </button>
            )}
          </p>
        )}
      </div>
      <span className="visually-hidden" role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
