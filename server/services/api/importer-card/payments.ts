import type { Config } from "../../../config.ts";

/**
 * The payment provider's side the browser needs: CloudPayments' Public ID, which its checkout widget is
 * opened with (`public_key`). Configured means the server also holds the API secret that verifies the
 * provider's notifications (config.ts takes both or neither); without them the /tariffs page says payments
 * are off and operators grant plans with `npm run admin -- grant <email> <plan>`.
 */
export function paymentsOf(config: Pick<Config, "PAYMENT_PUBLIC_ID" | "PAYMENT_API_SECRET">) {
  const key = config.PAYMENT_API_SECRET ? (config.PAYMENT_PUBLIC_ID ?? null) : null;
  return { configured: key !== null, public_key: key };
}
