import { describe, expect, it } from "vitest";
import { ttlCache } from "../../../server/http/cache.ts";

describe("ttlCache", () => {
  it("loads once within the time to live, again after it, and stays bounded", async () => {
    let clock = 0;
    let loads = 0;
    const cache = ttlCache<number>({ max: 2, ttlMs: 100, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    clock = 150;
    expect(await cache.get("a", load)).toBe(2);
    await cache.get("b", load);
    await cache.get("c", load);
    expect(cache.size).toBe(2);
  });

  it("shares one load among concurrent misses of a key, and retries after a failed load", async () => {
    let loads = 0;
    const cache = ttlCache<number>({ max: 10, ttlMs: 100 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get("a", slow), cache.get("a", slow), cache.get("a", slow)])).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
    await expect(cache.get("b", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("b", slow)).toBe(2);
  });
});
