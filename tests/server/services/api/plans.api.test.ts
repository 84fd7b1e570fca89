import { afterAll, describe, expect, it } from "vitest";
import { plansBody } from "../../../../core/contract/index.ts";
import { startTestApp } from "../../../support/test-app.ts";

type App = Awaited<ReturnType<typeof startTestApp>>;
const apps: App[] = [];
afterAll(async () => { await Promise.all(apps.map((a) => a.close())); });

async function plansWith(env: Record<string, string>) {
  const app = await startTestApp(env);
  apps.push(app);
  const res = await app.app.inject({ method: "GET", url: "/api/v1/plans" });
  expect(res.statusCode).toBe(200);
  return plansBody.parse(res.json());
}

describe("GET /api/v1/plans", () => {
  it("lists the plans as data, in order: standard opens 10 cards a month; payments are off without a key", async () => {
    const answer = await plansWith({});
    expect(answer.payments).toEqual({ configured: false, public_key: null });
    expect(answer.data.map((p) => [p.id, p.card_openings_per_month, p.period, p.paid])).toEqual([
      ["free", 0, "month", false],
      ["standard", 10, "month", true],
      ["business", 300, "month", true],
      ["corporate", 3000, "year", true],
    ]);
    const [free, ...paid] = answer.data;
    expect(free?.permissions).toEqual([]);
    expect(free?.price_kzt).toBe(0);
    for (const p of paid) {
      expect(p.permissions.sort()).toEqual(["access_to_ved", "card_opening_ved"]);
      expect(p.price_kzt).toBeGreaterThan(0);
    }
  });

  it("hands CloudPayments' Public ID to the page when payments are configured", async () => {
    const answer = await plansWith({ PAYMENT_PUBLIC_ID: "pk_test_0123456789", PAYMENT_API_SECRET: "test-secret-0123456789" });
    expect(answer.payments).toEqual({ configured: true, public_key: "pk_test_0123456789" });
  });

  it("refuses to start with only one of PAYMENT_PUBLIC_ID and PAYMENT_API_SECRET", async () => {
    await expect(startTestApp({ PAYMENT_PUBLIC_ID: "pk_test_0123456789" })).rejects.toThrow(/PAYMENT_PUBLIC_ID and PAYMENT_API_SECRET/);
  });
});
