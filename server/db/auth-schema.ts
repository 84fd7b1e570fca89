import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

// Sign-in state. The server keeps none in memory, so several processes can share one PostgreSQL.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Keys every process must share (token signing, code HMAC): created once, read by all. */
export const authSecrets = pgTable("auth_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  /** Trimmed and lower-cased. */
  email: text("email").notNull().unique(),
  /** argon2id; null for an account made by social sign-in until a password is set. */
  passwordHash: text("password_hash"),
  emailVerifiedAt: at("email_verified_at"),
  /** Language of the mails that no request asks for (someone tried to register with this address). */
  locale: text("locale").notNull().default("ru"),
  createdAt: at("created_at").notNull(),
});

export const sessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    /** SHA-256 of the cookie value: a leaked table gives no usable cookie. */
    tokenHash: text("token_hash").notNull().unique(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    remember: boolean("remember").notNull(),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

/** One live code per purpose and address; a new one replaces it. */
export const oneTimeCodes = pgTable(
  "auth_codes",
  {
    purpose: text("purpose").notNull(),
    email: text("email").notNull(),
    codeHmac: text("code_hmac").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.email] })],
);

/** What a right recovery code buys: one password reset, within 15 minutes. */
export const passwordResetTokens = pgTable("auth_reset_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
});

export const plans = pgTable("plans", {
  id: text("id").primaryKey(),
  permissions: text("permissions").array().notNull(),
  /** Importer cards a user may open per calendar month. */
  cardOpeningsPerMonth: integer("card_openings_per_month").notNull(),
  /** Sections the plan opens, as /user/api/user/services lists them. */
  services: text("services").array().notNull(),
  paid: boolean("paid").notNull(),
  /** Price per period in tenge (0 for free); the /tariffs page shows it. */
  priceKzt: integer("price_kzt").notNull().default(0),
  /** What the price buys: `month` or `year`. */
  period: text("period").notNull().default("month"),
  /** Order on the /tariffs page. */
  position: integer("position").notNull().default(0),
});

/** A user's plan; no row means the free plan. */
export const userPlans = pgTable("user_plans", {
  userId: text("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  planId: text("plan_id").notNull().references(() => plans.id),
  grantedAt: at("granted_at").notNull(),
  /** When a paid period ends (the user is on `free` from then, whatever the row says); null: an operator's grant, no end. */
  endsAt: at("ends_at"),
});

export const totpSecrets = pgTable("auth_totp", {
  userId: text("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  /** Base32, as authenticator apps take it. */
  secret: text("secret").notNull(),
  enabled: boolean("enabled").notNull().default(false),
  /** Last accepted 30-second step: a code works once. */
  lastStep: integer("last_step").notNull().default(0),
});

/** A social sign-in in flight: the state's hash, its PKCE verifier, and where to return. */
export const oauthStates = pgTable("auth_oauth_states", {
  stateHash: text("state_hash").primaryKey(),
  provider: text("provider").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  returnTo: text("return_to").notNull(),
  remember: boolean("remember").notNull(),
  expiresAt: at("expires_at").notNull(),
});

/** Which provider account signs in which user. */
export const socialIdentities = pgTable(
  "auth_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/** Fixed-window counters for rate limits and the 60-second gap between mails. */
export const rateLimits = pgTable("auth_rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  expiresAt: at("expires_at").notNull(),
});

/** Mail kept when no SMTP server is configured. */
export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  createdAt: at("created_at").notNull(),
});
