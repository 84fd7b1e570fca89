import rules from "virtual:endpoint-access";
import { describe, expect, it } from "vitest";
import { endpoints } from "../../core/contract/index.ts";

describe("virtual:endpoint-access", () => {
  it("holds the rule of every call the contract guards, as the contract says, and no open call", () => {
    const guarded = Object.entries(endpoints).filter(([, e]) => e.access !== "everyone");
    expect(guarded.length).toBeGreaterThan(0);
    expect(rules).toEqual(Object.fromEntries(guarded.map(([key, e]) => [key, e.access])));
    expect(Object.keys(rules)).not.toContain("health");
    expect(rules.tradeRegions).toBe(endpoints.tradeRegions.access);
  });
});
