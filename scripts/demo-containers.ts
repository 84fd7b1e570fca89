// `npm run demo:containers`: the demo carrier feeds its DCSA events for today into the database the
// server uses (DATA_DIR or DATABASE_URL). The embedded database is held by a running server: stop it first.
import { loadConfig } from "../server/config.ts";
import { feedDemo } from "../server/containers/seed.ts";
import { DEMO_NUMBERS } from "../server/containers/demo.ts";
import { openDatabase } from "../server/db/connect.ts";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const stored = await feedDemo(database, { onlyIfEmpty: false });
await database.close();
console.log(`demo carrier: ${stored ?? 0} new events for ${DEMO_NUMBERS.join(", ")}`);
