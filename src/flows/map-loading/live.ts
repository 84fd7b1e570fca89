import { useLingui } from "@lingui/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { fromPromise } from "xstate";
import type { WorldMap } from "../../../core/contract/containers.ts";
import { type MapLayer, mapLoadingMachine, type ResolvedMapOptions } from "../../../machines/map-loading/map-loading.machine.ts";
import { useSiteInfo } from "../../api/site.ts";
import { inspect } from "../../inspect.ts";
import { loadedSnapshot } from "../../../machines/map-loading/opening.ts";
import { shapesOf } from "./shapes.ts";

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
 * built-in shapes of that layer: a tile map has no shapes to fill. `shapes` of that layer already at hand
 * (the server draws the choropleths whole) open it loaded, on both sides alike.
 */
export function useMapLoading(layer?: MapLayer, shapes?: WorldMap | null) {
  const { i18n } = useLingui();
  const site = useSiteInfo();
  const key = site.data?.maps.yandex_key ?? null;
  const machine = mapLoadingMachine.provide({ actors: { loadProvider } });
  const [opening] = useState(() => (layer && shapes ? loadedSnapshot(machine, { provider: "builtin", layer }, { kind: "builtin", layer, world: shapes } satisfies LoadedMap) : undefined));
  const actor = useActorRef(machine, opening ? { snapshot: opening, inspect } : { inspect });
  const ready = layer !== undefined || site.isSuccess || site.isError;

  useEffect(() => {
    if (!ready) return;
    // The layer's shapes are drawn already: loading them again would blank the map for nothing.
    const now = actor.getSnapshot();
    if (layer && now.matches("loaded") && now.context.options?.layer === layer) return;
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
