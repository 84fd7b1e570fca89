import { useLingui } from "@lingui/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { type MapLayer, mapLoadingMachine } from "../../../machines/map-loading/map-loading.machine.ts";
import { useSiteInfo } from "../../api/site.ts";
import { inspect } from "../../inspect.ts";
import { loadProvider, type LoadedMap, yandexLang } from "./map-providers.ts";

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
