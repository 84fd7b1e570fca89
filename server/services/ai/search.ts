import os from "node:os";
import type { SearchResult } from "../../../core/contract/search.ts";
import type { Locale } from "../../../core/routes.ts";
import { ttlCache } from "../../http/cache.ts";
import { semaphore } from "../../semaphore.ts";
import { diversify } from "../../search/diversify.ts";
import { choosePlan, planVariant, type SynonymRow, type WordInfo } from "../../search/plan.ts";
import { parseQuery, type ParsedQuery } from "../../search/query.ts";
import { MAX_SPAN } from "../../search/synonym-match.ts";
import { localFullName, localName } from "../api/names.ts";
import { batchMemo, singleFlight } from "./memo.ts";
import type { NameRow, ScoredDoc, SearchRepo } from "./search-repo.ts";

type Kind = SearchResult["kind"];
interface Ranked {
  docs: ScoredDoc[];
  names: Map<string, NameRow>;
  /** The answer in each locale asked so far: the same array each time, so its JSON can be kept too. */
  named: Partial<Record<Locale, SearchResult[]>>;
}

/** The data changes only on import: answers and lookups are kept this long. */
const TTL_MS = 10 * 60_000;

/**
 * Lookup keys: a word (or a run of words) still being typed also gets completions, so it is
 * remembered apart from the finished one.
 */
const typedKey = (text: string, partial: boolean) => (partial ? "…" : "") + text;
const fromKey = (key: string) => ({ text: key.replace(/^…/, ""), partial: key.startsWith("…") });

/** Runs of up to MAX_SPAN words of every reading (what synonyms are matched against), as keys. */
function shingleKeys(parsed: ParsedQuery): string[] {
  const out = new Set<string>();
  for (const v of parsed.variants) {
    for (let i = 0; i < v.words.length; i++) {
      for (let j = i + 1; j <= Math.min(v.words.length, i + MAX_SPAN); j++) {
        out.add(typedKey(v.words.slice(i, j).join(" "), parsed.partialLast && j === v.words.length));
      }
    }
  }
  return [...out];
}

function present(locale: Locale, { docs, names }: Pick<Ranked, "docs" | "names">): SearchResult[] {
  return docs.flatMap((d) => {
    const node = names.get(d.nodeId);
    if (!node) return [];
    const path = d.ancestors.flatMap((id) => {
      const a = names.get(id);
      return a ? [{ id: a.id, code: a.code, code_fmt: a.codeFmt, kind: a.kind as Kind, name: localName(locale, a) }] : [];
    });
    return [{
      code: d.code,
      code_fmt: node.codeFmt ?? d.code,
      name: localName(locale, node),
      full_name: localFullName(locale, node).text,
      path,
      score: Math.round(d.score * 1000) / 1000,
      kind: d.kind as Kind,
    }];
  });
}

/** The smart search, remembering recent answers and word lookups. */
export function searchService(repo: SearchRepo) {
  const words = batchMemo<WordInfo>({ max: 50_000, ttlMs: TTL_MS }, async (keys) => {
    const infos = await repo.words(keys.map(fromKey).map((k) => ({ word: k.text, partial: k.partial })));
    return new Map(infos.map((info, i) => [keys[i]!, info]));
  });
  const synonyms = batchMemo<SynonymRow[]>({ max: 50_000, ttlMs: TTL_MS }, async (keys) => {
    const items = keys.map(fromKey).map((k) => ({ shingle: k.text, partial: k.partial }));
    const found = new Map<string, SynonymRow[]>(keys.map((k) => [k, []]));
    // A shingle asked both finished and typed: its rows serve both keys.
    for (const row of await repo.synonyms(items)) {
      for (const partial of [false, true]) found.get(typedKey(row.shingle, partial))?.push(row);
    }
    return found;
  });

  /** Documents for a query: by code, or by words through the reading that explains them best. */
  async function rank(raw: string, limit: number): Promise<ScoredDoc[]> {
    const parsed = parseQuery(raw);
    if (parsed.code) {
      // A code that does not exist still finds the lines of its nearest existing parent.
      for (let prefix = parsed.code; prefix.length >= 2; prefix = prefix.slice(0, -1)) {
        const found = await repo.byCode(prefix, limit);
        const exact = prefix === parsed.code;
        if (found.length > 0) return found.map((d) => ({ ...d, score: (d.code === prefix ? 1 : 0.9) * (exact ? 1 : 0.5) }));
      }
      return [];
    }
    if (parsed.variants.length === 0) return [];
    const last = parsed.partialLast ? parsed.variants[0]?.words.at(-1) : undefined;
    const keys = [...new Set(parsed.variants.flatMap((v) => v.words.map((w) => typedKey(w, w === last))))];
    const [infos, rows] = await Promise.all([words(keys), synonyms(shingleKeys(parsed))]);
    const byWord = new Map<string, WordInfo>([...infos.values()].map((info) => [info.word, info]));
    const plan = choosePlan(parsed.variants.map((v) => planVariant(v, byWord, [...rows.values()].flat(), parsed.partialLast)));
    const scored = plan ? diversify(await repo.score(plan), limit) : [];
    return scored.length > 0 ? scored : repo.nearNames(parsed.variants[0]!.text, limit);
  }

  const answers = ttlCache<Ranked>({ max: 5_000, ttlMs: TTL_MS });
  const once = singleFlight<Ranked>();
  // Uncached rankings take turns, as many at once as there are cores: a crowd of new queries then
  // waits in line instead of taking every core from the cached answers (a tree level, a code card).
  const ranking = semaphore(os.availableParallelism());
  return {
    /**
     * Ranked once per query and limit, named once per locale; a repeated query gets the same array.
     * `onMiss` runs before a query that is not cached reaches the database (the caller's cost is counted there).
     */
    async search(raw: string, limit: number, locale: Locale, onMiss?: () => Promise<void>): Promise<SearchResult[]> {
      const key = `${limit}\0${raw.toLowerCase()}`;
      const ranked = await answers.get(
        key,
        () =>
          once(key, () =>
            ranking.run(async () => {
              const docs = await rank(raw, limit);
              const names = await repo.names([...new Set(docs.flatMap((d) => [d.nodeId, ...d.ancestors]))]);
              return { docs, names: new Map(names.map((n) => [n.id, n])), named: {} };
            }),
          ),
        onMiss,
      );
      return (ranked.named[locale] ??= present(locale, ranked));
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
