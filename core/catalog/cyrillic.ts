import { CITY_NAMES_BG, DESTINATIONS } from "./data/index.ts";

/**
 * Latin place names in Bulgarian: "Honolulu" -> "Хонолулу", "Bergamo" -> "Бергамо". A city
 * discovered from the airport data has only an English (Latin) name, and Bulgarian pages must not
 * show it in Latin letters.
 *
 * Well-known cities have conventional names (Мюнхен, Солун, Ню Йорк): those come from a table
 * (data/city-names-bg.json) and from the catalog's own cities. Anything else is transcribed the way
 * Bulgarian writes foreign names, by sound where the spelling says it plainly: sh -> ш, ch -> ч,
 * zh -> ж, ts -> ц, kh -> х, ph -> ф, th -> т, j -> дж, w -> у, x -> кс, qu -> кв, c -> ц before
 * e/i/y else к, y -> й next to a vowel else и, oo -> у, ee -> и, ou -> у, ä/ö/ü -> е/ьо/ю, double
 * consonants single, accents dropped. Given the country, a few languages read their own letters
 * (German ei -> ай and st- -> щ, Italian ci -> чи, Spanish j -> х, French ch -> ш and silent
 * endings, Slavic and Nordic j -> й, ...). It is a good first name, not an authority: discovered
 * cities are marked autoCreated and an editor can rename them.
 */

// ── Names by convention ────────────────────────────────────────────────────────────────────────

/** "Rio De Janeiro", "rio de janeiro" and "Rio-de-Janeiro" are one key. */
function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

let conventional: Map<string, string> | undefined;

function conventionalNames(): Map<string, string> {
  if (conventional) return conventional;
  conventional = new Map();
  for (const destination of DESTINATIONS) conventional.set(nameKey(destination.cityEn), destination.cityBg);
  // the table wins: it is written for this lookup, the catalog for its pages
  for (const [en, bg] of Object.entries(CITY_NAMES_BG)) conventional.set(nameKey(en), bg);
  return conventional;
}

/** The Bulgarian name a well-known city has by convention, if the table or the catalog knows it. */
export function conventionalBulgarianName(name: string): string | undefined {
  return conventionalNames().get(nameKey(name));
}

// ── Letters and their surroundings ─────────────────────────────────────────────────────────────

interface At {
  word: string;
  /** Where the matched letters start and end in the word. */
  start: number;
  end: number;
  /** The letter before the match and after it; "" at the word's edge. */
  prev: string;
  next: string;
}
type When = (at: At) => boolean;
/** Latin letters (lowercase, NFC), their Cyrillic, and when the rule applies. */
type Rule = readonly [from: string, to: string | ((at: At) => string), when?: When];

const baseLetter = (char: string) => char.normalize("NFD")[0] ?? "";
const isVowel = (char: string) => char !== "" && ("aeiouy".includes(baseLetter(char)) || "æøœı".includes(char));
const isConsonant = (char: string) => /\p{L}/u.test(char) && !isVowel(char);

const atStart: When = (at) => at.start === 0;
const atEnd: When = (at) => at.end === at.word.length;
const afterVowel: When = (at) => isVowel(at.prev);
const afterConsonant: When = (at) => isConsonant(at.prev);
const beforeVowel: When = (at) => isVowel(at.next);
const beforeConsonantOrEnd: When = (at) => !isVowel(at.next);
const beforeFront: When = (at) => "eiy".includes(baseLetter(at.next) || "-") || at.next === "æ";
const betweenVowels: When = (at) => afterVowel(at) && beforeVowel(at);
const not =
  (when: When): When =>
  (at) =>
    !when(at);
const all =
  (...whens: When[]): When =>
  (at) =>
    whens.every((when) => when(at));
/** The word has a vowel before the match: "Baltimore" drops its last e, "Rye" keeps it. */
const vowelBefore: When = (at) => [...at.word.slice(0, Math.max(0, at.start - 1))].some(isVowel);

/** ö, ø, œ: ьо after a consonant, йо elsewhere (Кьолн, Йоребру). */
const roundedE = (at: At) => (afterConsonant(at) ? "ьо" : "йо");

