import type { FastifyInstance } from "fastify";
import { endpoints } from "../../../../core/contract/index.ts";
import type { Config } from "../../../config.ts";
import { sendError } from "../../../http/errors.ts";
import { route } from "../../../http/route.ts";
import { fieldTexts, unprocessable } from "../../../http/validate.ts";
import { localeOf, translate } from "../../../i18n.ts";
import type { AuthContext } from "../../auth/context.ts";
import { createInvoice } from "./invoices.ts";
import { handleNotification } from "./notifications.ts";
import { contentHmacValid } from "./signature.ts";
import { paymentMessages } from "./texts.ts";

/** The notification body as it came: form fields (CloudPayments' default) or a JSON object. */
function fieldsOf(raw: Buffer, contentType: string | undefined): unknown {
  const text = raw.toString("utf8");
  if (contentType?.startsWith("application/json")) {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** POST /v1/payments/invoices and the provider's POST /v1/payments/notifications/{kind} (mounted in the main API). */
export function paymentRoutes(app: FastifyInstance, opts: { auth: AuthContext; config: Config }) {
  const { auth, config } = opts;
  const { db } = auth;

  route(app, "paymentInvoice", async (request, reply, session) => {
    const publicId = config.PAYMENT_PUBLIC_ID;
    if (!publicId || !config.PAYMENT_API_SECRET) return sendError(request, reply, 409, paymentMessages.notConfigured);
    const { plan, period } = request.body;
    const made = await createInvoice(db, { userId: session.userId, plan, period, now: auth.now() });
    if (!made.ok) {
      const locale = localeOf(request.headers.lang);
      if (made.reason === "unknown-plan") {
        return sendError(request, reply, 422, paymentMessages.unknownPlan, { plan }, { plan: [translate(locale, paymentMessages.unknownPlan, { plan })] });
      }
      const values = { plan, period: made.period };
      return sendError(request, reply, 422, paymentMessages.wrongPeriod, values, { period: [translate(locale, paymentMessages.wrongPeriod, values)] });
    }
    const { invoice } = made;
    return {
      data: {
        invoice_id: invoice.id, amount: invoice.amount, currency: invoice.currency, public_id: publicId, account_id: invoice.userId,
        description: translate(localeOf(request.headers.lang), paymentMessages.description, { plan: invoice.planId, period: invoice.period }),
      },
    };
  }, { invalid: unprocessable(paymentMessages.badInvoice) });

  // The Content-HMAC covers the raw bytes: this scope alone keeps form and JSON bodies as a Buffer.
  void app.register(async (scope) => {
    const keepBytes = (_request: unknown, body: Buffer, done: (error: Error | null, body?: Buffer) => void) => done(null, body);
    scope.addContentTypeParser(["application/x-www-form-urlencoded", "application/json"], { parseAs: "buffer" }, keepBytes);
    route(scope, "paymentNotification", async (request, reply) => {
      const secret = config.PAYMENT_API_SECRET;
      const raw: unknown = request.body;
      // Without a secret no signature can be right: refused the same way, and nothing changes.
      if (!secret || !Buffer.isBuffer(raw) || !contentHmacValid(secret, raw, request.headers["content-hmac"])) {
        request.log.warn({ kind: request.params.kind }, "payment notification refused: no valid Content-HMAC");
        return sendError(request, reply, 401, paymentMessages.badSignature);
      }
      const parsed = endpoints.paymentNotification.body.safeParse(fieldsOf(raw, request.headers["content-type"]));
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join(".") || "body";
        return sendError(request, reply, 422, paymentMessages.badNotification, { field }, fieldTexts(request, parsed.error.issues));
      }
      const { kind } = request.params;
      const outcome = await handleNotification(auth, kind, parsed.data, auth.now());
      const facts = { kind, transaction: parsed.data.TransactionId, invoice: parsed.data.InvoiceId ?? null, code: outcome.code, repeated: outcome.repeated };
      if (outcome.code !== 0) request.log.warn(facts, "payment notification refused");
      else request.log.info(facts, "payment notification accepted");
      return { code: outcome.code };
    }, { rawBody: true });
  });
}
