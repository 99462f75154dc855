import type { dealPagesBg } from "./deal-pages.bg.ts";

/** The English side of ./deal-pages.bg.ts, typed against the Bulgarian one. */
export const dealPagesEn: typeof dealPagesBg = {
  best: {
    metaTitle: "Best flight deals today",
    metaDescription:
      "Today's ranking of the best flights from Bulgaria: biggest savings against the usual price, popular destinations and direct flights.",
    title: "Best flight deals today",
    intro:
      "We rank every live deal by how much you save against the usual price for the season, how unusually low the price is, how popular the destination is and whether the flight is direct.",
    rank: "#{rank}",
    why: { unusual: "rarely this low for the season", direct: "direct flight" },
    tiers: { top: "Top destination", popular: "Popular destination", niche: "Lesser-known destination" },
    refreshed: "Ranking refreshed {time}",
    empty: "There are no deals in the ranking right now. Check again shortly.",
  },
  weekend: {
    metaTitle: "Weekend flight deals",
    metaDescription:
      "Cheap weekend flights from Bulgaria: Friday to Sunday, Friday to Monday, Saturday to Monday and Thursday to Monday, with Bulgarian public holidays counted.",
    title: "Weekend getaways",
    intro:
      "Short trips for the coming weekends. We mark when you would need a day off work, counting Bulgarian public holidays.",
    weekendOf: "Weekend {start} – {end}",
    patterns: {
      "fri-sun": "Friday – Sunday",
      "fri-mon": "Friday – Monday",
      "sat-mon": "Saturday – Monday",
      "thu-mon": "Thursday – Monday",
    },
    pattern: "Days",
    anyPattern: "All patterns",
    nights: { one: "{count} night", other: "{count} nights" },
    needsPto: "Needs a day off",
    noPto: "No day off needed",
    origin: "Airport",
    allOrigins: "All airports",
    emptyWeekend: "No deals for this weekend.",
    allForWeekend: "All {count} deals for this weekend",
    allWeekends: "← All weekends",
    empty: "There are no weekend deals right now. Check again a little later.",
  },
  lastMinute: {
    metaTitle: "Last-minute flight deals",
    metaDescription: "Flights from Bulgaria leaving within days, priced below the usual for the season.",
    title: "Last-minute deals",
    intro:
      "Flights leaving within {days} days at below the usual price for the season. Be quick: deals like these go fast.",
    departsInHours: { one: "Departs in {count} hour", other: "Departs in {count} hours" },
    departsInDays: { one: "Departs in {count} day", other: "Departs in {count} days" },
    withinDays: { one: "Within {count} day", other: "Within {count} days" },
    empty: "No deals leave in the next {days} days. See all deals.",
  },
  christmas: {
    metaTitle: "Christmas holiday flight deals",
    metaDescription:
      "Cheap flights from Bulgaria for Christmas and New Year: trips that cover the holidays from Christmas Eve to New Year's Day.",
    title: "Christmas and New Year trips",
    intro:
      "Trips that cover the Bulgarian Christmas and New Year holidays ({start} – {end}). Holiday fares rise early, so we watch for every drop.",
    empty: "There are no holiday deals right now. Holiday prices change often: check again soon.",
  },
  page: {
    metaTitle: "{from} – {to} for {price}",
    metaDescription: "Flight {from} – {to} for {price} ({percent}% below the usual price). Departing {date}.",
    title: "{from} → {to} for {price}",
    why: "Why this is a deal",
    whyText:
      "The usual price on this route for flights in {month} is {median}, and this deal is {amount} ({percent}%) cheaper.",
    typicalRange: "Prices usually range from {low} to {high} (the middle half of the prices we have seen).",
    sampleSize: {
      one: "We compare with {count} price we have seen.",
      other: "We compare with {count} prices we have seen.",
    },
    lowestText: "{lowest} is the lowest price we have ever seen on this route.",
    zText: "The price is {z} standard deviations below the average: a rarely seen low.",
    history: "How the price moves",
    historyCaption: "Lowest and median price per day we checked the route (last {days} days).",
    historyEmpty: "We do not have enough price history for this route yet.",
    legendMin: "Lowest of the day",
    legendMedian: "Median of the day",
    legendDeal: "This deal",
    dateColumn: "Day",
    details: "Flight details",
    route: "Route",
    stopovers: "Stopover in",
    flightRoute: "Routing",
    carrierComposition: {
      single_carrier: "One airline",
      multi_carrier: "Several airlines",
      multi_low_cost: "Several low-cost airlines",
      mixed: "Low-cost and full-service airlines",
    },
    bookNote:
      "You book on our partner's site. The price was found {found} and may have changed: check it before you pay.",
    expired: "This deal is no longer live. See the current deals to {city}.",
    moreDeals: "More deals to {city}",
    backToDeals: "All deals",
    notFound: "This deal may have expired or been removed",
    backHome: "Back to home",
  },
  destinationDeal: {
    metaTitle: "Cheap flights to {city}",
    metaDescription: "The best current flight deals to {city} from Bulgaria, with prices in EUR and BGN.",
    title: "Deals to {city}",
    empty: "There are no live deals to {city} right now. See the route prices or pick another destination.",
  },
};
