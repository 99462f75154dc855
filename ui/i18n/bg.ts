/**
 * Bulgarian copy: the source dictionary. Its shape is the `Dictionary` type that the
 * English one must match key for key. `{name}` marks a value filled in at render time.
 */
export const bg = {
  nav: {
    home: "Начало",
    tools: "Език и тема",
    /** The name of this language, shown on the switch that leads to it. */
    languageName: "Български",
    /** The switch's label, read in the language it switches to. */
    switchToLanguage: "Превключи на български",
    skipToContent: "Към съдържанието",
  },
  theme: {
    system: "Тема: според устройството",
    light: "Тема: светла",
    dark: "Тема: тъмна",
    hint: "Смени темата",
  },
  footer: {
    currencyNote: "Цените са в български лева (BGN) и в евро (EUR), превалутирани по фиксирания курс 1 € = {rate} лв.",
    providerNote:
      "Данните за полетите идват от доставчик на данни за полети и се обновяват редовно. Цените и свободните места се променят бързо, затова проверете крайната цена, преди да резервирате.",
  },
  home: {
    metaTitle: "Евтини самолетни билети от България",
    metaDescription:
      "Най-евтините полети от София, Варна, Бургас и Пловдив с цени в лева и евро. Вижте веднага колко спестявате спрямо обичайната цена за сезона.",
    title: "Евтини самолетни билети от България",
    intro:
      "Следим цените на полетите от София, Варна, Бургас и Пловдив и ги сравняваме с обичайната цена за сезона, за да видите веднага коя оферта наистина си струва.",
    faresHeading: "Най-евтините направления в момента",
    filterLabel: "Летище на излитане",
    allAirports: "Всички летища",
    empty: "В момента няма актуални оферти от това летище. Изберете друго летище или проверете отново малко по-късно.",
  },
  fare: {
    priceFrom: "от {price}",
    typicalPrice: "Обичайна цена: {price}",
    savings: "−{percent}% спрямо обичайната цена",
    route: "Маршрут",
    departure: "Заминаване",
    return: "Връщане",
    oneWay: "Еднопосочен билет",
    schedule: "Излитане и кацане",
    connections: "Вид полет",
    direct: "Директен полет",
    stops: { one: "С {count} прекачване", other: "С {count} прекачвания" },
    airline: "Авиокомпания",
    durationHoursMinutes: "{hours} ч {minutes} мин",
    durationHours: "{hours} ч",
    durationMinutes: "{minutes} мин",
    foundAgo: "Намерена {time}",
    foundJustNow: "Намерена току-що",
  },
  notFound: {
    metaTitle: "Страницата не е намерена",
    title: "Тази страница не съществува",
    text: "Възможно е адресът да е сгрешен или страницата да е преместена. Най-новите оферти ви очакват на началната страница.",
    backHome: "Към началната страница",
  },
  error: {
    metaTitle: "Възникна грешка",
    title: "Нещо се обърка",
    text: "Възникна неочаквана грешка. Моля, опитайте отново.",
    retry: "Опитай отново",
  },
};
