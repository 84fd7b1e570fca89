import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/connect.ts";

export function tradeProductsRoutes(_app: FastifyInstance, _db: Db) {}
