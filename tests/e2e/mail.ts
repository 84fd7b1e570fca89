import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { mailDir } from "../../playwright.config.ts";

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

function mailsTo(address: string): { file: string; mail: Mail }[] {
  let files: string[];
  try {
    files = readdirSync(mailDir)
      .filter((f) => f.endsWith(".json") && !f.startsWith("."))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((file) => ({ file, mail: JSON.parse(readFileSync(path.join(mailDir, file), "utf8")) as Mail }))
    .filter(({ mail }) => mail.to.includes(address.toLowerCase()));
}

/** How many mails an address has received so far: pass it to `nextCode` to wait for a newer one. */
export const mailCount = (address: string): number => mailsTo(address).length;

/** The 6-digit code of the first mail to `address` after the first `seen` ones, received over SMTP. */
export async function nextCode(address: string, seen: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(address)[seen]?.mail;
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A fresh address per test, so parallel tests and both projects never share an account. */
export const freshEmail = (label: string): string =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.kz`.toLowerCase();
