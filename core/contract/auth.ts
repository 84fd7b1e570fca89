import { z } from "zod";

/**
 * Field error keys. Request schemas report these instead of texts: the client translates them
 * itself (error.required, low_security, sameAs…), the server answers with the translated text
 * under the same field.
 */
export const FIELD_ERRORS = ["required", "invalid", "email", "low_security", "sameAs", "too_long", "too_many_words", "otp"] as const;
export type FieldError = (typeof FIELD_ERRORS)[number];

export const PASSWORD_MIN = 8;
/** argon2 over megabytes of input would be a cheap way to load the server. */
export const PASSWORD_MAX = 128;
export const OTP_LENGTH = 6;
export const SOCIAL_SOURCES = ["google", "yandex", "mailru"] as const;
export type SocialSource = (typeof SOCIAL_SOURCES)[number];

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "required" : "invalid") })
    .min(1, { error: "required" })
    .max(max, { error: "too_long" });

/** Trimmed and lower-cased before it is checked, as the login form sends it. */
export const emailField = z
  .string({ error: (issue) => (issue.input === undefined ? "required" : "invalid") })
  .trim()
  .toLowerCase()
  .min(1, { error: "required" })
  .max(254, { error: "too_long" })
  .pipe(z.email({ error: "email" }));

/** At least 8 characters with a digit, a lowercase and an uppercase letter. */
export const newPasswordField = text(PASSWORD_MAX)
  .min(PASSWORD_MIN, { error: "low_security" })
  .regex(/\d/, { error: "low_security" })
  .regex(/\p{Ll}/u, { error: "low_security" })
  .regex(/\p{Lu}/u, { error: "low_security" });

export const otpField = z
  .string({ error: (issue) => (issue.input === undefined ? "required" : "otp") })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: "otp" });

/** The confirmation must equal the password; the error shows on the confirmation field. */
function confirmed<T extends z.ZodObject<{ password: z.ZodType; password_confirmation: z.ZodType }>>(schema: T) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: "sameAs",
    when: (payload) => {
      const v = payload.value as { password?: unknown; password_confirmation?: unknown } | undefined;
      return typeof v?.password === "string" && typeof v.password_confirmation === "string";
    },
  });
}

// Requests

export const registerBody = confirmed(
  z.object({ email: emailField, password: newPasswordField, password_confirmation: newPasswordField }),
);

export const loginBody = z.object({
  username: emailField,
  password: text(PASSWORD_MAX),
  "2fa_code": otpField.optional(),
  /** Keep the session cookie for 14 days; without it the cookie lasts while the browser is open. */
  remember: z.boolean({ error: "invalid" }).optional(),
});

export const verifyOtpQuery = z.object({ email: emailField, otp_code: otpField });
export const emailQuery = z.object({ email: emailField });
export const emailBody = z.object({ email: emailField });
export const validateOtpBody = z.object({ email: emailField, otp: otpField });

export const resetPasswordBody = confirmed(
  z.object({
    token: text(200),
    email: emailField,
    password: newPasswordField,
    password_confirmation: newPasswordField,
  }),
);

export const changePasswordBody = confirmed(
  z.object({ current_password: text(PASSWORD_MAX), password: newPasswordField, password_confirmation: newPasswordField }),
);

export const twoFactorCodeBody = z.object({ code: otpField });

export const socialQuery = z.object({
  source: z.enum(SOCIAL_SOURCES, { error: "invalid" }),
  /** The page to return to: a path on this site (else the Referer, else the home page). */
  redirect: z.string({ error: "invalid" }).max(2000, { error: "too_long" }).optional(),
  /** "1": keep the session 14 days, as the login form's remember-me does. */
  remember: z.enum(["0", "1"], { error: "invalid" }).optional(),
});

/** The provider a callback is for: any other source is not a path of the service (404). */
export const socialCallbackParams = z.object({ source: z.enum(SOCIAL_SOURCES) });

export const socialCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

// Answers

export const fieldMessages = <K extends string>(...fields: K[]) =>
  z.object(Object.fromEntries(fields.map((f) => [f, z.array(z.string()).optional()])) as Record<K, z.ZodOptional<z.ZodArray<z.ZodString>>>);

export const successBody = z.object({ success: z.literal(true), message: z.string() });
export const failureBody = z.object({ success: z.literal(false), message: z.string() });

/** 422 of a form: translated messages by field. */
export const registerErrorBody = z.object({
  success: z.literal(false),
  message: fieldMessages("email", "password", "password_confirmation"),
});
export const passwordErrorBody = z.object({
  success: z.literal(false),
  message: fieldMessages("current_password", "token", "email", "password", "password_confirmation"),
});

/** 422 of a call that is not a form: one message, the failing fields beside it. */
export const malformedBody = failureBody.extend({ errors: z.record(z.string(), z.array(z.string())) });

/** 429: how many seconds to wait; the Retry-After header says the same. */
export const rateLimitedBody = failureBody.extend({ data: z.object({ retry_after: z.number().int().positive() }) });

export const accessData = z.object({ access_token: z.string(), expire_in: z.number().int().positive() });

export const loginBodyOk = z.object({
  data: z.union([
    accessData.extend({ is_2fa_enabled: z.literal(false), email_is_verified: z.literal(true) }),
    z.object({ is_2fa_enabled: z.literal(true), email_is_verified: z.literal(true) }),
  ]),
  message: z.string(),
});
export const loginUnverifiedBody = z.object({ data: z.object({ email_is_verified: z.literal(false) }), message: z.string() });

export const accessBody = z.object({ data: accessData });
/** The session cookie's answer: no cookie, no data. */
export const accessCookieBody = z.object({ data: accessData.nullable() });
export const resetTokenBody = z.object({ data: z.object({ token: z.string() }), message: z.string() });
export const twoFactorSetupBody = z.object({
  data: z.object({
    secret: z.string(),
    otpauth_url: z.string(),
    /** The otpauth URL as a QR code: a standalone SVG document (dark on white, quiet zone, no external references). */
    qr_svg: z.string(),
  }),
});
export const redirectBody = z.null().describe("A redirect: no body, see the Location header");

/** Social sign-in is a browser navigation, not a JSON call: it answers redirects, never 200. */
export const authRedirects = {
  authSocial: {
    method: "GET", path: "/auth/api/login/social", tag: "auth", access: "everyone",
    summary: "Browser redirect to Google, Yandex ID or Mail.ru (OAuth 2.0 / OIDC, state and PKCE); 503 when not configured",
    query: socialQuery, responses: { 302: redirectBody, 422: malformedBody, 503: failureBody },
  },
  authSocialCallback: {
    method: "GET", path: "/auth/api/login/social/{source}/callback", tag: "auth", access: "everyone",
    summary: "The provider's return: signs in (creating or linking the account by verified e-mail) and redirects back; failures add social_error",
    params: socialCallbackParams, query: socialCallbackQuery, responses: { 302: redirectBody },
  },
} as const;

export type LoginOk = z.infer<typeof loginBodyOk>["data"];
export type AccessData = z.infer<typeof accessData>;
