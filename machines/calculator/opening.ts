import { initialTransition, transition, type SnapshotFrom } from "xstate";
import { type CalculatorInput, type calculatorMachine, type CodeInfoAnswer, codeInfoQuery, type CodeInfoQuery } from "./calculator.machine.ts";

type CalculatorLogic = typeof calculatorMachine;

/**
 * The state the wizard opens in, worked out the same way on the server and in the browser. Without a
 * code in the address the host's `start` lands on the code step, which waits for nothing, so the page is
 * drawn there from its first byte (the server's HTML shows the question, not a skeleton) and the browser's
 * actor begins from that snapshot. A code in the address makes `start` load its info: when `known` has
 * that answer (the server asked it to render the page, and handed it to the browser), the wizard opens on
 * the step the answer leads to, by the machine's own steps (the load's done event), so nothing is asked
 * twice. Where that is still busy (a share link with every answer goes on to calculate), or the answer is
 * not known, it opens in `starting` and the host's `start` runs the load in the browser (undefined here).
 */
export function openingSnapshot(
  machine: CalculatorLogic,
  input: CalculatorInput,
  known: (query: CodeInfoQuery) => CodeInfoAnswer | undefined = () => undefined,
): SnapshotFrom<CalculatorLogic> | undefined {
  const [initial] = initialTransition(machine, input);
  const [opened, actions] = transition(machine, initial, { type: "start" });
  if (opened.matches("code") && actions.length === 0) return opened;
  const answer = opened.matches("restoring") ? known(codeInfoQuery(opened)) : undefined;
  if (!answer) return undefined;
  // The event the invoked `restoreCodeInfo` actor sends when it answers.
  const [answered] = transition(machine, opened, { type: "xstate.done.actor.restoreCodeInfo", output: answer } as never);
  return answered.hasTag("busy") ? undefined : answered;
}
