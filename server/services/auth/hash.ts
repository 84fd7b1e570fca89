import { createHash } from "node:crypto";

/** What the database keeps of a bearer secret (cookie, reset token, OAuth state): useless if the table leaks. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest();
