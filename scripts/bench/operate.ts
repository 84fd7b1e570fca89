// Issue 15: the portal as an operator runs it, on PostgreSQL: one process against three behind a
// round-robin proxy, expensive calls and logins beside the cheap ones, and a PostgreSQL restart under load.
// Built on the cluster tests' pieces (tests/support/portal-cluster.ts), so the bench runs the deployment the
// tests check: the compiled server (dist/node/main.js) in child processes, configured by environment only.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../../server/db/connect.ts";
import { DATA_DIR_DEFAULT, importAll } from "../../server/import/index.ts";
import { DEMO_NUMBERS } from "../../server/containers/demo.ts";
import { restartPostgres, signUp, startCluster, type Cluster } from "../../tests/support/portal-cluster.ts";
import { PASSWORD } from "../../tests/server/services/auth/harness.ts";
import { buildServer, freePort, startPortal, waitUntilHealthy } from "../../tests/support/portal-process.ts";

/** Limits far above any load here: the figures are of the server's work, not of its refusals. */
const UNLIMITED = Object.fromEntries([
  ...["LOGIN", "REGISTER", "RESEND", "RECOVERY", "2FA"].flatMap((k) => [[`AUTH_RATE_${k}_IP`, "100000000/60"], [`AUTH_RATE_${k}_ACCOUNT`, "100000000/60"]]),
  ...["SEARCH", "SCREEN", "CALCULATE"].map((k) => [`COST_RATE_${k}_IP`, "100000000/60"]),
]);

const json = { "content-type": "application/json", lang: "ru" };

/** The public calls a day of brokers makes, cached and not: tree, code card, sanctions, tracking, search, calculator. */
const MIXED: autocannon.Request[] = [
  ...["/api/v1/products/tree", "/api/v1/products/tree?parent=0101", "/api/v1/products/code?code=0101210000"].map((p) => ({ method: "GET" as const, path: p })),
  { method: "GET", path: "/api/v1/products/information?code=2402209000&date=2026-03-01" },
  { method: "GET", path: "/api/v1/products/sanctions?code=8541100009" },
  { method: "GET", path: `/api/v1/sanctions/screen?q=${encodeURIComponent("Rosneft")}` },
  { method: "GET", path: `/api/v1/track-container?number=${DEMO_NUMBERS[0]}` },
  { method: "POST", path: "/ai/ved/tnved/search", headers: json, body: JSON.stringify({ q: "ноутбук" }) },
  {
    method: "POST",
    path: "/api/v1/calculator/calculate",
    headers: json,
    body: JSON.stringify({ code: "0201100008", date: "2026-03-01", origin: "US", customs_value: { amount: 1000, currency: "EUR" }, quantity: { amount: 100, unit: "кг" }, exchange_rates: { EUR: 510 } }),
  },
];

const WORDS = ["ноутбук", "кроссовки", "сыр", "трактор", "насос", "кабель", "стекло", "мебель", "краска", "шина", "чай", "кофе", "сахар", "рыба", "мясо", "зерно", "бумага", "телефон", "станок", "клапан", "laptop", "pump", "cable", "tyre", "steel", "wool", "cotton", "glass", "sugar", "engine", "бидай", "ет", "сүт", "май", "тас", "ағаш", "көлік", "мата", "дән", "жүн"];

/** A query nobody asked before in this run: three words drawn at random (64,000 combinations). */
function freshQuery(): string {
  const pick = () => WORDS[Math.floor(Math.random() * WORDS.length)];
  return `${pick()} ${pick()} ${pick()}`;
}

const line = (title: string, r: autocannon.Result, note = "") =>
  console.log(
    `  ${title.padEnd(44)} p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ${Math.round(r.requests.average)} req/s  errors ${r.errors}  timeouts ${r.timeouts}  non-2xx ${r.non2xx}${note && `  (${note})`}`,
  );

const TREE = "/api/v1/products/tree?parent=0101";
/** A cached tree call at 10 connections beside a heavier load: what a reader browsing the tree meets meanwhile. */
const treeBeside = (base: string, seconds: number) => autocannon({ url: `${base}${TREE}`, connections: 10, duration: seconds, headers: { lang: "ru" } });

async function mixedLoad(base: string, title: string, seconds: number) {
  line(title, await autocannon({ url: base, connections: 200, duration: seconds, requests: MIXED, timeout: 10 }));
}

