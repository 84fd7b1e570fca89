import type pg from "pg";

// When PostgreSQL is away (restarting, stopped, a dropped connection), the process stays up: calls that
// need the database answer 503 with Retry-After, and the pool opens new connections once it is back.

/** Socket errors of a connection that could not be opened or was cut. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "EAI_AGAIN"]);
/** SQLSTATE classes and codes that mean the server is not there for us: connection exceptions, shutting down, starting up. */
const SQLSTATE = /^(08\w{3}|57P0[1-4])$/;
/** What node-postgres says when the socket ends under it or no connection comes in time. */
const DRIVER_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed|Cannot use a pool after calling end/i;

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** An error and the ones it was caused by (Drizzle wraps the driver's), as far as five deep. */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    yield e as { code?: unknown; message?: unknown };
  }
}

/** Whether an error (or one it was caused by) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causes(error)) {
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === "string" && DRIVER_MESSAGES.test(message)) return true;
  }
  return false;
}

/** Whether PostgreSQL cancelled the statement (SQLSTATE 57014: the statement timeout, or an operator's cancel). */
export function isStatementCancelled(error: unknown): boolean {
  for (const { code } of causes(error)) if (code === "57014") return true;
  return false;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the database answers, retrying with a doubling pause (0.5 s up to 10 s) and saying so at
 * each try, for at most `seconds`; then throws, so a start with no database ends with a clear reason
 * instead of hanging. Errors other than "not reachable" (a wrong password, a missing database) throw at once.
 */
export async function waitForDatabase(pool: pg.Pool, seconds: number, say: (line: string) => void): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (let attempt = 1, pause = 500; ; attempt++, pause = Math.min(pause * 2, 10_000)) {
    try {
      await pool.query("select 1");
      if (attempt > 1) say(`database reachable after ${attempt} attempts`);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const left = deadline - Date.now();
      const reason = (error as { code?: string; message?: string }).code ?? (error as Error).message;
      if (left <= 0) throw new Error(`database not reachable after ${seconds} s (${reason}); set DB_WAIT_SECONDS to wait longer`, { cause: error });
      const wait = Math.min(pause, left);
      say(`database not reachable (${reason}); attempt ${attempt}, trying again in ${(wait / 1000).toFixed(1)} s`);
      await sleep(wait);
    }
  }
}
