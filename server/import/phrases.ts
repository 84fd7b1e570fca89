import path from "node:path";
import { readCsv } from "./csv.ts";

/**
 * The phrase tables: the project's own Kazakh and English names of the Russian phrases the nomenclature
 * uses below heading level (see data/tariff/phrases.md). A line's name is looked up by its exact Russian
 * text, so "прочие" and "прочие:" are two phrases, as the printed text has them.
 */
export const PHRASE_FILES = { kk: "tariff/phrases_kk.csv", en: "tariff/phrases_en.csv" } as const;
export const TERMS_FILE = "tariff/terms_kk_en.csv";
export type PhraseLocale = keyof typeof PHRASE_FILES;

/** Kinds of node the heading-level names (names_kk.csv, HS 2022) already cover; every other line uses a phrase. */
const ABOVE_PHRASES = new Set(["section", "chapter", "heading"]);

/** Reads one phrase table (`phrase_ru,name`) into a map; an empty name or a repeated phrase is an error. */
export async function readPhrases(dataDir: string, locale: PhraseLocale): Promise<Map<string, string>> {
  const file = PHRASE_FILES[locale];
  const names = new Map<string, string>();
  for (const row of await readCsv(path.join(dataDir, file))) {
    const ru = row.phrase_ru ?? "";
    const name = row.name ?? "";
    if (ru === "" || name === "") throw new Error(`${file}: empty phrase or name near "${ru}"`);
    if (names.has(ru)) throw new Error(`${file}: phrase "${ru}" appears more than once`);
    names.set(ru, name);
  }
  return names;
}

/**
 * One row of the term table: the same technical term in the three languages, each a lower-case stem, and
 * `not`, the texts that begin with the Russian stem but are other words ("прочн", strength, for "проч",
 * other; "раковины для", the sinks, for "раковин", shells): an occurrence that starts one of them is not the term.
 */
export type Term = { ru: string; kk: string; en: string; not: readonly string[] };

export async function readTerms(dataDir: string): Promise<Term[]> {
  return (await readCsv(path.join(dataDir, TERMS_FILE))).map((r) => ({
    ru: r.ru ?? "",
    kk: r.kk ?? "",
    en: r.en ?? "",
    not: (r.not ?? "").split("|").filter((t) => t !== ""),
  }));
}

/** A nomenclature line as far as the phrases care: its kind, Russian name and official English, if any. */
export type PhraseLine = { kind: string; name_ru: string; name_en: string };

/** A distinct Russian phrase with the number of lines using it and of those without HS 2022 English. */
export type PhraseCount = { phrase: string; lines: number; withoutEn: number };

export function belowHeading(line: Pick<PhraseLine, "kind">): boolean {
  return !ABOVE_PHRASES.has(line.kind);
}

/** The phrases below heading level, most frequent first (ties in the Russian alphabetical order, so the list is stable). */
export function countPhrases(lines: readonly PhraseLine[]): PhraseCount[] {
  const counts = new Map<string, PhraseCount>();
  for (const line of lines) {
    if (!belowHeading(line)) continue;
    const c = counts.get(line.name_ru) ?? { phrase: line.name_ru, lines: 0, withoutEn: 0 };
    c.lines += 1;
    if (line.name_en === "") c.withoutEn += 1;
    counts.set(line.name_ru, c);
  }
  return [...counts.values()].sort((a, b) => b.lines - a.lines || a.phrase.localeCompare(b.phrase, "ru"));
}

/** Letters that Kazakh Cyrillic has and Russian lacks. */
const KAZAKH_LETTER = /[әғқңөұүһі]/iu;
/**
 * Russian letters Kazakh writes only in a few loanwords (ы and э are native or common in Kazakh, so
 * they prove nothing); a word holding one must be on the allow-list.
 */
const RUSSIAN_LETTER = /[ёъщ]/iu;
/** Russian function words and adjective endings that no Kazakh sentence has. */
const RUSSIAN_WORD = /^(и|или|в|во|с|со|из|для|на|не|по|от|до|без|кроме|прочие|прочих|прочая|более|менее|также)$/u;
const RUSSIAN_ENDING = /[а-яё]{2,}(ые|ых|ого|ому|ыми|ими|ая|ое|ий|ый)$/u;

