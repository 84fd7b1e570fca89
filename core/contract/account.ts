import { z } from "zod";
import { failureBody, fieldMessages, rateLimitedBody, successBody } from "./auth.ts";
import { savedCalculation } from "./calculator.ts";
import { paymentInvoice, paymentRecord } from "./payments.ts";
import type { Endpoint } from "./common.ts";
import { favouritesBody, viewHistoryBody } from "./user-data.ts";
import { notificationSettingsBody, watchListBody } from "./watch.ts";
import { userNote } from "./user-notes.ts";

// The account's own data (issue 17 item 5): everything we keep about the signed-in user as one JSON file,
// and the deletion of the account with a password re-entry or, for an account without one, a mailed code.

const at = z.string();

/** Everything we keep about the user; secrets (password hash, 2FA key, session tokens) never appear. */
export const accountExportBody = z.object({
  exported_at: at,
  account: z.object({
    email: z.string(),
    created_at: at,
    email_verified_at: at.nullable(),
    locale: z.string(),
    plan: z.string(),
    /** When a paid period ends; null for the free plan or a plan granted without an end. */
    plan_ends_at: at.nullable(),
    has_password: z.boolean(),
    is_2fa_enabled: z.boolean(),
    /** Providers the account signs in with (google, …). */
    social_sign_in: z.array(z.string()),
  }),
  /** Live sessions (signed-in browsers), without their tokens. */
  sessions: z.array(z.object({ created_at: at, expires_at: at, remember: z.boolean(), current: z.boolean() })),
  favourites: favouritesBody.shape.data,
  view_history: viewHistoryBody.shape.data,
  /** Saved calculations with their requests as stored. */
  calculations: z.array(savedCalculation.extend({ request: z.unknown() })),
  opened_cards: z.array(z.object({ importer_id: z.string(), month: z.string(), opened_at: at })),
  /** The checkout's invoices and the provider's payments on them (issue 17 item 2), newest first. */
  invoices: z.array(paymentInvoice),
  payments: z.array(paymentRecord),
  /** What the user follows and how they are told of changes (issue #18). */
  watches: watchListBody.shape.data,
  notification_settings: notificationSettingsBody,
  /** Code groups with their codes in the order added; `shared` while a share link is on (the token is not exported). */
  groups: z.array(z.object({ name: z.string(), codes: z.array(z.string()), shared: z.boolean(), updated_at: at })),
  notes: z.array(userNote),
});
export type AccountExport = z.infer<typeof accountExportBody>;

/**
 * The account's `password`, or the 6-digit `code` POST /account/delete-code mailed (the only way for an account
 * without a password); with neither, a 422 on the field the account needs.
 */
export const deleteAccountBody = z.object({
  password: z.string().max(200, { error: "too_long" }).optional(),
  code: z.string().trim().regex(/^\d{6}$/, { error: "otp" }).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountBody>;

export const deleteAccountErrorBody = z.object({ success: z.literal(false), message: fieldMessages("password", "code") });

export const accountEndpoints = {
  accountExport: {
    method: "GET", path: "/user/api/account/export", tag: "user", access: "signed-in",
    summary: "Everything kept about the signed-in user as a JSON attachment: account, plan, sessions (no tokens), favourites, views, calculations, opened cards, payments, code groups, notes",
    responses: { 200: accountExportBody, 401: failureBody },
  },
  accountDeleteCode: {
    method: "POST", path: "/user/api/account/delete-code", tag: "user", access: "signed-in",
    summary: "Mail the signed-in user a 6-digit code that confirms the deletion of the account (the way for accounts without a password; 10 minutes, 5 tries, one mail per 60 s)",
    responses: { 200: successBody, 401: failureBody, 429: rateLimitedBody },
  },
  accountDelete: {
    method: "POST", path: "/user/api/account/delete", tag: "user", access: "signed-in",
    summary: "Delete the account and everything kept about it, ending every session; body `password` or, without one, the mailed `code`",
    body: deleteAccountBody,
    responses: { 200: successBody, 401: failureBody, 422: deleteAccountErrorBody, 429: rateLimitedBody },
  },
} as const satisfies Record<string, Endpoint>;
