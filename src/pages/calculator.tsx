import { useLingui } from "@lingui/react";
import { Suspense } from "react";
import { useSearch } from "wouter";
import { lazyUntilInteraction } from "../app/interaction.ts";
import { todayInAlmaty } from "../components/code-card/format.ts";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

// The wizard and its statechart come to life at the reader's first touch or key; until then the server's
// HTML of its first step is what they see.
const Wizard = lazyUntilInteraction(() => import("../components/calculator/Wizard.tsx"));

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
