import { initialTransition, type SnapshotFrom, transition } from "xstate";
import type { MapOptions, mapLoadingMachine } from "./map-loading.machine.ts";

type MapLoadingLogic = typeof mapLoadingMachine;

/**
 * The state a map opens in when its provider is already at hand (the server drew a choropleth from its
 * shapes, and the browser got the same shapes before bringing it to life): where the browser's own `load`
 * of `options` reaches, by the machine's own steps (the loader's done event with `map`), so the server's
 * drawing and the browser's first render are the same and nothing is downloaded twice.
 */
export function loadedSnapshot(machine: MapLoadingLogic, options: MapOptions, map: unknown): SnapshotFrom<MapLoadingLogic> {
  const [initial] = initialTransition(machine);
  const [loading] = transition(machine, initial, { type: "load", options: { ...options }, environment: "browser" });
  // The event the invoked `loadProvider` actor sends when it answers.
  const [loaded] = transition(machine, loading, { type: "xstate.done.actor.loadProvider", output: map } as never);
  return loaded;
}
