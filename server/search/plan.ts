import type { Variant } from "./query.ts";
import { sameKazakhWord } from "./kazakh.ts";
import { closeness } from "./similarity.ts";
import { synonymSpans, type SynonymRow } from "./synonym-match.ts";

export type { SynonymRow };

/** What the lexicon (search_words) says about one query word. */
export interface WordInfo {
  word: string;
  /** Stem under the russian configuration; null for a stop word ("для", "and"). */
  stem: string | null;
  /** Documents holding the stem; null when the word is not in any name. */
  ndoc: number | null;
  /** Lexicon words that look like it (trigram or skeleton candidates), for typos and transliteration. */
  candidates: { word: string; ndoc: number }[];
  /** Lexicon words it begins, for a word still being typed. */
  prefixed: { word: string; ndoc: number }[];
  /** Lexicon words beginning with its shortest Kazakh stem (kazakhPrefix), for a word the lexicon lacks. */
  kazakh?: { word: string; ndoc: number }[];
}

/** One query word as matched against the names: any of `words`. */
export interface TermPlan {
  words: string[];
  /** Documents holding the word (the most frequent of its candidates): common words reach too many. */
  ndoc: number;
  /** Share of the query this word carries (rarer words carry more), times how sure the match is. */
  weight: number;
}

/** A node (and the codes under its prefix) the query names through a synonym or typed digits. */
export interface CodeHit {
  prefix: string;
  code: string;
  /** Share of the query the synonym explains, times how closely it matched. */
  score: number;
}

/**
 * One meaningful query word and what can explain it in a document: its term (index into `terms`, null when
 * only a synonym explains it; the term's weight says how much) and the hits whose synonym or digits cover it
 * (indices into `hits`, each with how much of the query it explains through this word: share × closeness).
 */
export interface WordCover {
  term: number | null;
  hits: { hit: number; explains: number }[];
}

export interface SearchPlan {
  variant: Variant;
  terms: TermPlan[];
  hits: CodeHit[];
  /** The meaningful words, so a document is scored by how much of the query it explains at all. */
  cover: WordCover[];
  /** How much of the query this reading explains, 0…1: picks the reading. */
  quality: number;
}

/** About the number of search documents: the scale of the rarity weights. */
const DOCS = 18_000;
const idf = (ndoc: number) => Math.log(1 + DOCS / (1 + ndoc));
/** Rarity assumed for a word only a synonym explains. */
const IDF_UNSEEN = idf(50);
/** A corrected word counts a little less than one typed right. */
const CORRECTION = 0.95;
const PREFIX_SURE = 0.85;
const SYNONYM_EXPLAINED = 0.5;

interface Lexical {
  words: string[];
  sim: number;
  ndoc: number;
}

/** A Kazakh form counts as sure as a corrected word: the same word with other endings. */
const KAZAKH_FORM = CORRECTION;

/**
 * The same Kazakh word with other case, plural or possessive endings ("тауық" in "тауықтарының"): PostgreSQL
 * has no Kazakh stemmer, so the names' forms are matched here (the lexicon's words are folded, as the query).
 */
function kazakhForms(word: string, info: WordInfo): Lexical | null {
  const forms = (info.kazakh ?? []).filter((c) => c.word !== word && sameKazakhWord(word, c.word));
  return forms.length > 0 ? { words: forms.map((c) => c.word), sim: KAZAKH_FORM, ndoc: Math.max(...forms.map((c) => c.ndoc)) } : null;
}

function fuzzy(word: string, info: WordInfo, partial: boolean): Lexical | null {
  const close = info.candidates
    .map((c) => ({ ...c, sim: closeness(word, c.word) }))
    .filter((c) => c.sim > 0)
    .sort((a, b) => b.sim - a.sim || b.ndoc - a.ndoc)
    .slice(0, 3);
  if (close.length > 0) {
    return { words: close.map((c) => c.word), sim: close[0]!.sim * CORRECTION, ndoc: Math.max(...close.map((c) => c.ndoc)) };
  }
  if (partial && word.length >= 3 && info.prefixed.length > 0) {
    return { words: info.prefixed.map((c) => c.word), sim: PREFIX_SURE, ndoc: Math.max(...info.prefixed.map((c) => c.ndoc)) };
  }
  return null;
}

