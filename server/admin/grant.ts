import { ConfigError, loadConfig, type Config } from "../config.ts";
import { openDatabase } from "../db/connect.ts";
import { translate } from "../i18n.ts";
import { m } from "../services/auth/messages.ts";
import { ensurePlans, grantPlan } from "../services/auth/plans.ts";
import { ensureAdminSecret } from "./secret.ts";

const USAGE = "usage: npm run admin -- grant <email> <plan>";

interface Outcome {
  ok: boolean;
  message: string;
}

/** With the database itself: PostgreSQL always, PGlite when no server has it open. */
async function grantDirect(config: Config, email: string, plan: string): Promise<Outcome> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await ensurePlans(database.db);
    const result = await grantPlan(database, email, plan, new Date());
    if (result.ok) return { ok: true, message: translate("en", m.adminGranted, { email, plan }) };
    if (result.reason === "no-user") return { ok: false, message: translate("en", m.adminNoUser, { email }) };
    return { ok: false, message: translate("en", m.adminNoPlan, { plan, plans: result.plans.join(", ") }) };
  } finally {
    await database.close();
  }
}

/** Through the running server's loopback admin call; null when no server listens on PORT. */
async function grantThroughServer(config: Config, email: string, plan: string): Promise<Outcome | null> {
  const host = ["0.0.0.0", "::", "localhost"].includes(config.HOST) ? "127.0.0.1" : config.HOST;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${config.PORT}/auth/api/admin/grant`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", lang: "en", "x-admin-secret": ensureAdminSecret(config.DATA_DIR) },
      body: JSON.stringify({ email, plan }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED") return null;
    throw error;
  }
  const body = (await res.json().catch(() => ({}))) as { message?: unknown };
  const message = typeof body.message === "string" ? body.message : `${url} answered ${res.status}`;
  return { ok: res.ok, message };
}

/**
 * `grant <email> <plan>`, with the server's environment (DATA_DIR, DATABASE_URL, PORT). PGlite
 * lets one process open a data directory, so while a server runs on it the grant goes through
 * that server; PostgreSQL takes the grant directly.
 */
export async function runAdmin(args: string[], env: NodeJS.ProcessEnv, out: Pick<Console, "log" | "error"> = console): Promise<number> {
  const [command, email, plan, ...rest] = args;
  if (command !== "grant" || !email || !plan || rest.length > 0) {
    out.error(USAGE);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig({ ...env, LOG_LEVEL: "silent" });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    out.error(error.message);
    return 1;
  }
  const outcome = config.DATABASE_URL
    ? await grantDirect(config, email, plan)
    : ((await grantThroughServer(config, email, plan)) ?? (await grantDirect(config, email, plan)));
  (outcome.ok ? out.log : out.error)(outcome.message);
  return outcome.ok ? 0 : 1;
}
