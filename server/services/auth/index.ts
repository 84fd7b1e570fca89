import type { FastifyInstance } from "fastify";
import { jsonNotFound } from "../not-found.ts";

/** The auth service, mounted at /auth/api. Its calls arrive with the sign-in work (issue 3). */
export async function authService(app: FastifyInstance) {
  jsonNotFound(app);
}
