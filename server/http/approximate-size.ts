/**
 * Roughly how many bytes a cached value holds: two per character of its strings, eight per number or
 * flag, a little per object, array, Map and Set entry. Not V8's exact figure (there is none to ask), but
 * it grows with the value, which is what a cache needs to stay within a budget. Walked once, when the
 * value enters the cache.
 */
export function approximateBytes(value: unknown): number {
  let bytes = 0;
  const seen = new WeakSet<object>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") bytes += 2 * v.length + 16;
    else if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") bytes += 8;
    else if (v !== null && typeof v === "object") {
      if (seen.has(v)) continue;
      seen.add(v);
      bytes += 32;
      if (v instanceof Map) for (const [k, item] of v) stack.push(k, item);
      else if (v instanceof Set || Array.isArray(v)) for (const item of v) stack.push(item);
      else if (ArrayBuffer.isView(v)) bytes += v.byteLength;
      else for (const [k, item] of Object.entries(v)) stack.push(k, item);
    }
  }
  return bytes;
}
