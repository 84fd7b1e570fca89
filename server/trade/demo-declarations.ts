import { makeBin } from "./bin.ts";
import { fitMatrix, millionToCents, splitCents, thousandToCents } from "./calibrate.ts";
import { ALL_COLUMNS, declarationLine } from "./declaration-format.ts";
import { arrivals } from "./demo-logistics.ts";
import type { DemoInputs } from "./demo-inputs.ts";
import { prng, weighted, type Prng } from "./prng.ts";

// The seeded demo declaration set (data/trade/demo-declarations.csv.gz). No open source has company-level or
// code × partner trade of Kazakhstan, so lines are invented, but their sums are the official ones:
// - per flow and month: the BNS monthly total (kz_trade_monthly_totals.csv), to the cent;
// - per flow, year and partner, for the 39 main partners (kz_trade_by_partner_annual_top.csv, 2019–2025), to the
//   cent; the rest of the year's total goes to the other partners, spread by their 2023–2025 means
//   (kz_trade_by_partner_avg_2023_2025.csv). 2026 has no partner figures: its partners follow 2025's split.
// Companies, regions, codes, weights and prices are invented (weights below are rough guesses, not data), and so
// are modes of transport, delivery terms and posts (demo-logistics.ts).

export const DEMO_SEED = 20261122;
const LOGISTICS_SALT = 0x10915;
const FLOWS = ["export", "import"] as const;
type Flow = (typeof FLOWS)[number];
/** About one line per this many cents in a partner-month; at most MAX_LINES lines per partner-month. */
const CENTS_PER_LINE = 1_800_000_000;
const MAX_LINES = 40;
const COMPANIES = 2400;

/** Share of trade by HS chapter (rough guesses for a plausible picture); other chapters get OTHER_CHAPTER. */
const CHAPTER_WEIGHTS: Record<Flow, Record<string, number>> = {
  export: {
    "27": 55, "26": 8, "72": 6, "74": 4, "28": 4, "10": 3, "71": 3, "81": 2, "76": 2, "79": 1, "12": 1, "11": 1,
    "25": 1, "31": 1, "39": 1, "73": 0.5, "84": 0.5, "02": 0.5, "52": 0.3, "03": 0.3, "85": 0.3, "87": 0.3,
  },
  import: {
    "84": 18, "85": 12, "87": 10, "30": 4, "73": 4, "39": 4, "27": 4, "72": 3, "90": 2, "38": 2, "94": 2, "40": 2,
    "33": 2, "61": 1, "62": 1, "64": 1, "22": 1, "17": 1, "08": 1, "04": 1, "02": 1, "21": 1, "48": 1, "69": 1,
    "70": 1, "28": 1, "29": 1, "76": 1, "86": 1, "44": 1, "68": 1,
  },
};
const OTHER_CHAPTER = 0.2;
/** USD per kg by chapter (rough); DEFAULT_PRICE elsewhere. */
const PRICE_PER_KG: Record<string, number> = {
  "27": 0.55, "26": 0.15, "25": 0.08, "72": 0.8, "74": 8, "76": 2.5, "79": 2.8, "81": 30, "71": 45_000, "10": 0.25,
  "11": 0.35, "12": 0.5, "28": 0.6, "31": 0.35, "84": 35, "85": 40, "87": 12, "30": 90, "90": 150, "62": 25, "61": 20,
};
const DEFAULT_PRICE = 3;
/** kg per supplementary unit (rough); 1 elsewhere. */
const KG_PER_UNIT: Record<string, number> = { "шт": 4, "пар": 0.8, "м2": 2.5, "м3": 550, "л": 1, "г": 0.001, "1000 шт": 40, "м": 1.5 };
/** Where importers and exporters are registered (rough); 1 for a region not named. */
const REGION_WEIGHTS: Record<string, number> = {
  "KZ-75": 25, "KZ-71": 20, "KZ-23": 6, "KZ-35": 5, "KZ-79": 5, "KZ-47": 4, "KZ-63": 4, "KZ-55": 4, "KZ-15": 4,
  "KZ-27": 3, "KZ-39": 3, "KZ-19": 3, "KZ-11": 2, "KZ-59": 2, "KZ-31": 2, "KZ-43": 2, "KZ-61": 2,
};
const NAME_A = [
  "Астана", "Алатау", "Каспий", "Сарыарка", "Жетысу", "Нур", "Тенгри", "Бирлик", "Кайнар", "Достык", "Алтын", "Береке",
  "Самал", "Шыгыс", "Батыс", "Орда", "Есиль", "Тобол", "Иртыш", "Балхаш", "Арман", "Кокжиек", "Мерей", "Сункар",
  "Евразия", "Шелковый путь", "Степной", "Южный", "Северный", "Восток", "Запад", "Центр", "Гранд", "Мега", "Эталон",
];
const NAME_B = [
  "Трейд", "Импорт", "Экспорт", "Логистик", "Агро", "Строй", "Снаб", "Пром", "Тех", "Ойл", "Металл", "Групп", "Холдинг",
  "Дистрибьюшн", "Фарм", "Авто", "Энерго", "Маш", "Хим", "Текстиль", "Фуд", "Транзит", "Сервис", "Инвест", "Ресурс",
];
const LEGAL = ["ТОО", "ТОО", "ТОО", "ТОО", "АО"];

