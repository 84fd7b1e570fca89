import { z } from "zod";
import { CALC_AMOUNT_MAX } from "./calculator-limits.ts";
import { dutyRate, figureSource, localText } from "./code-info.ts";
import { measureItem } from "./measures.ts";

// The duty calculator (main API, issue 6). Rates, fees and their dates come from the data tables with
// their legal source; this module only states the shapes both the client and the server check.


const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const tenDigits = z
  .string()
  .transform((s) => s.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{10}$/));

/** A sum of money in a currency (ISO 4217 letters, as listed by the resources call). */
export const money = z.object({
  amount: z.number().finite().nonnegative().max(CALC_AMOUNT_MAX),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type Money = z.infer<typeof money>;

/** A quantity in a unit the code-info call names (`quantity_unit`). */
export const quantity = z.object({
  amount: z.number().finite().positive().max(CALC_AMOUNT_MAX),
  unit: z.string().min(1).max(80),
});
export type Quantity = z.infer<typeof quantity>;

// ---------- GET /v1/calculator/resources ----------
export const calculatorCurrency = z.object({
  code: z.string(),
  /** Name in the `lang` header's locale. */
  name: z.string(),
  /** Newest month whose NBK average the data holds (YYYY-MM); null for KZT. */
  latest_month: z.string().nullable(),
});
export const calculatorCountry = z.object({
  iso2: z.string(),
  name: z.string(),
  eaeu_member: z.boolean(),
  /** Tariff preference status a source states, or null (unknown or none). */
  preference: z.enum(["developing", "least_developed", "excluded", "not_confirmed"]).nullable(),
});
export const calculatorUnit = z.object({ code: z.string(), name: z.string() });
export const calculatorResourcesBody = z.object({
  data: z.object({
    currencies: z.array(calculatorCurrency),
    countries: z.array(calculatorCountry),
    units: z.array(calculatorUnit),
  }),
});
export type CalculatorResources = z.infer<typeof calculatorResourcesBody>["data"];

// ---------- GET /v1/calculator/unit?code= ----------
export const calculatorCodeQuery = z.object({ code: tenDigits, date: isoDate.optional() });
export const calculatorUnitBody = z.object({
  data: z.object({
    code: z.string(),
    /** Supplementary unit of the code (доп. ед. изм.), null when the table prints «–». */
    unit: z.string().nullable(),
  }),
});

// ---------- GET /v1/calculator/code-info?code=&date= ----------
/** What the wizard must ask for one code on one date. */
export const calculatorCodeInfo = z.object({
  code: z.string(),
  code_fmt: z.string(),
  name: localText,
  /** The name that reads alone (the code card's `full_name`): what the wizard shows beside the code. */
  full_name: localText,
  date: z.string(),
  /** Supplementary unit of the code. */
  unit: z.string().nullable(),
  /** The import duty rate that applies on the date (base or ETT temporary), null when the data has none. */
  duty: dutyRate.extend({ note_id: z.string().nullable(), source: figureSource }).nullable(),
  /** The unit the duty needs a quantity in (specific, combined, "plus", "whichever is lower"); null = no quantity asked. */
  duty_quantity_unit: z.string().nullable(),
  /** Excise with a rate on the date: the unit its quantity is asked in (null = ad valorem or none). */
  excise: z
    .object({ goods: z.string(), rate_text: z.string(), quantity_unit: z.string().nullable(), source: figureSource })
    .nullable(),
  /** The standard VAT rate on the date. */
  vat_pct: z.number().nullable(),
  /**
   * The trade remedies on the date whose act names exporters: a row per named exporter and the act's row for
   * "all other exporters" (exporter null). For an origin they cover, the wizard asks the exporter.
   */
  remedy_exporters: z.array(measureItem.pick({ type: true, origins: true, exporter: true, rate: true, source: true })),
});
export type CalculatorCodeInfo = z.infer<typeof calculatorCodeInfo>;
export const calculatorCodeInfoBody = z.object({ data: calculatorCodeInfo });

// ---------- POST /v1/calculator/calculate ----------
export const calculateRequest = z.object({
  code: tenDigits,
  /** Import date, today in Asia/Almaty by default. */
  date: isoDate.optional(),
  /** Country of origin, ISO 3166 alpha-2. */
  origin: z.string().regex(/^[A-Z]{2}$/),
  /** The exporter, where a trade remedy names exporters: its own rate, else the rate for "all other exporters" (the default). */
  exporter: z.string().trim().min(1).max(200).optional(),
  customs_value: money,
  /** Freight and insurance to the EAEU border (added to the customs value). */
  freight: money.optional(),
  insurance: money.optional(),
  /** Needed when the duty rate has a specific part (unit: the code-info's `duty_quantity_unit`). */
  quantity: quantity.optional(),
  /** Needed when the excise is specific and its unit differs from the duty's. */
  excise_quantity: quantity.optional(),
  /** Rates typed by the user, KZT per unit of the currency: they win over the NBK rates. */
  exchange_rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().finite().positive().max(1e6)).optional(),
});
export type CalculateRequest = z.infer<typeof calculateRequest>;

export const calculationLine = z.object({
  /** `remedy`: an anti-dumping, countervailing or safeguard duty for the origin (and exporter). */
  kind: z.enum(["duty", "remedy", "excise", "vat", "fee"]),
  /** Translated name of the payment. */
  label: z.string(),
  /** The base the rate is applied to, KZT (null for a fixed fee). */
  base_kzt: z.number().nullable(),
  /** The rate as the reader should see it ("5 %", "50 %, но не менее 1 EUR за 1 кг"). */
  rate_text: z.string(),
  /** KZT, rounded to 0.01 half up. */
  amount_kzt: z.number(),
  /** The working in words and figures ("1 250 000,00 × 5 % = 62 500,00"). */
  formula: z.string(),
  source: figureSource,
});
export type CalculationLine = z.infer<typeof calculationLine>;

export const exchangeRateUsed = z.object({
  /** KZT per unit of the currency. */
  rate: z.number(),
  /** The day of a daily rate, the month (YYYY-MM) of an average, or the calculation date for a typed rate. */
  date: z.string(),
  /** `nbk_daily`: the NBK rate of the day; `nbk_monthly_average`: the month's average from the shipped data; `user`: typed by hand. */
  source: z.enum(["nbk_daily", "nbk_monthly_average", "user"]),
});

export const calculationResult = z.object({
  code: z.string(),
  date: z.string(),
  origin: z.string(),
  /** Invoice value + freight + insurance, in KZT (0.01 half up). */
  customs_value_kzt: z.number(),
  lines: z.array(calculationLine),
  /** The sum of the lines shown. */
  total_kzt: z.number(),
  exchange_rates: z.record(z.string(), exchangeRateUsed),
  /** Translated sentences: EAEU origin, preferences applied, fee not in data, month averages used… */
  notes: z.array(z.string()),
});
export type CalculationResult = z.infer<typeof calculationResult>;
export const calculateBody = z.object({ data: calculationResult });

// ---------- user service: past calculations (/user/api/calculations) ----------
/** Calculations kept per account: the newest 100. */
export const CALCULATIONS_MAX = 100;
export const savedCalculation = z.object({
  id: z.string(),
  created_at: z.string(),
  request: calculateRequest,
  total_kzt: z.number(),
});
export const saveCalculationBody = z.object({ request: calculateRequest, total_kzt: z.number() });
export const calculationsBody = z.object({ data: z.array(savedCalculation) });
