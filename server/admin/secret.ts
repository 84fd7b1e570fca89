import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The secret of the loopback admin call, a file in DATA_DIR readable by its owner only:
 * whoever may read it may open the database in that directory anyway.
 */
const fileOf = (dataDir: string) => path.join(dataDir, "admin-secret");

export function readAdminSecret(dataDir: string): string | null {
  try {
    return readFileSync(fileOf(dataDir), "utf8").trim() || null;
  } catch {
    return null;
  }
}

export function ensureAdminSecret(dataDir: string): string {
  const existing = readAdminSecret(dataDir);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(fileOf(dataDir), randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch {
    // another process wrote it first: read theirs
  }
  const secret = readAdminSecret(dataDir);
  if (!secret) throw new Error(`cannot create ${fileOf(dataDir)}`);
  return secret;
}
