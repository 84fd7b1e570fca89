import { createActor, fromPromise } from "xstate";
import { describe, expect, it } from "vitest";
import { MAP_DEFAULT_LANG, MAP_OPTION_KEYS, mapLoadingMachine, optionsError } from "../../machines/map-loading/map-loading.machine.ts";
import type { MapLoadingContext, ResolvedMapOptions } from "../../machines/map-loading/map-loading.machine.ts";
import { loadedSnapshot } from "../../machines/map-loading/opening.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples } from "../support/machine-paths.ts";

const EVENTS: EventSamples = {
  load: [
    { options: {}, environment: "browser" },
    { options: { layer: "kz-regions" }, environment: "browser" },
    { options: { provider: "yandex", apiKey: "key-123456", lang: "kk_KZ" }, environment: "browser" },
    { options: { provider: "yandex" }, environment: "browser" },
    { options: { provider: "builtin", tiles: "osm" }, environment: "browser" },
    { options: {}, environment: "server" },
  ],
  retry: [{}],
};

/** What the guards read: which error, and which provider is being loaded. */
const projection = (c: MapLoadingContext) => ({ error: c.error?.code ?? null, provider: c.options?.provider ?? null });

describe("map loading: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const result = runMachinePaths({
      machine: mapLoadingMachine.provide({ actors: { loadProvider: fromPromise(() => new Promise<unknown>(() => {})) } }),
      events: EVENTS,
      context: projection,
    });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
    expect(result.states.total).toEqual(expect.arrayContaining(["mapLoading.pending", "mapLoading.loading", "mapLoading.loaded", "mapLoading.error"]));
  });
});

/** A machine whose loader records what it was asked and answers as told. */
function start(answer: (o: ResolvedMapOptions) => Promise<unknown>) {
  const asked: ResolvedMapOptions[] = [];
  const actor = createActor(
    mapLoadingMachine.provide({ actors: { loadProvider: fromPromise<unknown, ResolvedMapOptions>(({ input }) => (asked.push(input), answer(input))) } }),
  );
  actor.start();
  return { actor, asked };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("map loading", () => {
  it("loads the built-in map by default, in Russian unless told", async () => {
    const { actor, asked } = start(async () => ({ shapes: 177 }));
    expect(actor.getSnapshot().value).toBe("pending");
    actor.send({ type: "load", options: {}, environment: "browser" });
    expect(actor.getSnapshot().value).toBe("loading");
    await settle();
    expect(actor.getSnapshot().value).toBe("loaded");
    expect(actor.getSnapshot().context.map).toEqual({ shapes: 177 });
    expect(asked).toEqual([{ provider: "builtin", apiKey: null, lang: MAP_DEFAULT_LANG, layer: "world" }]);
    expect(MAP_DEFAULT_LANG).toBe("ru_RU");
  });

  it("loads Yandex when a key is configured, with the locale's language", async () => {
    const { actor, asked } = start(async () => "ymaps3");
    actor.send({ type: "load", options: { provider: "yandex", apiKey: "abc12345", lang: "en_US" }, environment: "browser" });
    await settle();
    expect(actor.getSnapshot().value).toBe("loaded");
    expect(asked[0]).toEqual({ provider: "yandex", apiKey: "abc12345", lang: "en_US", layer: "world" });
  });

  it("raises the spec's errors: key not set, unknown options with the allowed keys, outside the browser", () => {
    expect(optionsError({ type: "load", options: { provider: "yandex" }, environment: "browser" })).toEqual({ code: "keyNotSet", provider: "yandex" });
    expect(optionsError({ type: "load", options: { zoom: 3, tiles: "osm", style: 1 }, environment: "browser" })).toEqual({
      code: "unknownOptions", unknown: ["tiles", "style"], allowed: MAP_OPTION_KEYS,
    });
    expect(optionsError({ type: "load", options: {}, environment: "server" })).toEqual({ code: "notInBrowser" });
    const { actor, asked } = start(async () => null);
    actor.send({ type: "load", options: { provider: "yandex", apiKey: "" }, environment: "browser" });
    expect(actor.getSnapshot().value).toBe("error");
    expect(actor.getSnapshot().context.error?.code).toBe("keyNotSet");
    // An option error is not retried: only new options help.
    actor.send({ type: "retry" });
    expect(actor.getSnapshot().value).toBe("error");
    expect(asked).toEqual([]);
  });

  it("loads the layer asked for: Kazakhstan's regions for the regions map", async () => {
    const { actor, asked } = start(async (o) => o.layer);
    actor.send({ type: "load", options: { layer: "kz-regions" }, environment: "browser" });
    await settle();
    expect(actor.getSnapshot().context.map).toBe("kz-regions");
    expect(asked[0]?.layer).toBe("kz-regions");
  });

  it("a failed download ends in error and retry loads again", async () => {
    let fail = true;
    const { actor, asked } = start(async () => {
      if (fail) throw new Error("offline");
      return "world";
    });
    actor.send({ type: "load", options: {}, environment: "browser" });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ code: "loadFailed", provider: "builtin" });
    fail = false;
    actor.send({ type: "retry" });
    await settle();
    expect(actor.getSnapshot().value).toBe("loaded");
    expect(asked).toHaveLength(2);
  });
});

describe("map loading: opened with the shapes at hand", () => {
  it("lands where the browser's own load of the layer does, with that map and nothing left to load", async () => {
    const shapes = { kind: "builtin", layer: "world", world: { type: "FeatureCollection", features: [] } };
    const opened = loadedSnapshot(mapLoadingMachine, { provider: "builtin", layer: "world" }, shapes);
    const { actor } = start(async () => shapes);
    actor.send({ type: "load", options: { provider: "builtin", layer: "world" }, environment: "browser" });
    await settle();
    expect(opened.value).toBe("loaded");
    expect(opened.context).toEqual(actor.getSnapshot().context);
    const restored = createActor(mapLoadingMachine, { snapshot: opened }).start();
    expect(restored.getSnapshot().value).toBe("loaded");
    expect(restored.getSnapshot().context.map).toBe(shapes);
  });
});
