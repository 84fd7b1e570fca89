// What the choropleth specs share: focusing a shape for its tooltip, and the fills checked against the legend.
import { expect, type Locator, type Page } from "./fixtures.ts";

/** Focuses a shape and moves the pointer off the map (below it), so the tooltip shows the focused shape. */
export async function focusShape(page: Page, map: Locator, shape: Locator) {
  await shape.focus();
  const box = (await map.locator("svg.choropleth__svg").boundingBox())!;
  await page.mouse.move(box.x + 2, box.y + box.height + 4);
}

/** Every shape's class agrees with the legend: its value lies in the range of its class, zero in "zero", a larger value never in a paler class. */
export async function expectFillsByClass(map: Locator, attr: "data-region" | "data-country", values: Map<string, number>) {
  const legend = await map.locator(".choropleth__legend li[data-from]").evaluateAll((items) =>
    items.map((li) => ({ cls: li.getAttribute("data-class") ?? "", from: Number(li.getAttribute("data-from")), to: Number(li.getAttribute("data-to")) })));
  expect(legend.length).toBeGreaterThan(0);
  const ranges = new Map(legend.map((l) => [l.cls, l]));
  const shapes = await map.locator(`path[${attr}]`).evaluateAll((paths, a) => paths.map((p) => ({ id: p.getAttribute(a) ?? "", cls: p.getAttribute("data-class") ?? "" })), attr);
  for (const { id, cls } of shapes) {
    const value = values.get(id);
    expect(value, id).toBeDefined();
    if (value === 0) {
      expect(cls, id).toBe("zero");
      continue;
    }
    const range = ranges.get(cls);
    expect(range, `${id} in ${cls}`).toBeDefined();
    expect(value, `${id} in ${cls}`).toBeGreaterThanOrEqual(range!.from);
    expect(value, `${id} in ${cls}`).toBeLessThanOrEqual(range!.to);
  }
  const rank = (cls: string) => (cls === "zero" ? 0 : Number(cls.slice(1)));
  const sorted = shapes.map((s) => ({ value: values.get(s.id) ?? 0, rank: rank(s.cls) })).sort((a, b) => a.value - b.value);
  for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.rank).toBeGreaterThanOrEqual(sorted[i - 1]!.rank);
}
