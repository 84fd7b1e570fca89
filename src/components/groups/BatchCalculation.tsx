import { useLingui } from "@lingui/react";
import { useActorRef, useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import type { BatchRow } from "../../../core/contract/groups.ts";
import type { BatchField } from "../../../machines/batch-calculation/batch-calculation.machine.ts";
import { useCalculatorResources } from "../../api/calculator.ts";
import { useCodeNames } from "../../api/lookups.ts";
import { liveBatchCalculation } from "../../flows/batch-calculation/live.ts";
import { useTextLang } from "../../i18n/textLang.ts";
import { inspect } from "../../inspect.ts";
import { SelectField } from "../calculator/SelectField.tsx";
import { formatKzt } from "../calculator/money.ts";
import { formatCode } from "../codeFormat.ts";
import { ErrorState } from "../ErrorState.tsx";
import { ExportButtons } from "../export/ExportButtons.tsx";
import type { ExportColumn } from "../export/table.ts";
import { TextInput } from "../form/TextInput.tsx";
import { ScrollArea } from "../ScrollArea.tsx";
import { SkeletonLines } from "../Skeleton.tsx";

const KINDS = ["duty", "vat", "excise", "fee"] as const;
/** A payment of a row: the sum of its lines of that kind (null when the row was not calculated). */
const amountOf = (row: BatchRow, kind: (typeof KINDS)[number]) =>
  row.result ? row.result.lines.filter((l) => l.kind === kind).reduce((sum, l) => sum + l.amount_kzt, 0) : null;

/** /calculator?group=<id>: the group's codes through the calculator with one set of assumptions, drawn from the batch flow. */
export default function BatchCalculation({ groupId }: { groupId: string }) {
  const { i18n } = useLingui();
  const actor = useActorRef(liveBatchCalculation, { input: { groupId }, inspect });
  const state = useSelector(actor, (s) => s);
  const resources = useCalculatorResources();
  const { context } = state;
  const busy = state.hasTag("busy");
  // Each code with its full name: the group's own names list is not the flow's business.
  const names = useCodeNames(context.group?.codes ?? []);
  const nameOf = new Map((names.data?.data ?? []).map((n) => [n.code, n.full_name]));
  const langOf = useTextLang();

  if (state.matches("loading")) {
    return <div data-testid="batch-loading"><SkeletonLines count={4} label={i18n._({ id: "groups.loadingOne", message: "Загружаем группу" })} /></div>;
  }
  if (state.matches("failed")) {
    return (
      <div data-testid="batch-failed">
        <ErrorState text={context.error || i18n._({ id: "batch.failed", message: "Группа не загрузилась" })} onRetry={() => actor.send({ type: "retry" })} />
      </div>
    );
  }

  const edit = (field: BatchField) => (value: string) => actor.send({ type: "edit", field, value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: "submit" });
  };
  const labels = {
    code: i18n._({ id: "batch.col.code", message: "Код" }),
    name: i18n._({ id: "groups.col.name", message: "Наименование" }),
    duty: i18n._({ id: "batch.col.duty", message: "Пошлина, ₸" }),
    vat: i18n._({ id: "batch.col.vat", message: "НДС, ₸" }),
    excise: i18n._({ id: "batch.col.excise", message: "Акциз, ₸" }),
    fee: i18n._({ id: "batch.col.fee", message: "Сбор, ₸" }),
    total: i18n._({ id: "batch.col.total", message: "Итого, ₸" }),
    note: i18n._({ id: "batch.col.note", message: "Примечание" }),
  };
  const columns: ExportColumn[] = [
    { key: "code", label: labels.code, kind: "text" },
    { key: "name", label: labels.name, kind: "text" },
    ...KINDS.map((k) => ({ key: k, label: labels[k], kind: "number" as const })),
    { key: "total", label: labels.total, kind: "number" },
    { key: "note", label: labels.note, kind: "text" },
  ];
  const exportRows = context.rows.map((row) => ({
    code: row.code, name: nameOf.get(row.code) ?? null, ...Object.fromEntries(KINDS.map((k) => [k, amountOf(row, k)])), total: row.result?.total_kzt ?? null, note: row.error,
  }));
  const money = (value: number | null) => (value === null ? "—" : formatKzt(i18n.locale, value));
  const ready = state.matches("results") || context.rows.length > 0;
  const complete = context.form.origin !== "" && context.form.amount.trim() !== "";

  return (
    <section className="batch" aria-labelledby="batch-title">
      <h2 id="batch-title" className="batch__title">
        {i18n._({ id: "batch.title", message: "Группа «{name}»: {count, plural, one {# код} few {# кода} other {# кодов}}", values: { name: context.group?.name ?? "", count: context.group?.codes.length ?? 0 } })}
      </h2>
      <p className="batch__lead">{i18n._({ id: "batch.lead", message: "Одни и те же страна происхождения, стоимость и дата для каждого кода группы." })}</p>
      <form className="batch__form" data-testid="batch-form" onSubmit={submit} noValidate>
        <SelectField id="batch-origin" label={i18n._({ id: "batch.origin", message: "Страна происхождения" })} value={context.form.origin}
          onValueChange={edit("origin")} error={context.serverErrors.origin ?? null} testId="batch-origin">
          <option value="">{i18n._({ id: "batch.origin.pick", message: "Выберите страну" })}</option>
          {(resources.data?.countries ?? []).map((c) => <option key={c.iso2} value={c.iso2}>{c.name}</option>)}
        </SelectField>
        <TextInput id="batch-amount" label={i18n._({ id: "batch.amount", message: "Таможенная стоимость каждого кода" })} value={context.form.amount}
          onValueChange={edit("amount")} inputMode="decimal" error={context.serverErrors.amount ?? null} testId="batch-amount" />
        <SelectField id="batch-currency" label={i18n._({ id: "batch.currency", message: "Валюта" })} value={context.form.currency}
          onValueChange={edit("currency")} error={context.serverErrors.currency ?? null} testId="batch-currency">
          {(resources.data?.currencies ?? [{ code: context.form.currency, name: context.form.currency }]).map((c) => (
            <option key={c.code} value={c.code}>{c.code} — {c.name}</option>
          ))}
        </SelectField>
        <div className="field">
          <label className="field__label" htmlFor="batch-date">{i18n._({ id: "batch.date", message: "Дата ввоза (пусто — сегодня)" })}</label>
          <input id="batch-date" className="input field__input" type="date" value={context.form.date} data-testid="batch-date"
            aria-invalid={context.serverErrors.date ? true : undefined} onChange={(e) => edit("date")(e.target.value)} />
          {context.serverErrors.date && <p className="field-error">{context.serverErrors.date}</p>}
        </div>
        {context.error && <p className="field-error" role="alert">{context.error}</p>}
        <button type="submit" className="button button--primary" data-testid="batch-submit" disabled={busy || !complete}>
          {busy ? i18n._({ id: "batch.calculating", message: "Считаем…" }) : i18n._({ id: "batch.submit", message: "Рассчитать все коды" })}
        </button>
      </form>
      {ready && (
        <>
          <ScrollArea as="div" className="calc-table-wrap" label={i18n._({ id: "batch.table", message: "Результаты расчёта группы" })}>
            <table className="data-table batch__table" data-testid="batch-table">
              <thead><tr>{columns.map((c) => <th key={c.key} scope="col">{c.label}</th>)}</tr></thead>
              <tbody>
                {context.rows.map((row) => (
                  <tr key={row.code}>
                    <th scope="row">{formatCode(row.code)}</th>
                    <td lang={langOf(nameOf.get(row.code) ?? "")}>{nameOf.get(row.code) ?? "—"}</td>
                    {KINDS.map((k) => <td key={k} className="num">{money(amountOf(row, k))}</td>)}
                    <td className="num"><strong>{money(row.result?.total_kzt ?? null)}</strong></td>
                    <td>{row.error ?? row.result?.notes.join(" ")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
          <ExportButtons fileName={`group-${(context.group?.name ?? "codes").replace(/[^\p{L}\p{N}]+/gu, "-")}`} columns={columns} rows={exportRows} />
        </>
      )}
    </section>
  );
}
