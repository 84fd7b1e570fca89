// One portal process as a deployment runs it (deploy/systemd/portal@.service): the real start command in a
// child process on a loopback port, configured by its environment only. Every spawn of the server in the
// cluster tests goes through startPortal.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import http from "node:http";
import net from "node:net";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Where buildServer puts the compiled server: a build of the tests' own, made by the same config as `npm run
 * build`'s dist/node, so that a build elsewhere (which empties dist/node first) cannot pull it from under them.
 */
const SERVER_BUILD = ".test-data/cluster-server";

/**
 * The start command: what `npm run serve` runs (package.json) and deploy/systemd/portal@.service's ExecStart,
 * `node --enable-source-maps dist/node/main.js`, the server compiled into one ES module under plain node, here
 * on the tests' own build. Change it here and there together.
 */
export const START_COMMAND: readonly string[] = [process.execPath, "--enable-source-maps", `${SERVER_BUILD}/main.js`];

/**
 * Compiles the server as the last step of `npm run build` does (build/vite.server.config.ts), so the processes
 * run the sources as they are now, never a build left from before. A few seconds.
 */
export function buildServer(): void {
  const args = ["vite", "build", "--config", "build/vite.server.config.ts", "--outDir", SERVER_BUILD];
  execFileSync("npx", args, { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface PortalProcess {
  readonly port: number;
  /** `http://127.0.0.1:<port>`: the process itself, past any proxy. */
  readonly url: string;
  readonly pid: number;
  /** What it printed so far, stdout and stderr together. */
  output(): string;
  /** How it ended, or null while it runs. */
  exit(): Exit | null;
  exited: Promise<Exit>;
  /** SIGTERM, as systemd stops a unit; SIGKILL if it has not exited within `graceMs`. Resolves with the exit. */
  stop(graceMs?: number): Promise<Exit>;
}

const running = new Set<ChildProcess>();
// A test that dies half-way (a failed assertion in a hook, a timeout) leaves no server behind.
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** A port nobody listens on now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts one process with exactly `env` (plus PATH, HOME and TMPDIR), as systemd's EnvironmentFile gives it:
 * nothing of the test runner's environment leaks in. HOST is loopback and PORT is `port`.
 */
export function startPortal(port: number, env: Record<string, string>): PortalProcess {
  const inherited = Object.fromEntries(["PATH", "HOME", "TMPDIR"].flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])));
  const [command, ...args] = START_COMMAND as [string, ...string[]];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...inherited, ...env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    // The last 256 KB are plenty to see why a start failed.
    output = (output + chunk.toString()).slice(-256 * 1024);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exit: Exit | null = null;
  const exited = new Promise<Exit>((resolve) => {
    child.once("exit", (code, signal) => {
      running.delete(child);
      exit = { code, signal };
      resolve(exit);
    });
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    output: () => output,
    exit: () => exit,
    exited,
    async stop(graceMs = 15_000) {
      if (exit) return exit;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

/**
 * One HTTP call on a connection of its own (no keep-alive): through a round-robin proxy every call is
 * balanced anew, as nginx balances each request. Rejects on a network error or after `timeoutMs`.
 */
export function httpCall(url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown; timeoutMs?: number } = {}): Promise<Answer> {
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: init.method ?? (payload ? "POST" : "GET"),
        agent: false,
        headers: { ...(payload ? { "content-type": "application/json" } : {}), ...init.headers },
        timeout: init.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8");
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, json: <T>() => JSON.parse(body) as T });
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${url}: no answer within ${init.timeoutMs ?? 30_000} ms`)));
    request.on("error", reject);
    request.end(payload);
  });
}

/** Polls the process's /healthz until it answers 200; fails at once if the process ends, else after `timeoutMs`. */
export async function waitUntilHealthy(portal: PortalProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let last: string;
    const exit = portal.exit();
    if (exit) throw new Error(`the process on ${portal.port} exited (${exit.code ?? exit.signal}) before it was healthy:\n${portal.output().slice(-4000)}`);
    try {
      const answer = await httpCall(`${portal.url}/healthz`, { timeoutMs: 5_000 });
      if (answer.status === 200) return;
      last = `${answer.status} ${answer.body}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`the process on ${portal.port} was not healthy within ${timeoutMs} ms (${last}):\n${portal.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
