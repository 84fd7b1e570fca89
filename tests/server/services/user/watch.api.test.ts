import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody, feedBody, feedReadAnswer, notificationSettingsAnswer, watchEntryBody, watchListBody } from "../../../../core/contract/index.ts";
import { bearer, startAuthApp, type AuthHarness } from "../auth/harness.ts";
import { writeChange } from "./change-rows.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

const call = (method: "POST" | "PUT" | "DELETE" | "GET", url: string, token: string, body?: unknown, lang = "ru") =>
  h.app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }), headers: { ...bearer(token), lang } });

async function newUser() {
  return (await h.signIn(await h.signUp())).token;
}

const change = (kind: string, ref: string, field: string, was: string | null, now: string | null) => writeChange(h.database, kind, ref, field, was, now);

describe("watch list", () => {
  it("follows each kind once, normalizes refs and removes by id", async () => {
    const token = await newUser();
    const code = await call("POST", "/user/api/watch", token, { kind: "code", ref: "0101 21 000 0" });
    expect(code.statusCode).toBe(200);
    const first = watchEntryBody.parse(code.json()).data;
    expect(first).toMatchObject({ kind: "code", ref: "0101210000" });
    const again = watchEntryBody.parse((await call("POST", "/user/api/watch", token, { kind: "code", ref: "0101210000" })).json()).data;
    expect(again.id).toBe(first.id);
    expect((await call("POST", "/user/api/watch", token, { kind: "container", ref: "csqu 305438 3" })).json()).toMatchObject({ data: { ref: "CSQU3054383" } });
    expect((await call("POST", "/user/api/watch", token, { kind: "counterparty", ref: "  ТОО   Ромашка " })).json()).toMatchObject({ data: { ref: "ТОО Ромашка" } });
    expect((await call("POST", "/user/api/watch", token, { kind: "counterparty", ref: "123456 789012" })).json()).toMatchObject({ data: { ref: "123456789012" } });
    const list = watchListBody.parse((await call("GET", "/user/api/watch", token)).json()).data;
    expect(list).toHaveLength(4);
    const left = watchListBody.parse((await call("DELETE", `/user/api/watch/${first.id}`, token)).json()).data;
    expect(left.map((w) => w.kind).sort()).toEqual(["container", "counterparty", "counterparty"]);
    expect((await call("DELETE", `/user/api/watch/${first.id}`, token)).statusCode).toBe(200);
  });

  it("refuses bad refs with a translated 4xx", async () => {
    const token = await newUser();
    const unknown = await call("POST", "/user/api/watch", token, { kind: "code", ref: "9999999999" }, "en");
    expect(unknown.statusCode).toBe(404);
    expect(errorBody.parse(unknown.json()).message).toContain("9999999999");
    for (const body of [{ kind: "code", ref: "12a" }, { kind: "container", ref: "CSQU3054384" }, { kind: "counterparty", ref: "x" },
      { kind: "counterparty", ref: "12345" }, { kind: "ship", ref: "A" }, {}, { kind: "code" }]) {
      expect((await call("POST", "/user/api/watch", token, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await call("DELETE", "/user/api/watch/abc", token)).statusCode).toBe(422);
  });

  it("needs a bearer", async () => {
    for (const url of ["/user/api/watch", "/user/api/feed", "/user/api/notification-settings"]) {
      expect((await h.get(url)).statusCode).toBe(401);
    }
  });
});

describe("feed", () => {
  it("names a changed code by its full name in the reader's language, so a 'прочие' line says which goods", async () => {
    const token = await newUser();
    await call("POST", "/user/api/watch", token, { kind: "code", ref: "0201" });
    await change("code", "0201100008", "import_duty", "15%", "10%");
    const title = async (lang: string) => feedBody.parse((await call("GET", "/user/api/feed", token, undefined, lang)).json()).data[0]!.title;
    expect(await title("en")).toBe("Code 0201100008 (Other: other; carcasses and half-carcasses; meat of bovine animals; fresh or chilled): import duty — was 15%, now 10%");
    expect(await title("kk")).toContain("(Өзгелері: өзгелері; ұшалар мен жартылай ұшалар; ірі қара малдың жаңа немесе салқындатылған еті)");
  });

  it("shows changes to followed things made after the follow, with titles, unread count and paging", async () => {
    const token = await newUser();
    await change("code", "0101210000", "import_duty", "5%", "10%"); // before the follow: not shown
    await call("POST", "/user/api/watch", token, { kind: "code", ref: "0101" });
    await call("POST", "/user/api/watch", token, { kind: "container", ref: "CSQU3054383" });
    await change("code", "0101210000", "import_duty", "10%", "15%");
    await change("code", "0201100000", "vat", "12%", "16%"); // another branch
    await change("container", "CSQU3054383", "arrival", null, "KZALA");
    await change("container", "MSCU1234565", "arrival", null, "KZALA");
    const feed = feedBody.parse((await call("GET", "/user/api/feed", token, undefined, "en")).json());
    expect(feed.unread).toBe(2);
    expect(feed.data.map((f) => [f.kind, f.ref])).toEqual([["container", "CSQU3054383"], ["code", "0101"]]);
    expect(feed.data[1]!.title).toContain("0101210000");
    expect(feed.data[1]!.title).toContain("15%");
    expect(feed.data[1]!.title).not.toBe(feedBody.parse((await call("GET", "/user/api/feed", token)).json()).data[1]!.title);

    const page = feedBody.parse((await call("GET", "/user/api/feed?limit=1", token)).json());
    expect(page.data).toHaveLength(1);
    const next = feedBody.parse((await call("GET", `/user/api/feed?limit=1&before=${page.next_before}`, token)).json());
    expect(next.data[0]!.id).toBe(feed.data[1]!.id);
    expect(next.next_before).toBeNull();

    const read = await call("POST", "/user/api/feed/read", token, { ids: [feed.data[0]!.id] });
    expect(feedReadAnswer.parse(read.json()).unread).toBe(1);
    const after = feedBody.parse((await call("GET", "/user/api/feed", token)).json());
    expect(after.data.map((f) => f.read)).toEqual([true, false]);
    expect((await call("POST", "/user/api/feed/read", token, { ids: [] })).statusCode).toBe(422);
    expect((await call("GET", "/user/api/feed?limit=0", token)).statusCode).toBe(422);
  });

  it("tells the follower of a ten-digit line what changed for a shorter code that covers it", async () => {
    const token = await newUser();
    expect((await call("POST", "/user/api/watch", token, { kind: "code", ref: "0101210000" })).statusCode).toBe(200);
    await change("code", "010121", "eu833", null, "VII; XXIII"); // an EU 833 annex entry on six digits
    await change("code", "0101291000", "import_duty", "0%", "5%"); // a sibling line
    await change("code", "010129", "eu833", null, "VII"); // a sibling subheading
    const feed = feedBody.parse((await call("GET", "/user/api/feed", token, undefined, "en")).json());
    expect(feed.data).toHaveLength(1);
    expect(feed.data[0]).toMatchObject({ kind: "code", ref: "0101210000", read: false });
    expect(feed.data[0]!.title).toContain("010121");
    expect(feed.unread).toBe(1);
  });

  it("keeps each user's feed apart", async () => {
    const token = await newUser();
    await change("code", "0101210000", "vat", "12%", "16%");
    expect(feedBody.parse((await call("GET", "/user/api/feed", token)).json())).toMatchObject({ data: [], unread: 0 });
  });
});

describe("feed and watch list with several processes", () => {
  // Each process keeps its answers until a write announces them changed (db/data-changes.ts): what went through
  // another process shows in this one's answers once the announcement arrives (at once on PGlite, where the
  // processes share one; through LISTEN on PostgreSQL), a change in data_changes as soon as it is written.
  // A listener cut by another file's test (data-changes.api.test.ts) is back within seconds and then drops all.
  const AWAY = { timeout: 5_000 };
  it("answer what was followed, changed, read or unfollowed elsewhere", async () => {
    const other = await startAuthApp();
    try {
      const token = await newUser();
      const elsewhere = (method: "POST" | "DELETE", url: string, body?: unknown) =>
        other.app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }), headers: bearer(token) });
      const feed = async () => feedBody.parse((await call("GET", "/user/api/feed", token)).json());
      const followed = async () => watchListBody.parse((await call("GET", "/user/api/watch", token)).json()).data;
      await call("POST", "/user/api/watch", token, { kind: "code", ref: "0101" });
      expect(await feed()).toMatchObject({ data: [], unread: 0 });
      expect((await followed()).map((w) => w.ref)).toEqual(["0101"]);

      const container = watchEntryBody.parse((await elsewhere("POST", "/user/api/watch", { kind: "container", ref: "CSQU3054383" })).json()).data;
      await expect.poll(async () => (await followed()).map((w) => w.ref), AWAY).toEqual(["CSQU3054383", "0101"]);
      await change("code", "0101210000", "import_duty", "5%", "10%");
      const changed = await feed();
      expect(changed.unread).toBe(1);
      expect((await elsewhere("POST", "/user/api/feed/read", { ids: [changed.data[0]!.id] })).statusCode).toBe(200);
      await expect.poll(feed, AWAY).toMatchObject({ unread: 0, data: [{ read: true }] });
      expect((await elsewhere("DELETE", `/user/api/watch/${container.id}`)).statusCode).toBe(200);
      await expect.poll(async () => (await followed()).map((w) => w.ref), AWAY).toEqual(["0101"]);
    } finally {
      await other.close();
    }
  });
});

describe("notification settings", () => {
  it("default to a daily digest at 9 and save a choice", async () => {
    const token = await newUser();
    expect(notificationSettingsAnswer.parse((await call("GET", "/user/api/notification-settings", token)).json()).data).toEqual({ mode: "daily", hour: 9 });
    const saved = await call("PUT", "/user/api/notification-settings", token, { mode: "immediate", hour: 18 });
    expect(saved.json()).toEqual({ data: { mode: "immediate", hour: 18 } });
    expect((await call("GET", "/user/api/notification-settings", token)).json()).toEqual({ data: { mode: "immediate", hour: 18 } });
    for (const body of [{ mode: "weekly", hour: 9 }, { mode: "daily", hour: 24 }, { mode: "daily" }]) {
      expect((await call("PUT", "/user/api/notification-settings", token, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});
