import { useLingui } from "@lingui/react";

/** Grey bars shaped like the card: code and name, path, then the duty, VAT and sanctions blocks. */
export function CardSkeleton() {
  const { i18n } = useLingui();
  return (
    <div className="card-skeleton" role="status" aria-busy="true" data-testid="card-skeleton">
      <span className="visually-hidden">{i18n._({ id: "card.loading", message: "Загружаем карточку кода…" })}</span>
      <div aria-hidden="true">
        <span className="skeleton-line card-skeleton__code" />
        <span className="skeleton-line card-skeleton__name" />
        <span className="skeleton-line" style={{ width: "55%" }} />
        <span className="skeleton-line" style={{ width: "45%" }} />
      </div>
      <div className="card-grid card-grid--top" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="card-block card-skeleton__block">
            <span className="skeleton-line" style={{ width: "50%" }} />
            <span className="skeleton-line card-skeleton__figure" />
            <span className="skeleton-line" style={{ width: "80%" }} />
            <span className="skeleton-line" style={{ width: "65%" }} />
          </div>
        ))}
      </div>
    </div>
  );
}
