import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody, failureBody, favouritesBody, viewHistoryBody } from "../../../../core/contract/index.ts";
import { bearer, startAuthApp, type AuthHarness } from "../auth/harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

const send = (method: "POST" | "DELETE", url: string, body: unknown, token?: string) =>
  h.app.inject({ method, url, payload: body as object, headers: token ? bearer(token) : {} });

async function newUser() {
  const email = await h.signUp();
  return (await h.signIn(email)).token;
}

describe("favourites", () => {
  it("are empty for a new user, then list added codes newest first, without duplicates", async () => {
    const token = await newUser();
    const empty = await h.get("/user/api/favourites", bearer(token));
    expect(empty.statusCode).toBe(200);
    expect(empty.headers["cache-control"]).toBe("no-store");
    expect(favouritesBody.parse(empty.json()).data).toEqual([]);

    expect((await send("POST", "/user/api/favourites", { code: "0101 21 000 0" }, token)).statusCode).toBe(200);
    const twice = await send("POST", "/user/api/favourites", { code: "8401" }, token);
    await send("POST", "/user/api/favourites", { code: "8401" }, token);
    expect(favouritesBody.parse(twice.json()).data.map((f) => f.code)).toEqual(["8401", "0101210000"]);
    const list = favouritesBody.parse((await h.get("/user/api/favourites", bearer(token))).json()).data;
    expect(list.map((f) => f.code)).toEqual(["8401", "0101210000"]);
    expect(Date.parse(list[0]!.added_at)).not.toBeNaN();
  });

  it("remove a code (twice is fine) and keep each user's list apart", async () => {
    const a = await newUser();
    const b = await newUser();
    await send("POST", "/user/api/favourites", { code: "0101210000" }, a);
    await send("POST", "/user/api/favourites", { code: "0201" }, b);
    const removed = await send("DELETE", "/user/api/favourites", { code: "0101210000" }, a);
    expect(removed.statusCode).toBe(200);
    expect(favouritesBody.parse(removed.json()).data).toEqual([]);
    expect((await send("DELETE", "/user/api/favourites", { code: "0101210000" }, a)).statusCode).toBe(200);
    expect(favouritesBody.parse((await h.get("/user/api/favourites", bearer(b))).json()).data.map((f) => f.code)).toEqual(["0201"]);
  });

  it("refuse an unknown code with 404 and a malformed one with 422", async () => {
    const token = await newUser();
    const unknown = await h.app.inject({ method: "POST", url: "/user/api/favourites", payload: { code: "9999999999" }, headers: { ...bearer(token), lang: "en" } });
    expect(unknown.statusCode).toBe(404);
    expect(errorBody.parse(unknown.json()).message).toContain("9999999999");
    for (const body of [{ code: "12a" }, { code: "1" }, {}, { code: 101 }, [1]]) {
      const res = await send("POST", "/user/api/favourites", body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await send("DELETE", "/user/api/favourites", { code: "" }, token)).statusCode).toBe(422);
  });

  it("need a bearer: 401 without one or with a bad one", async () => {
    expect((await h.get("/user/api/favourites")).statusCode).toBe(401);
    expect(failureBody.parse((await h.get("/user/api/favourites", bearer("nope"))).json()).success).toBe(false);
    expect((await send("POST", "/user/api/favourites", { code: "0101" })).statusCode).toBe(401);
    expect((await send("DELETE", "/user/api/favourites", { code: "0101" })).statusCode).toBe(401);
  });

  it("stop working once the session ends", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    expect((await h.get("/user/api/favourites", bearer(token))).statusCode).toBe(200);
    await h.get("/auth/api/logout", bearer(token));
    expect((await h.get("/user/api/favourites", bearer(token))).statusCode).toBe(401);
  });
});

describe("view history", () => {
  it("lists viewed codes newest first; a repeated view moves the code to the top", async () => {
    const token = await newUser();
    expect(viewHistoryBody.parse((await h.get("/user/api/view-history", bearer(token))).json()).data).toEqual([]);
    for (const code of ["0101210000", "0201", "0101210000"]) {
      expect((await send("POST", "/user/api/view-history", { code }, token)).statusCode).toBe(200);
    }
    const list = viewHistoryBody.parse((await h.get("/user/api/view-history", bearer(token))).json()).data;
    expect(list.map((v) => v.code)).toEqual(["0101210000", "0201"]);
    const removed = await send("DELETE", "/user/api/view-history", { code: "0201" }, token);
    expect(viewHistoryBody.parse(removed.json()).data.map((v) => v.code)).toEqual(["0101210000"]);
  });

  it("keeps only the last 100 views", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    const codes = Array.from({ length: 105 }, (_, i) => String(1 + i).padStart(2, "0")).filter((c) => c !== "77").slice(0, 96);
    // Chapters 01–97 (77 is reserved) and a few headings: 101 distinct codes.
    codes.push("0101", "0102", "0103", "0104", "0105");
    for (const code of codes) expect((await send("POST", "/user/api/view-history", { code }, token)).statusCode, code).toBe(200);
    const list = viewHistoryBody.parse((await h.get("/user/api/view-history", bearer(token))).json()).data;
    expect(list).toHaveLength(100);
    expect(list[0]?.code).toBe("0105");
    expect(list.map((v) => v.code)).not.toContain("01");
    // The table itself holds no more than the 100 either.
    const rows = await h.database.db.execute(sql`SELECT count(*)::int AS n FROM view_history v JOIN users u ON u.id = v.user_id WHERE u.email = ${email}`);
    expect(Number((rows.rows[0] as { n: number }).n)).toBe(100);
  });

  it("refuses unknown codes (404), malformed ones (422) and calls without a bearer (401)", async () => {
    const token = await newUser();
    expect((await send("POST", "/user/api/view-history", { code: "0000" }, token)).statusCode).toBe(404);
    expect((await send("POST", "/user/api/view-history", { code: "abc" }, token)).statusCode).toBe(422);
    expect((await h.get("/user/api/view-history")).statusCode).toBe(401);
    expect((await send("POST", "/user/api/view-history", { code: "0101" })).statusCode).toBe(401);
  });
});
