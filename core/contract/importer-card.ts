import { z } from "zod";

// Plans and the importer card (issue 8): what a plan costs and allows, opening a card within the
// month's limit, and the cards a user opened.

export const planBody = z.object({
  /** free, standard, business, corporate. */
  id: z.string(),
  permissions: z.array(z.string()),
  card_openings_per_month: z.number().int().nonnegative(),
  /** Tenge per period; 0 for the free plan. */
  price_kzt: z.number().int().nonnegative(),
  period: z.enum(["month", "year"]),
  paid: z.boolean(),
});
export type Plan = z.infer<typeof planBody>;

/** The plans in the order to show them, and whether a payment provider takes payments. */
export const plansBody = z.object({
  data: z.array(planBody),
  payments: z.object({
    configured: z.boolean(),
    /** The provider's public key for its checkout widget; null when payments are off. */
    public_key: z.string().nullable(),
  }),
});
export type PlansAnswer = z.infer<typeof plansBody>;

/** A comma-separated list (`a,b,c`), each item checked; empty or absent means all. */
const list = (item: RegExp, max: number) =>
  z
    .string()
    .optional()
    .transform((s) => (s ?? "").split(",").map((x) => x.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(item)).max(max));
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).optional();

/**
 * The importer by its BIN (12 digits, spaces ignored) and the card's scope: 10-digit codes, partner
 * ISO 3166 alpha-2 codes, months from and to (YYYY-MM). The scope shapes the figures, not the count:
 * the same importer in another scope is the same card.
 */
export const openCardQuery = z
  .object({
    importer: z
      .string()
      .transform((s) => s.replace(/\s+/g, ""))
      .pipe(z.string().regex(/^\d{12}$/)),
    codes: list(/^\d{10}$/, 50),
    partners: list(/^[A-Z]{2}$/, 50),
    from: month,
    to: month,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"] });
export type CardScope = Omit<z.output<typeof openCardQuery>, "importer">;

/** Card openings left this month and when the count starts again (the 1st, 00:00 Asia/Almaty, as ISO 8601). */
export const cardLimitsBody = z.object({
  left: z.number().int().nonnegative(),
  resets_at: z.string(),
});
export type CardLimits = z.infer<typeof cardLimitsBody>;

const valueRow = { value_usd: z.number().nonnegative() };

export const importerCardBody = z.object({
  importer: z.object({
    id: z.string(),
    bin: z.string(),
    name: z.string(),
    region: z.string().nullable(),
  }),
  /** The declarations behind the figures are generated demo data, not official records. */
  demo: z.boolean(),
  total: z.object({ ...valueRow, declarations: z.number().int().nonnegative() }),
  by_code: z.array(z.object({ code: z.string(), name: z.string().nullable(), ...valueRow })),
  by_partner: z.array(z.object({ iso2: z.string(), name: z.string().nullable(), ...valueRow })),
  /** YYYY-MM, oldest first. */
  by_month: z.array(z.object({ month: z.string(), ...valueRow })),
  /** Companies importing the same codes, the most shared codes first. */
  competitors: z.array(z.object({ id: z.string(), name: z.string(), shared_codes: z.number().int().positive(), ...valueRow })),
});
export type ImporterCard = z.infer<typeof importerCardBody>;

export const openCardBody = z.object({
  data: z.object({ card: importerCardBody, limits: cardLimitsBody }),
});

/** 403: the plan does not open importer cards. */
export const noPermissionBody = z.object({ message: z.string(), reason: z.literal("no_permission") });
/** 402: the month's openings are used up. */
export const limitReachedBody = z.object({
  message: z.string(),
  reason: z.literal("limit_reached"),
  limits: z.object({ left: z.literal(0), resets_at: z.string() }),
});

/** The user's opened cards, newest first: this month's and before. */
export const openedCardsBody = z.object({
  data: z.array(z.object({ importer_id: z.string(), name: z.string().nullable(), month: z.string(), opened_at: z.string() })),
  limits: cardLimitsBody,
});
