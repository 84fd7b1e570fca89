/**
 * The one contract: every request and response shape, imported by the client
 * (ky) and the server (Fastify), and the source of the OpenAPI document.
 */
import type { z } from "zod";
import {
  authRedirects,
  accessCookieBody, changePasswordBody, emailBody, emailQuery, failureBody, loginBody, loginBodyOk, loginUnverifiedBody,
  malformedBody, passwordErrorBody, rateLimitedBody, registerBody, registerErrorBody, resetPasswordBody, resetTokenBody,
  successBody, twoFactorCodeBody, twoFactorSetupBody, validateOtpBody, verifyOtpQuery,
} from "./auth.ts";
import { errorBody, healthBody } from "./common.ts";
import { codeBody, codeQuery, treeBody, treeQuery } from "./products.ts";
import { searchBody, searchQuery, searchRequestBody } from "./search.ts";
import { buildBody, siteBody } from "./site.ts";
import { userInfoBody, userServicesBody } from "./user.ts";

export * from "./common.ts";
export * from "./products.ts";
export * from "./search.ts";
export * from "./site.ts";
export * from "./auth.ts";
export * from "./user.ts";

export interface Endpoint {
  method: "GET" | "POST";
  /** Full path as served (service prefix included). */
  path: string;
  summary: string;
  tag: "api" | "auth" | "user" | "ai" | "system";
  query?: z.ZodType;
  body?: z.ZodType;
  responses: Record<number, z.ZodType>;
}

export const endpoints = {
  health: { method: "GET", path: "/healthz", tag: "system", summary: "Liveness and data version", responses: { 200: healthBody } },
  site: { method: "GET", path: "/api/v1/site", tag: "api", summary: "Mode and the sibling sections' addresses", responses: { 200: siteBody } },
  build: {
    method: "GET", path: "/api/v1/build", tag: "api",
    summary: "The deployed client's build id (never cached): a page running another build offers a reload",
    responses: { 200: buildBody },
  },
  productsTree: {
    method: "GET", path: "/api/v1/products/tree", tag: "api",
    summary: "Sections of the ТН ВЭД, or the children of a node (names in the `lang` header's locale)",
    query: treeQuery, responses: { 200: treeBody, 404: errorBody, 422: errorBody },
  },
  productsCode: {
    method: "GET", path: "/api/v1/products/code", tag: "api",
    summary: "One 10-digit code: name, path, unit and ETT import duty",
    query: codeQuery, responses: { 200: codeBody, 404: errorBody, 422: errorBody },
  },
  tnvedSearch: {
    method: "POST", path: "/ai/ved/tnved/search", tag: "ai",
    summary: "Smart search over the ТН ВЭД: everyday words in ru, kk, en, codes, typos, wrong layout, transliteration; best first",
    query: searchQuery, body: searchRequestBody, responses: { 200: searchBody, 422: errorBody },
  },

  // Sign-in (auth service). Answers are in the `lang` header's language; 429 comes with Retry-After.
  authRegister: {
    method: "POST", path: "/auth/api/v2/register", tag: "auth",
    summary: "Create an account and mail a 6-digit code; a known e-mail gets the same answer (its owner a warning mail)",
    body: registerBody, responses: { 200: successBody, 422: registerErrorBody, 429: rateLimitedBody },
  },
  authLogin: {
    method: "POST", path: "/auth/api/login", tag: "auth",
    summary: "Sign in (sets the session cookie); 2FA accounts send 2fa_code too",
    body: loginBody,
    responses: { 200: loginBodyOk, 206: loginUnverifiedBody, 401: failureBody, 403: failureBody, 422: malformedBody, 429: rateLimitedBody },
  },
  authAccessCookie: {
    method: "GET", path: "/auth/api/access/cookie", tag: "auth",
    summary: "A fresh access token for the session cookie (data null without a cookie; 401 clears a dead one)",
    responses: { 200: accessCookieBody, 401: failureBody, 403: failureBody },
  },
  authLogout: {
    method: "GET", path: "/auth/api/logout", tag: "auth",
    summary: "End the session (cookie or bearer) and clear the cookie",
    responses: { 200: successBody, 403: failureBody },
  },
  authVerifyOtp: {
    method: "GET", path: "/auth/api/email/verify-otp", tag: "auth",
    summary: "Verify the e-mail with the mailed code (5 tries, 10 minutes)",
    query: verifyOtpQuery, responses: { 200: successBody, 422: failureBody, 429: rateLimitedBody },
  },
  authResendOtp: {
    method: "GET", path: "/auth/api/email/resend-otp", tag: "auth",
    summary: "Mail a new e-mail code (the old one dies); at most one per 60 s",
    query: emailQuery, responses: { 200: successBody, 422: malformedBody, 429: rateLimitedBody },
  },
  authPasswordEmailOtp: {
    method: "POST", path: "/auth/api/password/email-otp", tag: "auth",
    summary: "Mail a password recovery code (only to a real account; the same answer for any e-mail)",
    body: emailBody, responses: { 200: successBody, 422: malformedBody, 429: rateLimitedBody },
  },
  authPasswordValidateOtp: {
    method: "POST", path: "/auth/api/password/validate-otp", tag: "auth",
    summary: "Exchange the recovery code for a single-use reset token (15 minutes)",
    body: validateOtpBody, responses: { 200: resetTokenBody, 422: failureBody, 429: rateLimitedBody },
  },
  authPasswordReset: {
    method: "POST", path: "/auth/api/password/reset-otp", tag: "auth",
    summary: "Set a new password with the reset token; every session of the account ends",
    body: resetPasswordBody, responses: { 200: successBody, 422: passwordErrorBody, 429: rateLimitedBody },
  },
  authPasswordChange: {
    method: "POST", path: "/auth/api/password/change", tag: "auth",
    summary: "Change the password (bearer); every other session ends",
    body: changePasswordBody, responses: { 200: successBody, 401: failureBody, 422: passwordErrorBody, 429: rateLimitedBody },
  },
  auth2faSetup: {
    method: "POST", path: "/auth/api/2fa/setup", tag: "auth",
    summary: "A new TOTP secret (RFC 6238, 6 digits, 30 s) for an authenticator app (bearer)",
    responses: { 200: twoFactorSetupBody, 401: failureBody, 409: failureBody, 429: rateLimitedBody },
  },
  auth2faEnable: {
    method: "POST", path: "/auth/api/2fa/enable", tag: "auth",
    summary: "Turn 2FA on with a code from the app (bearer)",
    body: twoFactorCodeBody, responses: { 200: successBody, 401: failureBody, 403: failureBody, 409: failureBody, 422: failureBody, 429: rateLimitedBody },
  },
  auth2faDisable: {
    method: "POST", path: "/auth/api/2fa/disable", tag: "auth",
    summary: "Turn 2FA off with a code from the app (bearer)",
    body: twoFactorCodeBody, responses: { 200: successBody, 401: failureBody, 403: failureBody, 422: failureBody, 429: rateLimitedBody },
  },
  // The signed-in user (user service, bearer).
  userInfo: {
    method: "GET", path: "/user/api/user/info", tag: "user",
    summary: "E-mail, 2FA, plan, permissions and limits of the signed-in user",
    responses: { 200: userInfoBody, 401: failureBody },
  },
  userServices: {
    method: "GET", path: "/user/api/user/services", tag: "user",
    summary: "Ids of the sections the user's plan opens",
    responses: { 200: userServicesBody, 401: failureBody },
  },
  ...authRedirects,
} as const satisfies Record<string, Endpoint>;
