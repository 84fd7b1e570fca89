import { useLingui } from "@lingui/react";
import { useEffect, useMemo } from "react";
import { useLocation } from "wouter";
import { useSiteInfo } from "../api/site.ts";
import { loadGtm } from "./gtm.ts";
import { pageView, pageViewTracker } from "./page-view.ts";

function PageViews({ gtmId }: { gtmId: string }): null {
  // Outside the locale nests: the full path, prefix included.
  const [path] = useLocation();
  const { i18n } = useLingui();
  const track = useMemo(() => pageViewTracker(loadGtm(gtmId)), [gtmId]);
  useEffect(() => {
    track(pageView(new URL(window.location.href), (m) => i18n._(m)));
  }, [track, path, i18n]);
  return null;
}

/**
 * Page views to the Google Tag Manager container of GET /api/v1/site (spec §5, §7). Mounted lazily
 * after the first render; without a configured id nothing loads. Renders nothing.
 */
export default function AnalyticsTag() {
  const gtmId = useSiteInfo().data?.analytics.gtm_id ?? null;
  return gtmId ? <PageViews gtmId={gtmId} /> : null;
}
