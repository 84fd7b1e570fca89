import type { Config } from "../../../config.ts";

/**
 * The payment provider's side the browser needs: its public key for the checkout widget. No call
 * reaches a provider from here; without a key the /tariffs page says payments are off and
 * operators grant plans with `npm run admin -- grant <email> <plan>`.
 */
export function paymentsOf(config: Pick<Config, "PAYMENT_PUBLIC_KEY">) {
  const key = config.PAYMENT_PUBLIC_KEY ?? null;
  return { configured: key !== null, public_key: key };
}
