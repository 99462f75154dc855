/**
 * What the site says while its fares are simulated for demonstration (FARE_SOURCE=simulated,
 * core/pricing/fare-mode.ts), and where the fares come from in either mode. The English side is
 * typed against the Bulgarian one.
 */
export const demoBg = {
  notice: "Демо: цените тук са симулирани и не са реални оферти.",
  hideNotice: "Скрий съобщението за демо цените",
  mark: "Демо",
  markTitle: "Симулирана цена за демонстрация, не реална оферта",
  /** The page /go/ shows instead of the booking site while the fares are simulated (http/deals/demo-click-out-page.tsx). */
  clickOut: {
    title: "Тази цена е симулирана",
    text: "Сайтът работи в демо режим: цената, която избрахте, е генерирана за демонстрация и не е реална оферта на авиокомпания или търговец. Затова не ви изпращаме да я резервирате.",
    route: "{from} → {to}",
    realSearch: "Потърсете реални цени за този маршрут в Aviasales",
    realSearchNote: "Ще отворите сайта на Aviasales: цените там са истински и са различни от нашите.",
    back: "Обратно към сайта",
  },
  /** The footer's line on the fares' source, in each mode. */
  source: {
    demo: "Цените се генерират от вграден симулатор за демонстрация: не идват от авиокомпания или търговец и не могат да се резервират на тези цени.",
    live: "Данните за полетите идват от Travelpayouts (търсачката Aviasales) и се обновяват редовно. Цените и свободните места се променят бързо, затова проверете крайната цена, преди да резервирате.",
  },
};
