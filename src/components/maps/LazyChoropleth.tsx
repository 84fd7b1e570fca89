import { useLingui } from "@lingui/react";
import { type ComponentProps, lazy, Suspense, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "../../app/ClientOnly.tsx";
import { lazyUntilInteraction } from "../../app/interaction.ts";
import { SkeletonLines } from "../Skeleton.tsx";
import type { Choropleth as ChoroplethView } from "./Choropleth.tsx";
// With the page, not the map's chunk: the blocks around the map use it too, and it must be there before they paint.
import "../../styles/fea-maps.css";

const load = () => import("./Choropleth.tsx").then((m) => ({ default: m.Choropleth }));
// The server draws the map whole from its shapes (Choropleth waits for them), so a reader who only looks
// sees it; its code (d3-geo, its shapes' statechart and XState, ~28 KB gzip) comes at the first click, key,
// scroll, touch or focus, and with it the same shapes, before it takes over the server's drawing.
const DormantChoropleth = lazyUntilInteraction(load);
// A map the browser mounts itself (a page reached inside the app, a block shown once the session is known)
// has no drawing to show meanwhile: its code comes at once and its statechart loads the shapes.
const Choropleth = lazy(load);

type Props = ComponentProps<typeof ChoroplethView>;

/**
 * The choropleth, loaded on demand; meanwhile the server's drawing, or (after a move inside the app) the
 * same placeholder it shows while its shapes load. The page's handlers are new on each of its renders:
 * they reach the map through a ref, so a render of the page that changes no figure leaves the part
 * untouched, which keeps React from dropping the server's drawing before the map's code has come.
 */
export function LazyChoropleth(props: Props) {
  const { i18n } = useLingui();
  // Chosen once: on the server and while hydrating the server's drawing, or in a browser that mounts it.
  const hydrated = useHydrated();
  const [drawnByServer] = useState(!hydrated);
  const Part = drawnByServer ? DormantChoropleth : Choropleth;
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const { layer, figures, points, selected, label, testId } = props;
  const loading = i18n._({ id: "maps.loading", message: "Загружаем карту…" });
  return useMemo(
    () => (
      <Suspense
        fallback={
          <div className={`choropleth choropleth--${layer}`} data-testid={testId}>
            <SkeletonLines count={6} label={loading} testId="map-loading" />
          </div>
        }
      >
        <Part
          {...{ layer, figures, selected, label, testId, ...(points ? { points } : {}) }}
          awaitShapes={drawnByServer}
          format={(v) => latest.current.format(v)}
          formatShort={(v) => latest.current.formatShort(v)}
          onSelect={(id) => latest.current.onSelect(id)}
        />
      </Suspense>
    ),
    [Part, drawnByServer, layer, figures, points, selected, label, testId, loading],
  );
}
