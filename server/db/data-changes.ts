import { EventEmitter } from "node:events";
import pg from "pg";

// An import (at a start or by `npm run import`) replaces data that every process has answers cached
// from. It announces it once; each process drops its caches at once instead of serving the old answers
// until they expire (three processes showed a change after 20, 40 and 60 s). A sign-out, a password
// change, an account's deletion or a plan's change announces the user's access the same way, so every
// process forgets the access it keeps for that user's sessions (services/auth/access-cache.ts); a follow,
// an unfollow or a read announces the user's workspace, and new container events everyone's
// (services/user/watch/routes.ts).

/**
 * What changed: imported data (every cached answer); one user's sessions or plan (the detail: the user id);
 * one user's watch list or read marks (the user id), or the changes every feed is made of (no detail).
 */
export type Topic = "data" | "access" | "workspace";

const CHANNELS: Record<Topic, string> = { data: "portal_data_changed", access: "portal_access_changed", workspace: "portal_workspace_changed" };
const TOPICS = Object.keys(CHANNELS) as Topic[];

/** A listener's detail: the announcement's, or null when anything may have changed (a listener that reconnected). */
export type Listener = (detail: string | null) => void;

export interface DataChanges {
  /** Tells every process on this database, this one first, that what `topic` names has changed. */
  announce(topic: Topic, detail?: string): Promise<void>;
  /** Calls `listener` at each announcement of `topic`, from any process; returns the unsubscribe. */
  subscribe(topic: Topic, listener: Listener): () => void;
  /**
   * Whether every announcement from now on reaches this process's listeners: false while the PostgreSQL
   * listener is not connected, so what is kept in the meantime could miss one and must not be kept.
   */
  listening(): boolean;
  close(): Promise<void>;
}

/** PGlite: one process owns the database, so the announcement stays in it. */
export function localDataChanges(): DataChanges {
  const events = new EventEmitter();
  return {
    announce: async (topic, detail) => void events.emit(topic, detail ?? null),
    subscribe: (topic, listener) => {
      events.on(topic, listener);
      return () => void events.off(topic, listener);
    },
    listening: () => true,
    close: async () => void events.removeAllListeners(),
  };
}

/**
 * PostgreSQL: NOTIFY on announce; LISTEN on a connection of its own, opened at the first subscriber and
 * opened again after it drops (a restart), each connection counted as a change, since an announcement may
 * have been missed before it.
 */
export function postgresDataChanges(pool: pg.Pool, connectionString: string, say: (line: string) => void): DataChanges {
  const events = new EventEmitter();
  let client: pg.Client | null = null;
  let started = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let pause = 1000;

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    next.on("notification", (message) => {
      const topic = TOPICS.find((t) => CHANNELS[t] === message.channel);
      if (topic) events.emit(topic, message.payload || null);
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
      await next.query(TOPICS.map((t) => `LISTEN ${CHANNELS[t]}`).join("; "));
      client = next;
      pause = 1000;
      // What was kept before the listener was up (a start) or while it was away (a restart) may have missed
      // an announcement: it counts as a change of everything.
      for (const topic of TOPICS) events.emit(topic, null);
    } catch {
      await next.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (closed) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), pause);
    pause = Math.min(pause * 2, 10_000);
  };

  return {
    announce: async (topic, detail) => {
      // This process hears it at once: its own next call (a sign-out's next request) must not wait for the echo.
      events.emit(topic, detail ?? null);
      await pool.query("select pg_notify($1, $2)", [CHANNELS[topic], detail ?? ""]);
    },
    subscribe: (topic, listener) => {
      events.on(topic, listener);
      if (!started) {
        started = true;
        void connect();
      }
      return () => void events.off(topic, listener);
    },
    listening: () => client !== null,
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