/** 50 clients each asking a new search every time, a reader on the tree meanwhile. */
async function freshSearches(base: string, seconds: number) {
  const search = autocannon({
    url: `${base}/ai/ved/tnved/search`,
    connections: 50,
    duration: seconds,
    timeout: 10,
    requests: [{ method: "POST", headers: json, setupRequest: (request) => ({ ...request, body: JSON.stringify({ q: freshQuery() }) }) }],
  });
  const [searches, tree] = await Promise.all([search, treeBeside(base, seconds)]);
  line("50 clients, a new search each request", searches);
  line("  cached tree meanwhile (budget p99 50 ms)", tree);
}

/** 50 clients signing in over and over (argon2id each time), a reader on the tree meanwhile. */
async function logins(cluster: Cluster, seconds: number) {
  const email = await signUp(cluster.smtp, cluster.proxyUrl);
  const login = autocannon({
    url: `${cluster.proxyUrl}/auth/api/login`,
    method: "POST",
    connections: 50,
    duration: seconds,
    timeout: 10,
    headers: json,
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  const [signIns, tree] = await Promise.all([login, treeBeside(cluster.proxyUrl, seconds)]);
  line("50 clients signing in", signIns);
  line("  cached tree meanwhile (budget p99 50 ms)", tree);
}

/**
 * The mixed load through the proxy while PostgreSQL restarts (`pg_ctl restart -m fast`): how long calls
 * answered 503, whether any answered another 5xx, and whether a process exited.
 */
async function postgresRestart(cluster: Cluster, databaseUrl: string, seconds: number) {
  const statuses = new Map<number, number>();
  let first503 = 0;
  let last503 = 0;
  let finish: (result: autocannon.Result) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  // With a callback autocannon hands back its instance, whose answers are seen one by one.
  const instance = autocannon({ url: cluster.proxyUrl, connections: 50, duration: seconds, requests: MIXED, timeout: 10 }, (error, result) => {
    if (error) throw error;
    finish(result);
  });
  instance.on("response", (_client, status) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status === 503) {
      last503 = performance.now();
      first503 ||= last503;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 4));
  const t0 = performance.now();
  await restartPostgres(databaseUrl);
  const restartMs = performance.now() - t0;
  const result = await done;
  const other5xx = [...statuses].filter(([s]) => s >= 500 && s !== 503).reduce((n, [, c]) => n + c, 0);
  const exits = cluster.processes.filter((p) => p.exit() !== null).length;
  const span = first503 ? `${((last503 - first503) / 1000).toFixed(1)} s of 503 (${statuses.get(503)} answers)` : "no 503";
  line("PostgreSQL restart under load", result, `pg_ctl restart ${(restartMs / 1000).toFixed(1)} s; ${span}; other 5xx ${other5xx}; process exits ${exits}`);
}

/** Part `operate` of `npm run bench`: needs the PostgreSQL server binaries (as `npm test` does). */
export async function operateFigures() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-pg-"));
  const cluster = path.resolve(import.meta.dirname, "../pg-cluster.sh");
  const databaseUrl = execFileSync(cluster, ["start", dir], { encoding: "utf8" }).trim();
  try {
    const database = await openDatabase({ databaseUrl, dataDir: "" });
    await database.exclusive(() => importAll(database.db, { dataDir: DATA_DIR_DEFAULT }));
    await database.close();
    buildServer();
    const env = { DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", NBK_RATES_URL: "", ...UNLIMITED };

    console.log("operating on PostgreSQL (issue 15): mixed public calls, 200 connections for 60 s");
    const port = await freePort();
    const single = startPortal(port, { ...env, PUBLIC_URL: `http://127.0.0.1:${port}` });
    await waitUntilHealthy(single);
    await mixedLoad(single.url, "one process", 60);
    await single.stop();

    const three = await startCluster(databaseUrl, 3, UNLIMITED);
    try {
      await mixedLoad(three.proxyUrl, "three processes behind the proxy", 60);
      await freshSearches(three.proxyUrl, 30);
      await logins(three, 30);
      await postgresRestart(three, databaseUrl, 20);
    } finally {
      await three.close();
    }
  } finally {
    execFileSync(cluster, ["stop", dir]);
    rmSync(dir, { recursive: true, force: true });
  }
}
