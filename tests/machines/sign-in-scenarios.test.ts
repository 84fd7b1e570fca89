import { createActor, fromPromise } from "xstate";
import { describe, expect, it } from "vitest";
import { signInMachine } from "../../machines/sign-in/sign-in.machine.ts";
import { SCENARIOS, stateKey } from "../support/sign-in-scenarios.ts";
import type { Step } from "../support/sign-in-scenarios.ts";

const SAMPLE: Record<string, string> = { $email: "broker@example.kz", $password: "Secret123", $newPassword: "Newpass456" };
const CODES: Record<string, string> = { $code: "123456", $wrongCode: "000000", $totp: "654321" };

// Every call stays pending: the path itself sends the calls' results.
const pending = () => fromPromise<never, unknown>(() => new Promise<never>(() => {})) as never;
const model = signInMachine.provide({
  actors: {
    login: pending(),
    fetchAccessCookie: pending(),
    register: pending(),
    verifyEmailCode: pending(),
    resendEmailCode: pending(),
    sendRecoveryCode: pending(),
    validateResetCode: pending(),
    resetPassword: pending(),
  },
});

function eventOf(step: Step) {
  if ("done" in step) return { type: `xstate.done.actor.${step.done}`, output: step.output, actorId: step.done };
  if ("error" in step) return { type: `xstate.error.actor.${step.error}`, error: new Error("refused"), actorId: step.error };
  if (step.send === "edit") return { ...step, type: "edit", value: typeof step.value === "string" ? (SAMPLE[step.value] ?? step.value) : step.value };
  if (step.send === "code.entered") return { type: "code.entered", code: CODES[step.code] };
  return { type: step.send };
}

describe("the browser's sign-in paths are paths of the sign-in statechart", () => {
  for (const scenario of SCENARIOS) {
    it(scenario.name, () => {
      const actor = createActor(model, { input: {} }).start();
      const seen: string[] = [];
      for (const [step, expected] of scenario.steps) {
        const before = actor.getSnapshot();
        const event = eventOf(step);
        // An invoke result only counts while that invoke runs: the UI cannot produce any other.
        if ("actorId" in event && event.actorId) expect(before.children[event.actorId], `${event.type} while it runs`).toBeDefined();
        actor.send(event as never);
        seen.push(stateKey(actor.getSnapshot().value));
        expect(seen.at(-1), `after ${event.type}`).toBe(expected);
      }
      actor.stop();
    });
  }
});
