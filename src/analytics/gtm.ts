import type { DataLayer } from "./page-view.ts";

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

export function gtmScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
}

/**
 * Google Tag Manager's own snippet, run once per container: the dataLayer, its start event and the
 * async tag script. Entries pushed before the script arrives are read by it when it does.
 */
export function loadGtm(id: string): DataLayer {
  const layer = (window.dataLayer ??= []);
  if (!document.querySelector(`script[data-gtm="${id}"]`)) {
    layer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    const script = document.createElement("script");
    script.async = true;
    script.src = gtmScriptUrl(id);
    script.dataset.gtm = id;
    document.head.append(script);
  }
  return layer;
}
