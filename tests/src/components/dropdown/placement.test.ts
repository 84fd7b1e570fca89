import { describe, expect, it } from "vitest";
import { DROPDOWN_MAX_HEIGHT, dropdownPlacement } from "../../../../src/components/dropdown/placement.ts";

// A 44 px field in an 844 px high viewport (the phone project's), `bottomGap` px above the viewport's bottom.
const field = (bottomGap: number) => ({ top: 844 - bottomGap - 44, bottom: 844 - bottomGap });

describe("autocomplete dropdown placement (spec §9)", () => {
  it("is at most 250 px high", () => {
    expect(DROPDOWN_MAX_HEIGHT).toBe(250);
  });

  it("opens below while a whole list fits under the field", () => {
    expect(dropdownPlacement(field(250), 844)).toBe("down");
    expect(dropdownPlacement(field(600), 844)).toBe("down");
  });

  it("opens upward when less than 250 px remain below and more is left above", () => {
    expect(dropdownPlacement(field(249), 844)).toBe("up");
    expect(dropdownPlacement(field(0), 844)).toBe("up");
  });

  it("stays below when even less room is left above", () => {
    // A short window: 100 px above the field, 200 px below.
    expect(dropdownPlacement({ top: 100, bottom: 144 }, 344)).toBe("down");
  });
});
