/**
 * The letters of cyrillic.ts's transcription: what a rule is, the conditions on a letter's
 * surroundings it may carry, the base rules every language falls back to, and the letters no
 * rule took.
 */

export interface At {
  word: string;
  /** Where the matched letters start and end in the word. */
  start: number;
  end: number;
  /** The letter before the match and after it; "" at the word's edge. */
  prev: string;
  next: string;
}
export type When = (at: At) => boolean;
/** Latin letters (lowercase, NFC), their Cyrillic, and when the rule applies. */
export type Rule = readonly [from: string, to: string | ((at: At) => string), when?: When];

export const baseLetter = (char: string) => char.normalize("NFD")[0] ?? "";
const isVowel = (char: string) => char !== "" && ("aeiouy".includes(baseLetter(char)) || "æøœı".includes(char));
const isConsonant = (char: string) => /\p{L}/u.test(char) && !isVowel(char);

export const atStart: When = (at) => at.start === 0;
export const atEnd: When = (at) => at.end === at.word.length;
export const afterVowel: When = (at) => isVowel(at.prev);
export const afterConsonant: When = (at) => isConsonant(at.prev);
export const beforeVowel: When = (at) => isVowel(at.next);
export const beforeConsonantOrEnd: When = (at) => !isVowel(at.next);
export const beforeFront: When = (at) => "eiy".includes(baseLetter(at.next) || "-") || at.next === "æ";
export const betweenVowels: When = (at) => afterVowel(at) && beforeVowel(at);
export const not =
  (when: When): When =>
  (at) =>
    !when(at);
export const all =
  (...whens: When[]): When =>
  (at) =>
    whens.every((when) => when(at));
/** The word has a vowel before the match: "Baltimore" drops its last e, "Rye" keeps it. */
export const vowelBefore: When = (at) => [...at.word.slice(0, Math.max(0, at.start - 1))].some(isVowel);

/** ö, ø, œ: ьо after a consonant, йо elsewhere (Кьолн, Йоребру). */
export const roundedE = (at: At) => (afterConsonant(at) ? "ьо" : "йо");

/**
 * A soft consonant (ñ, lj, gn, lh, ny) and the vowel after it: "ña" -> "ня", "ño" -> "ньо".
 * Alone, the plain consonant.
 */
export function palatal(latin: string, cyrillic: string): Rule[] {
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
export const SEMIVOWEL_J: Rule[] = [
  ["ja", "я"],
  ["ju", "ю"],
  ["jo", roundedE],
  ["je", (at) => (atStart(at) ? "йе" : "е")],
  ["j", "й"],
];

/** The general rules: how Bulgarian transcribes a name romanised in the English manner. */
export const BASE: Rule[] = [
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
export const LETTERS: Record<string, string> = {
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
