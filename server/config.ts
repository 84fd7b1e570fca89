import { z } from "zod";
import { GTM_ID_PATTERN } from "../core/contract/site.ts";

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

/** Comma-separated peers: IPv4 or IPv6 addresses, CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`. */
const trustedPeers = z
  .string()
  .default("")
  .transform((v) => v.split(",").map((p) => p.trim()).filter(Boolean))
  .pipe(z.array(z.union([z.enum(["loopback", "linklocal", "uniquelocal"]), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: "must be addresses, CIDR ranges or loopback, linklocal, uniquelocal, comma-separated" })));

/** Every setting, from the environment only; a bad value stops the start naming the variable. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DB_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  // PostgreSQL cancels a request's statement after this many seconds (0: never); imports and migrations are exempt.
  DB_STATEMENT_TIMEOUT: z.coerce.number().min(0).max(600).default(10),
  // What the answer and page caches of one process may hold together (approximate MB), least recently used out first.
  CACHE_MAX_MB: z.coerce.number().int().min(8).max(65536).default(256),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional(),
  PUBLIC_URL: z.url().optional(),
  APP_MODE: z.enum(["production", "stage", "development"]).default("development"),
  SITE_DOMAIN: z.string().regex(/^[a-z0-9.-]+$/i, "must be a host name").default("localhost"),
  // A slow or hostile client is cut in seconds, not minutes: the whole of the headers, then the whole request.
  HTTP_HEADERS_TIMEOUT: z.coerce.number().int().min(1).max(300).default(10),
  HTTP_REQUEST_TIMEOUT: z.coerce.number().int().min(1).max(600).default(30),
  // The reverse proxies (nginx) whose X-Forwarded-For/-Proto Fastify believes: request.ip (the log's remoteAddress)
  // and request.protocol. Addresses, CIDR ranges or proxy-addr's names loopback, linklocal, uniquelocal.
  TRUST_PROXY: trustedPeers,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  MAIL_FROM: z.string().min(3).optional(),

  // Sign-in. Rate limits are per client address (_IP) and per account (_ACCOUNT).
  AUTH_TOKEN_TTL: z.coerce.number().int().min(60).max(86400).default(3600),
  // How long a process keeps a session's access between calls (services/auth/access-cache.ts); 0: never.
  AUTH_ACCESS_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
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
  // Expensive public calls per client address (only answers that were not cached count); over them: 429.
  COST_RATE_SEARCH_IP: rate("300/60"),
  COST_RATE_SCREEN_IP: rate("120/60"),
  COST_RATE_CALCULATE_IP: rate("60/60"),
  AUTH_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  AUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  AUTH_GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  AUTH_YANDEX_CLIENT_ID: z.string().min(1).optional(),
  AUTH_YANDEX_CLIENT_SECRET: z.string().min(1).optional(),
  AUTH_YANDEX_ISSUER: z.url().optional(),
  AUTH_MAILRU_CLIENT_ID: z.string().min(1).optional(),
  AUTH_MAILRU_CLIENT_SECRET: z.string().min(1).optional(),
  AUTH_MAILRU_ISSUER: z.url().optional(),
  // The duty calculator's daily exchange rates (National Bank of Kazakhstan feed); empty turns the fetching off.
  NBK_RATES_URL: z.union([z.literal(""), z.url()]).default("https://nationalbank.kz/rss/get_rates.cfm"),
  // Container tracking: the DCSA event-subscription callback's HMAC secret, carriers to poll, the demo carrier.
  TNT_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  TNT_CARRIERS: z
    .string()
    .default("[]")
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be a JSON list" });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.object({ name: z.string().regex(/^[\w .-]{1,40}$/).refine((n) => n !== "demo" && n !== "webhook", "demo and webhook are taken"), url: z.url(), apiKey: z.string().min(1).optional() }))),
  TNT_POLL_INTERVAL: z.coerce.number().int().min(60).max(86400).default(900),
  TNT_DEMO: z.enum(["on", "off"]).default("on"),
  // Alert mails (issue 18): seconds between two rounds of the job that mails followed changes; 0 turns it off.
  ALERT_MAIL_INTERVAL: z.coerce.number().int().min(0).max(3600).refine((s) => s === 0 || s >= 10, "must be 0 (off) or 10 to 3600 seconds").default(60),
  // Maps: with a Yandex Maps API v3 key the map-loading statechart loads Yandex; without one, the built-in world map.
  YANDEX_MAPS_KEY: z.string().regex(/^[\w-]{8,100}$/, "must be an API key").optional(),
  // Analytics: page views go to this Google Tag Manager container; unset: no tag is loaded.
  GTM_ID: z.string().regex(GTM_ID_PATTERN, "must be a Google Tag Manager id of the form GTM-XXXX (capital letters and digits)").optional(),
  // Plans: CloudPayments' Public ID (its checkout widget) and API secret (the HMAC of its notifications), both or
  // neither; unset: the /tariffs page says payments are off and the invoices call refuses.
  PAYMENT_PUBLIC_ID: z.string().regex(/^[\w-]{8,200}$/, "must be a CloudPayments Public ID (letters, digits, _ and -)").optional(),
  PAYMENT_API_SECRET: z.string().regex(/^\S{16,200}$/, "must be the CloudPayments API secret (16 to 200 characters, no spaces)").optional(),
  // The operator: who runs the portal, as /contacts, the agreement and the privacy policy name it (GET /api/v1/site).
  OPERATOR_NAME: z.string().trim().min(2).max(200).default("ВЭД портал"),
  // Kazakh business identification number: 12 digits.
  OPERATOR_BIN: z.string().regex(/^\d{12}$/, "must be a BIN of 12 digits").optional(),
  OPERATOR_ADDRESS: z.string().trim().min(5).max(300).optional(),
  // Unset: support@$SITE_DOMAIN.
  OPERATOR_EMAIL: z.email("must be an e-mail address").optional(),
  OPERATOR_PHONE: z.string().regex(/^\+?[\d ()-]{7,20}$/, "must be a phone number (digits, spaces, +, -, brackets)").optional(),
}).superRefine((env, ctx) => {
  if ((env.PAYMENT_PUBLIC_ID === undefined) !== (env.PAYMENT_API_SECRET === undefined)) {
    ctx.addIssue({ code: "custom", path: ["PAYMENT_API_SECRET"], message: "PAYMENT_PUBLIC_ID and PAYMENT_API_SECRET go together: set both or neither" });
  }
});

/** Variables where an empty value means "off" rather than "unset". */
const EMPTY_MEANS_OFF = new Set(["NBK_RATES_URL"]);

export type Config = z.infer<typeof envSchema> & { publicUrl: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([k, v]) => v !== undefined && (v !== "" || EMPTY_MEANS_OFF.has(k))));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return { ...c, publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}` };
}
