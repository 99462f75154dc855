import type { CmsLocale } from "../cms/events.ts";
import type { FareFact } from "./facts.ts";

/**
 * Small pieces of language the built-in writer needs to sound like a person: lists, counted
 * nouns, the Bulgarian в/във and с/със, prices. Numbers up to ten are words, as Bulgarian and
 * English prose writes them.
 */

/** "A, B и C" / "A, B and C". */
export function listOf(items: readonly string[], locale: CmsLocale): string {
  if (items.length <= 1) return items.join("");
  const and = locale === "bg" ? "и" : "and";
  return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

type Gender = "f" | "n" | "m";
const BG_NUMBERS: Record<Gender, string[]> = {
  f: ["", "една", "две", "три", "четири", "пет", "шест", "седем", "осем", "девет", "десет"],
  n: ["", "едно", "две", "три", "четири", "пет", "шест", "седем", "осем", "девет", "десет"],
  m: ["", "един", "два", "три", "четири", "пет", "шест", "седем", "осем", "девет", "десет"],
};
const EN_NUMBERS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** A counted noun: "три забележителности", "two airports". */
export function counted(n: number, locale: CmsLocale, forms: { one: string; many: string; gender?: Gender }): string {
  const word = locale === "bg" ? (BG_NUMBERS[forms.gender ?? "f"][n] ?? String(n)) : (EN_NUMBERS[n] ?? String(n));
  return `${word} ${n === 1 ? forms.one : forms.many}`;
}

/** Bulgarian "в" becomes "във" before в or ф, as it is said. */
export function inBg(word: string): string {
  return /^[вфВФ]/.test(word) ? `във ${word}` : `в ${word}`;
}

/** Bulgarian "с" becomes "със" before с or з (and a Latin name said with them). */
export function withBg(word: string): string {
  return /^[сзСЗsSzZ]/.test(word) ? `със ${word}` : `с ${word}`;
}

export function price(eur: number, locale: CmsLocale): string {
  return locale === "bg" ? `${eur} €` : `€${eur}`;
}

export function km(distance: number, locale: CmsLocale): string {
  const rounded = distance < 10 ? Math.round(distance * 10) / 10 : Math.round(distance);
  return locale === "bg" ? `${String(rounded).replace(".", ",")} км` : `${rounded} km`;
}

/** An English country name as a sentence says it: "the United Kingdom", "the Netherlands", "Spain". */
export function countryEn(name: string): string {
  return /^(United |Netherlands|Czech Republic|Dominican Republic|Maldives|Philippines|Seychelles|Bahamas)/.test(name)
    ? `the ${name}`
    : name;
}

/** One fare as a clause: "от Варна – 120 € с Wizz Air, директен полет". */
export function fareClause(fare: FareFact, locale: CmsLocale): string {
  if (locale === "bg") {
    const kind = fare.direct ? "директен полет" : "с прекачване";
    return `от ${fare.from.bg} – ${price(fare.priceEur, "bg")} ${withBg(fare.airline)}, ${kind}`;
  }
  const kind = fare.direct ? "direct" : "with a change";
  return `${price(fare.priceEur, "en")} from ${fare.from.en} with ${fare.airline}, ${kind}`;
}

/** Questions and answers as paragraphs: the question on its own line, the answer under it. */
export function faqBody(items: ReadonlyArray<{ question: string; answer: string }>): string {
  return items.map((item) => `${item.question.trim()}\n${item.answer.trim()}`).join("\n\n");
}

export function paragraphs(...parts: Array<string | null | undefined | false>): string {
  return parts.filter((part): part is string => typeof part === "string" && part.trim() !== "").join("\n\n");
}
