// Replicas started together (issue 15): three real processes, started at once on one database as a first
// deployment or a data update starts them, all come up, one imports what changed while the others wait, and
// all sign with one key. (tests/server/db/concurrent-starts.api.test.ts does the same in one process, from
// an empty database.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../server/services/auth/harness.ts";
import { type Cluster, type ClonedDatabase, cloneDatabase, signIn, signUp, sourceUrl, startCluster } from "../support/portal-cluster.ts";
import { httpCall } from "../support/portal-process.ts";

describe.skipIf(!sourceUrl)("three processes started at once on one just-cloned database", () => {
  let database: ClonedDatabase | undefined;
  let cluster: Cluster | undefined;

  beforeAll(async () => {
    database = await cloneDatabase("starts", [
      // As at a first start: no signing or code keys yet. And one data set whose files changed since its import.
      "DELETE FROM auth_secrets",
      "UPDATE data_versions SET version = 'changed files' WHERE dataset = 'units'",
    ]);
  });
  afterAll(async () => {
    await cluster?.close();
    await database?.drop();
  });

  it("all come up, import the changed data set once, and accept each other's tokens", async () => {
    cluster = await startCluster(database?.url ?? "");
    const { processes, smtp } = cluster;

    // Every process came up and none ended; exactly one imported `units`, the two others found it current.
    expect(processes.map((p) => p.exit())).toEqual([null, null, null]);
    const importers = processes.filter((p) => /^import units \d+ rows/m.test(p.output()));
    const skippers = processes.filter((p) => /^skip units \d+ rows/m.test(p.output()));
    expect([importers.length, skippers.length]).toEqual([1, 2]);
    const versions = await Promise.all(processes.map(async (p) => (await httpCall(`${p.url}/healthz`)).json().data_version));
    expect(new Set(versions).size).toBe(1);

    // One key: a token that any process minted is accepted by every process.
    const email = await signUp(smtp, processes[0]?.url ?? "", processes[1]?.url);
    for (const minter of processes) {
      const { token } = await signIn(minter.url, email);
      for (const checker of processes) {
        const info = await httpCall(`${checker.url}/user/api/user/info`, { headers: bearer(token) });
        expect(info.status, `token from ${minter.port} on ${checker.port}`).toBe(200);
        expect(info.json<{ data: { email: string } }>().data.email).toBe(email);
      }
    }
  }, 300_000);
});
