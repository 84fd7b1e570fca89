import { describe, expect, it } from "vitest";
import { approximateBytes } from "../../../server/http/approximate-size.ts";
import { cachedBytes, dropAllCaches, setCacheBudget, ttlCache } from "../../../server/http/cache.ts";

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

  it("makes room by dropping the least recently used entry", async () => {
    const cache = ttlCache<string>({ max: 2, ttlMs: 60_000 });
    const loads: string[] = [];
    const load = (key: string) => async () => (loads.push(key), key);
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    await cache.get("a", load("a")); // a is now the most recent
    await cache.get("c", load("c")); // b goes
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    expect(loads).toEqual(["a", "b", "c", "b"]);
  });

  it("empties every cache of the process when new data is announced", async () => {
    const one = ttlCache<number>({ max: 10, ttlMs: 60_000 });
    const two = ttlCache<number>({ max: 10, ttlMs: 60_000 });
    await one.get("a", async () => 1);
    await two.get("b", async () => 2);
    dropAllCaches();
    expect([one.size, two.size]).toEqual([0, 0]);
    expect(await one.get("a", async () => 3)).toBe(3);
  });

  it("forgets the entries a write names, and keeps no load that a drop overtook", async () => {
    const cache = ttlCache<string>({ max: 10, ttlMs: 60_000 });
    await cache.get("u1\0feed", async () => "old feed of u1");
    await cache.get("u2\0feed", async () => "feed of u2");
    cache.forget((key) => key.startsWith("u1\0"));
    expect(await cache.get("u1\0feed", async () => "new feed of u1")).toBe("new feed of u1");
    expect(await cache.get("u2\0feed", async () => "unread")).toBe("feed of u2");

    // A load under way when the data changes: its caller gets it, but the next caller reads again.
    let finish = (_value: string) => undefined as void;
    const slow = cache.get("u3\0feed", () => new Promise<string>((resolve) => { finish = resolve; }));
    dropAllCaches();
    // A caller after the drop does not join the load that began before it.
    const after = cache.get("u3\0feed", async () => "read after the drop");
    finish("read before the drop");
    expect(await slow).toBe("read before the drop");
    expect(await after).toBe("read after the drop");
    expect(await cache.get("u3\0feed", async () => "again")).toBe("read after the drop");
  });

  it("keeps the process's caches within their byte budget: the growing cache gives up its oldest first, then the largest", async () => {
    dropAllCaches();
    setCacheBudget(8);
    try {
      const megabyte = (c: string) => c.repeat(512 * 1024); // two bytes a character
      const pages = ttlCache<string>({ max: 100, ttlMs: 60_000 });
      const answers = ttlCache<string>({ max: 100, ttlMs: 60_000 });
      for (const key of ["a", "b", "c", "d", "e"]) await pages.get(key, async () => megabyte(key));
      expect(pages.size).toBe(5);
      for (const key of ["1", "2", "3", "4"]) await answers.get(key, async () => megabyte(key));
      // 9 MB asked for, 8 allowed: the answers cache, growing past the budget, gave up its own oldest, not the pages.
      expect(cachedBytes()).toBeLessThanOrEqual(8 * 1024 * 1024);
      expect([pages.size, answers.size]).toEqual([5, 2]);
      let reloaded = 0;
      await answers.get("4", async () => (reloaded++, "x"));
      expect(reloaded).toBe(0);
      // One value above the whole budget empties the others, then itself leaves nothing behind but the budget.
      await pages.get("huge", async () => megabyte("h").repeat(9));
      expect(cachedBytes()).toBeLessThanOrEqual(8 * 1024 * 1024);
    } finally {
      setCacheBudget(256);
      dropAllCaches();
    }
  });

  it("sizes values by what they hold, Maps and nested objects included", () => {
    const small = approximateBytes({ a: "x" });
    const large = approximateBytes({ a: "x", b: new Map([["k", "y".repeat(10_000)]]) });
    expect(small).toBeLessThan(200);
    expect(large).toBeGreaterThan(20_000);
  });
});
