// The deployment of deploy/ in miniature, for the cluster tests: portal processes on loopback ports behind a
// round-robin proxy that passes a request on as nginx does, on a database cloned from the one the API tests
// imported, with a real SMTP server catching the mail.
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { codeOf, PASSWORD, uniqueEmail } from "../server/services/auth/harness.ts";
import { type Exit, freePort, httpCall, type PortalProcess, startPortal, waitUntilHealthy } from "./portal-process.ts";
import { type SmtpCatcher, startSmtp } from "./smtp.ts";
import { tcpProxy } from "./tcp-proxy.ts";

/** The PostgreSQL server of the run (scripts/test.sh: the throwaway cluster the API tests imported into). */
export const sourceUrl = process.env.DATABASE_URL;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

function onDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `work` on a connection of its own to `url`, then closes it. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ClonedDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A copy of the imported database (`CREATE DATABASE … TEMPLATE`, a second where the import takes a minute),
 * with the sign-in limits' counters of earlier tests emptied and `prepare` run in it.
 */
export async function cloneDatabase(tag: string, prepare: string[] = []): Promise<ClonedDatabase> {
  if (!sourceUrl) throw new Error("the cluster tests need DATABASE_URL");
  const source = decodeURIComponent(new URL(sourceUrl).pathname.slice(1)) || "postgres";
  const name = `cluster_${tag}_${process.pid}_${Date.now()}`;
  // Not connected to the source: PostgreSQL copies only a database nobody is connected to.
  const admin = onDatabase(sourceUrl, "template1");
  await withClient(admin, (c) => c.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(source)}`));
  const url = onDatabase(sourceUrl, name);
  const drop = () => withClient(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`)).then(() => undefined);
  try {
    await withClient(url, async (c) => {
      for (const statement of ["TRUNCATE auth_rate_limits", ...prepare]) await c.query(statement);
    });
  } catch (error) {
    await drop();
    throw error;
  }
  return { url, drop };
}

/**
 * `pg_ctl restart -m fast` of the cluster behind `url`, as an operator restarts PostgreSQL: every connection is
 * cut, the server is away for a moment, then back. The cluster must be on this machine (scripts/pg-cluster.sh);
 * pg_ctl runs as the owner of its data directory, since PostgreSQL refuses to run as root.
 */
export async function restartPostgres(url: string): Promise<void> {
  const [dataDir, binDir] = await withClient(url, async (c) => {
    const dir = (await c.query<{ data_directory: string }>("SHOW data_directory")).rows[0]?.data_directory ?? "";
    const bin = (await c.query<{ setting: string }>("SELECT setting FROM pg_config WHERE name = 'BINDIR'")).rows[0]?.setting ?? "";
    return [dir, bin];
  });
  if (!existsSync(dataDir)) throw new Error(`the PostgreSQL restart needs the cluster's data directory on this machine (${dataDir})`);
  const owner = statSync(dataDir);
  // Where scripts/pg-cluster.sh keeps the server's log; without -l the server would write to our stdout.
  const log = path.join(path.dirname(dataDir), "server.log");
  const args = ["restart", "-D", dataDir, "-m", "fast", "-w", ...(existsSync(log) ? ["-l", log] : [])];
  await new Promise<void>((resolve, reject) => {
    const asOwner = process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {};
    const child = spawn(path.join(binDir, "pg_ctl"), args, { stdio: "ignore", ...asOwner });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl ${args.join(" ")} exited with ${code}`))));
  });
}

export interface Cluster {
  /** `http://127.0.0.1:<port>` of the round-robin proxy, which is also every process's PUBLIC_URL. */
  proxyUrl: string;
  smtp: SmtpCatcher;
  /** The running processes, one per port; `restart` replaces one in place. */
  processes: PortalProcess[];
  /** The processes `restart` stopped, with how each ended. */
  stopped: { port: number; pid: number; exit: Exit }[];
  /** SIGTERM to the process on `port`, wait for its exit, start a new one on the same port (not waiting for it). */
  restart(port: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * `size` processes started at once on `databaseUrl`, each on its own loopback port, behind one round-robin
 * proxy with nginx's next-upstream rule; resolves when every one answers /healthz 200. The proxy is a TCP
 * relay, so the processes see no X-Forwarded-For: AUTH_TRUSTED_PROXIES and TRUST_PROXY stay unset here.
 * `extraEnv` adds to what every process gets (the bench lifts the limits with it).
 */
export async function startCluster(databaseUrl: string, size = 3, extraEnv: Record<string, string> = {}): Promise<Cluster> {
  const ports = await Promise.all(Array.from({ length: size }, () => freePort()));
  const smtp = await startSmtp();
  const proxy = await tcpProxy(ports.map((port) => ({ host: "127.0.0.1", port })), { nextUpstream: true });
  const proxyUrl = `http://127.0.0.1:${proxy.port}`;
  // What deploy/portal.env.example sets, pointed at this machine; no call leaves it (NBK_RATES_URL off).
  const env = { DATABASE_URL: databaseUrl, PUBLIC_URL: proxyUrl, SMTP_URL: smtp.url, NBK_RATES_URL: "", LOG_LEVEL: "warn", ...extraEnv };
  const processes = ports.map((port) => startPortal(port, env));
  const cluster: Cluster = {
    proxyUrl,
    smtp,
    processes,
    stopped: [],
    async restart(port) {
      const index = processes.findIndex((p) => p.port === port);
      const old = processes[index];
      if (!old) throw new Error(`no process on ${port}`);
      cluster.stopped.push({ port, pid: old.pid, exit: await old.stop() });
      processes[index] = startPortal(port, env);
    },
    async close() {
      await Promise.all(processes.map((p) => p.stop()));
      await proxy.cut();
      await smtp.close();
    },
  };
  try {
    await Promise.all(processes.map((p) => waitUntilHealthy(p, 180_000)));
  } catch (error) {
    await cluster.close();
    throw error;
  }
  return cluster;
}

/** Registers through `base`, reads the code from the mail and confirms the address through `confirmBase`. */
export async function signUp(smtp: SmtpCatcher, base: string, confirmBase = base): Promise<string> {
  const email = uniqueEmail("cluster");
  const registered = await httpCall(`${base}/auth/api/v2/register`, { body: { email, password: PASSWORD, password_confirmation: PASSWORD } });
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${registered.body}`);
  const code = codeOf((await smtp.next(email, 30_000)).subject);
  const confirmed = await httpCall(`${confirmBase}/auth/api/email/verify-otp?email=${encodeURIComponent(email)}&otp_code=${code}`);
  if (confirmed.status !== 200) throw new Error(`verify: ${confirmed.status} ${confirmed.body}`);
  return email;
}

/** Logs in through `base`: the access token and the session cookie (`portal_session=…`). */
export async function signIn(base: string, email: string): Promise<{ token: string; cookie: string }> {
  const answer = await httpCall(`${base}/auth/api/login`, { body: { username: email, password: PASSWORD } });
  const token = answer.json<{ data?: { access_token?: string } }>().data?.access_token;
  const cookie = (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0] ?? "").find((c) => c.startsWith("portal_session="));
  if (answer.status !== 200 || !token || !cookie) throw new Error(`login: ${answer.status} ${answer.body}`);
  return { token, cookie };
}
