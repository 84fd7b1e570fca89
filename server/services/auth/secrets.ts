import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { authSecrets } from "../../db/schema.ts";

/**
 * A random key kept in the database: the first process to start creates it, every other
 * process (and every restart) reads the same one, so the server keeps no key of its own.
 */
export async function sharedSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(authSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: authSecrets.value }).from(authSecrets).where(eq(authSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing after insert`);
  return Buffer.from(row.value, "base64url");
}