/** Words of a name, lower case, split on everything that is not a letter. */
function words(name: string): string[] {
  return name.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w !== "");
}

/**
 * Whether a name may read in Kazakh exactly as in Russian: all its Cyrillic words are allowed loanwords or
 * proper names ("Бордо:", "Асиаго, Монтасио"), it is Latin only ("Mytilus spp.", not Russian at all), or it
 * is a systematic chemical name, which carries locants ("2-(2-хлорэтокси)этанол", "пропан-2-он", "м-ксилол") and is
 * written alike in Kazakh and Russian chemistry. The word checks still apply to it.
 */
function international(name: string, allow: ReadonlySet<string>): boolean {
  if (/\d′?[-–][\p{L}([]|(^|[^\p{L}])[омп]-\p{L}/u.test(name)) return true;
  return words(name)
    .filter((w) => /\p{Script=Cyrillic}/u.test(w))
    .every((w) => allow.has(w));
}

/**
 * What makes a Kazakh name look like a Russian copy: being the Russian text itself, a letter Kazakh uses
 * only in loanwords, a Russian function word or a Russian adjective ending. A word holding a
 * Kazakh-specific letter is Kazakh whatever its ending ("ғылыми"); allowed words (loanwords) pass.
 */
export function kkProblems(ru: string, name: string, allow: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  if (name.toLowerCase() === ru.toLowerCase() && !international(name, allow)) problems.push("same as the Russian");
  // A note's item letter in brackets ("5 (в) ескертпесі") is the note's own label, quoted as the note prints it.
  for (const w of words(name.replace(/\(\p{L}\)/gu, ""))) {
    if (allow.has(w) || KAZAKH_LETTER.test(w)) continue;
    if (RUSSIAN_LETTER.test(w)) problems.push(`Russian-only letter in "${w}"`);
    if (RUSSIAN_WORD.test(w)) problems.push(`Russian word "${w}"`);
    else if (RUSSIAN_ENDING.test(w)) problems.push(`Russian word form "${w}"`);
  }
  return problems;
}

/** An English name holds no Cyrillic word except those allowed (note paragraph letters quoted from the Russian). */
export function enProblems(name: string, allow: ReadonlySet<string>): string[] {
  return words(name)
    .filter((w) => /\p{Script=Cyrillic}/u.test(w) && !allow.has(w))
    .map((w) => `Cyrillic word "${w}"`);
}

/**
 * Whether `text` holds the term's stem at the start of a word (so "проч" is found in "прочие", not in
 * "упрочненное") where it does not begin one of the term's other words ("прочности").
 */
export function holdsTerm(text: string, term: Pick<Term, "ru" | "not">): boolean {
  for (let at = text.indexOf(term.ru); at !== -1; at = text.indexOf(term.ru, at + 1)) {
    const wordStart = at === 0 || !/\p{L}/u.test(text[at - 1]!);
    if (wordStart && !term.not.some((other) => text.startsWith(other, at))) return true;
  }
  return false;
}

/**
 * A term is used consistently when every translated phrase whose Russian holds the term (holdsTerm) holds
 * the term's Kazakh (or English) stem too. Inside a word the stem is another word's part ("пряж" in
 * "напряжение", "проч" in "упрочненное"); a homonym the table lists under `not` is another word too.
 */
export function termProblems(terms: readonly Term[], ru: string, name: string, locale: PhraseLocale): string[] {
  const r = ru.toLowerCase();
  const n = name.toLowerCase();
  return terms
    .filter((t) => holdsTerm(r, t) && !n.includes(t[locale]))
    .map((t) => `term "${t.ru}" is not rendered as "${t[locale]}"`);
}

/** Loanwords and Latin names a Kazakh name may hold although they look Russian (see phrases.md). */
export const KK_ALLOWED = new Set<string>([
  "плащтар",
  "сурими",
  "алюминий",
  "изоглюкоза",
  "нефрит",
  "кремний",
  "натрий",
  "калий",
  "кадмий",
  // chemical elements and radicals in the international form Kazakh chemistry writes (барий карбонаты)
  "аммоний",
  "барий",
  "бериллий",
  "ванадий",
  "германий",
  "дейтерий",
  "диаммоний",
  "дикальций",
  "динатрий",
  "кальций",
  "литий",
  "магний",
  "ниобий",
  "плутоний",
  "самарий",
  "скандий",
  "стронций",
  "торий",
  "церий",
  "цирконий",
  "колумбий",
  "гидроксиэтиламмоний",
  "дикалий",
  "актиний",
  "калифорний",
  "кюрий",
  "эйнштейний",
  "гадолиний",
  "полоний",
  "радий",
  "палладий",
  "галлий",
  "индий",
  "гафний",
  "гелий",
  "азот",
  "аргон",
  "бор",
  "бром",
  "теллур",
  "моноаммоний",
  "дидецилдиметиламмоний",
  "диэтаноламмоний",
  "европий",
  "иттрий",
  "триаммоний",
  "тринатрий",
  "рений",
  "родий",
  "платина",
  "тербий",
  "диспрозий",
  "гольмий",
  "эрбий",
  "тулий",
  "иттербий",
  "лютеций",
  "иридий",
  "осмий",
  "рутений",
  "йод",
  "таллий",
  "селен",
  "тетраэтиламмоний",
  "фосфор",
  "фтор",
  "хлор",
  "хром",
  "тритий",
  // ferro-cerium, the alloy, in its international name
  "ферроцерий",
  // ferroalloys of heading 7202 (Ферроқорытпалар) in their international names
  "феррованадий",
  "ферромарганец",
  "ферромолибден",
  "ферроникель",
  "феррониобий",
  "ферросиликомагний",
  "ферросиликомарганец",
  "ферросиликохром",
  "ферросилиций",
  "феррофосфор",
  "феррохром",
  // a native Kazakh word (bitter) that Kazakh spells with щ
  "ащы",
  // wine regions: Kazakh writes the place names as Russian does
  "бордо",
  "бургундия",
  "божоле",
  "венето",
  "лангедок",
  "руссильон",
  "пенедес",
  "риойя",
  "токай",
  "тоскана",
  "асти",
  "спуманте",
  "валенсия",
  "вальдепениас",
  "виньо",
  "верде",
  "лацио",
  // spirits and wines named after their place or kind, written in Kazakh as in Russian
  "арманьяк",
  "граппа",
  "коньяк",
  "марсала",
  "мескаль",
  "текила",
  "шочу",
  "виски",
  "кальвадос",
  // cheeses: proper names, written in Kazakh as in Russian
  "асиаго",
  "качокавалло",
  "монтасио",
  "рагузано",
  "бергказе",
  "аппенцеллер",
  "бри",
  "гауда",
  "горгонзола",
  "грана",
  "падано",
  "пармиджано",
  "реджано",
  "грюйер",
  "сбринц",
  "данбо",
  "фонталь",
  "фонтина",
  "финбо",
  "аварти",
  "марибо",
  "самсо",
  "камамбер",
  "канталь",
  "чешир",
  "уэнслидайль",
  "ланкашир",
  "дабл",
  "глостер",
  "бларней",
  "колби",
  "монтерей",
  "кефалогравиера",
  "кассери",
  "кефалотири",
  "маасдам",
  // foods, minerals and materials: international words Kazakh writes as Russian does
  "кефир",
  "папайя",
  "авокадо",
  "агар",
  "бамбук",
  "гранит",
  "латекс",
  "антрацит",
  "бентонит",
  "гипс",
  "ангидрит",
  "гартцинк",
  "гуммиарабик",
  "дегра",
  "дуриан",
  "желатин",
  "инулин",
  "йогурт",
  "казеин",
  "калька",
  "крафт",
  "лайнер",
  "каолин",
  "карналлит",
  "кварц",
  "кварцит",
  "крокидолит",
  "магнетит",
  "линолеум",
  "кардамон",
  "карри",
  "киви",
  "копра",
  "коринка",
  "крахмал",
  "кускус",
  "лярд",
  // organic chemicals in their international names, as Kazakh chemistry writes them
  "акрилонитрил",
  "антрахинон",
  "антрацен",
  "ацетон",
  "бензальдегид",
  "бензол",
  "бромтрифторметан",
  "бромхлордифторметан",
  "бутанон",
  "метилэтилкетон",
  "винилацетат",
  "винилхлорид",
  "хлорэтилен",
  "гидроксипропилцеллюлоза",
  "глицерин",
  "диметилметилфосфонат",
  "диметилпропилфосфонат",
  "диметилтерефталат",
  "диметилфосфит",
  "дифторметан",
  "гфу",
  "диэтилфосфит",
  "диэтилэтилфосфонат",
  "изопрен",
  "изосафрол",
  "изофталонитрил",
  "керосин",
  "ксилол",
  "кумол",
  "линоксин",
  // ISO names of pesticides, written in Kazakh as in Russian
  "азинфосметил",
  "алахлор",
  "бинапакрил",
  "диазинон",
  "диэлдрин",
  "карбофуран",
  // INN names of medicines, written in Kazakh as the Kazakh pharmacopoeia does
  "глутетимид",
  "кокарбоксилаза",
  "левомицетин",
  "лидокаин",
  "линкомицин",
  "мозель",
  "наварра",
  "пфальц",
  "пьемонт",
  "рейнхессен",
  "эльзас",
  // chemical compounds, minerals, polymers, drugs (INN) and pesticides (ISO): international words Kazakh writes as Russian does
  "маннит",
  "меламин",
  "ментол",
  "метаналь",
  "формальдегид",
  "метилбромид",
  "бромметан",
  "муллит",
  "нафталин",
  "олеум",
  "параформальдегид",
  "пек",
  "пентан",
  "изопентан",
  "пентаэритрит",
  "бутилацетат",
  "мепробамат",
  "метионин",
  "окситетрациклин",
  "мирекс",
  "пентахлорбензол",
  "пентахлорфенол",
  "метенамин",
  "гексаметилентетрамин",
  "октан",
  "фенол",
  "триазин",
  "перфтороктансульфонилфторид",
  "пиперональ",
  "поливинилацетат",
  "поливинилпирролидон",
  "полиизобутилен",
  "полилактид",
  "полиметилметакрилат",
  "полипропилен",
  "полистирол",
  "политетрафторэтилен",
  "фенилен",
  "полиэтиленнафталин",
  "дикарбоксилат",
  "полиэтилентерефталат",
  "портландцемент",
  "пропан",
  "пропен",
  "пропилен",
  "пропиленгликоль",
  "пропифеназон",
  "фениленметилфосфонат",
  "акриламид",
  "сафрол",
  "стирол",
  "стрептомицин",
  "сукралоза",
  "тетрагидрофуран",
  "тетрахлорэтилен",
  "перхлорэтилен",
  "толуол",
  "триметилфосфит",
  "фосфат",
  "трифторметан",
  "трихлорнитрометан",
  "хлорпикрин",
  "трихлорфон",
  "трихлорэтилен",
  "триэтаноламин",
  "триэтилфосфит",
  "уайт",
  "спирит",
  "фенилацетон",
  "фенилпропан",
  "фенилбутазон",
  "хлорбензилат",
  "хлордекон",
  "хлордиазепоксид",
  "хлордимеформ",
  "хлордифторметан",
  "хлороформ",
  "трихлорметан",
  "циклогексан",
  "диаминоциклогексан",
  "эндосульфан",
  "эндрин",
  "эритромицин",
  "этан",
  "бутан",
  "изобутан",
  "этаналь",
  "ацетальдегид",
  "этилацетат",
  "этилбензол",
  "этилванилин",
  "гидроксибензальдегид",
  "этилен",
  "этиленгликоль",
  "этандиол",
  "этилендибромид",
  "дибромэтан",
  "этилендихлорид",
  "дихлорэтан",
  "этинамат",
  "этхлорвинол",
  "глюцит",
  "сорбит",
  "метилперфтороктансульфонамид",
  "метиланилин",
  "пиперидон",
  "перфтороктансульфонамид",
  "этилперфтороктансульфонамид",
  "гидроксиламин",
  "метилфосфонотионат",
  "аланин",
  // parts of systematic chemical names (prefixes, radicals, locant letters): written as in Russian
  "н",
  "ди",
  "трет",
  "бутил",
  "бис",
  "октилтио",
  "ил",
  "амино",
  "ол",
  "поли",
  "политио",
  "гидроксиимино",
  "диметилбутил",
  "диол",
  "трис",
  "дибромпропил",
  "он",
  "циклогекс",
  "илендиамин",
  "этокси",
  "гидроксиэтил",
  "фенэтил",
  "этил",
  "метоксиэтил",
  "хлорпропил",
  "нитро",
  "трифторметил",
  "фенил",
  // foods, spices and plant materials Kazakh names by the Russian word (маца; мацис as heading 0908 has it; ротанг)
  "маца",
  "мацис",
  "ротанг",
  "таро",
  "тритикале",
  "турмерик",
  "куркума",
  "фенхель",
  "филе",
  "хурма",
  "ямс",
  // other place names Kazakh writes as Russian does (Каспий теңізі)
  "каспий",
  // refrigerant codes the tables keep in their Russian letters (ГФУ-134a, ГХФУ-22)
  "гхфу",
  // optical goods: the lens, a loanword Kazakh writes with ъ
  "объективтер",
]);
/** Cyrillic an English name may hold: none yet beyond what phrases.md lists. */
export const EN_ALLOWED = new Set<string>([]);

export type Coverage = { phrases: number; lines: number; ofPhrases: number; ofLines: number };
export type TableCheck = { problems: string[]; kk: Coverage; en: Coverage };

/**
 * Checks both tables against the nomenclature: every phrase exists there, the rows run in frequency
 * order, no name is a Russian copy, the terms are rendered alike; and measures what they cover (for
 * English, only the lines without HS 2022 English count, as only those take the portal's name).
 */
export function checkTables(
  lines: readonly PhraseLine[],
  tables: Record<PhraseLocale, Map<string, string>>,
  terms: readonly Term[],
): TableCheck {
  const counts = countPhrases(lines);
  const rank = new Map(counts.map((c, k) => [c.phrase, k]));
  const problems: string[] = [];
  const cover = (locale: PhraseLocale): Coverage => {
    const table = tables[locale];
    const weight = (c: PhraseCount) => (locale === "en" ? c.withoutEn : c.lines);
    const needed = counts.filter((c) => weight(c) > 0);
    const done = needed.filter((c) => table.has(c.phrase));
    return {
      phrases: done.length,
      ofPhrases: needed.length,
      lines: done.reduce((s, c) => s + weight(c), 0),
      ofLines: needed.reduce((s, c) => s + weight(c), 0),
    };
  };
  for (const locale of ["kk", "en"] as const) {
    let last = -1;
    for (const [ru, name] of tables[locale]) {
      const at = `${PHRASE_FILES[locale]}: "${ru}"`;
      const k = rank.get(ru);
      if (k === undefined) problems.push(`${at} is not a phrase of the nomenclature`);
      else if (k < last) problems.push(`${at} is out of frequency order`);
      else last = k;
      if (name.trim() !== name) problems.push(`${at}: spaces at an end`);
      if (name.endsWith(":") !== ru.endsWith(":")) problems.push(`${at}: the trailing colon differs from the Russian`);
      const found = locale === "kk" ? kkProblems(ru, name, KK_ALLOWED) : enProblems(name, EN_ALLOWED);
      for (const p of [...found, ...termProblems(terms, ru, name, locale)]) problems.push(`${at}: ${p}`);
    }
  }
  return { problems, kk: cover("kk"), en: cover("en") };
}
