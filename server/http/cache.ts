/**
 * A small bounded cache for answers built from reference data that changes only on import.
 * Entries live `ttlMs`, so a re-import on a shared PostgreSQL shows within that time.
 */
export function ttlCache<V>(opts: { max: number; ttlMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: V; at: number }>();
  // Concurrent misses of one key share one load: a burst of requests after expiry reads the database once.
  const loading = new Map<string, Promise<V>>();
  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < opts.ttlMs) return hit.value;
      let pending = loading.get(key);
      if (!pending) {
        pending = load().finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      const value = await pending;
      if (entries.size >= opts.max && !entries.has(key)) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, at: now() });
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
