import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import type { SnapshotFrom } from "xstate";
import { ErrorState } from "../ErrorState.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import type { WizardActor } from "../../flows/importer-card/live.ts";
import { errorText, monthLabel } from "./messages.ts";

/** Ticks a value in or out of a list. */
const toggled = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));

/** A ticked list of a company's codes or partners; the whole new list goes to `onChange`. */
function Choices({ legend, testId, itemTestId, items, chosen, onChange }: {
  legend: string;
  testId: string;
  itemTestId: string;
  items: { value: string; label: ReactNode }[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="ic-choices" data-testid={testId}>
      <legend>{legend}</legend>
      {items.map((item) => (
        <label key={item.value} className="ic-choice">
          <input
            type="checkbox"
            value={item.value}
            checked={chosen.includes(item.value)}
            onChange={(e) => onChange(toggled(chosen, item.value, e.target.checked))}
            data-testid={itemTestId}
          />
          {item.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The scope step: the company's codes, period and partners; nothing ticked means all. */
export function ScopeStep({ actor, state }: { actor: WizardActor; state: SnapshotFrom<WizardActor> }) {
  const { i18n } = useLingui();
  const { answers, options, error } = state.context;
  const back = (
    <button type="button" className="button" onClick={() => actor.send({ type: "back" })} data-testid="ic-back">
      {i18n._({ id: "importerCard.back", message: "Назад" })}
    </button>
  );
  if (state.matches({ scope: "failed" })) {
    return (
      <section className="ic-step" data-testid="ic-step-scope">
        <ErrorState text={errorText(i18n, error) ?? ""} onRetry={() => actor.send({ type: "retry" })} />
        <p className="ic-actions">{back}</p>
      </section>
    );
  }
  if (!state.matches({ scope: "editing" }) || !options) {
    return (
      <section className="ic-step" data-testid="ic-step-scope">
        <SkeletonLines count={5} label={i18n._({ id: "importerCard.scope.loading", message: "Загружаем коды и страны компании" })} />
      </section>
    );
  }
  const all = i18n._({ id: "importerCard.scope.all", message: "все" });
  const error_ = errorText(i18n, error);
  return (
    <section className="ic-step" data-testid="ic-step-scope">
      <p className="muted">{i18n._({ id: "importerCard.scope.hint", message: "Ничего не отмечено — в карточке будут все коды, страны и месяцы." })}</p>
      <Choices
        legend={i18n._({ id: "importerCard.scope.codes", message: "Коды ТН ВЭД ({count}, пусто — {all})", values: { count: options.codes.length, all } })}
        testId="ic-codes"
        itemTestId="ic-code"
        items={options.codes.map((c) => ({ value: c.code, label: <><span className="ic-code">{c.code}</span> <span className="ic-choice__name">{c.name ?? ""}</span></> }))}
        chosen={answers.codes}
        onChange={(codes) => actor.send({ type: "edit.codes", codes })}
      />
      <fieldset className="ic-period">
        <legend>{i18n._({ id: "importerCard.scope.period", message: "Период" })}</legend>
        {(["from", "to"] as const).map((end) => (
          <label key={end} className="ic-period__end">
            {end === "from"
              ? i18n._({ id: "importerCard.scope.from", message: "с" })
              : i18n._({ id: "importerCard.scope.to", message: "по" })}
            <select
              className="input"
              value={answers[end]}
              onChange={(e) => actor.send({ type: "edit.period", from: end === "from" ? e.target.value : answers.from, to: end === "to" ? e.target.value : answers.to })}
              data-testid={`ic-${end}`}
            >
              <option value="">{all}</option>
              {options.months.map((m) => (
                <option key={m} value={m}>{monthLabel(i18n.locale, m)}</option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <Choices
        legend={i18n._({ id: "importerCard.scope.partners", message: "Страны-партнёры ({count}, пусто — {all})", values: { count: options.partners.length, all } })}
        testId="ic-partners"
        itemTestId="ic-partner"
        items={options.partners.map((p) => ({ value: p.iso2, label: <span className="ic-choice__name">{p.name ?? p.iso2}</span> }))}
        chosen={answers.partners}
        onChange={(partners) => actor.send({ type: "edit.partners", partners })}
      />
      {error_ ? <p className="ic-error" role="alert" data-testid="ic-error">{error_}</p> : null}
      <p className="ic-actions">
        {back}
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: "next" })} data-testid="ic-next">
          {i18n._({ id: "importerCard.next", message: "Далее" })}
        </button>
      </p>
    </section>
  );
}
