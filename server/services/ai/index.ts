import type { FastifyInstance } from "fastify";
import { jsonNotFound } from "../not-found.ts";

/** The smart-search service, mounted at /ai. Its search arrives with the tariff reference (issue 5). */
export async function aiService(app: FastifyInstance) {
  jsonNotFound(app);
}
