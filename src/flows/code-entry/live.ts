import { fromPromise } from "xstate";
import { codeEntryMachine } from "../../../machines/code-entry/code-entry.machine.ts";
import type { SubmitCodeInput } from "../../../machines/code-entry/code-entry.machine.ts";

/**
 * The code entry's home in the client: its one call is the `submit` of the flow that owns the code
 * (sign-in, two-factor setup); a rejection marks the cells wrong.
 */
export function liveCodeEntry(submit: (code: string) => Promise<void>) {
  return codeEntryMachine.provide({
    actors: { submitCode: fromPromise<void, SubmitCodeInput>(({ input }) => submit(input.code)) },
  });
}
