import { describe, expect, it } from "vitest";
import { findRoute, localePath, ROUTES, splitLocale } from "../../core/routes.ts";

describe("route table", () => {
  it("matches every route in each locale", () => {
    for (const route of ROUTES) {
      const path = route.path.replace(":code", "0101210000").replace(":step", "1");
      for (const locale of ["ru", "kk", "en"] as const) {
        expect(findRoute(localePath(locale, path))?.route.key, `${locale} ${path}`).toBe(route.key);
      }
    }
  });

  it("splits locale prefixes and keeps ru unprefixed", () => {
    expect(splitLocale("/kk/tree")).toEqual({ locale: "kk", path: "/tree" });
    expect(splitLocale("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/kkk")).toEqual({ locale: "ru", path: "/kkk" });
    expect(localePath("ru", "/tree")).toBe("/tree");
    expect(localePath("kk", "/")).toBe("/kk");
  });

  it("finds no route for unknown paths and gives params", () => {
    expect(findRoute("/nope")).toBeNull();
    expect(findRoute("/en/custom/0101210000")?.params).toEqual({ code: "0101210000" });
    expect(findRoute("/custom/")).toMatchObject({ route: { key: "custom" } });
  });
});
