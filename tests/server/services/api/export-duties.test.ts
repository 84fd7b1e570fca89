import { describe, expect, it } from "vitest";
import { scopeCovers } from "../../../../server/services/api/export-duties.ts";

describe("scopeCovers", () => {
  const gasoils = [{ lo: "2710194210", hi: "2710194809" }];
  it("covers a 10-digit code inside a range and not one outside", () => {
    expect(scopeCovers(gasoils, "2710194500")).toBe(true);
    expect(scopeCovers(gasoils, "2710194210")).toBe(true);
    expect(scopeCovers(gasoils, "2710194900")).toBe(false);
  });

  it("covers a shorter code when the range lies under it", () => {
    expect(scopeCovers(gasoils, "2710")).toBe(true);
    expect(scopeCovers(gasoils, "271019")).toBe(true);
    expect(scopeCovers(gasoils, "2711")).toBe(false);
  });

  it("never covers with an unreadable scope", () => {
    expect(scopeCovers(null, "2709000000")).toBe(false);
    expect(scopeCovers([], "2709000000")).toBe(false);
  });
});
