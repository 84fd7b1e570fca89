import { useLingui } from "@lingui/react";
import { useMemo, type ReactNode } from "react";
import type { CardLimits, ImporterCard } from "../../../core/contract/importer-card.ts";
import { barConfig, doughnutConfig, lineConfig } from "../charts/builders.ts";
import { ChartCanvas } from "../charts/ChartCanvas.tsx";
import { formatUsd } from "../charts/format.ts";
import { ExportButtons } from "../export/ExportButtons.tsx";
import type { ExportColumn, ExportRow } from "../export/table.ts";
import { CardSanctions } from "./CardSanctions.tsx";
import type { WizardActor } from "../../flows/importer-card/live.ts";
import { resetDate } from "./messages.ts";
import { FollowButton } from "../follow/FollowButton.tsx";
import { NoteBox } from "../notes/NoteBox.tsx";


/** A table of the card with its chart and CSV / XLSX export (the figures as shown). */
function Table({ title, testId, fileName, columns, rows, chart }: {
  title: string;
  testId: string;
  fileName: string;
  columns: ExportColumn[];
  rows: ExportRow[];
  chart: ReactNode;
}) {
  const { i18n } = useLingui();
  const cell = (c: ExportColumn, v: ExportRow[string]) => (c.kind === "number" && typeof v === "number" ? formatUsd(i18n.locale, v) : (v ?? ""));
  return (
    <section className="ic-block" data-testid={testId}>
      <h2>{title}</h2>
      {chart}
      <ExportButtons fileName={fileName} columns={columns} rows={rows} />
      <div className="ref-table-scroll">
        <table className="ref-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.kind === "number" ? "num" : undefined}>{c.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                {columns.map((c) => (
                  <td key={c.key} className={c.kind === "number" ? "num" : undefined}>{cell(c, r[c.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The opened card: profile, imports by code, partner and month, competitors, sanctions screening, openings left. */
export default function CardView({ card, limits, actor }: { card: ImporterCard; limits: CardLimits; actor: WizardActor }) {
  const { i18n } = useLingui();
  const valueLabel = i18n._({ id: "importerCard.card.value", message: "Стоимость, долл. США" });
  const value: ExportColumn = { key: "value", label: valueLabel, kind: "number" };
  const bin = card.importer.bin;
  const locale = i18n.locale;
  const charts = useMemo(() => {
    const money = (n: number) => formatUsd(locale, n);
    return {
      byCode: barConfig({ locale, labels: card.by_code.map((r) => `${r.code} ${r.name ?? ""}`.trim()), series: [{ label: valueLabel, values: card.by_code.map((r) => r.value_usd) }], format: money }),
      byPartner: doughnutConfig({ locale, labels: card.by_partner.map((r) => r.name ?? r.iso2), values: card.by_partner.map((r) => r.value_usd), format: money }),
      byMonth: lineConfig({ locale, labels: card.by_month.map((r) => r.month), series: [{ label: valueLabel, values: card.by_month.map((r) => r.value_usd) }], format: money }),
    };
  }, [card, locale, valueLabel]);
  return (
    <div className="ic-card" data-testid="ic-card">
      <section className="ic-block ic-profile" data-testid="ic-profile">
        <div className="ic-profile__head">
          <h2 data-testid="ic-card-name">{card.importer.name}</h2>
          {/* Followed by its BIN: a sanctions list update naming the company reaches the follower's feed. */}
          <FollowButton kind="counterparty" reference={bin} />
        </div>
        <p>
          {i18n._({ id: "importerCard.bin", message: "БИН {bin}", values: { bin: card.importer.bin } })}
          {card.importer.region ? ` · ${card.importer.region}` : ""}
        </p>
        <NoteBox kind="company" subject={card.importer.bin} />
        {card.demo ? (
          <p className="badge ic-demo" data-testid="ic-demo">
            {i18n._({ id: "importerCard.card.demo", message: "Демонстрационные данные: компания и её декларации вымышлены" })}
          </p>
        ) : null}
        <p className="ic-total" data-testid="ic-total">
          {i18n._({
            id: "importerCard.card.total",
            message: "Импорт: {value} по {count, plural, one {# декларации} other {# декларациям}}",
            values: { value: formatUsd(i18n.locale, card.total.value_usd), count: card.total.declarations },
          })}
        </p>
        <p className="muted" data-testid="ic-left">
          {i18n._({
            id: "importerCard.card.left",
            message: "Осталось открытий в этом месяце: {left} (обновятся {date})",
            values: { left: limits.left, date: resetDate(i18n.locale, limits.resets_at) },
          })}
        </p>
      </section>
      <Table
        title={i18n._({ id: "importerCard.card.byCode", message: "Импорт по кодам ТН ВЭД" })}
        testId="ic-by-code"
        fileName={`importer-${bin}-codes`}
        columns={[{ key: "code", label: i18n._({ id: "importerCard.card.code", message: "Код" }), kind: "text" }, { key: "name", label: i18n._({ id: "importerCard.card.name", message: "Наименование" }), kind: "text" }, value]}
        rows={card.by_code.map((r) => ({ code: r.code, name: r.name, value: r.value_usd }))}
        chart={<ChartCanvas config={charts.byCode} label={i18n._({ id: "importerCard.card.byCode", message: "Импорт по кодам ТН ВЭД" })} testId="ic-chart-code" className="ic-chart" />}
      />
      <Table
        title={i18n._({ id: "importerCard.card.byPartner", message: "Импорт по странам" })}
        testId="ic-by-partner"
        fileName={`importer-${bin}-partners`}
        columns={[{ key: "country", label: i18n._({ id: "importerCard.card.partner", message: "Страна" }), kind: "text" }, value]}
        rows={card.by_partner.map((r) => ({ country: r.name ?? r.iso2, value: r.value_usd }))}
        chart={<ChartCanvas config={charts.byPartner} label={i18n._({ id: "importerCard.card.byPartner", message: "Импорт по странам" })} testId="ic-chart-partner" className="ic-chart" />}
      />
      <Table
        title={i18n._({ id: "importerCard.card.byMonth", message: "Импорт по месяцам" })}
        testId="ic-by-month"
        fileName={`importer-${bin}-months`}
        columns={[{ key: "month", label: i18n._({ id: "importerCard.card.month", message: "Месяц" }), kind: "text" }, value]}
        rows={card.by_month.map((r) => ({ month: r.month, value: r.value_usd }))}
        chart={<ChartCanvas config={charts.byMonth} label={i18n._({ id: "importerCard.card.byMonth", message: "Импорт по месяцам" })} testId="ic-chart-month" className="ic-chart" />}
      />
      <section className="ic-block" data-testid="ic-competitors">
        <h2>{i18n._({ id: "importerCard.card.competitors", message: "Конкуренты: импортёры тех же кодов" })}</h2>
        {card.competitors.length === 0 ? (
          <p className="muted">{i18n._({ id: "importerCard.card.noCompetitors", message: "Другие импортёры этих кодов в данных не найдены." })}</p>
        ) : (
          <div className="ref-table-scroll">
            <table className="ref-table">
              <thead>
                <tr>
                  <th scope="col">{i18n._({ id: "importerCard.card.company", message: "Компания" })}</th>
                  <th scope="col" className="num">{i18n._({ id: "importerCard.card.shared", message: "Общих кодов" })}</th>
                  <th scope="col" className="num">{valueLabel}</th>
                </tr>
              </thead>
              <tbody>
                {card.competitors.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">
                      <button type="button" className="ic-link" onClick={() => {
                          // Their card starts at the company step with them picked: the scope step follows.
                          actor.send({ type: "change.company" });
                          actor.send({ type: "pick", company: { id: c.id, name: c.name, region: null } });
                        }} data-testid="ic-competitor">
                        {c.name}
                      </button>
                    </th>
                    <td className="num">{c.shared_codes}</td>
                    <td className="num">{formatUsd(i18n.locale, c.value_usd)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <CardSanctions name={card.importer.name} />
    </div>
  );
}
