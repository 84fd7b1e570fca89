import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useSearch } from "wouter";
import { answersFromSearch, codeDigits, linkCompletes, stepValid } from "../../machines/calculator/answers.ts";
import { codeInfoQuery } from "../api/calculator.ts";
import { lazyUntilInteraction } from "../app/interaction.ts";
import { todayInAlmaty } from "../components/code-card/format.ts";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

// A bare /calculator: the server draws the wizard's first step whole, and the wizard, its statechart and
// the contract's checks come at the reader's first touch (out of a first visit's scripts). A code in the
// address (the code card's link): the server asks its info too and draws the step it leads to, so there too
// the wizard comes at the first touch. Where the server drew a skeleton (a share link with every answer
// calculates first, or the info could not be had) the wizard loads beside the first paint, since a
// skeleton left until a touch would never fill.
const Wizard = lazy(() => import("../components/calculator/Wizard.tsx"));
const DormantWizard = lazyUntilInteraction(() => import("../components/calculator/Wizard.tsx"));
// A code group opened from /profile/my-groups: the batch table instead of the one-code wizard.
const Batch = lazy(() => import("../components/groups/BatchCalculation.tsx"));

/**
 * Whether the server draws the wizard's opening step for the address's answers whole: none, or a code whose
 * info this asks (the server renders what the query cache then holds) and had when the page came, unless
 * that info makes the answers a share link to calculate (a skeleton until then).
 */
function useDrawnStep(search: string): boolean {
  const { i18n } = useLingui();
  const answers = answersFromSearch(search, todayInAlmaty());
  const coded = search !== "" && stepValid("code", answers);
  const info = useQuery({ ...codeInfoQuery(i18n.locale, { code: codeDigits(answers.code), date: answers.date }), enabled: coded });
  const [opensOnStep] = useState(() => info.data !== undefined && !linkCompletes(answers, info.data));
  return search === "" || opensOnStep;
}

/** /calculator: the duty calculator (issue 6); `?group=<id>` calculates a code group (issue 18). */
export default function Page() {
  const { i18n } = useLingui();
  const search = useSearch();
  const group = new URLSearchParams(search).get("group");
  const drawn = useDrawnStep(group ? "" : search);
  return (
    <article className="page calc-page">
      <PageTitle />
      <Suspense fallback={<SkeletonLines count={5} label={i18n._({ id: "calc.loading", message: "Загружаем…" })} />}>
        {/* A new address (a report opened, the code card's link) starts afresh. */}
        {group ? (
          <Batch key={group} groupId={group} />
        ) : search && !drawn ? (
          <Wizard key={search} search={search} today={todayInAlmaty()} />
        ) : (
          <DormantWizard key={search} search={search} today={todayInAlmaty()} />
        )}
      </Suspense>
    </article>
  );
}
