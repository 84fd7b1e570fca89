import type * as Contract from "../../core/contract/index.ts";

let contract: Promise<typeof Contract> | null = null;

/**
 * The zod contract is the largest piece of client code (~40 KB gzip with zod). It loads in
 * parallel with the first render instead of before it; main.tsx starts the download at boot.
 */
export function loadContract(): Promise<typeof Contract> {
  contract ??= import("../../core/contract/index.ts").catch((err: unknown) => {
    contract = null; // let the next call try again
    throw err;
  });
  return contract;
}
