import { CALC_AMOUNT_MAX } from "../../core/contract/calculator-limits.ts";
import type { CalculateRequest, CalculatorCodeInfo } from "../../core/contract/calculator.ts";
import { coversOrigin } from "../../core/measure-origin.ts";
import type { CodeInfoAnswer } from "./calculator.machine.ts";
import { isIsoDate } from "../date-input/iso-date.ts";

/**
 * The duty calculator's answers as the user typed them, and the pure rules around them: number
 * parsing ("1 234,56" and "1234.56"), the checks of each step, which steps a code needs, the
 * request they make, and the share link (the answers in the address). No React, no fetch.
 */

/** The wizard's questions, in the order asked (check, calculating and result follow). */
export type Step = "code" | "date" | "origin" | "exporter" | "value" | "quantity" | "excise";

export interface Answers {
  code: string;
  /** Import date YYYY-MM-DD (today in Almaty by default). */
  date: string;
  /** Country of origin, ISO alpha-2. */
  origin: string;
  /** The exporter a trade remedy names, as the act writes it; empty: "all other exporters". */
  exporter: string;
  /** Invoice amount and currency. */
  amount: string;
  currency: string;
  /** Freight and insurance to the EAEU border; an empty currency means the invoice's. */
  freight: string;
  freightCurrency: string;
  insurance: string;
  insuranceCurrency: string;
  /** In the duty's unit (code-info `duty_quantity_unit`). */
  quantity: string;
  /** In the excise's unit when it differs from the duty's. */
  exciseQuantity: string;
  /** Exchange rates typed by hand, KZT per unit, by currency. */
  rates: Record<string, string>;
}

export type AnswerField = Exclude<keyof Answers, "rates">;
/** A field a message can sit at: an answer, or a typed rate (`rate.USD`). */
export type FieldKey = AnswerField | `rate.${string}`;

/** Messages of the checks; the view translates them. */
export type MessageId =
  | "calc.error.required"
  | "calc.error.code"
  | "calc.error.date"
  | "calc.error.number"
  | "calc.error.negative"
  | "calc.error.positive"
  | "calc.error.tooLarge"
  | "calc.error.network"
  | "calc.error.server";

/** A message at a field: one of ours (translated by the view) or the server's (already translated). */
export type FieldMessage = { id: MessageId } | { text: string };
export type FieldErrors = Partial<Record<FieldKey, FieldMessage>>;

export const DEFAULT_CURRENCY = "USD";
/** Most a typed exchange rate may be (KZT per unit), as the contract allows. */
export const RATE_MAX = 1e6;

export function emptyAnswers(today: string): Answers {
  return {
    code: "",
    date: today,
    origin: "",
    exporter: "",
    amount: "",
    currency: DEFAULT_CURRENCY,
    freight: "",
    freightCurrency: "",
    insurance: "",
    insuranceCurrency: "",
    quantity: "",
    exciseQuantity: "",
    rates: {},
  };
}

/** The fields each step asks (a 422 naming one of them returns the user to its step). */
export const STEP_FIELDS: Record<Step, readonly AnswerField[]> = {
  code: ["code"],
  date: ["date"],
  origin: ["origin"],
  exporter: ["exporter"],
  value: ["amount", "currency", "freight", "freightCurrency", "insurance", "insuranceCurrency"],
  quantity: ["quantity"],
  excise: ["exciseQuantity"],
};

export function stepOfField(field: FieldKey): Step {
  if (field.startsWith("rate.")) return "value";
  return (Object.keys(STEP_FIELDS) as Step[]).find((s) => STEP_FIELDS[s].includes(field as AnswerField)) ?? "code";
}

/** The 10 digits of a code typed with spaces or dots (`0805 40 000 0`). */
export const codeDigits = (typed: string): string => typed.replace(/[\s.]/g, "");

/**
 * A typed amount: blanks (any kind) are thousands separators; with both `,` and `.` the last one is
 * the decimal mark, with one of them it is the decimal mark. Null when it is not a number.
 */
export function parseAmount(typed: string): number | null {
  let s = typed.replace(/[\s\u00a0\u202f]/g, "");
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? "," : ".";
    s = s.split(decimal === "," ? "." : ",").join("").replace(",", ".");
  } else s = s.replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}

