import { SECTION_HEADINGS } from "../../core/content-generation/section-headings.ts";
/**
 * Bulgarian copy: the source dictionary. Its shape is the `Dictionary` type that the
 * English one must match key for key. `{name}` marks a value filled in at render time.
 */

import { calendarBg } from "./sections/calendar.bg.ts";
import { cmsBg } from "./sections/cms.bg.ts";
import { dealsBg } from "./sections/deals.bg.ts";
import { demoBg } from "./sections/demo.bg.ts";
import { mapBg } from "./sections/map.bg.ts";
import { pushBg } from "./sections/push.bg.ts";
import { searchBg } from "./sections/search.bg.ts";
import { uxBg } from "./sections/ux.bg.ts";
import { visaBg } from "./sections/visa.bg.ts";

export const bg = {
  nav: {
    home: "Начало",
    tools: "Език и тема",
    skipToContent: "Към съдържанието",
    main: "Основно меню",
    destinations: "Дестинации",
    airlines: "Авиокомпании",
    best: "Най-добри оферти",
    weekend: "Уикенд",
    lastMinute: "В последния момент",
    christmas: "Коледа",
    search: "Търсене",
    menu: "Меню",
  },
  theme: {
    system: "Тема: според устройството",
    light: "Тема: светла",
    dark: "Тема: тъмна",
    hint: "Смени темата",
  },
  footer: {
    linksLabel: "Полезни връзки",
    links: {
      newsletter: "Бюлетин",
      contactCustomers: "Контакт",
      contactPartners: "За партньори",
      links: "Всички връзки",
      imprint: "Данни за оператора",
      privacy: "Поверителност",
      cookiePolicy: "Бисквитки",
      terms: "Общи условия",
    },
    currencyNote: "Цените са в евро (EUR) и в български лева (BGN) по фиксирания курс 1 € = {rate} лв.",
  },
  home: {
    metaTitle: "Евтини самолетни билети от България",
    metaDescription:
      "Най-евтините полети от София, Варна, Бургас и Пловдив с цени в евро и лева. Вижте веднага колко спестявате спрямо обичайната цена за сезона.",
    title: "Евтини самолетни билети от България",
    intro:
      "Следим цените на полетите от София, Варна, Бургас и Пловдив и ги сравняваме с обичайната цена за сезона, за да видите веднага коя оферта наистина си струва.",
    faresHeading: "Най-евтините направления в момента",
    featuredDeal: "Оферта на часа",
    featuredFare: "Най-евтиният полет в момента",
    searchBar: "Търсене на полет",
    searchBarHint: "откъде, закъде, кога",
    filtersBar: "Филтри",
    filtersActive: { one: "{count} избран", other: "{count} избрани" },
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
  catalog: {
    breadcrumbs: "Къде се намирате",
    noCurrentPrice: "Няма актуални цени",
    faqHeading: "Често задавани въпроси",
  },
  destinations: {
    metaTitle: "Дестинации: евтини полети от България по държави",
    metaDescription:
      "Всички градове, до които можете да полетите от София, Варна, Бургас и Пловдив, подредени по държави, с най-ниската актуална цена в евро и лева.",
    title: "Дестинации",
    intro:
      "Изберете град, за да видите най-евтините актуални полети до него, забележителностите и визовия режим за български граждани.",
    sortLabel: "Подреждане",
    sort: {
      popularity: "По популярност",
      alphabetical: "По азбучен ред",
      price: "По цена",
      "most-deals": "Най-много оферти",
    },
    countryLabel: "Държава",
    allCountries: "Всички държави",
    apply: "Покажи",
    empty: "Няма дестинации, които отговарят на избора ви.",
    showAll: "Покажи всички дестинации",
    count: { one: "{count} дестинация", other: "{count} дестинации" },
  },
  country: {
    metaTitle: "Евтини полети до {country}",
    metaDescription:
      "Градовете в {country}, до които има полети от България, с най-евтините актуални цени в евро и лева, забележителности и визов режим.",
    title: "Полети до {country}",
    intro:
      "Изберете град в {country}, за да видите актуалните цени на полетите от България, забележителностите и полезни съвети.",
    statsLabel: "Накратко",
    destinationCount: "Дестинации",
    destinationsWithDeals: "С актуални цени",
    minPrice: "Най-ниска цена",
    destinationsHeading: "Градове в {country}",
    empty: "Все още нямаме дестинации в {country}.",
    visaLink: "Визов режим на {country} за български граждани",
    allDestinations: "Всички дестинации",
  },
  destination: {
    metaTitle: "Евтини полети до {city}, {country}",
    metaDescription:
      "Най-евтините актуални полети от България до {city} ({country}) в евро и лева, забележителности, визов режим и често задавани въпроси.",
    title: "Полети до {city}",
    airportsHeading: "Летища",
    airport: "{name} ({code})",
    faresHeading: "Най-евтините полети до {city} в момента",
    faresEmpty: "В момента няма актуални цени за полети до {city}. Проверете отново малко по-късно.",
    sightsHeading: "Забележителности в {city}",
    visaHeading: "Виза за {country}",
    visaMore: "Всичко за визовия режим на {country}",
    countryLink: "Всички дестинации в {country}",
  },
  sight: {
    metaTitle: "{name}, {city}",
    distance: "{distance} км от центъра на града",
    transportHeading: "С градския транспорт",
    sections: SECTION_HEADINGS.bg,
    fallback: {
      intro: "{name} е сред местата, които си струва да видите в {city}.",
      context: "Подготвяме повече информация за историята на {name}. Дотогава прочетете краткото описание по-горе.",
      highlights:
        "Подробно описание на най-интересното в {name} предстои. Дотогава прочетете краткото описание по-горе.",
      practical:
        "Проверете актуалното работно време и цените на билетите на официалния сайт, преди да посетите {name}.",
      gettingThere: "Вижте как да стигнете до {city} от летището на страницата на дестинацията.",
      nearby: "Разгледайте и другите забележителности в {city} на страницата на дестинацията.",
      faq: "Все още няма въпроси за {name}. Общите въпроси за пътуването до {city} ще намерите на страницата на дестинацията.",
    },
    destinationLink: "Полети и съвети за {city}",
    moreSights: "Още забележителности в {city}",
    loadErrorTitle: "Забележителността не се зареди",
    loadError: "Не успяхме да заредим тази забележителност в момента. Моля, опитайте отново.",
  },
  airport: {
    metaTitle: "Евтини полети от {city}",
    metaDescription:
      "Най-евтините актуални полети от {airport} до дестинации в Европа и по света, с цени в евро и лева и сравнение с обичайната цена.",
    title: "Полети от {city}",
    code: "{name}, код {code}",
    faresHeading: "Най-евтините направления от {city} в момента",
    empty: "В момента няма актуални цени за полети от {city}. Проверете отново малко по-късно.",
    otherAirports: "Полети от други летища в България",
  },
  airlines: {
    metaTitle: "Авиокомпании с полети от България",
    metaDescription:
      "Авиокомпаниите, които летят от София, Варна, Бургас и Пловдив: нискотарифни и традиционни превозвачи, броят на актуалните им маршрути и най-евтиният билет.",
    title: "Авиокомпании",
    intro:
      "Нискотарифни и традиционни авиокомпании с полети от България. Изберете авиокомпания, за да видите маршрутите ѝ.",
    lowCost: "Нискотарифна",
    fullService: "Традиционна",
    alliance: "Член на {alliance}",
    alliances: { STAR: "Star Alliance", ONEWORLD: "oneworld", SKYTEAM: "SkyTeam" },
    routes: { one: "{count} актуален маршрут", other: "{count} актуални маршрута" },
    noRoutes: "Няма актуални маршрути",
    cheapest: "Най-евтин билет",
    empty: "Все още нямаме данни за авиокомпании.",
  },
  airline: {
    metaTitle: "{airline}: евтини полети от България",
    metaDescription:
      "Актуалните маршрути на {airline} от София, Варна, Бургас и Пловдив и най-ниските им цени в евро и лева.",
    routesHeading: "Актуални маршрути на {airline}",
    routesEmpty: "В момента нямаме актуални цени за полети на {airline} от България.",
    allAirlines: "Всички авиокомпании",
  },
  visa: visaBg,
  cms: cmsBg,
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
  deals: dealsBg,
  calendar: calendarBg,
  map: mapBg,
  push: pushBg,
  search: searchBg,
  ux: uxBg,
  demo: demoBg,
};
