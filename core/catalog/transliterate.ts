/**
 * Bulgarian -> Latin for URL slugs, in the style of the spec's own paths: /destinacii,
 * /aviokompanii, /kontakti/partniori, /poleti-ot/sofiya, /koledni-vakancii-poleti,
 * /nai-dobrite-samoletni-sdelki-dnes. That is the official Bulgarian system (2009) with three
 * differences the paths show: ц -> c, й -> i, ьо -> io.
 */
const LETTERS: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "i",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "h",
  ц: "c",
  ч: "ch",
  ш: "sh",
  щ: "sht",
  ъ: "a",
  ь: "y",
  ю: "yu",
  я: "ya",
};

export function transliterate(text: string): string {
  const lower = text.toLowerCase().replace(/ьо/g, "io");
  let out = "";
  for (const char of lower) out += LETTERS[char] ?? char;
  return out;
}

/** A URL slug: transliterated, accents stripped, lowercase a-z, 0-9 and single hyphens. */
export function slugify(text: string): string {
  return transliterate(text)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[øœ]/g, "o")
    .replace(/æ/g, "ae")
    .replace(/ł/g, "l")
    .replace(/đ/g, "d")
    .replace(/ı/g, "i")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