/** The check of one amount: required or not, zero allowed or not. */
function amountError(typed: string, opts: { required: boolean; positive: boolean; max: number }): MessageId | null {
  if (typed.trim() === "") return opts.required ? "calc.error.required" : null;
  const n = parseAmount(typed);
  if (n === null) return "calc.error.number";
  if (n < 0) return "calc.error.negative";
  if (opts.positive && n === 0) return "calc.error.positive";
  if (n > opts.max) return "calc.error.tooLarge";
  return null;
}

const money = { required: false, positive: false, max: CALC_AMOUNT_MAX };
const count = { required: true, positive: true, max: CALC_AMOUNT_MAX };

/** Currencies other than KZT the value step uses (each may get a rate typed by hand). */
export function foreignCurrencies(a: Answers): string[] {
  const used = [a.currency];
  if (a.freight.trim()) used.push(a.freightCurrency || a.currency);
  if (a.insurance.trim()) used.push(a.insuranceCurrency || a.currency);
  return [...new Set(used)].filter((c) => c && c !== "KZT");
}

/** What is wrong on a step, field by field (empty: the step may be left). */
export function stepErrors(step: Step, a: Answers): Partial<Record<FieldKey, MessageId>> {
  const errors: Partial<Record<FieldKey, MessageId>> = {};
  const put = (field: FieldKey, id: MessageId | null) => {
    if (id) errors[field] = id;
  };
  switch (step) {
    case "code":
      put("code", a.code.trim() === "" ? "calc.error.required" : /^\d{10}$/.test(codeDigits(a.code)) ? null : "calc.error.code");
      break;
    case "date":
      put("date", a.date === "" ? "calc.error.required" : isIsoDate(a.date) ? null : "calc.error.date");
      break;
    case "origin":
      put("origin", /^[A-Z]{2}$/.test(a.origin) ? null : "calc.error.required");
      break;
    case "value":
      put("amount", amountError(a.amount, { ...money, required: true }));
      put("currency", /^[A-Z]{3}$/.test(a.currency) ? null : "calc.error.required");
      put("freight", amountError(a.freight, money));
      put("insurance", amountError(a.insurance, money));
      for (const c of foreignCurrencies(a)) put(`rate.${c}`, amountError(a.rates[c] ?? "", { required: false, positive: true, max: RATE_MAX }));
      break;
    case "quantity":
      put("quantity", amountError(a.quantity, count));
      break;
    case "excise":
      put("exciseQuantity", amountError(a.exciseQuantity, count));
      break;
  }
  return errors;
}

export const stepValid = (step: Step, a: Answers): boolean => Object.keys(stepErrors(step, a)).length === 0;

/** The duty needs a quantity (specific, combined, "plus", "whichever is lower" rates). */
export const quantityApplies = (info: CalculatorCodeInfo | null): boolean => !!info?.duty_quantity_unit;

/** The excise is specific in a unit the duty's quantity does not give. */
export function exciseApplies(info: CalculatorCodeInfo | null): boolean {
  const unit = info?.excise?.quantity_unit;
  return !!unit && unit !== info?.duty_quantity_unit;
}

/** The rows of the code's trade remedies naming exporters that cover goods from the origin. */
export const exporterRemedies = (info: CalculatorCodeInfo | null, origin: string): CalculatorCodeInfo["remedy_exporters"] =>
  (info?.remedy_exporters ?? []).filter((r) => coversOrigin(r.origins, origin));

/** The measures behind those rows, one per measure type and act (its rows repeat it per code and exporter). */
export function exporterMeasures(info: CalculatorCodeInfo | null, origin: string): CalculatorCodeInfo["remedy_exporters"] {
  return [...new Map(exporterRemedies(info, origin).map((r) => [`${r.type}|${r.source.act ?? ""}`, r])).values()];
}

/** The exporters a trade remedy of the code names for goods from the origin (none: the exporter is not asked). */
export function namedExporters(info: CalculatorCodeInfo | null, origin: string): string[] {
  return [...new Set(exporterRemedies(info, origin).flatMap((r) => (r.exporter === null ? [] : [r.exporter])))];
}

/** A trade remedy names exporters for the code, date and origin: the wizard asks which one ships the goods. */
export const exporterAsked = (info: CalculatorCodeInfo | null, a: Answers): boolean => namedExporters(info, a.origin).length > 0;

/** The exporter answered, when a remedy for the origin names it; null: "all other exporters" (also for one of another origin). */
export function chosenExporter(info: CalculatorCodeInfo | null, a: Answers): string | null {
  return namedExporters(info, a.origin).includes(a.exporter) ? a.exporter : null;
}

