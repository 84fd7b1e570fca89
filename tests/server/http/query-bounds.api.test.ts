// A cost bound on every public query (issue 15): the search, the look-ups, the screening and the importer search
// read at most so many characters and words; beyond that a translated 422 names the field, before any work.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  errorBody, IMPORTER_SEARCH_MAX_WORDS, SCREEN_MAX_LENGTH, SCREEN_MAX_WORDS, SEARCH_MAX_WORDS, wordsIn,
} from "../../../core/contract/index.ts";
import { planBearer } from "../../support/plan-bearer.ts";
import { startTestApp } from "../../support/test-app.ts";

let t: Awaited<ReturnType<typeof startTestApp>>;
/** A paid plan's bearer: the importer search and the regions' trade are paid calls. */
let paid: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  paid = await planBearer(t.app, t.database);
});
afterAll(async () => { await t.close(); });

/** `n` one-letter words: the cheapest way to ask for the most matching work. */
const words = (n: number) => Array.from({ length: n }, (_, i) => "абвгдежзиклмнопрстуфхцчшщэюя"[i % 28]).join(" ");
const get = (url: string, q: string, lang = "ru") => t.app.inject({ url: `${url}${url.includes("?") ? "&" : "?"}q=${encodeURIComponent(q)}`, headers: { ...paid, lang } });

function expect422(res: { statusCode: number; json(): unknown; body: string }) {
  expect(res.statusCode, res.body).toBe(422);
  return errorBody.parse(res.json());
}

describe("words are runs of letters and digits", () => {
  it("counts them whatever separates them", () => {
    expect(wordsIn("ООО «Ромашка-Трейд», 2024")).toBe(4);
    expect(wordsIn("  a,b;c  ")).toBe(3);
    expect(wordsIn("")).toBe(0);
  });
});

describe("the smart search", () => {
  const post = (q: string, lang = "ru") => t.app.inject({ method: "POST", url: "/ai/ved/tnved/search", payload: { q }, headers: { ...paid, lang } });

  it(`reads up to ${SEARCH_MAX_WORDS} words and refuses more with a translated 422`, async () => {
    expect((await post(words(SEARCH_MAX_WORDS))).statusCode).toBe(200);
    const en = expect422(await post(words(SEARCH_MAX_WORDS + 1), "en"));
    expect(en).toEqual({ message: `Too many words in the query: at most ${SEARCH_MAX_WORDS}`, errors: { q: ["Too many words"] } });
    const kk = expect422(await post(words(100), "kk"));
    expect(kk).toEqual({ message: `Сұраудағы сөз тым көп: ${SEARCH_MAX_WORDS} сөзден аспауы керек`, errors: { q: ["Сөз тым көп"] } });
    const ru = expect422(await post(words(100)));
    expect(ru.message).toBe(`Слишком много слов в запросе: не больше ${SEARCH_MAX_WORDS}`);
  });

  it("the /api searches and the tree search have the same bound", async () => {
    for (const url of ["/api/v1/search/national-tariff/", "/api/v1/search/customs-tariffs/", "/api/v1/products/tree-search"]) {
      expect((await get(url, words(SEARCH_MAX_WORDS))).statusCode, url).toBe(200);
      const body = expect422(await get(url, words(SEARCH_MAX_WORDS + 1), "en"));
      expect(body).toEqual({ message: `Too many words in the query: at most ${SEARCH_MAX_WORDS}`, errors: { q: ["Too many words"] } });
    }
  });
});

describe("sanctions screening", () => {
  const url = "/api/v1/sanctions/screen";

  it(`reads up to ${SCREEN_MAX_WORDS} words and refuses more with a translated 422`, async () => {
    expect((await get(url, words(SCREEN_MAX_WORDS))).statusCode).toBe(200);
    const kk = expect422(await get(url, words(SCREEN_MAX_WORDS + 1), "kk"));
    expect(kk).toEqual({ message: `Сұраудағы сөз тым көп: ${SCREEN_MAX_WORDS} сөзден аспауы керек`, errors: { q: ["Сөз тым көп"] } });
  });

  it("names an over-long name's field in the request's language", async () => {
    const body = expect422(await get(url, "x".repeat(SCREEN_MAX_LENGTH + 1), "en"));
    expect(body).toEqual({ message: "Enter a name (up to 200 characters)", errors: { q: ["This value is too long"] } });
  });
});

describe("the importer search", () => {
  it(`reads up to ${IMPORTER_SEARCH_MAX_WORDS} words`, async () => {
    expect((await get("/api/v1/importers/search", words(IMPORTER_SEARCH_MAX_WORDS))).statusCode).toBe(200);
    const body = expect422(await get("/api/v1/importers/search", words(IMPORTER_SEARCH_MAX_WORDS + 1), "en"));
    expect(body).toEqual({ message: `Too many words in the query: at most ${IMPORTER_SEARCH_MAX_WORDS}`, errors: { q: ["Too many words"] } });
  });
});
