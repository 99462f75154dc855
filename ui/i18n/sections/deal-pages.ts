/** Copy for the deal collections (best, weekend, last-minute, Christmas) and a deal's own page; part of the deals section (./deals.ts). */
export const dealPagesBg = {
  best: {
    metaTitle: "Най-добрите оферти за полети днес",
    metaDescription:
      "Класация на най-изгодните полети от България за днес: най-голямо спестяване спрямо обичайната цена, популярни дестинации и директни полети.",
    title: "Най-добрите оферти за полети днес",
    intro:
      "Подреждаме всички актуални оферти по това колко спестявате спрямо обичайната цена за сезона, колко необичайно ниска е цената, колко търсена е дестинацията и дали полетът е директен.",
    rank: "№ {rank}",
    why: { unusual: "рядко ниска цена за сезона", direct: "директен полет" },
    tiers: { top: "Хит дестинация", popular: "Популярна дестинация", niche: "По-малко известна дестинация" },
    refreshed: "Класацията е обновена {time}",
    empty: "В момента няма оферти в класацията. Проверете отново след малко.",
  },
  weekend: {
    metaTitle: "Оферти за уикенд пътувания",
    metaDescription:
      "Евтини полети за уикенда от България: петък – неделя, петък – понеделник, събота – понеделник и четвъртък – понеделник, като отчитаме и официалните празници.",
    title: "Уикенд пътувания",
    intro:
      "Кратки пътувания за идните уикенди. Отбелязваме кога ще ви трябва ден отпуск, като отчитаме и официалните празници в България.",
    weekendOf: "Уикенд {start} – {end}",
    patterns: {
      "fri-sun": "петък – неделя",
      "fri-mon": "петък – понеделник",
      "sat-mon": "събота – понеделник",
      "thu-mon": "четвъртък – понеделник",
    },
    pattern: "Дни",
    anyPattern: "Всички варианти",
    nights: { one: "{count} нощ", other: "{count} нощи" },
    needsPto: "Нужен е ден отпуск",
    noPto: "Без отпуск",
    origin: "Летище",
    allOrigins: "Всички летища",
    emptyWeekend: "Няма оферти за този уикенд.",
    allForWeekend: "Всички {count} оферти за този уикенд",
    allWeekends: "← Всички уикенди",
    empty: "В момента няма уикенд оферти. Проверете отново малко по-късно.",
  },
  lastMinute: {
    metaTitle: "Оферти в последния момент",
    metaDescription: "Полети от България, които излитат до няколко дни, на цени под обичайните за сезона.",
    title: "В последния момент",
    intro:
      "Полети, които излитат до {days} дни, на цена под обичайната за сезона. Побързайте – такива оферти изчезват бързо.",
    departsInHours: { one: "Излита след {count} час", other: "Излита след {count} часа" },
    departsInDays: { one: "Излита след {count} ден", other: "Излита след {count} дни" },
    withinDays: { one: "До {count} ден", other: "До {count} дни" },
    empty: "Няма оферти, които излитат в следващите {days} дни. Вижте всички оферти.",
  },
  christmas: {
    metaTitle: "Полети за коледните празници",
    metaDescription:
      "Евтини полети от България за Коледа и Нова година: пътувания, които обхващат празниците от Бъдни вечер до Нова година.",
    title: "Коледни и новогодишни пътувания",
    intro:
      "Пътувания, които обхващат коледните и новогодишните празници в България ({start} – {end}). Цените за празниците растат рано, затова следим всяко поевтиняване.",
    empty: "В момента няма празнични оферти. Цените за празниците се променят често – проверете отново скоро.",
  },
  page: {
    metaTitle: "{from} – {to} за {price}",
    metaDescription: "Полет {from} – {to} за {price} ({percent}% под обичайната цена). Заминаване на {date}.",
    title: "{from} → {to} за {price}",
    why: "Защо цената е изгодна",
    whyText:
      "Обичайната цена по тази линия за полети през {month} е {median}, а тази оферта е с {amount} ({percent}%) по-евтина.",
    typicalRange:
      "Обикновено цените са между {low} и {high} (в този диапазон са средните 50% от цените, които сме видели).",
    sampleSize: {
      one: "Сравняваме с {count} цена, която сме видели.",
      other: "Сравняваме с {count} цени, които сме видели.",
    },
    lowestText: "{lowest} е най-ниската цена, която сме виждали по тази линия.",
    zText: "Цената е с {z} стандартни отклонения под средната – толкова ниска цена се среща рядко.",
    history: "Как се движи цената",
    historyCaption:
      "Най-ниската и медианната цена за всеки ден, в който сме проверявали линията (последните {days} дни).",
    historyEmpty: "Все още нямаме достатъчно история на цените за тази линия.",
    legendMin: "Най-ниска за деня",
    legendMedian: "Медиана за деня",
    legendDeal: "Тази оферта",
    dateColumn: "Ден",
    details: "Подробности за полета",
    route: "Маршрут",
    stopovers: "Прекачване в",
    flightRoute: "Маршрут с прекачвания",
    carrierComposition: {
      single_carrier: "Една авиокомпания",
      multi_carrier: "Няколко авиокомпании",
      multi_low_cost: "Няколко нискотарифни авиокомпании",
      mixed: "Нискотарифни и традиционни авиокомпании",
    },
    bookNote:
      "Резервацията става на сайта на партньора ни. Цената е намерена {found} и може да се е променила – проверете я, преди да платите.",
    expired: "Тази оферта вече не е активна. Вижте актуалните оферти за {city}.",
    moreDeals: "Още оферти до {city}",
    backToDeals: "Всички оферти",
    notFound: "Тази оферта може да е изтекла или да е премахната",
    backHome: "Към началната страница",
  },
  destinationDeal: {
    metaTitle: "Евтини полети до {city}",
    metaDescription: "Най-добрите актуални оферти за полети до {city} от България, с цени в евро и лева.",
    title: "Оферти до {city}",
    empty: "В момента няма активни оферти до {city}. Вижте цените по линията или изберете друга дестинация.",
  },
};

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
