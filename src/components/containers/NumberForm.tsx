import { useLingui } from "@lingui/react";
import { type FormEvent, useRef, useState } from "react";
import { checkContainerNumber, containerCheckMessage, normalizeContainerNumber } from "../../../core/iso6346.ts";
import { useTypedBeforeHydration } from "../form/useTypedBeforeHydration.ts";

/** What the field says while the user types: nothing yet, still typing, the wrong part, or a good number. */
function liveCheck(value: string) {
  const number = normalizeContainerNumber(value);
  if (!number) return { state: "empty" as const };
  const check = checkContainerNumber(number);
  if (check.ok) return { state: "valid" as const };
  // A prefix that fits so far is still being typed.
  if (check.part === "length" && number.length < 11) return { state: "typing" as const, left: 11 - number.length };
  return { state: "invalid" as const, check };
}

/** The number field with the live ISO 6346 check; a good number is submitted to the page. */
export function NumberForm({ initial, onSubmit }: { initial: string; onSubmit: (number: string) => void }) {
  const { i18n } = useLingui();
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const type = (text: string) => setValue(text.toUpperCase());
  useTypedBeforeHydration(inputRef, value, type);
  const live = liveCheck(value);
  const wrong = live.state === "invalid" ? containerCheckMessage(live.check) : null;
  const message =
    wrong
      ? i18n._(wrong.descriptor.id, wrong.values, { message: wrong.descriptor.message })
      : live.state === "valid"
        ? i18n._({ id: "track.check.valid", message: "Номер верный: контрольная цифра сходится" })
        : live.state === "typing"
          ? i18n._({ id: "track.check.typing", message: "Осталось ввести знаков: {left}", values: { left: live.left } })
          : tried
            ? i18n._({ id: "track.check.empty", message: "Введите номер контейнера" })
            : i18n._({ id: "track.check.hint", message: "4 буквы и 7 цифр, как на двери контейнера, например CSQU 305438 3" });
  const tone = live.state === "invalid" || (tried && live.state !== "valid") ? "error" : live.state === "valid" ? "ok" : "hint";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (live.state === "valid") onSubmit(normalizeContainerNumber(value));
  };

  return (
    <form className="track-form" onSubmit={submit} noValidate role="search">
      <div className="field">
        <label className="field__label" htmlFor="track-number">
          {i18n._({ id: "track.form.label", message: "Номер контейнера" })}
        </label>
        <div className="track-form__row">
          <input
            ref={inputRef}
            id="track-number"
            className="input field__input track-form__input"
            value={value}
            onChange={(e) => type(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            aria-invalid={tone === "error" ? true : undefined}
            aria-describedby="track-number-check"
            data-testid="track-number"
          />
          <button type="submit" className="button button--primary" data-testid="track-submit">
            {i18n._({ id: "track.form.submit", message: "Отследить" })}
          </button>
        </div>
        <p id="track-number-check" className={`track-check track-check--${tone}`} aria-live="polite" data-testid="track-check" data-state={live.state}>
          {message}
        </p>
      </div>
    </form>
  );
}