/** Turns one reading of the query and its lookups into what the document query scores. */
export function planVariant(
  variant: Variant,
  infos: ReadonlyMap<string, WordInfo>,
  synonyms: readonly SynonymRow[],
  partialLast: boolean,
): SearchPlan | null {
  const w = variant.words;
  const spans = synonymSpans(w, synonyms, (word) => (infos.get(word)?.ndoc ?? 0) > 0, partialLast);
  const coveredBy = (i: number) => spans.filter((s) => s.start <= i && i < s.end);
  const digits = w.map((word) => /^\d{4,10}$/.test(word));
  const stop = w.map((word, i) => !digits[i] && (/^\d+$/.test(word) || infos.get(word)?.stem === null));

  const lex: (Lexical | null)[] = w.map((word, i) => {
    const info = infos.get(word);
    if (stop[i] || digits[i] || !info) return null;
    if (info.ndoc !== null && info.ndoc > 0) return { words: [word], sim: 1, ndoc: info.ndoc };
    const forms = kazakhForms(word, info);
    if (forms) return forms;
    // A word a synonym names exactly is explained by it: its look-alikes ("jeans" → "beans") count half. Its
    // Kazakh forms are the word itself ("тауық" in "тауықтарының") and keep their weight.
    const corrected = fuzzy(word, info, partialLast && i === w.length - 1);
    return corrected && coveredBy(i).some((s) => s.sim === 1) ? { ...corrected, sim: corrected.sim * SYNONYM_EXPLAINED } : corrected;
  });

  const meaningful = w.map((_, i) => !stop[i] && (lex[i] !== null || digits[i] || coveredBy(i).length > 0));
  const rarity = w.map((_, i) => (!meaningful[i] ? 0 : lex[i] ? idf(lex[i].ndoc) : IDF_UNSEEN));
  const total = rarity.reduce((a, b) => a + b, 0);
  if (total === 0) return null;

  const hits = new Map<string, CodeHit>();
  /** How closely each hit's synonyms or digits match each word they cover, by code and word position. */
  const closenessAt = new Map<string, Map<number, number>>();
  const addHit = (prefix: string, code: string, score: number, start: number, end: number, sim: number) => {
    const prev = hits.get(code);
    if (!prev || prev.score < score) hits.set(code, { prefix, code, score });
    const at = closenessAt.get(code) ?? closenessAt.set(code, new Map()).get(code)!;
    for (let i = start; i < end; i++) at.set(i, Math.max(at.get(i) ?? 0, sim));
  };
  for (const s of spans) {
    const share = rarity.slice(s.start, s.end).reduce((a, b) => a + b, 0) / total;
    if (share > 0) addHit(s.prefix, s.code, s.sim * share, s.start, s.end, s.sim);
  }
  w.forEach((word, i) => { if (digits[i]) addHit(word, word, rarity[i]! / total, i, i + 1, 1); });

  const terms: TermPlan[] = [];
  const termAt = new Map<number, number>();
  lex.forEach((l, i) => {
    if (!l || !meaningful[i]) return;
    termAt.set(i, terms.length);
    terms.push({ words: l.words, ndoc: l.ndoc, weight: (rarity[i]! / total) * l.sim });
  });
  const hitList = [...hits.values()];
  const cover: WordCover[] = w.flatMap((_, i) => {
    if (rarity[i] === 0) return [];
    const covering = hitList.flatMap((h, hit) => {
      const sim = closenessAt.get(h.code)?.get(i);
      return sim === undefined ? [] : [{ hit, explains: (rarity[i]! / total) * sim }];
    });
    return [{ term: termAt.get(i) ?? null, hits: covering }];
  });

  const content = w.filter((_, i) => !stop[i]).length;
  let explained = 0;
  w.forEach((_, i) => {
    if (meaningful[i]) explained += Math.max(lex[i]?.sim ?? 0, ...coveredBy(i).map((s) => s.sim), digits[i] ? 1 : 0);
  });
  return { variant, terms, hits: hitList, cover, quality: explained / Math.max(1, content) };
}

/** Readings other than the typed one must explain clearly more of the query to be chosen. */
const TYPED_BONUS = 0.05;

/** The reading that explains the query best (the typed one on a tie). */
export function choosePlan(plans: (SearchPlan | null)[]): SearchPlan | null {
  let best: SearchPlan | null = null;
  let bestScore = -1;
  for (const p of plans) {
    if (!p) continue;
    const score = p.quality + (p.variant.source === "typed" ? TYPED_BONUS : 0);
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return best;
}
