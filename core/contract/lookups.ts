import { z } from "zod";
import { fullName, nodeKind, pathItem, treeItem } from "./products.ts";
import { searchResult, searchText, SEARCH_MAX_LIMIT } from "./search.ts";

// Look-ups over the ТН ВЭД and the reference tables (main API). Names come in the `lang` header's
// locale, Russian where no translation exists. Codes are digits; spaces in a query are ignored.

/** Digits with spaces ignored (`0101 21` → `010121`); 2 to 10 of them. */
const codeLike = z
  .string()
  .transform((s) => s.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{2,10}$/));

const limitOf = (max: number) => z.coerce.number().int().min(1).max(max);
const text = searchText;

/** A node as look-ups list it: the tree's item without the expand flag. */
export const lookupNode = pathItem;
export type LookupNode = z.infer<typeof lookupNode>;
/** A code as the code look-ups name it. */
const namedCode = z.object({ code: z.string(), code_fmt: z.string(), kind: nodeKind, name: z.string(), full_name: fullName });

// ---------- GET /v1/products/tree-search ----------
/** `q`: words to find in node names (a plain substring match, case-insensitive); `limit` 1–100, default 20. */
export const treeSearchQuery = z.object({ q: text, limit: limitOf(100).default(20) });
/** Nodes whose own name contains the text, in document order, each with its ancestors from the section down. */
export const treeSearchBody = z.object({
  data: z.array(lookupNode.extend({ full_name: fullName, path: z.array(pathItem), has_children: z.boolean() })),
  /** Matches in all, of which `data` holds the first `limit`. */
  total: z.number().int().nonnegative(),
});

// ---------- GET /v1/products/code-search ----------
/** `code`: a code prefix (2–10 digits; spaces ignored); `limit` 1–100, default 20. */
export const codeSearchQuery = z.object({ code: codeLike, limit: limitOf(100).default(20) });
/** Coded nodes whose code starts with the prefix, shortest codes first, then in document order. */
export const codeSearchBody = z.object({
  data: z.array(namedCode),
  total: z.number().int().nonnegative(),
});

// ---------- GET /v1/products/code-statistics ----------
export const codeStatisticsQuery = z.object({ code: codeLike });
/** What lies under one coded node (404 when no node has the code). */
export const codeStatisticsBody = z.object({
  data: z.object({
    code: z.string(),
    code_fmt: z.string(),
    kind: nodeKind,
    name: z.string(),
    /** Lines printed directly under the node (uncoded lines included). */
    children: z.number().int().nonnegative(),
    /** 10-digit codes starting with the code (a 10-digit code counts itself). */
    codes10: z.number().int().nonnegative(),
    /** Coded descendants by level (`heading`, `subheading6`, … `code10`); the node itself not counted. */
    by_kind: z.record(z.string(), z.number().int().nonnegative()),
    /** 10-digit codes under it that carry an ETT import duty rate, and how many of those are 0 %. */
    with_rate: z.number().int().nonnegative(),
    zero_rate: z.number().int().nonnegative(),
  }),
});

// ---------- GET /v1/directories/countries/ ----------
export const country = z.object({
  iso2: z.string(),
  iso3: z.string(),
  iso_numeric: z.string(),
  /** In the `lang` header's locale. */
  name: z.string(),
  name_ru: z.string(),
  name_kk: z.string(),
  name_en: z.string(),
  /** Member of the Eurasian Economic Union (AM, BY, KZ, KG, RU). */
  eaeu_member: z.boolean(),
  eaeu_member_since: z.string().nullable(),
});
export type Country = z.infer<typeof country>;
/** Every country, sorted by its name in the asked locale. */
export const countriesBody = z.object({ data: z.array(country) });

// ---------- GET /v1/directories/tnveds/ ----------
/** Sections and chapters of the ТН ВЭД in document order, flat (a chapter names its section). */
export const tnvedsBody = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(["section", "chapter"]),
      /** Roman numeral of the section. */
      section: z.string(),
      /** 2-digit chapter; null for a section. */
      chapter: z.string().nullable(),
      name: z.string(),
      /** Chapters: the date of the last amendment the official chapter text includes (DD.MM.YYYY), null if never amended. */
      amended_as_of: z.string().nullable(),
    }),
  ),
});

// ---------- GET /v1/codes/names ----------
/** `codes`: comma-separated codes (2–10 digits each, spaces ignored), at most 100. */
export const codeNamesQuery = z.object({
  codes: z
    .string()
    .transform((s) => [...new Set(s.split(",").map((c) => c.replace(/\s+/g, "")).filter(Boolean))])
    .pipe(z.array(z.string().regex(/^\d{2,10}$/)).min(1).max(100)),
});
/** Names of the codes found, in the asked order; `missing` lists the codes no node has. */
export const codeNamesBody = z.object({
  data: z.array(namedCode),
  missing: z.array(z.string()),
});