/**
 * A soft consonant (ñ, lj, gn, lh, ny) and the vowel after it: "ña" -> "ня", "ño" -> "ньо".
 * Alone, the plain consonant.
 */
function palatal(latin: string, cyrillic: string): Rule[] {
  const vowels: Array<[string, string]> = [
    ["a", "я"],
    ["á", "я"],
    ["e", "е"],
    ["é", "е"],
    ["i", "и"],
    ["í", "и"],
    ["o", "ьо"],
    ["ó", "ьо"],
    ["ö", "ьо"],
    ["ő", "ьо"],
    ["u", "ю"],
    ["ú", "ю"],
    ["ü", "ю"],
    ["ű", "ю"],
  ];
  return [...vowels.map(([vowel, iotated]): Rule => [latin + vowel, cyrillic + iotated]), [latin, cyrillic]];
}

/** j as a semivowel (German, Dutch, Slavic, Nordic): Jajce -> Яйце, Sarajevo -> Сараево, Jena -> Йена. */
const SEMIVOWEL_J: Rule[] = [
  ["ja", "я"],
  ["ju", "ю"],
  ["jo", roundedE],
  ["je", (at) => (atStart(at) ? "йе" : "е")],
  ["j", "й"],
];

/** The general rules: how Bulgarian transcribes a name romanised in the English manner. */
const BASE: Rule[] = [
  ["tsch", "ч"],
  ["sch", "ш"],
  ["tch", "ч"],
  ["sh", "ш"],
  ["ch", "ч"],
  ["zh", "ж"],
  ["kh", "х"],
  ["ph", "ф"],
  ["th", "т"],
  ["dh", "д"],
  ["gh", "г"],
  ["dj", "дж"],
  ["ts", "ц"],
  ["tz", "ц"],
  ["ck", "к"],
  ["qu", "кв"],
  ["oo", "у"],
  ["ee", "и"],
  ["ou", "у"],
  // a diphthong before a consonant: Dubai, Hanoi, Beirut; before a vowel the i is a й of the next syllable
  ["ai", "ай", beforeConsonantOrEnd],
  ["oi", "ой", beforeConsonantOrEnd],
  ["ei", "ей", beforeConsonantOrEnd],
  ["ya", "ия", all(atEnd, afterConsonant)],
  ["ya", "я", (at) => !afterConsonant(at)],
  ["yu", "ю", (at) => !afterConsonant(at)],
  ["yo", "йо", (at) => !afterConsonant(at)],
  ["y", "й", (at) => afterVowel(at) || (atStart(at) && beforeVowel(at))],
  ["y", "и"],
  // Valencia -> Валенсия, Baia -> Бая, Iasi -> Яси
  ["ia", "ия", all(atEnd, afterConsonant)],
  ["ia", "я", (at) => atStart(at) || afterVowel(at)],
  ["c", "ц", beforeFront],
  ["c", "к"],
  // Jeddah, Sharjah, Fujairah: a last h after a vowel is not heard
  ["h", "", all(atEnd, afterVowel, (at) => at.word.length > 3)],
  ["ä", "е"],
  ["ö", roundedE],
  ["ø", roundedE],
  ["œ", roundedE],
  ["ő", roundedE],
];

/** Letters no rule took. */
const LETTERS: Record<string, string> = {
  a: "а",
  b: "б",
  c: "к",
  d: "д",
  e: "е",
  f: "ф",
  g: "г",
  h: "х",
  i: "и",
  j: "дж",
  k: "к",
  l: "л",
  m: "м",
  n: "н",
  o: "о",
  p: "п",
  q: "к",
  r: "р",
  s: "с",
  t: "т",
  u: "у",
  v: "в",
  w: "у",
  x: "кс",
  y: "и",
  z: "з",
  ä: "е",
  æ: "е",
  å: "о",
  ü: "ю",
  ű: "ю",
  ß: "с",
  ł: "л",
  đ: "дж",
  ı: "ъ",
  ñ: "н",
  š: "ш",
  č: "ч",
  ć: "ч",
  ž: "ж",
  ş: "ш",
  ș: "ш",
  ţ: "ц",
  ț: "ц",
  ç: "с",
  ğ: "",
  ř: "рж",
  ă: "ъ",
  ś: "с",
  ź: "з",
  ż: "ж",
  þ: "т",
  ð: "д",
};

