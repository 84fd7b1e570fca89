import { createHash } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readText } from "../../../server/import/csv.ts";
import { DATA_DIR_DEFAULT } from "../../../server/import/index.ts";
import { binProblem, makeBin } from "../../../server/trade/bin.ts";
import { fitMatrix, splitCents } from "../../../server/trade/calibrate.ts";
import { DEMO_SEED, generateDeclarations } from "../../../server/trade/demo-declarations.ts";
import { readDemoInputs } from "../../../server/trade/demo-inputs.ts";
import { prng } from "../../../server/trade/prng.ts";

const sha = (s: string) => createHash("sha256").update(s).digest("hex");

describe("generateDeclarations", () => {
  it("is deterministic for a seed, differs for another, and the shipped file is the default seed's output", async () => {
    const inputs = await readDemoInputs(DATA_DIR_DEFAULT);
    const a = generateDeclarations(inputs, DEMO_SEED);
    expect(sha(generateDeclarations(inputs, DEMO_SEED))).toBe(sha(a));
    expect(sha(generateDeclarations(inputs, DEMO_SEED + 1))).not.toBe(sha(a));
    expect(sha(await readText(path.join(DATA_DIR_DEFAULT, "trade/demo-declarations.csv.gz")))).toBe(sha(a));
  }, 60_000);
});

describe("calibration", () => {
  it("fits a matrix to both margins exactly, and splits cents into positive parts", () => {
    const rnd = prng(7);
    const rows = [1_000_003, 7, 250_000, 99_999_990];
    const cols = [40_000_000, 33_333_333, 27_916_667];
    const m = fitMatrix(rows, cols, rnd);
    expect(m.map((r) => r.reduce((a, v) => a + v, 0))).toEqual(rows);
    expect(cols.map((_, j) => m.reduce((a, r) => a + r[j]!, 0))).toEqual(cols);
    expect(m.flat().every((v) => Number.isInteger(v) && v >= 0)).toBe(true);
    const parts = splitCents(1001, 7, rnd);
    expect(parts.reduce((a, v) => a + v, 0)).toBe(1001);
    expect(parts.every((p) => p >= 1)).toBe(true);
    expect(() => fitMatrix([1, 2], [4], rnd)).toThrow(/different totals/);
  });
});

describe("BIN", () => {
  it("accepts real BINs and made ones, rejects wrong check digits and months", () => {
    // Published BINs of two banks (Kaspi Bank, Halyk Bank).
    expect(binProblem("971240001315")).toBeNull();
    expect(binProblem("940140000385")).toBeNull();
    expect(binProblem("971240001316")).toMatch(/check digit/);
    expect(binProblem("971340001315")).toMatch(/month/);
    expect(binProblem("97124000131")).toMatch(/12 digits/);
    const made = makeBin(2019, 7, 4321);
    expect(made).toMatch(/^190740/);
    expect(binProblem(made!)).toBeNull();
  });
});
