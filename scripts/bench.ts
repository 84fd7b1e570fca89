// `npm run bench`: prints the figures each issue budgets. Figures, never pass/fail.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { openDatabase } from "../server/db/connect.ts";
import { DATA_DIR_DEFAULT, importAll } from "../server/import/index.ts";
import { ROUTES } from "../core/routes.ts";
import { DEMO_NUMBERS } from "../server/containers/demo.ts";
import { codeCardHtml } from "./bench/html-ttfb.ts";
import { lighthouseMobile } from "./bench/lighthouse.ts";
import { printLoad } from "./bench/print-load.ts";
import { operateFigures } from "./bench/operate.ts";
import { benchCalls, benchParts } from "./bench/parts.ts";
import { scriptsUntilIdle } from "./bench/scripts-until-idle.ts";
import { planBearer, verifiedUser } from "./bench/verified-user.ts";
import { startSmtp, type SmtpCatcher } from "../tests/support/smtp.ts";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");

/** Route key -> page module source path, read from the lazy import map (src/app/pages.ts). */
function pageModules(): Record<string, string> {
  const text = readFileSync(path.join(root, "src/app/pages.ts"), "utf8");
  const map: Record<string, string> = {};
  for (const m of text.matchAll(/(\w+):\s*\(\)\s*=>\s*import\("([^"]+)"\)/g)) {
    map[m[1]!] = path.relative(root, path.resolve(root, "src/app", m[2]!));
  }
  return map;
}

interface ManifestChunk { file: string; src?: string; imports?: string[]; isEntry?: boolean }

/** gzip size of the JS a route loads first: the entry with its static imports plus the route's page chunk. */
function firstRouteJs() {
  const manifestFile = path.join(dist, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) {
    console.log("first-route JS: no build (run `npm run build` first)");
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) return;
  const gz = (keys: Set<string>) =>
    [...keys].reduce((sum, k) => sum + gzipSync(readFileSync(path.join(dist, manifest[k]!.file))).length, 0);
  const pages = pageModules();
  const rows: [string, number][] = [];
  for (const route of ROUTES) {
    const keys = new Set<string>();
    closure(entry, keys);
    const src = pages[route.key];
    if (src) closure(src, keys);
    rows.push([route.path, gz(keys)]);
  }
  const max = Math.max(...rows.map(([, b]) => b));
  console.log(`first-route JS (gzip): max ${(max / 1024).toFixed(1)} KB (budget 120 KB)`);
  for (const [p, b] of rows) console.log(`  ${p.padEnd(28)} ${(b / 1024).toFixed(1)} KB`);
}

async function firstImport(dataDir: string) {
  const database = await openDatabase({ dataDir });
  const t0 = performance.now();
  await importAll(database.db, { dataDir: DATA_DIR_DEFAULT });
  const first = performance.now() - t0;
  const t1 = performance.now();
  await importAll(database.db, { dataDir: DATA_DIR_DEFAULT });
  const second = performance.now() - t1;
  await database.close();
  console.log(`first import: ${(first / 1000).toFixed(1)} s (budget 60 s); second run (nothing to do): ${(second / 1000).toFixed(2)} s`);
}

function startServer(env: Record<string, string>, script = "server/main.ts"): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", script], { cwd: root, env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdio: "ignore" });
}

