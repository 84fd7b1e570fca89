// The bench's sign-in server (scripts/bench.ts): the portal's app without a data import, since sign-in
// needs no reference data. Configured from the environment like the portal; stops on SIGTERM.
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/connect.ts";

const config = loadConfig();
const app = await buildApp({ config, database: await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }) });
await app.listen({ port: config.PORT, host: config.HOST });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
