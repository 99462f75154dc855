import type { DestinationSeed } from "./types.ts";

/**
 * Destinations reachable from Sofia, Varna, Burgas and Plovdiv, direct or with one change.
 *
 * iataCode is the IATA metropolitan code when the city has several airports listed here
 * (LON, MIL, ROM, PAR ...), else the one airport's code. A secondary airport belongs to the
 * city the airlines sell it under (STN → Лондон, BGY → Милано, CRL → Брюксел, HHN → Франкфурт),
 * because that is what people search for. Russia and Belarus are left out: no flights from Bulgaria.
 * Islands and resorts without a city of the same name (Тенерифе, Малдиви, Бали) carry the name
 * people search for.
 */
export const DESTINATIONS: readonly DestinationSeed[] = [
  // Великобритания и Ирландия
  {
    iataCode: "LON",
    airports: ["LHR", "LGW", "STN", "LTN", "LCY", "SEN"],
    cityBg: "Лондон",
    cityEn: "London",
    countryCode: "GB",
    popularityScore: 100,
  },
  {
    iataCode: "MAN",
    airports: ["MAN"],
    cityBg: "Манчестър",
    cityEn: "Manchester",
    countryCode: "GB",
    popularityScore: 55,
  },
  {
    iataCode: "EDI",
    airports: ["EDI"],
    cityBg: "Единбург",
    cityEn: "Edinburgh",
    countryCode: "GB",
    popularityScore: 55,
  },
  {
    iataCode: "BHX",
    airports: ["BHX"],
    cityBg: "Бирмингам",
    cityEn: "Birmingham",
    countryCode: "GB",
    popularityScore: 40,
  },
  {
    iataCode: "LPL",
    airports: ["LPL"],
    cityBg: "Ливърпул",
    cityEn: "Liverpool",
    countryCode: "GB",
    popularityScore: 35,
  },
  { iataCode: "BRS", airports: ["BRS"], cityBg: "Бристол", cityEn: "Bristol", countryCode: "GB", popularityScore: 30 },
  { iataCode: "GLA", airports: ["GLA"], cityBg: "Глазгоу", cityEn: "Glasgow", countryCode: "GB", popularityScore: 30 },
  // Leeds Bradford Airport: sold as Leeds
  { iataCode: "LBA", airports: ["LBA"], cityBg: "Лийдс", cityEn: "Leeds", countryCode: "GB", popularityScore: 20 },
  {
    iataCode: "NCL",
    airports: ["NCL"],
    cityBg: "Нюкасъл",
    cityEn: "Newcastle",
    countryCode: "GB",
    popularityScore: 20,
  },
  // BFS Belfast International, BHD George Best Belfast City
  {
    iataCode: "BFS",
    airports: ["BFS", "BHD"],
    cityBg: "Белфаст",
    cityEn: "Belfast",
    countryCode: "GB",
    popularityScore: 20,
  },
  { iataCode: "DUB", airports: ["DUB"], cityBg: "Дъблин", cityEn: "Dublin", countryCode: "IE", popularityScore: 55 },
  { iataCode: "ORK", airports: ["ORK"], cityBg: "Корк", cityEn: "Cork", countryCode: "IE", popularityScore: 15 },

  // Испания
  {
    iataCode: "BCN",
    airports: ["BCN"],
    cityBg: "Барселона",
    cityEn: "Barcelona",
    countryCode: "ES",
    popularityScore: 92,
  },
  { iataCode: "MAD", airports: ["MAD"], cityBg: "Мадрид", cityEn: "Madrid", countryCode: "ES", popularityScore: 82 },
  {
    iataCode: "VLC",
    airports: ["VLC"],
    cityBg: "Валенсия",
    cityEn: "Valencia",
    countryCode: "ES",
    popularityScore: 55,
  },
  { iataCode: "AGP", airports: ["AGP"], cityBg: "Малага", cityEn: "Malaga", countryCode: "ES", popularityScore: 55 },
  {
    iataCode: "ALC",
    airports: ["ALC"],
    cityBg: "Аликанте",
    cityEn: "Alicante",
    countryCode: "ES",
    popularityScore: 40,
  },
  { iataCode: "SVQ", airports: ["SVQ"], cityBg: "Севиля", cityEn: "Seville", countryCode: "ES", popularityScore: 45 },
  { iataCode: "BIO", airports: ["BIO"], cityBg: "Билбао", cityEn: "Bilbao", countryCode: "ES", popularityScore: 25 },
  // Girona is sold as "Barcelona Girona" by some airlines, but it is a 90 km trip: its own place
  { iataCode: "GRO", airports: ["GRO"], cityBg: "Жирона", cityEn: "Girona", countryCode: "ES", popularityScore: 20 },
  {
    iataCode: "PMI",
    airports: ["PMI"],
    cityBg: "Палма де Майорка",
    cityEn: "Palma de Mallorca",
    countryCode: "ES",
    popularityScore: 60,
  },
  { iataCode: "IBZ", airports: ["IBZ"], cityBg: "Ибиза", cityEn: "Ibiza", countryCode: "ES", popularityScore: 45 },
  { iataCode: "MAH", airports: ["MAH"], cityBg: "Менорка", cityEn: "Menorca", countryCode: "ES", popularityScore: 25 },
  // TCI: IATA city code of Tenerife (TFS South, TFN North)
  {
    iataCode: "TCI",
    airports: ["TFS", "TFN"],
    cityBg: "Тенерифе",
    cityEn: "Tenerife",
    countryCode: "ES",
    popularityScore: 50,
  },
  {
    iataCode: "LPA",
    airports: ["LPA"],
    cityBg: "Лас Палмас де Гран Канария",
    cityEn: "Las Palmas de Gran Canaria",
    countryCode: "ES",
    popularityScore: 45,
  },
  {
    iataCode: "ACE",
    airports: ["ACE"],
    cityBg: "Ланзароте",
    cityEn: "Lanzarote",
    countryCode: "ES",
    popularityScore: 30,
  },
  {
    iataCode: "FUE",
    airports: ["FUE"],
    cityBg: "Фуертевентура",
    cityEn: "Fuerteventura",
    countryCode: "ES",
    popularityScore: 25,
  },

  // Португалия
  { iataCode: "LIS", airports: ["LIS"], cityBg: "Лисабон", cityEn: "Lisbon", countryCode: "PT", popularityScore: 60 },
  { iataCode: "OPO", airports: ["OPO"], cityBg: "Порто", cityEn: "Porto", countryCode: "PT", popularityScore: 50 },
  { iataCode: "FAO", airports: ["FAO"], cityBg: "Фаро", cityEn: "Faro", countryCode: "PT", popularityScore: 30 },
  // Madeira
  { iataCode: "FNC", airports: ["FNC"], cityBg: "Фуншал", cityEn: "Funchal", countryCode: "PT", popularityScore: 35 },
  // Azores (São Miguel)
  {
    iataCode: "PDL",
    airports: ["PDL"],
    cityBg: "Понта Делгада",
    cityEn: "Ponta Delgada",
    countryCode: "PT",
    popularityScore: 15,
  },

  // Франция
  // BVA Beauvais is sold as Paris Beauvais
  {
    iataCode: "PAR",
    airports: ["CDG", "ORY", "BVA"],
    cityBg: "Париж",
    cityEn: "Paris",
    countryCode: "FR",
    popularityScore: 92,
  },
  { iataCode: "NCE", airports: ["NCE"], cityBg: "Ница", cityEn: "Nice", countryCode: "FR", popularityScore: 55 },
  { iataCode: "LYS", airports: ["LYS"], cityBg: "Лион", cityEn: "Lyon", countryCode: "FR", popularityScore: 40 },
  {
    iataCode: "MRS",
    airports: ["MRS"],
    cityBg: "Марсилия",
    cityEn: "Marseille",
    countryCode: "FR",
    popularityScore: 40,
  },
  { iataCode: "TLS", airports: ["TLS"], cityBg: "Тулуза", cityEn: "Toulouse", countryCode: "FR", popularityScore: 25 },
  { iataCode: "BOD", airports: ["BOD"], cityBg: "Бордо", cityEn: "Bordeaux", countryCode: "FR", popularityScore: 25 },
  { iataCode: "NTE", airports: ["NTE"], cityBg: "Нант", cityEn: "Nantes", countryCode: "FR", popularityScore: 15 },
  {
    iataCode: "SXB",
    airports: ["SXB"],
    cityBg: "Страсбург",
    cityEn: "Strasbourg",
    countryCode: "FR",
    popularityScore: 20,
  },
  // Corsica
  { iataCode: "AJA", airports: ["AJA"], cityBg: "Аячо", cityEn: "Ajaccio", countryCode: "FR", popularityScore: 15 },

  // Италия
  { iataCode: "ROM", airports: ["FCO", "CIA"], cityBg: "Рим", cityEn: "Rome", countryCode: "IT", popularityScore: 95 },
  // BGY Bergamo is sold as Milan Bergamo
  {
    iataCode: "MIL",
    airports: ["MXP", "LIN", "BGY"],
    cityBg: "Милано",
    cityEn: "Milan",
    countryCode: "IT",
    popularityScore: 95,
  },
  // TSF Treviso is sold as Venice Treviso
  {
    iataCode: "VCE",
    airports: ["VCE", "TSF"],
    cityBg: "Венеция",
    cityEn: "Venice",
    countryCode: "IT",
    popularityScore: 65,
  },
  { iataCode: "NAP", airports: ["NAP"], cityBg: "Неапол", cityEn: "Naples", countryCode: "IT", popularityScore: 55 },
  { iataCode: "BLQ", airports: ["BLQ"], cityBg: "Болоня", cityEn: "Bologna", countryCode: "IT", popularityScore: 45 },
  {
    iataCode: "FLR",
    airports: ["FLR"],
    cityBg: "Флоренция",
    cityEn: "Florence",
    countryCode: "IT",
    popularityScore: 50,
  },
  { iataCode: "PSA", airports: ["PSA"], cityBg: "Пиза", cityEn: "Pisa", countryCode: "IT", popularityScore: 40 },
  { iataCode: "TRN", airports: ["TRN"], cityBg: "Торино", cityEn: "Turin", countryCode: "IT", popularityScore: 30 },
  { iataCode: "VRN", airports: ["VRN"], cityBg: "Верона", cityEn: "Verona", countryCode: "IT", popularityScore: 30 },
  { iataCode: "GOA", airports: ["GOA"], cityBg: "Генуа", cityEn: "Genoa", countryCode: "IT", popularityScore: 20 },
  { iataCode: "TRS", airports: ["TRS"], cityBg: "Триест", cityEn: "Trieste", countryCode: "IT", popularityScore: 15 },
  { iataCode: "BRI", airports: ["BRI"], cityBg: "Бари", cityEn: "Bari", countryCode: "IT", popularityScore: 40 },
  {
    iataCode: "BDS",
    airports: ["BDS"],
    cityBg: "Бриндизи",
    cityEn: "Brindisi",
    countryCode: "IT",
    popularityScore: 15,
  },
  // Sicily
  { iataCode: "PMO", airports: ["PMO"], cityBg: "Палермо", cityEn: "Palermo", countryCode: "IT", popularityScore: 40 },
  { iataCode: "CTA", airports: ["CTA"], cityBg: "Катания", cityEn: "Catania", countryCode: "IT", popularityScore: 40 },
  // Sardinia
  { iataCode: "CAG", airports: ["CAG"], cityBg: "Каляри", cityEn: "Cagliari", countryCode: "IT", popularityScore: 25 },
  { iataCode: "OLB", airports: ["OLB"], cityBg: "Олбия", cityEn: "Olbia", countryCode: "IT", popularityScore: 25 },

  // Малта и Кипър
  // the island state: people search for "Малта", not Valletta or Luqa
  { iataCode: "MLA", airports: ["MLA"], cityBg: "Малта", cityEn: "Malta", countryCode: "MT", popularityScore: 50 },
  { iataCode: "LCA", airports: ["LCA"], cityBg: "Ларнака", cityEn: "Larnaca", countryCode: "CY", popularityScore: 50 },
  { iataCode: "PFO", airports: ["PFO"], cityBg: "Пафос", cityEn: "Paphos", countryCode: "CY", popularityScore: 40 },

  // Гърция
  { iataCode: "ATH", airports: ["ATH"], cityBg: "Атина", cityEn: "Athens", countryCode: "GR", popularityScore: 85 },
  {
    iataCode: "SKG",
    airports: ["SKG"],
    cityBg: "Солун",
    cityEn: "Thessaloniki",
    countryCode: "GR",
    popularityScore: 55,
  },
  {
    iataCode: "JTR",
    airports: ["JTR"],
    cityBg: "Санторини",
    cityEn: "Santorini",
    countryCode: "GR",
    popularityScore: 55,
  },
  { iataCode: "JMK", airports: ["JMK"], cityBg: "Миконос", cityEn: "Mykonos", countryCode: "GR", popularityScore: 45 },
  // Crete
  {
    iataCode: "HER",
    airports: ["HER"],
    cityBg: "Ираклион",
    cityEn: "Heraklion",
    countryCode: "GR",
    popularityScore: 45,
  },
  { iataCode: "CHQ", airports: ["CHQ"], cityBg: "Ханя", cityEn: "Chania", countryCode: "GR", popularityScore: 40 },
  { iataCode: "RHO", airports: ["RHO"], cityBg: "Родос", cityEn: "Rhodes", countryCode: "GR", popularityScore: 45 },
  { iataCode: "CFU", airports: ["CFU"], cityBg: "Корфу", cityEn: "Corfu", countryCode: "GR", popularityScore: 40 },
  { iataCode: "KGS", airports: ["KGS"], cityBg: "Кос", cityEn: "Kos", countryCode: "GR", popularityScore: 35 },
  {
    iataCode: "ZTH",
    airports: ["ZTH"],
    cityBg: "Закинтос",
    cityEn: "Zakynthos",
    countryCode: "GR",
    popularityScore: 35,
  },
  {
    iataCode: "EFL",
    airports: ["EFL"],
    cityBg: "Кефалония",
    cityEn: "Kefalonia",
    countryCode: "GR",
    popularityScore: 25,
  },
  { iataCode: "JSI", airports: ["JSI"], cityBg: "Скиатос", cityEn: "Skiathos", countryCode: "GR", popularityScore: 15 },

  // Германия
  { iataCode: "BER", airports: ["BER"], cityBg: "Берлин", cityEn: "Berlin", countryCode: "DE", popularityScore: 75 },
  { iataCode: "MUC", airports: ["MUC"], cityBg: "Мюнхен", cityEn: "Munich", countryCode: "DE", popularityScore: 70 },
  // HHN Hahn is 120 km away but sold as Frankfurt-Hahn
  {
    iataCode: "FRA",
    airports: ["FRA", "HHN"],
    cityBg: "Франкфурт",
    cityEn: "Frankfurt",
    countryCode: "DE",
    popularityScore: 70,
  },
  { iataCode: "HAM", airports: ["HAM"], cityBg: "Хамбург", cityEn: "Hamburg", countryCode: "DE", popularityScore: 50 },
  {
    iataCode: "DUS",
    airports: ["DUS"],
    cityBg: "Дюселдорф",
    cityEn: "Düsseldorf",
    countryCode: "DE",
    popularityScore: 45,
  },
  // Cologne Bonn Airport
  { iataCode: "CGN", airports: ["CGN"], cityBg: "Кьолн", cityEn: "Cologne", countryCode: "DE", popularityScore: 40 },
  {
    iataCode: "DTM",
    airports: ["DTM"],
    cityBg: "Дортмунд",
    cityEn: "Dortmund",
    countryCode: "DE",
    popularityScore: 40,
  },
  {
    iataCode: "STR",
    airports: ["STR"],
    cityBg: "Щутгарт",
    cityEn: "Stuttgart",
    countryCode: "DE",
    popularityScore: 45,
  },
  {
    iataCode: "NUE",
    airports: ["NUE"],
    cityBg: "Нюрнберг",
    cityEn: "Nuremberg",
    countryCode: "DE",
    popularityScore: 35,
  },
  // Memmingen (Allgäu) is sold as "Memmingen/Munich West"; 110 km from Munich, so its own place
  {
    iataCode: "FMM",
    airports: ["FMM"],
    cityBg: "Мемминген",
    cityEn: "Memmingen",
    countryCode: "DE",
    popularityScore: 30,
  },
  // Baden Airpark: the airport's own name, as Wizz Air sells it
  {
    iataCode: "FKB",
    airports: ["FKB"],
    cityBg: "Карлсруе/Баден-Баден",
    cityEn: "Karlsruhe/Baden-Baden",
    countryCode: "DE",
    popularityScore: 25,
  },
  { iataCode: "HAJ", airports: ["HAJ"], cityBg: "Хановер", cityEn: "Hanover", countryCode: "DE", popularityScore: 25 },
  { iataCode: "BRE", airports: ["BRE"], cityBg: "Бремен", cityEn: "Bremen", countryCode: "DE", popularityScore: 15 },
  { iataCode: "LEJ", airports: ["LEJ"], cityBg: "Лайпциг", cityEn: "Leipzig", countryCode: "DE", popularityScore: 20 },
  { iataCode: "DRS", airports: ["DRS"], cityBg: "Дрезден", cityEn: "Dresden", countryCode: "DE", popularityScore: 15 },

  // Австрия и Швейцария
  { iataCode: "VIE", airports: ["VIE"], cityBg: "Виена", cityEn: "Vienna", countryCode: "AT", popularityScore: 88 },
  {
    iataCode: "SZG",
    airports: ["SZG"],
    cityBg: "Залцбург",
    cityEn: "Salzburg",
    countryCode: "AT",
    popularityScore: 30,
  },
  {
    iataCode: "INN",
    airports: ["INN"],
    cityBg: "Инсбрук",
    cityEn: "Innsbruck",
    countryCode: "AT",
    popularityScore: 25,
  },
  { iataCode: "GRZ", airports: ["GRZ"], cityBg: "Грац", cityEn: "Graz", countryCode: "AT", popularityScore: 20 },
  { iataCode: "LNZ", airports: ["LNZ"], cityBg: "Линц", cityEn: "Linz", countryCode: "AT", popularityScore: 15 },
  { iataCode: "ZRH", airports: ["ZRH"], cityBg: "Цюрих", cityEn: "Zurich", countryCode: "CH", popularityScore: 60 },
  { iataCode: "GVA", airports: ["GVA"], cityBg: "Женева", cityEn: "Geneva", countryCode: "CH", popularityScore: 50 },
  // EuroAirport Basel-Mulhouse-Freiburg stands on French soil; BSL is its Swiss-side code
  { iataCode: "BSL", airports: ["BSL"], cityBg: "Базел", cityEn: "Basel", countryCode: "CH", popularityScore: 25 },

  // Бенелюкс
  {
    iataCode: "AMS",
    airports: ["AMS"],
    cityBg: "Амстердам",
    cityEn: "Amsterdam",
    countryCode: "NL",
    popularityScore: 75,
  },
  // Eindhoven is sold as Eindhoven, not Amsterdam: its own place
  {
    iataCode: "EIN",
    airports: ["EIN"],
    cityBg: "Айндховен",
    cityEn: "Eindhoven",
    countryCode: "NL",
    popularityScore: 45,
  },
  // Rotterdam The Hague Airport
  {
    iataCode: "RTM",
    airports: ["RTM"],
    cityBg: "Ротердам",
    cityEn: "Rotterdam",
    countryCode: "NL",
    popularityScore: 20,
  },
  // CRL Charleroi is sold as Brussels Charleroi
  {
    iataCode: "BRU",
    airports: ["BRU", "CRL"],
    cityBg: "Брюксел",
    cityEn: "Brussels",
    countryCode: "BE",
    popularityScore: 65,
  },
  {
    iataCode: "LUX",
    airports: ["LUX"],
    cityBg: "Люксембург",
    cityEn: "Luxembourg",
    countryCode: "LU",
    popularityScore: 25,
  },

  // Скандинавия и Исландия
  {
    iataCode: "CPH",
    airports: ["CPH"],
    cityBg: "Копенхаген",
    cityEn: "Copenhagen",
    countryCode: "DK",
    popularityScore: 55,
  },
  { iataCode: "BLL", airports: ["BLL"], cityBg: "Билунд", cityEn: "Billund", countryCode: "DK", popularityScore: 30 },
  // NYO Skavsta is sold as Stockholm Skavsta
  {
    iataCode: "STO",
    airports: ["ARN", "BMA", "NYO"],
    cityBg: "Стокхолм",
    cityEn: "Stockholm",
    countryCode: "SE",
    popularityScore: 50,
  },
  {
    iataCode: "GOT",
    airports: ["GOT"],
    cityBg: "Гьотеборг",
    cityEn: "Gothenburg",
    countryCode: "SE",
    popularityScore: 25,
  },
  { iataCode: "MMX", airports: ["MMX"], cityBg: "Малмьо", cityEn: "Malmo", countryCode: "SE", popularityScore: 20 },
  // TRF Sandefjord Torp is sold as Oslo Torp
  { iataCode: "OSL", airports: ["OSL", "TRF"], cityBg: "Осло", cityEn: "Oslo", countryCode: "NO", popularityScore: 45 },
  { iataCode: "BGO", airports: ["BGO"], cityBg: "Берген", cityEn: "Bergen", countryCode: "NO", popularityScore: 20 },
  {
    iataCode: "HEL",
    airports: ["HEL"],
    cityBg: "Хелзинки",
    cityEn: "Helsinki",
    countryCode: "FI",
    popularityScore: 40,
  },
  // Lapland
  {
    iataCode: "RVN",
    airports: ["RVN"],
    cityBg: "Рованиеми",
    cityEn: "Rovaniemi",
    countryCode: "FI",
    popularityScore: 25,
  },
  // international flights land at Keflavík; Reykjavík's own airport (RKV) is domestic
  {
    iataCode: "KEF",
    airports: ["KEF"],
    cityBg: "Рейкявик",
    cityEn: "Reykjavik",
    countryCode: "IS",
    popularityScore: 35,
  },

  // Балтика
  { iataCode: "RIX", airports: ["RIX"], cityBg: "Рига", cityEn: "Riga", countryCode: "LV", popularityScore: 30 },
  { iataCode: "VNO", airports: ["VNO"], cityBg: "Вилнюс", cityEn: "Vilnius", countryCode: "LT", popularityScore: 30 },
  { iataCode: "KUN", airports: ["KUN"], cityBg: "Каунас", cityEn: "Kaunas", countryCode: "LT", popularityScore: 15 },
  { iataCode: "TLL", airports: ["TLL"], cityBg: "Талин", cityEn: "Tallinn", countryCode: "EE", popularityScore: 30 },

  // Полша, Чехия, Словакия, Унгария
  // WMI Modlin is sold as Warsaw Modlin
  {
    iataCode: "WAW",
    airports: ["WAW", "WMI"],
    cityBg: "Варшава",
    cityEn: "Warsaw",
    countryCode: "PL",
    popularityScore: 50,
  },
  { iataCode: "KRK", airports: ["KRK"], cityBg: "Краков", cityEn: "Krakow", countryCode: "PL", popularityScore: 45 },
  {
    iataCode: "KTW",
    airports: ["KTW"],
    cityBg: "Катовице",
    cityEn: "Katowice",
    countryCode: "PL",
    popularityScore: 30,
  },
  { iataCode: "GDN", airports: ["GDN"], cityBg: "Гданск", cityEn: "Gdansk", countryCode: "PL", popularityScore: 25 },
  { iataCode: "WRO", airports: ["WRO"], cityBg: "Вроцлав", cityEn: "Wroclaw", countryCode: "PL", popularityScore: 25 },
  { iataCode: "POZ", airports: ["POZ"], cityBg: "Познан", cityEn: "Poznan", countryCode: "PL", popularityScore: 15 },
  { iataCode: "PRG", airports: ["PRG"], cityBg: "Прага", cityEn: "Prague", countryCode: "CZ", popularityScore: 65 },
  { iataCode: "BRQ", airports: ["BRQ"], cityBg: "Бърно", cityEn: "Brno", countryCode: "CZ", popularityScore: 15 },
  {
    iataCode: "BTS",
    airports: ["BTS"],
    cityBg: "Братислава",
    cityEn: "Bratislava",
    countryCode: "SK",
    popularityScore: 30,
  },
  { iataCode: "KSC", airports: ["KSC"], cityBg: "Кошице", cityEn: "Kosice", countryCode: "SK", popularityScore: 10 },
  {
    iataCode: "BUD",
    airports: ["BUD"],
    cityBg: "Будапеща",
    cityEn: "Budapest",
    countryCode: "HU",
    popularityScore: 55,
  },

  // Румъния и Молдова
  // Băneasa (BBU) has had no scheduled flights since 2012, so Bucharest is its one airport
  {
    iataCode: "OTP",
    airports: ["OTP"],
    cityBg: "Букурещ",
    cityEn: "Bucharest",
    countryCode: "RO",
    popularityScore: 30,
  },
  {
    iataCode: "CLJ",
    airports: ["CLJ"],
    cityBg: "Клуж-Напока",
    cityEn: "Cluj-Napoca",
    countryCode: "RO",
    popularityScore: 15,
  },
  {
    iataCode: "TSR",
    airports: ["TSR"],
    cityBg: "Тимишоара",
    cityEn: "Timisoara",
    countryCode: "RO",
    popularityScore: 10,
  },
  // the airport's code since 18 January 2024 (was KIV)
  { iataCode: "RMO", airports: ["RMO"], cityBg: "Кишинев", cityEn: "Chisinau", countryCode: "MD", popularityScore: 20 },

  // Западни Балкани
  { iataCode: "BEG", airports: ["BEG"], cityBg: "Белград", cityEn: "Belgrade", countryCode: "RS", popularityScore: 40 },
  { iataCode: "INI", airports: ["INI"], cityBg: "Ниш", cityEn: "Nis", countryCode: "RS", popularityScore: 15 },
  { iataCode: "SKP", airports: ["SKP"], cityBg: "Скопие", cityEn: "Skopje", countryCode: "MK", popularityScore: 25 },
  { iataCode: "OHD", airports: ["OHD"], cityBg: "Охрид", cityEn: "Ohrid", countryCode: "MK", popularityScore: 30 },
  { iataCode: "TIA", airports: ["TIA"], cityBg: "Тирана", cityEn: "Tirana", countryCode: "AL", popularityScore: 35 },
  {
    iataCode: "TGD",
    airports: ["TGD"],
    cityBg: "Подгорица",
    cityEn: "Podgorica",
    countryCode: "ME",
    popularityScore: 20,
  },
  { iataCode: "TIV", airports: ["TIV"], cityBg: "Тиват", cityEn: "Tivat", countryCode: "ME", popularityScore: 25 },
  { iataCode: "ZAG", airports: ["ZAG"], cityBg: "Загреб", cityEn: "Zagreb", countryCode: "HR", popularityScore: 30 },
  { iataCode: "SPU", airports: ["SPU"], cityBg: "Сплит", cityEn: "Split", countryCode: "HR", popularityScore: 35 },
  {
    iataCode: "DBV",
    airports: ["DBV"],
    cityBg: "Дубровник",
    cityEn: "Dubrovnik",
    countryCode: "HR",
    popularityScore: 40,
  },
  { iataCode: "ZAD", airports: ["ZAD"], cityBg: "Задар", cityEn: "Zadar", countryCode: "HR", popularityScore: 20 },
  { iataCode: "PUY", airports: ["PUY"], cityBg: "Пула", cityEn: "Pula", countryCode: "HR", popularityScore: 15 },
  {
    iataCode: "LJU",
    airports: ["LJU"],
    cityBg: "Любляна",
    cityEn: "Ljubljana",
    countryCode: "SI",
    popularityScore: 25,
  },
  { iataCode: "SJJ", airports: ["SJJ"], cityBg: "Сараево", cityEn: "Sarajevo", countryCode: "BA", popularityScore: 25 },

  // Турция
  // IST is the city code too: Istanbul Airport and Sabiha Gökçen
  {
    iataCode: "IST",
    airports: ["IST", "SAW"],
    cityBg: "Истанбул",
    cityEn: "Istanbul",
    countryCode: "TR",
    popularityScore: 95,
  },
  { iataCode: "AYT", airports: ["AYT"], cityBg: "Анталия", cityEn: "Antalya", countryCode: "TR", popularityScore: 65 },
  { iataCode: "ADB", airports: ["ADB"], cityBg: "Измир", cityEn: "Izmir", countryCode: "TR", popularityScore: 40 },
  { iataCode: "BJV", airports: ["BJV"], cityBg: "Бодрум", cityEn: "Bodrum", countryCode: "TR", popularityScore: 40 },
  // Dalaman serves Fethiye, Marmaris and Ölüdeniz
  { iataCode: "DLM", airports: ["DLM"], cityBg: "Даламан", cityEn: "Dalaman", countryCode: "TR", popularityScore: 30 },
  { iataCode: "ESB", airports: ["ESB"], cityBg: "Анкара", cityEn: "Ankara", countryCode: "TR", popularityScore: 25 },
  // Nevşehir Kapadokya Airport: people search for the region, not the town
  {
    iataCode: "NAV",
    airports: ["NAV"],
    cityBg: "Кападокия",
    cityEn: "Cappadocia",
    countryCode: "TR",
    popularityScore: 30,
  },

  // Кавказ
  { iataCode: "TBS", airports: ["TBS"], cityBg: "Тбилиси", cityEn: "Tbilisi", countryCode: "GE", popularityScore: 40 },
  { iataCode: "KUT", airports: ["KUT"], cityBg: "Кутаиси", cityEn: "Kutaisi", countryCode: "GE", popularityScore: 35 },
  { iataCode: "BUS", airports: ["BUS"], cityBg: "Батуми", cityEn: "Batumi", countryCode: "GE", popularityScore: 30 },
  { iataCode: "EVN", airports: ["EVN"], cityBg: "Ереван", cityEn: "Yerevan", countryCode: "AM", popularityScore: 30 },
  { iataCode: "GYD", airports: ["GYD"], cityBg: "Баку", cityEn: "Baku", countryCode: "AZ", popularityScore: 30 },

  // Близкият изток
  // DWC Al Maktoum (Dubai World Central) is Dubai's second airport
  {
    iataCode: "DXB",
    airports: ["DXB", "DWC"],
    cityBg: "Дубай",
    cityEn: "Dubai",
    countryCode: "AE",
    popularityScore: 88,
  },
  {
    iataCode: "AUH",
    airports: ["AUH"],
    cityBg: "Абу Даби",
    cityEn: "Abu Dhabi",
    countryCode: "AE",
    popularityScore: 55,
  },
  { iataCode: "SHJ", airports: ["SHJ"], cityBg: "Шарджа", cityEn: "Sharjah", countryCode: "AE", popularityScore: 30 },
  {
    iataCode: "RKT",
    airports: ["RKT"],
    cityBg: "Рас ал Хайма",
    cityEn: "Ras Al Khaimah",
    countryCode: "AE",
    popularityScore: 25,
  },
  { iataCode: "DOH", airports: ["DOH"], cityBg: "Доха", cityEn: "Doha", countryCode: "QA", popularityScore: 50 },
  { iataCode: "MCT", airports: ["MCT"], cityBg: "Мускат", cityEn: "Muscat", countryCode: "OM", popularityScore: 20 },
  {
    iataCode: "TLV",
    airports: ["TLV"],
    cityBg: "Тел Авив",
    cityEn: "Tel Aviv",
    countryCode: "IL",
    popularityScore: 55,
  },
  { iataCode: "AMM", airports: ["AMM"], cityBg: "Аман", cityEn: "Amman", countryCode: "JO", popularityScore: 30 },
  { iataCode: "AQJ", airports: ["AQJ"], cityBg: "Акаба", cityEn: "Aqaba", countryCode: "JO", popularityScore: 15 },
  { iataCode: "BEY", airports: ["BEY"], cityBg: "Бейрут", cityEn: "Beirut", countryCode: "LB", popularityScore: 20 },

  // Африка
  { iataCode: "CAI", airports: ["CAI"], cityBg: "Кайро", cityEn: "Cairo", countryCode: "EG", popularityScore: 45 },
  { iataCode: "HRG", airports: ["HRG"], cityBg: "Хургада", cityEn: "Hurghada", countryCode: "EG", popularityScore: 60 },
  {
    iataCode: "SSH",
    airports: ["SSH"],
    cityBg: "Шарм ел Шейх",
    cityEn: "Sharm el-Sheikh",
    countryCode: "EG",
    popularityScore: 55,
  },
  {
    iataCode: "RMF",
    airports: ["RMF"],
    cityBg: "Марса Алам",
    cityEn: "Marsa Alam",
    countryCode: "EG",
    popularityScore: 25,
  },
  { iataCode: "LXR", airports: ["LXR"], cityBg: "Луксор", cityEn: "Luxor", countryCode: "EG", popularityScore: 20 },
  {
    iataCode: "RAK",
    airports: ["RAK"],
    cityBg: "Маракеш",
    cityEn: "Marrakech",
    countryCode: "MA",
    popularityScore: 40,
  },
  {
    iataCode: "CMN",
    airports: ["CMN"],
    cityBg: "Казабланка",
    cityEn: "Casablanca",
    countryCode: "MA",
    popularityScore: 25,
  },
  { iataCode: "AGA", airports: ["AGA"], cityBg: "Агадир", cityEn: "Agadir", countryCode: "MA", popularityScore: 20 },
  { iataCode: "TUN", airports: ["TUN"], cityBg: "Тунис", cityEn: "Tunis", countryCode: "TN", popularityScore: 20 },
  {
    iataCode: "MIR",
    airports: ["MIR"],
    cityBg: "Монастир",
    cityEn: "Monastir",
    countryCode: "TN",
    popularityScore: 25,
  },
  { iataCode: "DJE", airports: ["DJE"], cityBg: "Джерба", cityEn: "Djerba", countryCode: "TN", popularityScore: 20 },
  {
    iataCode: "ZNZ",
    airports: ["ZNZ"],
    cityBg: "Занзибар",
    cityEn: "Zanzibar",
    countryCode: "TZ",
    popularityScore: 40,
  },
  {
    iataCode: "CPT",
    airports: ["CPT"],
    cityBg: "Кейптаун",
    cityEn: "Cape Town",
    countryCode: "ZA",
    popularityScore: 30,
  },
  {
    iataCode: "JNB",
    airports: ["JNB"],
    cityBg: "Йоханесбург",
    cityEn: "Johannesburg",
    countryCode: "ZA",
    popularityScore: 15,
  },
  // island states: the island is the destination
  {
    iataCode: "MRU",
    airports: ["MRU"],
    cityBg: "Мавриций",
    cityEn: "Mauritius",
    countryCode: "MU",
    popularityScore: 30,
  },
  {
    iataCode: "SEZ",
    airports: ["SEZ"],
    cityBg: "Сейшели",
    cityEn: "Seychelles",
    countryCode: "SC",
    popularityScore: 30,
  },

  // Азия
  {
    iataCode: "BKK",
    airports: ["BKK", "DMK"],
    cityBg: "Банкок",
    cityEn: "Bangkok",
    countryCode: "TH",
    popularityScore: 55,
  },
  { iataCode: "HKT", airports: ["HKT"], cityBg: "Пукет", cityEn: "Phuket", countryCode: "TH", popularityScore: 50 },
  { iataCode: "KBV", airports: ["KBV"], cityBg: "Краби", cityEn: "Krabi", countryCode: "TH", popularityScore: 20 },
  // Denpasar airport: people search for the island
  { iataCode: "DPS", airports: ["DPS"], cityBg: "Бали", cityEn: "Bali", countryCode: "ID", popularityScore: 50 },
  // Malé airport: people search for the country
  { iataCode: "MLE", airports: ["MLE"], cityBg: "Малдиви", cityEn: "Maldives", countryCode: "MV", popularityScore: 50 },
  { iataCode: "CMB", airports: ["CMB"], cityBg: "Коломбо", cityEn: "Colombo", countryCode: "LK", popularityScore: 35 },
  {
    iataCode: "TYO",
    airports: ["HND", "NRT"],
    cityBg: "Токио",
    cityEn: "Tokyo",
    countryCode: "JP",
    popularityScore: 50,
  },
  {
    iataCode: "OSA",
    airports: ["KIX", "ITM"],
    cityBg: "Осака",
    cityEn: "Osaka",
    countryCode: "JP",
    popularityScore: 20,
  },
  {
    iataCode: "SEL",
    airports: ["ICN", "GMP"],
    cityBg: "Сеул",
    cityEn: "Seoul",
    countryCode: "KR",
    popularityScore: 35,
  },
  {
    iataCode: "SIN",
    airports: ["SIN"],
    cityBg: "Сингапур",
    cityEn: "Singapore",
    countryCode: "SG",
    popularityScore: 40,
  },
  {
    iataCode: "KUL",
    airports: ["KUL"],
    cityBg: "Куала Лумпур",
    cityEn: "Kuala Lumpur",
    countryCode: "MY",
    popularityScore: 30,
  },
  {
    iataCode: "HKG",
    airports: ["HKG"],
    cityBg: "Хонконг",
    cityEn: "Hong Kong",
    countryCode: "HK",
    popularityScore: 30,
  },
  // Capital airport only: Daxing (PKX, 2019) is missing from the OpenFlights data the coordinates come from
  {
    iataCode: "PEK",
    airports: ["PEK"],
    cityBg: "Пекин",
    cityEn: "Beijing",
    countryCode: "CN",
    popularityScore: 30,
  },
  // SHA is both the city code and Hongqiao's airport code
  {
    iataCode: "SHA",
    airports: ["PVG", "SHA"],
    cityBg: "Шанхай",
    cityEn: "Shanghai",
    countryCode: "CN",
    popularityScore: 25,
  },
  { iataCode: "DEL", airports: ["DEL"], cityBg: "Делхи", cityEn: "Delhi", countryCode: "IN", popularityScore: 30 },
  { iataCode: "BOM", airports: ["BOM"], cityBg: "Мумбай", cityEn: "Mumbai", countryCode: "IN", popularityScore: 20 },
  // Dabolim only: Mopa (GOX, 2023) is missing from the OpenFlights data the coordinates come from
  { iataCode: "GOI", airports: ["GOI"], cityBg: "Гоа", cityEn: "Goa", countryCode: "IN", popularityScore: 25 },
  {
    iataCode: "SGN",
    airports: ["SGN"],
    cityBg: "Хошимин",
    cityEn: "Ho Chi Minh City",
    countryCode: "VN",
    popularityScore: 25,
  },
  { iataCode: "HAN", airports: ["HAN"], cityBg: "Ханой", cityEn: "Hanoi", countryCode: "VN", popularityScore: 25 },
  {
    iataCode: "KTM",
    airports: ["KTM"],
    cityBg: "Катманду",
    cityEn: "Kathmandu",
    countryCode: "NP",
    popularityScore: 20,
  },
  { iataCode: "ALA", airports: ["ALA"], cityBg: "Алмати", cityEn: "Almaty", countryCode: "KZ", popularityScore: 15 },

  // Америка
  // EWR Newark is sold as New York Newark
  {
    iataCode: "NYC",
    airports: ["JFK", "EWR", "LGA"],
    cityBg: "Ню Йорк",
    cityEn: "New York",
    countryCode: "US",
    popularityScore: 65,
  },
  {
    iataCode: "CHI",
    airports: ["ORD", "MDW"],
    cityBg: "Чикаго",
    cityEn: "Chicago",
    countryCode: "US",
    popularityScore: 40,
  },
  // BWI Baltimore is sold as Washington Baltimore
  {
    iataCode: "WAS",
    airports: ["IAD", "DCA", "BWI"],
    cityBg: "Вашингтон",
    cityEn: "Washington",
    countryCode: "US",
    popularityScore: 25,
  },
  { iataCode: "BOS", airports: ["BOS"], cityBg: "Бостън", cityEn: "Boston", countryCode: "US", popularityScore: 25 },
  { iataCode: "MIA", airports: ["MIA"], cityBg: "Маями", cityEn: "Miami", countryCode: "US", popularityScore: 40 },
  { iataCode: "MCO", airports: ["MCO"], cityBg: "Орландо", cityEn: "Orlando", countryCode: "US", popularityScore: 20 },
  {
    iataCode: "LAX",
    airports: ["LAX"],
    cityBg: "Лос Анджелис",
    cityEn: "Los Angeles",
    countryCode: "US",
    popularityScore: 40,
  },
  {
    iataCode: "SFO",
    airports: ["SFO"],
    cityBg: "Сан Франциско",
    cityEn: "San Francisco",
    countryCode: "US",
    popularityScore: 30,
  },
  {
    iataCode: "LAS",
    airports: ["LAS"],
    cityBg: "Лас Вегас",
    cityEn: "Las Vegas",
    countryCode: "US",
    popularityScore: 30,
  },
  {
    iataCode: "YTO",
    airports: ["YYZ", "YTZ"],
    cityBg: "Торонто",
    cityEn: "Toronto",
    countryCode: "CA",
    popularityScore: 40,
  },
  { iataCode: "YUL", airports: ["YUL"], cityBg: "Монреал", cityEn: "Montreal", countryCode: "CA", popularityScore: 20 },
  {
    iataCode: "YVR",
    airports: ["YVR"],
    cityBg: "Ванкувър",
    cityEn: "Vancouver",
    countryCode: "CA",
    popularityScore: 15,
  },
  { iataCode: "CUN", airports: ["CUN"], cityBg: "Канкун", cityEn: "Cancun", countryCode: "MX", popularityScore: 45 },
  {
    iataCode: "MEX",
    airports: ["MEX"],
    cityBg: "Мексико Сити",
    cityEn: "Mexico City",
    countryCode: "MX",
    popularityScore: 20,
  },
  {
    iataCode: "PUJ",
    airports: ["PUJ"],
    cityBg: "Пунта Кана",
    cityEn: "Punta Cana",
    countryCode: "DO",
    popularityScore: 35,
  },
  { iataCode: "HAV", airports: ["HAV"], cityBg: "Хавана", cityEn: "Havana", countryCode: "CU", popularityScore: 25 },
  {
    iataCode: "VRA",
    airports: ["VRA"],
    cityBg: "Варадеро",
    cityEn: "Varadero",
    countryCode: "CU",
    popularityScore: 20,
  },
  {
    iataCode: "RIO",
    airports: ["GIG", "SDU"],
    cityBg: "Рио де Жанейро",
    cityEn: "Rio de Janeiro",
    countryCode: "BR",
    popularityScore: 25,
  },
  {
    iataCode: "SAO",
    airports: ["GRU", "CGH"],
    cityBg: "Сао Пауло",
    cityEn: "Sao Paulo",
    countryCode: "BR",
    popularityScore: 15,
  },
  {
    iataCode: "BUE",
    airports: ["EZE", "AEP"],
    cityBg: "Буенос Айрес",
    cityEn: "Buenos Aires",
    countryCode: "AR",
    popularityScore: 15,
  },

  // Австралия
  { iataCode: "SYD", airports: ["SYD"], cityBg: "Сидни", cityEn: "Sydney", countryCode: "AU", popularityScore: 20 },
  {
    iataCode: "MEL",
    airports: ["MEL"],
    cityBg: "Мелбърн",
    cityEn: "Melbourne",
    countryCode: "AU",
    popularityScore: 15,
  },
];

/**
 * Where i18n-iso-countries' Bulgarian name is not what a Bulgarian travel site writes.
 * The country slug in URLs comes from this name: "Великобритания" → /velikobritaniya/london.
 */
export const COUNTRY_NAME_BG_OVERRIDES: Record<string, string> = {
  GB: "Великобритания", // package: "Обединеното кралство"
  US: "САЩ", // package: "Съединени щати"
  AE: "ОАЕ", // package: "Обединени арабски емирства"; the short form is what people type
  HK: "Хонконг", // package: "Хонконг, САР на Китай"
};

/** Where i18n-iso-countries' English name is not what English travel sites write. */
export const COUNTRY_NAME_EN_OVERRIDES: Record<string, string> = {
  CN: "China", // package: "People's Republic of China"
  CZ: "Czechia", // package: "Czech Republic"; Czechia is the short name the country itself uses
  MD: "Moldova", // package: "Moldova, Republic of"
  MK: "North Macedonia", // package: "The Republic of North Macedonia"
  TR: "Turkey", // package: "Türkiye"
  TZ: "Tanzania", // package: "United Republic of Tanzania"
  US: "United States", // package: "United States of America"
};
