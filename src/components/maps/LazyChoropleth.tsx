import { useLingui } from "@lingui/react";
import { type ComponentProps, lazy, Suspense } from "react";
import { SkeletonLines } from "../Skeleton.tsx";
import type { Choropleth as ChoroplethView } from "./Choropleth.tsx";
// With the page, not the map's chunk: the blocks around the map use it too, and it must be there before they paint.
import "../../styles/fea-maps.css";

// The map's code (d3-geo, its shapes' statechart and XState, ~27 KB gzip) is a chunk of its own: the map draws
// only once its shapes have come anyway, and the figures, the table and the filters around it come to life
// without waiting for it.
const Choropleth = lazy(() => import("./Choropleth.tsx").then((m) => ({ default: m.Choropleth })));

/** The choropleth, loaded on demand; meanwhile the same placeholder it shows while its shapes load. */
export function LazyChoropleth(props: ComponentProps<typeof ChoroplethView>) {
  const { i18n } = useLingui();
  const placeholder = (
    <div className={`choropleth choropleth--${props.layer}`} data-testid={props.testId}>
      <SkeletonLines count={6} label={i18n._({ id: "maps.loading", message: "Загружаем карту…" })} testId="map-loading" />
    </div>
  );
  return (
    <Suspense fallback={placeholder}>
      <Choropleth {...props} />
    </Suspense>
  );
}
