import { approximateBytes } from "./approximate-size.ts";

interface Entry<V> {
  value: V;
  at: number;
  bytes: number;
}

/** One cache's entries (least recently used first) and their bytes, as the process-wide budget sees them. */
interface CacheRecord {
  entries: Map<string, Entry<unknown>>;
  bytes: number;
  /** Moved by every drop: a load that began before one may have read what the drop replaced, and is not kept. */
  generation: number;
}

/** Every cache of this process, held weakly (an app closed in a test lets its caches go). */
const caches = new Set<WeakRef<CacheRecord>>();

/** What all caches of the process may hold together, in approximate bytes (CACHE_MAX_MB, set at start). */
let budgetBytes = 256 * 1024 * 1024;
let totalBytes = 0;

export function setCacheBudget(megabytes: number): void {
  budgetBytes = megabytes * 1024 * 1024;
}

/** The bytes all caches hold now: what the budget is measured against. */
export const cachedBytes = () => totalBytes;

function live(): CacheRecord[] {
  const found: CacheRecord[] = [];
  for (const ref of caches) {
    const record = ref.deref();
    if (record) found.push(record);
    else caches.delete(ref);
  }
  return found;
}

function evictOldest(record: CacheRecord): void {
  const key = record.entries.keys().next().value as string | undefined;
  if (key === undefined) return;
  const entry = record.entries.get(key);
  record.entries.delete(key);
  record.bytes -= entry?.bytes ?? 0;
  totalBytes -= entry?.bytes ?? 0;
}

/**
 * Over the budget, the cache that just grew gives up its least recently used entries first; if that is
 * not enough (it holds only the new one), the cache holding the most bytes gives up its own.
 */
function keepWithinBudget(grown: CacheRecord): void {
  while (totalBytes > budgetBytes && grown.entries.size > 1) evictOldest(grown);
  while (totalBytes > budgetBytes) {
    const largest = live().reduce<CacheRecord | null>((a, b) => (a && a.bytes >= b.bytes ? a : b), null);
    if (!largest || largest.entries.size === 0) return;
    evictOldest(largest);
  }
}

/**
 * Empties every cache of the process at once: called when an import, here or in another process on the
 * same PostgreSQL (LISTEN/NOTIFY, see db/data-changes.ts), has replaced the data they were built from.
 */
export function dropAllCaches(): void {
  for (const record of live()) {
    totalBytes -= record.bytes;
    record.bytes = 0;
    record.entries.clear();
    record.generation++;
  }
}

/**
 * A small bounded cache for answers built from reference data that changes only on import. Entries
 * live `ttlMs` at most, and all go at once when an import announces new data; past `max` entries, or
 * when the process's caches together pass their byte budget, the least recently used ones make room.
 */
export function ttlCache<V>(opts: { max: number; ttlMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const record: CacheRecord = { entries: new Map(), bytes: 0, generation: 0 };
  const entries = record.entries as Map<string, Entry<V>>;
  caches.add(new WeakRef(record));
  // Concurrent misses of one key share one load: a burst of requests after expiry reads the database once.
  const loading = new Map<string, { value: Promise<V>; generation: number }>();
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
      // A load joined is kept only if no drop came after it began: it may have read what the drop replaced.
      let pending = loading.get(key);
      if (!pending || pending.generation !== record.generation) {
        const started = { value: load(), generation: record.generation };
        void started.value.finally(() => {
          if (loading.get(key) === started) loading.delete(key);
        }).catch(() => undefined);
        loading.set(key, (pending = started));
      }
      const value = await pending.value;
      // Dropped meanwhile: the caller gets the value, nobody else does.
      if (pending.generation !== record.generation) return value;
      const previous = entries.get(key);
      if (previous) {
        entries.delete(key);
        record.bytes -= previous.bytes;
        totalBytes -= previous.bytes;
      }
      if (entries.size >= opts.max) evictOldest(record);
      const bytes = approximateBytes(value);
      entries.set(key, { value, at: now(), bytes });
      record.bytes += bytes;
      totalBytes += bytes;
      keepWithinBudget(record);
      return value;
    },
    /**
     * Drops the entries whose key `match` accepts (every entry without it), and keeps none of the loads under
     * way, so the next call reads again: what a write announces (db/data-changes.ts) is never served stale.
     */
    forget(match?: (key: string) => boolean) {
      record.generation++;
      for (const [key, entry] of entries) {
        if (match && !match(key)) continue;
        entries.delete(key);
        record.bytes -= entry.bytes;
        totalBytes -= entry.bytes;
      }
    },
    get size() {
      return entries.size;
    },
  };
}
