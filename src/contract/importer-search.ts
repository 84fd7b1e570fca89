import type { Endpoint } from "./common.ts";

export const importerSearchEndpoints = {} as const satisfies Record<string, Endpoint>;
