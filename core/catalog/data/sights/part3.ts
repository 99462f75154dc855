import type { SightSeed } from "../types.ts";

/**
 * Sights, part 3: three well-known sights for each of AYT, NYC, PMI, HRG, MAN, EDI, VLC, AGP and NCE.
 *
 * distanceKm is the straight line from the point taken as the city centre: the Clock Tower (Saat Kulesi) at the
 * edge of Kaleiçi (Antalya), Times Square (New York), Plaça de Cort (Palma), El Dahar, the old downtown (Hurghada),
 * Albert Square (Manchester), Waverley Station (Edinburgh), Plaça de l'Ajuntament (Valencia), Plaza de la
 * Constitución (Málaga) and Place Masséna (Nice).
 *
 * Some sections are left out on purpose so that the page's fallback texts are exercised: no `nearby` on Aspendos
 * and the Caminito del Rey (both lie out of town, with little else within walking distance), and no `practical` on
 * the Hurghada Marina. Opening hours and prices change, so the texts give patterns and advice, never exact figures.
 */
export const SIGHTS_PART_3: readonly SightSeed[] = [
  // ---------------------------------------------------------------- AYT Antalya
  {
    destinationIata: "AYT",
    name: { bg: "Калеичи", en: "Kaleiçi" },
    slug: { bg: "kaleichi", en: "kaleici" },
    description: {
      bg: "Старият град на Анталия, затворен в останките от древните крепостни стени, с тесни калдъръмени улички, османски къщи с дървени еркери и малко пристанище в подножието. Тук е и Адриановата порта от II век.",
      en: "Antalya's old town, enclosed by the remains of its ancient walls, with narrow cobbled lanes, Ottoman houses with timber bay windows and a small harbour below. Hadrian's Gate from the 2nd century stands here too.",
    },
    latitude: 36.8841,
    longitude: 30.7057,
    distanceKm: 0.3,
    transportInfo: {
      bg: "Модерният трамвай AntRay спира на İsmetpaşa, на няколко минути пеша от Адриановата порта; носталгичният трамвай по крайбрежния булевард спира на Kalekapısı, до Часовниковата кула.",
      en: "The AntRay light rail stops at İsmetpaşa, a few minutes' walk from Hadrian's Gate; the nostalgic tram along the coastal boulevard stops at Kalekapısı, next to the Clock Tower.",
    },
    selectionReason: {
      bg: "Историческото сърце на Анталия и най-приятното място за разходка, вечеря и нощувка в града.",
      en: "The historic heart of Antalya and the most pleasant place in the city to stroll, dine and stay.",
    },
    seoTitle: {
      bg: "Калеичи, Анталия – старият град, порти и пристанище",
      en: "Kaleiçi, Antalya – old town, Hadrian's Gate and harbour",
    },
    seoDescription: {
      bg: "Калеичи в Анталия: Адриановата порта, Рифеленото минаре, старото пристанище и османските къщи. Съвети за разходка и как да стигнете от летището.",
      en: "Kaleiçi in Antalya: Hadrian's Gate, the Fluted Minaret, the old harbour and Ottoman houses. Walking tips and how to get there from the airport.",
    },
    keywords: {
      bg: ["Калеичи", "Анталия стар град", "Адриановата порта", "Рифеленото минаре", "Анталия забележителности"],
      en: ["Kaleiçi", "Antalya old town", "Hadrian's Gate", "Yivli Minaret", "Antalya sights"],
    },
    sections: {
      intro: {
        bg: "Калеичи е мястото, където Анталия престава да бъде курорт с хотели и плажове и става град с хилядолетна история. Лабиринтът от улички се спуска към морето, а зад всеки ъгъл има двор с лимоново дърво, малък пансион или кафене с изглед към залива.",
        en: "Kaleiçi is where Antalya stops being a resort of hotels and beaches and becomes a city with thousands of years of history. The maze of lanes runs down to the sea, and round every corner is a courtyard with a lemon tree, a small guesthouse or a café overlooking the bay.",
      },
      context: {
        bg: "Градът е основан около II век пр.н.е. от пергамския цар Атал II и носи името Аталия. Римляните, византийците, селджуките и османците оставят своите следи в рамките на стените. През 130 г. в чест на посещението на император Адриан е издигната мраморната порта с три арки, която и днес е главният вход към стария град.",
        en: "The city was founded in the 2nd century BC by King Attalus II of Pergamon and named Attaleia. Romans, Byzantines, Seljuks and Ottomans all left their mark inside the walls. In 130 AD the marble gate with three arches was raised for Emperor Hadrian's visit, and it is still the main entrance to the old town.",
      },
      highlights: {
        bg: "Адриановата порта с оригиналния римски паваж, в който личат следите от колела, и Рифеленото минаре (Yivli Minare) от XIII век – символът на Анталия. Не пропускайте и сградата на Пресеченото минаре (Kesik Minare), служила последователно за храм, църква и джамия, кулата Хъдърлък над парка Караалиоглу и старото пристанище, откъдето тръгват лодките по крайбрежието.",
        en: "Hadrian's Gate with its original Roman paving still showing wheel ruts, and the 13th-century Fluted Minaret (Yivli Minare), the symbol of Antalya. Don't miss the Broken Minaret (Kesik Minare), whose building served in turn as a temple, a church and a mosque, the Hıdırlık Tower above Karaalioğlu Park and the old harbour, where the boats along the coast set off.",
      },
      practical: {
        bg: "Разходката из Калеичи е безплатна и е най-приятна сутрин или след залез, когато жегата спадне – през лятото по пладне калдъръмът се нагорещява. Улиците са стръмни и хлъзгави, затова обуйте удобни обувки. Ако искате лодка до водопадите Дюден, договорете цената и продължителността на пристанището преди да се качите.",
        en: "Walking around Kaleiçi is free and most pleasant in the morning or after sunset, once the heat eases; at midday in summer the cobbles get very hot. The lanes are steep and slippery, so wear comfortable shoes. If you want a boat to the Düden Waterfalls, agree the price and length of the trip at the harbour before boarding.",
      },
      gettingThere: {
        bg: "Летище Анталия (AYT), където кацат полетите от България, е на около 13 км източно от центъра. Трамвайната линия AntRay тръгва от терминалите – качете се на трамвая в посока Fatih и слезте на İsmetpaşa. Има и градски автобуси и таксита; от централните квартали до Калеичи се стига пеша или с носталгичния трамвай.",
        en: "Antalya Airport (AYT), where flights from Bulgaria land, is about 13 km east of the centre. The AntRay light rail starts at the terminals: take the tram towards Fatih and get off at İsmetpaşa. City buses and taxis are also available; from the central districts, walk to Kaleiçi or take the nostalgic tram.",
      },
      nearby: {
        bg: "На около два километра на запад, до последната спирка на носталгичния трамвай, е Археологическият музей на Анталия с находки от Перге и саркофази от цяла Памфилия. Точно над стария град са площад „Джумхуриет“ и улиците за пазаруване, а по крайбрежието на запад започва дългият плаж Коняалтъ.",
        en: "About two kilometres to the west, at the last stop of the nostalgic tram, is the Antalya Archaeological Museum, with finds from Perge and sarcophagi from all over Pamphylia. Right above the old town are Republic Square and the shopping streets, and to the west along the coast begins the long Konyaaltı Beach.",
      },
    },
    faq: [
      {
        question: { bg: "Колко време е нужно за Калеичи?", en: "How much time do you need for Kaleiçi?" },
        answer: {
          bg: "За разходка с основните забележителности стигат два-три часа. Ако добавите лодка до водопадите или вечеря в някой от дворовете, отделете половин ден.",
          en: "Two to three hours are enough for a walk past the main sights. Add a boat trip to the waterfalls or dinner in one of the courtyards and plan half a day.",
        },
      },
      {
        question: { bg: "Добре ли е да се отседне в Калеичи?", en: "Is Kaleiçi a good place to stay?" },
        answer: {
          bg: "Да, ако търсите атмосфера: има много малки бутикови хотели в реставрирани къщи. Колите трудно минават по уличките, а до плажа трябва транспорт, затова семействата с деца често предпочитат Лара или Коняалтъ.",
          en: "Yes, if you are after atmosphere: there are many small boutique hotels in restored houses. Cars struggle in the lanes and you need transport to reach a beach, so families with children often prefer Lara or Konyaaltı.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "AYT",
    name: { bg: "Водопадите Дюден", en: "Düden Waterfalls" },
    slug: { bg: "vodopadite-dyuden", en: "duden-waterfalls" },
    description: {
      bg: "Река Дюден завършва пътя си с водопад, който се спуска от скалите около 40 метра право в Средиземно море. Долният водопад е в квартал Лара, а Горният – в зелен парк в северната част на града.",
      en: "The Düden River ends its course with a waterfall that drops about 40 metres from the cliffs straight into the Mediterranean. The Lower Falls are in the Lara district, the Upper Falls in a green park in the north of the city.",
    },
    latitude: 36.8514,
    longitude: 30.7833,
    distanceKm: 7.9,
    transportInfo: {
      bg: "Градските автобуси към Лара минават покрай парка на Долния водопад; удобно е и с такси. Водопадът може да се види и откъм морето с лодка от старото пристанище в Калеичи.",
      en: "City buses towards Lara pass the park by the Lower Falls, and a taxi is easy too. You can also see the falls from the sea on a boat from the old harbour in Kaleiçi.",
    },
    selectionReason: {
      bg: "Рядка гледка – река, която пада директно в морето, и то на няколко километра от центъра.",
      en: "A rare sight: a river falling straight into the sea, only a few kilometres from the city centre.",
    },
    seoTitle: {
      bg: "Водопадите Дюден, Анталия – Долният и Горният водопад",
      en: "Düden Waterfalls, Antalya – Lower and Upper Falls",
    },
    seoDescription: {
      bg: "Водопадите Дюден в Анталия: къде пада реката в морето, кога е най-хубаво, лодките от Калеичи и как да стигнете до Долния и Горния водопад.",
      en: "The Düden Waterfalls in Antalya: where the river falls into the sea, the best time to go, boats from Kaleiçi and how to reach the Lower and Upper Falls.",
    },
    keywords: {
      bg: ["водопадите Дюден", "Анталия", "Долният водопад Дюден", "Лара", "Горният водопад Дюден"],
      en: ["Düden Waterfalls", "Antalya", "Lower Düden Falls", "Lara", "Upper Düden Falls"],
    },
    sections: {
      intro: {
        bg: "Малко места по света предлагат гледката на река, която се хвърля от скалите направо в морето. Край Анталия това е ежедневие: Долният водопад Дюден вдига облак от водни пръски над синята вода, а около него е разположен приятен парк с пейки и площадки за снимки.",
        en: "Few places in the world offer the sight of a river plunging off the cliffs straight into the sea. In Antalya it happens every day: the Lower Düden Falls throw up a cloud of spray over the blue water, surrounded by a pleasant park with benches and photo spots.",
      },
      context: {
        bg: "Река Дюден извира в планините Таврос и на места тече под земята през варовиковите скали, откъдето идва и името ѝ. Анталия е построена върху травертиново плато, което реката е прорязала, затова в града има два водопада: Горният, в квартал Кепез, и Долният, където водата достига морето.",
        en: "The Düden River rises in the Taurus Mountains and in places flows underground through the limestone, which is where its name comes from. Antalya is built on a travertine plateau the river has cut through, which is why the city has two waterfalls: the Upper Falls in the Kepez district and the Lower Falls, where the water meets the sea.",
      },
      highlights: {
        bg: "Панорамата от ръба на скалите в парка на Долния водопад, особено при залез; гледката отдолу от лодките, които спират точно пред водната завеса; при Горния водопад – пътеката, която минава през пещера зад водата, и сенчестият парк с мостчета. През пролетта, след топенето на снега в планините, водата е най-пълноводна.",
        en: "The panorama from the cliff edge in the Lower Falls park, especially at sunset; the view from below from the boats that stop right in front of the curtain of water; and at the Upper Falls, the path through a cave behind the water and the shady park with footbridges. The flow is strongest in spring, after the snowmelt in the mountains.",
      },
      practical: {
        bg: "Паркът на Долния водопад е открит и не изисква предварителни резервации; Горният водопад е в уреден парк с неголяма входна такса. Лодките от старото пристанище са удобен вариант, ако искате да видите водопада откъм морето – обикновено обиколката включва и плуване в някой залив. През лятото донесете шапка и вода – край скалите почти няма сянка.",
        en: "The Lower Falls park is open-air and needs no booking; the Upper Falls are in a managed park with a small entry fee. Boats from the old harbour are a good option if you want to see the falls from the sea; the trip usually includes a swim in a cove. In summer bring a hat and water, as there is little shade on the cliffs.",
      },
      gettingThere: {
        bg: "От летище Анталия (AYT) до Долния водопад са около 8 км – най-бързо е с такси. С градски транспорт от центъра хванете автобус в посока Лара. До Горния водопад, на около 10 км северно от центъра, също има градски автобуси от централните спирки.",
        en: "From Antalya Airport (AYT) it is about 8 km to the Lower Falls, and a taxi is quickest. By public transport from the centre, take a bus towards Lara. The Upper Falls, about 10 km north of the centre, are also served by city buses from the central stops.",
      },
      nearby: {
        bg: "Паркът е в началото на квартал Лара, откъдето на изток се простира дългият пясъчен плаж Лара с голяма част от хотелите. На по-малко от 20 км на североизток са руините на античния град Перге с колонадна улица и стадион, а в обратната посока, в центъра, ви чака старият град Калеичи.",
        en: "The park is at the start of the Lara district, from which the long sandy Lara Beach with many of the hotels stretches east. Less than 20 km to the north-east are the ruins of ancient Perge with its colonnaded street and stadium, and back in the centre the old town of Kaleiçi awaits.",
      },
    },
    faq: [
      {
        question: { bg: "Кой водопад Дюден да посетя?", en: "Which Düden waterfall should I visit?" },
        answer: {
          bg: "Долният е по-зрелищен, защото пада направо в морето. Горният е по-малък, но е в сенчест парк с пещера зад водата – добър избор за горещ следобед.",
          en: "The Lower Falls are more spectacular because they drop straight into the sea. The Upper Falls are smaller but sit in a shady park with a cave behind the water, a good choice for a hot afternoon.",
        },
      },
      {
        question: { bg: "Може ли да се плува под водопада?", en: "Can you swim below the waterfall?" },
        answer: {
          bg: "Не – скалите са високи, а водата под водопада е бурна. Плуване има при лодъчните обиколки, но в спокойни заливи по-далеч от падащата вода.",
          en: "No: the cliffs are high and the water beneath the falls is rough. Boat trips include a swim, but in calm coves away from the falling water.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "AYT",
    name: { bg: "Аспендос", en: "Aspendos" },
    slug: { bg: "aspendos", en: "aspendos" },
    description: {
      bg: "Древен град в Памфилия, прочут с римския си театър от II век – един от най-добре запазените в света. И днес в него се провеждат представления и фестивал за опера и балет.",
      en: "An ancient city in Pamphylia, famous for its 2nd-century Roman theatre, one of the best preserved in the world. It still hosts performances and an opera and ballet festival.",
    },
    latitude: 36.9389,
    longitude: 31.1722,
    distanceKm: 41.9,
    transportInfo: {
      bg: "Няма директен градски транспорт. От автогарата на Анталия има автобуси до Серик, откъдето до обекта остават около 8 км с такси; повечето посетители идват с организирана екскурзия или кола под наем.",
      en: "There is no direct public transport. Buses run from Antalya bus station to Serik, leaving about 8 km to the site by taxi; most visitors come on an organised tour or by hire car.",
    },
    selectionReason: {
      bg: "Най-впечатляващият античен театър в Турция, до който се стига за около час от Анталия.",
      en: "The most impressive ancient theatre in Turkey, about an hour's drive from Antalya.",
    },
    seoTitle: {
      bg: "Аспендос – римският театър край Анталия",
      en: "Aspendos – the Roman theatre near Antalya",
    },
    seoDescription: {
      bg: "Аспендос: историята на римския театър, акведуктът, фестивалът за опера и балет и как да стигнете от Анталия и от летището без организирана екскурзия.",
      en: "Aspendos: the story of the Roman theatre, the aqueduct, the opera and ballet festival and how to get there from Antalya and the airport without a tour.",
    },
    keywords: {
      bg: ["Аспендос", "римски театър", "Анталия екскурзии", "Памфилия", "фестивал Аспендос"],
      en: ["Aspendos", "Roman theatre", "Antalya day trips", "Pamphylia", "Aspendos festival"],
    },
    sections: {
      intro: {
        bg: "Който влезе в театъра на Аспендос, първо остава без думи от мащаба: стените на сцената се издигат на височината на многоетажна сграда, а редовете седалки обхващат цял склон. Акустиката е толкова добра, че дума, казана тихо на сцената, се чува на последния ред.",
        en: "Anyone entering the theatre of Aspendos is first struck by its scale: the stage wall rises to the height of a multi-storey building, and the rows of seats cover a whole hillside. The acoustics are so good that a word spoken quietly on stage can be heard in the back row.",
      },
      context: {
        bg: "Аспендос е бил богат пристанищен град на река Евримедон (днешната Кьопрючай). Театърът е построен през II век, по времето на император Марк Аврелий, от архитекта Зенон, родом от града. През XIII век селджуките го използват като керван-сарай, което помага той да оцелее почти непокътнат; през 1930 г. Ататюрк го посещава и нарежда да бъде съхранен и отново използван за представления.",
        en: "Aspendos was a wealthy river port on the Eurymedon (today's Köprüçay). The theatre was built in the 2nd century, in the reign of Marcus Aurelius, by the architect Zeno, a native of the city. In the 13th century the Seljuks used it as a caravanserai, which helped it survive almost intact; in 1930 Atatürk visited and ordered it preserved and used again for performances.",
      },
      highlights: {
        bg: "Сценичната стена с ниши, колони и фрагменти от украса; горната галерия с арки, откъдето се вижда цялата долина; акрополът над театъра с останки от базилика и агора; внушителните арки на римския акведукт в полето на север. По пътя към обекта си заслужава да спрете при селджукския мост над Кьопрючай.",
        en: "The stage wall with its niches, columns and fragments of decoration; the upper arcade with a view over the whole valley; the acropolis above the theatre with the remains of a basilica and agora; and the imposing arches of the Roman aqueduct in the fields to the north. On the way in, stop at the Seljuk bridge over the Köprüçay.",
      },
      practical: {
        bg: "Обектът е отворен всеки ден; входът се плаща на касата, но е включен и в музейната карта Museum Pass Türkiye. Сянка почти няма, затова през лятото елате рано сутрин или късно следобед и носете вода. Ако искате да гледате спектакъл, проверете програмата на фестивала предварително – билетите за популярните вечери се разпродават.",
        en: "The site is open daily; you pay at the ticket office, and entry is also included in the Museum Pass Türkiye. There is almost no shade, so in summer come early in the morning or late in the afternoon and bring water. If you want to see a performance, check the festival programme in advance, as popular nights sell out.",
      },
      gettingThere: {
        bg: "Летище Анталия (AYT) е на изток от града, по пътя към Аспендос – с кола или такси от летището се стига за около половин час. От центъра на Анталия пътят с кола е около час по шосето за Алания; с обществен транспорт хванете автобус от автогарата до Серик и продължете с такси.",
        en: "Antalya Airport (AYT) lies east of the city, on the way to Aspendos: by car or taxi from the airport it takes about half an hour. From central Antalya the drive is about an hour along the Alanya road; by public transport, take a bus from the bus station to Serik and continue by taxi.",
      },
    },
    faq: [
      {
        question: {
          bg: "Може ли Аспендос да се съчетае с Перге и Сиде?",
          en: "Can Aspendos be combined with Perge and Side?",
        },
        answer: {
          bg: "Да, трите обекта са по един и същ път на изток от Анталия и много екскурзии ги обхождат за един ден. С кола под наем е лесно да ги посетите и самостоятелно.",
          en: "Yes, all three lie along the same road east of Antalya, and many tours cover them in one day. With a hire car they are easy to visit on your own.",
        },
      },
      {
        question: { bg: "Кога е фестивалът в Аспендос?", en: "When is the Aspendos festival?" },
        answer: {
          bg: "Международният фестивал за опера и балет обикновено се провежда в края на лятото и началото на есента. Датите и програмата се обявяват всяка година.",
          en: "The International Opera and Ballet Festival is usually held in late summer and early autumn. Dates and programme are announced each year.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- NYC New York
  {
    destinationIata: "NYC",
    name: { bg: "Статуята на свободата", en: "Statue of Liberty" },
    slug: { bg: "statuyata-na-svobodata", en: "statue-of-liberty" },
    description: {
      bg: "Медната статуя на остров Либърти в пристанището на Ню Йорк е подарък от Франция за стогодишнината от американската независимост, открит през 1886 г. Тя е символ на свободата и на имигрантите, пристигали с кораби в Америка.",
      en: "The copper statue on Liberty Island in New York Harbor was a gift from France for the centenary of American independence, dedicated in 1886. It is a symbol of freedom and of the immigrants who arrived in America by ship.",
    },
    latitude: 40.6892,
    longitude: -74.0445,
    distanceKm: 9.1,
    transportInfo: {
      bg: "Единственият официален ферибот (Statue City Cruises) тръгва от Батъри Парк в Долен Манхатън; най-близките метростанции са South Ferry (линия 1), Bowling Green (4, 5) и Whitehall St (R, W). От Ню Джърси фериботът тръгва от Liberty State Park.",
      en: "The only official ferry (Statue City Cruises) leaves from Battery Park in Lower Manhattan; the nearest subway stations are South Ferry (1), Bowling Green (4, 5) and Whitehall St (R, W). From New Jersey the ferry leaves from Liberty State Park.",
    },
    selectionReason: {
      bg: "Най-разпознаваемият символ на Ню Йорк и на САЩ и първото нещо, което много пътешественици искат да видят.",
      en: "The most recognisable symbol of New York and the United States, and the first thing many travellers want to see.",
    },
    seoTitle: {
      bg: "Статуята на свободата – ферибот, билети и съвети",
      en: "Statue of Liberty – ferry, tickets and tips",
    },
    seoDescription: {
      bg: "Статуята на свободата в Ню Йорк: откъде тръгва фериботът, кои билети включват пиедестала и короната, Елис Айлънд и как да стигнете от летищата.",
      en: "The Statue of Liberty: where the ferry leaves from, which tickets include the pedestal and crown, Ellis Island and how to get there from the airports.",
    },
    keywords: {
      bg: [
        "Статуята на свободата",
        "Ню Йорк забележителности",
        "Елис Айлънд",
        "ферибот Статуята на свободата",
        "Батъри Парк",
      ],
      en: ["Statue of Liberty", "New York sights", "Ellis Island", "Statue of Liberty ferry", "Battery Park"],
    },
    sections: {
      intro: {
        bg: "Колкото и снимки да сте виждали, моментът, в който фериботът се приближава до острова и статуята изниква над водата, остава незабравим. Отблизо тя е по-голяма, отколкото изглежда от брега, а от пиедестала се открива гледка към небостъргачите на Манхатън.",
        en: "However many photos you have seen, the moment the ferry approaches the island and the statue rises above the water stays with you. Up close it is bigger than it looks from the shore, and the pedestal offers a view of the Manhattan skyline.",
      },
      context: {
        bg: "Статуята е дело на френския скулптор Фредерик Огюст Бартолди, а вътрешната ѝ желязна конструкция е проектирана от Гюстав Айфел. Изработена е във Франция, пренесена на части с кораб и открита на 28 октомври 1886 г. Заедно с пиедестала е висока около 93 метра, а от 1984 г. е в списъка на световното наследство на ЮНЕСКО.",
        en: "The statue is the work of the French sculptor Frédéric Auguste Bartholdi, and its internal iron framework was designed by Gustave Eiffel. It was made in France, shipped over in pieces and dedicated on 28 October 1886. With its pedestal it stands about 93 metres tall, and it has been a UNESCO World Heritage Site since 1984.",
      },
      highlights: {
        bg: "Терасата на пиедестала и изкачването до короната, за което местата са малко и се резервират месеци напред; Музеят на Статуята на свободата на острова, където е изложена оригиналната факла; обиколката на острова с гледка към Манхатън. Същият ферибот спира и на Елис Айлънд, където Националният музей на имиграцията разказва за милионите, минали оттук.",
        en: "The pedestal terrace and the climb to the crown, for which places are few and booked months ahead; the Statue of Liberty Museum on the island, where the original torch is displayed; and the walk around the island with views of Manhattan. The same ferry also stops at Ellis Island, where the National Museum of Immigration tells the story of the millions who passed through.",
      },
      practical: {
        bg: "Купувайте билети само от официалния продавач Statue City Cruises – в Батъри Парк улични търговци предлагат разходки с лодка, при които не се слиза на острова. Билетите за пиедестала и короната се резервират предварително. Преди качване има проверка за сигурност като на летище, затова тръгнете рано и не носете големи чанти.",
        en: "Buy tickets only from the official seller, Statue City Cruises: street vendors in Battery Park sell cruises that do not land on the island. Pedestal and crown tickets must be booked in advance. There is airport-style security screening before boarding, so set off early and leave large bags behind.",
      },
      gettingThere: {
        bg: "От България до Ню Йорк се лети с прекачване, най-често до JFK или Нюарк (EWR). От JFK влакчето AirTrain стига до Howard Beach, откъдето метро A стига до Долен Манхатън; от Нюарк AirTrain и влак на NJ Transit ви отвеждат до Манхатън. От Таймс Скуеър линия 1 на метрото стига директно до South Ferry.",
        en: "Flights from Bulgaria to New York involve a connection, usually into JFK or Newark (EWR). From JFK the AirTrain runs to Howard Beach, where the A train goes to Lower Manhattan; from Newark the AirTrain and an NJ Transit train take you to Manhattan. From Times Square the 1 train runs straight to South Ferry.",
      },
      nearby: {
        bg: "Батъри Парк е в самия край на Манхатън, а на няколко минути пеша са бронзовият бик на Уолстрийт и Нюйоркската фондова борса. Малко по-на север са Мемориалът и музеят на 11 септември и One World Trade Center с панорамната си площадка. Безплатният ферибот до Статън Айлънд минава покрай статуята и е добър вариант, ако искате само да я видите отдалеч.",
        en: "Battery Park is at the very tip of Manhattan, and a few minutes' walk away are the Wall Street bull and the New York Stock Exchange. A little further north are the 9/11 Memorial and Museum and One World Trade Center with its observation deck. The free Staten Island Ferry passes the statue and is a good option if you only want to see it from a distance.",
      },
    },
    faq: [
      {
        question: { bg: "Може ли да се качи до короната?", en: "Can you go up to the crown?" },
        answer: {
          bg: "Да, но само с отделен билет за короната, който се резервира много предварително, защото местата са ограничени. Изкачването е по тясна вита стълба без асансьор.",
          en: "Yes, but only with a separate crown ticket booked well in advance, as places are limited. The climb is up a narrow spiral staircase with no lift.",
        },
      },
      {
        question: { bg: "Как да видя статуята безплатно?", en: "How can I see the statue for free?" },
        answer: {
          bg: "Хванете безплатния ферибот до Статън Айлънд от терминала Whitehall: той минава на разстояние от статуята и предлага хубава гледка към нея и към Манхатън.",
          en: "Take the free Staten Island Ferry from Whitehall Terminal: it passes at a distance from the statue and offers a fine view of it and of Manhattan.",
        },
      },
    ],
    wikidataId: "Q9202",
  },
  {
    destinationIata: "NYC",
    name: { bg: "Сентрал Парк", en: "Central Park" },
    slug: { bg: "sentral-park", en: "central-park" },
    description: {
      bg: "Огромният парк в сърцето на Манхатън, дълъг около 4 км, с езера, поляни, мостове и алеи между небостъргачите. Проектиран е от Фредерик Лоу Олмстед и Калвърт Во и е открит на етапи от 1858 г.",
      en: "The huge park at the heart of Manhattan, about 4 km long, with lakes, lawns, bridges and paths among the skyscrapers. It was designed by Frederick Law Olmsted and Calvert Vaux and opened in stages from 1858.",
    },
    latitude: 40.7823,
    longitude: -73.9654,
    distanceKm: 3.2,
    transportInfo: {
      bg: "Метро до 59 St–Columbus Circle (A, B, C, D, 1) или 5 Av/59 St (N, R, W) за южния край; по западната страна спират линии B и C (например 72 St и 81 St–Museum of Natural History).",
      en: "Subway to 59 St–Columbus Circle (A, B, C, D, 1) or 5 Av/59 St (N, R, W) for the southern end; along the west side, the B and C trains stop at stations such as 72 St and 81 St–Museum of Natural History.",
    },
    selectionReason: {
      bg: "Зеленият хол на Ню Йорк, където градът почива, спортува и се разхожда през всеки сезон.",
      en: "New York's green living room, where the city relaxes, exercises and strolls in every season.",
    },
    seoTitle: {
      bg: "Сентрал Парк, Ню Йорк – какво да видите и как да стигнете",
      en: "Central Park, New York – what to see and getting there",
    },
    seoDescription: {
      bg: "Сентрал Парк: терасата „Бетесда“, мостът Боу, Строубъри Филдс, зоопаркът и пързалката. Маршрут за разходка и как да стигнете с метро.",
      en: "Central Park: Bethesda Terrace, Bow Bridge, Strawberry Fields, the zoo and the ice rink. A walking route and how to get there by subway.",
    },
    keywords: {
      bg: ["Сентрал Парк", "Ню Йорк", "Бетесда", "Строубъри Филдс", "Манхатън паркове"],
      en: ["Central Park", "New York", "Bethesda Terrace", "Strawberry Fields", "Manhattan parks"],
    },
    sections: {
      intro: {
        bg: "Сентрал Парк е мястото, където нюйоркчани бягат от шума, без да напускат Манхатън. Само на няколко крачки от Пето авеню започват скали, езера и гори, а силуетът на небостъргачите над дърветата напомня, че сте в центъра на един от най-гъсто населените градове в света.",
        en: "Central Park is where New Yorkers escape the noise without leaving Manhattan. A few steps from Fifth Avenue you find rocks, lakes and woods, while the skyline rising over the trees reminds you that you are in the middle of one of the most densely populated cities in the world.",
      },
      context: {
        bg: "През 1858 г. Олмстед и Во печелят конкурса с проекта си „Грийнсуорд“, който превръща блатиста и скалиста местност в привидно естествен пейзаж – всъщност почти всичко в парка е изкуствено създадено. Паркът заема около 341 хектара между 59-а и 110-а улица. През 70-те години на XX век е в упадък, но от 1980 г. фондацията Central Park Conservancy го възстановява.",
        en: "In 1858 Olmsted and Vaux won the design competition with their Greensward Plan, which turned swampy, rocky ground into a seemingly natural landscape; in fact almost everything in the park is man-made. It covers about 341 hectares between 59th and 110th Streets. It was in decline in the 1970s, but since 1980 the Central Park Conservancy has restored it.",
      },
      highlights: {
        bg: "Терасата „Бетесда“ с фонтана „Ангелът на водите“; чугуненият мост Боу над езерото, където можете да наемете лодка; мозайката „Imagine“ в Строубъри Филдс в памет на Джон Ленън; замъкът Белведере с гледка към Голямата поляна; алеята The Mall с двойния ред брястове. През зимата пързалката „Волман“ работи на фона на небостъргачите.",
        en: "Bethesda Terrace with the Angel of the Waters fountain; the cast-iron Bow Bridge over the Lake, where you can rent a rowing boat; the Imagine mosaic at Strawberry Fields in memory of John Lennon; Belvedere Castle with its view over the Great Lawn; and the Mall with its double row of elms. In winter, Wollman Rink operates against a backdrop of skyscrapers.",
      },
      practical: {
        bg: "Входът е свободен, а паркът е отворен от ранна сутрин до късно вечер. Разстоянията са големи – за да обиколите основните места, предвидете поне половин ден или наемете велосипед. Файтоните и рикшите на входовете са скъпи, затова уточнете цената предварително. Пътищата в парка са затворени за коли и са пълни с бегачи и колоездачи, затова се оглеждайте, когато ги пресичате.",
        en: "Entry is free, and the park is open from early morning until late at night. Distances are large: allow at least half a day for the main sights or rent a bike. Horse carriages and pedicabs at the entrances are expensive, so agree the price first. The park drives are closed to cars and full of runners and cyclists, so look both ways when you cross them.",
      },
      gettingThere: {
        bg: "От JFK хванете AirTrain до Jamaica и продължете с метро E до Манхатън, а от Нюарк (EWR) – AirTrain и влак на NJ Transit до Penn Station. От Таймс Скуеър до южния край на парка се върви около 15 минути по Седмо авеню или се стига с една-две спирки метро.",
        en: "From JFK take the AirTrain to Jamaica and continue on the E train to Manhattan; from Newark (EWR) take the AirTrain and an NJ Transit train to Penn Station. From Times Square, the southern end of the park is about a 15-minute walk up Seventh Avenue or one or two subway stops.",
      },
      nearby: {
        bg: "На източната граница на парка по Пето авеню е Метрополитън музеят, а малко по-нагоре – спиралната сграда на музея Гугенхайм. От западната страна е Американският природонаучен музей. В югоизточния ъгъл са хотел „Плаза“ и началото на най-известните магазини по Пето авеню.",
        en: "On the park's eastern edge along Fifth Avenue is the Metropolitan Museum of Art, and a little further north the spiral building of the Guggenheim. On the west side is the American Museum of Natural History. At the south-east corner are the Plaza Hotel and the start of the famous Fifth Avenue shops.",
      },
    },
    faq: [
      {
        question: {
          bg: "Откъде да започна разходката в Сентрал Парк?",
          en: "Where should I start a walk in Central Park?",
        },
        answer: {
          bg: "Удобно е да влезете от югоизточния ъгъл при 59-а улица и Пето авеню, да минете по алеята The Mall до терасата „Бетесда“ и моста Боу и да излезете на запад към Строубъри Филдс.",
          en: "A good route is to enter at the south-east corner by 59th Street and Fifth Avenue, follow the Mall to Bethesda Terrace and Bow Bridge, and leave on the west side by Strawberry Fields.",
        },
      },
      {
        question: { bg: "Безопасен ли е паркът вечер?", en: "Is the park safe in the evening?" },
        answer: {
          bg: "Основните алеи са оживени и осветени до късно, но след като се стъмни, е по-добре да не навлизате в пустите и залесени части, особено в северната половина.",
          en: "The main paths are busy and lit until late, but after dark it is best to avoid the empty wooded areas, especially in the northern half.",
        },
      },
    ],
    wikidataId: "Q160409",
  },
  {
    destinationIata: "NYC",
    name: { bg: "Емпайър Стейт Билдинг", en: "Empire State Building" },
    slug: { bg: "empaiar-steit-bilding", en: "empire-state-building" },
    description: {
      bg: "Небостъргачът в стил ар деко на Пето авеню, открит през 1931 г., е бил най-високата сграда в света почти 40 години. Площадките на 86-ия и 102-рия етаж предлагат една от най-известните гледки към Манхатън.",
      en: "The Art Deco skyscraper on Fifth Avenue, opened in 1931, was the tallest building in the world for almost 40 years. Its decks on the 86th and 102nd floors offer one of the most famous views of Manhattan.",
    },
    latitude: 40.7484,
    longitude: -73.9857,
    distanceKm: 1.1,
    transportInfo: {
      bg: "Метростанция 34 St–Herald Sq (B, D, F, M, N, Q, R, W) е на две пресечки; близо са и 33 St (линия 6) и 34 St–Penn Station (1, 2, 3, A, C, E).",
      en: "34 St–Herald Sq subway station (B, D, F, M, N, Q, R, W) is two blocks away; 33 St (6 train) and 34 St–Penn Station (1, 2, 3, A, C, E) are also close.",
    },
    selectionReason: {
      bg: "Най-емблематичният небостъргач на Ню Йорк и класическата панорамна площадка в центъра на Манхатън.",
      en: "New York's most iconic skyscraper and the classic observation deck in the middle of Manhattan.",
    },
    seoTitle: {
      bg: "Емпайър Стейт Билдинг – площадки, билети и съвети",
      en: "Empire State Building – observation decks and tips",
    },
    seoDescription: {
      bg: "Емпайър Стейт Билдинг: историята на небостъргача, откритата площадка на 86-ия етаж, 102-рият етаж, кога да отидете и как да стигнете с метро.",
      en: "The Empire State Building: the skyscraper's history, the open-air deck on the 86th floor, the 102nd floor, when to go and how to get there by subway.",
    },
    keywords: {
      bg: ["Емпайър Стейт Билдинг", "Ню Йорк небостъргачи", "панорама Манхатън", "ар деко", "Пето авеню"],
      en: ["Empire State Building", "New York skyscrapers", "Manhattan view", "Art Deco", "Fifth Avenue"],
    },
    sections: {
      intro: {
        bg: "Дори днес, когато наоколо има по-високи кули, Емпайър Стейт Билдинг остава небостъргачът, който всички разпознават. Вечер върхът му свети в различни цветове според празника или повода, а от откритата площадка на 86-ия етаж Манхатън се вижда във всички посоки.",
        en: "Even today, with taller towers around it, the Empire State Building remains the skyscraper everyone recognises. At night its top is lit in different colours for holidays and occasions, and the open-air deck on the 86th floor looks out over Manhattan in every direction.",
      },
      context: {
        bg: "Сградата е построена за малко повече от година и открита на 1 май 1931 г., в разгара на Голямата депресия. Висока е 381 метра до покрива и около 443 метра с антената. До 1970 г., когато е завършена Северната кула на Световния търговски център, е най-високата сграда в света, а появата ѝ във филма „Кинг Конг“ от 1933 г. я превръща в световна икона.",
        en: "The building went up in just over a year and opened on 1 May 1931, in the depths of the Great Depression. It is 381 metres tall to the roof and about 443 metres with its antenna. Until 1970, when the World Trade Center's North Tower was completed, it was the tallest building in the world, and its role in the 1933 film King Kong made it a global icon.",
      },
      highlights: {
        bg: "Фоайето в стил ар деко с позлатения таван и релефа на сградата и интерактивната изложба за строежа на небостъргача по пътя нагоре. Най-горе ви очакват откритата площадка на 86-ия етаж с гледка към Крайслер Билдинг, Сентрал Парк и Долен Манхатън и остъклената площадка на 102-рия етаж, която се посещава с отделен билет.",
        en: "The Art Deco lobby with its gilded ceiling and relief of the building, and the interactive exhibition on the skyscraper's construction on the way up. At the top await the open-air 86th-floor deck with views of the Chrysler Building, Central Park and Lower Manhattan, and the glass-walled 102nd-floor deck, which needs a separate ticket.",
      },
      practical: {
        bg: "Площадките работят до късно вечер. Най-малко хора има рано сутрин и късно вечер, а около залез опашките са най-дълги. Купете билет с определен час онлайн и проверете видимостта преди да тръгнете – при ниска облачност гледката може да изчезне напълно.",
        en: "The observation decks stay open until late at night. Crowds are smallest early in the morning and late at night, and queues are longest around sunset. Buy a timed ticket online and check the visibility before you go: with low cloud the view can disappear completely.",
      },
      gettingThere: {
        bg: "От JFK хванете AirTrain до Jamaica и метро E или влак LIRR до Penn Station, на две пресечки от сградата. От Нюарк (EWR) AirTrain и влак на NJ Transit пристигат също на Penn Station. От Таймс Скуеър се върви около 15 минути по Бродуей и Пето авеню.",
        en: "From JFK take the AirTrain to Jamaica and the E train or an LIRR train to Penn Station, two blocks from the building. From Newark (EWR) the AirTrain and an NJ Transit train also arrive at Penn Station. From Times Square it is about a 15-minute walk via Broadway and Fifth Avenue.",
      },
      nearby: {
        bg: "На една пресечка на запад е универсалният магазин Macy's на Хералд Скуеър, а на север по Пето авеню стигате до Нюйоркската обществена библиотека и парка Брайънт. На юг, на около 15 минути пеша, са триъгълната сграда Флатайрън и паркът Медисън Скуеър.",
        en: "One block west is Macy's department store on Herald Square, and heading north on Fifth Avenue you reach the New York Public Library and Bryant Park. About 15 minutes' walk south are the triangular Flatiron Building and Madison Square Park.",
      },
    },
    faq: [
      {
        question: { bg: "Струва ли си 102-рият етаж?", en: "Is the 102nd floor worth it?" },
        answer: {
          bg: "Гледката е по-висока и по-тиха, но площадката е затворена и остъклена. За повечето посетители откритата площадка на 86-ия етаж е напълно достатъчна.",
          en: "The view is higher and quieter, but the deck is enclosed behind glass. For most visitors the open-air 86th-floor deck is quite enough.",
        },
      },
      {
        question: { bg: "Кога е най-хубаво да се качите?", en: "When is the best time to go up?" },
        answer: {
          bg: "При ясно време точно преди залез – така виждате града по светло, залеза и светлините на Манхатън. Тогава обаче има най-много хора, затова резервирайте час предварително.",
          en: "On a clear day just before sunset, so you see the city in daylight, the sunset and Manhattan's lights. That is also the busiest time, so book a time slot in advance.",
        },
      },
    ],
    wikidataId: "Q9188",
  },
  // ---------------------------------------------------------------- PMI Palma de Mallorca
  {
    destinationIata: "PMI",
    name: { bg: "Катедралата Ла Сео", en: "Palma Cathedral" },
    slug: { bg: "katedralata-la-seo", en: "palma-cathedral" },
    description: {
      bg: "Готическата катедрала „Санта Мария“, която майоркинци наричат Ла Сео, се издига над морето в самия център на Палма. Вътре има една от най-големите готически розетки в света и интериор, преустроен от Антони Гауди.",
      en: "The Gothic Cathedral of Santa Maria, which Mallorcans call La Seu, rises above the sea in the very centre of Palma. Inside are one of the largest Gothic rose windows in the world and an interior reworked by Antoni Gaudí.",
    },
    latitude: 39.5675,
    longitude: 2.6486,
    distanceKm: 0.3,
    transportInfo: {
      bg: "В центъра, на пет минути пеша от Плаца де Кор и булевард Борн. Градските автобуси на EMT спират на Avinguda d'Antoni Maura, под катедралата.",
      en: "In the centre, a five-minute walk from Plaça de Cort and the Passeig del Born. EMT city buses stop on Avinguda d'Antoni Maura, just below the cathedral.",
    },
    selectionReason: {
      bg: "Символът на Палма и една от най-внушителните готически катедрали в Средиземноморието.",
      en: "The symbol of Palma and one of the most impressive Gothic cathedrals in the Mediterranean.",
    },
    seoTitle: {
      bg: "Катедралата Ла Сео, Палма – Гауди, розетката и билети",
      en: "Palma Cathedral (La Seu) – Gaudí, rose window, tickets",
    },
    seoDescription: {
      bg: "Катедралата Ла Сео в Палма де Майорка: готическата розетка, работата на Гауди и Барсело, светлинното „осем“ и как да стигнете от летището.",
      en: "La Seu, Palma's cathedral: the Gothic rose window, the work of Gaudí and Barceló, the figure-of-eight light show and how to get there from the airport.",
    },
    keywords: {
      bg: ["Катедралата Ла Сео", "Палма де Майорка", "Гауди", "Майорка забележителности", "катедралата на Палма"],
      en: ["Palma Cathedral", "La Seu", "Palma de Mallorca", "Gaudí", "Mallorca sights"],
    },
    sections: {
      intro: {
        bg: "Ла Сео се вижда още от самолета и от всеки кораб, който влиза в залива. Отблизо впечатлява с огромните си контрафорси над градските стени, а вътре – с височината на централния кораб и цветната светлина, която прониква през витражите.",
        en: "La Seu can be seen from the plane and from every ship entering the bay. Close up it impresses with its huge buttresses above the old city walls, and inside with the height of its nave and the coloured light pouring through the stained glass.",
      },
      context: {
        bg: "Строежът започва след превземането на Майорка от крал Жауме I Арагонски през 1229 г. на мястото на главната джамия и продължава до 1601 г. Централният кораб е висок около 44 метра – сред най-високите в готическата архитектура. В началото на XX век Антони Гауди ръководи обновяването на интериора, а през 2007 г. художникът Микел Барсело завършва керамичното пано в параклиса „Сант Пере“.",
        en: "Construction began after King James I of Aragon conquered Mallorca in 1229, on the site of the main mosque, and continued until 1601. The nave is about 44 metres high, among the tallest in Gothic architecture. In the early 20th century Antoni Gaudí led the renovation of the interior, and in 2007 the artist Miquel Barceló completed the ceramic mural in the Chapel of Sant Pere.",
      },
      highlights: {
        bg: "Голямата розетка над главния олтар, наричана „готическото око“; балдахинът на Гауди, увиснал над олтара като корона от метал и светлини; керамичното пано на Барсело с риби, плодове и хляб. На 2 февруари и на 11 ноември сутрин слънцето прожектира розетката точно под отсрещната и образува светлинно „осем“ – гледка, заради която идват хиляди.",
        en: "The great rose window above the high altar, known as the Gothic eye; Gaudí's baldachin, hanging over the altar like a crown of metal and lights; and Barceló's ceramic mural of fish, fruit and bread. On the mornings of 2 February and 11 November the sun projects the rose window directly beneath the opposite one, forming a figure of eight of light that draws thousands.",
      },
      practical: {
        bg: "За туристически посещения се плаща вход, а в неделя и по празници катедралата обикновено е отворена само за богослужения. Купете билет онлайн, за да избегнете опашката през лятото, когато в пристанището акостират круизни кораби. Раменете и коленете трябва да са покрити.",
        en: "There is an admission charge for tourist visits, and on Sundays and holidays the cathedral is usually open only for services. Buy your ticket online to skip the queue in summer, when cruise ships are in port. Shoulders and knees must be covered.",
      },
      gettingThere: {
        bg: "Летище Палма де Майорка (PMI) е на около 8 км източно от града. Автобусът на EMT по линия A1 стига до Плаца д'Еспаня за около половин час, а оттам до катедралата се върви 15–20 минути през стария град. От Плаца де Кор пътят е само пет минути надолу по уличките.",
        en: "Palma de Mallorca Airport (PMI) is about 8 km east of the city. The EMT A1 bus reaches Plaça d'Espanya in about half an hour, and from there the cathedral is a 15–20-minute walk through the old town. From Plaça de Cort it is just five minutes downhill through the lanes.",
      },
      nearby: {
        bg: "Точно до катедралата е кралският дворец Алмудайна, бивша арабска крепост, а под нея е Паркът на морето с езеро, в което се отразява фасадата. Наблизо са Арабските бани, лабиринтът от улички на стария град и булевард Борн с магазините и кафенетата.",
        en: "Right next to the cathedral is the Almudaina royal palace, a former Moorish fortress, and below it the Parc de la Mar, whose lake reflects the façade. Nearby are the Arab Baths, the maze of old-town lanes and the Passeig del Born with its shops and cafés.",
      },
    },
    faq: [
      {
        question: {
          bg: "Какво е светлинното „осем“ в катедралата?",
          en: "What is the figure of eight of light in the cathedral?",
        },
        answer: {
          bg: "На 2 февруари и 11 ноември сутрин слънчевите лъчи минават през голямата розетка и я прожектират под отсрещната, така че двата кръга образуват осмица. Явлението трае кратко и катедралата е пълна, затова отидете рано.",
          en: "On the mornings of 2 February and 11 November, sunlight passes through the great rose window and projects it beneath the opposite one, so the two circles form an eight. It lasts only a short time and the cathedral fills up, so go early.",
        },
      },
      {
        question: { bg: "Може ли да се качите на покрива?", en: "Can you go up onto the roof?" },
        answer: {
          bg: "През топлия сезон катедралата организира обиколки на терасите с отделен билет и ограничени места. Проверете датите на официалния сайт.",
          en: "In the warmer months the cathedral runs tours of its terraces with a separate ticket and limited places. Check the dates on the official website.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "PMI",
    name: { bg: "Замъкът Белвер", en: "Bellver Castle" },
    slug: { bg: "zamakat-belver", en: "bellver-castle" },
    description: {
      bg: "Кръгъл готически замък от началото на XIV век на залесен хълм над Палма. Той е един от малкото кръгли замъци в Европа, а от терасата му се вижда целият залив.",
      en: "A circular Gothic castle from the early 14th century on a wooded hill above Palma. It is one of the few round castles in Europe, and its roof terrace looks out over the whole bay.",
    },
    latitude: 39.5639,
    longitude: 2.6194,
    distanceKm: 2.7,
    transportInfo: {
      bg: "Автобусите на EMT спират в подножието на хълма, в района на Плаца Гомила; оттам се изкачвате пеша през гората. Туристическият автобус City Sightseeing спира точно пред замъка.",
      en: "EMT buses stop at the foot of the hill, around Plaça Gomila; from there you walk up through the woods. The City Sightseeing tour bus stops right outside the castle.",
    },
    selectionReason: {
      bg: "Необичайна архитектура и най-хубавата гледка към Палма и залива.",
      en: "Unusual architecture and the best view over Palma and its bay.",
    },
    seoTitle: {
      bg: "Замъкът Белвер, Палма – кръглият замък с гледка",
      en: "Bellver Castle, Palma – the round castle with a view",
    },
    seoDescription: {
      bg: "Замъкът Белвер в Палма: историята на кръглия замък, Музеят на града, гледката от терасата и как да стигнете с автобус и пеша през гората.",
      en: "Bellver Castle in Palma: the story of the round castle, the City History Museum, the view from the terrace and how to get there by bus and on foot.",
    },
    keywords: {
      bg: ["замъкът Белвер", "Палма де Майорка", "кръгъл замък", "гледка Палма", "Майорка"],
      en: ["Bellver Castle", "Palma de Mallorca", "round castle", "Palma viewpoint", "Mallorca"],
    },
    sections: {
      intro: {
        bg: "Името Белвер означава „хубава гледка“ на старокаталонски и напълно оправдава себе си. Замъкът е кацнал на хълм над квартал Ел Тереньо, обграден от борова гора, а от плоския му покрив виждате катедралата, пристанището и планините Трамунтана.",
        en: "The name Bellver means 'beautiful view' in old Catalan, and it lives up to it. The castle is perched on a hill above the El Terreno district, surrounded by pine woods, and from its flat roof you see the cathedral, the port and the Tramuntana mountains.",
      },
      context: {
        bg: "Замъкът е построен между 1300 и 1311 г. за крал Жауме II Майоркски по проект на Пере Салва. По-късно дълго служи за военен затвор – тук е държан и испанският просветител Гаспар Мелчор де Ховеянос в началото на XIX век. През 1931 г. държавата го предава на град Палма, който урежда в него Музея на историята на града.",
        en: "The castle was built between 1300 and 1311 for King James II of Mallorca to a design by Pere Salvà. Later it served for a long time as a military prison; the Spanish Enlightenment figure Gaspar Melchor de Jovellanos was held here in the early 19th century. In 1931 the state handed it over to the city of Palma, which set up the City History Museum inside.",
      },
      highlights: {
        bg: "Кръглият вътрешен двор с две нива готически галерии; самостоятелната главна кула, свързана със замъка с каменен мост; покривната тераса с панорама към залива; залите на музея с римски статуи и находки от историята на Палма. През лятото в двора се провеждат концерти.",
        en: "The round inner courtyard with two tiers of Gothic galleries; the free-standing keep, linked to the castle by a stone bridge; the roof terrace with its panorama of the bay; and the museum rooms with Roman statues and finds from Palma's history. In summer, concerts are held in the courtyard.",
      },
      practical: {
        bg: "Замъкът обикновено е затворен в понеделник, а работното време се променя според сезона. Входът е с билет, който не е скъп. Изкачването пеша през парка отнема около половин час и е стръмно – по-добре тръгнете сутрин, преди жегата. Паркингът горе е малък и през лятото бързо се запълва.",
        en: "The castle is usually closed on Mondays, and opening hours vary with the season. Tickets are inexpensive. The walk up through the park takes about half an hour and is steep, so go in the morning before the heat. The car park at the top is small and fills quickly in summer.",
      },
      gettingThere: {
        bg: "От летище Палма (PMI) вземете автобус A1 до центъра и се прекачете на градски автобус към Плаца Гомила или вземете такси направо до замъка. От Плаца де Кор пътят пеша е около 45 минути, последната част – през гората.",
        en: "From Palma Airport (PMI) take the A1 bus to the centre and change to a city bus towards Plaça Gomila, or take a taxi straight to the castle. From Plaça de Cort it is about 45 minutes on foot, the last part through the woods.",
      },
      nearby: {
        bg: "В подножието на хълма е Ел Тереньо, някогашен квартал на артисти, с барове и ресторанти. Надолу е крайбрежният булевард Passeig Marítim с яхтеното пристанище, а няколко километра на запад, в Кала Махор, е фондацията „Пилар и Жоан Миро“ с ателието на художника.",
        en: "At the foot of the hill is El Terreno, once an artists' quarter, with bars and restaurants. Below runs the Passeig Marítim with the marina, and a few kilometres to the west, in Cala Major, is the Fundació Pilar i Joan Miró with the artist's studio.",
      },
    },
    faq: [
      {
        question: { bg: "Може ли да се стигне до Белвер с кола?", en: "Can you drive up to Bellver?" },
        answer: {
          bg: "Да, асфалтов път стига до малък паркинг до замъка, но през лятото местата бързо свършват. Много посетители предпочитат такси или разходка през парка.",
          en: "Yes, a paved road leads to a small car park next to the castle, but in summer spaces run out quickly. Many visitors prefer a taxi or the walk through the park.",
        },
      },
      {
        question: { bg: "Кога е най-хубавата гледка от Белвер?", en: "When is the view from Bellver best?" },
        answer: {
          bg: "В ясен ден сутрин, когато светлината пада върху катедралата и залива. Следобед слънцето е срещу вас и снимките към града са по-бледи.",
          en: "On a clear morning, when the light falls on the cathedral and the bay. In the afternoon the sun is against you and photos of the city look paler.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "PMI",
    name: { bg: "Валдемоса", en: "Valldemossa" },
    slug: { bg: "valdemosa", en: "valldemossa" },
    description: {
      bg: "Планинско селце в Серра де Трамунтана с каменни къщи, цветя по стълбищата и Картезианския манастир, в който Фредерик Шопен и Жорж Санд прекарват зимата на 1838–1839 г.",
      en: "A mountain village in the Serra de Tramuntana with stone houses, flowers on every staircase and the Carthusian monastery where Frédéric Chopin and George Sand spent the winter of 1838–1839.",
    },
    latitude: 39.7106,
    longitude: 2.6222,
    distanceKm: 15.8,
    transportInfo: {
      bg: "Междуградските автобуси на TIB по линия 203 тръгват от подземната автогара Estació Intermodal на Плаца д'Еспаня в Палма; част от курсовете продължават през Дея към Сойер.",
      en: "TIB intercity buses on line 203 leave from the underground Estació Intermodal at Plaça d'Espanya in Palma; some services continue via Deià to Sóller.",
    },
    selectionReason: {
      bg: "Най-лесната и най-живописна разходка в планините Трамунтана от Палма.",
      en: "The easiest and most picturesque trip into the Tramuntana mountains from Palma.",
    },
    seoTitle: {
      bg: "Валдемоса, Майорка – манастирът на Шопен и селото",
      en: "Valldemossa, Mallorca – Chopin's monastery and village",
    },
    seoDescription: {
      bg: "Валдемоса на Майорка: Картезианският манастир, килиите на Шопен и Жорж Санд, калдъръмените улички и как да стигнете с автобус от Палма.",
      en: "Valldemossa in Mallorca: the Carthusian monastery, the cells of Chopin and George Sand, the cobbled lanes and how to get there by bus from Palma.",
    },
    keywords: {
      bg: ["Валдемоса", "Майорка", "Шопен", "Серра де Трамунтана", "Картезианският манастир"],
      en: ["Valldemossa", "Mallorca", "Chopin", "Serra de Tramuntana", "Valldemossa Charterhouse"],
    },
    sections: {
      intro: {
        bg: "Валдемоса е от онези места, които изглеждат като декор: каменни къщи със зелени капаци, саксии с мушкато по стените и камбанария, която се извисява над терасите с маслини. Селото е на около 400 метра надморска височина, затова дори през лятото тук е с няколко градуса по-прохладно, отколкото в Палма.",
        en: "Valldemossa is one of those places that look like a stage set: stone houses with green shutters, pots of geraniums on the walls and a bell tower rising above olive terraces. The village lies at about 400 metres above sea level, so even in summer it is a few degrees cooler than Palma.",
      },
      context: {
        bg: "В края на XIV век кралят дарява двореца на Валдемоса на монасите картезианци, които го превръщат в манастир. След като монасите са изгонени през 1835 г., килиите се дават под наем – така през зимата на 1838–1839 г. тук живеят Шопен и Жорж Санд, която описва престоя си в книгата „Една зима на Майорка“. Във Валдемоса е родена и Света Каталина Томас, покровителката на острова.",
        en: "At the end of the 14th century the king gave the palace of Valldemossa to the Carthusian monks, who turned it into a monastery. After the monks were expelled in 1835 the cells were let out, and so in the winter of 1838–1839 Chopin and George Sand lived here; Sand described the stay in her book A Winter in Majorca. Valldemossa is also the birthplace of Saint Catalina Thomàs, the island's patron saint.",
      },
      highlights: {
        bg: "Картезианският манастир с църквата, старата аптека и килиите, в които се пазят пиано и ръкописи на Шопен; градините на терасите с гледка към долината; родната къща на Света Каталина Томас и керамичните плочки с нейния образ по входните врати. Не пропускайте и местната сладка питка coca de patata.",
        en: "The Carthusian monastery with its church, the old pharmacy and the cells that keep Chopin's piano and manuscripts; the terraced gardens with views over the valley; the birthplace of Saint Catalina Thomàs and the ceramic tiles bearing her image by the front doors. Don't miss the local sweet bun, coca de patata.",
      },
      practical: {
        bg: "Между десет сутринта и ранния следобед селото се пълни с екскурзионни автобуси, затова е по-приятно да дойдете рано или да останете до вечерта. Манастирът има входна такса, а извън сезона работните му дни са по-малко – проверете ги предварително. Обувките с гладки подметки не са добра идея – уличките са стръмни и калдъръмени.",
        en: "Between ten in the morning and early afternoon the village fills with tour coaches, so it is nicer to arrive early or stay into the evening. The monastery charges admission and opens on fewer days out of season, so check before you go. Smooth-soled shoes are a bad idea: the lanes are steep and cobbled.",
      },
      gettingThere: {
        bg: "От летище Палма (PMI) стигнете с автобус A1 до Плаца д'Еспаня, където под земята е автогарата Estació Intermodal, и продължете с линия 203 на TIB. Пътят от Палма се вие през планината и отнема около половин час с кола и малко повече с автобус.",
        en: "From Palma Airport (PMI) take the A1 bus to Plaça d'Espanya, where the Estació Intermodal bus station is underground, and continue on TIB line 203. The road from Palma winds through the mountains and takes about half an hour by car, a little longer by bus.",
      },
      nearby: {
        bg: "По живописния път на север са Дея, селото на поета Робърт Грейвс, и имението Мирамар на ерцхерцог Лудвиг Салватор. Малкото пристанище Порт де Валдемоса е надолу към морето по тесен и стръмен път, а за планинарите от селото тръгват маркирани пътеки в Трамунтана.",
        en: "Along the scenic road north are Deià, the village of the poet Robert Graves, and Archduke Ludwig Salvator's Miramar estate. The small harbour of Port de Valldemossa lies down a narrow road to the sea, and for hikers waymarked paths lead from the village into the Tramuntana.",
      },
    },
    faq: [
      {
        question: { bg: "Може ли Валдемоса да се съчетае със Сойер?", en: "Can Valldemossa be combined with Sóller?" },
        answer: {
          bg: "Да. Част от автобусите на TIB продължават от Валдемоса през Дея до Сойер, откъдето можете да се върнете в Палма с историческия влак.",
          en: "Yes. Some TIB buses continue from Valldemossa through Deià to Sóller, from where you can return to Palma on the historic train.",
        },
      },
      {
        question: { bg: "Колко време е нужно за Валдемоса?", en: "How much time do you need for Valldemossa?" },
        answer: {
          bg: "Половин ден е достатъчен за манастира и разходка из селото. Ако добавите Дея или пешеходен преход, предвидете цял ден.",
          en: "Half a day is enough for the monastery and a walk around the village. Add Deià or a hike and plan a full day.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- HRG Hurghada
  {
    destinationIata: "HRG",
    name: { bg: "Марината на Хургада", en: "Hurghada Marina" },
    slug: { bg: "marinata-na-hurgada", en: "hurghada-marina" },
    description: {
      bg: "Модерното яхтено пристанище в квартал Сакала с дълъг крайбрежен булевард, ресторанти, кафенета и магазини. Вечер то е най-оживеното място в града, а сутрин оттук тръгват много от лодките за островите.",
      en: "The modern yacht harbour in the Sakkala district, with a long waterfront promenade, restaurants, cafés and shops. In the evening it is the liveliest place in town, and in the morning many of the island boats leave from here.",
    },
    latitude: 27.2287,
    longitude: 33.8466,
    distanceKm: 4.7,
    transportInfo: {
      bg: "Микробусите, които се движат по главните улици между Ел Дахар, Сакала и хотелската зона, спират наблизо; таксито е най-лесният вариант от хотелите.",
      en: "The minibuses running along the main roads between El Dahar, Sakkala and the hotel strip stop nearby; a taxi is the easiest option from the hotels.",
    },
    selectionReason: {
      bg: "Най-приятното място за вечерна разходка в Хургада и отправна точка за морските екскурзии.",
      en: "The most pleasant place for an evening stroll in Hurghada and the starting point for boat trips.",
    },
    seoTitle: {
      bg: "Марината на Хургада – разходка, ресторанти и лодки",
      en: "Hurghada Marina – promenade, restaurants and boats",
    },
    seoDescription: {
      bg: "Марината на Хургада: крайбрежният булевард, ресторантите, джамията Ал Мина и лодките до Гифтун. Как да стигнете от хотела и от летището.",
      en: "Hurghada Marina: the waterfront promenade, restaurants, the Al Mina Mosque and boats to Giftun. How to get there from your hotel and the airport.",
    },
    keywords: {
      bg: ["Марината на Хургада", "Хургада", "Сакала", "джамията Ал Мина", "Египет почивка"],
      en: ["Hurghada Marina", "Hurghada", "Sakkala", "Al Mina Mosque", "Egypt holiday"],
    },
    sections: {
      intro: {
        bg: "Ако искате да излезете от хотелския комплекс и да видите Хургада извън плажа, марината е най-подходящото място за начало. Между яхтите и светлините на ресторантите вечер се разхождат и туристи, и местни семейства, а атмосферата е спокойна и подредена.",
        en: "If you want to leave the resort and see Hurghada beyond the beach, the marina is the best place to start. In the evening tourists and local families alike stroll between the yachts and the restaurant lights, and the atmosphere is calm and orderly.",
      },
      context: {
        bg: "Хургада е основана в началото на XX век като рибарско селище, а от 80-те години се превръща в един от най-големите курорти на Червено море. Марината е построена в края на първото десетилетие на XXI век, за да даде на града модерно пристанище за яхти и място за вечерен живот. Точно до нея през 2012 г. е открита голямата джамия Ал Мина.",
        en: "Hurghada was founded in the early 20th century as a fishing village and from the 1980s grew into one of the largest resorts on the Red Sea. The marina was built towards the end of the 2000s to give the town a modern yacht harbour and a place for evening life. Right next to it the large Al Mina Mosque opened in 2012.",
      },
      highlights: {
        bg: "Крайбрежният булевард покрай яхтите, особено по залез; ресторантите с прясна риба и морски дарове; джамията Ал Мина с двете минарета, която е особено красива вечер, когато е осветена. От кейовете тръгват лодки за гмуркане, шнорхел и островите Гифтун.",
        en: "The waterfront promenade along the yachts, especially at sunset; the restaurants serving fresh fish and seafood; and the Al Mina Mosque with its two minarets, especially beautiful at night when it is lit. Boats for diving, snorkelling and the Giftun Islands leave from the jetties.",
      },
      gettingThere: {
        bg: "Летище Хургада (HRG), където кацат чартърните и редовните полети от България, е на няколко километра югозападно от марината. Няма влак или градски автобус до летището, затова се пътува с хотелски трансфер или такси – договорете цената преди да тръгнете. От Ел Дахар до марината се стига с микробус или такси по крайбрежния път.",
        en: "Hurghada Airport (HRG), where charter and scheduled flights from Bulgaria land, is a few kilometres south-west of the marina. There is no train or city bus to the airport, so you travel by hotel transfer or taxi; agree the fare before setting off. From El Dahar the marina is a minibus or taxi ride along the coast road.",
      },
      nearby: {
        bg: "На няколко минути пеша е джамията Ал Мина, а по-нататък на север започва старият квартал Ел Дахар с пазара за подправки и плодове. Наоколо в Сакала има много магазини за сувенири и центрове за гмуркане.",
        en: "The Al Mina Mosque is a few minutes' walk away, and further north begins the old El Dahar district with its spice and fruit market. The surrounding Sakkala area has plenty of souvenir shops and dive centres.",
      },
    },
    faq: [
      {
        question: { bg: "Безопасна ли е марината вечер?", en: "Is the marina safe in the evening?" },
        answer: {
          bg: "Да. Входовете се охраняват, има проверка на чантите, а търговците не досаждат на посетителите така, както на някои улици в града.",
          en: "Yes. The entrances are guarded with bag checks, and vendors do not pester visitors the way they do on some streets in town.",
        },
      },
      {
        question: { bg: "Може ли да се влезе в джамията Ал Мина?", en: "Can you go inside the Al Mina Mosque?" },
        answer: {
          bg: "Туристите обикновено се допускат извън часовете за молитва, с покрити рамене и крака; жените трябва да покрият и косата си, а обувките се събуват на входа.",
          en: "Tourists are usually admitted outside prayer times with shoulders and legs covered; women should also cover their hair, and shoes come off at the door.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "HRG",
    name: { bg: "Островите Гифтун", en: "Giftun Islands" },
    slug: { bg: "ostrovite-giftun", en: "giftun-islands" },
    description: {
      bg: "Два необитаеми острова срещу Хургада – Големият и Малкият Гифтун – в защитена морска територия с бели плажове и коралови рифове. Най-известният плаж е Махмия на южния край на Големия Гифтун.",
      en: "Two uninhabited islands off Hurghada, Giftun Kebir and Giftun Saghir, in a protected marine area with white beaches and coral reefs. The best-known beach is Mahmya, at the southern tip of Giftun Kebir.",
    },
    latitude: 27.2,
    longitude: 33.95,
    distanceKm: 15.1,
    transportInfo: {
      bg: "Достъпът е само с лодка: екскурзиите тръгват сутрин от марината и от пристанищата в Хургада, обикновено с трансфер от хотела. Самостоятелно плаване до островите няма.",
      en: "Access is by boat only: trips leave in the morning from the marina and the harbours of Hurghada, usually with a hotel transfer. There is no independent ferry to the islands.",
    },
    selectionReason: {
      bg: "Най-популярната морска екскурзия от Хургада – с най-чистата вода и най-хубавите плажове в района.",
      en: "The most popular boat trip from Hurghada, with the clearest water and finest beaches in the area.",
    },
    seoTitle: {
      bg: "Островите Гифтун и плажът Махмия – екскурзия от Хургада",
      en: "Giftun Islands and Mahmya beach – a trip from Hurghada",
    },
    seoDescription: {
      bg: "Островите Гифтун край Хургада: плажът Махмия, шнорхел по рифовете, правилата в защитената зона и какво да знаете, преди да запазите екскурзия.",
      en: "The Giftun Islands off Hurghada: Mahmya beach, snorkelling on the reefs, the rules of the protected area and what to know before booking a trip.",
    },
    keywords: {
      bg: ["островите Гифтун", "Махмия", "Хургада екскурзии", "шнорхел Червено море", "коралови рифове"],
      en: ["Giftun Islands", "Mahmya", "Hurghada excursions", "Red Sea snorkelling", "coral reefs"],
    },
    sections: {
      intro: {
        bg: "След по-малко от час с лодка от Хургада водата сменя цвета си от тъмносин в тюркоазен, а пред вас се появява ивица бял пясък. Гифтун е мястото, където повечето летовници изживяват своя „малдивски“ ден – с плуване, шнорхел и почивка под чадъри от палмови листа.",
        en: "After less than an hour by boat from Hurghada the water turns from deep blue to turquoise, and a strip of white sand appears ahead. Giftun is where most holidaymakers have their 'Maldives day', with swimming, snorkelling and lazing under palm-leaf umbrellas.",
      },
      context: {
        bg: "Островите са част от защитената територия на островите в Червено море и нощуването, строителството и хотелите са забранени. Рифовете около тях са сред най-богатите в района – с твърди и меки корали, стотици видове риби, а понякога и делфини и морски костенурки. Лодките връзват на специални шамандури, за да не се пускат котви върху коралите.",
        en: "The islands are part of the Red Sea islands protected area, and overnight stays, building and hotels are forbidden. The reefs around them are among the richest in the region, with hard and soft corals, hundreds of species of fish and sometimes dolphins and turtles. Boats tie up to special moorings so that anchors are not dropped on the coral.",
      },
      highlights: {
        bg: "Плажът Махмия с плитка лагуна и бар; спирките за шнорхел по рифовете около островите, където рибите плуват на метър от вас; плажовете като Orange Bay и Paradise на Големия Гифтун. По пътя натам често се виждат делфини.",
        en: "Mahmya beach with its shallow lagoon and bar; the snorkelling stops on the reefs around the islands, where fish swim a metre away from you; and beaches such as Orange Bay and Paradise on Giftun Kebir. Dolphins are often seen on the way out.",
      },
      practical: {
        bg: "Екскурзиите се купуват в хотела или при местни агенции; в цената обикновено влизат трансферът, обядът и оборудването за шнорхел, но таксата за националния парк понякога се плаща отделно – питайте предварително. Носете паспорт, тъй като бреговата охрана проверява документите на пътниците. Използвайте слънцезащитен крем, безопасен за рифовете, и не стъпвайте по коралите.",
        en: "Trips are sold at hotels and by local agencies; the price usually includes the transfer, lunch and snorkelling gear, but the national park fee is sometimes charged separately, so ask in advance. Bring your passport, as the coast guard checks passengers' documents. Use reef-safe sunscreen and never stand on the coral.",
      },
      gettingThere: {
        bg: "От летище Хургада (HRG) първо стигнете до хотела си с трансфер или такси – островите се посещават само с организирана лодка. Повечето екскурзии включват вземане от хотела и връщане вечерта; от центъра на Ел Дахар до марината, откъдето тръгват лодките, се стига с микробус или такси.",
        en: "From Hurghada Airport (HRG) first get to your hotel by transfer or taxi: the islands can only be visited on an organised boat trip. Most trips include hotel pick-up and return in the evening; from central El Dahar the marina, where the boats leave from, is a minibus or taxi ride away.",
      },
      nearby: {
        bg: "Ако ви хареса, има и други островни екскурзии – до Утопия или до Магауиш. За гмуркачите около Гифтун са някои от най-известните места за гмуркане в Хургада, като рифът Абу Рамада и Ерг Абу Рамада.",
        en: "If you enjoy it, there are other island trips too, such as to Utopia or Magawish. For divers, some of Hurghada's best-known dive sites are around Giftun, such as the Abu Ramada reef and Erg Abu Ramada.",
      },
    },
    faq: [
      {
        question: { bg: "Махмия отделен остров ли е?", en: "Is Mahmya a separate island?" },
        answer: {
          bg: "Не. Махмия е плаж с еко лагер на южния край на Големия Гифтун. Името често се използва в офертите, сякаш е самостоятелен остров.",
          en: "No. Mahmya is a beach with an eco-style camp at the southern tip of Giftun Kebir. The name is often used in offers as if it were an island of its own.",
        },
      },
      {
        question: { bg: "Подходяща ли е екскурзията за деца?", en: "Is the trip suitable for children?" },
        answer: {
          bg: "Да, плажовете имат плитък и пясъчен вход. За малките деца вземете жилетка за плуване и защита от слънце, защото на острова почти няма сянка.",
          en: "Yes, the beaches have a shallow, sandy entry. For small children bring a swim vest and sun protection, as there is little shade on the island.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "HRG",
    name: { bg: "Ел Гуна", en: "El Gouna" },
    slug: { bg: "el-guna", en: "el-gouna" },
    description: {
      bg: "Курортно градче на около 20 км северно от Хургада, изградено върху лагуни и острови, свързани с мостове. Прочуто е с марината Абу Тиг, кайтсърфа и спокойната, подредена атмосфера.",
      en: "A resort town about 20 km north of Hurghada, built on lagoons and islands linked by bridges. It is known for Abu Tig Marina, kitesurfing and its calm, well-kept atmosphere.",
    },
    latitude: 27.3946,
    longitude: 33.6788,
    distanceKm: 20.1,
    transportInfo: {
      bg: "С такси от Хургада по крайбрежния път; до Ел Гуна стигат и междуградските автобуси на Go Bus. В самия град се придвижвате с местните шатъл автобуси, тук-тук или велосипед.",
      en: "By taxi from Hurghada along the coast road; Go Bus intercity coaches also reach El Gouna. Within the town you get around by local shuttle bus, tuk-tuk or bicycle.",
    },
    selectionReason: {
      bg: "Различна страна на Червено море – градче с канали, марина и кайт плажове, идеално за половин ден извън хотела.",
      en: "A different side of the Red Sea: a town of canals, a marina and kite beaches, ideal for half a day away from the hotel.",
    },
    seoTitle: {
      bg: "Ел Гуна край Хургада – лагуни, марина и кайтсърф",
      en: "El Gouna near Hurghada – lagoons, marina and kitesurfing",
    },
    seoDescription: {
      bg: "Ел Гуна: марината Абу Тиг, центърът Даунтаун, плажовете за кайтсърф и как да стигнете от Хургада и летището с такси или автобус.",
      en: "El Gouna: Abu Tig Marina, the Downtown area, the kitesurfing beaches and how to get there from Hurghada and the airport by taxi or coach.",
    },
    keywords: {
      bg: ["Ел Гуна", "Хургада", "марината Абу Тиг", "кайтсърф Египет", "Червено море"],
      en: ["El Gouna", "Hurghada", "Abu Tig Marina", "kitesurfing Egypt", "Red Sea"],
    },
    sections: {
      intro: {
        bg: "Ел Гуна прилича повече на средиземноморско градче, отколкото на египетски курорт: ниски сгради в пясъчни тонове, лодки по каналите и кафенета по кейовете. Много гости на Хургада идват тук за вечеря край марината или за ден на някой от плажовете.",
        en: "El Gouna feels more like a Mediterranean town than an Egyptian resort: low sand-coloured buildings, boats on the canals and cafés along the quays. Many visitors staying in Hurghada come here for dinner by the marina or for a day on one of the beaches.",
      },
      context: {
        bg: "Градът е създаден от нулата от края на 80-те години на XX век по идея на египетския предприемач Самих Сауирис. Каналите са изкопани в пустинята, така че голяма част от къщите и хотелите имат излаз на вода. От 2017 г. тук се провежда кинофестивалът на Ел Гуна, който събира звезди от арабското кино.",
        en: "The town was built from scratch from the late 1980s on the initiative of Egyptian entrepreneur Samih Sawiris. The canals were dug out of the desert so that many houses and hotels have their own waterfront. Since 2017 it has hosted the El Gouna Film Festival, which brings together stars of Arab cinema.",
      },
      highlights: {
        bg: "Марината Абу Тиг с яхтите, ресторантите и баровете; Даунтаун с площада Тамр Хена, пазарчетата и малките магазини; лагуните и плажовете с постоянен вятър, които правят Ел Гуна едно от най-известните места за кайтсърф в Египет. Вечерната разходка с лодка по каналите е приятен начин да видите града.",
        en: "Abu Tig Marina with its yachts, restaurants and bars; Downtown with Tamr Henna Square, small markets and shops; and the lagoons and beaches with steady wind that make El Gouna one of Egypt's best-known kitesurfing spots. An evening boat ride along the canals is a pleasant way to see the town.",
      },
      practical: {
        bg: "Ел Гуна е по-скъпа от Хургада, но и по-спокойна – тук търговците почти не досаждат. За придвижване между марината, Даунтаун и плажовете използвайте местните шатъл автобуси или тук-тук, а за плажовете проверете дали се плаща вход за външни посетители. Кайт училищата предлагат курсове за начинаещи.",
        en: "El Gouna is pricier than Hurghada but calmer, and vendors hardly ever pester you. To get between the marina, Downtown and the beaches use the local shuttle buses or a tuk-tuk, and check whether beaches charge outside visitors for entry. Kite schools offer beginners' courses.",
      },
      gettingThere: {
        bg: "От летище Хургада (HRG) до Ел Гуна се пътува около 30–40 минути с такси или предварително уговорен трансфер – много хотели в Ел Гуна предлагат такъв. От центъра на Хургада таксито по крайбрежния път на север е най-удобният вариант.",
        en: "From Hurghada Airport (HRG) El Gouna is about 30–40 minutes by taxi or pre-booked transfer, which many El Gouna hotels offer. From central Hurghada, a taxi north along the coast road is the easiest option.",
      },
      nearby: {
        bg: "В Ел Гуна има голф игрище и малък музей, а от марината тръгват лодки за гмуркане и шнорхел. На юг по пътя към Хургада са големите хотелски комплекси и аквапарковете на северната част на курорта.",
        en: "El Gouna has a golf course and a small museum, and dive and snorkelling boats leave from the marina. To the south, on the way to Hurghada, are the large resorts and water parks of the resort's northern end.",
      },
    },
    faq: [
      {
        question: { bg: "Ел Гуна или Хургада – къде да отседна?", en: "El Gouna or Hurghada: where should I stay?" },
        answer: {
          bg: "Ел Гуна е по-тиха, по-уредена и подходяща за двойки и кайтсърфисти. Хургада има повече хотели от всички категории и по-евтини почивки all inclusive.",
          en: "El Gouna is quieter, tidier and suits couples and kitesurfers. Hurghada has more hotels in every category and cheaper all-inclusive holidays.",
        },
      },
      {
        question: {
          bg: "Подходяща ли е Ел Гуна за начинаещи кайтсърфисти?",
          en: "Is El Gouna good for beginner kitesurfers?",
        },
        answer: {
          bg: "Да. Плитките лагуни и редовният вятър правят ученето по-лесно, а кайт центровете предлагат уроци и оборудване под наем.",
          en: "Yes. The shallow lagoons and regular wind make learning easier, and the kite centres offer lessons and equipment hire.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- MAN Manchester
  {
    destinationIata: "MAN",
    name: { bg: "Олд Трафорд", en: "Old Trafford" },
    slug: { bg: "old-traford", en: "old-trafford" },
    description: {
      bg: "Стадионът на Манчестър Юнайтед от 1910 г., наречен от сър Боби Чарлтън „Театърът на мечтите“. С около 74 000 места той е най-големият клубен футболен стадион във Великобритания.",
      en: "Manchester United's home since 1910, nicknamed the Theatre of Dreams by Sir Bobby Charlton. With around 74,000 seats it is the largest club football stadium in the United Kingdom.",
    },
    latitude: 53.4631,
    longitude: -2.2913,
    distanceKm: 3.6,
    transportInfo: {
      bg: "Трамвай Metrolink до спирка Old Trafford (линия за Altrincham) или Exchange Quay (линия за Eccles); от двете се върви около 10 минути. В дните на мачове спира и влак на гара Manchester United Football Ground.",
      en: "Metrolink tram to Old Trafford (Altrincham line) or Exchange Quay (Eccles line); both are about a 10-minute walk away. On match days trains also stop at Manchester United Football Ground station.",
    },
    selectionReason: {
      bg: "Място за поклонение за милиони футболни фенове и най-честата причина българи да летят до Манчестър.",
      en: "A place of pilgrimage for millions of football fans and the most common reason Bulgarians fly to Manchester.",
    },
    seoTitle: {
      bg: "Олд Трафорд – стадионът и музеят на Манчестър Юнайтед",
      en: "Old Trafford – Manchester United stadium and museum",
    },
    seoDescription: {
      bg: "Олд Трафорд: обиколка на стадиона и музея на Манчестър Юнайтед, билети за мач, паметниците пред стадиона и как да стигнете с трамвай.",
      en: "Old Trafford: the Manchester United stadium tour and museum, match tickets, the statues outside the ground and how to get there by tram.",
    },
    keywords: {
      bg: ["Олд Трафорд", "Манчестър Юнайтед", "Театърът на мечтите", "стадион Манчестър", "обиколка на стадиона"],
      en: ["Old Trafford", "Manchester United", "Theatre of Dreams", "Manchester stadium", "stadium tour"],
    },
    sections: {
      intro: {
        bg: "За феновете на Манчестър Юнайтед Олд Трафорд не е просто стадион, а мечта, която искат да сбъднат поне веднъж. Дори в ден без мач е вълнуващо да седнете на трибуните, да минете през тунела към терена и да застанете пред паметниците на легендите на клуба.",
        en: "For Manchester United fans Old Trafford is not just a stadium but a dream to fulfil at least once. Even on a non-match day it is thrilling to sit in the stands, walk through the tunnel towards the pitch and stand before the statues of the club's legends.",
      },
      context: {
        bg: "Стадионът е проектиран от архитекта Арчибалд Лийч и открит през 1910 г. През 1941 г. е тежко пострадал при германска бомбардировка и до 1949 г. Юнайтед играе на стадиона на Манчестър Сити. Тук се играят мачове от Световното първенство през 1966 г. и финалът на Шампионската лига през 2003 г.",
        en: "The stadium was designed by the architect Archibald Leitch and opened in 1910. In 1941 it was badly damaged by German bombing, and until 1949 United played at Manchester City's ground. It hosted matches of the 1966 World Cup and the 2003 Champions League final.",
      },
      highlights: {
        bg: "Обиколката на стадиона със съблекалнята, тунела и пейките на треньорите и клубният музей с трофеите. Отвън са паметникът „Юнайтед Трилоджи“ на Джордж Бест, Денис Лоу и Боби Чарлтън, статуите на сър Мат Бъзби и сър Алекс Фъргюсън, както и часовникът и паметната плоча в памет на жертвите на самолетната катастрофа в Мюнхен през 1958 г.",
        en: "The stadium tour with the dressing room, the tunnel and the dugouts, and the club museum with its trophies. Outside stand the United Trinity statue of George Best, Denis Law and Bobby Charlton, the statues of Sir Matt Busby and Sir Alex Ferguson, and the clock and plaque in memory of the victims of the 1958 Munich air disaster.",
      },
      practical: {
        bg: "Обиколките и музеят работят почти всеки ден, но в дните на мачове програмата е ограничена – резервирайте онлайн. Билетите за мачове се продават основно на членове на клуба, затова се ориентирайте рано и избягвайте неофициални продавачи. В Манчестър често вали, затова носете яке дори през лятото.",
        en: "Tours and the museum run on most days, but on match days the schedule is limited, so book online. Match tickets are sold mainly to club members, so plan early and avoid unofficial sellers. Manchester is rainy, so bring a jacket even in summer.",
      },
      gettingThere: {
        bg: "От летище Манчестър (MAN) влакът стига до гара Piccadilly за около 20 минути, а оттам трамваят Metrolink в посока Altrincham ви отвежда до спирка Old Trafford. От центъра, например от площад Сейнт Питърс, пътуването с трамвай трае около 15 минути.",
        en: "From Manchester Airport (MAN) the train reaches Piccadilly station in about 20 minutes, and from there a Metrolink tram towards Altrincham takes you to the Old Trafford stop. From the centre, for example St Peter's Square, the tram ride takes about 15 minutes.",
      },
      nearby: {
        bg: "До трамвайната спирка е крикет стадионът Emirates Old Trafford на отбора на Ланкашър. От другата страна на канала е Салфорд Кийс с MediaCityUK, където са студията на BBC, театърът „Лаури“ и Имперският военен музей „Север“ в сградата на Даниел Либескинд.",
        en: "Next to the tram stop is Emirates Old Trafford, the home of Lancashire County Cricket Club. Across the canal lies Salford Quays with MediaCityUK, home to BBC studios, the Lowry theatre and IWM North in its building by Daniel Libeskind.",
      },
    },
    faq: [
      {
        question: { bg: "Колко трае обиколката на Олд Трафорд?", en: "How long does the Old Trafford tour take?" },
        answer: {
          bg: "Обиколката с екскурзовод трае около час и половина, а след нея можете да останете в музея колкото искате. С магазина и кафенето предвидете около три часа.",
          en: "The guided tour takes about an hour and a half, and afterwards you can stay in the museum as long as you like. With the shop and café, allow about three hours.",
        },
      },
      {
        question: {
          bg: "Как да купя билет за мач на Манчестър Юнайтед?",
          en: "How do I buy a Manchester United match ticket?",
        },
        answer: {
          bg: "Най-сигурно е чрез официалния сайт на клуба, като за повечето мачове е нужно членство. Официалните пакети за гостоприемство са по-скъпи, но гарантират място.",
          en: "The safest way is through the club's official website, and most matches require membership. Official hospitality packages cost more but guarantee a seat.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "MAN",
    name: { bg: "Библиотеката „Джон Райландс“", en: "John Rylands Library" },
    slug: { bg: "bibliotekata-dzhon-railands", en: "john-rylands-library" },
    description: {
      bg: "Неоготическа библиотека на улица Дийнсгейт, открита през 1900 г., която прилича повече на катедрала, отколкото на читалня. Днес е част от Университета на Манчестър и пази редки ръкописи и старопечатни книги.",
      en: "A neo-Gothic library on Deansgate, opened in 1900, that looks more like a cathedral than a reading room. Today it is part of the University of Manchester and holds rare manuscripts and early printed books.",
    },
    latitude: 53.4804,
    longitude: -2.2486,
    distanceKm: 0.3,
    transportInfo: {
      bg: "В центъра на Манчестър, на пет минути пеша от трамвайната спирка St Peter's Square и от площад Албърт.",
      en: "In central Manchester, a five-minute walk from St Peter's Square tram stop and Albert Square.",
    },
    selectionReason: {
      bg: "Една от най-красивите библиотеки в света – с безплатен вход и в самия център.",
      en: "One of the most beautiful libraries in the world, free to enter and right in the centre.",
    },
    seoTitle: {
      bg: "Библиотеката „Джон Райландс“, Манчестър",
      en: "John Rylands Library, Manchester – reading room and tips",
    },
    seoDescription: {
      bg: "Библиотеката „Джон Райландс“ в Манчестър: историческата читалня, неоготическата архитектура, най-ценните ръкописи и съвети за посещение.",
      en: "The John Rylands Library in Manchester: the Historic Reading Room, the neo-Gothic architecture, its most precious manuscripts and tips for visiting.",
    },
    keywords: {
      bg: ["библиотеката Джон Райландс", "Манчестър", "неоготика", "Дийнсгейт", "Манчестър безплатни забележителности"],
      en: ["John Rylands Library", "Manchester", "neo-Gothic", "Deansgate", "free things to do in Manchester"],
    },
    sections: {
      intro: {
        bg: "Само на крачка от оживената търговска улица Дийнсгейт влизате в свят от червен пясъчник, каменни сводове и витражи. Историческата читалня с редиците дървени пултове и статуите покрай стените е едно от най-сниманите места в Манчестър – и с право.",
        en: "Just a step off busy Deansgate you enter a world of red sandstone, stone vaults and stained glass. The Historic Reading Room, with its rows of wooden desks and statues along the walls, is one of the most photographed places in Manchester, and rightly so.",
      },
      context: {
        bg: "Библиотеката е построена от Енрикета Райландс в памет на съпруга ѝ Джон Райландс, най-богатия текстилен фабрикант в Манчестър. Проектът е на архитекта Базил Чампниз, а сградата е открита за читатели на 1 януари 1900 г. – сред първите в града с електрическо осветление. От 1972 г. е част от Университета на Манчестър.",
        en: "The library was built by Enriqueta Rylands in memory of her husband John Rylands, Manchester's richest textile manufacturer. It was designed by the architect Basil Champneys and opened to readers on 1 January 1900, one of the first buildings in the city with electric lighting. Since 1972 it has been part of the University of Manchester.",
      },
      highlights: {
        bg: "Историческата читалня със сводестия таван и статуите на Енрикета и Джон Райландс; каменните стълбища и коридорите в стил неоготика; временните изложби със съкровища от колекциите. Сред най-ценните експонати е папирусът P52 – фрагмент от Евангелието от Йоан, смятан за най-стария известен текст от Новия завет.",
        en: "The Historic Reading Room with its vaulted ceiling and the statues of Enriqueta and John Rylands; the stone staircases and neo-Gothic corridors; and temporary exhibitions of treasures from the collections. Among the most precious items is Papyrus P52, a fragment of the Gospel of John thought to be the oldest known New Testament text.",
      },
      practical: {
        bg: "Входът е безплатен; библиотеката е отворена през повечето дни от седмицата, но не всеки ден, затова проверете часовете предварително. В читалнята се пази тишина, а снимките без светкавица са позволени. Големите раници може да се наложи да оставите в гардероба.",
        en: "Entry is free; the library opens on most days of the week but not every day, so check the hours before you go. Silence is kept in the Reading Room, and photos without flash are allowed. You may be asked to leave large rucksacks in the cloakroom.",
      },
      gettingThere: {
        bg: "От летище Манчестър (MAN) хванете влак до Piccadilly или Oxford Road и продължете пеша или с трамвай до St Peter's Square. Друг вариант е трамваят Metrolink по линията за летището, който стига до центъра, понякога с прекачване на Cornbrook. От площад Албърт до библиотеката се върви около пет минути.",
        en: "From Manchester Airport (MAN) take a train to Piccadilly or Oxford Road and continue on foot or by tram to St Peter's Square. Alternatively, the Metrolink airport line runs to the centre, sometimes with a change at Cornbrook. From Albert Square the library is about a five-minute walk.",
      },
      nearby: {
        bg: "Наблизо са търговският район Спининфийлдс и кметството на площад Албърт. На юг по Дийнсгейт стигате до Касълфийлд с каналите и римските руини, а на север – до катедралата на Манчестър и Музея на футбола.",
        en: "Nearby are the Spinningfields district and the Town Hall on Albert Square. Heading south along Deansgate you reach Castlefield with its canals and Roman remains, and to the north Manchester Cathedral and the National Football Museum.",
      },
    },
    faq: [
      {
        question: { bg: "Трябва ли да съм читател, за да вляза?", en: "Do I need a reader's card to go in?" },
        answer: {
          bg: "Не. Историческата сграда и изложбите са отворени за всички посетители безплатно; читателска карта е нужна само за работа с ръкописите.",
          en: "No. The historic building and exhibitions are open to all visitors free of charge; a reader's card is only needed to work with the manuscripts.",
        },
      },
      {
        question: { bg: "Колко време е нужно за библиотеката?", en: "How much time do you need for the library?" },
        answer: {
          bg: "Около час е достатъчен за читалнята и изложбите. Ако обичате архитектура и фотография, отделете малко повече.",
          en: "About an hour is enough for the Reading Room and exhibitions. If you love architecture and photography, allow a little longer.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "MAN",
    name: { bg: "Музеят на науката и индустрията", en: "Science and Industry Museum" },
    slug: { bg: "muzeyat-na-naukata-i-industriyata", en: "science-and-industry-museum" },
    description: {
      bg: "Музей в Касълфийлд, разположен на мястото на най-старата запазена пътническа железопътна гара в света от 1830 г. Той разказва как Манчестър става първият индустриален град в света.",
      en: "A museum in Castlefield on the site of the world's oldest surviving passenger railway station, from 1830. It tells how Manchester became the world's first industrial city.",
    },
    latitude: 53.477,
    longitude: -2.2545,
    distanceKm: 0.7,
    transportInfo: {
      bg: "Трамвайна спирка Deansgate-Castlefield и гара Deansgate са на около 5–10 минути пеша.",
      en: "Deansgate-Castlefield tram stop and Deansgate railway station are about 5–10 minutes' walk away.",
    },
    selectionReason: {
      bg: "Най-добрият разказ за индустриалната революция – на мястото, където тя е започнала.",
      en: "The best story of the Industrial Revolution, told where it began.",
    },
    seoTitle: {
      bg: "Музеят на науката и индустрията, Манчестър",
      en: "Science and Industry Museum, Manchester – visitor guide",
    },
    seoDescription: {
      bg: "Музеят на науката и индустрията в Манчестър: гарата от 1830 г., текстилните машини, копието на компютъра Baby и как да стигнете до Касълфийлд.",
      en: "The Science and Industry Museum in Manchester: the 1830 station, textile machines, the replica of the Baby computer and how to get to Castlefield.",
    },
    keywords: {
      bg: ["Музеят на науката и индустрията", "Манчестър", "Касълфийлд", "индустриалната революция", "музеи за деца"],
      en: ["Science and Industry Museum", "Manchester", "Castlefield", "Industrial Revolution", "museums for kids"],
    },
    sections: {
      intro: {
        bg: "Тук историята се усеща под краката: музеят заема сградите на гара Ливърпул Роуд, откъдето през 1830 г. тръгват първите редовни пътнически влакове между два града. Машините бръмчат, тъкачните станове работят, а децата могат да експериментират сами в интерактивните зали.",
        en: "Here you can feel history underfoot: the museum occupies the buildings of Liverpool Road station, from which in 1830 the first regular passenger trains between two cities set off. Machines hum, looms weave, and children can experiment for themselves in the interactive galleries.",
      },
      context: {
        bg: "Гара Ливърпул Роуд е крайната спирка на железницата Ливърпул – Манчестър, първата междуградска железница с парни локомотиви. Музеят е открит тук през 1983 г. и днес е част от Science Museum Group. В Манчестър през 1948 г. работи и Baby – първият компютър, който изпълнява програма, записана в паметта му.",
        en: "Liverpool Road station was the terminus of the Liverpool and Manchester Railway, the first inter-city railway worked by steam locomotives. The museum opened here in 1983 and is now part of the Science Museum Group. Manchester was also home in 1948 to the Baby, the first computer to run a program stored in its own memory.",
      },
      highlights: {
        bg: "Гаровите сгради и складът от 1830 г.; демонстрациите на текстилните машини, които показват как памукът става плат; копието на компютъра Baby; интерактивните научни зали за деца. Голяма част от музея се реставрира поетапно, затова някои галерии може да са временно затворени.",
        en: "The 1830 station buildings and warehouse; demonstrations of textile machines showing how cotton becomes cloth; the replica of the Baby computer; and the interactive science galleries for children. Much of the museum is being restored in stages, so some galleries may be temporarily closed.",
      },
      practical: {
        bg: "Входът е безплатен, но е препоръчително да запазите час онлайн, а някои временни изложби се плащат. С деца отделете поне половин ден. Преди посещението проверете на сайта кои галерии са отворени, защото реставрацията продължава.",
        en: "Entry is free, but booking a time slot online is recommended, and some temporary exhibitions are ticketed. With children allow at least half a day. Check the website for which galleries are open before you go, as restoration is ongoing.",
      },
      gettingThere: {
        bg: "От летище Манчестър (MAN) хванете влак до Piccadilly – част от влаковете продължават до Oxford Road и Deansgate. Трамваят Metrolink от летището също стига до Deansgate-Castlefield, понякога с прекачване на Cornbrook. От площад Албърт до музея се върви около 10 минути.",
        en: "From Manchester Airport (MAN) take a train to Piccadilly; some trains continue to Oxford Road and Deansgate. The Metrolink from the airport also reaches Deansgate-Castlefield, sometimes with a change at Cornbrook. From Albert Square the museum is about a 10-minute walk.",
      },
      nearby: {
        bg: "Касълфийлд е сред най-приятните квартали на Манчестър: каналите Бриджуотър и Рочдейл, старите железни виадукти и реконструираната част от римския форт Мамукиум. Наоколо има много барове и ресторанти в бивши складове, а на север започва Дийнсгейт.",
        en: "Castlefield is one of Manchester's most pleasant districts: the Bridgewater and Rochdale canals, old iron viaducts and a reconstructed section of the Roman fort of Mamucium. There are plenty of bars and restaurants in former warehouses around, and Deansgate begins to the north.",
      },
    },
    faq: [
      {
        question: { bg: "Подходящ ли е музеят за деца?", en: "Is the museum good for children?" },
        answer: {
          bg: "Да, особено интерактивните научни зали и демонстрациите на машините. Музеят организира и семейни работилници през ваканциите.",
          en: "Yes, especially the interactive science galleries and the machine demonstrations. The museum also runs family workshops during school holidays.",
        },
      },
      {
        question: {
          bg: "Наистина ли това е най-старата гара в света?",
          en: "Is it really the oldest station in the world?",
        },
        answer: {
          bg: "Ливърпул Роуд е най-старата запазена гара, построена специално за пътнически влакове по междуградска железница. Сградите ѝ от 1830 г. са част от музея.",
          en: "Liverpool Road is the oldest surviving station built for passenger trains on an inter-city railway. Its 1830 buildings are part of the museum.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- EDI Edinburgh
  {
    destinationIata: "EDI",
    name: { bg: "Единбургският замък", en: "Edinburgh Castle" },
    slug: { bg: "edinburgskiyat-zamak", en: "edinburgh-castle" },
    description: {
      bg: "Крепостта на вулканичната Замъчна скала доминира над Единбург от векове. В нея се пазят шотландските коронни скъпоценности, а параклисът „Света Маргарита“ от XII век е най-старата сграда в града.",
      en: "The fortress on volcanic Castle Rock has dominated Edinburgh for centuries. It houses the Scottish crown jewels, and the 12th-century St Margaret's Chapel is the oldest building in the city.",
    },
    latitude: 55.9486,
    longitude: -3.1999,
    distanceKm: 0.8,
    transportInfo: {
      bg: "От гара Уейвърли и Принсес Стрийт се изкачвате пеша по Кралската миля или по стълбите откъм градините; най-близката трамвайна спирка е Princes Street, а автобусите на Lothian спират на The Mound.",
      en: "From Waverley Station and Princes Street you walk up the Royal Mile or the steps from the gardens; the nearest tram stop is Princes Street, and Lothian buses stop on The Mound.",
    },
    selectionReason: {
      bg: "Символът на Единбург и най-посещаваната платена забележителност в Шотландия.",
      en: "The symbol of Edinburgh and the most visited paid attraction in Scotland.",
    },
    seoTitle: {
      bg: "Единбургският замък – билети, съкровища и съвети",
      en: "Edinburgh Castle – tickets, crown jewels and tips",
    },
    seoDescription: {
      bg: "Единбургският замък: коронните скъпоценности, параклисът „Света Маргарита“, оръдието в един часа, билетите с час и как да стигнете от летището.",
      en: "Edinburgh Castle: the Honours of Scotland, St Margaret's Chapel, the One O'Clock Gun, timed tickets and how to get there from the airport.",
    },
    keywords: {
      bg: ["Единбургският замък", "Единбург", "Шотландия", "коронните скъпоценности", "Кралската миля"],
      en: ["Edinburgh Castle", "Edinburgh", "Scotland", "Honours of Scotland", "Royal Mile"],
    },
    sections: {
      intro: {
        bg: "Единбургският замък се вижда от почти всяка точка на града – кацнал върху черна скала над градините на Принсес Стрийт. Вътре ви очакват векове шотландска история, а от бастионите се открива гледка към Новия град, Лийт и залива Фърт ъф Форт.",
        en: "Edinburgh Castle can be seen from almost anywhere in the city, perched on a black rock above Princes Street Gardens. Inside await centuries of Scottish history, and the ramparts look out over the New Town, Leith and the Firth of Forth.",
      },
      context: {
        bg: "Скалата е остатък от древен вулкан и е обитавана още от бронзовата епоха. Замъкът е бил кралска резиденция, крепост, затвор и казарма и е обсаждан многократно през войните между Шотландия и Англия. Параклисът „Света Маргарита“ е построен в началото на XII век от крал Дейвид I в памет на майка му.",
        en: "The rock is the remnant of an ancient volcano and has been inhabited since the Bronze Age. The castle has been a royal residence, fortress, prison and barracks, and was besieged many times during the wars between Scotland and England. St Margaret's Chapel was built in the early 12th century by King David I in memory of his mother.",
      },
      highlights: {
        bg: "Шотландските коронни скъпоценности (Honours of Scotland) – короната, скиптърът и мечът, най-старите коронни регалии на Британските острови; кралският дворец и Голямата зала; средновековното оръдие Монс Мег; Шотландският национален военен мемориал. Всеки ден освен в неделя точно в един часа от бастиона Милс Маунт гърми оръдието One O'Clock Gun.",
        en: "The Honours of Scotland, the crown, sceptre and sword that are the oldest crown jewels in the British Isles; the Royal Palace and the Great Hall; the medieval siege gun Mons Meg; and the Scottish National War Memorial. Every day except Sunday, at exactly one o'clock, the One O'Clock Gun is fired from Mills Mount Battery.",
      },
      practical: {
        bg: "Билетите са с определен час на влизане и през лятото се разпродават – купете ги онлайн няколко дни по-рано. Отделете поне два-три часа и носете непромокаемо яке, защото по-голямата част от обиколката е на открито. През август на площада пред замъка се провежда Кралският военен парад (Military Tattoo) и достъпът до него се променя.",
        en: "Tickets are for a set entry time and sell out in summer, so buy them online a few days ahead. Allow at least two to three hours and bring a waterproof, as most of the visit is outdoors. In August the Royal Edinburgh Military Tattoo takes place on the Esplanade in front of the castle, and access there changes.",
      },
      gettingThere: {
        bg: "От летище Единбург (EDI) трамваят стига до Princes Street за около половин час, а автобусът Airlink 100 – до моста Уейвърли. Оттам до замъка се изкачвате пеша около 15 минути през стария град или по стълбите откъм градините на Принсес Стрийт.",
        en: "From Edinburgh Airport (EDI) the tram reaches Princes Street in about half an hour, and the Airlink 100 bus runs to Waverley Bridge. From there the castle is about a 15-minute uphill walk through the Old Town or up the steps from Princes Street Gardens.",
      },
      nearby: {
        bg: "От портата на замъка започва Кралската миля, а на няколко крачки е Camera Obscura с оптичните си илюзии и покривна тераса. Надолу под скалата са градините на Принсес Стрийт, а по-нататък – Шотландската национална галерия на хълма The Mound.",
        en: "The Royal Mile begins at the castle gate, and a few steps away is Camera Obscura with its optical illusions and rooftop terrace. Below the rock are Princes Street Gardens, and beyond them the Scottish National Gallery on The Mound.",
      },
    },
    faq: [
      {
        question: {
          bg: "Трябва ли билетите да се купуват предварително?",
          en: "Do you need to buy tickets in advance?",
        },
        answer: {
          bg: "Препоръчително е. Влизането е с билети за определен час, а през лятото и по празниците свободните часове на място често свършват още сутринта.",
          en: "It is recommended. Entry is by timed ticket, and in summer and on holidays the slots available on the day often run out by morning.",
        },
      },
      {
        question: { bg: "Къде е Камъкът на съдбата?", en: "Where is the Stone of Destiny?" },
        answer: {
          bg: "От 2024 г. Камъкът на съдбата е изложен в Музея на Пърт, а в замъка остават коронните скъпоценности на Шотландия.",
          en: "Since 2024 the Stone of Destiny has been displayed at Perth Museum, while the Honours of Scotland remain in the castle.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "EDI",
    name: { bg: "Кралската миля", en: "Royal Mile" },
    slug: { bg: "kralskata-milya", en: "royal-mile" },
    description: {
      bg: "Главната улица на Стария град, която се спуска около 1,8 км от Единбургския замък до двореца Холирудхаус. По нея са катедралата „Сейнт Джайлс“, тесните пасажи closes и десетки пъбове и магазини.",
      en: "The main street of the Old Town, running about 1.8 km downhill from Edinburgh Castle to the Palace of Holyroodhouse. Along it are St Giles' Cathedral, the narrow alleys called closes and dozens of pubs and shops.",
    },
    latitude: 55.9495,
    longitude: -3.1909,
    distanceKm: 0.3,
    transportInfo: {
      bg: "От гара Уейвърли се излиза направо нагоре към улицата по стълбите Флешмаркет Клоуз или по Кокбърн Стрийт; автобусите на Lothian пресичат Кралската миля при Норт Бридж и Саут Бридж.",
      en: "From Waverley Station you climb straight up to the street by Fleshmarket Close or Cockburn Street; Lothian buses cross the Royal Mile at North Bridge and South Bridge.",
    },
    selectionReason: {
      bg: "Най-атмосферната улица в Шотландия, по която минава всеки посетител на Единбург.",
      en: "Scotland's most atmospheric street, walked by every visitor to Edinburgh.",
    },
    seoTitle: {
      bg: "Кралската миля, Единбург – какво да видите по пътя",
      en: "Royal Mile, Edinburgh – what to see along the way",
    },
    seoDescription: {
      bg: "Кралската миля в Единбург: катедралата „Сейнт Джайлс“, подземните улици, пасажите closes, фестивалът Fringe и маршрут от замъка до Холирудхаус.",
      en: "The Royal Mile in Edinburgh: St Giles' Cathedral, the underground streets, the closes, the Fringe and a route from the castle to Holyroodhouse.",
    },
    keywords: {
      bg: ["Кралската миля", "Единбург", "Сейнт Джайлс", "Стария град Единбург", "фестивал Fringe"],
      en: ["Royal Mile", "Edinburgh", "St Giles Cathedral", "Edinburgh Old Town", "Edinburgh Fringe"],
    },
    sections: {
      intro: {
        bg: "Кралската миля е гръбнакът на средновековния Единбург. Високите каменни сгради, гайдарите по тротоарите и тесните пасажи, които изчезват между къщите, създават атмосфера, която трудно се забравя – особено в мъгливо утро или вечер, когато светнат лампите на пъбовете.",
        en: "The Royal Mile is the backbone of medieval Edinburgh. The tall stone buildings, the pipers on the pavements and the narrow passages that vanish between houses create an atmosphere that is hard to forget, especially on a misty morning or in the evening when the pub lights come on.",
      },
      context: {
        bg: "Улицата следва хребета, който ледниците са оставили зад вулканичната скала, и свързва кралския замък с абатството и двореца Холирудхаус. Тя е съставена от няколко улици: Касълхил, Лонмаркет, Хай Стрийт, Канонгейт и Аби Странд. Старият и Новият град на Единбург са в списъка на ЮНЕСКО от 1995 г.",
        en: "The street follows the ridge left by glaciers behind the volcanic rock and links the royal castle with the abbey and Palace of Holyroodhouse. It is made up of several streets: Castlehill, Lawnmarket, High Street, Canongate and Abbey Strand. Edinburgh's Old and New Towns have been a UNESCO World Heritage Site since 1995.",
      },
      highlights: {
        bg: "Катедралата „Сейнт Джайлс“ с короновидната кула и параклиса на Ордена на бодила; Мери Кингс Клоуз – подземни улици от XVII век, които се разглеждат с екскурзовод; къщата на реформатора Джон Нокс; Гладстоун Ланд, запазена жилищна сграда от XVII век. В долния край е модерната сграда на Шотландския парламент.",
        en: "St Giles' Cathedral with its crown steeple and the Thistle Chapel; The Real Mary King's Close, 17th-century underground streets seen on guided tours; the house of the reformer John Knox; and Gladstone's Land, a preserved 17th-century tenement. At the lower end is the modern Scottish Parliament building.",
      },
      practical: {
        bg: "Разходката по улицата е безплатна, но за Мери Кингс Клоуз и някои музеи е добре да запазите час. През август, по време на фестивала Fringe, горната част е изпълнена с улични артисти и е много натоварена. Внимавайте с магазините за „шотландски“ сувенири – истинските кашмир и туид си струва да се купят от проверени места.",
        en: "Walking the street is free, but for Mary King's Close and some museums it is best to book a time. In August, during the Fringe, the upper part is packed with street performers and very crowded. Be wary of shops selling 'Scottish' souvenirs: genuine cashmere and tweed are worth buying from reputable places.",
      },
      gettingThere: {
        bg: "От летище Единбург (EDI) трамваят стига до Princes Street, а Airlink 100 – до моста Уейвърли, точно под Стария град. Оттам по Кокбърн Стрийт или по стълбите на Флешмаркет Клоуз за няколко минути излизате на Кралската миля.",
        en: "From Edinburgh Airport (EDI) the tram runs to Princes Street and the Airlink 100 to Waverley Bridge, right below the Old Town. From there Cockburn Street or the steps of Fleshmarket Close bring you up to the Royal Mile in a few minutes.",
      },
      nearby: {
        bg: "На юг от Кралската миля са Грасмаркет с пъбовете под замъка и Националният музей на Шотландия с безплатен вход. На север, през моста Норт Бридж, е хълмът Калтън Хил с паметниците и една от най-хубавите гледки към града.",
        en: "South of the Royal Mile are the Grassmarket with its pubs below the castle and the National Museum of Scotland, free to enter. To the north, across North Bridge, is Calton Hill with its monuments and one of the best views of the city.",
      },
    },
    faq: [
      {
        question: { bg: "Колко дълга е Кралската миля?", en: "How long is the Royal Mile?" },
        answer: {
          bg: "Около 1,8 км – малко повече от обикновената миля, защото следва старата шотландска мярка. Пеша се изминава за половин час, но с отбивките лесно отнема половин ден.",
          en: "About 1.8 km, a little more than a standard mile, as it follows the old Scots measure. It takes half an hour to walk, but with detours it easily fills half a day.",
        },
      },
      {
        question: { bg: "Какво представляват closes?", en: "What are the closes?" },
        answer: {
          bg: "Това са тесни пасажи и стълбища между сградите, които водят към вътрешни дворове. Много от тях носят имената на някогашни жители или занаяти и крият хубави гледки.",
          en: "They are narrow passages and stairways between the buildings leading to inner courtyards. Many are named after former residents or trades and hide lovely views.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "EDI",
    name: { bg: "Дворецът Холирудхаус", en: "Palace of Holyroodhouse" },
    slug: { bg: "dvorecat-holirudhaus", en: "palace-of-holyroodhouse" },
    description: {
      bg: "Официалната резиденция на британския монарх в Шотландия, в долния край на Кралската миля. Тук е живяла Мария Стюарт, а до двореца са руините на абатството Холируд от XII век.",
      en: "The official residence of the British monarch in Scotland, at the foot of the Royal Mile. Mary, Queen of Scots lived here, and next to the palace are the ruins of 12th-century Holyrood Abbey.",
    },
    latitude: 55.9527,
    longitude: -3.1722,
    distanceKm: 1,
    transportInfo: {
      bg: "Около 20 минути пеша надолу по Кралската миля от гара Уейвърли; автобус 35 на Lothian спира наблизо, до Шотландския парламент.",
      en: "About 20 minutes' walk down the Royal Mile from Waverley Station; Lothian bus 35 stops nearby, by the Scottish Parliament.",
    },
    selectionReason: {
      bg: "Действащ кралски дворец с драматична история, който завършва разходката по Кралската миля.",
      en: "A working royal palace with a dramatic history that rounds off a walk along the Royal Mile.",
    },
    seoTitle: {
      bg: "Дворецът Холирудхаус, Единбург – Мария Стюарт",
      en: "Palace of Holyroodhouse, Edinburgh – visitor guide",
    },
    seoDescription: {
      bg: "Дворецът Холирудхаус: покоите на Мария Стюарт, Голямата галерия, руините на абатството и кога дворецът е затворен заради кралски посещения.",
      en: "The Palace of Holyroodhouse: Mary, Queen of Scots' chambers, the Great Gallery, the abbey ruins and when the palace closes for royal visits.",
    },
    keywords: {
      bg: ["Холирудхаус", "Единбург", "Мария Стюарт", "абатството Холируд", "кралски дворец Шотландия"],
      en: ["Palace of Holyroodhouse", "Edinburgh", "Mary Queen of Scots", "Holyrood Abbey", "royal palace Scotland"],
    },
    sections: {
      intro: {
        bg: "След шума на Кралската миля дворецът Холирудхаус изненадва със спокойствие: широк двор, фонтан и зад тях зелените склонове на Холируд Парк. Това е действащ кралски дворец – тук монархът посреща гости, когато е в Шотландия.",
        en: "After the bustle of the Royal Mile, the Palace of Holyroodhouse surprises with its calm: a wide forecourt, a fountain and behind them the green slopes of Holyrood Park. It is a working royal palace where the monarch receives guests when in Scotland.",
      },
      context: {
        bg: "Абатството Холируд е основано от крал Дейвид I през 1128 г., а в началото на XVI век Джеймс IV строи до него дворец. Мария Стюарт живее тук през 60-те години на XVI век; през 1566 г. в покоите ѝ е убит нейният секретар Давид Рицио. Днешният вид на двореца е от 1670-те години, когато е преустроен за Чарлз II от архитекта Уилям Брус.",
        en: "Holyrood Abbey was founded by King David I in 1128, and in the early 16th century James IV built a palace next to it. Mary, Queen of Scots lived here in the 1560s; in 1566 her secretary David Rizzio was murdered in her chambers. The palace owes its present form to the 1670s, when it was rebuilt for Charles II by the architect William Bruce.",
      },
      highlights: {
        bg: "Парадните покои с гоблени и мебели от Кралската колекция; Голямата галерия с портретите на шотландските крале, истински и легендарни; покоите на Мария Стюарт в северозападната кула; романтичните руини на абатството; градините, които през лятото са отворени за посетители. До входа на двореца е галерията с временни изложби от Кралската колекция.",
        en: "The State Apartments with tapestries and furniture from the Royal Collection; the Great Gallery with its portraits of Scottish kings, real and legendary; Mary, Queen of Scots' chambers in the north-west tower; the romantic abbey ruins; and the gardens, open to visitors in summer. By the palace entrance is a gallery with temporary exhibitions from the Royal Collection.",
      },
      practical: {
        bg: "Дворецът е затворен, когато в него пребивава кралското семейство, най-вече през седмицата на Холируд в края на юни и началото на юли, затова проверете датите предварително. В билета е включен аудиогид на няколко езика. В по-тихите месеци дворецът работи само в определени дни от седмицата.",
        en: "The palace closes when the royal family is in residence, above all during Holyrood Week in late June and early July, so check dates in advance. An audio guide in several languages is included in the ticket. In quieter months the palace opens only on certain days of the week.",
      },
      gettingThere: {
        bg: "От летище Единбург (EDI) стигнете с трамвая или с Airlink 100 до центъра и продължете пеша надолу по Кралската миля или с автобус 35. От гара Уейвърли пътят пеша е около 20 минути.",
        en: "From Edinburgh Airport (EDI) take the tram or the Airlink 100 to the centre and continue on foot down the Royal Mile or by bus 35. From Waverley Station it is about a 20-minute walk.",
      },
      nearby: {
        bg: "Точно зад двореца започва Холируд Парк с Артърс Сийт – угаснал вулкан, на чийто връх се стига пеша за около час. Отсреща е сградата на Шотландския парламент, която може да се разгледа безплатно, а наблизо е научният център Dynamic Earth.",
        en: "Right behind the palace begins Holyrood Park with Arthur's Seat, an extinct volcano whose summit is about an hour's walk away. Opposite is the Scottish Parliament building, which can be visited for free, and Dynamic Earth science centre is close by.",
      },
    },
    faq: [
      {
        question: { bg: "Може ли да видя краля в Холирудхаус?", en: "Can I see the King at Holyroodhouse?" },
        answer: {
          bg: "Малко вероятно: когато кралят е в двореца, той е затворен за посетители. Понякога по време на седмицата на Холируд има церемонии, които се виждат отвън.",
          en: "Unlikely: when the King is in residence the palace is closed to visitors. Sometimes during Holyrood Week there are ceremonies that can be seen from outside.",
        },
      },
      {
        question: { bg: "Колко време отнема посещението?", en: "How long does a visit take?" },
        answer: {
          bg: "С аудиогида обиколката на двореца и абатството трае около час и половина. Ако добавите изкачване до Артърс Сийт, отделете половин ден.",
          en: "With the audio guide, the palace and abbey take about an hour and a half. Add a climb up Arthur's Seat and allow half a day.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- VLC Valencia
  {
    destinationIata: "VLC",
    name: { bg: "Градът на изкуствата и науките", en: "City of Arts and Sciences" },
    slug: { bg: "gradat-na-izkustvata-i-naukite", en: "city-of-arts-and-sciences" },
    description: {
      bg: "Комплекс от футуристични бели сгради на Сантяго Калатрава и Феликс Кандела в старото корито на река Турия. В него са научен музей, планетариум, опера и Океанографският парк – най-големият аквариум в Европа.",
      en: "A complex of futuristic white buildings by Santiago Calatrava and Félix Candela in the old bed of the River Turia. It holds a science museum, a planetarium, an opera house and the Oceanogràfic, the largest aquarium in Europe.",
    },
    latitude: 39.4544,
    longitude: -0.3503,
    distanceKm: 2.8,
    transportInfo: {
      bg: "Трамвайната линия 10 на Metrovalencia тръгва от спирка Alacant край гара Xàtiva и спира на Ciutat Arts i Ciències–Justícia и Oceanogràfic. Стигат и градски автобуси на EMT, а пеша по парка Турия от центъра се върви около половин час.",
      en: "Metrovalencia tram line 10 runs from Alacant stop, next to Xàtiva station, and stops at Ciutat Arts i Ciències–Justícia and Oceanogràfic. EMT city buses also serve it, and walking through the Turia park from the centre takes about half an hour.",
    },
    selectionReason: {
      bg: "Модерният символ на Валенсия и един от най-впечатляващите архитектурни ансамбли в Европа.",
      en: "Valencia's modern symbol and one of the most striking architectural ensembles in Europe.",
    },
    seoTitle: {
      bg: "Градът на изкуствата и науките, Валенсия – пътеводител",
      en: "City of Arts and Sciences, Valencia – visitor guide",
    },
    seoDescription: {
      bg: "Градът на изкуствата и науките във Валенсия: Океанографският парк, Хемисферик, научният музей, операта и как да стигнете с трамвай от центъра.",
      en: "Valencia's City of Arts and Sciences: the Oceanogràfic, the Hemisfèric, the science museum, the opera house and how to get there by tram from the centre.",
    },
    keywords: {
      bg: ["Градът на изкуствата и науките", "Валенсия", "Океанографският парк", "Калатрава", "Хемисферик"],
      en: ["City of Arts and Sciences", "Valencia", "Oceanogràfic", "Calatrava", "Hemisfèric"],
    },
    sections: {
      intro: {
        bg: "Сградите на Калатрава приличат на скелети на морски същества, огромно око и шлем, отразени в плитки басейни със синя вода. Дори да не влизате никъде, разходката между тях е едно от най-запомнящите се преживявания във Валенсия – особено вечер, когато комплексът е осветен.",
        en: "Calatrava's buildings look like the skeletons of sea creatures, a giant eye and a helmet, reflected in shallow pools of blue water. Even if you go inside nowhere, a walk among them is one of the most memorable experiences in Valencia, especially in the evening when the complex is lit up.",
      },
      context: {
        bg: "След голямото наводнение от 1957 г. река Турия е отклонена южно от града, а старото ѝ корито е превърнато в парк. В югоизточния му край валенсианецът Сантяго Калатрава проектира комплекс, чиято първа сграда – Хемисферик – отваря врати през 1998 г. Океанографският парк с покриви на Феликс Кандела е открит през 2003 г., а операта „Палау де лес Артс“ – през 2005 г.",
        en: "After the great flood of 1957 the River Turia was diverted south of the city, and its old bed was turned into a park. At its south-eastern end the Valencian Santiago Calatrava designed a complex whose first building, the Hemisfèric, opened in 1998. The Oceanogràfic, with roofs by Félix Candela, followed in 2003 and the Palau de les Arts opera house in 2005.",
      },
      highlights: {
        bg: "Океанографският парк с тунели под акулите, белуги, делфини и зони за различните морета; Хемисферик с планетариум и кино на огромен купол; Научният музей „Принсипе Фелипе“, където експонатите се пипат; Умбракле – алея с палми и скулптури над паркинга; операта „Палау де лес Артс Рейна София“. Агората днес е изложбената зала CaixaForum.",
        en: "The Oceanogràfic with its shark tunnels, belugas, dolphins and zones for the world's seas; the Hemisfèric with its planetarium and giant-dome cinema; the Príncipe Felipe Science Museum, where exhibits are there to be touched; L'Umbracle, a promenade of palms and sculptures above the car park; and the Palau de les Arts Reina Sofía opera house. The Àgora is now the CaixaForum exhibition centre.",
      },
      practical: {
        bg: "Разходката около сградите е безплатна, а за Океанографския парк, Хемисферик и музея се купуват отделни или комбинирани билети – онлайн обикновено е по-изгодно. За Океанографския парк отделете поне половин ден. През лятото по обед белите площи отразяват силно слънцето, затова носете слънчеви очила и вода.",
        en: "Walking around the buildings is free, while the Oceanogràfic, Hemisfèric and museum need separate or combined tickets, usually cheaper online. Allow at least half a day for the Oceanogràfic. At midday in summer the white surfaces reflect the sun fiercely, so bring sunglasses and water.",
      },
      gettingThere: {
        bg: "От летище Валенсия (VLC) метрото по линии 3 и 5 стига до центъра за около 20–25 минути. Слезте на Xàtiva, минете до съседната спирка Alacant и продължете с трамвай 10 до Ciutat Arts i Ciències–Justícia. От площад „Ажунтамент“ пътят пеша през парка Турия е около 30 минути.",
        en: "From Valencia Airport (VLC) metro lines 3 and 5 reach the centre in about 20–25 minutes. Get off at Xàtiva, walk to the neighbouring Alacant stop and take tram 10 to Ciutat Arts i Ciències–Justícia. From Plaça de l'Ajuntament the walk through the Turia park takes about 30 minutes.",
      },
      nearby: {
        bg: "Паркът Турия се вие на девет километра през града и е идеален за колело или бягане; недалеч от комплекса е Гуливер – огромна фигура-площадка, по която децата се катерят. На изток са квартал Русафа с ресторантите и плажовете Малвароса и Лас Аренас.",
        en: "The Turia park winds nine kilometres through the city and is ideal for cycling or running; not far from the complex is Gulliver, a giant playground figure children climb over. To the east lie the Russafa district with its restaurants and the Malvarrosa and Las Arenas beaches.",
      },
    },
    faq: [
      {
        question: { bg: "Струва ли си Океанографският парк?", en: "Is the Oceanogràfic worth it?" },
        answer: {
          bg: "За семейства и любители на морския свят – определено. Той е най-големият аквариум в Европа и обикновено отнема поне половин ден.",
          en: "For families and lovers of marine life, definitely. It is the largest aquarium in Europe and usually takes at least half a day.",
        },
      },
      {
        question: { bg: "Може ли да се влезе в операта?", en: "Can you go inside the opera house?" },
        answer: {
          bg: "Да, с билет за представление или с организирана обиколка на сградата. Програмата и датите на обиколките се публикуват на сайта на Палау де лес Артс.",
          en: "Yes, with a ticket for a performance or on a guided tour of the building. The programme and tour dates are published on the Palau de les Arts website.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "VLC",
    name: { bg: "Катедралата на Валенсия", en: "Valencia Cathedral" },
    slug: { bg: "katedralata-na-valensiya", en: "valencia-cathedral" },
    description: {
      bg: "Катедралата, строена от XIII век насам, съчетава романски, готически и барокови порти. В нея се пази Светата чаша, почитана като Свещения Граал, а камбанарията Мигелете предлага гледка над покривите на стария град.",
      en: "The cathedral, built from the 13th century onwards, combines Romanesque, Gothic and Baroque doorways. It keeps the Holy Chalice, venerated as the Holy Grail, and its bell tower, the Miguelete, offers a view over the old town's rooftops.",
    },
    latitude: 39.4758,
    longitude: -0.3753,
    distanceKm: 0.7,
    transportInfo: {
      bg: "В стария град, на 10 минути пеша от площад „Ажунтамент“; най-близките метростанции са Xàtiva и Colón, а много автобуси на EMT спират на площад „Рейна“.",
      en: "In the old town, a 10-minute walk from Plaça de l'Ajuntament; the nearest metro stations are Xàtiva and Colón, and many EMT buses stop at Plaça de la Reina.",
    },
    selectionReason: {
      bg: "Сърцето на стария град – с Граала, изкачването до Мигелете и една от най-старите съдебни традиции в Европа.",
      en: "The heart of the old town, with the Grail, the climb up the Miguelete and one of Europe's oldest court traditions.",
    },
    seoTitle: {
      bg: "Катедралата на Валенсия – Светият Граал и Мигелете",
      en: "Valencia Cathedral – the Holy Grail and the Miguelete",
    },
    seoDescription: {
      bg: "Катедралата на Валенсия: параклисът на Светата чаша, изкачването до Мигелете, Водният съд пред Портата на апостолите и съвети за посещение.",
      en: "Valencia Cathedral: the Holy Chalice chapel, the climb up the Miguelete, the Water Tribunal at the Apostles' Door and tips for your visit.",
    },
    keywords: {
      bg: ["Катедралата на Валенсия", "Светият Граал", "Мигелете", "Водният съд", "Валенсия стар град"],
      en: ["Valencia Cathedral", "Holy Grail", "Miguelete", "Water Tribunal", "Valencia old town"],
    },
    sections: {
      intro: {
        bg: "Катедралата на Валенсия няма една главна фасада, а три съвсем различни порти, всяка към свой площад. Вътре цари полумрак и тишина, а в един от параклисите стои малка агатова чаша, за която вярващите казват, че е Свещеният Граал.",
        en: "Valencia Cathedral has no single main façade but three completely different doorways, each facing its own square. Inside it is dim and quiet, and in one of the chapels stands a small agate cup that believers say is the Holy Grail.",
      },
      context: {
        bg: "Строежът започва през 1262 г., след като Жауме I отвоюва Валенсия, на мястото на главната джамия, а преди нея – на римски храм. Затова в сградата се преплитат стилове от няколко века: романската Порта на двореца, готическата Порта на апостолите и бароковата Порта на желязото. При реставрация през 2004 г. над олтара са открити ренесансови стенописи с ангели музиканти.",
        en: "Construction began in 1262, after James I reconquered Valencia, on the site of the main mosque and, before that, a Roman temple. That is why the building mixes styles from several centuries: the Romanesque Palace Door, the Gothic Apostles' Door and the Baroque Iron Door. During restoration in 2004, Renaissance frescoes of musician angels were uncovered above the altar.",
      },
      highlights: {
        bg: "Параклисът на Светата чаша (Санто Калис) в бившата капитулна зала; изкачването по над 200 стъпала до върха на Мигелете с панорама към целия град; ренесансовите ангели над главния олтар; двете картини на Гоя в един от параклисите. Всеки четвъртък по обед пред Портата на апостолите заседава Водният съд – вписан в нематериалното наследство на ЮНЕСКО.",
        en: "The Chapel of the Holy Chalice (Santo Cáliz) in the former chapter house; the climb of more than 200 steps to the top of the Miguelete with a panorama of the whole city; the Renaissance angels above the high altar; and two paintings by Goya in one of the chapels. Every Thursday at noon the Water Tribunal, inscribed on UNESCO's intangible heritage list, sits in front of the Apostles' Door.",
      },
      practical: {
        bg: "За туристическо посещение на катедралата и за изкачване на Мигелете се купуват отделни билети; в цената на катедралата обикновено е включен аудиогид. По време на служби разглеждането е ограничено, а в неделя сутрин е отворено само за богослужения. Стълбището на кулата е тясно и вито – не е подходящо за хора с клаустрофобия.",
        en: "A tourist visit to the cathedral and the climb up the Miguelete need separate tickets; the cathedral ticket usually includes an audio guide. Visits are restricted during services, and on Sunday mornings it is open for worship only. The tower staircase is narrow and winding, not ideal for anyone claustrophobic.",
      },
      gettingThere: {
        bg: "От летище Валенсия (VLC) метрото по линии 3 и 5 стига до Xàtiva или Colón, откъдето до катедралата има около 10–15 минути пеша. От площад „Ажунтамент“ се върви около 10 минути на север през площад „Рейна“.",
        en: "From Valencia Airport (VLC) metro lines 3 and 5 reach Xàtiva or Colón, from where the cathedral is about a 10–15-minute walk. From Plaça de l'Ajuntament it is about 10 minutes on foot, north through Plaça de la Reina.",
      },
      nearby: {
        bg: "Зад катедралата е площад „Де ла Вирхен“ с базиликата на Богородица на изоставените, покровителката на града. На няколко минути пеша са Копринената борса (Ла Лонха), паметник на ЮНЕСКО, и Централният пазар в стил модерн – един от най-големите покрити пазари в Европа. На север стигате до средновековните порти Торес де Серанос.",
        en: "Behind the cathedral is the Plaza de la Virgen with the basilica of the city's patron. A few minutes' walk away are the Silk Exchange (La Lonja), a UNESCO site, and the Modernista Central Market, one of the largest covered markets in Europe. To the north you reach the medieval Serranos Towers gate.",
      },
    },
    faq: [
      {
        question: { bg: "Истинският Граал ли е в катедралата?", en: "Is the real Grail in the cathedral?" },
        answer: {
          bg: "Чашата от ахат е датирана от историците около I век пр.н.е. – I век сл.н.е. и е почитана като Граала от векове. Няма научно доказателство, но папите Йоан Павел II и Бенедикт XVI са служили литургия с нея.",
          en: "Historians date the agate cup to around the 1st century BC or AD, and it has been venerated as the Grail for centuries. There is no scientific proof, but Popes John Paul II and Benedict XVI both celebrated Mass with it.",
        },
      },
      {
        question: { bg: "Какво е Водният съд?", en: "What is the Water Tribunal?" },
        answer: {
          bg: "Древна институция, която решава спорове за напояването в плодородната равнина около Валенсия. Заседава публично на валенсиански всеки четвъртък по обед пред Портата на апостолите и може да се наблюдава свободно.",
          en: "An ancient institution that settles irrigation disputes in the fertile plain around Valencia. It sits in public, in Valencian, every Thursday at noon in front of the Apostles' Door, and anyone can watch.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "VLC",
    name: { bg: "Природният парк Албуфера", en: "Albufera Natural Park" },
    slug: { bg: "prirodniyat-park-albufera", en: "albufera-natural-park" },
    description: {
      bg: "Голямо сладководно езеро южно от Валенсия, заобиколено от оризища и отделено от морето с ивица дюни и борова гора. Това е родината на паелята и едно от най-важните влажни места за птици в Испания.",
      en: "A large freshwater lagoon south of Valencia, surrounded by rice fields and separated from the sea by a strip of dunes and pine forest. It is the home of paella and one of Spain's most important wetlands for birds.",
    },
    latitude: 39.335,
    longitude: -0.345,
    distanceKm: 15.2,
    transportInfo: {
      bg: "Автобус 25 на EMT тръгва от центъра на Валенсия и минава през Ел Салер до селцето Ел Палмар; спира и при кейовете за лодки край езерото.",
      en: "EMT bus 25 runs from central Valencia via El Saler to the village of El Palmar, stopping at the boat jetties by the lagoon.",
    },
    selectionReason: {
      bg: "Природа, залези и истинска паеля само на половин час от града.",
      en: "Nature, sunsets and authentic paella just half an hour from the city.",
    },
    seoTitle: {
      bg: "Албуфера край Валенсия – езерото, лодките и паелята",
      en: "Albufera near Valencia – lagoon, boats and paella",
    },
    seoDescription: {
      bg: "Природният парк Албуфера: разходка с лодка по залез, Ел Палмар и ресторантите с паеля, плажът Ел Салер и как да стигнете с автобус от Валенсия.",
      en: "Albufera Natural Park: a sunset boat trip, El Palmar and its paella restaurants, El Saler beach and how to get there by bus from Valencia.",
    },
    keywords: {
      bg: ["Албуфера", "Валенсия", "Ел Палмар", "паеля", "залез Албуфера"],
      en: ["Albufera", "Valencia", "El Palmar", "paella", "Albufera sunset"],
    },
    sections: {
      intro: {
        bg: "Албуфера е мястото, където валенсианците идват да гледат залеза. Слънцето потъва зад планините отвъд езерото, плоските лодки се плъзгат по водата между тръстиките, а чаплите прелитат над оризищата. Само на няколко километра от пристанището и магистралите цари пълна тишина.",
        en: "The Albufera is where Valencians come to watch the sunset. The sun sinks behind the mountains beyond the lagoon, flat-bottomed boats glide through the reeds and herons fly over the rice fields. Just a few kilometres from the port and the motorways, there is complete silence.",
      },
      context: {
        bg: "Езерото е останало от древен морски залив, затворен постепенно от пясъчна коса. Още от арабско време около него се отглежда ориз, а рибарите и селяните тук създават паелята – първоначално с ориз, заек, пиле и местен боб. От 1986 г. районът е природен парк. Писателят Висенте Бласко Ибаниес описва живота в Ел Палмар в романа „Тръстика и кал“.",
        en: "The lagoon is what remains of an ancient bay gradually closed off by a sandbar. Rice has been grown around it since Moorish times, and the fishermen and farmers here created paella, originally with rice, rabbit, chicken and local beans. The area has been a natural park since 1986. The writer Vicente Blasco Ibáñez described life in El Palmar in his novel Reeds and Mud.",
      },
      highlights: {
        bg: "Разходката с традиционна лодка по залез от кейовете край Ел Палмар или Ел Салер и ресторантите в Ел Палмар, където се яде паеля и all i pebre – яхния от змиорка. Любителите на природата ще оценят наблюдението на птици в резерватите, дюните и боровата гора Девеса дел Салер с диви плажове откъм морето.",
        en: "A sunset ride in a traditional boat from the jetties near El Palmar or El Saler, and the restaurants of El Palmar serving paella and all i pebre, an eel stew. Nature lovers will enjoy birdwatching in the reserves and the dunes and pine forest of the Devesa del Saler, with wild beaches on the sea side.",
      },
      practical: {
        bg: "Лодките тръгват през целия ден, но най-търсени са около залез – елате малко по-рано и уговорете разходката на кея. Паелята в Ел Палмар се поръчва за поне двама души и се приготвя около половин час, затова не бързайте. През лятото вечер има много комари – носете репелент.",
        en: "Boats leave throughout the day, but the most popular trips are around sunset, so come a little early and arrange your ride at the jetty. Paella in El Palmar is ordered for at least two people and takes about half an hour to cook, so take your time. On summer evenings there are plenty of mosquitoes, so bring repellent.",
      },
      gettingThere: {
        bg: "От летище Валенсия (VLC) стигнете с метро линия 3 или 5 до центъра и продължете с автобус 25 на EMT към Ел Палмар. От площад „Ажунтамент“ автобусът стига до езерото за около 40 минути; с кола или такси е около 20 минути по магистралата за Ел Салер.",
        en: "From Valencia Airport (VLC) take metro line 3 or 5 to the centre and continue on EMT bus 25 towards El Palmar. From Plaça de l'Ajuntament the bus reaches the lagoon in about 40 minutes; by car or taxi it is about 20 minutes along the El Saler road.",
      },
      nearby: {
        bg: "На брега на морето са плажовете на Ел Салер и Ла Девеса – по-диви и по-спокойни от градските. На север, по пътя обратно към Валенсия, е Градът на изкуствата и науките, който е удобно да посетите в същия ден.",
        en: "On the coast are the beaches of El Saler and La Devesa, wilder and quieter than the city beaches. To the north, on the way back to Valencia, is the City of Arts and Sciences, easy to combine on the same day.",
      },
    },
    faq: [
      {
        question: { bg: "Коя е истинската валенсийска паеля?", en: "What is authentic Valencian paella?" },
        answer: {
          bg: "Традиционната paella valenciana е с пиле, заек, зелен и бял боб, а понякога и охлюви – без морски дарове. Паелята с морски дарове е друго ястие, също много популярно.",
          en: "Traditional paella valenciana contains chicken, rabbit, green and white beans and sometimes snails, with no seafood. Seafood paella is a different dish, also very popular.",
        },
      },
      {
        question: {
          bg: "Кога е най-хубаво да се посети Албуфера?",
          en: "When is the best time to visit the Albufera?",
        },
        answer: {
          bg: "Вечер, за залеза. Оризищата са най-зелени в началото на лятото, а през зимата са наводнени и привличат много прелетни птици.",
          en: "In the evening, for the sunset. The rice fields are greenest in early summer, and in winter they are flooded and attract many migrating birds.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- AGP Málaga
  {
    destinationIata: "AGP",
    name: { bg: "Алкасаба", en: "Alcazaba of Málaga" },
    slug: { bg: "alkasaba", en: "alcazaba-of-malaga" },
    description: {
      bg: "Мавританска крепост-дворец от XI век на хълма над центъра на Малага, с дворове, фонтани и градини. В подножието ѝ е римският театър, а по-нагоре по хълма – замъкът Хибралфаро.",
      en: "An 11th-century Moorish palace-fortress on the hill above central Málaga, with courtyards, fountains and gardens. The Roman theatre lies at its foot, and Gibralfaro Castle stands higher up the hill.",
    },
    latitude: 36.7211,
    longitude: -4.4158,
    distanceKm: 0.5,
    transportInfo: {
      bg: "В центъра, на около 10 минути пеша от площад „Конститусион“; входът е на улица Алкасабия, до римския театър. Градските автобуси спират на близкия булевард Paseo del Parque.",
      en: "In the centre, about a 10-minute walk from Plaza de la Constitución; the entrance is on Calle Alcazabilla, next to the Roman theatre. City buses stop on the nearby Paseo del Parque.",
    },
    selectionReason: {
      bg: "Най-добре запазената мавританска крепост в Малага и чудесна гледка към пристанището и града.",
      en: "Málaga's best-preserved Moorish fortress, with fine views of the port and the city.",
    },
    seoTitle: {
      bg: "Алкасаба, Малага – крепостта, Хибралфаро и билети",
      en: "Alcazaba of Málaga – fortress, Gibralfaro and tickets",
    },
    seoDescription: {
      bg: "Алкасаба в Малага: мавританските дворове и градини, римският театър, комбинираният билет с Хибралфаро и как да стигнете от летището.",
      en: "The Alcazaba of Málaga: Moorish courtyards and gardens, the Roman theatre, the combined ticket with Gibralfaro and how to get there from the airport.",
    },
    keywords: {
      bg: ["Алкасаба", "Малага", "Хибралфаро", "римският театър Малага", "Андалусия"],
      en: ["Alcazaba of Málaga", "Málaga", "Gibralfaro", "Roman theatre Málaga", "Andalusia"],
    },
    sections: {
      intro: {
        bg: "Алкасаба е по-малката и по-спокойна сестра на Алхамбра, но има свое очарование: пътеките се вият нагоре между стени, арки и бугенвилии, а всеки следващ двор е по-тих от предишния. От горните тераси Малага и пристанището се виждат като на длан.",
        en: "The Alcazaba is the smaller, quieter sister of the Alhambra, but it has a charm of its own: paths wind upwards between walls, arches and bougainvillea, and each courtyard is quieter than the one before. From the upper terraces Málaga and its port are laid out before you.",
      },
      context: {
        bg: "Крепостта е построена през XI век, когато Малага е част от мюсюлманския Ал-Андалус, и е разширявана от насридските владетели на Гранада. Католическите крале я превземат след обсадата на Малага през 1487 г. През XX век е реставрирана, а при разчистването на подножието ѝ през 1951 г. е открит римският театър от I век пр.н.е.",
        en: "The fortress was built in the 11th century, when Málaga was part of Muslim al-Andalus, and was extended by the Nasrid rulers of Granada. The Catholic Monarchs took it after the siege of Málaga in 1487. It was restored in the 20th century, and clearing work at its foot in 1951 uncovered the Roman theatre from the 1st century BC.",
      },
      highlights: {
        bg: "Двойните крепостни стени и порти с колена, направени да забавят нападателите; Дворът на портокаловите дървета и насридският дворец с водни канали; гледката от най-горните тераси. Долу, до входа, римският театър се вижда свободно от улицата, а стена-коридор свързва Алкасаба със замъка Хибралфаро на върха на хълма.",
        en: "The double walls and bent gateways built to slow attackers; the Courtyard of the Orange Trees and the Nasrid palace with its water channels; and the view from the highest terraces. Below, by the entrance, the Roman theatre can be seen freely from the street, and a walled corridor links the Alcazaba to Gibralfaro Castle at the top of the hill.",
      },
      practical: {
        bg: "Има комбиниран билет за Алкасаба и Хибралфаро, който е по-изгоден от двата поотделно. Изкачването е по стръмни и хлъзгави каменни пътеки, затова обуйте удобни обувки. Лятото в Малага е горещо – посетете крепостта сутрин, когато дворовете са на сянка.",
        en: "A combined ticket for the Alcazaba and Gibralfaro is cheaper than buying both separately. The climb is on steep, slippery stone paths, so wear comfortable shoes. Málaga summers are hot, so visit in the morning while the courtyards are in shade.",
      },
      gettingThere: {
        bg: "От летище Малага (AGP) крайградският влак C1 стига до гара Málaga Centro-Alameda за около 15 минути, а експресният автобус A – до Paseo del Parque. Оттам до входа на крепостта се върви 10–15 минути. От площад „Конститусион“ минете по улица Ларьос и покрай катедралата.",
        en: "From Málaga Airport (AGP) the C1 commuter train reaches Málaga Centro-Alameda in about 15 minutes, and the express bus A runs to the Paseo del Parque. From there the fortress entrance is a 10–15-minute walk. From Plaza de la Constitución walk along Calle Larios and past the cathedral.",
      },
      nearby: {
        bg: "На няколко крачки е Музеят на Пикасо в двореца Буенависта, а малко по-нататък – площад „Мерсед“ с родната къща на художника. Замъкът Хибралфаро се изкачва пеша по стръмна пътека или с автобус 35. Надолу към морето са паркът Пасео дел Парке и модерното пристанище Muelle Uno.",
        en: "A few steps away is the Picasso Museum in the Buenavista Palace, and a little further the Plaza de la Merced with the painter's birthplace. Gibralfaro Castle can be reached by a steep footpath or by bus 35. Down towards the sea are the Paseo del Parque and the modern Muelle Uno harbourfront.",
      },
    },
    faq: [
      {
        question: { bg: "Алкасаба и Хибралфаро едно и също ли са?", en: "Are the Alcazaba and Gibralfaro the same?" },
        answer: {
          bg: "Не. Алкасаба е дворецът-крепост по-ниско по склона, а Хибралфаро е замъкът от XIV век на върха на хълма. Двете са свързани със стени и могат да се посетят с общ билет.",
          en: "No. The Alcazaba is the palace-fortress lower on the slope, while Gibralfaro is the 14th-century castle on the hilltop. They are linked by walls and can be visited on a joint ticket.",
        },
      },
      {
        question: { bg: "Колко време е нужно за Алкасаба?", en: "How much time do you need for the Alcazaba?" },
        answer: {
          bg: "Около час и половина. Ако добавите изкачване до Хибралфаро, предвидете три часа.",
          en: "About an hour and a half. If you add the climb to Gibralfaro, allow three hours.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "AGP",
    name: { bg: "Катедралата на Малага", en: "Málaga Cathedral" },
    slug: { bg: "katedralata-na-malaga", en: "malaga-cathedral" },
    description: {
      bg: "Ренесансовата катедрала на Малага, строена между 1528 и 1782 г., е наречена „Ла Манкита“ – „Еднораката“, защото южната ѝ кула така и не е завършена. От покрива ѝ се открива гледка към целия град.",
      en: "Málaga's Renaissance cathedral, built between 1528 and 1782, is nicknamed La Manquita, 'the one-armed lady', because its south tower was never finished. Its roof offers a view over the whole city.",
    },
    latitude: 36.72,
    longitude: -4.4194,
    distanceKm: 0.2,
    transportInfo: {
      bg: "В стария град, на пет минути пеша от площад „Конститусион“ и от улица Ларьос; автобусите спират на близкия булевард Alameda Principal и на Paseo del Parque.",
      en: "In the old town, a five-minute walk from Plaza de la Constitución and Calle Larios; buses stop on the nearby Alameda Principal and Paseo del Parque.",
    },
    selectionReason: {
      bg: "Най-голямата сграда в стария град на Малага и една от най-забележителните ренесансови катедрали в Андалусия.",
      en: "The largest building in Málaga's old town and one of the most remarkable Renaissance cathedrals in Andalusia.",
    },
    seoTitle: {
      bg: "Катедралата на Малага – Ла Манкита и покривът",
      en: "Málaga Cathedral – La Manquita and its rooftop",
    },
    seoDescription: {
      bg: "Катедралата на Малага: защо я наричат Ла Манкита, хорът на Педро де Мена, обиколката по покрива и как да стигнете от летището.",
      en: "Málaga Cathedral: why it is called La Manquita, Pedro de Mena's choir stalls, the rooftop tour and how to get there from the airport.",
    },
    keywords: {
      bg: ["Катедралата на Малага", "Ла Манкита", "Малага", "покривът на катедралата", "Андалусия"],
      en: ["Málaga Cathedral", "La Manquita", "Málaga", "cathedral rooftop", "Andalusia"],
    },
    sections: {
      intro: {
        bg: "Катедралата на Малага изненадва с мащаба си – огромна каменна сграда сред тесните улички на стария град. Вътре високите колони и куполите създават усещане за простор, а отвън веднага се забелязва липсващата кула, заради която малагенците я наричат с обич „Ла Манкита“.",
        en: "Málaga Cathedral surprises with its scale: a huge stone building among the narrow lanes of the old town. Inside, tall columns and domes create a sense of space, while outside you immediately notice the missing tower that gives the building its affectionate local name, La Manquita.",
      },
      context: {
        bg: "Катедралата е издигната на мястото на главната джамия, превърната в църква след 1487 г. Строежът продължава повече от 250 години и затова в сградата се смесват готика, ренесанс и барок. През 1782 г. работата спира поради липса на пари, а според популярна версия средствата за втората кула са били дадени в подкрепа на борбата на американските колонии за независимост.",
        en: "The cathedral stands on the site of the main mosque, which became a church after 1487. Construction lasted more than 250 years, which is why Gothic, Renaissance and Baroque styles mix in the building. In 1782 work stopped for lack of money, and according to a popular version, the funds for the second tower went to support the American colonies' fight for independence.",
      },
      highlights: {
        bg: "Хорът с резбовани фигури на светци, част от които са дело на скулптора Педро де Мена; двата огромни органа от XVIII век; параклисите с ренесансови и барокови олтари; обиколката по покрива, от която се виждат Алкасаба, пристанището и морето. Северната кула е висока около 84 метра – втората по височина в Андалусия след Хиралда в Севиля.",
        en: "The choir stalls with carved figures of saints, some by the sculptor Pedro de Mena; the two great 18th-century organs; the chapels with Renaissance and Baroque altarpieces; and the rooftop tour, with views of the Alcazaba, the port and the sea. The north tower is about 84 metres tall, the second highest in Andalusia after the Giralda in Seville.",
      },
      practical: {
        bg: "Посещението на интериора и обиколката по покрива са с отделни билети; за покрива местата в група са ограничени, затова резервирайте рано. По време на служби разглеждането е ограничено. Облечете се с покрити рамене. Обиколката по покрива включва много стъпала и не е подходяща за хора с проблеми с движението.",
        en: "Visiting the interior and the rooftop tour need separate tickets; rooftop groups are small, so book early. Visits are restricted during services. Wear clothes that cover your shoulders, and note that the rooftop tour involves stairs unsuitable for people with limited mobility.",
      },
      gettingThere: {
        bg: "От летище Малага (AGP) влакът C1 стига до Málaga Centro-Alameda, а автобус A – до Alameda Principal и Paseo del Parque; оттам до катедралата се върви около 10 минути. От площад „Конститусион“ е на две пресечки.",
        en: "From Málaga Airport (AGP) the C1 train runs to Málaga Centro-Alameda and bus A to the Alameda Principal and Paseo del Parque; from there the cathedral is about a 10-minute walk. From Plaza de la Constitución it is two blocks away.",
      },
      nearby: {
        bg: "До катедралата е площад „Обиспо“ с бароковия Епископски дворец, а на пет минути – Музеят на Пикасо и Алкасаба. На юг започва паркът Пасео дел Парке, а на запад – търговската улица Ларьос, най-елегантната в Малага.",
        en: "Next to the cathedral is the Plaza del Obispo with the Baroque Bishop's Palace, and five minutes away are the Picasso Museum and the Alcazaba. To the south begins the Paseo del Parque, and to the west the shopping street Calle Larios, Málaga's most elegant.",
      },
    },
    faq: [
      {
        question: { bg: "Защо катедралата се нарича Ла Манкита?", en: "Why is the cathedral called La Manquita?" },
        answer: {
          bg: "„Манкита“ означава „еднорака“: от двете кули на фасадата е завършена само северната. Втората е спряна през XVIII век поради липса на средства и така и не е довършена.",
          en: "Manquita means 'one-armed': of the two towers on the façade, only the north one was finished. The second was halted in the 18th century for lack of funds and never completed.",
        },
      },
      {
        question: { bg: "Струва ли си обиколката по покрива?", en: "Is the rooftop tour worth it?" },
        answer: {
          bg: "Да, ако искате необичайна гледка към Малага и морето отвисоко. Обиколката е с екскурзовод и включва доста стъпала, затова не е подходяща за малки деца.",
          en: "Yes, if you want an unusual view of Málaga and the sea from above. The tour is guided and involves plenty of steps, so it is not ideal for small children.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "AGP",
    name: { bg: "Каминито дел Рей", en: "Caminito del Rey" },
    slug: { bg: "kaminito-del-rei", en: "caminito-del-rey" },
    description: {
      bg: "Пешеходна пътека, закрепена по отвесните стени на дефилето Гайтанес, на около 100 метра над река Гуадалорсе. Някога смятана за най-опасната пътека в света, след реконструкция през 2015 г. тя е безопасна и изключително популярна.",
      en: "A footpath fixed to the sheer walls of the Gaitanes Gorge, about 100 metres above the Guadalhorce River. Once called the most dangerous path in the world, it has been safe and hugely popular since its reconstruction in 2015.",
    },
    latitude: 36.9328,
    longitude: -4.7885,
    distanceKm: 40.3,
    transportInfo: {
      bg: "Влак от гара Málaga María Zambrano до спирка El Chorro; оттам совалка стига до северния вход, където започва пътеката. Билетите за пътеката се резервират онлайн.",
      en: "Train from Málaga María Zambrano station to El Chorro; from there a shuttle bus runs to the northern entrance, where the path begins. Tickets for the path are booked online.",
    },
    selectionReason: {
      bg: "Най-зрелищната разходка в Андалусия и идеален еднодневен излет от Малага.",
      en: "The most spectacular walk in Andalusia and an ideal day trip from Málaga.",
    },
    seoTitle: {
      bg: "Каминито дел Рей – резервация, влак и съвети",
      en: "Caminito del Rey – booking, train and tips",
    },
    seoDescription: {
      bg: "Каминито дел Рей край Малага: как да резервирате, влакът до Ел Чоро, совалката до северния вход, маршрутът над дефилето и какво да носите.",
      en: "The Caminito del Rey near Málaga: how to book, the train to El Chorro, the shuttle to the northern entrance, the route above the gorge and what to bring.",
    },
    keywords: {
      bg: ["Каминито дел Рей", "Малага екскурзии", "Ел Чоро", "дефилето Гайтанес", "Андалусия преходи"],
      en: ["Caminito del Rey", "Málaga day trips", "El Chorro", "Gaitanes Gorge", "Andalusia hiking"],
    },
    sections: {
      intro: {
        bg: "Дървените пасарели на Каминито дел Рей следват скалата на стотина метра над реката, а под краката ви, през решетките, се вижда бездната. Въпреки славата си пътеката днес е подходяща за всеки в добра форма, който не се страхува от височини.",
        en: "The wooden boardwalks of the Caminito del Rey follow the rock face a hundred metres above the river, and through the gratings beneath your feet you can see the drop. Despite its reputation, the path today suits anyone reasonably fit who is not afraid of heights.",
      },
      context: {
        bg: "Пътеката е построена между 1901 и 1905 г. за работниците на водноелектрическите централи в дефилето. Името си – „Пътечката на краля“ – получава след като крал Алфонсо XIII минава по нея през 1921 г. при откриването на язовир „Конде дел Гуадалорсе“. С годините тя се руши, затваря се след няколко смъртни случая и е отворена отново през март 2015 г. с нови пасарели над старите.",
        en: "The path was built between 1901 and 1905 for the workers of the hydroelectric plants in the gorge. It got its name, 'the King's little path', after King Alfonso XIII walked it in 1921 when opening the Conde del Guadalhorce dam. Over the years it fell apart, was closed after several deaths and reopened in March 2015 with new boardwalks above the old ones.",
      },
      highlights: {
        bg: "Тясното северно дефиле Гайтанехо с пасарелите над реката; долината Ойо със следи от старите канали; висящият мост над южното дефиле – най-вълнуващият момент от маршрута; гледките към железопътния мост и язовирите. На места под новите пасарели се виждат остатъците от оригиналната пътека.",
        en: "The narrow northern Gaitanejo gorge with its boardwalks above the river; the Hoyo valley with traces of the old canals; the suspension bridge across the southern gorge, the most thrilling moment of the route; and the views of the railway bridge and the reservoirs. In places the remains of the original path can be seen below the new boardwalks.",
      },
      practical: {
        bg: "Маршрутът е еднопосочен, от север на юг, дълъг около 8 км с подходите и отнема 3–4 часа. Входът е само с резервиран билет с час, а билетите свършват седмици напред през пролетта и есента. Деца под 8 години не се допускат, каските се дават на входа, а при силен вятър или дъжд пътеката може да бъде затворена.",
        en: "The route is one-way, north to south, about 8 km including the approaches, and takes 3–4 hours. Entry is only with a timed ticket booked in advance, and tickets sell out weeks ahead in spring and autumn. Children under 8 are not admitted, helmets are handed out at the entrance, and the path may close in strong wind or rain.",
      },
      gettingThere: {
        bg: "От летище Малага (AGP) хванете влак C1 до Málaga María Zambrano и продължете с регионален влак до El Chorro – сутрин има малко влакове, затова съобразете резервацията с разписанието. С кола от Малага пътят е около час до северния вход край Ардалес. От центъра на Малага до гара María Zambrano се върви около 15 минути.",
        en: "From Málaga Airport (AGP) take the C1 train to Málaga María Zambrano and change to a regional train to El Chorro; there are few morning trains, so match your booking to the timetable. By car from Málaga it is about an hour to the northern entrance near Ardales. From central Málaga, María Zambrano station is about a 15-minute walk.",
      },
    },
    faq: [
      {
        question: { bg: "Опасна ли е пътеката днес?", en: "Is the path dangerous today?" },
        answer: {
          bg: "Не. Новите пасарели имат парапети, а посетителите се движат в една посока с каски. Трябва обаче да сте в добра форма и да нямате силен страх от височини.",
          en: "No. The new boardwalks have railings, and visitors move in one direction wearing helmets. You do need to be reasonably fit and not badly afraid of heights.",
        },
      },
      {
        question: { bg: "Може ли да се отиде без резервация?", en: "Can you go without booking?" },
        answer: {
          bg: "Практически не: достъпът е само с билет за определен час, а на място рядко остават свободни билети. Резервирайте на официалния сайт колкото може по-рано.",
          en: "Practically no: access is only with a timed ticket, and few are left on the day. Book on the official website as early as you can.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- NCE Nice
  {
    destinationIata: "NCE",
    name: { bg: "Английският булевард", en: "Promenade des Anglais" },
    slug: { bg: "angliiskiyat-bulevard", en: "promenade-des-anglais" },
    description: {
      bg: "Крайбрежният булевард на Ница, дълъг около 7 км, следва извивката на залива Ангелите от летището до стария град. Със сините си столове, палмите и хотел „Негреско“ той е символът на Лазурния бряг.",
      en: "Nice's seafront promenade, about 7 km long, follows the curve of the Baie des Anges from the airport to the old town. With its blue chairs, palm trees and the Hotel Negresco, it is the symbol of the Côte d'Azur.",
    },
    latitude: 43.6946,
    longitude: 7.2577,
    distanceKm: 1.1,
    transportInfo: {
      bg: "Трамвай T2 се движи успоредно на брега от летището до центъра и има спирки на няколко пресечки от булеварда; от площад „Масена“ до морето се стига пеша през градината „Албер I“.",
      en: "Tram T2 runs parallel to the coast from the airport to the centre, with stops a few blocks from the promenade; from Place Masséna you can walk to the sea through the Jardin Albert Ier.",
    },
    selectionReason: {
      bg: "Най-известната крайбрежна разходка на Ривиерата и мястото, където Ница живее на открито.",
      en: "The most famous seafront walk on the Riviera and the place where Nice lives outdoors.",
    },
    seoTitle: {
      bg: "Английският булевард в Ница – разходка и плажове",
      en: "Promenade des Anglais, Nice – walks and beaches",
    },
    seoDescription: {
      bg: "Английският булевард в Ница: историята на името, хотел „Негреско“, сините столове, плажовете и как да стигнете с трамвай от летището.",
      en: "The Promenade des Anglais in Nice: the story of its name, the Hotel Negresco, the blue chairs, the beaches and how to get there by tram from the airport.",
    },
    keywords: {
      bg: ["Английският булевард", "Ница", "Лазурния бряг", "хотел Негреско", "залива Ангелите"],
      en: ["Promenade des Anglais", "Nice", "French Riviera", "Hotel Negresco", "Baie des Anges"],
    },
    sections: {
      intro: {
        bg: "Сутрин по Английския булевард тичат и карат колело, по обед плажовете с камъчета се пълнят с хора, а вечер цялата Ница излиза на разходка по залез. Достатъчно е да седнете на някой от сините столове с лице към морето, за да разберете защо това място пленява пътешествениците вече два века.",
        en: "In the morning people run and cycle along the Promenade des Anglais, at midday the pebble beaches fill up, and in the evening the whole of Nice comes out for a sunset stroll. Just sit on one of the blue chairs facing the sea to understand why this place has captivated travellers for two centuries.",
      },
      context: {
        bg: "През XIX век Ница е любимо зимно убежище на английската аристокрация. През 20-те години на XIX век английската общност, начело с преподобния Луис Уей, финансира крайбрежна пътека, която местните започват да наричат „Пътят на англичаните“. Днес булевардът е част от обекта на ЮНЕСКО „Ница – зимен курортен град на Ривиерата“, вписан през 2021 г.",
        en: "In the 19th century Nice was a favourite winter retreat of the English aristocracy. In the 1820s the English community, led by the Reverend Lewis Way, paid for a coastal path that locals began calling the English path. Today the promenade is part of the UNESCO site 'Nice, Winter Resort Town of the Riviera', inscribed in 2021.",
      },
      highlights: {
        bg: "Хотел „Негреско“ от 1913 г. с розовия си купол; вила „Масена“ с музея за историята на Ница; прочутите сини столове, на които всеки може да седне; плажовете – обществени и частни с шезлонги. През февруари по време на Карнавала на Ница по булеварда минават шествията „Битка на цветята“.",
        en: "The Hotel Negresco of 1913 with its pink dome; the Villa Masséna with its museum of Nice's history; the famous blue chairs anyone can sit on; and the beaches, both public and private with sunbeds. In February, during the Nice Carnival, the flower battle parades pass along the promenade.",
      },
      practical: {
        bg: "Плажовете са с едри камъчета, затова обувки за вода са добра идея. Обществените плажове са безплатни, а частните – с шезлонги и ресторанти. По булеварда има широка велоалея, а станции на градската система за велосипеди под наем има на много места. Пресичайте само на светофарите – движението е натоварено.",
        en: "The beaches are made of large pebbles, so water shoes are a good idea. Public beaches are free, while private ones have sunbeds and restaurants. The promenade has a wide cycle lane, and the city's hire bikes are available in many places. Cross only at the lights, as the traffic is heavy.",
      },
      gettingThere: {
        bg: "Летище Ница – Лазурен бряг (NCE) е в западния край на самия булевард. Трамвай T2 тръгва от терминалите и за около половин час стига до центъра; слезте на някоя от спирките в центъра и вървете няколко пресечки на юг до морето. От площад „Масена“ до булеварда има пет минути пеша.",
        en: "Nice Côte d'Azur Airport (NCE) lies at the western end of the promenade itself. Tram T2 leaves from the terminals and reaches the centre in about half an hour; get off at one of the central stops and walk a few blocks south to the sea. From Place Masséna the promenade is a five-minute walk.",
      },
      nearby: {
        bg: "В източния край булевардът преминава в крайбрежната улица Quai des États-Unis и стига до стария град с пазара на Кур Салея. Над него се издига Хълмът на замъка. Във вътрешността, на няколко пресечки от морето, е пешеходната зона около площад „Масена“ и фонтана „Слънцето“.",
        en: "At its eastern end the promenade becomes the Quai des États-Unis and reaches the old town with the Cours Saleya market. Castle Hill rises above it. Inland, a few blocks from the sea, is the pedestrian area around Place Masséna and the Sun Fountain.",
      },
    },
    faq: [
      {
        question: { bg: "Пясъчни ли са плажовете в Ница?", en: "Are the beaches in Nice sandy?" },
        answer: {
          bg: "Не, плажовете по Английския булевард са с камъчета. Водата обаче е бистра, а частните плажове предлагат шезлонги и дюшеци за повече удобство.",
          en: "No, the beaches along the Promenade des Anglais are pebbly. The water is clear, though, and private beaches offer sunbeds and mattresses for extra comfort.",
        },
      },
      {
        question: { bg: "Защо булевардът се нарича Английски?", en: "Why is the promenade called English?" },
        answer: {
          bg: "Защото първата крайбрежна пътека е изградена през 20-те години на XIX век с пари на английските аристократи, които зимуват в Ница.",
          en: "Because the first coastal path was built in the 1820s with money from the English aristocrats who spent their winters in Nice.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "NCE",
    name: { bg: "Хълмът на замъка", en: "Castle Hill" },
    slug: { bg: "halmat-na-zamaka", en: "castle-hill" },
    description: {
      bg: "Зелен хълм между стария град и пристанището, на мястото на средновековната крепост на Ница. Днес е парк с изкуствен водопад и най-хубавата панорама към залива Ангелите.",
      en: "A green hill between the old town and the port, on the site of Nice's medieval fortress. Today it is a park with an artificial waterfall and the finest panorama over the Baie des Anges.",
    },
    latitude: 43.6946,
    longitude: 7.2807,
    distanceKm: 0.9,
    transportInfo: {
      bg: "Трамвай T1 до спирка Cathédrale – Vieille Ville, после пеша през стария град и по стълбите; асансьорът до върха тръгва от крайбрежната улица Quai des États-Unis, до кулата Беланда. Трамвай T2 спира на Port Lympia, откъдето също има стълби нагоре.",
      en: "Tram T1 to Cathédrale – Vieille Ville, then on foot through the old town and up the steps; the lift to the top starts from the Quai des États-Unis, by the Bellanda Tower. Tram T2 stops at Port Lympia, from where steps also lead up.",
    },
    selectionReason: {
      bg: "Гледката оттук е пощенската картичка на Ница – и се стига безплатно.",
      en: "The view from here is Nice's postcard, and it costs nothing to reach.",
    },
    seoTitle: {
      bg: "Хълмът на замъка в Ница – панорама и водопад",
      en: "Castle Hill, Nice – panorama and waterfall",
    },
    seoDescription: {
      bg: "Хълмът на замъка в Ница: панорамата към Английския булевард, водопадът, оръдието по обед, асансьорът и стълбите от стария град.",
      en: "Castle Hill in Nice: the panorama of the Promenade des Anglais, the waterfall, the noon cannon, the lift and the steps from the old town.",
    },
    keywords: {
      bg: ["Хълмът на замъка", "Ница", "Колин дю Шато", "панорама Ница", "стария град Ница"],
      en: ["Castle Hill", "Colline du Château", "Nice", "Nice viewpoint", "Nice old town"],
    },
    sections: {
      intro: {
        bg: "Снимката от всяка картичка от Ница, със синьото море, извивката на Английския булевард и покривите на стария град, е направена оттук. Хълмът е и зелено убежище с борове, пейки и детски площадки, където местните идват да избягат от жегата.",
        en: "The picture you have seen on every postcard from Nice, with the blue sea, the curve of the Promenade des Anglais and the old town's rooftops, is taken from here. The hill is also a green refuge of pines, benches and playgrounds, where locals come to escape the heat.",
      },
      context: {
        bg: "Върху хълма векове наред се издигат крепостта и първият град Ница, с катедрала и къщи. През 1706 г. войските на Луи XIV разрушават крепостта и от нея остават само основи. През XIX век хълмът е превърнат в парк, а водопадът е изграден като символ на водата, която новият канал довежда до града.",
        en: "For centuries the fortress and the first town of Nice, with a cathedral and houses, stood on the hill. In 1706 Louis XIV's troops destroyed the fortress, leaving only foundations. In the 19th century the hill was turned into a park, and the waterfall was built to celebrate the water a new canal brought to the city.",
      },
      highlights: {
        bg: "Площадките с изглед към залива Ангелите и към пристанището Лимпия; изкуственият водопад, който пада от върха на хълма; археологическите останки от средновековната катедрала; старото гробище на хълма. Всеки ден точно по обед в Ница гърми оръдие – традиция от XIX век, която се чува в целия град.",
        en: "The viewpoints over the Baie des Anges and over Port Lympia; the artificial waterfall tumbling from the top of the hill; the archaeological remains of the medieval cathedral; and the old cemetery on the hill. Every day at exactly noon a cannon is fired in Nice, a 19th-century tradition heard across the city.",
      },
      practical: {
        bg: "Паркът е отворен всеки ден и е безплатен, но вечер се затваря – в по-късните часове слизайте навреме. Изкачването по стълбите от стария град отнема 15–20 минути; ако ви е трудно, използвайте асансьора. Най-хубавата светлина за снимки към Английския булевард е следобед и по залез.",
        en: "The park is open every day and free, but it closes in the evening, so come down in good time later in the day. The climb up the steps from the old town takes 15–20 minutes; if that is hard for you, use the lift. The best light for photos of the Promenade des Anglais is in the afternoon and at sunset.",
      },
      gettingThere: {
        bg: "От летище Ница (NCE) хванете трамвай T2 до Port Lympia или до центъра и продължете пеша. От площад „Масена“ пресечете стария град до Quai des États-Unis, където е асансьорът, или се изкачете по стълбите от уличките на стария град.",
        en: "From Nice Airport (NCE) take tram T2 to Port Lympia or to the centre and continue on foot. From Place Masséna cross the old town to the Quai des États-Unis, where the lift is, or climb the steps from the old-town lanes.",
      },
      nearby: {
        bg: "В подножието е старият град с пазара на Кур Салея, катедралата „Света Репарата“ и безброй ресторанти със сока – тънката палачинка от нахутово брашно. На изток е пристанището Лимпия, а оттам по крайбрежната пътека се стига до залива на Вилфранш.",
        en: "At the foot of the hill is the old town with the Cours Saleya market, Sainte-Réparate Cathedral and countless restaurants serving socca, the thin chickpea-flour pancake. To the east is Port Lympia, and from there the coastal path leads towards the bay of Villefranche.",
      },
    },
    faq: [
      {
        question: { bg: "Има ли замък на Хълма на замъка?", en: "Is there a castle on Castle Hill?" },
        answer: {
          bg: "Не. Крепостта е разрушена през 1706 г. и днес на хълма има парк с останки от основите и от средновековната катедрала.",
          en: "No. The fortress was destroyed in 1706, and today the hill is a park with the remains of its foundations and of the medieval cathedral.",
        },
      },
      {
        question: { bg: "Какво е оръдието по обед?", en: "What is the noon cannon?" },
        answer: {
          bg: "Всеки ден в 12 часа в Ница отеква изстрел. Традицията е от XIX век, когато британец, живеещ в града, я въвежда, за да напомня на съпругата си, че е време за обяд.",
          en: "Every day at 12 o'clock a shot rings out over Nice. The tradition dates from the 19th century, when a Briton living in the city introduced it to remind his wife it was time for lunch.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "NCE",
    name: { bg: "Ез", en: "Èze" },
    slug: { bg: "ez", en: "eze" },
    description: {
      bg: "Средновековно селце, кацнало като орлово гнездо на скала на около 430 метра над морето между Ница и Монако. Най-горе, върху руините на замъка, е Екзотичната градина с гледка към цялата Ривиера.",
      en: "A medieval village perched like an eagle's nest on a rock about 430 metres above the sea between Nice and Monaco. At the top, on the ruins of the castle, is the Exotic Garden with a view over the whole Riviera.",
    },
    latitude: 43.7278,
    longitude: 7.3617,
    distanceKm: 8.1,
    transportInfo: {
      bg: "Автобус 82 от спирка Vauban в Ница стига до Èze Village; през сезона се движи и 112. Друг вариант е влак до гара Èze-sur-Mer и автобус 83 нагоре или пеша по пътеката на Ницше.",
      en: "Bus 82 from the Vauban stop in Nice runs to Èze Village, and in season line 112 as well. Alternatively take the train to Èze-sur-Mer station and bus 83 up, or walk the Nietzsche path.",
    },
    selectionReason: {
      bg: "Най-красивото „кацнало“ село на Лазурния бряг и една от най-хубавите гледки в Средиземноморието.",
      en: "The most beautiful perched village on the Côte d'Azur and one of the finest views in the Mediterranean.",
    },
    seoTitle: {
      bg: "Ез край Ница – селото, градината и пътеката на Ницше",
      en: "Èze near Nice – village, garden and Nietzsche path",
    },
    seoDescription: {
      bg: "Ез на Лазурния бряг: средновековните улички, Екзотичната градина, парфюмериите, пътеката на Ницше и как да стигнете с автобус или влак от Ница.",
      en: "Èze on the Côte d'Azur: medieval lanes, the Exotic Garden, the perfumeries, the Nietzsche path and how to get there by bus or train from Nice.",
    },
    keywords: {
      bg: ["Ез", "Ница", "Лазурния бряг", "Екзотичната градина", "пътеката на Ницше"],
      en: ["Èze", "Nice", "French Riviera", "Exotic Garden Èze", "Nietzsche path"],
    },
    sections: {
      intro: {
        bg: "Ез изглежда като изваян от скалата: каменни къщи, тесни стълбища и сводести проходи, в които не влизат коли. Всеки завой разкрива нова гледка към морето далеч долу, а от върха в ясен ден погледът стига до Корсика.",
        en: "Èze seems carved from the rock: stone houses, narrow stairways and vaulted passages where no car can go. Every turn reveals a new view of the sea far below, and from the top on a clear day you can see as far as Corsica.",
      },
      context: {
        bg: "Хълмът е обитаван от древността, а селото е укрепено през Средновековието и дълго принадлежи на Савойската династия. През 1706 г. замъкът е разрушен по заповед на Луи XIV, а през 1860 г. Ез става част от Франция заедно с Ница. През 80-те години на XIX век философът Фридрих Ницше се разхожда по пътеката от морето до селото и тук обмисля части от „Тъй рече Заратустра“.",
        en: "The hill has been inhabited since antiquity, and the village was fortified in the Middle Ages and belonged for a long time to the House of Savoy. In 1706 the castle was demolished on the orders of Louis XIV, and in 1860 Èze became part of France together with Nice. In the 1880s the philosopher Friedrich Nietzsche walked the path from the sea up to the village and worked out parts of Thus Spoke Zarathustra here.",
      },
      highlights: {
        bg: "Екзотичната градина с кактуси и сукуленти върху руините на замъка, от която се открива панорама от Кап Фера до Италия. По-надолу са църквата „Нотр Дам дьо л'Асомпсион“ от XVIII век, средновековната порта и тесните улички с галерии, а в подножието – парфюмериите „Фрагонар“ и „Галимар“, където се правят безплатни обиколки.",
        en: "The Exotic Garden of cacti and succulents on the castle ruins, with a panorama from Cap Ferrat to Italy. Lower down are the 18th-century Church of Notre-Dame-de-l'Assomption, the medieval gateway and the narrow lanes full of galleries, and at the foot of the village the Fragonard and Galimard perfumeries, which offer free tours.",
      },
      practical: {
        bg: "Между късната сутрин и следобеда селото е пълно с туристически групи – дойдете рано или към края на деня. Автобус 82 често е препълнен, затова се качете на началната спирка Vauban. Уличките са стръмни и стъпаловидни, неподходящи за колички. Пътеката на Ницше е по-лесна надолу, отколкото нагоре, и е камениста – обуйте подходящи обувки.",
        en: "From late morning into the afternoon the village is full of tour groups, so come early or towards the end of the day. Bus 82 is often packed, so board at the first stop, Vauban. The lanes are steep and stepped, unsuitable for pushchairs. The Nietzsche path is easier going down than up and is stony, so wear proper shoes.",
      },
      gettingThere: {
        bg: "От летище Ница (NCE) стигнете с трамвай T2 до центъра и продължете с трамвай T1 до Vauban, откъдето тръгва автобус 82 за Ез. С влак от гара Nice-Ville до Èze-sur-Mer се пътува около 15 минути; оттам автобус 83 се изкачва до селото.",
        en: "From Nice Airport (NCE) take tram T2 to the centre and continue on tram T1 to Vauban, where bus 82 to Èze departs. By train from Nice-Ville station to Èze-sur-Mer takes about 15 minutes; from there bus 83 climbs up to the village.",
      },
      nearby: {
        bg: "Долу на брега е Ез сюр Мер с малък плаж. На запад са Болийо сюр Мер и полуостров Кап Фера с вилата „Ефруси дьо Ротшилд“, а на изток, на няколко километра, започва Монако.",
        en: "Down on the coast is Èze-sur-Mer with a small beach. To the west are Beaulieu-sur-Mer and the Cap Ferrat peninsula with the Villa Ephrussi de Rothschild, and a few kilometres to the east Monaco begins.",
      },
    },
    faq: [
      {
        question: { bg: "Може ли Ез да се съчетае с Монако?", en: "Can Èze be combined with Monaco?" },
        answer: {
          bg: "Да. Автобусите от Ница продължават към Монако, а влакът от Èze-sur-Mer стига до Монако за няколко минути, затова двете места лесно се съчетават в един ден.",
          en: "Yes. Buses from Nice continue towards Monaco, and the train from Èze-sur-Mer reaches Monaco in a few minutes, so both are easy to combine in one day.",
        },
      },
      {
        question: { bg: "Трудна ли е пътеката на Ницше?", en: "Is the Nietzsche path difficult?" },
        answer: {
          bg: "Тя е стръмна и камениста, с денивелация от почти 400 метра. Слизането отнема около час, а изкачването – повече, затова повечето хора се качват с автобус и слизат пеша.",
          en: "It is steep and stony, with a height difference of almost 400 metres. The descent takes about an hour and the climb longer, so most people take the bus up and walk down.",
        },
      },
    ],
    wikidataId: null,
  },
];
