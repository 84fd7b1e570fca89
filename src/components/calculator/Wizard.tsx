import { useLingui } from "@lingui/react";
import { useState } from "react";
import { wizardPage } from "../../../machines/calculator/calculator.machine.ts";
import { useCalculator } from "../../flows/calculator/live.ts";
import { SkeletonLines } from "../Skeleton.tsx";
import { CheckStep } from "./CheckStep.tsx";
import { CodeStep } from "./CodeStep.tsx";
import { CodeSummary } from "./CodeSummary.tsx";
import { DateStep } from "./DateStep.tsx";
import { ExporterStep } from "./ExporterStep.tsx";
import { messageText } from "./messages.ts";
import { OriginStep } from "./OriginStep.tsx";
import { QuantityStep } from "./QuantityStep.tsx";
import { ResultView } from "./ResultView.tsx";
import type { StepProps } from "./types.ts";
import { ValueStep } from "./ValueStep.tsx";

/**
 * The calculator's statechart drawn: the step it is on, its answers and messages; every button sends
 * an event. The address's answers (share link, code card, a report) are its input.
 */
export default function Wizard({ search, today }: { search: string; today: string }) {
  const { i18n } = useLingui();
  const { actor, snapshot, saved, forgetSaved } = useCalculator(search, today);

  const { answers, errors, codeInfo: info, failure } = snapshot.context;
  const busy = snapshot.hasTag("busy");
  // Once the reader has answered, every new screen takes the focus to its heading; the first
  // screen of a visit (also one a share link opens) leaves the focus where the page starts.
  const [answered, setAnswered] = useState(false);
  const send: StepProps["send"] = (event) => {
    setAnswered(true);
    actor.send(event);
  };
  const { page: current, position, total } = wizardPage(snapshot);
  const frame = {
    position,
    total,
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
        saved={saved}
        onChange={() => send({ type: "changeAnswers" })}
        onRestart={() => {
          forgetSaved();
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
      {snapshot.matches("exporter") ? <ExporterStep {...props} /> : null}
      {snapshot.matches("value") ? <ValueStep {...props} /> : null}
      {snapshot.matches("quantity") ? <QuantityStep {...props} kind="quantity" /> : null}
      {snapshot.matches("excise") ? <QuantityStep {...props} kind="excise" /> : null}
      {snapshot.matches("check") ? <CheckStep {...props} /> : null}
    </div>
  );
}
