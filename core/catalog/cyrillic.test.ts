import { describe, expect, it } from "vitest";
import { conventionalBulgarianName, toBulgarianPlaceName, transcribeToCyrillic } from "./cyrillic.ts";
import { CITY_NAMES_BG, DESTINATIONS } from "./data/index.ts";
import { slugify } from "./transliterate.ts";

describe("Bulgarian names of places", () => {
  it.each([
    ["Honolulu", "Хонолулу"],
    ["New York", "Ню Йорк"],
    ["Los Angeles", "Лос Анджелис"],
    ["San Francisco", "Сан Франциско"],
    ["Chicago", "Чикаго"],
    ["Seattle", "Сиатъл"],
    ["Miami", "Маями"],
    ["Boston", "Бостън"],
    ["Washington", "Вашингтон"],
    ["Toronto", "Торонто"],
    ["Montreal", "Монреал"],
    ["Vancouver", "Ванкувър"],
    ["Tokyo", "Токио"],
    ["Osaka", "Осака"],
    ["Seoul", "Сеул"],
    ["Beijing", "Пекин"],
    ["Shanghai", "Шанхай"],
    ["Hong Kong", "Хонконг"],
    ["Singapore", "Сингапур"],
    ["Bangkok", "Банкок"],
    ["Delhi", "Делхи"],
    ["Mumbai", "Мумбай"],
    ["Cairo", "Кайро"],
    ["Marrakech", "Маракеш"],
    ["Cape Town", "Кейптаун"],
    ["Johannesburg", "Йоханесбург"],
    ["Sydney", "Сидни"],
    ["Melbourne", "Мелбърн"],
    ["Rio De Janeiro", "Рио де Жанейро"],
    ["Buenos Aires", "Буенос Айрес"],
    ["Reykjavik", "Рейкявик"],
    ["Munich", "Мюнхен"],
    ["Cologne", "Кьолн"],
    ["Nuremberg", "Нюрнберг"],
    ["Zurich", "Цюрих"],
    ["Zürich", "Цюрих"],
    ["Geneva", "Женева"],
    ["Copenhagen", "Копенхаген"],
    ["Warsaw", "Варшава"],
    ["Krakow", "Краков"],
    ["Kraków", "Краков"],
    ["Prague", "Прага"],
    ["Vienna", "Виена"],
    ["Venice", "Венеция"],
    ["Florence", "Флоренция"],
    ["Naples", "Неапол"],
    ["Milan", "Милано"],
    ["Rome", "Рим"],
    ["Lisbon", "Лисабон"],
    ["Porto", "Порто"],
    ["Seville", "Севиля"],
    ["Athens", "Атина"],
    ["Thessaloniki", "Солун"],
    ["Edinburgh", "Единбург"],
    ["Dublin", "Дъблин"],
    ["Brussels", "Брюксел"],
    ["The Hague", "Хага"],
    ["Tbilisi", "Тбилиси"],
    ["Yerevan", "Ереван"],
    ["Baku", "Баку"],
    ["Dubai", "Дубай"],
    ["Abu Dhabi", "Абу Даби"],
    ["Doha", "Доха"],
    ["Tel Aviv", "Тел Авив"],
    ["Tel-Aviv", "Тел Авив"],
    ["Eindhoven", "Айндховен"],
  ])("writes %s as %s by convention", (en, bg) => {
    expect(toBulgarianPlaceName(en)).toBe(bg);
  });

  it("looks names up without regard to case, accents and punctuation", () => {
    expect(conventionalBulgarianName("rio de janeiro")).toBe("Рио де Жанейро");
    expect(conventionalBulgarianName("  NEW-YORK ")).toBe("Ню Йорк");
    expect(conventionalBulgarianName("Xian")).toBe("Сиан");
    expect(conventionalBulgarianName("Bergamo")).toBeUndefined();
  });

  it("agrees with the catalog where both name a city, and knows every catalog city", () => {
    const catalog = new Map(DESTINATIONS.map((d) => [d.cityEn.toLowerCase(), d.cityBg]));
    for (const [en, bg] of Object.entries(CITY_NAMES_BG)) {
      const ours = catalog.get(en.toLowerCase());
      if (ours) expect(bg, en).toBe(ours);
    }
    for (const destination of DESTINATIONS) {
      expect(toBulgarianPlaceName(destination.cityEn, destination.countryCode)).toBe(destination.cityBg);
    }
  });

  it.each([
    // the base rules, no country given
    ["Bergamo", undefined, "Бергамо"],
    ["Charleroi", undefined, "Чарлерой"],
    ["Kharkiv", undefined, "Харкив"],
    ["Zhytomyr", undefined, "Житомир"],
    ["Yakutsk", undefined, "Якуцк"],
    ["Philipsburg", undefined, "Филипсбург"],
    ["Kyoto", undefined, "Киото"],
    ["Surabaya", undefined, "Сурабая"],
    ["Djibouti", undefined, "Джибути"],
    ["Quito", undefined, "Квито"],
    // and with the country's letters
    ["Charleroi", "BE", "Шарлероа"],
    ["Beauvais", "FR", "Бове"],
    ["Nantes", "FR", "Нант"],
    ["Perpignan", "FR", "Перпинян"],
    ["Grenoble", "FR", "Гренобъл"],
    ["Lille", "FR", "Лил"],
    ["Bergamo", "IT", "Бергамо"],
    ["Treviso", "IT", "Тревизо"],
    ["Reggio Calabria", "IT", "Реджо Калабрия"],
    ["Foggia", "IT", "Фоджа"],
    ["Pescara", "IT", "Пескара"],
    ["Lamezia", "IT", "Ламеция"],
    ["Klagenfurt", "AT", "Клагенфурт"],
    ["Friedrichshafen", "DE", "Фридрихсхафен"],
    ["Duesseldorf", "DE", "Дюселдорф"],
    ["Stuttgart", "DE", "Щутгарт"],
    ["Groningen", "NL", "Гронинген"],
    ["Zaragoza", "ES", "Сарагоса"],
    ["Jerez", "ES", "Херес"],
    ["Valladolid", "ES", "Валядолид"],
    ["Funchal", "PT", "Фуншал"],
    ["Szczecin", "PL", "Щецин"],
    ["Katowice", "PL", "Катовице"],
    ["Osijek", "HR", "Осиек"],
    ["Rijeka", "HR", "Риека"],
    ["Banja Luka", "BA", "Баня Лука"],
    ["Debrecen", "HU", "Дебрецен"],
    ["Suceava", "RO", "Сучава"],
    ["Oradea", "RO", "Орадя"],
    ["Craiova", "RO", "Крайова"],
    ["Gaziantep", "TR", "Газиантеп"],
    ["Aalborg", "DK", "Олборг"],
    ["Trondheim", "NO", "Трондхейм"],
    ["Oulu", "FI", "Оулу"],
    ["Chios", "GR", "Хиос"],
    ["Baltimore", "US", "Балтимор"],
    ["Pittsburgh", "US", "Питсбърг"],
    ["Nashville", "US", "Нашвил"],
    ["Denver", "US", "Денвър"],
    ["St. Louis", "US", "Сейнт Луис"],
    ["Exeter", "GB", "Ексетър"],
    ["Aberdeen", "GB", "Абердийн"],
    ["Cebu", "PH", "Себу"],
    ["Jeddah", "SA", "Джеда"],
    ["Sharjah", "AE", "Шарджа"],
  ])("transcribes %s (%s) as %s", (en, country, bg) => {
    expect(transcribeToCyrillic(en, country)).toBe(bg);
  });

  it("keeps the shape of the name: words, hyphens, small words, capitals", () => {
    expect(transcribeToCyrillic("Raleigh-durham", "US")).toBe("Ралей-Дурхам");
    expect(transcribeToCyrillic("Palma de Mallorca", "ES")).toBe("Палма де Мальорка");
    expect(transcribeToCyrillic("Port Moresby", "PG")).toBe("Порт Моресби");
    expect(transcribeToCyrillic("Minsk 2")).toBe("Минск 2");
    expect(transcribeToCyrillic("  Bergamo  ")).toBe("Бергамо");
    expect(transcribeToCyrillic("Sármellék", "HU")).toBe("Шармелек");
  });

  it("gives Cyrillic for any name with letters, and slugs that read", () => {
    for (const name of ["Xi'an", "Ålesund", "Tromsø", "Malmö", "Łódź", "Zürich", "São Paulo", "Iași", "Ağrı"]) {
      const bg = toBulgarianPlaceName(name);
      expect(bg, name).toMatch(/^[\p{Script=Cyrillic}\s-]+$/u);
      expect(slugify(bg), name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    expect(slugify(toBulgarianPlaceName("Honolulu"))).toBe("honolulu");
    // a name without a single Latin letter stays as it is
    expect(toBulgarianPlaceName("108")).toBe("108");
  });
});