// ── Languages ──────────────────────────────────────────────────────────────────────────────────

type Language =
  | "en"
  | "de"
  | "nl"
  | "fr"
  | "it"
  | "es"
  | "pt"
  | "pl"
  | "cs"
  | "sh"
  | "hu"
  | "ro"
  | "tr"
  | "nordic"
  | "fi"
  | "el"
  /** Elsewhere: romanised names, mostly in the English manner (Cebu, Pune). */
  | "intl"
  /** No country given: the base rules alone. */
  | "base";

const COUNTRIES: Record<Exclude<Language, "intl" | "base">, string> = {
  en: "US GB IE CA AU NZ ZA JM BS BB TT BM KY VG VI GU MP AG LC VC GD KN DM",
  de: "DE AT CH LI",
  nl: "NL SR AW CW SX BQ",
  fr: "FR BE MC LU SN CI CM ML BF NE TG BJ GA CG CD MG RE GP MQ GF PF NC HT DJ YT PM WF TD CF GN",
  it: "IT SM VA",
  es: "ES MX AR CL CO PE VE EC BO UY PY CU DO CR PA GT HN SV NI PR GQ",
  pt: "PT BR AO MZ CV ST GW TL",
  pl: "PL",
  cs: "CZ SK",
  sh: "HR SI RS BA ME MK XK AL",
  hu: "HU",
  ro: "RO MD",
  tr: "TR AZ",
  nordic: "NO SE DK IS FO GL",
  fi: "FI",
  el: "GR CY",
};

const LANGUAGE_OF_COUNTRY = new Map<string, Language>(
  Object.entries(COUNTRIES).flatMap(([language, codes]) =>
    codes.split(" ").map((code): [string, Language] => [code, language as Language]),
  ),
);