/** The steps a code asks (for the origin answered), in order. */
export function stepsFor(info: CalculatorCodeInfo | null, a: Answers): Step[] {
  const steps: Step[] = ["code", "date", "origin"];
  if (exporterAsked(info, a)) steps.push("exporter");
  steps.push("value");
  if (quantityApplies(info)) steps.push("quantity");
  if (exciseApplies(info)) steps.push("excise");
  return steps;
}

/** Every step the code asks has a valid answer. */
export const answersComplete = (a: Answers, info: CalculatorCodeInfo | null): boolean =>
  info !== null && stepsFor(info, a).every((s) => stepValid(s, a));

/** A share link with every answer its code asks, by the code's info as loaded: it goes on to calculate. */
export const linkCompletes = (a: Answers, answer: CodeInfoAnswer | undefined): boolean =>
  answer?.status === 200 && "info" in answer && answersComplete(a, answer.info);

/** The call's body from complete answers (amounts parsed; only the rates of currencies in use). */
export function toRequest(a: Answers, info: CalculatorCodeInfo | null): CalculateRequest {
  const num = (typed: string) => parseAmount(typed) ?? 0;
  const request: CalculateRequest = {
    code: codeDigits(a.code),
    date: a.date,
    origin: a.origin,
    customs_value: { amount: num(a.amount), currency: a.currency },
  };
  const exporter = chosenExporter(info, a);
  if (exporter) request.exporter = exporter;
  if (a.freight.trim()) request.freight = { amount: num(a.freight), currency: a.freightCurrency || a.currency };
  if (a.insurance.trim()) request.insurance = { amount: num(a.insurance), currency: a.insuranceCurrency || a.currency };
  if (quantityApplies(info)) request.quantity = { amount: num(a.quantity), unit: info?.duty_quantity_unit ?? "" };
  if (exciseApplies(info)) request.excise_quantity = { amount: num(a.exciseQuantity), unit: info?.excise?.quantity_unit ?? "" };
  const rates = Object.fromEntries(
    foreignCurrencies(a)
      .filter((c) => (a.rates[c] ?? "").trim() !== "")
      .map((c) => [c, num(a.rates[c] ?? "")]),
  );
  if (Object.keys(rates).length) request.exchange_rates = rates;
  return request;
}

// ---------- the share link: the answers in the address ----------

const PARAMS: [AnswerField, string][] = [
  ["code", "code"],
  ["date", "date"],
  ["origin", "origin"],
  ["exporter", "exporter"],
  ["amount", "value"],
  ["currency", "currency"],
  ["freight", "freight"],
  ["freightCurrency", "freight_currency"],
  ["insurance", "insurance"],
  ["insuranceCurrency", "insurance_currency"],
  ["quantity", "quantity"],
  ["exciseQuantity", "excise_quantity"],
];
const RATE_PARAM = /^rate_([A-Z]{3})$/;

/** Answers given in an address (`?code=…&value=…`); absent ones keep their defaults. */
export function answersFromSearch(search: string, today: string): Answers {
  const params = new URLSearchParams(search);
  const answers = emptyAnswers(today);
  for (const [field, name] of PARAMS) {
    const value = params.get(name);
    if (value !== null) answers[field] = value.trim();
  }
  for (const [name, value] of params) {
    const m = RATE_PARAM.exec(name);
    if (m?.[1]) answers.rates[m[1]] = value.trim();
  }
  return answers;
}

/** The address query (without `?`) of a calculation: opening it calculates again. */
export function searchFromRequest(r: CalculateRequest): string {
  const params = new URLSearchParams({ code: r.code });
  if (r.date) params.set("date", r.date);
  params.set("origin", r.origin);
  if (r.exporter) params.set("exporter", r.exporter);
  params.set("value", String(r.customs_value.amount));
  params.set("currency", r.customs_value.currency);
  if (r.freight) {
    params.set("freight", String(r.freight.amount));
    params.set("freight_currency", r.freight.currency);
  }
  if (r.insurance) {
    params.set("insurance", String(r.insurance.amount));
    params.set("insurance_currency", r.insurance.currency);
  }
  if (r.quantity) params.set("quantity", String(r.quantity.amount));
  if (r.excise_quantity) params.set("excise_quantity", String(r.excise_quantity.amount));
  for (const [currency, rate] of Object.entries(r.exchange_rates ?? {})) params.set(`rate_${currency}`, String(rate));
  return params.toString();
}
