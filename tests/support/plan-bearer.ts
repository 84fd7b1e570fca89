import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../server/db/connect.ts";
import { hashPassword } from "../../server/services/auth/passwords.ts";
import { grantPlan } from "../../server/services/auth/plans.ts";
import { createUser } from "../../server/services/auth/users.ts";
import { testAddress } from "./test-address.ts";

/**
 * The authorization header of a new verified user on a plan, signed in through the real login: for tests of
 * what the paid calls answer (who may call them is tests/server/access-table.api.test.ts's).
 */
export async function planBearer(app: FastifyInstance, database: Database, plan = "standard"): Promise<{ authorization: string }> {
  const email = `reader-${randomUUID().slice(0, 12)}@example.kz`;
  const password = randomUUID();
  const now = new Date();
  await createUser(database.db, { email, passwordHash: await hashPassword(password), locale: "ru", verifiedAt: now, now });
  const granted = await grantPlan(database, email, plan, now);
  if (!granted.ok) throw new Error(`grant ${plan}: ${granted.reason}`);
  const res = await app.inject({ method: "POST", url: "/auth/api/login", payload: { username: email, password }, remoteAddress: testAddress() });
  const token = (res.json() as { data?: { access_token?: string } }).data?.access_token;
  if (!token) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${token}` };
}