async function waitHealthy(url: string, timeoutMs = 60_000): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return performance.now() - t0;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms`);
}

async function load(url: string, title: string, post?: { bodies: string[] }) {
  // A POST cycles through its JSON bodies (autocannon `requests`), so several answers are measured.
  const headers = { lang: "ru", ...(post ? { "content-type": "application/json" } : {}) };
  const requests = post?.bodies.map((body) => ({ method: "POST" as const, body }));
  printLoad(title, await autocannon({ url, connections: 50, duration: 10, headers, ...(requests ? { requests } : {}) }));
}

/** GETs cycling through `paths` at 50 concurrent, one printed line. */
async function loadPaths(base: string, title: string, paths: readonly string[], duration = 10, note = "", headers: Record<string, string> = {}) {
  printLoad(title, await autocannon({ url: base, connections: 50, duration, headers: { lang: "ru", ...headers }, requests: paths.map((p) => ({ method: "GET" as const, path: p })) }), note);
}

/**
 * Every trade analytics call (issue 8), each cycling through realistic filters, 5 s each so the ~30 calls
 * take minutes, not a quarter of an hour. BINs and name searches come from the demo importers themselves;
 * a call the server does not serve (404) is named and skipped. They are asked as a reader on a plan (`reader`).
 */
async function analyticsCalls(base: string, reader: Record<string, string>) {
  const top = (await (await fetch(`${base}/api/v1/importers?year=2024&limit=5`, { headers: reader })).json()) as { data: { bin: string; name: string }[] };
  const bins = top.data.map((c) => c.bin);
  // A word of each company name (inside «…»), as someone would type it.
  const words = top.data.map((c) => (/«([^»\s]+)/.exec(c.name)?.[1] ?? c.name.slice(0, 4)).toLowerCase());
  const calls: [string, string[]][] = [
    ["country", ["year=2024&flow=import", "year=2025&flow=export", "year=2016&flow=export", "flow=import"].map((q) => `/api/v1/country?${q}`)],
    ["importers", ["year=2024", "year=2025&region=KZ-75", "year=2023&country=CN&code=84", "page=3&limit=50"].map((q) => `/api/v1/importers?${q}`)],
    ["exporters", ["year=2024", "year=2025&country=IT", "year=2022&code=27&order=asc", "region=KZ-23"].map((q) => `/api/v1/exporters?${q}`)],
    ["regions", ["year=2024&flow=import", "year=2025&flow=export", "flow=import", "year=2020&flow=export"].map((q) => `/api/v1/regions?${q}`)],
    ["exporters regions", ["year=2024", "year=2025", "", "year=2020"].map((q) => `/api/exporters/v1/regions?${q}`)],
    ["monitoring importers graph", ["year=2024", "from=2020&to=2025", "region=KZ-75", "country=CN&code=84"].map((q) => `/api/v1/monitoring/importers/graph?${q}`)],
    ["monitoring exporters graph", ["year=2024", "from=2019&to=2026", "region=KZ-23", "country=IT&code=27"].map((q) => `/api/v1/monitoring/exporters/graph?${q}`)],
    ["reference region", ["KZ-75?year=2024", "KZ-23?flow=export", "KZ-71", "KZ-55?year=2025&flow=export"].map((q) => `/api/v1/reference/region/${q}`)],
    ["country companies", ["country=CN", "country=RU&year=2024", "country=IT&flow=export", "country=DE&page=2"].map((q) => `/api/v1/country/companies?${q}`)],
    ["exporters country", ["year=2024", "year=2025", "", "year=2018"].map((q) => `/api/exporters/v1/country?${q}`)],
    ["reference country", ["CN", "RU?year=2024", "IT?flow=export", "DE?year=2025"].map((q) => `/api/v1/reference/country/${q}`)],
    ["competitors", ["code=8471", "code=27&flow=export", "code=8703&year=2024", `code=84&exclude=${bins[0]}`].map((q) => `/api/v1/competitors?${q}`)],
    ["counterparty info", bins.map((b) => `/api/v1/counterparty/info?bin=${b}`)],
    ["customs area", ["", "year=2024", "country=CN", "code=84&flow=export"].map((q) => `/api/v1/customs-area?${q}`)],
    ["customs area directory", ["/api/v1/customs-area/directory"]],
    ["customs area filters", ["", "flow=import", "flow=export"].map((q) => `/api/v1/customs-area/filters?${q}`)],
    ["importer search", [...words, bins[0]!.slice(0, 6)].map((q) => `/api/v1/importers/search?q=${encodeURIComponent(q)}`)],
    ["importer scope", bins.map((b) => `/api/v1/importers/${b}/scope`)],
    ["products", ["year=2024", "code=84", "year=2025&flow=export&level=2", "code=8471&level=10&page=2"].map((q) => `/api/v1/products?${q}`)],
    ["products filters regions", ["year=2024", "code=27&flow=export", "country=CN"].map((q) => `/api/v1/products/filters/regions?${q}`)],
    ["products filters countries", ["year=2024", "code=84", "region=KZ-75&flow=export"].map((q) => `/api/v1/products/filters/countries?${q}`)],
    ["products filters importers", ["year=2024", ...words.map((w) => `q=${encodeURIComponent(w)}`)].map((q) => `/api/v1/products/filters/importers?${q}`)],
    ["products filters years", ["", "code=8471", "country=CN&flow=export"].map((q) => `/api/v1/products/filters/years?${q}`)],
    ["products subcategory", ["code=84", "code=8471&year=2024", "code=27&flow=export", "code=0101"].map((q) => `/api/v1/products/subcategory?${q}`)],
    ["products category info", ["item_code=84", "item_code=8471300000&year=2024", "item_code=27&flow=export", "item_code=0402&country=RU"].map((q) => `/api/v1/products/category/info?${q}`)],
    ["products tree-statistics", ["year=2024", "year=2025&flow=export&section=V", "country=CN&section=XVI", "region=KZ-75"].map((q) => `/api/v1/products/tree-statistics?${q}`)],
    ["products groups", ["year=2024", "year=2025&flow=export", "country=CN", "region=KZ-75"].map((q) => `/api/v1/products/groups?${q}`)],
    ["products prices", ["code=8471", "code=2709&flow=export&year=2024", "code=8703", "code=0402&country=RU"].map((q) => `/api/v1/products/prices?${q}`)],
    ["products prices countries", ["code=8471", "code=2709&flow=export&year=2024", "code=8703", "code=0402"].map((q) => `/api/v1/products/prices/countries?${q}`)],
    // How goods arrive (issue 20).
    ["delivery bases", ["year=2024", "year=2025&flow=export", "country=CN&code=84", "region=KZ-75"].map((q) => `/api/v1/products/delivery/bases?${q}`)],
    ["delivery transports", ["year=2024", "year=2025&flow=export", "country=CN&code=84", "region=KZ-75"].map((q) => `/api/v1/products/delivery/transports?${q}`)],
    ["delivery transports analytics", ["year=2024", "code=87", "country=RU&flow=export", ""].map((q) => `/api/v1/products/delivery/transports/analytics?${q}`)],
    ["delivery customs posts", ["year=2024", "year=2025&flow=export", "country=CN", "code=8703"].map((q) => `/api/v1/products/delivery/customs-posts?${q}`)],
    ["delivery customs posts analytics", ["year=2024", "post=KHORGOS", "post=KAIRAK&flow=export", "code=84"].map((q) => `/api/v1/products/delivery/customs-posts/analytics?${q}`)],
    ["delivery customs posts regions", ["year=2024", "year=2025&flow=export", "country=RU", "code=84"].map((q) => `/api/v1/products/delivery/customs-posts/regions?${q}`)],
    ["code-statistic", ["code=8703", "code=8471300000", "code=27&flow=export", "code=0402&year=2024"].map((q) => `/api/v1/products/code-statistic?${q}`)],
    // Open to everyone, in the same budget (issue 20).
    ["structure-search", ["лошади", "horses", "жылқылар", "прочие"].map((q) => `/api/v1/products/structure-search?q=${encodeURIComponent(q)}`)],
    ["classifications-search", ["молодняк", "live animals", "ноль", "тірі жануарлар"].map((q) => `/api/v1/products/classifications-search?q=${encodeURIComponent(q)}`)],
    // A paid call refused at its input right after the access check: what the check alone costs (issue 14).
    ["access check alone (422 after it)", ["/api/v1/importers?year=x"]],
  ];
  console.log("analytics calls (issues 8, 20): p99 at 50 concurrent, budget 50 ms (5 s each):");
  const picked = benchCalls();
  for (const [title, paths] of calls.filter(([title]) => picked(title))) {
    // Each query asked once first (cold answer time printed): the load measures the served, cached state.
    const t0 = performance.now();
    const statuses = [];
    for (const p of paths) statuses.push((await fetch(`${base}${p}`, { headers: { lang: "ru", ...reader } })).status);
    const cold = `cold ${Math.round((performance.now() - t0) / paths.length)} ms/query`;
    if (statuses[0] === 404) console.log(`  ${title.padEnd(34)} skipped: ${paths[0]} answers 404 (not served)`);
    else await loadPaths(base, title, paths, 5, cold, reader);
  }
}

/**
 * The broker's workspace (issue 18): a reader following 200 codes (the ten-digit codes of chapters 84 and 85
 * as the code search lists them) reads the feed and the watch list, and anyone reads what changed; p99 budget 50 ms.
 */
async function workspaceCalls(base: string, reader: Record<string, string>) {
  const follow = { ...reader, "content-type": "application/json" };
  for (const chapter of ["84", "85"]) {
    const found = (await (await fetch(`${base}/api/v1/products/code-search?code=${chapter}&limit=100`)).json()) as { data: { code: string }[] };
    for (const { code } of found.data) await fetch(`${base}/user/api/watch`, { method: "POST", headers: follow, body: JSON.stringify({ kind: "code", ref: code }) });
  }
  console.log("the broker's workspace (issue 18): p99 at 50 concurrent, budget 50 ms:");
  await loadPaths(base, "feed and watch list (200 codes followed)", ["/user/api/feed", "/user/api/feed?limit=5", "/user/api/watch"], 5, "", reader);
  await loadPaths(base, "what changed", ["/api/v1/changes", "/api/v1/changes?code=0101", "/api/v1/changes?dataset=duty_rates&from=2026-01-01"], 5);
}

const stop = (child: ChildProcess) => new Promise<void>((resolve) => { child.once("exit", () => resolve()); child.kill("SIGTERM"); });

/** The API and sign-in loads of the earlier issues, beside a bare Fastify for scale (part `api`). */
async function apiFigures(port: number, dataDir: string, smtp: SmtpCatcher) {
  const hello = startServer({ PORT: String(port + 1) }, "scripts/bench-hello.ts");
  await waitHealthy(`http://127.0.0.1:${port + 1}/`);
  console.log("50 connections, 10 s each:");
  await load(`http://127.0.0.1:${port + 1}/`, "hello world (bare Fastify)");
  await load(`http://127.0.0.1:${port}/api/v1/products/tree?parent=0101`, "tree children (budget p99 10 ms)");
  await load(`http://127.0.0.1:${port}/api/v1/products/tree`, "tree sections");
  await load(`http://127.0.0.1:${port}/api/v1/products/code?code=0101210000`, "code card");
  await load(`http://127.0.0.1:${port}/api/v1/products/information?code=2402209000&date=2026-03-01`, "code card information (budget p99 15 ms)");
  // The server's first start fed the demo carrier: a container on the rail into Kazakhstan.
  await load(`http://127.0.0.1:${port}/api/v1/track-container?number=${DEMO_NUMBERS[0]}`, "track container");
  // Typed rates (or KZT only): the duty calculator never waits on the NBK feed here.
  await load(`http://127.0.0.1:${port}/api/v1/calculator/calculate`, "duty calculator calculate", {
    bodies: [
      { code: "0101291000", date: "2026-03-01", origin: "CN", customs_value: { amount: 1000, currency: "USD" }, freight: { amount: 100, currency: "USD" }, exchange_rates: { USD: 470 } },
      { code: "0201100008", date: "2026-03-01", origin: "US", customs_value: { amount: 1000, currency: "EUR" }, quantity: { amount: 100, unit: "кг" }, exchange_rates: { EUR: 510 } },
      { code: "8703221091", date: "2025-06-01", origin: "JP", customs_value: { amount: 10000, currency: "EUR" }, quantity: { amount: 1500, unit: "см3 объема двигателя" }, exchange_rates: { EUR: 510 } },
      { code: "2402209000", date: "2026-03-01", origin: "RU", customs_value: { amount: 2_000_000, currency: "KZT" }, quantity: { amount: 10000, unit: "шт" } },
    ].map((b) => JSON.stringify(b)),
  });

  // ── Smart search (issue 5): POST with a JSON body; words in three languages, typo, layout, transliteration, codes ──
  await load(`http://127.0.0.1:${port}/ai/ved/tnved/search`, "smart search (budget p99 30 ms)", {
    bodies: ["ноутбук", "кроссовки", "laptop", "бидай", "халадильник", "yjen,ER", "noutbuk", "стиральная машина", "8471", "0101 21"].map((q) => JSON.stringify({ q })),
  });

  // ── Sanctions (issue 7): GETs cycling through several codes and names (typo, Cyrillic, word order) ──
  await loadPaths(`http://127.0.0.1:${port}`, "code sanctions (budget p99 15 ms)", ["8541100009", "7403110000", "8541", "0101210000", "8542311001"].map((c) => `/api/v1/products/sanctions?code=${c}`));
  await loadPaths(`http://127.0.0.1:${port}`, "sanctions screening (budget p99 50 ms)", ["Сбербанк", "Rosneft", "Bank VTB", "Sberbamk", "Путин Владимир", "Abramovitch"].map((q) => `/api/v1/sanctions/screen?q=${encodeURIComponent(q)}`));

  const reader = await planBearer(`http://127.0.0.1:${port}`, smtp, { dataDir, port });
  await analyticsCalls(`http://127.0.0.1:${port}`, reader);
  await workspaceCalls(`http://127.0.0.1:${port}`, reader);

  // ── Sign-in (issue 3): login throughput and p99 at 50 concurrent ────────────────────────
  // A server of its own: sign-in needs no reference data (so no import), its code mail comes
  // to an SMTP catcher on loopback, and its login limits stay out of the way of the load.
  {
    const authPort = port + 2;
    const auth = startServer({
      DATA_DIR: path.join(dataDir, "auth"), PORT: String(authPort), HOST: "127.0.0.1",
      SMTP_URL: smtp.url, AUTH_RATE_LOGIN_IP: "100000000/60", AUTH_RATE_LOGIN_ACCOUNT: "100000000/60",
    }, "scripts/bench/auth-server.ts");
    await waitHealthy(`http://127.0.0.1:${authPort}/healthz`);
    const api = `http://127.0.0.1:${authPort}/auth/api`;
    const { email, password } = await verifiedUser(`http://127.0.0.1:${authPort}`, smtp);
    const json = { "content-type": "application/json" };
    const login = await autocannon({
      url: `${api}/login`, method: "POST", connections: 50, duration: 10, headers: json,
      body: JSON.stringify({ username: email, password }),
    });
    printLoad("login (argon2id + session + JWT)", login);
    await stop(auth);
  }

  await stop(hello);
}

