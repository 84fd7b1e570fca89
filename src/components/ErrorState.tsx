import { useLingui } from "@lingui/react";

/** What went wrong, in one sentence, and a way on. */
export function ErrorState({ text, onRetry, testId }: { text: string; onRetry?: () => void; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <div className="error-state" role="alert" data-testid={testId}>
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {i18n._({ id: "common.retry", message: "Повторить" })}
        </button>
      )}
    </div>
  );
}
