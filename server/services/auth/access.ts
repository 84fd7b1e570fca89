import type { MessageDescriptor } from "@lingui/core";
import { refusal, type Permission } from "../../../core/access.ts";
import type { AccessCheck } from "../../http/access.ts";
import type { AuthContext } from "./context.ts";
import { bearerClaims } from "./guard.ts";
import { m } from "./messages.ts";
import { fail, say } from "./reply.ts";

/** The 403 of each permission, naming what the plans open. */
export const noPermission = {
  access_to_ved: /*i18n*/ { id: "error.access.noVedPermission", message: "Аналитика по декларациям и компаниям открывается на тарифах «Стандарт», «Бизнес» и «Корпоративный»" },
  card_opening_ved: /*i18n*/ { id: "error.card.noPermission", message: "Карточки импортёров открываются на тарифах «Стандарт», «Бизнес» и «Корпоративный»" },
} satisfies Record<Permission, MessageDescriptor>;

/**
 * The app's access check (http/access.ts): a valid bearer of a live session, and for a permission rule the
 * permission in the user's plan (plans.ts), read with the session's liveness in one statement and kept
 * between calls until a sign-out or plan change is announced (access-cache.ts). The answers it guards are
 * never cached by browsers or proxies: they depend on who asks.
 */
export const accessCheck = (ctx: AuthContext): AccessCheck => async (request, reply, rule) => {
  reply.header("cache-control", "no-store");
  const session = await bearerClaims(ctx, request);
  const permissions = session && (await ctx.access.permissions(session));
  if (!session || !permissions) {
    void fail(request, reply, 401, m.unauthorized);
    return null;
  }
  if (rule === "signed-in" || refusal(rule, { signedIn: true, permissions }) === null) return session;
  await reply.code(403).send({ message: say(request, noPermission[rule]), reason: "no_permission" });
  return null;
};
