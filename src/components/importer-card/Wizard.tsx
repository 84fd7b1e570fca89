import { useLingui } from "@lingui/react";
import { lazy, Suspense } from "react";
import { STEPS, type Step } from "../../../machines/importer-card/answers.ts";
import { PageTitle } from "../PageTitle.tsx";
import { useImporterCard } from "../../flows/importer-card/live.ts";
import { SkeletonLines } from "../Skeleton.tsx";
import { CompanyStep } from "./CompanyStep.tsx";
import { GuardLayer, type GuardRef } from "./GuardLayer.tsx";
import { stepTitle } from "./messages.ts";
import { ReviewStep } from "./ReviewStep.tsx";
import { ScopeStep } from "./ScopeStep.tsx";
import { stepOf } from "./steps.ts";

// The card and its charts (chart.js) load only when a card opens.
const CardView = lazy(() => import("./CardView.tsx"));

/** The importer-card wizard (issue 8) at the address's step: the statechart's state drawn, every button an event. */
export function ImporterCardWizard({ step }: { step: Step }) {
  const { i18n } = useLingui();
  const { actor, snapshot } = useImporterCard(step);
  const shown = stepOf(snapshot) ?? "review";
  const guard = snapshot.children.guard as GuardRef | undefined;
  const { card, limits } = snapshot.context;
  return (
    <article className="page ic-page" data-testid="importer-card" data-state={JSON.stringify(snapshot.value)}>
      <PageTitle className="page-title ic-title" />
      <ol className="ic-steps" aria-label={i18n._({ id: "importerCard.steps", message: "Шаги" })}>
        {STEPS.map((s, i) => (
          <li key={s} className={s === shown ? "ic-steps__item ic-steps__item--current" : "ic-steps__item"} aria-current={s === shown ? "step" : undefined}>
            {i + 1}. {stepTitle(i18n, s)}
          </li>
        ))}
      </ol>
      {shown === "company" ? <CompanyStep actor={actor} state={snapshot} /> : null}
      {shown === "scope" ? <ScopeStep actor={actor} state={snapshot} /> : null}
      {shown === "review" ? <ReviewStep actor={actor} state={snapshot} /> : null}
      {guard ? <GuardLayer guard={guard} /> : null}
      {shown === "card" && card && limits ? (
        <Suspense fallback={<SkeletonLines count={6} label={i18n._({ id: "importerCard.guard.opening", message: "Открываем карточку…" })} />}>
          <CardView card={card} limits={limits} actor={actor} />
          <p className="ic-actions">
            <button type="button" className="button" onClick={() => actor.send({ type: "back" })} data-testid="ic-back">
              {i18n._({ id: "importerCard.back", message: "Назад" })}
            </button>
            <button type="button" className="button" onClick={() => actor.send({ type: "change.scope" })} data-testid="ic-change-scope">
              {i18n._({ id: "importerCard.card.changeScope", message: "Изменить коды, период и страны" })}
            </button>
            <button type="button" className="button" onClick={() => actor.send({ type: "change.company" })} data-testid="ic-another">
              {i18n._({ id: "importerCard.card.another", message: "Другая компания" })}
            </button>
          </p>
        </Suspense>
      ) : null}
    </article>
  );
}
