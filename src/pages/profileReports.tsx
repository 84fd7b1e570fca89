import { useLingui } from "@lingui/react";
import { lazy, Suspense } from "react";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

// The list and the share-link rules it uses load beside the first paint.
const Reports = lazy(() => import("../components/calculator/Reports.tsx"));
const OpenedCards = lazy(() => import("../components/importer-card/OpenedCards.tsx"));

/** /profile/reports: the user's past duty calculations (issue 6) and the importer cards they opened (issue 8). */
export default function Page() {
  const { i18n } = useLingui();
  return (
    <article className="page saved-page">
      <PageTitle />
      <Suspense fallback={<SkeletonLines count={4} label={i18n._({ id: "reports.loading", message: "Загрузка расчётов" })} />}>
        <Reports />
      </Suspense>
      <Suspense fallback={null}>
        <OpenedCards />
      </Suspense>
    </article>
  );
}
