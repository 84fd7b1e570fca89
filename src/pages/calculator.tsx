import { useLingui } from "@lingui/react";
import { lazy, Suspense } from "react";
import { useSearch } from "wouter";
import { todayInAlmaty } from "../components/code-card/format.ts";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

// The wizard, its statechart and the contract's checks load beside the first paint, not before it. Not
// lazyUntilInteraction: the server draws only its skeleton, which would stay until the reader touched the page.
const Wizard = lazy(() => import("../components/calculator/Wizard.tsx"));

/** /calculator: the duty calculator (issue 6). */
export default function Page() {
  const { i18n } = useLingui();
  const search = useSearch();
  return (
    <article className="page calc-page">
      <PageTitle />
      <Suspense fallback={<SkeletonLines count={5} label={i18n._({ id: "calc.loading", message: "Загружаем…" })} />}>
        {/* A new address (a report opened, the code card's link) starts afresh. */}
        <Wizard key={search} search={search} today={todayInAlmaty()} />
      </Suspense>
    </article>
  );
}
