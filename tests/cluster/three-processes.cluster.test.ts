// The deployment of deploy/ on one machine (issue 15): three real processes on one PostgreSQL database behind a
// round-robin proxy that passes requests on as deploy/nginx/portal.conf does. Sign-in state lives in the
// database, the card quota holds across processes, a PostgreSQL restart costs 503s and no process, and
// deploy/rolling-update.sh replaces every process while a client sees no failed request.
import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdmin } from "../../server/admin/grant.ts";
import { bearer } from "../server/services/auth/harness.ts";
import { type Cluster, type ClonedDatabase, cloneDatabase, restartPostgres, signIn, signUp, sourceUrl, startCluster, withClient } from "../support/portal-cluster.ts";
import { type Answer, httpCall, type PortalProcess, waitUntilHealthy } from "../support/portal-process.ts";

/** Calls `call` over and over, `loops` at a time, until `until` settles; every answer or network error is kept. */
async function loopWhile(until: Promise<unknown>, loops: number, call: (i: number) => Promise<Answer>) {
  const answers: { loop: number; answer?: Answer; error?: string }[] = [];
  let done = false;
  const finished = until.finally(() => (done = true));
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      while (!done) {
        try {
          answers.push({ loop, answer: await call(loop) });
        } catch (error) {
          answers.push({ loop, error: (error as Error).message });
        }
      }
    }),
  );
  await finished;
  return answers;
}

