import { EventEmitter } from "node:events";
import pg from "pg";

// An import (at a start or by `npm run import`) replaces data that every process has answers cached
// from. It announces it once; each process drops its caches at once instead of serving the old answers
// until they expire (three processes showed a change after 20, 40 and 60 s).

const CHANNEL = "portal_data_changed";

export interface DataChanges {
  /** Tells every process on this database that an import has replaced data. */
  announce(): Promise<void>;
  /** Calls `listener` at each announcement, from any process; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  close(): Promise<void>;
}

/** PGlite: one process owns the database, so the announcement stays in it. */
export function localDataChanges(): DataChanges {
  const events = new EventEmitter();
  return {
    announce: async () => void events.emit(CHANNEL),
    subscribe: (listener) => {
      events.on(CHANNEL, listener);
      return () => void events.off(CHANNEL, listener);
    },
    close: async () => void events.removeAllListeners(),
  };
}

/**
 * PostgreSQL: NOTIFY on announce; LISTEN on a connection of its own, opened at the first subscriber and
 * opened again after it drops (a restart), each reconnection counted as a change, since an announcement
 * may have been missed meanwhile.
 */
export function postgresDataChanges(pool: pg.Pool, connectionString: string, say: (line: string) => void): DataChanges {
  const events = new EventEmitter();
  let client: pg.Client | null = null;
  let started = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let pause = 1000;

  const connect = async (reconnecting: boolean) => {
    if (closed) return;
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    next.on("notification", (message) => {
      if (message.channel === CHANNEL) events.emit(CHANNEL);
    });
    const lost = () => {
      if (client !== next || closed) return;
      client = null;
      say("data-change listener lost its connection; reconnecting");
      schedule();
    };
    next.on("error", lost);
    next.on("end", lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
      pause = 1000;
      if (reconnecting) events.emit(CHANNEL);
    } catch {
      await next.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (closed) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect(true), pause);
    pause = Math.min(pause * 2, 10_000);
  };

  return {
    announce: async () => {
      await pool.query(`NOTIFY ${CHANNEL}`);
    },
    subscribe: (listener) => {
      events.on(CHANNEL, listener);
      if (!started) {
        started = true;
        void connect(false);
      }
      return () => void events.off(CHANNEL, listener);
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      events.removeAllListeners();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
