import { useLingui } from "@lingui/react";
import { chosenExporter, exciseApplies, exporterAsked, quantityApplies } from "../../../machines/calculator/answers.ts";
import type { CalculatorEvent } from "../../../machines/calculator/calculator.machine.ts";
import { useCalculatorResources } from "../../api/calculator.ts";
import { formatDate, unitLabel } from "../code-card/format.ts";
import { exporterChoice, stepTitle } from "./messages.ts";
import { StepFrame } from "./StepFrame.tsx";
import type { StepProps } from "./types.ts";

interface Row {
  key: string;
  label: string;
  value: string;
  change: CalculatorEvent["type"];
}

/** Check your answers: each with a change link that goes to its step and comes back here. */
export function CheckStep({ answers, send, frame, info }: StepProps) {
  const { i18n } = useLingui();
  const resources = useCalculatorResources();
  const country = resources.data?.countries.find((c) => c.iso2 === answers.origin)?.name ?? answers.origin;
  const money = (amount: string, currency: string) => `${amount} ${currency || answers.currency}`;
  const rates = Object.entries(answers.rates).filter(([, v]) => v.trim() !== "");
  const rows: Row[] = [
    { key: "code", label: i18n._({ id: "calc.check.code", message: "Код товара" }), value: info ? `${info.code_fmt} — ${info.full_name.text}` : answers.code, change: "change.code" },
    { key: "date", label: stepTitle(i18n, "date"), value: formatDate(i18n.locale, answers.date), change: "change.date" },
    { key: "origin", label: stepTitle(i18n, "origin"), value: country, change: "change.origin" },
  ];
  if (exporterAsked(info, answers)) {
    const { name, rate } = exporterChoice(i18n, info, answers.origin, chosenExporter(info, answers));
    rows.push({ key: "exporter", label: stepTitle(i18n, "exporter"), value: `${name} — ${rate}`, change: "change.exporter" });
  }
  rows.push(
    {
      key: "value",
      label: stepTitle(i18n, "value"),
      value: [
        money(answers.amount, answers.currency),
        answers.freight.trim() ? `${i18n._({ id: "calc.value.freight", message: "Перевозка" })}: ${money(answers.freight, answers.freightCurrency)}` : null,
        answers.insurance.trim() ? `${i18n._({ id: "calc.value.insurance", message: "Страхование" })}: ${money(answers.insurance, answers.insuranceCurrency)}` : null,
        ...rates.map(([c, v]) => i18n._({ id: "calc.check.rate", message: "курс {currency}: {rate} ₸", values: { currency: c, rate: v } })),
      ]
        .filter(Boolean)
        .join("; "),
      change: "change.value",
    },
  );
  if (quantityApplies(info))
    rows.push({ key: "quantity", label: stepTitle(i18n, "quantity"), value: `${answers.quantity} ${unitLabel(i18n, info?.duty_quantity_unit ?? "")}`, change: "change.quantity" });
  if (exciseApplies(info))
    rows.push({ key: "excise", label: stepTitle(i18n, "excise"), value: `${answers.exciseQuantity} ${unitLabel(i18n, info?.excise?.quantity_unit ?? "")}`, change: "change.excise" });
  return (
    <StepFrame
      {...frame}
      title={stepTitle(i18n, "check")}
      testId="calc-step-check"
      nextLabel={i18n._({ id: "calc.calculate", message: "Рассчитать" })}
      onNext={() => send({ type: "calculate" })}
      onBack={() => send({ type: "back" })}
    >
      <dl className="calc-answers" data-testid="calc-answers">
        {rows.map((r) => (
          <div key={r.key} className="calc-answers__row" data-testid={`calc-answer-${r.key}`}>
            <dt>{r.label}</dt>
            <dd className="calc-answers__value">{r.value}</dd>
            <dd className="calc-answers__change">
              <button type="button" className="calc-link" data-testid={`calc-change-${r.key}`} onClick={() => send({ type: r.change } as CalculatorEvent)}>
                {i18n._({ id: "calc.check.change", message: "Изменить" })}
                <span className="visually-hidden"> {r.label}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </StepFrame>
  );
}
