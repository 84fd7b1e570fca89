import type { MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { pageTitle, pageView, pageViewTracker } from "../../../src/analytics/page-view.ts";

// The Russian source text stands in for a catalog.
const translate = (m: MessageDescriptor) => m.message ?? m.id;

describe("page views for Google Tag Manager", () => {
  it("describes an address: path with query, full address, the route's title, the locale", () => {
    expect(pageView(new URL("http://portal.kz/en/tree?code=0101"), translate)).toEqual({
      event: "page_view",
      page_path: "/en/tree?code=0101",
      page_location: "http://portal.kz/en/tree?code=0101",
      page_title: "ТН ВЭД ЕАЭС — Портал ВЭД Казахстана",
      language: "en",
    });
    expect(pageView(new URL("http://portal.kz/custom/0101210000"), translate)).toMatchObject({ language: "ru", page_title: "Код товара — Портал ВЭД Казахстана" });
  });

  it("titles an unknown address with the portal's name alone", () => {
    expect(pageTitle("/kk/no-such-page", translate)).toBe("Портал ВЭД Казахстана");
  });

  it("pushes each new address once", () => {
    const layer: object[] = [];
    const track = pageViewTracker(layer);
    const at = (href: string) => pageView(new URL(href), translate);
    expect(track(at("http://portal.kz/tree"))).toBe(true);
    expect(track(at("http://portal.kz/tree"))).toBe(false);
    expect(track(at("http://portal.kz/sanctions"))).toBe(true);
    expect(track(at("http://portal.kz/tree"))).toBe(true);
    expect(layer.map((e) => (e as { page_path: string }).page_path)).toEqual(["/tree", "/sanctions", "/tree"]);
  });
});
