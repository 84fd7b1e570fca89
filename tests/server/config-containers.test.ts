import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config.ts";

describe("container tracking settings", () => {
  it("is off by default: no secret, no carriers, the demo on, the built-in map", () => {
    const c = loadConfig({});
    expect(c.TNT_WEBHOOK_SECRET).toBeUndefined();
    expect(c.TNT_CARRIERS).toEqual([]);
    expect(c.TNT_POLL_INTERVAL).toBe(900);
    expect(c.TNT_DEMO).toBe("on");
    expect(c.YANDEX_MAPS_KEY).toBeUndefined();
  });

  it("reads the carriers as a JSON list", () => {
    const c = loadConfig({ TNT_CARRIERS: '[{"name":"line-a","url":"https://dcsa.example.com/tnt","apiKey":"k"}]' });
    expect(c.TNT_CARRIERS).toEqual([{ name: "line-a", url: "https://dcsa.example.com/tnt", apiKey: "k" }]);
  });

  it.each([
    ["TNT_CARRIERS", "not json"],
    ["TNT_CARRIERS", '[{"name":"demo","url":"https://x.example"}]'],
    ["TNT_CARRIERS", '[{"name":"a","url":"not a url"}]'],
    ["TNT_WEBHOOK_SECRET", "short"],
    ["TNT_POLL_INTERVAL", "5"],
    ["TNT_DEMO", "maybe"],
  ])("stops the start naming %s for a bad value", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
