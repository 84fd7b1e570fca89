import { sql } from "drizzle-orm";
import type { Db } from "../../../db/connect.ts";
import { rows } from "../../ai/score.ts";

/**
 * What a user's feed and watch list are built from, in one cheap statement on indexes: the newest change,
 * the watches (how many and the newest id: ids only grow, so a follow raises it and an unfollow lowers the
 * count) and the read marks (only ever added). Every process reads it at each call, so an answer cached
 * under it is right whichever process the follow, the read or the change went through.
 */
export async function workspaceStamp(db: Db, userId: string): Promise<string> {
  const [stamp] = rows<{ stamp: string }>(await db.execute(sql`
    SELECT concat_ws(':',
      (SELECT max(id) FROM data_changes),
      (SELECT count(*) || '.' || coalesce(max(id), 0) FROM watches WHERE user_id = ${userId}),
      (SELECT count(*) FROM feed_reads WHERE user_id = ${userId})) AS stamp`));
  return stamp?.stamp ?? "";
}