/** The parts measured on one server with the embedded database, on a fresh import of its own. */
async function embeddedFigures(parts: Set<string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-"));
  try {
    await firstImport(dataDir);
    // BENCH_PORT and the two above it (bare Fastify, sign-in server): for sharing a machine with other servers.
    const port = Number(process.env.BENCH_PORT ?? 3900);
    const base = `http://127.0.0.1:${port}`;
    // The server mails (the bench's reader confirms its address) to a catcher on loopback.
    const smtp = await startSmtp();
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", SMTP_URL: smtp.url });
    const ms = await waitHealthy(`${base}/healthz`);
    console.log(`restart to healthy: ${(ms / 1000).toFixed(1)} s (budget 15 s)`);
    try {
      if (parts.has("api")) await apiFigures(port, dataDir, smtp);
      else if (parts.has("analytics") || parts.has("workspace")) {
        const reader = await planBearer(base, smtp, { dataDir, port });
        if (parts.has("analytics")) await analyticsCalls(base, reader);
        if (parts.has("workspace")) await workspaceCalls(base, reader);
      }
      if (parts.has("html")) await codeCardHtml(base);
      if (parts.has("scripts")) await scriptsUntilIdle(base);
      if (parts.has("lighthouse")) await lighthouseMobile(base);
    } finally {
      await stop(server);
      await smtp.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const parts = benchParts();
if (parts.has("js")) firstRouteJs();
if (["api", "analytics", "workspace", "html", "scripts", "lighthouse"].some((p) => parts.has(p))) await embeddedFigures(parts);
// On a PostgreSQL cluster of its own, with its own import.
if (parts.has("operate")) await operateFigures();
