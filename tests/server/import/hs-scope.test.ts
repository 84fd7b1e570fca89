import { describe, expect, it } from "vitest";
import { inRanges, parseHsScope } from "../../../server/import/hs-scope.ts";

describe("parseHsScope", () => {
  it("reads prefixes, ranges and lists of codes", () => {
    expect(parseHsScope("2402 20").ranges).toEqual([{ lo: "2402200000", hi: "2402209999" }]);
    expect(parseHsScope("2710 19 421 0 – 2710 19 480 0").ranges).toEqual([{ lo: "2710194210", hi: "2710194800" }]);
    expect(parseHsScope("2710 12 411 0 – 2710 12 590 0 (motor gasolines; aviation 2710 12 310 0 excluded)").ranges).toEqual([{ lo: "2710124110", hi: "2710125900" }]);
    expect(parseHsScope("8901–8906; 8802").ranges).toEqual([{ lo: "8901000000", hi: "8906999999" }, { lo: "8802000000", hi: "8802999999" }]);
    expect(parseHsScope("2710 19 620 1, 2710 19 640 1").ranges).toHaveLength(2);
  });

  it("keeps prose and unread scopes out of code matching", () => {
    expect(parseHsScope("not mapped")).toMatchObject({ ranges: null });
    expect(parseHsScope("")).toMatchObject({ ranges: null });
    expect(parseHsScope("2710 12, 2710 19 (light/middle distillates; codes not read)", "not read")).toMatchObject({ ranges: null });
  });

  it("matches codes inside the ranges only", () => {
    const r = parseHsScope("2710 19 421 0 – 2710 19 425 0").ranges;
    expect(inRanges("2710194250", r)).toBe(true);
    expect(inRanges("2710194260", r)).toBe(false);
    expect(inRanges("2710194210", null)).toBe(false);
  });
});
