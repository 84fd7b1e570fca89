import { useLingui } from "@lingui/react";
import { lazy, Suspense } from "react";
import { useLocation, useSearch } from "wouter";
import { DemoList } from "../components/containers/DemoList.tsx";
import { NumberForm } from "../components/containers/NumberForm.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";
import { normalizeContainerNumber } from "../../core/iso6346.ts";

// The tracking statechart, the answer and its map load once a number is asked, not before the first paint.
// Not lazyUntilInteraction: the server draws only the answer's skeleton, which would stay until a touch.
const TrackAnswer = lazy(() => import("../components/containers/TrackAnswer.tsx").then((m) => ({ default: m.TrackAnswer })));

/** /track-container: a container by its ISO 6346 number (`?number=` deep-links to it). */
export default function Page() {
  const { i18n } = useLingui();
  const [location, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get("number");
  const number = asked ? normalizeContainerNumber(asked) : null;
  const open = (n: string) => navigate(`${location}?number=${n}`);
  const loading = <SkeletonLines count={5} label={i18n._({ id: "track.loading", message: "Ищем события контейнера…" })} />;

  return (
    <article className="page track-page">
      <PageTitle />
      <p className="lead">
        {i18n._({
          id: "track.lead",
          message: "Где контейнер сейчас, когда прибудет и на каком судне: по событиям перевозчиков в стандарте DCSA. Номер проверяется по ISO 6346 прямо при вводе.",
        })}
      </p>
      <NumberForm key={number ?? ""} initial={number ?? ""} onSubmit={open} />
      {number === null ? null : (
        <Suspense fallback={loading}>
          <TrackAnswer number={number} />
        </Suspense>
      )}
      <DemoList onPick={open} />
    </article>
  );
}
