import { eq, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { mailOutbox, oneTimeCodes, rateLimits, users } from "../../db/schema.ts";
import type { AuthContext } from "../auth/context.ts";
import { consumeCode } from "../auth/codes.ts";
import { m } from "../auth/messages.ts";
import { passwordMatches } from "../auth/passwords.ts";
import { formErrors, say } from "../auth/reply.ts";
import type { User } from "../auth/users.ts";

export const accountMessages = {
  deleted: /*i18n*/ { id: "account.deleted", message: "Учётная запись удалена" },
  wrongPassword: /*i18n*/ { id: "account.delete.wrongPassword", message: "Неверный пароль" },
  codeSent: /*i18n*/ { id: "account.delete.codeSent", message: "Мы отправили код на {email}" },
};

/**
 * Whether the request proves it is the owner: the password, or the code POST /account/delete-code mailed (the
 * only way for an account without a password; as strong as a password recovery, which the same mail allows).
 * On a refusal the 422 is sent, on the field the form shows, and false returned.
 */
export async function ownerConfirmed(
  ctx: AuthContext, request: FastifyRequest, reply: FastifyReply, user: User, input: { password?: string | undefined; code?: string | undefined },
): Promise<boolean> {
  const refuse = (field: "password" | "code", text: string) => {
    void reply.code(422).send({ success: false, message: { [field]: [text] } });
    return false;
  };
  if (input.password && user.passwordHash !== null) {
    return (await passwordMatches(user.passwordHash, input.password)) || refuse("password", say(request, accountMessages.wrongPassword));
  }
  if (input.code) return (await consumeCode(ctx, "delete", user.email, input.code)) || refuse("code", say(request, m.wrongCode));
  void formErrors(request, reply, { [user.passwordHash === null ? "code" : "password"]: ["required"] });
  return false;
}

/**
 * Removes the account in one transaction. The users row takes every row that references it (sessions, so
 * every access token too: tokens are checked against a live session; plan, 2FA, social sign-ins,
 * favourites, views, calculations, card openings, watches, feed reads, alert settings, code groups, notes: all ON DELETE CASCADE); what is kept by address or key
 * rather than by reference goes by hand: pending codes, mails kept without SMTP and the rate-limit
 * counters named after the account.
 */
export async function deleteAccount(ctx: AuthContext, user: User): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.email, user.email));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
    const keyEnds = (suffix: string) => sql`right(${rateLimits.key}, ${suffix.length + 1}) = ${":" + suffix}`;
    await tx.delete(rateLimits).where(or(keyEnds(user.email), keyEnds(user.id)));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  // Its sessions went with it: every process forgets the access it kept for them.
  await ctx.changes.announce("access", user.id);
}
