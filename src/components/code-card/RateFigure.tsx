import { useLingui } from "@lingui/react";
import type { DutyRate } from "../../../core/contract/code-info.ts";
import { formatRate } from "./format.ts";

/** A rate in the reader's words, with the text as printed in the source beside it. */
export function RateFigure({ rate, size = "normal", testId }: { rate: DutyRate; size?: "large" | "normal"; testId?: string }) {
  const { i18n } = useLingui();
  const words = formatRate(i18n, rate);
  return (
    <span className={`card-rate card-rate--${size}`}>
      <span className="card-rate__value" data-testid={testId} lang={words ? undefined : "ru"}>
        {words ?? rate.text}
      </span>
      {words && words !== rate.text ? (
        <span className="card-rate__printed">
          {i18n._({ id: "card.rate.printed", message: "в тексте акта: «{text}»", values: { text: rate.text } })}
        </span>
      ) : null}
    </span>
  );
}
