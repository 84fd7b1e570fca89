import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { nbkFeed, parseNbkRates } from "../../../../../server/services/api/calculator/nbk-feed.ts";

describe("NBK feed", () => {
  it("reads KZT per unit as description / quant and skips what is not a rate", () => {
    const xml = `<rates><item><title>USD</title><description>470.12</description><quant>1</quant></item>
      <item><title>CNY</title><description>660.4</description><quant>10</quant></item>
      <item><title>JPY</title><description>31,5</description><quant>10</quant></item>
      <item><title>bad</title><description>1</description><quant>1</quant></item>
      <item><title>EUR</title><description>n/a</description><quant>1</quant></item></rates>`;
    expect(Object.fromEntries(parseNbkRates(xml))).toEqual({ USD: 470.12, CNY: 66.04, JPY: 3.15 });
    expect(parseNbkRates("<html>maintenance</html>").size).toBe(0);
  });

  it("is off with an empty address", async () => {
    expect(await nbkFeed({ url: "" }).day("2026-03-02")).toBeNull();
  });

  it("after a failure leaves the feed alone until the pause is over", async () => {
    let calls = 0;
    const server = createServer((_req, res) => { calls += 1; res.writeHead(503).end(); });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      let clock = 0;
      const feed = nbkFeed({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates`, now: () => clock, pauseMs: 60_000 });
      expect(await feed.day("2026-03-02")).toBeNull();
      clock = 59_999;
      expect(await feed.day("2026-03-03")).toBeNull();
      expect(calls).toBe(1);
      clock = 60_000;
      expect(await feed.day("2026-03-03")).toBeNull();
      expect(calls).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