const RULES: Record<Language, Rule[]> = {
  en: [
    ["burgh", "бърг", atEnd],
    ["borough", "бъро", atEnd],
    ["mouth", "мът", atEnd],
    ["ville", "вил", atEnd],
    ["field", "фийлд", atEnd],
    ["wood", "уд", atEnd],
    ["shire", "шър", atEnd],
    ["gham", "гам", atEnd],
    ["ton", "тън", all(atEnd, vowelBefore)],
    ["son", "сън", all(atEnd, vowelBefore)],
    ["er", "ър", all(atEnd, vowelBefore)],
    ["le", "ъл", all(atEnd, afterConsonant, vowelBefore)],
    ["ey", "и", all(atEnd, vowelBefore)],
    ["ie", "и", all(atEnd, vowelBefore)],
    ["ow", "оу", atEnd],
    ["ow", "ау"],
    ["e", "", all(atEnd, afterConsonant, vowelBefore)],
    ["eigh", "ей"],
    ["igh", "ай"],
    ["dge", "дж"],
    ["ee", "ий", all(not(atEnd), beforeConsonantOrEnd)],
    ["ts", "тс"],
    ["ew", "ю"],
    ["oa", "оу"],
    ["au", "о"],
    ["aw", "о", beforeConsonantOrEnd],
    ["ay", "ей"],
    ["ai", "ей", beforeConsonantOrEnd],
    ["oy", "ой"],
    ["wh", "у"],
    ["g", "дж", all(beforeFront, not(atEnd))],
    ["c", "с", beforeFront],
  ],
  de: [
    ["tsch", "ч"],
    ["sch", "ш"],
    ["ch", "х"],
    ["ck", "к"],
    ["dt", "т"],
    ["tz", "ц"],
    ["z", "ц"],
    ["ss", "с"],
    ["st", "щ", atStart],
    ["sp", "шп", atStart],
    ["s", "з", (at) => (atStart(at) && beforeVowel(at)) || betweenVowels(at)],
    ["ei", "ай"],
    ["ey", "ай"],
    ["ai", "ай"],
    ["ee", "е"],
    ["eu", "ой"],
    // the data writes ü as ue: Duesseldorf, Nuernberg
    ["ae", "е"],
    ["oe", roundedE],
    ["ue", "ю"],
    ["sh", "сх"],
    ["dh", "дх"],
    ["äu", "ой"],
    ["ie", "и"],
    ["h", "", afterVowel],
    ["w", "в"],
    ["y", "и"],
    ...SEMIVOWEL_J,
  ],
  nl: [
    ["sch", "сх"],
    ["ch", "х"],
    ["ij", "ей"],
    ["ei", "ей"],
    ["ui", "ой"],
    ["oe", "у"],
    ["ou", "ау"],
    ["ee", "е"],
    ["oo", "о"],
    ["uu", "ю"],
    ["ie", "и"],
    ["eu", "ьо"],
    ["tj", "ч"],
    ["w", "в"],
    ["y", "ей"],
    ...SEMIVOWEL_J,
  ],
  fr: [
    ["eaux", "о", atEnd],
    ["aux", "о", atEnd],
    ["ault", "о", atEnd],
    ["ier", "ие", atEnd],
    ["ez", "е", atEnd],
    ["et", "е", all(atEnd, vowelBefore)],
    ["ble", "бъл", atEnd],
    ["es", "", all(atEnd, vowelBefore)],
    ["nt", "н", all(atEnd, afterVowel)],
    ["nd", "н", all(atEnd, afterVowel)],
    ["e", "", all(atEnd, afterConsonant, vowelBefore)],
    ["s", "", all(atEnd, vowelBefore)],
    ["x", "", all(atEnd, vowelBefore)],
    ["t", "", all(atEnd, afterVowel, vowelBefore)],
    ["d", "", all(atEnd, afterVowel, vowelBefore)],
    ["eau", "о"],
    ["au", "о"],
    ["ou", "у"],
    ["oi", "оа"],
    ["ai", "е"],
    ["ei", "е"],
    ["eu", "ьо"],
    ["œu", "ьо"],
    ["ill", "й", afterVowel],
    ["ch", "ш"],
    ["ph", "ф"],
    ["th", "т"],
    ["qu", "к"],
    ["gu", "г", beforeFront],
    ...palatal("gn", "н"),
    ["g", "ж", beforeFront],
    ["j", "ж"],
    ["ç", "с"],
    ["ss", "с"],
    ["s", "з", betweenVowels],
    ["c", "с", beforeFront],
    ["h", ""],
    ["u", "ю"],
    ["w", "в"],
    ["y", "и"],
  ],
  it: [
    ["ss", "с"],
    ["sci", "ш", beforeVowel],
    ["sce", "ше"],
    ["sci", "ши"],
    ["sch", "ск"],
    ["chi", "ки"],
    ["che", "ке"],
    ["ch", "к"],
    ["ghi", "ги"],
    ["ghe", "ге"],
    ["gh", "г"],
    ["ci", "ч", beforeVowel],
    ["ce", "че"],
    ["ci", "чи"],
    ["c", "к"],
    ["glia", "ля"],
    ["glie", "ле"],
    ["glio", "льо"],
    ["gliu", "лю"],
    ["gli", "ли"],
    ...palatal("gn", "н"),
    ["gi", "дж", beforeVowel],
    ["ge", "дже"],
    ["gi", "джи"],
    ["s", "з", betweenVowels],
    ["z", "ц"],
    ["j", "й"],
    ["h", ""],
    ["w", "в"],
    ["y", "и"],
  ],
  es: [
    ["ch", "ч"],
    ...palatal("ll", "л"),
    ...palatal("ñ", "н"),
    ["gue", "ге"],
    ["gui", "ги"],
    ["güe", "гуе"],
    ["güi", "гуи"],
    ["qu", "к"],
    ["g", "х", beforeFront],
    ["j", "х"],
    ["c", "с", beforeFront],
    ["z", "с"],
    ["h", ""],
  ],
  pt: [
    ...palatal("lh", "л"),
    ...palatal("nh", "н"),
    ["ão", "ао"],
    ["ch", "ш"],
    ["qu", "к", beforeFront],
    ["gu", "г", beforeFront],
    ["g", "ж", beforeFront],
    ["j", "ж"],
    ["ç", "с"],
    ["ss", "с"],
    ["s", "з", betweenVowels],
    ["c", "с", beforeFront],
    ["h", ""],
  ],
  pl: [
    ["szcz", "щ"],
    ["sz", "ш"],
    ["cz", "ч"],
    ["rz", "ж"],
    ["ch", "х"],
    ["ia", "я", afterConsonant],
    ["ie", "е", afterConsonant],
    ["io", "ьо", afterConsonant],
    ["iu", "ю", afterConsonant],
    ["ó", "у"],
    ["ś", "ш"],
    ["ź", "ж"],
    ["ą", "он"],
    ["ę", "ен"],
    ["c", "ц"],
    ["w", "в"],
    ["y", "и"],
    ...SEMIVOWEL_J,
  ],
  cs: [["ch", "х"], ["ě", "е"], ["ů", "у"], ["ý", "и"], ["c", "ц"], ["w", "в"], ["y", "и"], ...SEMIVOWEL_J],
  sh: [
    ...palatal("lj", "л"),
    ...palatal("nj", "н"),
    ["dž", "дж"],
    ["xh", "дж"],
    ["ë", "ъ"],
    ["c", "ц"],
    ["w", "в"],
    ["y", "и"],
    ...SEMIVOWEL_J,
  ],
  hu: [
    ["cs", "ч"],
    ["sz", "с"],
    ["zs", "ж"],
    ...palatal("gy", "д"),
    ...palatal("ny", "н"),
    ...palatal("ty", "т"),
    ["ly", "й"],
    ["s", "ш"],
    ["c", "ц"],
    ["w", "в"],
    ["y", "и"],
    ...SEMIVOWEL_J,
  ],
  ro: [
    ["ști", "щ", atEnd],
    ["şti", "щ", atEnd],
    ["și", "ш", atEnd],
    ["şi", "ш", atEnd],
    ["ți", "ц", atEnd],
    ["ţi", "ц", atEnd],
    ["che", "ке"],
    ["chi", "ки"],
    ["ghe", "ге"],
    ["ghi", "ги"],
    ["cea", "ча"],
    ["cia", "ча"],
    ["ciu", "чу"],
    ["cio", "чо"],
    ["ce", "че"],
    ["ci", "чи"],
    ["gea", "джа"],
    ["gia", "джа"],
    ["giu", "джу"],
    ["gio", "джо"],
    ["ge", "дже"],
    ["gi", "джи"],
    ["ea", "я"],
    ["ia", "я", not(atEnd)],
    ["i", "й", betweenVowels],
    ["â", "ъ"],
    ["î", "ъ"],
    ["j", "ж"],
    ["w", "в"],
  ],
  tr: [
    ["c", "дж"],
    ["ç", "ч"],
    ["j", "ж"],
    ["w", "в"],
  ],
  nordic: [
    ["aa", "о"],
    ["å", "о"],
    ["ei", "ей"],
    ["ey", "ей"],
    ["dh", "дх"],
    // the data writes ö as oe: Malmoe
    ["oe", roundedE],
    ["ae", "е"],
    ["y", "ю"],
    ["w", "в"],
    ...SEMIVOWEL_J,
  ],
  fi: [["jy", "ю"], ["ä", "я", afterConsonant], ["ou", "оу"], ["ei", "ей"], ["y", "ю"], ["w", "в"], ...SEMIVOWEL_J],
  el: [
    ["ch", "х"],
    ["y", "и"],
  ],
  intl: [["c", "с", beforeFront]],
  base: [],
};

