import { useLingui } from "@lingui/react";
import { lazy, Suspense } from "react";
import { useSearch } from "wouter";
import { lazyUntilInteraction } from "../app/interaction.ts";
import { todayInAlmaty } from "../components/code-card/format.ts";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

// A bare /calculator: the server draws the wizard's first step whole, and the wizard, its statechart and
// the contract's checks come at the reader's first touch (out of a first visit's scripts). An address with
// answers (a share link, the code card's link) starts on a skeleton while they are checked: there the wizard
// loads beside the first paint, since a skeleton left until a touch would never fill.
const Wizard = lazy(() => import("../components/calculator/Wizard.tsx"));
const DormantWizard = lazyUntilInteraction(() => import("../components/calculator/Wizard.tsx"));
// A code group opened from /profile/my-groups: the batch table instead of the one-code wizard.
const Batch = lazy(() => import("../components/groups/BatchCalculation.tsx"));

/** /calculator: the duty calculator (issue 6); `?group=<id>` calculates a code group (issue 18). */
export default function Page() {
  const { i18n } = useLingui();
  const search = useSearch();
  const group = new URLSearchParams(search).get("group");
  return (
    <article className="page calc-page">
      <PageTitle />
      <Suspense fallback={<SkeletonLines count={5} label={i18n._({ id: "calc.loading", message: "Загружаем…" })} />}>
        {/* A new address (a report opened, the code card's link) starts afresh. */}
        {group ? (
          <Batch key={group} groupId={group} />
        ) : search ? (
          <Wizard key={search} search={search} today={todayInAlmaty()} />
        ) : (
          <DormantWizard key={search} search={search} today={todayInAlmaty()} />
        )}
      </Suspense>
    </article>
  );
}