interface Company {
  bin: string;
  name: string;
  region: string;
  /** Codes the company trades, per flow (empty when it does not trade that way). */
  codes: Record<Flow, { code: string; unit: string }[]>;
}

const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
const num = (v: number) => String(Math.round(v * 1000) / 1000);

function makeCompanies(inputs: DemoInputs, rnd: Prng): Company[] {
  const region = weighted(inputs.regions.map((r) => REGION_WEIGHTS[r] ?? 1));
  const byChapter = new Map<string, { code: string; unit: string }[]>();
  for (const c of inputs.codes) {
    const ch = c.code.slice(0, 2);
    byChapter.set(ch, [...(byChapter.get(ch) ?? []), c]);
  }
  const chapters = [...byChapter.keys()].sort();
  const chapterOf = Object.fromEntries(FLOWS.map((f) => [f, weighted(chapters.map((ch) => CHAPTER_WEIGHTS[f][ch] ?? OTHER_CHAPTER))])) as Record<Flow, (r: Prng) => number>;
  const bins = new Set<string>();
  const names = new Set<string>();
  const out: Company[] = [];
  while (out.length < COMPANIES) {
    const bin = makeBin(rnd.int(1996, 2023), rnd.int(1, 12), rnd.int(0, 99_999));
    if (!bin || bins.has(bin)) continue;
    let name = `${rnd.pick(LEGAL)} «${rnd.pick(NAME_A)} ${rnd.pick(NAME_B)}»`;
    if (names.has(name)) name = name.replace("»", ` ${names.size % 97 + 1}»`);
    if (names.has(name)) continue;
    bins.add(bin);
    names.add(name);
    // 65 % import only, 20 % export only, 15 % both.
    const u = rnd.next();
    const flows: Flow[] = u < 0.65 ? ["import"] : u < 0.85 ? ["export"] : ["import", "export"];
    const codes = { import: [], export: [] } as Company["codes"];
    for (const f of flows) {
      for (let k = rnd.int(1, 3); k > 0; k--) {
        const list = byChapter.get(chapters[chapterOf[f](rnd)]!)!;
        for (let n = rnd.int(1, 4); n > 0; n--) codes[f].push(rnd.pick(list));
      }
    }
    out.push({ bin, name, region: inputs.regions[region(rnd)]!, codes });
  }
  return out;
}

/**
 * Each flow's companies, drawn with Pareto-like weights (a few large traders, many small ones); a partner
 * is served by a stable random subset of them, so a company trades with a few countries, not all.
 */
function companyPicker(companies: Company[], flow: Flow, rnd: Prng) {
  const pool = companies.filter((c) => c.codes[flow].length > 0);
  const size = pool.map(() => 1 / Math.pow(1 - rnd.next() * 0.999, 0.9));
  const byPartner = new Map<string, (r: Prng) => Company>();
  return (partner: string, r: Prng): Company => {
    let pick = byPartner.get(partner);
    if (!pick) {
      const idx = pool.map((_, i) => i).filter(() => r.next() < 0.12);
      const chosen = idx.length > 0 ? idx : [r.int(0, pool.length - 1)];
      const draw = weighted(chosen.map((i) => size[i]!));
      pick = (rr) => pool[chosen[draw(rr)]!]!;
      byPartner.set(partner, pick);
    }
    return pick(r);
  };
}

