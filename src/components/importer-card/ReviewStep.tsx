import { useLingui } from "@lingui/react";
import type { SnapshotFrom } from "xstate";
import type { WizardActor } from "../../flows/importer-card/live.ts";
import { monthLabel } from "./messages.ts";

/** The review step: every answer with a link to change it, and the button that opens the card. */
export function ReviewStep({ actor, state }: { actor: WizardActor; state: SnapshotFrom<WizardActor> }) {
  const { i18n } = useLingui();
  const { answers, options } = state.context;
  const guarding = state.matches("card");
  const all = i18n._({ id: "importerCard.scope.all", message: "все" });
  const codeName = new Map(options?.codes.map((c) => [c.code, c.name]) ?? []);
  const partnerName = new Map(options?.partners.map((p) => [p.iso2, p.name]) ?? []);
  const period = answers.from
    ? `${monthLabel(i18n.locale, answers.from)} — ${monthLabel(i18n.locale, answers.to)}`
    : i18n._({ id: "importerCard.review.allMonths", message: "все месяцы" });
  const change = (type: "change.company" | "change.scope", testId: string) => (
    <button type="button" className="ic-link" disabled={guarding} onClick={() => actor.send({ type })} data-testid={testId}>
      {i18n._({ id: "importerCard.review.change", message: "изменить" })}
    </button>
  );
  return (
    <section className="ic-step" data-testid="ic-step-review">
      <dl className="ic-review">
        <dt>{i18n._({ id: "importerCard.step.company", message: "Компания" })}</dt>
        <dd data-testid="ic-review-company">
          {answers.company?.name} · {i18n._({ id: "importerCard.bin", message: "БИН {bin}", values: { bin: answers.company?.id ?? "" } })} {change("change.company", "ic-change-company")}
        </dd>
        <dt>{i18n._({ id: "importerCard.review.codes", message: "Коды ТН ВЭД" })}</dt>
        <dd data-testid="ic-review-codes">
          {answers.codes.length ? answers.codes.map((c) => `${c} ${codeName.get(c) ?? ""}`.trim()).join("; ") : all} {change("change.scope", "ic-change-codes")}
        </dd>
        <dt>{i18n._({ id: "importerCard.scope.period", message: "Период" })}</dt>
        <dd data-testid="ic-review-period">{period} {change("change.scope", "ic-change-period")}</dd>
        <dt>{i18n._({ id: "importerCard.review.partners", message: "Страны-партнёры" })}</dt>
        <dd data-testid="ic-review-partners">
          {answers.partners.length ? answers.partners.map((p) => partnerName.get(p) ?? p).join(", ") : all} {change("change.scope", "ic-change-partners")}
        </dd>
      </dl>
      {answers.company?.demo ? (
        <p className="badge ic-demo">
          {i18n._({ id: "importerCard.company.demo", message: "Демонстрационные данные: компании и их декларации вымышлены" })}
        </p>
      ) : null}
      <p className="ic-actions">
        <button type="button" className="button" disabled={guarding} onClick={() => actor.send({ type: "back" })} data-testid="ic-back">
          {i18n._({ id: "importerCard.back", message: "Назад" })}
        </button>
        <button type="button" className="button button--primary" disabled={guarding} onClick={() => actor.send({ type: "confirm" })} data-testid="ic-confirm">
          {i18n._({ id: "importerCard.review.confirm", message: "Открыть карточку" })}
        </button>
      </p>
    </section>
  );
}
