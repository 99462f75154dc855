import { isDeepStrictEqual } from "node:util";
import * as oldAirlines from "../core/catalog/data/airlines.ts";
import * as oldCities from "../core/catalog/data/city-names-bg.ts";
import * as oldDest from "../core/catalog/data/destinations.ts";
import * as oldFaqs from "../core/catalog/data/faqs.ts";
import * as data from "../core/catalog/data/index.ts";
import * as oldSights from "../core/catalog/data/sights/part1.ts";
import * as oldSights2 from "../core/catalog/data/sights/part2.ts";
import * as oldSights3 from "../core/catalog/data/sights/part3.ts";

const pairs: [string, unknown, unknown][] = [
  ["DESTINATIONS", oldDest.DESTINATIONS, data.DESTINATIONS],
  ["COUNTRY_NAME_BG_OVERRIDES", oldDest.COUNTRY_NAME_BG_OVERRIDES, data.COUNTRY_NAME_BG_OVERRIDES],
  ["COUNTRY_NAME_EN_OVERRIDES", oldDest.COUNTRY_NAME_EN_OVERRIDES, data.COUNTRY_NAME_EN_OVERRIDES],
  ["AIRLINES", oldAirlines.AIRLINES, data.AIRLINES],
  ["FAQS", oldFaqs.FAQS, data.FAQS],
  ["CITY_NAMES_BG", oldCities.CITY_NAMES_BG, data.CITY_NAMES_BG],
  ["SIGHTS", [...oldSights.SIGHTS_PART_1, ...oldSights2.SIGHTS_PART_2, ...oldSights3.SIGHTS_PART_3], data.SIGHTS],
];
let bad = 0;
for (const [name, a, b] of pairs) {
  const deep = isDeepStrictEqual(a, b);
  const sameText = JSON.stringify(a) === JSON.stringify(b); // key order too
  console.log(name, Array.isArray(a) ? (a as unknown[]).length : Object.keys(a as object).length, deep, sameText);
  if (!deep || !sameText) bad++;
}
process.exit(bad);
