import { i18n } from "@lingui/core";
import { fromPromise } from "xstate";
import type { ActorRefFrom } from "xstate";
import { signInMachine } from "../../../machines/sign-in/sign-in.machine.ts";
import type { LoginAnswer, LoginPayload, PageContext, SignInInput } from "../../../machines/sign-in/sign-in.machine.ts";
import type { SignInRequest } from "../../account/account-context.ts";
import * as cookies from "../../account/cookies.ts";
import { companyIdOf, pkSiteUrl, safeRedirect } from "../../account/redirects.ts";
import { call, messageOf } from "../../api/client.ts";
import type { Answer } from "../../api/client.ts";
import { reach as reachWith } from "../../api/reach.ts";
import { showToast } from "../../toasts/show.ts";

const text = {
  offline: /*i18n*/ { id: "account.offline", message: "Нет связи с сервером. Проверьте интернет и повторите" },
  validation: /*i18n*/ { id: "auth.validation", message: "Проверьте введённые данные" },
  loginSuccess: /*i18n*/ { id: "login.successfully", message: "Вы вошли в личный кабинет" },
};

const reach = (answer: () => Promise<Answer>) => reachWith(answer, text.offline);

/** Rejects with the message the spec names for a failure (§8), or the generic validation text. */
function failWith(message: string | null | undefined): never {
  throw new Error(message || i18n._(text.validation));
}

/** The first message of a form's 422 answer, in the order the spec shows them (§8). */
function firstFieldMessage(body: unknown, order: string[]): string | null {
  const fields = (body as { message?: unknown }).message;
  if (typeof fields === "string") return fields;
  if (typeof fields !== "object" || fields === null) return null;
  for (const name of order) {
    const list = (fields as Record<string, unknown>)[name];
    if (Array.isArray(list) && typeof list[0] === "string") return list[0];
  }
  return null;
}

const ok = (answer: Answer) => answer.status === 200;

/**
 * The sign-in flow's home in the client: the auth service's calls, the toasts, the redirects, and
 * what it keeps in cookies (the session token, the remembered username, the registration's redirect).
 */
export const liveSignIn = signInMachine.provide({
  actors: {
    login: fromPromise<LoginAnswer, LoginPayload>(async ({ input }) => {
      const answer = await reach(() => call("authLogin", { body: input }));
      const body = answer.body as { data?: LoginAnswer["data"]; message?: string } | null;
      if (answer.status <= 202 && input.remember !== undefined) cookies.rememberUsername(input.remember ? input.username : null);
      return { status: answer.status, data: body?.data, message: messageOf(body) ?? undefined };
    }),
    fetchAccessCookie: fromPromise<unknown, void>(async () => {
      const answer = await reach(() => call("authAccessCookie"));
      const data = (answer.body as { data?: { access_token: string; expire_in: number } | null } | null)?.data;
      if (!ok(answer) || !data) failWith(messageOf(answer.body));
      const { access_token, expire_in } = data;
      // Stored before the reload, so the next start finds it and does not reload again.
      cookies.storeAccessToken(access_token, expire_in);
      cookies.setAutoLogout();
    }),
    register: fromPromise<unknown, { email: string; password: string; password_confirmation: string; redirect_url: string | null }>(
      async ({ input: { redirect_url, ...body } }) => {
        if (redirect_url) cookies.keepRedirectUrl(redirect_url);
        const answer = await reach(() => call("authRegister", { body }));
        if (!ok(answer)) failWith(firstFieldMessage(answer.body, ["email", "password", "password_confirmation"]));
      },
    ),
    verifyEmailCode: fromPromise<unknown, { email: string; otp_code: string }>(async ({ input }) => {
      const answer = await reach(() => call("authVerifyOtp", { query: input }));
      if (!ok(answer)) failWith(messageOf(answer.body));
    }),
    resendEmailCode: fromPromise<unknown, { email: string }>(async ({ input }) => {
      const answer = await reach(() => call("authResendOtp", { query: input }));
      if (!ok(answer)) failWith(messageOf(answer.body));
    }),
    sendRecoveryCode: fromPromise<unknown, { email: string }>(async ({ input }) => {
      const answer = await reach(() => call("authPasswordEmailOtp", { body: input }));
      if (!ok(answer)) failWith(messageOf(answer.body));
    }),
    validateResetCode: fromPromise<{ token: string }, { email: string; otp: string }>(async ({ input }) => {
      const answer = await reach(() => call("authPasswordValidateOtp", { body: input }));
      if (!ok(answer)) failWith(messageOf(answer.body));
      return (answer.body as { data: { token: string } }).data;
    }),
    resetPassword: fromPromise<unknown, { token: string; email: string; password: string; password_confirmation: string }>(
      async ({ input }) => {
        const answer = await reach(() => call("authPasswordReset", { body: input }));
        if (!ok(answer)) failWith(firstFieldMessage(answer.body, ["password", "password_confirmation", "token", "email"]));
      },
    ),
  },
  actions: {
    toastValidationError: () => showToast("error", i18n._(text.validation)),
    toastServerMessage: ({ event }) => {
      const answer = (event as { output?: LoginAnswer }).output;
      showToast("error", answer?.message || i18n._(text.validation));
    },
    toastError: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      showToast("error", error instanceof Error ? error.message : i18n._(text.offline));
    },
    toastLoginSuccess: () => showToast("success", i18n._(text.loginSuccess)),
    redirectToCompany: (_, page: PageContext) => {
      void pkSiteUrl().then((site) => window.location.assign(`${site}/company/${encodeURIComponent(page.companyId ?? "")}`));
    },
    redirectToPkSite: (_, page: PageContext) => {
      void pkSiteUrl().then((site) => window.location.assign(`${site}/${encodeURIComponent(page.companyId ?? "")}`));
    },
    redirectToQuery: (_, page: PageContext) => {
      const target = page.redirect ? safeRedirect(page.redirect, window.location) : null;
      if (target) window.location.assign(target);
      else window.location.reload();
    },
    reload: () => window.location.reload(),
  },
});

export type SignInRef = ActorRefFrom<typeof liveSignIn>;

/** The page the flow is opened on: the redirect rules of spec §2 depend on it. */
export function signInInput(): SignInInput {
  const query = new URLSearchParams(window.location.search);
  return { page: { companyId: companyIdOf(window.location.pathname), redirect: query.get("redirect"), url: query.get("url") } };
}

const OPEN_EVENT = {
  login: "open.login",
  registration: "open.registration",
  autoLogout: "open.autoLogout",
} as const satisfies Record<SignInRequest, string>;

/** Opens the modal asked for; the login form starts with the username this browser remembers. */
export function openRequested(signIn: SignInRef, request: SignInRequest): void {
  signIn.send({ type: OPEN_EVENT[request] });
  if (request === "login") signIn.send({ type: "edit", field: "username", value: cookies.readRememberedUsername() });
}
