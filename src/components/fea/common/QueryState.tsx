import { useLingui } from "@lingui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorState } from "../../ErrorState.tsx";
import { SkeletonLines } from "../../Skeleton.tsx";
import { feaLabels } from "./labels.ts";
import { PaidPart } from "./PaidPart.tsx";

/** A call's calm states (skeleton, error with retry, what the plans open) around what its answer shows. */
export function QueryState<T>({ query, lines = 6, children }: { query: UseQueryResult<T>; lines?: number; children: (data: T) => ReactNode }) {
  const { i18n } = useLingui();
  const l = feaLabels(i18n);
  // A guarded call's query (src/api/guarded.ts) says whether the call's rule refuses this user.
  if ("refused" in query && query.refused === true) return <PaidPart />;
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <ErrorState text={l.error} onRetry={() => void query.refetch()} />;
  return <SkeletonLines count={lines} label={l.loading} />;
}
