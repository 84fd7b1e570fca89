import { i18n } from "@lingui/core";
import type { MessageDescriptor } from "@lingui/core";
import type { Answer } from "./client.ts";

/**
 * Makes a call for a statechart's actor: no connection (or a broken answer) becomes an Error with
 * the flow's own translated `offline` text, which the flow shows (spec §8).
 */
export async function reach(answer: () => Promise<Answer>, offline: MessageDescriptor): Promise<Answer> {
  try {
    return await answer();
  } catch {
    throw new Error(i18n._(offline));
  }
}
