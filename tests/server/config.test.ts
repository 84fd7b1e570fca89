import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config.ts";
import { operatorInfo, siblingUrl } from "../../server/services/api/site.ts";

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

  it("runs the alert mails every 60 s by default, 0 turns them off, and refuses a tick under 10 s", () => {
    expect(loadConfig({}).ALERT_MAIL_INTERVAL).toBe(60);
    expect(loadConfig({ ALERT_MAIL_INTERVAL: "0" }).ALERT_MAIL_INTERVAL).toBe(0);
    for (const bad of ["5", "-1", "3601", "soon"]) expect(() => loadConfig({ ALERT_MAIL_INTERVAL: bad }), bad).toThrow(/ALERT_MAIL_INTERVAL/);
  });

  it("takes a Google Tag Manager id only in the GTM-XXXX form", () => {
    expect(loadConfig({}).GTM_ID).toBeUndefined();
    expect(loadConfig({ GTM_ID: "GTM-AB12CD" }).GTM_ID).toBe("GTM-AB12CD");
    for (const bad of ["AB12CD", "GTM-", "gtm-AB12CD", "GTM-ab12cd", "GTM-AB 12", "G-AB12CD"]) {
      expect(() => loadConfig({ GTM_ID: bad }), bad).toThrow(/GTM_ID: must be a Google Tag Manager id/);
    }
  });

  it("names the operator: configured details, else the portal's name and support@ the site's domain", () => {
    expect(operatorInfo(loadConfig({ SITE_DOMAIN: "portal.kz" }))).toEqual({ name: "ВЭД портал", bin: null, address: null, email: "support@portal.kz", phone: null });
    const env = { OPERATOR_NAME: "ТОО «ВЭД Портал»", OPERATOR_BIN: "123456789012", OPERATOR_ADDRESS: "Алматы, пр. Абая, 1", OPERATOR_EMAIL: "help@ved.kz", OPERATOR_PHONE: "+7 (727) 000-00-00" };
    expect(operatorInfo(loadConfig(env))).toEqual({ name: env.OPERATOR_NAME, bin: env.OPERATOR_BIN, address: env.OPERATOR_ADDRESS, email: env.OPERATOR_EMAIL, phone: env.OPERATOR_PHONE });
    for (const [key, bad] of [["OPERATOR_BIN", "12345"], ["OPERATOR_EMAIL", "not mail"], ["OPERATOR_PHONE", "call me"], ["OPERATOR_NAME", " "]] as const)
      expect(() => loadConfig({ [key]: bad }), key).toThrow(new RegExp(key));
  });

  it("builds sibling addresses per mode", () => {
    const base = { SITE_DOMAIN: "portal.kz", PORT: 3000 };
    expect(siblingUrl({ ...base, APP_MODE: "production" }, "tender")).toBe("https://tender.portal.kz");
    expect(siblingUrl({ ...base, APP_MODE: "stage" }, "tender")).toBe("https://stage-tender.portal.kz");
  });
});
