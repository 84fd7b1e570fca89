import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import type { DataChanges } from "../../db/data-changes.ts";
import { plans, sessions, userPlans, users } from "../../db/schema.ts";
import type { Session } from "./sessions.ts";

const FREE_PLAN = "free";

/**
 * The plans, upserted at every start: this list is the one place they are defined. Prices are in
 * tenge per period; a broker's office takes `business`, a customs agency with many brokers `corporate`.
 */
const PLANS = [
  { id: FREE_PLAN, permissions: [], cardOpeningsPerMonth: 0, services: [], paid: false, priceKzt: 0, period: "month", position: 0 },
  {
    id: "standard", permissions: ["access_to_ved", "card_opening_ved"], cardOpeningsPerMonth: 10, services: ["fea"], paid: true,
    priceKzt: 14_900, period: "month", position: 1,
  },
  {
    id: "business", permissions: ["access_to_ved", "card_opening_ved"], cardOpeningsPerMonth: 300, services: ["fea"], paid: true,
    priceKzt: 59_900, period: "month", position: 2,
  },
  {
    id: "corporate", permissions: ["access_to_ved", "card_opening_ved"], cardOpeningsPerMonth: 3000, services: ["fea"], paid: true,
    priceKzt: 1_990_000, period: "year", position: 3,
  },
] satisfies (typeof plans.$inferInsert)[];

export async function ensurePlans(db: Db): Promise<void> {
  await db
    .insert(plans)
    .values(PLANS)
    .onConflictDoUpdate({
      target: plans.id,
      set: {
        permissions: sql`excluded.permissions`,
        cardOpeningsPerMonth: sql`excluded.card_openings_per_month`,
        services: sql`excluded.services`,
        paid: sql`excluded.paid`,
        priceKzt: sql`excluded.price_kzt`,
        period: sql`excluded.period`,
        position: sql`excluded.position`,
      },
    });
}

export type PlanRow = typeof plans.$inferSelect;

/**
 * The user's plan now and when it ends. A paid period that ended without renewal is `free` from that moment:
 * computed here at every read, so no process has to be the one that sweeps (any number may run).
 */
export async function currentPlan(db: Db, userId: string, now = new Date()): Promise<{ plan: PlanRow; endsAt: Date | null }> {
  const [row] = await db
    .select({ plan: plans, endsAt: userPlans.endsAt })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(and(eq(userPlans.userId, userId), or(isNull(userPlans.endsAt), gt(userPlans.endsAt, now))));
  if (row) return row;
  const [free] = await db.select().from(plans).where(eq(plans.id, FREE_PLAN));
  if (!free) throw new Error("the free plan is missing: ensurePlans did not run");
  return { plan: free, endsAt: null };
}

/** The user's plan; a user with no row, or whose paid period has ended, is on the free plan. */
export async function planOf(db: Db, userId: string, now = new Date()): Promise<PlanRow> {
  return (await currentPlan(db, userId, now)).plan;
}

/** One prepared statement per database (a test may open several in one process). */
const liveAccessOf = new WeakMap<Db, ReturnType<typeof prepareLiveAccess>>();

function prepareLiveAccess(db: Db) {
  const now = sql.placeholder("now");
  return db
    .select({ permissions: plans.permissions, sessionEndsAt: sessions.expiresAt, planEndsAt: userPlans.endsAt })
    .from(sessions)
    .leftJoin(userPlans, and(eq(userPlans.userId, sessions.userId), or(isNull(userPlans.endsAt), gt(userPlans.endsAt, now))))
    .innerJoin(plans, eq(plans.id, sql`coalesce(${userPlans.planId}, ${FREE_PLAN})`))
    .where(and(eq(sessions.id, sql.placeholder("id")), eq(sessions.userId, sql.placeholder("userId")), gt(sessions.expiresAt, now)))
    .prepare("live_session_access");
}

/** What a live session may do, and until when that holds at the latest: its own end or its paid period's. */
export interface LiveAccess {
  permissions: string[];
  until: Date;
}

/**
 * The permissions of the session's user now with the moment they stop holding, or null when the session
 * is not live (signed out, revoked, expired): the session and the plan (currentPlan's rule) read in one
 * statement, since every paid call asks it (through access-cache.ts).
 */
export async function liveAccess(db: Db, session: Session, now: Date): Promise<LiveAccess | null> {
  let statement = liveAccessOf.get(db);
  if (!statement) liveAccessOf.set(db, (statement = prepareLiveAccess(db)));
  const [row] = await statement.execute({ id: session.id, userId: session.userId, now });
  if (!row) return null;
  const until = row.planEndsAt && row.planEndsAt < row.sessionEndsAt ? row.planEndsAt : row.sessionEndsAt;
  return { permissions: row.permissions, until };
}

/** Every plan, in the order the /tariffs page shows them. */
export async function listPlans(db: Db): Promise<PlanRow[]> {
  return db.select().from(plans).orderBy(asc(plans.position), asc(plans.id));
}

export type GrantResult = { ok: true } | { ok: false; reason: "no-user" | "no-plan"; plans: string[] };

/**
 * Puts the user of this e-mail on a plan with no end (operators and tests: `npm run admin -- grant`), and
 * announces the user's new access to every process.
 */
export async function grantPlan({ db, changes }: { db: Db; changes: DataChanges }, email: string, planId: string, now: Date): Promise<GrantResult> {
  const known = (await db.select({ id: plans.id }).from(plans)).map((p) => p.id).sort();
  if (!known.includes(planId)) return { ok: false, reason: "no-plan", plans: known };
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return { ok: false, reason: "no-user", plans: known };
  await db
    .insert(userPlans)
    .values({ userId: user.id, planId, grantedAt: now, endsAt: null })
    .onConflictDoUpdate({ target: userPlans.userId, set: { planId, grantedAt: now, endsAt: null } });
  await changes.announce("access", user.id);
  return { ok: true };
}
