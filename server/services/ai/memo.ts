/**
 * Remembers the answers of a batch lookup key by key, so that only keys not asked recently reach the
 * database: a query typed letter by letter asks again for all its earlier words. Bounded; entries live
 * `ttlMs` (the data changes only on import).
 */
export function batchMemo<V>(opts: { max: number; ttlMs: number }, load: (keys: string[]) => Promise<Map<string, V>>) {
  const entries = new Map<string, { value: V; at: number }>();
  return async (keys: readonly string[]): Promise<Map<string, V>> => {
    const now = Date.now();
    const found = new Map<string, V>();
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const hit = entries.get(key);
      if (hit && now - hit.at < opts.ttlMs) found.set(key, hit.value);
      else missing.push(key);
    }
    if (missing.length === 0) return found;
    const loaded = await load(missing);
    for (const [key, value] of loaded) {
      if (entries.size >= opts.max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, at: now });
      found.set(key, value);
    }
    return found;
  };
}

/** Runs one load per key at a time: concurrent callers of the same key share its promise. */
export function singleFlight<V>() {
  const running = new Map<string, Promise<V>>();
  return (key: string, load: () => Promise<V>): Promise<V> => {
    let p = running.get(key);
    if (!p) {
      p = load().finally(() => running.delete(key));
      running.set(key, p);
    }
    return p;
  };
}
