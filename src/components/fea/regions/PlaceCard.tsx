import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";

/** The frame of a region's or a country's card: its name, a close button, then what it says. */
export function PlaceCard({ kind, id, title, onClose, children }: { kind: "region" | "country"; id: string; title: string; onClose: () => void; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <section className="fea-maps__block fea-maps__card" data-testid={`${kind}-card`} {...{ [`data-${kind}`]: id }} aria-labelledby={`${kind}-card-title`}>
      <div className="fea-maps__card-head">
        <h2 id={`${kind}-card-title`}>{title}</h2>
        <button type="button" className="button" onClick={onClose}>{i18n._({ id: "maps.card.close", message: "Закрыть" })}</button>
      </div>
      {children}
    </section>
  );
}

/** One fact of a card; `value` set: the figure as a number for tests and scripts (`data-value`). */
export function Fact({ label, children, testId, value }: { label: string; children: ReactNode; testId?: string; value?: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId} data-value={value}>{children}</dd>
    </div>
  );
}
