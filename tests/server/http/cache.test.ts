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
});
