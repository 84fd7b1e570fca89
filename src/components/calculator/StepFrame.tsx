import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { useFocusOnShow } from "./useFocusOnShow.ts";

export interface StepFrameProps {
  /** 1-based position and how many steps the code asks (check included). */
  position: number;
  total: number;
  title: string;
  /** A failure that names no field. */
  failure: string | null;
  busy: boolean;
  /** The screen came from the reader's answer (not the first of the visit): its question takes the focus. */
  focusHeading: boolean;
  onNext: () => void;
  onBack?: () => void;
  nextLabel?: string;
  testId: string;
  children: ReactNode;
}

/** One question per screen (design.md): the step count, the question, its fields, Back and Continue. */
export function StepFrame({ position, total, title, failure, busy, focusHeading, onNext, onBack, nextLabel, testId, children }: StepFrameProps) {
  const { i18n } = useLingui();
  const heading = useFocusOnShow<HTMLHeadingElement>(focusHeading);
  return (
    <section className="calc-step" data-testid={testId} aria-busy={busy}>
      <p className="calc-step__count">{i18n._({ id: "calc.stepCount", message: "Шаг {n} из {total}", values: { n: position, total } })}</p>
      <h2 ref={heading} tabIndex={-1} className="calc-step__title">
        {title}
      </h2>
      {failure ? (
        <p className="calc-failure" role="alert" data-testid="calc-failure">
          {failure}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) onNext();
        }}
      >
        {children}
        <div className="calc-actions">
          {onBack ? (
            <button type="button" className="button" data-testid="calc-back" onClick={onBack} disabled={busy}>
              {i18n._({ id: "calc.back", message: "Назад" })}
            </button>
          ) : null}
          <button type="submit" className="button button--primary" data-testid="calc-next" disabled={busy}>
            {busy ? i18n._({ id: "calc.loading", message: "Загружаем…" }) : (nextLabel ?? i18n._({ id: "calc.next", message: "Продолжить" }))}
          </button>
        </div>
      </form>
    </section>
  );
}
