import { useLingui } from "@lingui/react";
import { lazy, Suspense, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useTracking } from "../api/containers.ts";
import { lazyUntilInteraction } from "../app/interaction.ts";
import { DemoList } from "../components/containers/DemoList.tsx";
import { NumberForm } from "../components/containers/NumberForm.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";
import { checkContainerNumber, normalizeContainerNumber } from "../../core/iso6346.ts";

// The server fetches the answer and draws it whole; the tracking statechart, the answer's parts and its map
// (with XState, the contract and zod) come at the reader's first touch. Where the server could not fetch it
// (it drew a skeleton) they load at once, or the skeleton would stay until a touch.
const loadAnswer = () => import("../components/containers/TrackAnswer.tsx").then((m) => ({ default: m.TrackAnswer }));
const TrackAnswer = lazy(loadAnswer);
const DormantTrackAnswer = lazyUntilInteraction(loadAnswer);

/** /track-container: a container by its ISO 6346 number (`?number=` deep-links to it). */
export default function Page() {
  const { i18n } = useLingui();
  const [location, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get("number");
  const number = asked ? normalizeContainerNumber(asked) : null;
  // Asked here for the server, which renders what the query cache holds; a number that fails the check is never sent.
  const tracked = useTracking(number !== null && checkContainerNumber(number).ok ? number : null);
  const [fromServer] = useState(() => tracked.data !== undefined);
  const Answer = fromServer ? DormantTrackAnswer : TrackAnswer;
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
          <Answer number={number} />
        </Suspense>
      )}
      <DemoList onPick={open} />
    </article>
  );
}
