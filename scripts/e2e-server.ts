// Starts the real server for the browser tests on a fresh copy of the imported PGlite template.
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const template = path.resolve(".test-data/pglite-template");
const dir = mkdtempSync(path.join(os.tmpdir(), "portal-e2e-"));
if (existsSync(template)) cpSync(template, dir, { recursive: true });
process.env.DATA_DIR = dir;
await import("../server/main.ts");
