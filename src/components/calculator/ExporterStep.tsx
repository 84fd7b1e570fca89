import { useLingui } from "@lingui/react";
import { measureTypeNames } from "../../../core/measure-names.ts";
import { chosenExporter, exporterMeasures, namedExporters } from "../../../machines/calculator/answers.ts";
import { exporterChoice, stepTitle } from "./messages.ts";
import { StepFrame } from "./StepFrame.tsx";
import type { StepProps } from "./types.ts";

/**
 * The exporter, asked when a trade remedy for the origin sets its rate per named exporter: each exporter the act
 * names and "all other exporters" (the default), each with its rate; above them, the measure and its act.
 * Radios, not a select: the names are long and the rate beside each must stay readable at 320 px.
 */
export function ExporterStep({ answers, send, frame, info }: StepProps) {
  const { i18n } = useLingui();
  const measures = exporterMeasures(info, answers.origin);
  const chosen = chosenExporter(info, answers);
  return (
    <StepFrame
      {...frame}
      title={stepTitle(i18n, "exporter")}
      testId="calc-step-exporter"
      onNext={() => send({ type: "next" })}
      onBack={() => send({ type: "back" })}
    >
      {measures.map((m) => (
        <p key={`${m.type}|${m.source.act ?? ""}`} data-testid="calc-exporter-measure">
          {i18n._({
            id: "calc.exporter.measure",
            message: "{measure} ({act}): акт устанавливает ставку для каждого названного в нём экспортёра. Выберите своего экспортёра, если он назван; если нет — «Все прочие экспортёры».",
            values: { measure: i18n._(measureTypeNames[m.type]), act: m.source.act ?? "" },
          })}
        </p>
      ))}
      <fieldset className="calc-fieldset" data-testid="calc-exporter">
        <legend>{i18n._({ id: "calc.exporter.label", message: "Кто экспортирует товар" })}</legend>
        {[...namedExporters(info, answers.origin), null].map((exporter) => {
          const { name, rate } = exporterChoice(i18n, info, answers.origin, exporter);
          return (
            <label key={exporter ?? ""} className="calc-choice">
              <input
                type="radio"
                name="calc-exporter"
                value={exporter ?? ""}
                checked={chosen === exporter}
                onChange={() => send({ type: "edit", field: "exporter", value: exporter ?? "" })}
              />
              <span>
                {name}
                <span className="calc-choice__rate">{rate}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
    </StepFrame>
  );
}
