import type { mapBg } from "./map.bg.ts";

/** The English side of ./map.bg.ts, typed against the Bulgarian one. */
export const mapEn: typeof mapBg = {
  metaTitle: "Map of cheap flights from Bulgaria",
  metaDescription:
    "Where you can fly from Sofia, Varna, Burgas or Plovdiv on your budget: every destination with a current fare, on a map and in a list.",
  title: "Where your budget takes you",
  intro:
    "Every destination with a current return fare from the airport you choose. Pick a month, a trip length and a budget; the list below the map shows the same, sorted by price.",
  from: "Flying from",
  month: "Month",
  anyMonth: "Any month",
  tripLength: "Trip length",
  anyLength: "Any length",
  budget: "Budget up to ({currency})",
  budgetHint: "Leave empty for every price.",
  currencies: { EUR: "€", BGN: "BGN" },
  direct: "Direct flights only",
  show: "Show",
  mapLabel: "Map: {count} destinations from {from} with a current fare",
  home: "Bulgaria",
  views: { europe: "Europe", wide: "Europe and the Middle East", world: "The whole world" },
  viewLabel: "Map",
  beyond: { one: "{count} destination is beyond this map.", other: "{count} destinations are beyond this map." },
  showWorld: "See the whole world",
  listHeading: "Destinations by price",
  found: { one: "{count} destination", other: "{count} destinations" },
  dates: "{out} – {back}",
  directFlight: "direct",
  empty: "No current fares match. Try a larger budget, another month or another trip length.",
  distanceNote:
    "The map is drawn from Bulgaria (the large dot): the distance from it to each destination is true to scale.",
  openMap: "Price map",
  openMapFrom: "See on the map where else you can fly from {from}",
};
