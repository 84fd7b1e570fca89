import { useLingui } from "@lingui/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { answersFromSearch, stepsFor } from "../../../machines/calculator/answers.ts";
import type { Step } from "../../../machines/calculator/answers.ts";
import { calculatorMachine } from "../../../machines/calculator/calculator.machine.ts";
import { openingSnapshot } from "../../../machines/calculator/opening.ts";
import { useAccount } from "../../account/account-context.ts";
import { useCalculatorActors, useSaveCalculation } from "../../api/calculator.ts";
import { inspect } from "../../inspect.ts";
import { SkeletonLines } from "../Skeleton.tsx";
import { CheckStep } from "./CheckStep.tsx";
import { CodeStep } from "./CodeStep.tsx";
import { CodeSummary } from "./CodeSummary.tsx";
import { DateStep } from "./DateStep.tsx";
import { messageText } from "./messages.ts";
import { OriginStep } from "./OriginStep.tsx";
import { QuantityStep } from "./QuantityStep.tsx";
import { ResultView } from "./ResultView.tsx";
import type { StepProps } from "./types.ts";
import { ValueStep } from "./ValueStep.tsx";

const STEPS: Step[] = ["code", "date", "origin", "value", "quantity", "excise"];

/**
 * The calculator's statechart drawn: the step it is on, its answers and messages; every button sends
 * an event. The address's answers (share link, code card, a report) are its input.
 */
export default function Wizard({ search, today }: { search: string; today: string }) {
  const { i18n } = useLingui();
  const actors = useCalculatorActors();
  const [machine] = useState(() => calculatorMachine.provide({ actors }));
  const [input] = useState(() => (search ? { today, answers: answersFromSearch(search, today) } : { today }));
  // The server and the browser open the actor in the same state, so the page hydrates what was drawn.
  const [opening] = useState(() => openingSnapshot(machine, input));
  const actor = useActorRef(machine, opening ? { input, snapshot: opening, inspect } : { input, inspect });
  const snapshot = useSelector(actor, (s) => s);
  const { view } = useAccount();
  const save = useSaveCalculation();
  const saveCalculation = save.mutate;

  // A wizard that opened on a later state ignores it.
  useEffect(() => actor.send({ type: "start" }), [actor]);
  // The user's own results go to their reports when someone is signed in.
  useEffect(() => {
    const sub = actor.on("calculated", ({ request, result }) => {
      if (view.signedIn) saveCalculation({ request, result });
    });
    return () => sub.unsubscribe();
  }, [actor, view.signedIn, saveCalculation]);

  const { answers, errors, codeInfo: info, failure } = snapshot.context;
  const busy = snapshot.hasTag("busy");
  // Once the reader has answered, every new screen takes the focus to its heading; the first
  // screen of a visit (also one a share link opens) leaves the focus where the page starts.
  const [answered, setAnswered] = useState(false);
  const send: StepProps["send"] = (event) => {
    setAnswered(true);
    actor.send(event);
  };
  const steps = [...stepsFor(info), "check" as const];
  const current = STEPS.find((s) => snapshot.matches(s)) ?? (snapshot.matches("check") ? "check" : null);
  const frame = {
    position: current ? Math.max(1, steps.indexOf(current) + 1) : 1,
    total: steps.length,
    failure: messageText(i18n, failure),
    busy,
    focusHeading: answered,
  };
  const props: StepProps = { answers, errors, info, send, frame };

  if (snapshot.matches("result") && snapshot.context.result && snapshot.context.request)
    return (
      <ResultView
        request={snapshot.context.request}
        result={snapshot.context.result}
        focusHeading={answered}
        saved={save.isPending ? "saving" : save.isSuccess ? "saved" : save.isError ? "failed" : null}
        onChange={() => send({ type: "changeAnswers" })}
        onRestart={() => {
          save.reset();
          send({ type: "restart" });
        }}
      />
    );
  if (snapshot.matches("starting") || snapshot.matches("restoring") || snapshot.matches("calculating"))
    return (
      <div className="calc-step" data-testid="calc-busy">
        <SkeletonLines count={5} label={i18n._({ id: "calc.calculating", message: "Считаем платежи…" })} />
      </div>
    );
  return (
    <div className="calc-wizard" data-step={current ?? ""}>
      {info && current !== "code" ? <CodeSummary info={info} /> : null}
      {snapshot.matches("code") ? <CodeStep {...props} /> : null}
      {snapshot.matches("date") ? <DateStep {...props} /> : null}
      {snapshot.matches("origin") ? <OriginStep {...props} /> : null}
      {snapshot.matches("value") ? <ValueStep {...props} /> : null}
      {snapshot.matches("quantity") ? <QuantityStep {...props} kind="quantity" /> : null}
      {snapshot.matches("excise") ? <QuantityStep {...props} kind="excise" /> : null}
      {snapshot.matches("check") ? <CheckStep {...props} /> : null}
    </div>
  );
}