// ---------- GET /v1/codes/branch ----------
export const codeBranchQuery = z.object({ code: codeLike });
/** A coded node with its path from the section down and the lines printed under it (404 when unknown). */
export const codeBranchBody = z.object({
  data: z.object({
    id: z.string(),
    code: z.string(),
    code_fmt: z.string(),
    kind: nodeKind,
    name: z.string(),
    path: z.array(pathItem),
    children: z.array(treeItem),
  }),
});

// ---------- GET /v1/search/national-tariff/ and /v1/search/customs-tariffs/ ----------
/** `q`: words in ru, kk or en, or a code; `limit` 1–50, default 10. The smart search's ranking. */
export const tariffSearchQuery = z.object({ q: text, limit: limitOf(SEARCH_MAX_LIMIT).default(10) });
/** National tariff: ТН ВЭД lines of any level, best first. */
export const nationalTariffBody = z.object({ data: z.array(searchResult) });
/** Customs tariff: 10-digit codes only, best first, each with its ETT import duty (null when none is printed). */
export const customsTariffsBody = z.object({
  data: z.array(
    searchResult.extend({
      unit: z.string().nullable(),
      duty: z
        .object({
          /** The rate as printed in the ETT (`5`, `15, но не менее 0,3 евро за 1 кг`). */
          text: z.string(),
          type: z.string(),
          ad_valorem: z.number().nullable(),
          /** ETT footnote ids on the rate (a temporary or Russia-only rate may apply). */
          notes: z.array(z.string()),
        })
        .nullable(),
    }),
  ),
});

// ---------- GET /v1/reference/* ----------
/** Units of measure used in the ТН ВЭД (EEC table), with their ОКЕИ codes. */
export const unitsBody = z.object({
  data: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      okei_code: z.string().nullable(),
      /** `basic` (кг) or `supplementary`. */
      role: z.string(),
      /** 10-digit codes that use it as their supplementary unit. */
      codes_using: z.number().int().nonnegative(),
    }),
  ),
});

/** Abbreviations and symbols of the ТН ВЭД. */
export const abbreviationsBody = z.object({ data: z.array(z.object({ abbr: z.string(), meaning: z.string() })) });

/** The General Rules for the Interpretation of the ТН ВЭД (ОПИ), as printed. */
export const interpretationRulesBody = z.object({
  data: z.object({ title: z.string().nullable(), text: z.string() }).nullable(),
});

/** ETT footnotes (`63С`): temporary rates and the like. */
export const ettNotesBody = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      text: z.string().nullable(),
      /** `active`, `repealed` or `text_missing_in_source`. */
      status: z.string(),
      /** The rate the note sets, as printed. */
      rate_text: z.string().nullable(),
      /** DD.MM.YYYY as printed (`valid_from` may be a phrase). */
      valid_from: z.string().nullable(),
      valid_to: z.string().nullable(),
      /** `EAEU`, or `RU` when the note applies only to goods imported into Russia. */
      scope: z.string().nullable(),
      applies_to_kz: z.boolean(),
      /** 10-digit codes whose rate references the note. */
      codes: z.number().int().nonnegative(),
    }),
  ),
});

// ---------- GET /v1/reference/export-duties ----------
/** Optional `code`: a code (2–10 digits) to look up; without it the whole list. */
export const exportDutiesQuery = z.object({ code: codeLike.optional() });

export const exportDuty = z.object({
  id: z.string(),
  goods_ru: z.string(),
  goods_en: z.string(),
  /** ТН ВЭД scope as the source gives it (`2710 19 421 0 – 2710 19 480 0`). */
  hs_scope: z.string(),
  /** How the scope was found: from the source, or mapped by us from names (indicative). */
  hs_scope_basis: z.string(),
  rate_text: z.string(),
  /** `formula`, `specific` or `unknown`. */
  rate_type: z.string(),
  specific: z.object({ amount: z.number(), currency: z.string(), per_qty: z.number(), unit: z.string() }).nullable(),
  /** Seasonal rates: MM-DD to MM-DD inclusive. */
  season_from: z.string().nullable(),
  season_to: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  legal_basis: z.string(),
  source_url: z.string().nullable(),
  source_type: z.string(),
  /** How far the row was checked; read before using the rate. */
  verification: z.string(),
  note: z.string().nullable(),
});
export type ExportDuty = z.infer<typeof exportDuty>;

/** The legal act that sets the list of goods subject to Kazakhstan's export duties. */
export const exportDutiesLegal = z.object({ title: z.string(), url: z.string() });

export const exportDutiesBody = z.object({
  data: z.object({
    /** With `code`: the code as digits, its printed form and name (null when no node has it). */
    code: z.string().nullable(),
    code_fmt: z.string().nullable(),
    name: z.string().nullable(),
    /** All rows, or with `code` the rows whose scope covers it (empty: no export duty in our data). */
    items: z.array(exportDuty),
    legal: exportDutiesLegal,
  }),
});