describe.skipIf(!sourceUrl)("three processes behind a round-robin proxy on one PostgreSQL", () => {
  let database: ClonedDatabase | undefined;
  let cluster: Cluster;
  const processes = () => cluster.processes;
  const through = (path: string) => `${cluster.proxyUrl}${path}`;

  beforeAll(async () => {
    database = await cloneDatabase("three");
    cluster = await startCluster(database.url);
  });
  afterAll(async () => {
    await cluster?.close();
    await database?.drop();
  });

  it("the sign-in walk through the proxy: each step on another process, the session good on every process", async () => {
    // Registered on one process, the code mailed by it and confirmed on the next, logged in on the third.
    const email = await signUp(cluster.smtp, through(""));
    const { token, cookie } = await signIn(through(""), email);
    for (const p of processes()) {
      const info = await httpCall(`${p.url}/user/api/user/info`, { headers: bearer(token) });
      expect(info.status, `token on ${p.port}`).toBe(200);
      expect(info.json<{ data: { email: string } }>().data.email).toBe(email);
      // The cookie gives a new token on every process, and that token is good on every other one.
      const refreshed = await httpCall(`${p.url}/auth/api/access/cookie`, { headers: { cookie } });
      expect(refreshed.status, `cookie on ${p.port}`).toBe(200);
      const fresh = refreshed.json<{ data: { access_token: string } }>().data.access_token;
      for (const q of processes()) expect((await httpCall(`${q.url}/user/api/user/info`, { headers: bearer(fresh) })).status).toBe(200);
    }
    // Signed out on one process: the session is over on all of them, for the cookie at once, and for the token
    // as soon as the sign-out's announcement reaches the process that kept the session's access (the
    // calls above had it kept on each): milliseconds, where the access would otherwise be kept 30 s.
    const [first, ...others] = processes() as [PortalProcess, ...PortalProcess[]];
    expect((await httpCall(`${first.url}/auth/api/logout`, { headers: { cookie } })).status).toBe(200);
    for (const p of others) {
      expect((await httpCall(`${p.url}/auth/api/access/cookie`, { headers: { cookie } })).status, `cookie on ${p.port}`).toBe(401);
      await expect.poll(async () => (await httpCall(`${p.url}/user/api/user/info`, { headers: bearer(token) })).status, { message: `token on ${p.port}`, timeout: 5_000 }).toBe(401);
    }
  }, 120_000);

  it("up to 40 concurrent card openings by one standard user, spread over the processes, open exactly 10", async () => {
    const email = await signUp(cluster.smtp, through(""));
    const quiet = { log: () => undefined, error: (line: string) => console.error(line) };
    expect(await runAdmin(["grant", email, "standard"], { DATABASE_URL: database?.url }, quiet)).toBe(0);
    const { token } = await signIn(through(""), email);
    // Up to 40 importers of the cloned data. The API tests before this step may have left only their own real
    // declarations there (a re-import keeps real data and drops the demo), so take what there is, 11 at least.
    const bins = await withClient(database?.url ?? "", async (c) =>
      (await c.query<{ bin: string }>("SELECT bin FROM trade_declarations WHERE flow = 'import' GROUP BY bin ORDER BY bin LIMIT 40")).rows.map((r) => r.bin),
    );
    expect(bins.length).toBeGreaterThan(10);

    const answers = await Promise.all(bins.map((bin) => httpCall(through(`/api/v1/open-card?importer=${bin}`), { headers: bearer(token), timeoutMs: 120_000 })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(bins.length - 10);
    const opened = await withClient(database?.url ?? "", (c) =>
      c.query<{ n: string }>("SELECT count(*) AS n FROM card_openings o JOIN users u ON u.id = o.user_id WHERE u.email = $1", [email]),
    );
    expect(Number(opened.rows[0]?.n)).toBe(10);
    for (const p of processes()) {
      const list = await httpCall(`${p.url}/user/api/opened-cards`, { headers: bearer(token) });
      expect(list.json<{ data: unknown[]; limits: { left: number } }>(), `opened cards on ${p.port}`).toMatchObject({ limits: { left: 0 } });
      expect(list.json<{ data: unknown[] }>().data).toHaveLength(10);
    }
  }, 180_000);

  it("a PostgreSQL restart: 503 with Retry-After meanwhile, never a 500 or an exit, then 200 everywhere by itself", async () => {
    const email = await signUp(cluster.smtp, through(""));
    const { token } = await signIn(through(""), email);
    const pids = processes().map((p) => p.pid);
    // Eight clients: /healthz and a call that reads the session, on each process directly and through the proxy.
    const bases = [...processes().map((p) => p.url), cluster.proxyUrl];
    const call = (i: number) =>
      i % 2 === 0 ? httpCall(`${bases[(i >> 1) % 4]}/healthz`) : httpCall(`${bases[(i >> 1) % 4]}/user/api/user/info`, { headers: bearer(token) });
    const during = await loopWhile(restartPostgres(database?.url ?? ""), 8, call);

    const errors = during.filter((d) => d.error);
    expect(errors, "network errors").toEqual([]);
    const statuses = new Set(during.map((d) => d.answer?.status));
    expect([...statuses].filter((s) => s !== 200 && s !== 503), "answers other than 200 and 503").toEqual([]);
    const unavailable = during.flatMap((d) => (d.answer?.status === 503 ? [d.answer] : []));
    expect(unavailable.length, "503s seen while PostgreSQL was away").toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.json().message).toEqual(expect.any(String));
    }
    expect(unavailable.some((a) => a.json().dependency === "database"), "/healthz named the database").toBe(true);

    // Back without a restart of theirs: the same processes, each answering 200 to both calls.
    for (const p of processes()) await waitUntilHealthy(p, 60_000);
    expect(processes().map((p) => p.pid)).toEqual(pids);
    expect(processes().map((p) => p.exit())).toEqual([null, null, null]);
    for (const p of processes()) expect((await httpCall(`${p.url}/user/api/user/info`, { headers: bearer(token) })).status).toBe(200);
    expect((await httpCall(through("/api/v1/plans"))).status).toBe(200);
  }, 120_000);

  it("deploy/rolling-update.sh replaces every process while a client looping through the proxy sees no failure", async () => {
    const pids = processes().map((p) => p.pid);
    // The script's restart command reaches the test: SIGTERM to the child, wait for its exit, start it again.
    const control = http.createServer((request, response) => {
      cluster.restart(Number(request.url?.split("/").pop())).then(
        () => response.end("restarted\n"),
        (error: Error) => response.writeHead(500).end(`${error.message}\n`),
      );
    });
    await new Promise<void>((resolve) => control.listen(0, "127.0.0.1", resolve));
    const controlPort = (control.address() as AddressInfo).port;
    try {
      const script = new Promise<{ code: number | null; output: string }>((resolve, reject) => {
        const child = spawn("bash", ["deploy/rolling-update.sh"], {
          env: {
            PATH: process.env.PATH ?? "/usr/bin:/bin",
            PORTS: processes().map((p) => p.port).join(" "),
            BUILD_CMD: ":",
            RESTART_CMD: `curl -fsS -X POST http://127.0.0.1:${controlPort}/restart/{port}`,
            HEALTH_TIMEOUT: "180",
            SETTLE_SECONDS: "0",
          },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.once("error", reject);
        child.once("exit", (code) => resolve({ code, output }));
      });
      const paths = ["/healthz", "/api/v1/plans"];
      const during = await loopWhile(script, 4, (i) => httpCall(through(paths[i % 2] ?? "/healthz"), { timeoutMs: 60_000 }));
      const { code, output } = await script;

      expect(code, output).toBe(0);
      const failed = during.filter((d) => d.error || d.answer?.status !== 200).map((d) => d.error ?? `${d.answer?.status} ${d.answer?.body}`);
      expect(failed, "failed requests").toEqual([]);
      expect(during.length).toBeGreaterThan(30);
      // Every process was replaced, and each old one finished its requests and exited 0 on SIGTERM.
      expect(cluster.stopped.map((s) => s.pid).sort()).toEqual([...pids].sort());
      expect(cluster.stopped.map((s) => s.exit)).toEqual(pids.map(() => ({ code: 0, signal: null })));
      for (const p of processes()) expect(pids).not.toContain(p.pid);
    } finally {
      await new Promise((resolve) => control.close(resolve));
    }
  }, 400_000);
});
