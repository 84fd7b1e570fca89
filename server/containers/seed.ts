import { dcsaEventsBody } from "../../core/contract/containers.ts";
import type { Database } from "../db/connect.ts";
import { containersRepo } from "../services/api/containers-repo.ts";
import { demoEvents } from "./demo.ts";
import { ingestEvents } from "./ingest.ts";

/** Feeds the demo carrier's events; with `onlyIfEmpty`, only into a database that has no events yet (first start). */
export async function feedDemo(store: Pick<Database, "db" | "changes">, opts: { onlyIfEmpty: boolean }): Promise<number | null> {
  if (opts.onlyIfEmpty && !(await containersRepo(store.db).isEmpty())) return null;
  return (await ingestEvents(store, dcsaEventsBody.parse(demoEvents()), "demo")).stored;
}
