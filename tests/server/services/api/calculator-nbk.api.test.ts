import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculateBody } from "../../../../core/contract/index.ts";
import { exchangeRatesDaily } from "../../../../server/db/schema.ts";
import { startTestApp } from "../../../support/test-app.ts";

// The calculator against a local fake of the National Bank's feed: 2026-03-02 has rates, any other day fails.
const calls: string[] = [];
let fake: Server;
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  fake = createServer((req, res) => {
    const fdate = new URL(req.url ?? "/", "http://x").searchParams.get("fdate") ?? "";
    calls.push(fdate);
    if (fdate !== "02.03.2026") return void res.writeHead(503).end();
    res.writeHead(200, { "content-type": "text/xml" }).end(
      `<?xml version="1.0" encoding="utf-8"?><rates><date>02.03.2026</date>
        <item><fullname>ДОЛЛАР США</fullname><title>USD</title><description>480.5</description><quant>1</quant><index>UP</index></item>
        <item><fullname>КИТАЙСКИЙ ЮАНЬ</fullname><title>CNY</title><description>660.4</description><quant>10</quant></item>
      </rates>`,
    );
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  t = await startTestApp({ NBK_RATES_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/rss/get_rates.cfm` });
  // A PostgreSQL test database outlives a run: start without stored rates for the day.
  await t.database.db.delete(exchangeRatesDaily).where(eq(exchangeRatesDaily.day, "2026-03-02"));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.close(resolve));
});

const calc = async (date: string, currency: string) => {
  const res = await t.app.inject({
    method: "POST", url: "/api/v1/calculator/calculate",
    payload: { code: "0101291000", date, origin: "US", customs_value: { amount: 1000, currency } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return calculateBody.parse(res.json()).data;
};

describe("NBK daily rates", () => {
  it("fetches the day, stores it and uses it (rate = description / quant)", async () => {
    const usd = await calc("2026-03-02", "USD");
    expect(usd.exchange_rates.USD).toEqual({ rate: 480.5, date: "2026-03-02", source: "nbk_daily" });
    expect(usd.customs_value_kzt).toBe(480_500);
    const stored = await t.database.db.select().from(exchangeRatesDaily).where(eq(exchangeRatesDaily.day, "2026-03-02"));
    expect(Object.fromEntries(stored.map((r) => [r.currency, r.kztPerUnit]))).toEqual({ USD: 480.5, CNY: 66.04 });
    // The same day again comes from the store, not the feed.
    const before = calls.length;
    expect((await calc("2026-03-02", "CNY")).exchange_rates.CNY).toMatchObject({ rate: 66.04, source: "nbk_daily" });
    expect(calls.length).toBe(before);
  });

  // Before any failure, so the feed's pause cannot explain the missing call.
  it("never asks the feed about a day after today", async () => {
    const before = calls.length;
    expect((await calc("2099-01-01", "USD")).exchange_rates.USD?.source).toBe("nbk_monthly_average");
    expect(calls.length).toBe(before);
  });

  it("falls back to the month's average when the feed fails, and then leaves the feed alone for a while", async () => {
    const r = await calc("2026-03-03", "USD");
    expect(r.exchange_rates.USD).toMatchObject({ date: "2026-03", source: "nbk_monthly_average" });
    expect(calls.at(-1)).toBe("03.03.2026");
    const before = calls.length;
    expect((await calc("2026-03-04", "USD")).exchange_rates.USD?.source).toBe("nbk_monthly_average");
    expect(calls.length).toBe(before);
  });
});
