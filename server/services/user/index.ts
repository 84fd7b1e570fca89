import type { FastifyInstance } from "fastify";
import { jsonNotFound } from "../not-found.ts";

/** The user service, mounted at /user/api. Its calls arrive with the sign-in work (issue 3). */
export async function userService(app: FastifyInstance) {
  jsonNotFound(app);
}
