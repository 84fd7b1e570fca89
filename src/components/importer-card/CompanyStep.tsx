import { useLingui } from "@lingui/react";
import { useRef } from "react";
import type { SnapshotFrom } from "xstate";
import type { WizardActor } from "../../flows/importer-card/live.ts";
import { useTypedBeforeHydration } from "../form/useTypedBeforeHydration.ts";
import { errorText } from "./messages.ts";

/** The company step: a search by name or BIN and its results; picking one moves on. */
export function CompanyStep({ actor, state }: { actor: WizardActor; state: SnapshotFrom<WizardActor> }) {
  const { i18n } = useLingui();
  const { query, results, answers, error } = state.context;
  const busy = state.hasTag("busy") || state.matches({ company: "typing" });
  const error_ = errorText(i18n, error);
  const field = useRef<HTMLInputElement>(null);
  const search = (text: string) => actor.send({ type: "search", query: text });
  // The server draws this step and its code comes at the first touch: a name typed before then is searched.
  useTypedBeforeHydration(field, query, search);
  return (
    <section className="ic-step" data-testid="ic-step-company">
      <label className="ic-label" htmlFor="ic-search">
        {i18n._({ id: "importerCard.company.label", message: "Название компании или БИН" })}
      </label>
      <input
        ref={field}
        id="ic-search"
        className="input"
        type="search"
        autoComplete="off"
        maxLength={200}
        value={query}
        placeholder={i18n._({ id: "importerCard.company.placeholder", message: "название или первые цифры БИН" })}
        onChange={(e) => search(e.target.value)}
        data-testid="ic-search"
      />
      <div aria-live="polite" aria-busy={busy} className="ic-results" data-testid="ic-results">
        {error_ ? <p className="ic-error" role="alert">{error_}</p> : null}
        {busy ? <p className="muted">{i18n._({ id: "importerCard.company.searching", message: "Ищем…" })}</p> : null}
        {!busy && results?.length === 0 ? (
          <p className="muted" data-testid="ic-none">{i18n._({ id: "importerCard.company.none", message: "Импортёров с таким названием или БИН нет в данных." })}</p>
        ) : null}
        {results?.some((c) => c.demo) ? (
          <p className="badge ic-demo" data-testid="ic-search-demo">
            {i18n._({ id: "importerCard.company.demo", message: "Демонстрационные данные: компании и их декларации вымышлены" })}
          </p>
        ) : null}
        {results && results.length > 0 ? (
          <ul className="ic-hits">
            {results.map((c) => (
              <li key={c.id}>
                <button type="button" className="ic-hit" onClick={() => actor.send({ type: "pick", company: c })} data-testid="ic-hit">
                  <span className="ic-hit__name">{c.name}</span>
                  <span className="ic-hit__meta">
                    {i18n._({ id: "importerCard.bin", message: "БИН {bin}", values: { bin: c.id } })}
                    {c.region ? ` · ${c.region}` : ""}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {answers.company ? (
        <p className="ic-actions">
          <span className="ic-chosen" data-testid="ic-chosen">
            {i18n._({ id: "importerCard.company.chosen", message: "Выбрана: {name}", values: { name: answers.company.name } })}
          </span>
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: "next" })} data-testid="ic-next">
            {i18n._({ id: "importerCard.next", message: "Далее" })}
          </button>
        </p>
      ) : null}
    </section>
  );
}
