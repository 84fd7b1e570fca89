import { useLingui } from "@lingui/react";
import { Suspense } from "react";
import { useSearch } from "wouter";
import { useCodeInformation } from "../api/code-info.ts";
import { lazyUntilInteraction } from "../app/interaction.ts";
import { useCurrentRoute } from "../app/routeContext.ts";
import { CardSkeleton } from "../components/code-card/CardSkeleton.tsx";
import { todayInAlmaty } from "../components/code-card/format.ts";
import { codeCardHead } from "../components/code-card/head.ts";
import { PageTitle } from "../components/PageTitle.tsx";

// The card's blocks and its date statechart come to life at the reader's first touch (a signed-in
// reader's at once); until then the server's HTML of the card is what they read.
const CodeCard = lazyUntilInteraction(() => import("../components/code-card/CodeCard.tsx").then((m) => ({ default: m.CodeCard })));
const UnknownCode = lazyUntilInteraction(() => import("../components/code-card/CodeCard.tsx").then((m) => ({ default: m.UnknownCode })));

/** /custom/{code}: the code card (issue #5). */
export default function Page() {
  const code = useCurrentRoute().params.code ?? "";
  const valid = /^\d{10}$/.test(code);
  const asked = new URLSearchParams(useSearch()).get("date");
  // The same request the card makes first, started now so its answer is there when the card is.
  const info = useCodeInformation(code, asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : todayInAlmaty(), valid);
  const { i18n } = useLingui();
  return (
    <article className="page code-card-page">
      <PageTitle className="card-eyebrow" head={info.data ? codeCardHead(i18n, info.data) : null} />
      <Suspense fallback={<CardSkeleton />}>{valid ? <CodeCard key={code} code={code} /> : <UnknownCode code={code} />}</Suspense>
    </article>
  );
}
