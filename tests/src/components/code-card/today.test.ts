import { describe, expect, it } from "vitest";
import { almatyClock, todayInAlmaty } from "../../../../src/components/code-card/format.ts";

describe("todayInAlmaty", () => {
  it("agrees with Intl's Asia/Almaty calendar day every hour from 2020 to 2030", () => {
    const almaty = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Almaty", year: "numeric", month: "2-digit", day: "2-digit" });
    const wrong: string[] = [];
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2030, 0, 1); t += 3_600_000) {
      const at = new Date(t);
      if (todayInAlmaty(at) !== almaty.format(at)) wrong.push(at.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it("turns the day at local midnight, UTC+6 before 1 March 2024 and UTC+5 from then", () => {
    expect(todayInAlmaty(new Date("2024-02-28T17:59:59Z"))).toBe("2024-02-28");
    expect(todayInAlmaty(new Date("2024-02-28T18:00:00Z"))).toBe("2024-02-29");
    expect(todayInAlmaty(new Date("2026-03-08T18:59:59Z"))).toBe("2026-03-08");
    expect(todayInAlmaty(new Date("2026-03-08T19:00:00Z"))).toBe("2026-03-09");
  });
});

describe("almatyClock", () => {
  it("gives the day and the time on Kazakhstan's clock as Intl's Asia/Almaty does, every 7 minutes over two days around the change", () => {
    const intl = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Almaty", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    for (let t = Date.UTC(2024, 1, 28); t < Date.UTC(2024, 2, 2); t += 7 * 60_000) {
      const at = new Date(t);
      expect(almatyClock(at)).toEqual({ day: todayInAlmaty(at), time: intl.format(at) });
    }
  });
});
