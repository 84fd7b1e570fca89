// The embedded database on a thread of its own. PGlite is PostgreSQL compiled to WASM and runs each
// statement to its end on the thread that calls it; on the request thread one costly query would stop
// every other request, cached or not. Here it stops only the queries queued behind it.
//
// Plain JavaScript, not TypeScript: Node 20 does not carry tsx's loader into worker threads, and this one
// file then runs as it is from the sources (tsx, the tests) and beside the compiled server alike. Its
// messages are typed in ./pglite-protocol.ts, which ./pglite-on-thread.ts (the other side) checks.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const port = parentPort;
if (!port) throw new Error("pglite-thread runs as a worker thread");

// pg_trgm is a contrib module: PGlite loads it only when asked (the migration then creates it).
const client = await PGlite.create({ dataDir: workerData.dataDir, extensions: { pg_trgm } });

/** Open transactions by the id the request thread gave them, and how each ends. */
const open = new Map();

/** The type ids whose text drizzle wants as it is (dates, timestamps, intervals): it parses them itself. */
const keepText = (types) => Object.fromEntries(types.map((t) => [t, (value) => value]));

/** An error as data (structured clones drop an Error's own fields): message, name, PostgreSQL's fields. */
function asData(error) {
  const e = error instanceof Error ? error : new Error(String(error));
  const fields = {};
  for (const [key, value] of Object.entries(e)) if (typeof value !== "function" && typeof value !== "object") fields[key] = value;
  return { message: e.message, name: e.name, fields };
}

/**
 * PGlite holds its transaction lock while the callback runs: the callback waits until the request thread
 * ends the transaction, and queries outside it wait for the lock as they would in-process.
 */
function begin(id) {
  return new Promise((started, failed) => {
    let end = () => undefined;
    const finished = new Promise((resolve) => (end = resolve));
    const ended = client
      .transaction(async (tx) => {
        open.set(id, { tx, end, ended });
        started();
        if (!(await finished)) await tx.rollback();
      })
      .finally(() => open.delete(id));
    // A BEGIN that fails never reaches the callback: the caller hears of it instead of waiting.
    ended.catch(failed);
  });
}

async function handle(request) {
  switch (request.op) {
    case "query": {
      const target = request.tx === null ? client : open.get(request.tx)?.tx;
      if (!target) throw new Error(`transaction ${request.tx} is not open`);
      return target.query(request.sql, request.params, { rowMode: request.rowMode, parsers: keepText(request.rawTypes) });
    }
    case "begin":
      return begin(request.tx);
    case "end": {
      const transaction = open.get(request.tx);
      if (!transaction) throw new Error(`transaction ${request.tx} is not open`);
      transaction.end(request.commit);
      await transaction.ended;
      return null;
    }
    case "close":
      await client.close();
      return null;
    default:
      throw new Error(`no such operation: ${request.op}`);
  }
}

port.on("message", (request) => {
  handle(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value }),
    (error) => port.postMessage({ id: request.id, ok: false, error: asData(error) }),
  );
});
// Ready: the request thread waits for this before its first query.
port.postMessage({ id: 0, ok: true, value: "ready" });
