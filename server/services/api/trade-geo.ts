import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/connect.ts";

export function tradeGeoRoutes(_app: FastifyInstance, _db: Db) {}
