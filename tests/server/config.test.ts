import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config.ts";
import { siblingUrl } from "../../server/services/api/site.ts";

describe("configuration", () => {
  it("has the documented defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: ".data", APP_MODE: "development" });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.publicUrl).toBe("http://localhost:3000");
  });

  it("stops on a bad value, naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: "http://x" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
  });

  it("reads the NBK feed address; empty turns the feed off instead of falling back to the default", () => {
    expect(loadConfig({}).NBK_RATES_URL).toBe("https://nationalbank.kz/rss/get_rates.cfm");
    expect(loadConfig({ NBK_RATES_URL: "" }).NBK_RATES_URL).toBe("");
    expect(() => loadConfig({ NBK_RATES_URL: "not a url" })).toThrow(/NBK_RATES_URL/);
  });

  it("takes a Google Tag Manager id only in the GTM-XXXX form", () => {
    expect(loadConfig({}).GTM_ID).toBeUndefined();
    expect(loadConfig({ GTM_ID: "GTM-AB12CD" }).GTM_ID).toBe("GTM-AB12CD");
    for (const bad of ["AB12CD", "GTM-", "gtm-AB12CD", "GTM-ab12cd", "GTM-AB 12", "G-AB12CD"]) {
      expect(() => loadConfig({ GTM_ID: bad }), bad).toThrow(/GTM_ID: must be a Google Tag Manager id/);
    }
  });

  it("builds sibling addresses per mode", () => {
    const base = { SITE_DOMAIN: "portal.kz", PORT: 3000 };
    expect(siblingUrl({ ...base, APP_MODE: "production" }, "tender")).toBe("https://tender.portal.kz");
    expect(siblingUrl({ ...base, APP_MODE: "stage" }, "tender")).toBe("https://stage-tender.portal.kz");
  });
});
