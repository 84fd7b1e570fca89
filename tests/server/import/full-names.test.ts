import { describe, expect, it } from "vitest";
import { fullNames, type NamedNode } from "../../../server/import/full-names.ts";

/** A heading, a subgroup and a ten-digit line under it, in one locale. */
function chain(subgroup: string, line: string): NamedNode[] {
  return [
    { id: "h", parentId: null, kind: "heading", name: "Бұрыш" },
    { id: "g", parentId: "h", kind: "text", name: subgroup },
    { id: "l", parentId: "g", kind: "code10", name: line },
  ];
}

describe("full names", () => {
  it("lower the first letter of a part inside the chain", () => {
    expect(fullNames(chain("Кептірілген:", "өзгелері")).get("l")).toBe("Өзгелері: кептірілген; бұрыш");
    expect(fullNames([
      { id: "h", parentId: null, kind: "heading", name: "Pepper" },
      { id: "g", parentId: "h", kind: "text", name: "Dried:" },
      { id: "l", parentId: "g", kind: "code10", name: "Other" },
    ]).get("l")).toBe("Other: dried; pepper");
  });

  it("give no full name to a line with an untranslated part above it, and none to an untranslated line", () => {
    const names = fullNames([
      { id: "h", parentId: null, kind: "heading", name: "Бұрыш" },
      { id: "g", parentId: "h", kind: "text", name: null },
      { id: "l", parentId: "g", kind: "code10", name: "өзгелері" },
    ]);
    expect(names.get("l")).toBeNull();
    expect(names.get("g")).toBeNull();
    expect(names.get("h")).toBe("Бұрыш");
  });

  it("keep the capital of a Latin genus opening a Kazakh or Russian part", () => {
    expect(fullNames(chain("Capsicum туысының жемістері:", "ұнтақталған")).get("l")).toBe(
      "Ұнтақталған: Capsicum туысының жемістері; бұрыш",
    );
  });
});
