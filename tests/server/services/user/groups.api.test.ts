import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  codeGroupsBody, errorBody, GROUP_CODES_MAX, GROUP_NAME_MAX, groupBody, GROUPS_MAX, sharedGroupBody,
} from "../../../../core/contract/index.ts";
import { codeGroups, users } from "../../../../server/db/schema.ts";
import { bearer, startAuthApp, type AuthHarness } from "../auth/harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

type Method = "GET" | "POST" | "DELETE";
const call = (method: Method, url: string, token?: string, body?: unknown, lang = "ru") =>
  h.app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }), headers: { ...(token ? bearer(token) : {}), lang } });
const newUser = async () => (await h.signIn(await h.signUp())).token;
async function create(token: string, name: string, codes?: string[]) {
  const res = await call("POST", "/user/api/groups", token, { name, codes });
  expect(res.statusCode, res.body).toBe(200);
  return groupBody.parse(res.json());
}

describe("code groups", () => {
  it("are created with codes in the order given, named, listed newest first; unknown codes are named, not added", async () => {
    const token = await newUser();
    expect(codeGroupsBody.parse((await call("GET", "/user/api/groups", token)).json()).data).toEqual([]);
    const first = await create(token, "  Клиент А — запчасти ", ["0101 21 000 0", "8401", "9999999999", "8401"]);
    expect(first.data.name).toBe("Клиент А — запчасти");
    expect(first.data.codes.map((c) => c.code)).toEqual(["0101210000", "8401"]);
    expect(first.data.codes[0]!.name).toBeTruthy();
    expect(first.unknown).toEqual(["9999999999"]);
    await create(token, "Клиент Б");

    const list = codeGroupsBody.parse((await call("GET", "/user/api/groups?code=8401", token)).json()).data;
    expect(list.map((g) => [g.name, g.codes, g.has_code])).toEqual([["Клиент Б", 0, false], ["Клиент А — запчасти", 2, true]]);
  });

  it("name a ten-digit 'прочие' line by its full name in the asked locale, a heading by its name", async () => {
    const token = await newUser();
    const res = await call("POST", "/user/api/groups", token, { name: "Beef", codes: ["0201100008", "8401"] }, "en");
    const codes = groupBody.parse(res.json()).data.codes;
    expect(codes[0]).toMatchObject({ name: "Other", full_name: "Other: other; carcasses and half-carcasses; meat of bovine animals; fresh or chilled" });
    expect(codes[1]?.full_name).toBe(codes[1]?.name);
  });

  it("are renamed, get and lose codes, and are deleted", async () => {
    const token = await newUser();
    const { data: group } = await create(token, "Old");
    const url = `/user/api/groups/${group.id}`;
    expect(groupBody.parse((await call("POST", url, token, { name: "New" })).json()).data.name).toBe("New");
    const added = groupBody.parse((await call("POST", `${url}/codes`, token, { codes: ["0201", "0101210000"] })).json());
    expect(added.data.codes.map((c) => c.code)).toEqual(["0201", "0101210000"]);
    const again = groupBody.parse((await call("POST", `${url}/codes`, token, { codes: ["0201"] })).json());
    expect(again.data.codes).toHaveLength(2);
    const removed = groupBody.parse((await call("DELETE", `${url}/codes`, token, { codes: ["0201"] })).json());
    expect(removed.data.codes.map((c) => c.code)).toEqual(["0101210000"]);
    const deleted = await call("DELETE", url, token);
    expect(deleted.statusCode).toBe(200);
    expect(codeGroupsBody.parse(deleted.json()).data).toEqual([]);
    expect((await call("GET", url, token)).statusCode).toBe(404);
  });

  it("of another user answer 404 to every call and stay unchanged", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const { data: group } = await create(owner, "Mine", ["0201"]);
    const url = `/user/api/groups/${group.id}`;
    const attempts: [Method, string, unknown?][] = [
      ["GET", url], ["POST", url, { name: "Stolen" }], ["DELETE", url], ["POST", `${url}/codes`, { codes: ["8401"] }],
      ["DELETE", `${url}/codes`, { codes: ["0201"] }], ["POST", `${url}/share`], ["DELETE", `${url}/share`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, stranger, body, "en");
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(errorBody.parse(res.json()).message).toBe("Group not found");
    }
    const still = groupBody.parse((await call("GET", url, owner)).json()).data;
    expect([still.name, still.codes.map((c) => c.code), still.share_token]).toEqual(["Mine", ["0201"], null]);
  });

  it("share read-only through an unguessable link the owner can revoke", async () => {
    const token = await newUser();
    const { data: group } = await create(token, "Shared", ["0101210000"]);
    const shared = groupBody.parse((await call("POST", `/user/api/groups/${group.id}/share`, token)).json()).data;
    const link = shared.share_token!;
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(groupBody.parse((await call("POST", `/user/api/groups/${group.id}/share`, token)).json()).data.share_token).toBe(link);

    const page = await call("GET", `/user/api/shared-groups/${link}`, undefined, undefined, "en");
    expect(page.statusCode).toBe(200);
    const body = sharedGroupBody.parse(page.json()).data;
    expect(body.name).toBe("Shared");
    expect(body.codes.map((c) => c.code)).toEqual(["0101210000"]);
    expect(body.codes[0]!.duty).toBeTruthy();
    // Nothing of the owner: no id, no e-mail, no user id.
    const [owner] = await h.database.db.select().from(codeGroups).innerJoin(users, eq(users.id, codeGroups.userId)).where(eq(codeGroups.id, group.id));
    for (const secret of [owner!.users.email, owner!.users.id, group.id]) expect(page.body).not.toContain(secret);
    // Read-only: no call of the link writes.
    for (const method of ["POST", "DELETE"] as const) expect((await call(method, `/user/api/shared-groups/${link}`, undefined, {})).statusCode).toBe(404);

    const revoked = groupBody.parse((await call("DELETE", `/user/api/groups/${group.id}/share`, token)).json()).data;
    expect(revoked.share_token).toBeNull();
    expect((await call("GET", `/user/api/shared-groups/${link}`)).statusCode).toBe(404);
    expect((await call("GET", "/user/api/shared-groups/short")).statusCode).toBe(422);
  });

  it("refuse bad input and the limits with a translated 422", async () => {
    const token = await newUser();
    for (const body of [{}, { name: "" }, { name: "   " }, { name: 5 }, { name: "x", codes: ["12a"] }, { name: "x", codes: "0201" }]) {
      expect((await call("POST", "/user/api/groups", token, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const long = await call("POST", "/user/api/groups", token, { name: "я".repeat(GROUP_NAME_MAX + 1) }, "en");
    expect(long.statusCode).toBe(422);
    expect(errorBody.parse(long.json()).message).toContain(String(GROUP_NAME_MAX));
    expect((await call("GET", "/user/api/groups/not-a-uuid", token)).statusCode).toBe(422);

    const many = Array.from({ length: GROUP_CODES_MAX + 1 }, (_, i) => String(1_000_000_000 + i));
    const tooMany = await call("POST", "/user/api/groups", token, { name: "Big", codes: many }, "kk");
    expect(tooMany.statusCode).toBe(422);
    expect(errorBody.parse(tooMany.json()).message).toContain(String(GROUP_CODES_MAX));
  });

  it(`keep at most ${GROUPS_MAX} groups per account`, async () => {
    const token = await newUser();
    const { data: first } = await create(token, "g0");
    const owner = (await h.database.db.select({ userId: codeGroups.userId }).from(codeGroups).where(eq(codeGroups.id, first.id)))[0]!.userId;
    await h.database.db.insert(codeGroups).values(Array.from({ length: GROUPS_MAX - 1 }, (_, i) => ({ id: crypto.randomUUID(), userId: owner, name: `g${i + 1}` })));
    const over = await call("POST", "/user/api/groups", token, { name: "one more" }, "en");
    expect(over.statusCode).toBe(422);
    expect(errorBody.parse(over.json()).message).toContain(String(GROUPS_MAX));
  });

  it("need a bearer", async () => {
    expect((await call("GET", "/user/api/groups")).statusCode).toBe(401);
    expect((await call("POST", "/user/api/groups", undefined, { name: "x" })).statusCode).toBe(401);
  });
});
