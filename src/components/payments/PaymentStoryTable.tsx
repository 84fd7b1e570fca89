import { useLingui } from "@lingui/react";
import { formatMoney } from "../code-card/format.ts";
import { ExportButtons } from "../export/ExportButtons.tsx";
import { storyExport, type StoryRow } from "./storyRows.ts";

/** Every invoice and payment, newest first, with the CSV and XLSX downloads of the same lines. */
export function PaymentStoryTable({ rows }: { rows: readonly StoryRow[] }) {
  const { i18n } = useLingui();
  const file = storyExport(i18n, rows);
  const label = (key: string) => file.columns.find((c) => c.key === key)?.label ?? key;
  return (
    <section className="payment-story" aria-labelledby="payment-story-title">
      <div className="payment-story__head">
        <h2 id="payment-story-title">{i18n._({ id: "paymentStory.list", message: "Счета и платежи" })}</h2>
        <ExportButtons fileName="payment-story" columns={file.columns} rows={file.rows} />
      </div>
      {/* A region the keyboard can reach: on a phone the table scrolls sideways inside it. */}
      <div className="ref-table-scroll" role="region" aria-labelledby="payment-story-title" tabIndex={0}>
        <table className="ref-table" data-testid="payment-story-list">
          <thead>
            <tr>
              {["date", "operation", "plan", "period", "amount", "status", "until", "transaction"].map((key) => (
                <th key={key} scope="col">
                  {label(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} data-testid="payment-story-row">
                <td className="nowrap">{r.date}</td>
                <th scope="row">{r.operation}</th>
                <td>{r.plan}</td>
                <td>{r.period}</td>
                <td className="num">{formatMoney(i18n.locale, r.amount, r.currency)}</td>
                <td>{r.status}</td>
                <td className="nowrap">{r.until ?? "—"}</td>
                <td className="payment-story__tx">{r.transaction ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
