import { useLingui } from "@lingui/react";
import { useId, useRef } from "react";
import { AppLink } from "../AppLink.tsx";
import { useTypedBeforeHydration } from "../form/useTypedBeforeHydration.ts";
import { formatDate } from "./format.ts";

export interface DateBarProps {
  code: string;
  draft: string;
  today: string;
  /** The date the card shows. */
  date: string;
  /** A change is waiting out the debounce, or the card for the new date is loading. */
  updating: boolean;
  onChange: (value: string) => void;
  onFlush: () => void;
}

/** "Тариф на дату" and the calculator button: the two things a broker does next. */
export function DateBar({ code, draft, today, date, updating, onChange, onFlush }: DateBarProps) {
  const { i18n } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, draft, onChange);
  return (
    <div className="card-datebar">
      <div className="card-datebar__field">
        <label htmlFor={inputId} className="card-datebar__label">
          {i18n._({ id: "card.date.label", message: "Тариф на дату" })}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="date"
          className="input card-datebar__input"
          data-testid="card-date"
          value={draft}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onFlush}
          onKeyDown={(e) => {
            if (e.key === "Enter") onFlush();
          }}
        />
        <p id={hintId} className="card-datebar__hint" aria-live="polite">
          {updating
            ? i18n._({ id: "card.date.updating", message: "Обновляем ставки…" })
            : date === today
              ? i18n._({ id: "card.date.today", message: "Сегодня, по времени Астаны" })
              : i18n._({ id: "card.date.shown", message: "Ставки на {date}", values: { date: formatDate(i18n.locale, date, "long") } })}
        </p>
      </div>
      <AppLink href={`/calculator?code=${code}`} className="button button--primary card-datebar__calc" data-testid="card-calculator">
        {i18n._({ id: "card.calculator", message: "Рассчитать платежи" })}
      </AppLink>
    </div>
  );
}
