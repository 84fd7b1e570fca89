// Without zod, so the laws and remedies pages read their address before the contract (zod and its schemas)
// has loaded: it was 30 KB of a first visit's script. The rules are the calls' own query schemas'
// (legal-search.ts), which tests/core/contract/legal-search-address.test.ts holds them to.

/** The searches' page size: every act or remedy found, on one page. */
const LIMIT = 100;

const isWords = (s: string) => s.length >= 2 && s.length <= 100;

/** `/reference/laws?q=`: the laws call's query, or null when the address holds a value the call would refuse. */
export function lawAddress(values: { q?: string }): { q?: string; limit: number } | null {
  if (values.q !== undefined && !isWords(values.q)) return null;
  return { ...(values.q !== undefined ? { q: values.q } : {}), limit: LIMIT };
}

/** `/reference/remedies?code=&country=&q=`: the remedies call's query, or null as above. */
export function remedyAddress(values: { q?: string; code?: string; country?: string }): { q?: string; code?: string; country?: string; limit: number } | null {
  const code = values.code?.replace(/[\s.]+/g, "");
  const country = values.country?.toUpperCase();
  if (values.q !== undefined && !isWords(values.q)) return null;
  if (code !== undefined && !/^\d{2,10}$/.test(code)) return null;
  if (country !== undefined && !/^[A-Z]{2}$/.test(country)) return null;
  return {
    ...(values.q !== undefined ? { q: values.q } : {}),
    ...(code !== undefined ? { code } : {}),
    ...(country !== undefined ? { country } : {}),
    limit: LIMIT,
  };
}
