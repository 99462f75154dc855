import { BULGARIAN_AIRPORTS as DEPARTURE_AIRPORTS } from "../catalog/seed.ts";
import { BGN_PER_EUR } from "../constants.ts";
import type { AlertCriteria } from "./events.ts";

/** A destination's name in both languages, as the catalog has it. */
export type PlaceNames = { bg: string; en: string };

const euros = (bgn: number) => Math.round(bgn / BGN_PER_EUR);

/** What an alert watches, in words, for its mails and the preference centre: "полети от София до Лондон до 77 € (150 лв.)". */
export function describeAlert(criteria: AlertCriteria, destination: PlaceNames | null, language: "bg" | "en"): string {
  const airport = DEPARTURE_AIRPORTS.find((a) => a.iataCode === criteria.fromAirport);
  const from = airport ? (language === "bg" ? airport.cityBg : airport.cityEn) : null;
  const to = destination ? destination[language] : criteria.destinationId;
  const price = criteria.maxPriceBgn;
  if (language === "bg") {
    const what =
      from && to
        ? `полети от ${from} до ${to}`
        : to
          ? `полети до ${to} от летище в България`
          : `всички полети от ${from}`;
    return price === null ? what : `${what} до ${euros(price)} € (${Math.round(price)} лв.)`;
  }
  const what =
    from && to
      ? `flights from ${from} to ${to}`
      : to
        ? `flights to ${to} from any Bulgarian airport`
        : `every flight from ${from}`;
  return price === null ? what : `${what} under €${euros(price)} (BGN ${Math.round(price)})`;
}
