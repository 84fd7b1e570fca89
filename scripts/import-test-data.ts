// Imports data/ into the PGlite template before the test suites start (npm test), so the browser tests'
// server and the API tests, which now run side by side, find it made; skipped when already current.
import { importTestData } from "../tests/support/global-api.ts";

await importTestData();
