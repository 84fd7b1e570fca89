import type { Endpoint } from "./common.ts";

export const tradeGeoEndpoints = {} as const satisfies Record<string, Endpoint>;
