import { useLingui } from "@lingui/react";
import { lazy, Suspense, useMemo, useState } from "react";
import type { Step } from "../../../machines/importer-card/answers.ts";
import { useHydrated } from "../../app/ClientOnly.tsx";
import { lazyUntilInteraction } from "../../app/interaction.ts";
import { storedWizard } from "../../flows/importer-card/stored.ts";
import { PageTitle } from "../PageTitle.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
// With the page, not the wizard's chunk: the server's HTML of the first step needs it before it paints.
import "../../styles/importer-card.css";

const loadWizard = () => import("./Wizard.tsx").then((m) => ({ default: m.ImporterCardWizard }));
const Wizard = lazy(loadWizard);
// The first step asks a fresh wizard for nothing, so the server draws it whole and its code (the statechart,
// xstate, the contract's checks) comes at the reader's first touch; text typed before that is kept.
const DormantWizard = lazyUntilInteraction(loadWizard);

/** The page's frame: its title and a placeholder where the wizard's step will be. */
function Frame() {
  const { i18n } = useLingui();
  return (
    <article className="page ic-page">
      <PageTitle className="page-title ic-title" />
      <SkeletonLines count={4} label={i18n._({ id: "common.loading", message: "Загрузка…" })} />
    </article>
  );
}

/**
 * The company step, a fresh wizard, drawn by the server; a tab that holds a wizard already (a reload)
 * starts it at once, drawing the server's step while it hydrates. Nothing here renders again before the
 * wizard's code has come: an update reaching the part would make React drop the server's HTML.
 */
function FirstStep() {
  const [resumes] = useState(() => typeof window !== "undefined" && storedWizard() !== undefined);
  return useMemo(() => <Suspense fallback={<Frame />}>{resumes ? <Wizard step="company" /> : <DormantWizard step="company" />}</Suspense>, [resumes]);
}

/** A later step needs the tab's answers: the server, and the browser while it hydrates, draw the frame. */
function LaterStep({ step }: { step: Step }) {
  if (!useHydrated()) return <Frame />;
  return (
    <Suspense fallback={<Frame />}>
      <Wizard step={step} />
    </Suspense>
  );
}

/** The wizard's answers live in this browser (its address and storage), which the server cannot see. */
export function ImporterCardPage({ step }: { step: Step }) {
  return step === "company" ? <FirstStep /> : <LaterStep step={step} />;
}
