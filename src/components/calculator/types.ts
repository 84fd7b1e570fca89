import type { Answers, FieldErrors } from "../../../machines/calculator/answers.ts";
import type { CalculatorEvent } from "../../../machines/calculator/calculator.machine.ts";
import type { CalculatorCodeInfo } from "../../../core/contract/calculator.ts";
import type { StepFrameProps } from "./StepFrame.tsx";

/** What every step view gets: the answers as typed, the messages, what the code asks, and the way to speak to the wizard. */
export interface StepProps {
  answers: Answers;
  errors: FieldErrors;
  info: CalculatorCodeInfo | null;
  send: (event: CalculatorEvent) => void;
  /** The frame's count, failure and busy state, and whether its heading takes the focus. */
  frame: Pick<StepFrameProps, "position" | "total" | "failure" | "busy" | "focusHeading">;
}
