import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody, NOTE_TEXT_MAX, NOTES_MAX, userNoteBody, userNotesBody } from "../../../../core/contract/index.ts";
import { userNotes } from "../../../../server/db/schema.ts";
import { prefixQuery } from "../../../../server/services/user/notes.ts";
import { bearer, startAuthApp, type AuthHarness } from "../auth/harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

const call = (method: "GET" | "POST" | "DELETE", url: string, token?: string, body?: unknown, lang = "ru") =>
  h.app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }), headers: { ...(token ? bearer(token) : {}), lang } });
const newUser = async () => (await h.signIn(await h.signUp())).token;
async function write(token: string, kind: string, ref: string, text: string) {
  const res = await call("POST", "/user/api/notes", token, { kind, ref, text });
  expect(res.statusCode, res.body).toBe(200);
  return userNoteBody.parse(res.json()).data;
}
const list = async (token: string, query = "") => userNotesBody.parse((await call("GET", `/user/api/notes${query}`, token)).json()).data;

describe("notes", () => {
  it("keep one note per thing: a second write edits it in place", async () => {
    const token = await newUser();
    const first = await write(token, "code", "0101210000", "Проверить сертификат");
    const edited = await write(token, "code", "0101210000", "  Сертификат есть до 2027  ");
    expect(edited.id).toBe(first.id);
    expect(edited.text).toBe("Сертификат есть до 2027");
    await write(token, "container", "MSCU1234565", "Клиент А, ждёт в Достыке");
    expect((await list(token)).map((n) => n.ref)).toEqual(["MSCU1234565", "0101210000"]);
    expect((await list(token, "?kind=code&ref=0101210000")).map((n) => n.text)).toEqual(["Сертификат есть до 2027"]);
  });

  it("are found by full text over the user's own notes only, each word as a prefix", async () => {
    const token = await newUser();
    const other = await newUser();
    await write(token, "company", "ТОО Альфа Трейд", "Поставщик запчастей, платит в срок");
    await write(token, "code", "8708", "Tractor spare parts for client B");
    await write(other, "company", "ТОО Бета", "Запчасти, должник");
    expect((await list(token, `?q=${encodeURIComponent("запч")}`)).map((n) => n.ref)).toEqual(["ТОО Альфа Трейд"]);
    expect((await list(token, `?q=${encodeURIComponent("альфа срок")}`)).map((n) => n.ref)).toEqual(["ТОО Альфа Трейд"]);
    expect((await list(token, "?q=TRACT")).map((n) => n.ref)).toEqual(["8708"]);
    expect((await list(token, "?q=8708")).map((n) => n.ref)).toEqual(["8708"]);
    expect(await list(token, `?q=${encodeURIComponent("должник")}`)).toEqual([]);
    expect((await list(token, `?q=${encodeURIComponent("' & | ! :*")}`)).length).toBe(2);
  });

  it("turn search input into a prefix query of letters and digits only", () => {
    expect(prefixQuery("Альфа  трейд!")).toBe("альфа:* & трейд:*");
    expect(prefixQuery("a&b|c'):*")).toBe("a:* & b:* & c:*");
    expect(prefixQuery(" ! ")).toBeNull();
  });

  it("of another user cannot be deleted (404) and stay", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const note = await write(owner, "code", "0201", "Моё");
    const res = await call("DELETE", `/user/api/notes/${note.id}`, stranger, undefined, "en");
    expect(res.statusCode).toBe(404);
    expect(errorBody.parse(res.json()).message).toBe("Note not found");
    expect(await list(stranger)).toEqual([]);
    expect((await list(owner)).map((n) => n.id)).toEqual([note.id]);
    const deleted = await call("DELETE", `/user/api/notes/${note.id}`, owner);
    expect(deleted.statusCode).toBe(200);
    expect(userNotesBody.parse(deleted.json()).data).toEqual([]);
  });

  it("refuse bad input and the limits with a translated 422", async () => {
    const token = await newUser();
    for (const body of [{}, { kind: "code", ref: "1", text: "" }, { kind: "ship", ref: "1", text: "x" }, { kind: "code", ref: "", text: "x" }]) {
      expect((await call("POST", "/user/api/notes", token, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const long = await call("POST", "/user/api/notes", token, { kind: "code", ref: "0201", text: "я".repeat(NOTE_TEXT_MAX + 1) }, "en");
    expect(long.statusCode).toBe(422);
    expect(errorBody.parse(long.json()).message).toMatch(/5.?000/);
    expect((await call("DELETE", "/user/api/notes/nope", token)).statusCode).toBe(422);

    const mine = await write(token, "code", "0202", "x");
    const { userId } = (await h.database.db.select({ userId: userNotes.userId }).from(userNotes).where(eq(userNotes.id, mine.id)))[0]!;
    await h.database.db.insert(userNotes).values(Array.from({ length: NOTES_MAX - 1 }, (_, i) => ({ id: crypto.randomUUID(), userId, kind: "container", ref: `C${i}`, text: "x" })));
    const over = await call("POST", "/user/api/notes", token, { kind: "code", ref: "0203", text: "x" }, "kk");
    expect(over.statusCode).toBe(422);
    expect(errorBody.parse(over.json()).message).toMatch(/10.?000/);
    // Editing a note is not a new one: still allowed at the limit.
    expect((await call("POST", "/user/api/notes", token, { kind: "code", ref: "0202", text: "y" })).statusCode).toBe(200);
  });

  it("need a bearer", async () => {
    expect((await call("GET", "/user/api/notes")).statusCode).toBe(401);
    expect((await call("POST", "/user/api/notes", undefined, { kind: "code", ref: "1", text: "x" })).statusCode).toBe(401);
  });
});
