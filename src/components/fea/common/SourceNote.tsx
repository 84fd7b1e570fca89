import { useLingui } from "@lingui/react";

/** Where a figure comes from, in small text beside it (design notes: every figure shows its source). */
export function SourceNote({ source }: { source: string }) {
  const { i18n } = useLingui();
  return (
    <p className="card-source fea-source" data-testid="source-note">
      {i18n._({ id: "fea.source", message: "Источник: {source}", values: { source } })}
    </p>
  );
}
