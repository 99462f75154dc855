/**
 * The airports of the simulated fare source and the airlines that fly its routes: real airports,
 * with the city and country each is sold under. The routes between them are in
 * simulated-routes.ts.
 */

export interface SimulatedDestination {
  iataCode: string;
  /** The city the airport is sold under, as a Bulgarian writes it (BGY → Милано). */
  cityBg: string;
  cityEn: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  countryBg: string;
  countryEn: string;
  latitude: number;
  longitude: number;
}

const COUNTRIES: Record<string, readonly [bg: string, en: string]> = {
  AE: ["ОАЕ", "United Arab Emirates"],
  AL: ["Албания", "Albania"],
  AT: ["Австрия", "Austria"],
  BE: ["Белгия", "Belgium"],
  BG: ["България", "Bulgaria"],
  CH: ["Швейцария", "Switzerland"],
  CY: ["Кипър", "Cyprus"],
  CZ: ["Чехия", "Czechia"],
  DE: ["Германия", "Germany"],
  DK: ["Дания", "Denmark"],
  ES: ["Испания", "Spain"],
  FI: ["Финландия", "Finland"],
  FR: ["Франция", "France"],
  GB: ["Великобритания", "United Kingdom"],
  GE: ["Грузия", "Georgia"],
  GR: ["Гърция", "Greece"],
  HU: ["Унгария", "Hungary"],
  IE: ["Ирландия", "Ireland"],
  IL: ["Израел", "Israel"],
  IT: ["Италия", "Italy"],
  LT: ["Литва", "Lithuania"],
  LV: ["Латвия", "Latvia"],
  MT: ["Малта", "Malta"],
  NL: ["Нидерландия", "Netherlands"],
  NO: ["Норвегия", "Norway"],
  PL: ["Полша", "Poland"],
  PT: ["Португалия", "Portugal"],
  QA: ["Катар", "Qatar"],
  RS: ["Сърбия", "Serbia"],
  SE: ["Швеция", "Sweden"],
  SK: ["Словакия", "Slovakia"],
  TR: ["Турция", "Turkey"],
};

function airport(
  iataCode: string,
  cityBg: string,
  cityEn: string,
  countryCode: string,
  latitude: number,
  longitude: number,
): SimulatedDestination {
  const country = COUNTRIES[countryCode];
  if (!country) throw new Error(`Unknown country ${countryCode} for ${iataCode}`);
  return { iataCode, cityBg, cityEn, countryCode, countryBg: country[0], countryEn: country[1], latitude, longitude };
}

export const SIMULATED_ORIGINS: readonly SimulatedDestination[] = [
  airport("SOF", "София", "Sofia", "BG", 42.6952, 23.4114),
  airport("VAR", "Варна", "Varna", "BG", 43.2322, 27.825),
  airport("BOJ", "Бургас", "Burgas", "BG", 42.5697, 27.5153),
  airport("PDV", "Пловдив", "Plovdiv", "BG", 42.0675, 24.8508),
];

