import os from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { semaphore } from "../../semaphore.ts";

/**
 * argon2 runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), which file reads, compression
 * and DNS share: 50 logins at once would fill it for seconds. Hashes and checks therefore take turns,
 * no more at once than there are cores (each is CPU-bound: more would only wait in the kernel) and
 * always leaving a pool thread free for the rest of the server.
 */
const POOL_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const argon2Slots = semaphore(Math.max(1, Math.min(os.availableParallelism(), POOL_THREADS - 1)));

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string) => argon2Slots.run(() => hash(password));

const check = (stored: string, password: string) => argon2Slots.run(() => verify(stored, password)).catch(() => false);

let dummy: Promise<string> | undefined;

/**
 * Checks a password; with no account (or no password) it still spends the time of a check
 * against a throwaway hash, so the answer time does not tell which e-mails have accounts.
 */
export async function passwordMatches(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword("no account has this password");
    await check(await dummy, password);
    return false;
  }
  return check(stored, password);
}
