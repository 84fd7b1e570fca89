import { describe, expect, it } from "vitest";
import { codesOfText } from "../../../../src/components/groups/csv-codes.ts";

describe("codes of an imported CSV", () => {
  it("takes every 2–10 digit code once, in order, spaces and dots inside allowed", () => {
    const csv = "Код;Наименование\n0101 21 000 0;Лошади\n8708.29;Части кузова\n0101210000;повтор\n";
    expect(codesOfText(csv)).toEqual(["0101210000", "870829"]);
  });

  it("splits codes typed one after another with spaces", () => {
    expect(codesOfText("0101 29 100 0, 8471300000 9999999999 8401")).toEqual(["0101291000", "8471300000", "9999999999", "8401"]);
  });

  it("skips what is not a code: one digit, a BIN of 12 digits, words", () => {
    expect(codesOfText("1, 123456789012, abc, 84 01")).toEqual(["8401"]);
  });
});
