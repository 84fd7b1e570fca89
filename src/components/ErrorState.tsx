import { useLingui } from "@lingui/react";

/** What went wrong, in one sentence, and a way on. */
export function ErrorState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className="error-state" role="alert">
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {i18n._({ id: "common.retry", message: "Повторить" })}
        </button>
      )}
    </div>
  );
}
