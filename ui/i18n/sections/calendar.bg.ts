/** The price calendar on destination and deal pages (ui/deals/price-calendar.tsx). */
export const calendarBg = {
  heading: "Ценови календар",
  intro:
    "Най-ниската актуална цена за всеки ден на излитане от {from} с връщане след избрания брой нощувки. Цветът показва как стои цената спрямо обичайната за месеца.",
  from: "Излитане от",
  tripLength: "Продължителност",
  lengths: { weekend: "Уикенд", short: "3–5 нощувки", week: "Седмица", fortnight: "Две седмици" },
  previous: "Предишен месец",
  next: "Следващ месец",
  weekdays: ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Нд"],
  levels: { low: "Под обичайното", typical: "Обичайна цена", high: "Над обичайното" },
  usual: "Обичайна цена за {month}: {price}",
  noUsual: "За този месец още нямаме обичайна цена за сравнение.",
  day: "{date}: от {price}, връщане на {back}",
  deal: "оферта",
  empty: "Нямаме актуални цени за {month} с тази продължителност. Опитайте друг месец или друга продължителност.",
  monthsHeading: "Следващите 12 месеца",
  cheapestMonth: "Най-евтин месец: {month}, от {price}",
  noMonthPrice: "няма цени",
};
