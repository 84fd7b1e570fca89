import type { FastifyInstance } from "fastify";
import { jsonNotFound } from "../not-found.ts";
import type { AuthContext } from "./context.ts";
import { startHousekeeping } from "./housekeeping.ts";
import { adminRoutes } from "./routes/admin.ts";
import { emailRoutes } from "./routes/email.ts";
import { loginRoutes } from "./routes/login.ts";
import { passwordRoutes } from "./routes/password.ts";
import { registerRoutes } from "./routes/register.ts";
import { sessionRoutes } from "./routes/session.ts";
import { socialRoutes } from "./routes/social.ts";
import { twoFactorRoutes } from "./routes/two-factor.ts";

/** The auth service, mounted at /auth/api: answers `{data, message}` in the `lang` header's language. */
export async function authService(app: FastifyInstance, opts: { auth: AuthContext }) {
  const ctx = opts.auth;
  jsonNotFound(app);
  // Sign-in answers are personal: no cache may keep them.
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
  registerRoutes(app, ctx);
  loginRoutes(app, ctx);
  sessionRoutes(app, ctx);
  emailRoutes(app, ctx);
  passwordRoutes(app, ctx);
  twoFactorRoutes(app, ctx);
  socialRoutes(app, ctx);
  adminRoutes(app, ctx);

  const stopHousekeeping = startHousekeeping(ctx);
  app.addHook("onClose", async () => {
    stopHousekeeping();
    await ctx.mailer.idle();
    ctx.mailer.close();
  });
}
