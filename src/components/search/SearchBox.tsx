import { useLingui } from "@lingui/react";
import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import { useTypedBeforeHydration } from "../form/useTypedBeforeHydration.ts";
import type { LiveProps } from "./SearchBoxLive.tsx";
import { SearchIcon } from "./SearchIcon.tsx";

/** The machine, the suggestions and the search call load on first use (off the first route's critical path). */
const loadLive = () => import("./SearchBoxLive.tsx");

export type SearchBoxSize = "header" | "hero";

export interface SearchBoxProps {
  size: SearchBoxSize;
  /** `/` and Ctrl+K (⌘K) focus this box: the header's one, not the home hero's. */
  shortcut?: boolean;
}

/** True when the key press belongs to a field the user is typing in. */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

function searchInputLabel(i18n: ReturnType<typeof useLingui>["i18n"]) {
  return {
    label: i18n._({ id: "searchBox.label", message: "Поиск по ТН ВЭД ЕАЭС" }),
    placeholder: i18n._({ id: "searchBox.placeholder", message: "Код или название товара" }),
  };
}

/**
 * The smart search box of the header and the home hero. Renders a plain input at once; the
 * live box (statechart, suggestions, API call) replaces it on the first focus, keeping the text
 * typed meanwhile and the focus.
 */
export function SearchBox({ size, shortcut = false }: SearchBoxProps) {
  const { i18n } = useLingui();
  const [live, setLive] = useState<{ Box: ComponentType<LiveProps>; focused: boolean } | null>(null);
  const [draft, setDraft] = useState("");
  // Enter pressed before the live box loaded: it acts on arrival (a full code opens its card).
  const [enterPending, setEnterPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { label, placeholder } = searchInputLabel(i18n);
  // The plain input stays (and keeps what is typed) until the live box is there.
  const goLive = () => void loadLive().then((m) => setLive({ Box: m.default, focused: document.activeElement === inputRef.current }));
  // Typed before hydration: its focus event came before React listened, so the box goes live from here.
  useTypedBeforeHydration(inputRef, draft, (text) => {
    setDraft(text);
    goLive();
  });

  useEffect(() => {
    if (!shortcut) return;
    const onKey = (e: KeyboardEvent) => {
      const slash = e.key === "/" && !e.ctrlKey && !e.metaKey && !e.altKey && !typingInField(e.target);
      const ctrlK = (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k";
      if (!slash && !ctrlK) return;
      const input = document.querySelector<HTMLInputElement>(`[data-search-box="${size}"] input`);
      if (!input) return;
      e.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [shortcut, size]);

  const plain = (
    <div className="search-box" data-size={size} data-search-box={size} data-testid={`search-${size}`}>
      <div className="search-field">
        <label htmlFor={inputId} className="visually-hidden">
          {label}
        </label>
        <SearchIcon />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          className="search-input"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            setEnterPending(true);
          }}
          onFocus={goLive}
          onPointerEnter={() => void loadLive()}
        />
        {shortcut && (
          <kbd className="search-kbd" aria-hidden="true">
            /
          </kbd>
        )}
      </div>
    </div>
  );

  if (!live) return plain;
  return (
    <live.Box
      size={size}
      shortcut={shortcut}
      label={label}
      placeholder={placeholder}
      initialQuery={draft}
      autoFocus={live.focused}
      chooseOnMount={enterPending}
    />
  );
}
