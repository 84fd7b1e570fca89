import { useLingui } from "@lingui/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { fromPromise } from "xstate";
import type { WorldMap } from "../../../core/contract/containers.ts";
import { type MapLayer, mapLoadingMachine, type ResolvedMapOptions } from "../../../machines/map-loading/map-loading.machine.ts";
import { useSiteInfo } from "../../api/site.ts";
import { inspect } from "../../inspect.ts";

/**
 * The maps as the app runs them: the providers' downloads (the shipped shapes, Yandex Maps) and the
 * host that tells each map's statechart what to load.
 */

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

/**
 * The shipped shapes as files of the build (named by their hash, cached for good), not API calls: a map
 * page then loads neither the contract nor zod (39 KB of script) to draw its first screen. The API serves
 * the same files at /api/v1/maps/* for its other users. The world ships gzipped, as data/ keeps it.
 */
const WORLD_GZ = new URL("../../../data/geo/world_countries_110m.geojson.gz", import.meta.url);
const KZ_REGIONS = new URL("../../../data/geo/kz_regions.geojson", import.meta.url);

async function shapesOf(layer: MapLayer, signal: AbortSignal): Promise<WorldMap> {
  const response = await fetch(layer === "kz-regions" ? KZ_REGIONS : WORLD_GZ, { signal });
  if (!response.ok || !response.body) throw new Error(`map shapes: HTTP ${response.status}`);
  const body = layer === "kz-regions" ? response.body : response.body.pipeThrough(new DecompressionStream("gzip"));
  return (await new Response(body).json()) as WorldMap;
}

/** The map-loading statechart's `loadProvider`: the shipped shapes of the layer, or Yandex when configured. */
export const loadProvider = fromPromise<unknown, ResolvedMapOptions>(async ({ input, signal }): Promise<LoadedMap> => {
  if (input.provider === "yandex") return { kind: "yandex", api: await loadYandex(input.apiKey ?? "", input.lang) };
  return { kind: "builtin", layer: input.layer, world: await shapesOf(input.layer, signal) };
});

/** Yandex language codes of the site's locales (Russian by default, spec §9). */
export function yandexLang(locale: string): string {
  return locale === "en" ? "en_US" : "ru_RU";
}

/**
 * Runs the map-loading statechart for one map: Yandex when the server has a key, else the built-in
 * world map; the view renders the machine's state only. With a `layer` (the choropleths) always the
 * built-in shapes of that layer: a tile map has no shapes to fill.
 */
export function useMapLoading(layer?: MapLayer) {
  const { i18n } = useLingui();
  const site = useSiteInfo();
  const key = site.data?.maps.yandex_key ?? null;
  const actor = useActorRef(mapLoadingMachine.provide({ actors: { loadProvider } }), { inspect });
  const ready = layer !== undefined || site.isSuccess || site.isError;

  useEffect(() => {
    if (!ready) return;
    const options = layer ? { provider: "builtin", layer } : key ? { provider: "yandex", apiKey: key, lang: yandexLang(i18n.locale) } : { provider: "builtin" };
    actor.send({ type: "load", options, environment: typeof window === "undefined" ? "server" : "browser" });
  }, [actor, ready, key, i18n.locale, layer]);

  return {
    state: useSelector(actor, (s) => s.value),
    map: useSelector(actor, (s) => s.context.map as LoadedMap | null),
    error: useSelector(actor, (s) => s.context.error),
    retry: () => actor.send({ type: "retry" }),
  };
}
