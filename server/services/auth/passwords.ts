import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

let dummy: Promise<string> | undefined;

/**
 * Checks a password; with no account (or no password) it still spends the time of a check
 * against a throwaway hash, so the answer time does not tell which e-mails have accounts.
 */
export async function passwordMatches(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hash("no account has this password");
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
