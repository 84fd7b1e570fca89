import { useLingui } from "@lingui/react";

/** The new build's offer, inside its toast: one sentence and a reload button. */
export function ReloadOffer({ onReload }: { onReload: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className="build-offer" data-testid="new-build-offer">
      <p className="build-offer__text">{i18n._({ id: "build.offer.text", message: "Вышла новая версия портала" })}</p>
      <button type="button" className="button button--primary" onClick={onReload}>
        {i18n._({ id: "build.offer.reload", message: "Обновить" })}
      </button>
    </div>
  );
}
