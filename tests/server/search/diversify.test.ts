import { describe, expect, it } from "vitest";
import { diversify } from "../../../server/search/diversify.ts";

describe("diversify", () => {
  it("lets another heading's result past a heading's many close ones", () => {
    const ranked = [
      { id: "a1", heading: "A", score: 1 },
      { id: "a2", heading: "A", score: 0.99 },
      { id: "a3", heading: "A", score: 0.98 },
      { id: "b1", heading: "B", score: 0.95 },
    ];
    const picked = diversify(ranked, 3);
    expect(picked.map((r) => r.id)).toEqual(["a1", "b1", "a2"]);
    expect(picked.map((r) => r.score)).toEqual([...picked.map((r) => r.score)].sort((x, y) => y - x));
  });

  it("stops at the limit and at the end of the list", () => {
    expect(diversify([{ heading: "A", score: 1 }], 5)).toHaveLength(1);
    expect(diversify([], 5)).toEqual([]);
  });
});
