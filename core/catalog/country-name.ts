import { isoCountryName } from "./country-codes.ts";
import { COUNTRY_NAME_BG_OVERRIDES, COUNTRY_NAME_EN_OVERRIDES } from "./data/index.ts";

/** A country's name in both languages: the catalog's own spelling where it has one, else ISO's. */
export function countryNames(code: string): { bg: string; en: string } {
  const bg = COUNTRY_NAME_BG_OVERRIDES[code] ?? isoCountryName(code, "bg");
  const en = COUNTRY_NAME_EN_OVERRIDES[code] ?? isoCountryName(code, "en");
  if (!bg || !en) throw new Error(`No name for country ${code}`);
  return { bg, en };
}
