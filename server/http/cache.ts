/** Every cache of this process, held weakly (an app closed in a test lets its caches go). */
const caches = new Set<WeakRef<Map<string, unknown>>>();

/**
 * Empties every cache of the process at once: called when an import, here or in another process on the
 * same PostgreSQL (LISTEN/NOTIFY, see db/data-changes.ts), has replaced the data they were built from.
 */
export function dropAllCaches(): void {
  for (const ref of caches) {
    const entries = ref.deref();
    if (entries) entries.clear();
    else caches.delete(ref);
  }
}

/**
 * A small bounded cache for answers built from reference data that changes only on import. Entries
 * live `ttlMs` at most, and all go at once when an import announces new data; past `max` entries the
 * least recently used one makes room.
 */
export function ttlCache<V>(opts: { max: number; ttlMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: V; at: number }>();
  caches.add(new WeakRef(entries));
  // Concurrent misses of one key share one load: a burst of requests after expiry reads the database once.
  const loading = new Map<string, Promise<V>>();
  /** The fresh entry of a key, made the most recently used; undefined when absent or expired. */
  const fresh = (key: string) => {
    const hit = entries.get(key);
    if (!hit || now() - hit.at >= opts.ttlMs) return undefined;
    // Most recently used last: the first key in the map is the one to evict.
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  };
  return {
    /**
     * The cached value, else `load`'s. `onMiss` runs first when the value is not cached, for each caller
     * that would wait for the load (a caller's cost is counted there, see cost-limit.ts): if it throws,
     * that caller gets its error and loads nothing.
     */
    async get(key: string, load: () => Promise<V>, onMiss?: () => Promise<void>): Promise<V> {
      const hit = fresh(key);
      if (hit) return hit.value;
      if (onMiss) {
        await onMiss();
        const meanwhile = fresh(key);
        if (meanwhile) return meanwhile.value;
      }
      let pending = loading.get(key);
      if (!pending) {
        pending = load().finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      const value = await pending;
      entries.delete(key);
      if (entries.size >= opts.max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, at: now() });
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