/** Words English names share, read as English: Saint -> Сейнт, Lake -> Лейк, Falls -> Фолс. */
const WORDS: Partial<Record<Language, Record<string, string>>> = {
  en: {
    saint: "сейнт",
    st: "сейнт",
    new: "ню",
    lake: "лейк",
    lakes: "лейкс",
    beach: "бийч",
    falls: "фолс",
    island: "айлънд",
    islands: "айлъндс",
    mount: "маунт",
    mountain: "маунтин",
    north: "норт",
    south: "саут",
    east: "ийст",
    west: "уест",
    great: "грейт",
    little: "литъл",
    harbour: "харбър",
    harbor: "харбър",
    valley: "вали",
    key: "кий",
    point: "пойнт",
    county: "каунти",
    creek: "крийк",
    river: "ривър",
    royal: "ройъл",
    city: "сити",
    grand: "гранд",
    junction: "джанкшън",
    bay: "бей",
    cay: "кий",
    town: "таун",
    of: "ъв",
  },
  de: { sankt: "санкт", st: "санкт" },
  fr: {
    saint: "сен",
    st: "сен",
    sainte: "сент",
    ste: "сент",
    le: "льо",
    les: "ле",
    de: "дьо",
    du: "дю",
    des: "де",
    sur: "сюр",
    en: "ан",
    et: "е",
  },
};