/** A flow's official total of a year in cents: the sum of its months. */
function monthTotal(inputs: DemoInputs, flow: Flow, year: number): number {
  return inputs.months
    .filter((m) => m.period.startsWith(`${year}-`))
    .reduce((a, m) => a + thousandToCents(flow === "export" ? m.exports : m.imports), 0);
}

/** Partner targets of one flow and year, in cents: the 39 main partners where reported, and "other" weights. */
function partnerTargets(inputs: DemoInputs, flow: Flow, year: number) {
  const latest = Math.max(...inputs.partnerYears.map((p) => p.year));
  const basis = inputs.partnerYears.filter((p) => p.year === Math.min(year, latest) && p[flow === "export" ? "exports" : "imports"] !== null);
  const main = new Map(basis.map((p) => [p.iso2, millionToCents(p[flow === "export" ? "exports" : "imports"]!)]));
  const others = inputs.partnerAvg.filter((p) => !main.has(p.iso2) && p.iso2 !== "KZ" && p[flow === "export" ? "exports" : "imports"] > 0);
  return { main, others, basisYear: Math.min(year, latest), exact: year <= latest };
}

/** The demo file's text (header + lines, LF), the same for the same inputs and seed. */
export function generateDeclarations(inputs: DemoInputs, seed = DEMO_SEED): string {
  const rnd = prng(seed);
  // A sequence of its own: the logistics columns, added later, leave every other column as it was.
  const rndArrival = prng(seed ^ LOGISTICS_SALT);
  const arrivalOf = arrivals(inputs.posts);
  const companies = makeCompanies(inputs, rnd);
  const lines: string[] = [ALL_COLUMNS.join(",")];
  const years = [...new Set(inputs.months.map((m) => Number(m.period.slice(0, 4))))].sort();
  for (const flow of FLOWS) {
    const companyFor = companyPicker(companies, flow, rnd);
    for (const year of years) {
      const months = inputs.months.filter((m) => m.period.startsWith(`${year}-`));
      const monthCents = months.map((m) => thousandToCents(flow === "export" ? m.exports : m.imports));
      const total = monthTotal(inputs, flow, year);
      const { main, others, exact, basisYear } = partnerTargets(inputs, flow, year);
      const mainIso = [...main.keys()];
      let rowCents = mainIso.map((iso) => main.get(iso)!);
      if (!exact) {
        // No partner figures for this year: the shares of the basis year's total, applied to this year's.
        const basisTotal = monthTotal(inputs, flow, basisYear);
        rowCents = rowCents.map((v) => Math.floor((v / basisTotal) * total));
      }
      const rest = total - rowCents.reduce((a, v) => a + v, 0);
      if (rest < 0) throw new Error(`${flow} ${year}: the main partners add up to more than the total`);
      const matrix = fitMatrix([...rowCents, rest], monthCents, rnd);
      const otherPick = weighted(others.map((p) => (flow === "export" ? p.exports : p.imports)));
      matrix.forEach((row, i) => {
        row.forEach((cents, j) => {
          if (cents === 0) return;
          const n = Math.min(MAX_LINES, Math.max(1, Math.round(cents / CENTS_PER_LINE)));
          for (const part of splitCents(cents, n, rnd)) {
            const partner = i < mainIso.length ? mainIso[i]! : others[otherPick(rnd)]!.iso2;
            const c = companyFor(partner, rnd);
            const { code, unit } = rnd.pick(c.codes[flow]);
            const kg = part / 100 / ((PRICE_PER_KG[code.slice(0, 2)] ?? DEFAULT_PRICE) * (0.6 + 0.8 * rnd.next()));
            const period = months[j]!.period;
            const day = String(rnd.int(1, 28)).padStart(2, "0");
            lines.push(declarationLine({
              date: `${period}-${day}`, flow, bin: c.bin, company_name: c.name, region: c.region, partner_iso2: partner, code,
              value_usd: money(part), net_weight_kg: num(kg), quantity: unit ? num(Math.max(1, kg / (KG_PER_UNIT[unit] ?? 1))) : "", unit,
              ...arrivalOf(flow, partner, code, rndArrival),
            }));
          }
        });
      });
    }
  }
  return lines.join("\n") + "\n";
}
