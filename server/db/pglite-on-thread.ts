// The request thread's side of the embedded database: the part of PGlite's interface that drizzle uses
// (query, transaction with queries inside), each call a message to server/db/pglite-thread.mjs.
import path from "node:path";
import { Worker } from "node:worker_threads";
import { projectRoot } from "../project-root.ts";
import type { RowMode, ThreadOptions, ThreadReply, ThreadRequest } from "./pglite-protocol.ts";

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

interface QueryOptions {
  rowMode?: RowMode;
  /** drizzle's parsers: each keeps a type's text as it is; only their type ids cross to the thread. */
  parsers?: Record<number, unknown>;
}

export interface QueryClient {
  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[]; affectedRows?: number; fields: unknown[] }>;
}

/** The thread's file, in the sources whether the server runs from them or compiled (see its header). */
const THREAD = path.join(projectRoot, "server", "db", "pglite-thread.mjs");

export class PGliteOnThread implements QueryClient {
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  private constructor(private readonly worker: Worker) {
    worker.on("message", (reply: ThreadReply) => {
      const call = this.waiting.get(reply.id);
      if (!call) return;
      this.waiting.delete(reply.id);
      if (reply.ok) call.resolve(reply.value);
      // The error as PGlite raised it, fields and all, so `code` reads 23505 or 57014 as in-process.
      else call.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }, reply.error.fields));
    });
    worker.on("error", (error: Error) => this.failAll(error));
    worker.on("exit", (code) => this.failAll(new Error(`the database thread ended (${code})`)));
  }

  /** Starts the thread on `dataDir` and resolves once PGlite there is open. */
  static open(options: ThreadOptions): Promise<PGliteOnThread> {
    const worker = new Worker(THREAD, { workerData: options });
    return new Promise((resolve, reject) => {
      const failed = (error: Error) => reject(error);
      worker.once("error", failed);
      worker.once("message", (reply: ThreadReply) => {
        worker.off("error", failed);
        if (reply.ok) resolve(new PGliteOnThread(worker));
        else reject(new Error(reply.error.message));
      });
    });
  }

  private failAll(error: Error) {
    for (const call of this.waiting.values()) call.reject(error);
    this.waiting.clear();
  }

  private call(request: Request): Promise<unknown> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private queryIn(tx: number | null): QueryClient["query"] {
    return (sql, params = [], options = {}) =>
      this.call({ op: "query", sql, params, rowMode: options.rowMode ?? "object", rawTypes: Object.keys(options.parsers ?? {}).map(Number), tx }) as never;
  }

  query = this.queryIn(null);

  /** `work` runs its queries inside one transaction on the thread; committed if it resolves, else rolled back. */
  async transaction<T>(work: (tx: QueryClient) => Promise<T>): Promise<T> {
    const tx = this.next++;
    await this.call({ op: "begin", tx });
    let result: T;
    try {
      result = await work({ query: this.queryIn(tx) });
    } catch (error) {
      await this.call({ op: "end", tx, commit: false });
      throw error;
    }
    await this.call({ op: "end", tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    await this.call({ op: "close" });
    await this.worker.terminate();
  }
}
