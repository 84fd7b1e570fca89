import { fromPromise } from "xstate";
import { getJson } from "../../api/client.ts";
import type { WorldMap } from "../../../core/contract/containers.ts";
import type { MapLayer, ResolvedMapOptions } from "../../../machines/map-loading/map-loading.machine.ts";

/** What a loaded provider hands the view; `world` holds the shapes of the built-in `layer` (countries or KZ regions). */
export type LoadedMap = { kind: "builtin"; layer: MapLayer; world: WorldMap } | { kind: "yandex"; api: unknown };

let yandexScript: Promise<unknown> | null = null;

/** Yandex Maps JS API v3: one script per page, resolved when `ymaps3.ready` is. */
function loadYandex(apiKey: string, lang: string): Promise<unknown> {
  yandexScript ??= new Promise<unknown>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://api-maps.yandex.ru/v3/?apikey=${encodeURIComponent(apiKey)}&lang=${encodeURIComponent(lang)}`;
    script.async = true;
    script.onload = () => {
      const api = (window as unknown as { ymaps3?: { ready: Promise<void> } }).ymaps3;
      if (!api) return reject(new Error("ymaps3 missing"));
      api.ready.then(() => resolve(api), reject);
    };
    script.onerror = () => reject(new Error("Yandex Maps script failed"));
    document.head.append(script);
  }).catch((error: unknown) => {
    yandexScript = null; // a retry downloads again
    throw error;
  });
  return yandexScript;
}

/** The map-loading statechart's `loadProvider`: the shipped shapes of the layer, or Yandex when configured. */
export const loadProvider = fromPromise<unknown, ResolvedMapOptions>(async ({ input, signal }): Promise<LoadedMap> => {
  if (input.provider === "yandex") return { kind: "yandex", api: await loadYandex(input.apiKey ?? "", input.lang) };
  const world = await getJson(input.layer === "kz-regions" ? "mapsKzRegions" : "mapsWorld", { signal });
  return { kind: "builtin", layer: input.layer, world };
});

/** Yandex language codes of the site's locales (Russian by default, spec §9). */
export function yandexLang(locale: string): string {
  return locale === "en" ? "en_US" : "ru_RU";
}
