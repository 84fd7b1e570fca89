import type { CardScope } from "../../core/contract/importer-card.ts";

// The importer-card wizard's answers and their checks, apart from the statechart so views and tests share them.

/** A company from the search: its BIN is its id. */
export interface CompanyPick {
  id: string;
  name: string;
  region: string | null;
  /** The company comes from the demo declarations (the view labels it). */
  demo?: boolean;
}

/** What the scope step offers for a company: its codes, partners and months (YYYY-MM). */
export interface ScopeOptions {
  codes: { code: string; name: string | null }[];
  partners: { iso2: string; name: string | null }[];
  months: string[];
}

/** Empty lists and periods mean "all". */
export interface Answers {
  company: CompanyPick | null;
  codes: string[];
  from: string;
  to: string;
  partners: string[];
}

export const STEPS = ["company", "scope", "review", "card"] as const;
export type Step = (typeof STEPS)[number];

export const emptyAnswers = (): Answers => ({ company: null, codes: [], from: "", to: "", partners: [] });

/** The answers that depend on the company (its codes, partners, months) start again when it changes. */
export function withCompany(answers: Answers, company: CompanyPick): Answers {
  return answers.company?.id === company.id ? answers : { ...emptyAnswers(), company };
}

/** The partners depend on the codes chosen: other codes clear them. */
export function withCodes(answers: Answers, codes: string[]): Answers {
  const same = codes.length === answers.codes.length && codes.every((c) => answers.codes.includes(c));
  return same ? answers : { ...answers, codes: [...codes], partners: [] };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Message id of what is wrong with the period, or null: both ends empty, or both months with from ≤ to. */
export function periodError(answers: Pick<Answers, "from" | "to">): string | null {
  const { from, to } = answers;
  if (from === "" && to === "") return null;
  if (!MONTH.test(from) || !MONTH.test(to)) return "importerCard.error.period";
  return from <= to ? null : "importerCard.error.periodOrder";
}

/** A search worth sending: a name of two letters or more, or digits of a BIN. */
export const searchable = (query: string): boolean => query.trim().length >= 2;

/** The scope the card is opened with: empty ends of the period mean no bound. */
export function scopeOf(answers: Answers): CardScope {
  return {
    codes: answers.codes,
    partners: answers.partners,
    ...(answers.from ? { from: answers.from } : {}),
    ...(answers.to ? { to: answers.to } : {}),
  };
}
