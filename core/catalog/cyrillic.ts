import { type At, BASE, baseLetter, LETTERS } from "./cyrillic-letters.ts";
import { type Language, RULES } from "./cyrillic-rules.ts";
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

// ── Languages ──────────────────────────────────────────────────────────────────────────────────

/** The countries whose names read in each language's letters; any other country is "intl". */
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
