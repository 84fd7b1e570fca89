import type { Invoice, WidgetOutcome } from "../../../machines/checkout/checkout.machine.ts";

/**
 * The CloudPayments payment widget (https://developers.cloudpayments.ru/#platezhnyy-vidzhet): its script
 * loads when a payment starts, never with the page. The address lives here only, so the browser tests
 * can serve a stand-in in its place.
 */
export const WIDGET_SCRIPT = "https://widget.cloudpayments.ru/bundles/cloudpayments.js";

/** What the widget calls back with; only the reason of a failure is read. */
interface WidgetCallbacks {
  onSuccess: () => void;
  onFail: (reason: string) => void;
}
interface CloudPaymentsWidget {
  pay(method: "charge", options: Record<string, unknown>, callbacks: WidgetCallbacks): void;
}
type CloudPaymentsApi = { CloudPayments: new (options?: { language?: string }) => CloudPaymentsWidget };

/** The reason the widget gives when the user closes its window. */
const USER_CANCELLED = "User has cancelled";

/** The widget's language for the site's (it has Kazakh). */
const LANGUAGES: Record<string, string> = { ru: "ru-RU", kk: "kk-KZ", en: "en-US" };

let script: Promise<CloudPaymentsApi> | null = null;

/** One script per page, resolved with `window.cp`; a failed download is tried again on the next payment. */
function loadWidget(): Promise<CloudPaymentsApi> {
  script ??= new Promise<CloudPaymentsApi>((resolve, reject) => {
    const tag = Object.assign(document.createElement("script"), { src: WIDGET_SCRIPT, async: true });
    tag.onload = () => {
      const cp = (window as unknown as { cp?: CloudPaymentsApi }).cp;
      if (cp) resolve(cp);
      else reject(new Error("CloudPayments widget missing"));
    };
    tag.onerror = () => reject(new Error("CloudPayments widget failed to load"));
    document.head.append(tag);
  }).catch((error: unknown) => {
    script = null;
    throw error;
  });
  return script;
}

/**
 * Opens the widget for the invoice and settles when it closes: paid (the widget's word only: the
 * server's confirmation follows), cancelled by the user, or failed with the provider's reason.
 */
export async function payInvoice(invoice: Invoice, locale: string): Promise<WidgetOutcome> {
  const cp = await loadWidget();
  return new Promise<WidgetOutcome>((resolve) => {
    new cp.CloudPayments({ language: LANGUAGES[locale] ?? "ru-RU" }).pay(
      "charge",
      {
        publicId: invoice.public_id,
        description: invoice.description,
        amount: invoice.amount,
        currency: invoice.currency,
        invoiceId: invoice.invoice_id,
        accountId: invoice.account_id,
        skin: "mini",
      },
      {
        onSuccess: () => resolve({ outcome: "paid" }),
        onFail: (reason) => resolve(reason === USER_CANCELLED ? { outcome: "cancelled" } : { outcome: "failed", reason }),
      },
    );
  });
}
