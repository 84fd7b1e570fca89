import { useLingui } from "@lingui/react";
import { measureTypeNames } from "../../../core/measure-names.ts";
import { chosenExporter, exporterRemedies, namedExporters } from "../../../machines/calculator/answers.ts";
import { exporterChoice, stepTitle } from "./messages.ts";
import { SelectField } from "./SelectField.tsx";
import { StepFrame } from "./StepFrame.tsx";
import type { StepProps } from "./types.ts";

/**
 * The exporter, asked when a trade remedy for the origin sets its rate per named exporter: each exporter the act
 * names with its rate, and "all other exporters" (the default) with theirs; above them, the measure and its act.
 */
export function ExporterStep({ answers, send, frame, info }: StepProps) {
  const { i18n } = useLingui();
  const measures = [...new Map(exporterRemedies(info, answers.origin).map((r) => [`${r.type}|${r.source.act ?? ""}`, r])).values()];
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
      <SelectField
        id="calc-exporter"
        label={i18n._({ id: "calc.exporter.label", message: "Кто экспортирует товар" })}
        value={chosenExporter(info, answers) ?? ""}
        testId="calc-exporter"
        onValueChange={(value) => send({ type: "edit", field: "exporter", value })}
      >
        {[...namedExporters(info, answers.origin), null].map((exporter) => (
          <option key={exporter ?? ""} value={exporter ?? ""}>
            {exporterChoice(i18n, info, answers.origin, exporter)}
          </option>
        ))}
      </SelectField>
    </StepFrame>
  );
}
