import { ConfigError, loadConfig } from "./config.ts";
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/connect.ts";
import { DATA_DIR_DEFAULT, importAll } from "./import/index.ts";
import { feedDemo } from "./containers/seed.ts";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      waitSeconds: config.DB_WAIT_SECONDS,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT * 1000,
      say: (line) => console.log(line),
    });
  } catch (error) {
    console.error(`cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  // First start imports data/; later starts skip every data set whose version is unchanged. Replicas
  // starting together import once: the others wait, then find every version current.
  const result = await database.exclusive((db) => importAll(db, { dataDir: DATA_DIR_DEFAULT, onProgress: (line) => console.log(line) }));
  if (result.imported.length > 0) {
    console.log(`data imported in ${(result.ms / 1000).toFixed(1)} s`);
    // Processes already serving on the same PostgreSQL drop what they cached from the old data.
    await database.changes.announce("data");
  }
  // An empty tracking database gets the demo carrier's voyages, so the tracking page shows something.
  if (config.TNT_DEMO === "on") {
    const demo = await feedDemo(database, { onlyIfEmpty: true });
    if (demo !== null) console.log(`demo carrier: ${demo} container events`);
  }
  const app = await buildApp({ config, database });
  // SIGTERM (a deployment, systemd) lets the requests in flight finish: Fastify stops accepting, answers
  // 503 on kept-alive connections and closes the idle ones; then the pool closes. At most 10 s; a second
  // signal ends it at once. `npm start` runs node itself (tsx as a loader), so the signal reaches here.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: finishing the requests in flight`);
    setTimeout(() => {
      console.error("requests still open after 10 s: exiting");
      process.exit(1);
    }, 10_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`portal on ${config.publicUrl} (${database.kind})`);
}

await main();
