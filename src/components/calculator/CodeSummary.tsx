import { useLingui } from "@lingui/react";
import type { CalculatorCodeInfo } from "../../../core/contract/calculator.ts";
import { AppLink } from "../AppLink.tsx";

/** The code being calculated and its name, above every step after the code (the answer the rest depends on). */
export function CodeSummary({ info }: { info: CalculatorCodeInfo }) {
  const { i18n } = useLingui();
  return (
    <p className="calc-code-summary" data-testid="calc-code-summary">
      <AppLink href={`/custom/${info.code}`} className="code">
        {info.code_fmt}
      </AppLink>{" "}
      <span className="calc-code-summary__name" lang={info.full_name.lang}>{info.full_name.text}</span>
      {info.full_name.fallback ? <span className="muted"> ({i18n._({ id: "calc.inRussian", message: "на русском" })})</span> : null}
    </p>
  );
}