/** Small words that stay in small letters inside a name: Рио де Жанейро, Палма де Майорка. */
const PARTICLES = new Set([
  "de",
  "del",
  "della",
  "di",
  "da",
  "do",
  "dos",
  "das",
  "du",
  "des",
  "la",
  "le",
  "les",
  "los",
  "las",
  "el",
  "al",
  "am",
  "an",
  "der",
  "im",
  "y",
  "e",
  "of",
  "sur",
  "en",
  "et",
]);

const DOUBLE_CONSONANT = /([бвгджзйклмнпрстфхцчшщ])\1+/g;
const ITALIAN_DOUBLE = /([bcdfglmnprtvz])\1/g;

function transcribeWord(word: string, language: Language): string {
  let lower = word
    .toLowerCase()
    .normalize("NFC")
    .replace(/\u0307/g, "");
  const known = WORDS[language]?.[lower.replace(/\.$/, "")];
  if (known !== undefined) return known;
  lower = lower.replace(/['’`.]/g, "");
  // Italian writes length, not sound: Reggio, Foggia, Lecce read as Regio, Fogia, Lece
  if (language === "it") lower = lower.replace(ITALIAN_DOUBLE, "$1");
  const rules = [...RULES[language], ...BASE];
  let out = "";
  let i = 0;
  while (i < lower.length) {
    let matched = false;
    for (const [from, to, when] of rules) {
      if (!lower.startsWith(from, i)) continue;
      const end = i + from.length;
      const at: At = { word: lower, start: i, end, prev: lower[i - 1] ?? "", next: lower[end] ?? "" };
      if (when && !when(at)) continue;
      out += typeof to === "string" ? to : to(at);
      i = end;
      matched = true;
      break;
    }
    if (matched) continue;
    const char = lower[i]!;
    out += LETTERS[char] ?? LETTERS[baseLetter(char)] ?? (/[0-9]/.test(char) ? char : "");
    i += 1;
  }
  return out
    .replace(DOUBLE_CONSONANT, "$1")
    .replace(/ь(?!о)/g, "")
    .replace(/йй/g, "й");
}

function languageOf(countryCode: string | undefined): Language {
  return (countryCode && LANGUAGE_OF_COUNTRY.get(countryCode.toUpperCase())) || "intl";
}

/**
 * Transcribes a Latin name into Bulgarian Cyrillic by rule, word by word, keeping spaces and
 * hyphens; every word capitalised but particles inside the name (де, ла). No table: see
 * toBulgarianPlaceName.
 */
export function transcribeToCyrillic(name: string, countryCode?: string): string {
  const language = countryCode ? languageOf(countryCode) : "base";
  const parts = name
    .normalize("NFC")
    .trim()
    .split(/([\s\-–,/()]+)/);
  let first = true;
  return parts
    .map((part, index) => {
      if (index % 2 === 1) return part.replace(/\s+/g, " ");
      if (!part) return part;
      const word = transcribeWord(part, language);
      // a place's every word has a capital but the small ones inside it ("Raleigh-durham" too)
      const particle = !first && PARTICLES.has(part.toLowerCase());
      first = false;
      return particle ? word : word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join("")
    .trim();
}

/**
 * The name a Bulgarian page gives a place known by its Latin (English) name: the conventional
 * one where there is one (Munich -> Мюнхен), else a transcription (Bergamo -> Бергамо). The
 * country (ISO 3166-1 alpha-2) says which language's letters to read, when known.
 */
export function toBulgarianPlaceName(name: string, countryCode?: string): string {
  const conventionalName = conventionalBulgarianName(name);
  if (conventionalName) return conventionalName;
  const transcribed = transcribeToCyrillic(name, countryCode);
  return /\p{Script=Cyrillic}/u.test(transcribed) ? transcribed : name.trim();
}
