import { eq, max } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { dcsaEvent } from "../../core/contract/containers.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { tntEvents } from "../db/schema.ts";
import { ingestEvents } from "./ingest.ts";

export type Carrier = Config["TNT_CARRIERS"][number];

/** Where events go: the database, and its announcements (a stored event changes the followers' feeds). */
type Store = Pick<Database, "db" | "changes">;

const MAX_PAGES = 20;

/**
 * Pulls a carrier's new events from its DCSA T&T 2.2 `GET /v2/events`: from the newest
 * eventCreatedDateTime already stored for it, page after page (`Next-Page-Cursor`). Events that do
 * not fit the model are skipped and counted, so one bad event does not stop the others.
 */
export async function pollCarrier(store: Store, carrier: Carrier, fetchImpl: typeof fetch = fetch) {
  const [row] = await store.db.select({ since: max(tntEvents.createdTime) }).from(tntEvents).where(eq(tntEvents.source, carrier.name));
  const base = new URL(`${carrier.url.replace(/\/$/, "")}/v2/events`);
  base.searchParams.set("limit", "100");
  if (row?.since) base.searchParams.set("eventCreatedDateTime:gte", row.since.toISOString());
  const headers = { accept: "application/json", ...(carrier.apiKey ? { "API-Key": carrier.apiKey } : {}) };
  let url: URL | null = base;
  let stored = 0;
  let skipped = 0;
  for (let page = 0; url && page < MAX_PAGES; page++) {
    const response: Response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`${carrier.name}: GET ${url.pathname} answered ${response.status}`);
    const body = z.array(z.unknown()).parse(await response.json());
    const events = body.flatMap((e) => {
      const parsed = dcsaEvent.safeParse(e);
      if (!parsed.success) skipped++;
      return parsed.success ? [parsed.data] : [];
    });
    stored += (await ingestEvents(store, events, carrier.name)).stored;
    const cursor: string | null = response.headers.get("Next-Page-Cursor");
    url = cursor ? new URL(base) : null;
    url?.searchParams.set("cursor", cursor ?? "");
  }
  return { stored, skipped };
}

/** Polls every configured carrier now and then every `intervalS`; returns the stop function. Off without carriers. */
export function startPoller(store: Store, config: Pick<Config, "TNT_CARRIERS" | "TNT_POLL_INTERVAL">, log: FastifyBaseLogger): () => void {
  if (!config.TNT_CARRIERS.length) return () => {};
  const round = async () => {
    for (const carrier of config.TNT_CARRIERS) {
      try {
        const { stored, skipped } = await pollCarrier(store, carrier);
        log.info({ carrier: carrier.name, stored, skipped }, "dcsa poll");
      } catch (error) {
        log.warn({ carrier: carrier.name, err: error }, "dcsa poll failed");
      }
    }
  };
  void round();
  const timer = setInterval(() => void round(), config.TNT_POLL_INTERVAL * 1000);
  return () => clearInterval(timer);
}
