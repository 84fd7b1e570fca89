import type { Endpoint } from "./common.ts";

export const tradeProductsEndpoints = {} as const satisfies Record<string, Endpoint>;
