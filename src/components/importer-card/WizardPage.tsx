import { useLingui } from "@lingui/react";
import type { Step } from "../../../machines/importer-card/answers.ts";
import { useHydrated } from "../../app/ClientOnly.tsx";
import { PageTitle } from "../PageTitle.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import { ImporterCardWizard } from "./Wizard.tsx";

/**
 * The wizard's answers live in this browser (its address and storage), which the server cannot see:
 * the server, and the browser while it hydrates, draw the page's frame; the wizard starts right after.
 */
export function ImporterCardPage({ step }: { step: Step }) {
  const { i18n } = useLingui();
  if (useHydrated()) return <ImporterCardWizard step={step} />;
  return (
    <article className="page ic-page">
      <PageTitle className="page-title ic-title" />
      <SkeletonLines count={4} label={i18n._({ id: "common.loading", message: "Загрузка…" })} />
    </article>
  );
}
