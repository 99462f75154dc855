import type { z } from "zod";
import airlines from "./airlines.json" with { type: "json" };
import cityNamesBg from "./city-names-bg.json" with { type: "json" };
import countryNames from "./country-names.json" with { type: "json" };
import destinations from "./destinations.json" with { type: "json" };
import faqs from "./faqs.json" with { type: "json" };
import type {
  AirlineSeed,
  airlinesFileSchema,
  cityNamesFileSchema,
  countryNamesFileSchema,
  DestinationSeed,
  destinationsFileSchema,
  FaqSeed,
  faqsFileSchema,
  SightSeed,
} from "./schema.ts";
import { SIGHT_FILES } from "./sights/index.ts";

/**
 * The catalog's hand-written content, read from the JSON files beside this module (decision 0067).
 * To add a destination, an airline or a FAQ, add an entry to its file; a sight goes in
 * sights/<IATA>.json. schema.ts says what each field means.
 *
 * Static JSON imports, so tsx, vitest, the Vite server build and Deno read them alike. They are
 * not parsed with their schemas here: data.test.ts does that, and a start need not pay for it.
 */

/** Every data file by its path under data/, as read, for data.test.ts to check with its schema. */
export const DATA_FILES: Readonly<Record<string, unknown>> = {
  "destinations.json": destinations,
  "airlines.json": airlines,
  "faqs.json": faqs,
  "city-names-bg.json": cityNamesBg,
  "country-names.json": countryNames,
  ...Object.fromEntries(Object.entries(SIGHT_FILES).map(([code, file]) => [`sights/${code}.json`, file])),
};

/** A file's content as its schema describes it; data.test.ts checks that it is. */
function asChecked<T>(json: unknown): T {
  return json as T;
}

/** An entry as the code sees it: the `note` that explains it stays in the file. */
function withoutNote<T extends { note?: string }>({ note: _note, ...entry }: T): Omit<T, "note"> {
  return entry;
}

export const DESTINATIONS: readonly DestinationSeed[] = asChecked<z.infer<typeof destinationsFileSchema>>(
  destinations,
).flatMap((region) => region.destinations.map(withoutNote));

export const AIRLINES: readonly AirlineSeed[] = asChecked<z.infer<typeof airlinesFileSchema>>(airlines).flatMap(
  (group) => group.airlines.map(withoutNote),
);

export const FAQS: readonly FaqSeed[] = asChecked<z.infer<typeof faqsFileSchema>>(faqs).flatMap((topic) =>
  topic.faqs.map(withoutNote),
);

export const SIGHTS: readonly SightSeed[] = Object.values(SIGHT_FILES).flatMap((file) => asChecked<SightSeed[]>(file));

export const CITY_NAMES_BG: Readonly<Record<string, string>> = Object.assign(
  {},
  ...asChecked<z.infer<typeof cityNamesFileSchema>>(cityNamesBg).map((group) => group.names),
);

const overrides = asChecked<z.infer<typeof countryNamesFileSchema>>(countryNames);
const names = (byCode: Record<string, { name: string }>) =>
  Object.fromEntries(Object.entries(byCode).map(([code, { name }]) => [code, name]));

/** Where i18n-iso-countries' Bulgarian name is not what a Bulgarian travel site writes. */
export const COUNTRY_NAME_BG_OVERRIDES: Record<string, string> = names(overrides.bg);
/** Where i18n-iso-countries' English name is not what English travel sites write. */
export const COUNTRY_NAME_EN_OVERRIDES: Record<string, string> = names(overrides.en);

export type { AirlineSeed, DestinationSeed, FaqSeed, LocalizedText, SightFaq, SightSeed } from "./schema.ts";
