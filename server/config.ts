import { z } from "zod";

/** `count/seconds`: at most `count` calls in a window of `seconds`. */
const rate = (fallback: string) =>
  z
    .string()
    .regex(/^[1-9]\d*\/[1-9]\d*$/, "must be count/seconds, e.g. 10/900")
    .default(fallback)
    .transform((v) => {
      const [count, seconds] = v.split("/").map(Number) as [number, number];
      return { count, seconds };
    });

const origins = z
  .string()
  .default("")
  .transform((v) => v.split(",").map((o) => o.trim()).filter(Boolean))
  .pipe(z.array(z.url().transform((u) => new URL(u).origin)));

/** Every setting, from the environment only; a bad value stops the start naming the variable. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional(),
  PUBLIC_URL: z.url().optional(),
  APP_MODE: z.enum(["production", "stage", "development"]).default("development"),
  SITE_DOMAIN: z.string().regex(/^[a-z0-9.-]+$/i, "must be a host name").default("localhost"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  MAIL_FROM: z.string().min(3).optional(),

  // Sign-in. Rate limits are per client address (_IP) and per account (_ACCOUNT).
  AUTH_TOKEN_TTL: z.coerce.number().int().min(60).max(86400).default(3600),
  AUTH_CODE_RESEND_GAP: z.coerce.number().int().min(1).max(3600).default(60),
  AUTH_TRUSTED_ORIGINS: origins,
  AUTH_TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  AUTH_RATE_LOGIN_IP: rate("100/900"),
  AUTH_RATE_LOGIN_ACCOUNT: rate("10/900"),
  AUTH_RATE_REGISTER_IP: rate("20/3600"),
  AUTH_RATE_REGISTER_ACCOUNT: rate("5/3600"),
  AUTH_RATE_RESEND_IP: rate("60/3600"),
  AUTH_RATE_RESEND_ACCOUNT: rate("20/3600"),
  AUTH_RATE_RECOVERY_IP: rate("60/3600"),
  AUTH_RATE_RECOVERY_ACCOUNT: rate("20/3600"),
  AUTH_RATE_2FA_IP: rate("60/900"),
  AUTH_RATE_2FA_ACCOUNT: rate("20/900"),
  AUTH_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  AUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  AUTH_GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  AUTH_YANDEX_CLIENT_ID: z.string().min(1).optional(),
  AUTH_YANDEX_CLIENT_SECRET: z.string().min(1).optional(),
  AUTH_YANDEX_ISSUER: z.url().optional(),
  AUTH_MAILRU_CLIENT_ID: z.string().min(1).optional(),
  AUTH_MAILRU_CLIENT_SECRET: z.string().min(1).optional(),
  AUTH_MAILRU_ISSUER: z.url().optional(),
});

export type Config = z.infer<typeof envSchema> & { publicUrl: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return { ...c, publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}` };
}
