// `npm run admin -- grant <email> <plan>`: put a user on a plan (operators and tests).
import { runAdmin } from "./grant.ts";

process.exitCode = await runAdmin(process.argv.slice(2), process.env);
