import { afterAll, beforeAll, expect, it } from "vitest";
import { screenBody, type ScreenHit } from "../../../../core/contract/index.ts";
import { startTestApp } from "../../../support/test-app.ts";

// The screening test set: misspellings, transliteration both ways, word order, wrong keyboard layout.
// Each query names the list entry it must find among the first ten hits.

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

interface Case { q: string; list: string; name: RegExp; why: string }

const CASES: Case[] = [
  { q: "Сбербанк", list: "eu", name: /^Sberbank$/, why: "Cyrillic → Latin" },
  { q: "Sberbank of Russia", list: "ofac_sdn", name: /^PUBLIC JOINT STOCK COMPANY SBERBANK OF RUSSIA$/, why: "legal form left out" },
  { q: "Sberbamk", list: "eu", name: /^Sberbank$/, why: "typo" },
  { q: "Rosneft", list: "ofac_sdn", name: /^ROSNEFT/, why: "as written" },
  { q: "Роснефть", list: "uk", name: /^ROSNEFT AERO/, why: "Cyrillic → Latin, soft sign" },
  { q: "Bank VTB", list: "ofac_sdn", name: /^VTB BANK PUBLIC JOINT STOCK COMPANY/, why: "word order" },
  { q: "VTB Bank", list: "uk", name: /^VTB Bank/, why: "as written" },
  { q: "Putin Vladimir", list: "ofac_sdn", name: /^PUTIN, Vladimir/, why: "word order" },
  { q: "Путин Владимир Владимирович", list: "uk", name: /^PUTIN Vladimir/, why: "Cyrillic, full name" },
  { q: "Vladimir Vladimirovic Putin", list: "eu", name: /PUTIN$/, why: "typo, word order" },
  { q: "Абрамович Роман", list: "uk", name: /^ABRAMOVICH Roman/, why: "Cyrillic, word order" },
  { q: "Roman Abramovitch", list: "uk", name: /^ABRAMOVICH Roman/, why: "French spelling" },
  { q: "Prigozhin", list: "eu", name: /PRIGOZHIN/, why: "as written" },
  { q: "Пригожин Евгений", list: "eu", name: /Yevgeniy Viktorovich PRIGOZHIN/, why: "Cyrillic, Ye/E" },
  { q: "Evgeny Prigojin", list: "eu", name: /PRIGOZHIN/, why: "French zh" },
  { q: "Deripaska Oleg", list: "eu", name: /ДЕРИПАСКА/, why: "Latin finds a Cyrillic primary name" },
  { q: "Igor Setchin", list: "ofac_sdn", name: /^SECHIN, Igor/, why: "tch" },
  { q: "Сечин", list: "ofac_sdn", name: /^SECHIN, Igor/, why: "Cyrillic surname" },
  { q: "Alisher Usmanov", list: "ofac_sdn", name: /^USMANOV, Alisher/, why: "kh/h" },
  { q: "Ротенберг Аркадий", list: "eu", name: /ROTENBERG/, why: "Cyrillic, word order" },
  { q: "Ramzan Kadyrov", list: "eu", name: /KADYROV/, why: "as written" },
  { q: "Кадыров Рамзан", list: "eu", name: /Ramzan .*KADYROV/, why: "Cyrillic, word order" },
  { q: "Lukashenko Alexander", list: "eu", name: /Aliaksandr .*LUKASHENKA/, why: "o/a ending, x/ks" },
  { q: "Belaruskaliy", list: "ofac_sdn", name: /^BELARUSKALI OAO/, why: "extra letter" },
  { q: "Беларуськалий", list: "ofac_sdn", name: /^BELARUSKALI OAO/, why: "Cyrillic" },
  { q: "Surgutneftegaz", list: "ofac_cons", name: /^SURGUTNEFTEGAS$/, why: "z/s" },
  { q: "Транснефть", list: "ofac_cons", name: /^PUBLIC JOINT STOCK COMPANY TRANSNEFT$/, why: "Cyrillic, legal form left out" },
  { q: "Rosoboronexport", list: "ofac_sdn", name: /^ROSOBORONEKSPORT/, why: "x/ks" },
  { q: "Рособоронэкспорт", list: "ofac_sdn", name: /^ROSOBORONEKSPORT/, why: "Cyrillic, э" },
  { q: "Совкомфлот", list: "ofac_sdn", name: /SOVCOMFLOT/, why: "Cyrillic, c/k" },
  { q: "Sovkomflot", list: "eu", name: /SOVCOMFLOT/, why: "k/c" },
  { q: "Alrosa", list: "uk", name: /^Alrosa$/, why: "as written" },
  { q: "Алроса", list: "ofac_sdn", name: /ALROSA$/, why: "Cyrillic" },
  { q: "Aeroflott", list: "uk", name: /Aeroflot/, why: "doubled letter" },
  { q: "Калашников концерн", list: "eu", name: /Калашников/, why: "Cyrillic alias, word order" },
  { q: "Shoygu Sergey", list: "ofac_sdn", name: /^SHOIGU, Sergei/, why: "y/i, word order" },
  { q: "Лавров Сергей", list: "ofac_sdn", name: /^LAVROV, Sergei/, why: "Cyrillic, word order" },
  { q: "Mohammad Javad Zarif", list: "ofac_sdn", name: /^ZARIF, Mohammad Javad/, why: "word order" },
  { q: "Ismail Haniyeh", list: "ofac_sdn", name: /^HANIYEH, Ismail/, why: "word order" },
  { q: "Kim Jong Sik", list: "un", name: /^KIM JONG SIK/, why: "as written" },
  { q: "Almaz Antei", list: "ofac_sdn", name: /ALMAZ-ANTEY/, why: "y/i, hyphen" },
  { q: "C,th,fyr", list: "eu", name: /^Sberbank$/, why: "Russian word typed on the Latin layout" },
  { q: "Кщыеус", list: "ofac_sdn", name: /ROSTEC/, why: "Latin word typed on the Russian layout" },
];

/** The page shows ten hits. */
const TOP = 10;

it(`finds the expected entry among the first ${TOP} hits of each query of the test set`, async () => {
  const misses: string[] = [];
  for (const c of CASES) {
    const res = await t.app.inject({ method: "GET", url: `/api/v1/sanctions/screen?q=${encodeURIComponent(c.q)}&limit=${TOP}` });
    expect(res.statusCode, c.q).toBe(200);
    const hits: ScreenHit[] = screenBody.parse(res.json()).data;
    const hit = hits.find((h) => h.list === c.list && c.name.test(h.name));
    if (!hit) misses.push(`${c.q} (${c.why}): got ${hits.map((h) => `${h.list}:${h.name}`).join(" | ") || "nothing"}`);
    else expect(hit.score, c.q).toBeGreaterThan(0.5);
  }
  const rate = (CASES.length - misses.length) / CASES.length;
  console.log(`screening test set: ${CASES.length - misses.length}/${CASES.length} found (hit rate ${(rate * 100).toFixed(1)} %)`);
  for (const m of misses) console.log(`  missed: ${m}`);
  expect(CASES.length).toBeGreaterThanOrEqual(30);
  expect(rate).toBeGreaterThanOrEqual(0.9);
});
