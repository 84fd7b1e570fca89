import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "../../../src/i18n/intl-formats.ts";

describe("cached Intl formatters", () => {
  it("hand out one formatter per locale and options", () => {
    expect(numberFormat("ru-RU", { maximumFractionDigits: 2 })).toBe(numberFormat("ru-RU", { maximumFractionDigits: 2 }));
    expect(numberFormat("ru-RU", { maximumFractionDigits: 2 })).not.toBe(numberFormat("ru-RU", { maximumFractionDigits: 4 }));
    expect(numberFormat("ru-RU", { maximumFractionDigits: 2 })).not.toBe(numberFormat("en-GB", { maximumFractionDigits: 2 }));
    const almaty = { timeZone: "Asia/Almaty", year: "numeric", month: "2-digit", day: "2-digit" } as const;
    expect(dateTimeFormat("en-CA", almaty)).toBe(dateTimeFormat("en-CA", { ...almaty }));
    expect(dateTimeFormat("en-CA", almaty)).not.toBe(dateTimeFormat("en-CA", { ...almaty, timeZone: "UTC" }));
  });

  it("format as a new formatter with the same options would", () => {
    const options = { maximumFractionDigits: 4 };
    expect(numberFormat("ru-RU", options).format(1405950.125)).toBe(new Intl.NumberFormat("ru-RU", options).format(1405950.125));
    const day = { timeZone: "Asia/Almaty", year: "numeric", month: "2-digit", day: "2-digit" } as const;
    const late = new Date("2026-03-08T20:30:00Z"); // already the 9th in Almaty
    expect(dateTimeFormat("en-CA", day).format(late)).toBe(new Intl.DateTimeFormat("en-CA", day).format(late));
    expect(dateTimeFormat("en-CA", day).format(late)).toBe("2026-03-09");
  });
});
