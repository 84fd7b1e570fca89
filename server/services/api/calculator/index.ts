import type { FastifyInstance } from "fastify";
import type { Config } from "../../../config.ts";
import type { Db } from "../../../db/connect.ts";
import type { CostLimits } from "../../../http/cost-limit.ts";
import { codeInfoRepo } from "../code-info-repo.ts";
import { todayAlmaty } from "../code-info.ts";
import { exchangeRates } from "./exchange.ts";
import { nbkFeed } from "./nbk-feed.ts";
import { calculatorRepo } from "./repo.ts";
import { calculatorRoutes } from "./routes.ts";

/** The duty calculator (issue 6): its routes over the code card's reads, the calculator tables and the NBK feed. */
export function calculatorService(app: FastifyInstance, opts: { config: Config; db: Db; costs: CostLimits }) {
  const repo = calculatorRepo(opts.db);
  const rates = exchangeRates({
    dailyRates: repo.dailyRates,
    storeDailyRates: repo.storeDailyRates,
    monthlyRates: repo.monthlyRates,
    feed: nbkFeed({ url: opts.config.NBK_RATES_URL }),
    today: () => todayAlmaty(),
  });
  calculatorRoutes(app, { repo, codeInfo: codeInfoRepo(opts.db), rates, costs: opts.costs });
}
