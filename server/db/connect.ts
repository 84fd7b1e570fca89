import { mkdirSync } from "node:fs";
import path from "node:path";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { waitForDatabase } from "./availability.ts";
import { type DataChanges, localDataChanges, postgresDataChanges } from "./data-changes.ts";
import { PGliteOnThread } from "./pglite-on-thread.ts";
import * as schema from "./schema.ts";
import { projectRoot } from "../project-root.ts";

const migrationsFolder = path.join(projectRoot, "server", "db", "migrations");

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Runs `work` while no other process of the portal runs theirs (a PostgreSQL advisory lock): what
   * every replica does at start (migrations, the data imports) then happens once, the others waiting.
   * `work` gets a handle with no statement timeout: an import may take minutes.
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** An import's announcement to every process on this database that cached answers are stale. */
  changes: DataChanges;
  close(): Promise<void>;
}

/** Any number: it only has to be the same in every process of the portal. */
const START_LOCK = 704_211;

/**
 * `work` under a session-level advisory lock held on a connection of its own, and run on that connection
 * with the statement timeout lifted: waiting for another process's import, a migration and an import are
 * no request's queries.
 */
async function underLock<T>(pool: pg.Pool, work: (db: NodePgDatabase<typeof schema>) => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query("set statement_timeout = 0");
    await holder.query("select pg_advisory_lock($1)", [START_LOCK]);
    return await work(drizzlePg(holder, { schema }));
  } finally {
    await holder.query("select pg_advisory_unlock($1)", [START_LOCK]).catch(() => undefined);
    // Back to the pool's statement timeout for the requests that use this connection next.
    await holder.query("reset statement_timeout").catch(() => undefined);
    holder.release();
  }
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** How long a start waits for PostgreSQL to answer (DB_WAIT_SECONDS). */
  waitSeconds?: number;
  /** Where the waiting and a lost connection are told (the start's console). */
  say?: (line: string) => void;
  /**
   * PostgreSQL cancels a statement of the pool's that runs longer (SQLSTATE 57014), so one costly query
   * cannot hold a connection and a core; 0 or absent: no limit (the tools, the tests). `exclusive` lifts it.
   */
  statementTimeoutMs?: number;
}

/** Opens the database (PGlite in dataDir unless a URL is given) and applies pending migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const say = opts.say ?? (() => undefined);
  if (opts.databaseUrl) {
    // A call waits at most 5 s for a connection: while PostgreSQL is away it fails (503) instead of hanging.
    // statement_timeout is a parameter of each connection's start-up, so it holds for every query of the pool.
    const timeout = opts.statementTimeoutMs ? { statement_timeout: Math.round(opts.statementTimeoutMs) } : {};
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, ...timeout });
    // An idle connection that PostgreSQL drops (a restart, pg_terminate_backend) is reported here; without a
    // listener Node ends the process. The pool forgets that connection and opens another at the next call.
    pool.on("error", (error) => say(`database connection lost (${(error as { code?: string }).code ?? error.message}); the next call opens a new one`));
    await waitForDatabase(pool, opts.waitSeconds ?? 120, say);
    const db = drizzlePg(pool, { schema });
    // Replicas started together would race to create the same tables: one migrates, the others wait.
    await underLock(pool, (unbounded) => migratePg(unbounded, { migrationsFolder }));
    // Both drivers expose the same query builder; the type of one serves both.
    const changes = postgresDataChanges(pool, opts.databaseUrl, say);
    return {
      db: db as unknown as Db,
      kind: "postgres",
      exclusive: (work) => underLock(pool, (unbounded) => work(unbounded as unknown as Db)),
      changes,
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  // PGlite has no statement timeout: it runs each statement to the end on its thread (WASM, no timer
  // signal reaches it; `set statement_timeout` is accepted and ignored). There the bounds on the
  // queries' input (core/contract) and the per-address limits are what bound a request's cost.
  const dir = path.resolve(opts.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  // On a thread of its own, so a long statement holds up the queries behind it but not the requests.
  const client = await PGliteOnThread.open({ dataDir: dir });
  // drizzle's PGlite driver uses only query and transaction, which the thread's client answers alike.
  const db = drizzlePglite(client as never, { schema });
  await migratePglite(db, { migrationsFolder });
  // One process owns a PGlite directory: there is nobody to wait for.
  const changes = localDataChanges();
  return {
    db,
    kind: "pglite",
    exclusive: (work) => work(db),
    changes,
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}
