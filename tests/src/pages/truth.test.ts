import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../../../core/routes.ts";
import { NOT_YET_AVAILABLE } from "../../../src/components/ComingSoon.tsx";
import { FEATURE_LINES, FEATURE_ROUTES } from "../../../src/components/features.ts";

// Every page tells the truth (issue #17): no built section is called "in development", and only the pages
// that are really not built render the ComingSoon placeholder.

const ROOT = join(import.meta.dirname, "../../..");

/**
 * The only pages allowed to render ComingSoon: the broker's workspace in the profile, which issue #18
 * builds. Each must say what it will do and that it is not available yet.
 */
const NOT_BUILT: string[] = [];

/**
 * What a page or document says of a section that is not ready, in ru, kk and en ("will appear here" is
 * left alone: empty lists say it of the user's own entries).
 */
const NOT_READY = [/в разработке/i, /пока не работа/i, /әзірленуде/i, /әзірге жұмыс істемейді/i, /in development/i, /(do|does) not work yet/i, /what will be there/i];

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

describe("every page tells the truth", () => {
  it("renders ComingSoon only on the pages of the broker's workspace (issue #18)", () => {
    const users = filesUnder("src", /\.tsx?$/)
      .filter((f) => f !== "src/components/ComingSoon.tsx" && /<ComingSoon\b/.test(read(f)))
      .map((f) => f.replace(/^src\/pages\/(\w+)\.tsx$/, "$1"));
    expect(users.sort()).toEqual(NOT_BUILT);
    expect(Object.keys(NOT_YET_AVAILABLE).sort()).toEqual(NOT_BUILT);
  });

  it("names only pages of the route table as not built", () => {
    for (const key of NOT_BUILT) expect(ROUTES.some((r) => r.key === key), key).toBe(true);
  });

  it("never says a section is in development, in the code, the catalogs or the README", () => {
    const sources = [...filesUnder("src", /\.tsx?$/), ...filesUnder("core", /\.ts$/), "README.md"];
    const catalogs = ["ru", "kk", "en"].map((l) => `locales/${l}/messages.po`);
    // A source is read line by line, a catalog entry by entry (its id names the page it belongs to).
    const said = [
      ...sources.flatMap((file) => read(file).split("\n").map((text) => ({ file, text }))),
      ...catalogs.flatMap((file) => read(file).split("\n\n").map((text) => ({ file, text }))),
    ]
      .filter(({ text }) => NOT_READY.some((p) => p.test(text)))
      .map(({ file, text }) => `${file}: ${text.trim()}`);
    expect(said).toEqual([]);
  });

  it("catches what it looks for", () => {
    for (const line of ["В разработке", "Әзірленуде", "In development", "Вход в учётную запись и платные тарифы пока не работают.", "The other sections say on their pages what will be there."])
      expect(NOT_READY.some((p) => p.test(line)), line).toBe(true);
  });

  it("lists every page on /total-services with a line saying what it does", () => {
    expect(FEATURE_ROUTES.length).toBeGreaterThan(20);
    for (const route of FEATURE_ROUTES) expect(route.description ?? FEATURE_LINES[route.key], route.key).toBeDefined();
  });
});
