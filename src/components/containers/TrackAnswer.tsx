import { useLingui } from "@lingui/react";
import { checkContainerNumber, containerCheckMessage } from "../../../core/iso6346.ts";
import { ErrorState } from "../ErrorState.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import { TrackingResult } from "./TrackingResult.tsx";
import { useTrackNumber } from "../../flows/track-number/live.ts";

/** The answer for the number in the address: whatever the tracking statechart is in, drawn. */
export function TrackAnswer({ number }: { number: string }) {
  const { i18n } = useLingui();
  const { state, answer, retry } = useTrackNumber(number);
  const check = checkContainerNumber(number);
  const refusal = check.ok ? null : containerCheckMessage(check);

  if (state === "found" && answer?.kind === "found") return <TrackingResult data={answer.data} />;
  if (state === "failed")
    return <ErrorState text={i18n._({ id: "track.error", message: "Не удалось получить события. Проверьте соединение и повторите." })} onRetry={retry} testId="track-failed" />;
  if (state === "notFound" || state === "invalid")
    return (
      <p className="track-answer-empty" role="status" data-testid={`track-${state}`}>
        {answer && answer.kind !== "found" ? answer.message : refusal ? i18n._(refusal.descriptor.id, refusal.values, { message: refusal.descriptor.message }) : null}
      </p>
    );
  return <SkeletonLines count={5} label={i18n._({ id: "track.loading", message: "Ищем события контейнера…" })} />;
}
