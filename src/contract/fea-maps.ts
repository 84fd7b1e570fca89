import type { Endpoint } from "./common.ts";

export const feaMapEndpoints = {} as const satisfies Record<string, Endpoint>;
