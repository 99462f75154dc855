import type { calendarBg } from "./calendar.bg.ts";

/** The English side of ./calendar.bg.ts, typed against the Bulgarian one. */
export const calendarEn: typeof calendarBg = {
  heading: "Price calendar",
  intro:
    "The lowest current fare for each departure day from {from}, returning after the trip length you choose. The colour shows how the price compares with the usual one for the month.",
  from: "Flying from",
  tripLength: "Trip length",
  lengths: { weekend: "Weekend", short: "3–5 nights", week: "A week", fortnight: "Two weeks" },
  previous: "Previous month",
  next: "Next month",
  weekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  levels: { low: "Below usual", typical: "Usual price", high: "Above usual" },
  usual: "Usual price in {month}: {price}",
  noUsual: "We have no usual price to compare with for this month yet.",
  day: "{date}: from {price}, back on {back}",
  deal: "deal",
  empty: "We have no current fares for {month} with this trip length. Try another month or trip length.",
  monthsHeading: "The next 12 months",
  cheapestMonth: "Cheapest month: {month}, from {price}",
  noMonthPrice: "no fares",
};
