import { initialTransition, transition, type SnapshotFrom } from "xstate";
import type { CalculatorInput, calculatorMachine } from "./calculator.machine.ts";

type CalculatorLogic = typeof calculatorMachine;

/**
 * The state the wizard opens in, worked out the same way on the server and in the browser. Without a
 * code in the address the host's `start` lands on the code step, which waits for nothing, so the page is
 * drawn there from its first byte (the server's HTML shows the question, not a skeleton) and the browser's
 * actor begins from that snapshot. A code in the address makes `start` load it: the wizard then opens in
 * `starting` and the host's `start` runs the load in the browser (undefined here).
 */
export function openingSnapshot(machine: CalculatorLogic, input: CalculatorInput): SnapshotFrom<CalculatorLogic> | undefined {
  const [initial] = initialTransition(machine, input);
  const [opened, actions] = transition(machine, initial, { type: "start" });
  return opened.matches("code") && actions.length === 0 ? opened : undefined;
}