// Secondary airports carry the city they are sold under (STN → Лондон, CRL → Брюксел),
// because that is what people search for; Hahn is sold as its own place.
export const SIMULATED_DESTINATIONS: readonly SimulatedDestination[] = [
  airport("LTN", "Лондон", "London", "GB", 51.8747, -0.3683),
  airport("STN", "Лондон", "London", "GB", 51.885, 0.235),
  airport("LHR", "Лондон", "London", "GB", 51.4775, -0.4614),
  airport("LGW", "Лондон", "London", "GB", 51.1481, -0.1903),
  airport("MAN", "Манчестър", "Manchester", "GB", 53.3539, -2.2747),
  airport("EDI", "Единбург", "Edinburgh", "GB", 55.95, -3.3725),
  airport("DUB", "Дъблин", "Dublin", "IE", 53.4214, -6.27),
  airport("BCN", "Барселона", "Barcelona", "ES", 41.2969, 2.0783),
  airport("MAD", "Мадрид", "Madrid", "ES", 40.4722, -3.5608),
  airport("VLC", "Валенсия", "Valencia", "ES", 39.4893, -0.4816),
  airport("AGP", "Малага", "Malaga", "ES", 36.675, -4.4992),
  airport("LIS", "Лисабон", "Lisbon", "PT", 38.7742, -9.1342),
  airport("OPO", "Порто", "Porto", "PT", 41.2489, -8.6781),
  airport("FCO", "Рим", "Rome", "IT", 41.8003, 12.2389),
  airport("CIA", "Рим", "Rome", "IT", 41.7994, 12.5947),
  airport("MXP", "Милано", "Milan", "IT", 45.63, 8.7231),
  airport("BGY", "Милано", "Milan", "IT", 45.6739, 9.7042),
  airport("VCE", "Венеция", "Venice", "IT", 45.5053, 12.3519),
  airport("NAP", "Неапол", "Naples", "IT", 40.8861, 14.2906),
  airport("BLQ", "Болоня", "Bologna", "IT", 44.5308, 11.2889),
  airport("PSA", "Пиза", "Pisa", "IT", 43.6839, 10.3925),
  airport("PMO", "Палермо", "Palermo", "IT", 38.1759, 13.091),
  airport("CTA", "Катания", "Catania", "IT", 37.4669, 15.0661),
  airport("BRI", "Бари", "Bari", "IT", 41.1389, 16.7606),
  airport("MLA", "Малта", "Malta", "MT", 35.8575, 14.4775),
  airport("CDG", "Париж", "Paris", "FR", 49.0097, 2.5478),
  airport("BVA", "Париж", "Paris", "FR", 49.4544, 2.1128),
  airport("NCE", "Ница", "Nice", "FR", 43.6653, 7.215),
  airport("AMS", "Амстердам", "Amsterdam", "NL", 52.3081, 4.7642),
  airport("EIN", "Айндховен", "Eindhoven", "NL", 51.4503, 5.3744),
  airport("BRU", "Брюксел", "Brussels", "BE", 50.9014, 4.4844),
  airport("CRL", "Брюксел", "Brussels", "BE", 50.4592, 4.4528),
  airport("BER", "Берлин", "Berlin", "DE", 52.3667, 13.5033),
  airport("MUC", "Мюнхен", "Munich", "DE", 48.3539, 11.7861),
  airport("FRA", "Франкфурт", "Frankfurt", "DE", 50.0333, 8.5706),
  airport("HHN", "Франкфурт-Хан", "Frankfurt-Hahn", "DE", 49.9487, 7.2644),
  airport("DTM", "Дортмунд", "Dortmund", "DE", 51.5183, 7.6122),
  airport("DUS", "Дюселдорф", "Düsseldorf", "DE", 51.2894, 6.7667),
  airport("CGN", "Кьолн", "Cologne", "DE", 50.8658, 7.1428),
  airport("HAM", "Хамбург", "Hamburg", "DE", 53.6303, 9.9883),
  airport("NUE", "Нюрнберг", "Nuremberg", "DE", 49.4987, 11.0781),
  airport("STR", "Щутгарт", "Stuttgart", "DE", 48.6897, 9.2219),
  airport("FKB", "Карлсруе/Баден-Баден", "Karlsruhe/Baden-Baden", "DE", 48.7797, 8.0806),
  airport("FMM", "Мемминген", "Memmingen", "DE", 47.9889, 10.2394),
  airport("VIE", "Виена", "Vienna", "AT", 48.1103, 16.5708),
  airport("ZRH", "Цюрих", "Zurich", "CH", 47.4647, 8.5492),
  airport("GVA", "Женева", "Geneva", "CH", 46.2381, 6.1089),
  airport("CPH", "Копенхаген", "Copenhagen", "DK", 55.6181, 12.6561),
  airport("BLL", "Билунд", "Billund", "DK", 55.7403, 9.1517),
  airport("ARN", "Стокхолм", "Stockholm", "SE", 59.6519, 17.9186),
  airport("OSL", "Осло", "Oslo", "NO", 60.2028, 11.0839),
  airport("HEL", "Хелзинки", "Helsinki", "FI", 60.3172, 24.9633),
  airport("RIX", "Рига", "Riga", "LV", 56.9236, 23.9711),
  airport("VNO", "Вилнюс", "Vilnius", "LT", 54.6344, 25.2878),
  airport("WAW", "Варшава", "Warsaw", "PL", 52.1656, 20.9671),
  airport("WMI", "Варшава", "Warsaw", "PL", 52.4511, 20.6517),
  airport("KRK", "Краков", "Krakow", "PL", 50.0775, 19.7847),
  airport("KTW", "Катовице", "Katowice", "PL", 50.4742, 19.08),
  airport("PRG", "Прага", "Prague", "CZ", 50.1008, 14.26),
  airport("BTS", "Братислава", "Bratislava", "SK", 48.17, 17.2125),
  airport("BUD", "Будапеща", "Budapest", "HU", 47.4394, 19.2617),
  airport("BEG", "Белград", "Belgrade", "RS", 44.8194, 20.3092),
  airport("TIA", "Тирана", "Tirana", "AL", 41.4147, 19.7206),
  airport("ATH", "Атина", "Athens", "GR", 37.9364, 23.9444),
  airport("SKG", "Солун", "Thessaloniki", "GR", 40.5197, 22.9708),
  airport("CHQ", "Ханя", "Chania", "GR", 35.5317, 24.1497),
  airport("IST", "Истанбул", "Istanbul", "TR", 41.2753, 28.7519),
  airport("SAW", "Истанбул", "Istanbul", "TR", 40.8986, 29.3092),
  airport("AYT", "Анталия", "Antalya", "TR", 36.8986, 30.8006),
  airport("LCA", "Ларнака", "Larnaca", "CY", 34.8753, 33.625),
  airport("PFO", "Пафос", "Paphos", "CY", 34.7181, 32.4858),
  airport("TLV", "Тел Авив", "Tel Aviv", "IL", 32.0114, 34.8867),
  airport("KUT", "Кутаиси", "Kutaisi", "GE", 42.1767, 42.4825),
  airport("DXB", "Дубай", "Dubai", "AE", 25.2528, 55.3644),
  airport("AUH", "Абу Даби", "Abu Dhabi", "AE", 24.4331, 54.6511),
  airport("DOH", "Доха", "Doha", "QA", 25.2731, 51.6081),
];

export const AIRLINE_NAMES: Record<string, string> = {
  "6H": "Israir",
  A3: "Aegean Airlines",
  AA: "American Airlines",
  AF: "Air France",
  BA: "British Airways",
  EW: "Eurowings",
  FB: "Bulgaria Air",
  FR: "Ryanair",
  FZ: "flydubai",
  LH: "Lufthansa",
  LO: "LOT Polish Airlines",
  LS: "Jet2",
  LX: "Swiss International Air Lines",
  LY: "El Al",
  OS: "Austrian Airlines",
  PC: "Pegasus Airlines",
  QR: "Qatar Airways",
  SN: "Brussels Airlines",
  TK: "Turkish Airlines",
  U2: "easyJet",
  UA: "United Airlines",
  VY: "Vueling",
  W6: "Wizz Air",
};
