import { useLingui } from "@lingui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorState } from "../../ErrorState.tsx";
import { SkeletonLines } from "../../Skeleton.tsx";
import { feaLabels } from "./labels.ts";
import { PaidPart } from "./PaidPart.tsx";

/** A query, and for a guarded call (src/api/guarded.ts) whether its rule refuses this user. */
export type FeaQuery<T> = UseQueryResult<T> & { refused?: boolean };

/** A call's calm states (skeleton, error with retry, what the plans open) around what its answer shows. */
export function QueryState<T>({ query, lines = 6, children }: { query: FeaQuery<T>; lines?: number; children: (data: T) => ReactNode }) {
  const { i18n } = useLingui();
  const l = feaLabels(i18n);
  if (query.refused) return <PaidPart />;
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <ErrorState text={l.error} onRetry={() => void query.refetch()} />;
  return <SkeletonLines count={lines} label={l.loading} />;
}
