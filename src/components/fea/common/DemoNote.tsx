import { useLingui } from "@lingui/react";

/** The server's demo-data notice, labelled (design notes: demo data carries a visible label). Nothing when not demo. */
export function DemoNote({ demo, note }: { demo: boolean; note: string | null }) {
  const { i18n } = useLingui();
  if (!demo) return null;
  return (
    <p className="fea-demo" role="note" data-testid="demo-note">
      <span className="badge fea-demo__badge">{i18n._({ id: "fea.demo.badge", message: "Демо-данные" })}</span>{" "}
      {note}
    </p>
  );
}
