import { assign, fromPromise, setup } from "xstate";
import { stateMeta } from "../meta.ts";

/**
 * Map loading, for every map of the product (design card: pending → loading → loaded → error).
 *
 * - `pending`: nothing asked yet. `load` brings the options and where the code runs; they are
 *   checked first (product spec §8): initialising outside the browser, unknown option keys (the
 *   error lists the allowed ones), a provider that needs a key without one (key not set) all go
 *   to `error` with that error.
 * - `loading`: invokes the injected `loadProvider` actor (id `loadProvider`) with the resolved
 *   options: the built-in map (drawn from the shipped GeoJSON of the `layer`: the world, the
 *   default, or Kazakhstan's regions; no key) or Yandex Maps API v3 (`lang` from the locale,
 *   `ru_RU` by default: spec §9).
 * - `loaded`: the provider's handle is in `map`; `load` with other options (a new locale) loads again.
 * - `error`: `retry` loads again after a failed download; option errors stay until new options come.
 *
 * Pure: the download is the `loadProvider` actor the host passes with `.provide({ actors })`.
 */

export const MAP_OPTION_KEYS = ["provider", "apiKey", "lang", "center", "zoom", "layer"] as const;
export type MapProviderId = "builtin" | "yandex";
/** Which shapes the built-in map draws: the world's countries or Kazakhstan's 20 regions. */
export type MapLayer = "world" | "kz-regions";
export const MAP_DEFAULT_LANG = "ru_RU";
/** Providers that need an API key. */
const NEEDS_KEY: readonly MapProviderId[] = ["yandex"];

export interface MapOptions {
  provider?: MapProviderId;
  apiKey?: string | null;
  /** Yandex language code (`ru_RU`, `kk_KZ`, `en_US`). */
  lang?: string;
  center?: [number, number];
  zoom?: number;
  layer?: MapLayer;
}

/** What the loader gets: the options with every default filled in. */
export interface ResolvedMapOptions {
  provider: MapProviderId;
  apiKey: string | null;
  lang: string;
  layer: MapLayer;
}

export type MapError =
  | { code: "notInBrowser" }
  | { code: "unknownOptions"; unknown: string[]; allowed: readonly string[] }
  | { code: "keyNotSet"; provider: MapProviderId }
  | { code: "loadFailed"; provider: MapProviderId };

export interface MapLoadingContext {
  options: ResolvedMapOptions | null;
  /** The loaded provider (the world's shapes, or the Yandex API object). */
  map: unknown;
  error: MapError | null;
}

export type MapLoadingEvent =
  | { type: "load"; options: Record<string, unknown>; environment: "browser" | "server" }
  | { type: "retry" };

/** The first thing wrong with a `load`, or null. */
export function optionsError(event: Extract<MapLoadingEvent, { type: "load" }>): MapError | null {
  if (event.environment !== "browser") return { code: "notInBrowser" };
  const unknown = Object.keys(event.options).filter((k) => !(MAP_OPTION_KEYS as readonly string[]).includes(k));
  if (unknown.length) return { code: "unknownOptions", unknown, allowed: MAP_OPTION_KEYS };
  const provider = (event.options.provider as MapProviderId | undefined) ?? "builtin";
  if (NEEDS_KEY.includes(provider) && !event.options.apiKey) return { code: "keyNotSet", provider };
  return null;
}

function resolve(options: MapOptions): ResolvedMapOptions {
  return { provider: options.provider ?? "builtin", apiKey: options.apiKey ?? null, lang: options.lang ?? MAP_DEFAULT_LANG, layer: options.layer ?? "world" };
}

/** The default loader never answers; hosts provide the real download. */
const pendingLoad = fromPromise<unknown, ResolvedMapOptions>(() => new Promise<unknown>(() => {}));

export const mapLoadingMachine = setup({
  types: {
    context: {} as MapLoadingContext,
    events: {} as MapLoadingEvent,
  },
  actors: {
    loadProvider: pendingLoad,
  },
  guards: {
    /** The options of this `load` are wrong or the code does not run in a browser. */
    optionsInvalid: ({ event }) => event.type === "load" && optionsError(event) !== null,
    /** The last error was a failed download (option errors need new options, not a retry). */
    downloadFailed: ({ context }) => context.error?.code === "loadFailed",
  },
  actions: {
    rejectOptions: assign({ error: ({ event }) => (event.type === "load" ? optionsError(event) : null), map: null }),
    takeOptions: assign({
      options: ({ context, event }) => (event.type === "load" ? resolve(event.options as MapOptions) : context.options),
      error: null,
    }),
    storeMap: assign({ map: ({ event }) => ("output" in event ? event.output : null) }),
    failDownload: assign({ error: ({ context }): MapError => ({ code: "loadFailed", provider: context.options?.provider ?? "builtin" }), map: null }),
  },
}).createMachine({
  id: "mapLoading",
  context: { options: null, map: null, error: null },
  initial: "pending",
  on: {
    load: [
      { guard: "optionsInvalid", target: ".error", actions: "rejectOptions" },
      { target: ".loading", reenter: true, actions: "takeOptions" },
    ],
  },
  states: {
    pending: {
      meta: stateMeta({ shows: "A placeholder where the map will be, until the host says what to load.", see: ["map-loading"] }),
    },
    loading: {
      meta: stateMeta({ shows: "A placeholder while the map's shapes or the Yandex Maps script download.", see: ["map-loading"], asks: ["loadProvider"] }),
      invoke: {
        id: "loadProvider",
        src: "loadProvider",
        input: ({ context }) => context.options ?? resolve({}),
        onDone: { target: "loaded", actions: "storeMap" },
        onError: { target: "error", actions: "failDownload" },
      },
    },
    loaded: {
      meta: stateMeta({ shows: "The map drawn: the route of a container, or the shapes of a choropleth.", see: ["map-drawn"] }),
    },
    error: {
      meta: stateMeta({ shows: "Why the map did not load; Retry when a download failed.", see: ["map-error"] }),
      on: {
        retry: { guard: "downloadFailed", target: "loading" },
      },
    },
  },
});
