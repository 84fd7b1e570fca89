import { useLingui } from "@lingui/react";
import { lazy, Suspense } from "react";
import { useSearch } from "wouter";
import { todayInAlmaty } from "../components/code-card/format.ts";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

// The wizard, its statechart and the contract's checks load beside the first paint, not before it. Not
// lazyUntilInteraction: the server draws only its skeleton, which would stay until the reader touched the page.
const Wizard = lazy(() => import("../components/calculator/Wizard.tsx"));
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
        {group ? <Batch key={group} groupId={group} /> : <Wizard key={search} search={search} today={todayInAlmaty()} />}
      </Suspense>
    </article>
  );
}
