import { MEASURE_TYPES, type MeasureType } from "../../core/contract/measures.ts";
import { Fields } from "./fields.ts";

/** One measure: what applies to which codes, from where, under which act, from when to when. */
export interface Measure {
  type: MeasureType;
  /** Code prefix (2 to 10 digits) the measure covers, less the excluded prefixes. */
  codePrefix: string;
  excludedPrefixes: string[];
  /** ISO alpha-2 countries or group names; empty means every origin. */
  origins: string[];
  /** Named exporter; NULL means "all other exporters". */
  exporter: string | null;
  /** Rate or condition as the act states it (e.g. "12.5%", "notification"). */
  rate: string;
  /** Document the importer must present, when the measure requires one. */
  document: string | null;
  actNumber: string;
  actDate: string;
  actBody: string;
  sourceUrl: string;
  validFrom: string;
  validTo: string | null;
}

/** A record the loader refused, with the reason it gives in the import report. */
export interface RejectedRow {
  where: string;
  reason: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PREFIX = /^\d{2,10}$/;

/**
 * Reads measure records, keeping the well-formed ones and reporting the rest: a measure without its
 * source address or its act could not be checked by a broker, so it never reaches the card.
 */
export function measureRows(records: Fields[]): { rows: Measure[]; rejected: RejectedRow[] } {
  const rows: Measure[] = [];
  const rejected: RejectedRow[] = [];
  records.forEach((f, k) => {
    const where = `record ${k + 1}`;
    try {
      const type = f.req("type");
      if (!(MEASURE_TYPES as readonly string[]).includes(type)) throw new Error(`unknown type ${JSON.stringify(type)}`);
      const codePrefix = f.req("code_prefix");
      const excludedPrefixes = f.list("excluded_prefixes");
      for (const p of [codePrefix, ...excludedPrefixes]) {
        if (!PREFIX.test(p)) throw new Error(`code prefix ${JSON.stringify(p)} is not 2 to 10 digits`);
      }
      const validFrom = f.req("valid_from");
      const validTo = f.text("valid_to");
      const actDate = f.req("act_date");
      for (const d of [validFrom, validTo, actDate]) {
        if (d !== null && !ISO_DATE.test(d)) throw new Error(`date ${JSON.stringify(d)} is not YYYY-MM-DD`);
      }
      rows.push({
        type: type as MeasureType,
        codePrefix,
        excludedPrefixes,
        origins: f.list("origins"),
        exporter: f.text("exporter"),
        rate: f.req("rate"),
        document: f.text("document"),
        actNumber: f.req("act_number"),
        actDate,
        actBody: f.req("act_body"),
        sourceUrl: f.req("source_url"),
        validFrom,
        validTo,
      });
    } catch (err) {
      rejected.push({ where, reason: err instanceof Error ? err.message : String(err) });
    }
  });
  return { rows, rejected };
}
