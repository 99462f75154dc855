import type { SightSeed } from "../types.ts";

/**
 * Sights, part 1: three for each of LON, PAR, ROM, BCN, MIL, IST, ATH, VIE, BER, AMS, PRG, BUD, MAD, LIS, DXB.
 *
 * distanceKm is the straight line from the point taken as the city centre: Charing Cross (London), Notre-Dame
 * parvis (Paris), Piazza Venezia (Rome), Plaça de Catalunya (Barcelona), Piazza del Duomo (Milan), Sultanahmet
 * Square (Istanbul), Syntagma Square (Athens), Stephansplatz (Vienna), Unter den Linden / Friedrichstraße (Berlin),
 * Dam Square (Amsterdam), Old Town Square (Prague), Deák Ferenc tér (Budapest), Puerta del Sol (Madrid), Rossio
 * (Lisbon), Bur Dubai on the Creek (Dubai).
 *
 * Some sections are left out on purpose (no `nearby` on the East Side Gallery, the Széchenyi Bath and Palm Jumeirah;
 * no `context` on the Van Gogh Museum and Retiro Park): the pages show their fallback texts there.
 * Opening hours and prices change, so the texts give patterns and advice, never exact figures.
 */
export const SIGHTS_PART_1: readonly SightSeed[] = [
  // ── London ──────────────────────────────────────────────────────────────────────────────────────────────────
  {
    destinationIata: "LON",
    name: { bg: "Лондонският Тауър", en: "Tower of London" },
    slug: { bg: "londonskiyat-tauar", en: "tower-of-london" },
    description: {
      bg: "Средновековна крепост на брега на Темза, била кралска резиденция, затвор и място за екзекуции. Днес в нея се пазят британските коронни бижута.",
      en: "A medieval fortress on the Thames that has been a royal residence, a prison and a place of execution. Today it guards the British Crown Jewels.",
    },
    latitude: 51.5081,
    longitude: -0.076,
    distanceKm: 3.6,
    transportInfo: {
      bg: "Метростанция Tower Hill (линии District и Circle) е на няколко минути пеша; DLR спира на Tower Gateway, а речните корабчета – на Tower Pier.",
      en: "Tower Hill Underground station (District and Circle lines) is a few minutes' walk away; the DLR stops at Tower Gateway and river boats call at Tower Pier.",
    },
    selectionReason: {
      bg: "Най-добре запазената нормандска крепост в Лондон и обект на ЮНЕСКО, който разказва близо хиляда години английска история.",
      en: "London's best-preserved Norman fortress and a UNESCO site that tells almost a thousand years of English history.",
    },
    seoTitle: {
      bg: "Лондонският Тауър – коронните бижута и съвети",
      en: "Tower of London: Crown Jewels, Tickets and Tips",
    },
    seoDescription: {
      bg: "Лондонският Тауър: коронните бижута, Бялата кула, гарваните и бийфийтърите. Практични съвети и как да стигнете от летищата на Лондон.",
      en: "Visit the Tower of London: the Crown Jewels, the White Tower, the ravens and the Beefeaters. Practical tips and how to get there from London's airports.",
    },
    keywords: {
      bg: ["Лондонският Тауър", "коронните бижута", "забележителности в Лондон", "бийфийтъри"],
      en: ["Tower of London", "Crown Jewels", "London sights", "Beefeaters"],
    },
    sections: {
      intro: {
        bg: "Лондонският Тауър е сред най-посещаваните места във Великобритания и е задължителна спирка при първо идване в Лондон. Зад дебелите каменни стени се крият дворци, кули, музейни експозиции и едни от най-ценните скъпоценности в света.",
        en: "The Tower of London is one of Britain's most visited landmarks and a must on a first trip to London. Behind its thick stone walls lie palaces, towers, exhibitions and some of the most valuable jewels in the world.",
      },
      context: {
        bg: "Крепостта е основана от Уилям Завоевателя след нормандското нашествие през 1066 г., а Бялата кула в центъра ѝ е построена в края на XI век. През вековете Тауърът е бил кралски дворец, оръжейна, монетен двор и затвор – тук е екзекутирана Ан Болейн. От 1988 г. е обект на световното наследство на ЮНЕСКО.",
        en: "The fortress was founded by William the Conqueror after the Norman Conquest of 1066, and the White Tower at its heart dates from the late 11th century. Over the centuries it served as a royal palace, armoury, mint and prison – Anne Boleyn was executed here. It has been a UNESCO World Heritage Site since 1988.",
      },
      highlights: {
        bg: "Главната атракция са коронните бижута в Jewel House, сред които е короната, с която се коронясват британските монарси. Разходете се по крепостните стени, разгледайте оръжията и доспехите в Бялата кула и потърсете прочутите гарвани – според легендата кралството ще падне, ако те напуснат Тауъра. Обиколките с йоменската стража, известна като бийфийтъри, са включени в билета и са пълни с истории и английски хумор.",
        en: "The star attraction is the Crown Jewels in the Jewel House, including the crown used to crown British monarchs. Walk the battlements, see the arms and armour in the White Tower and look out for the famous ravens – legend says the kingdom will fall if they ever leave. Tours led by the Yeoman Warders, the Beefeaters, are included in the ticket and full of stories and British humour.",
      },
      practical: {
        bg: "Тауърът е отворен почти всеки ден от годината, като работното време през зимата е по-кратко – проверете го на сайта на Historic Royal Palaces. Купете билета онлайн предварително, за да не чакате на касата. Елате при отварянето и отидете първо при коронните бижута, преди да се е събрала тълпата, и предвидете поне три часа.",
        en: "The Tower is open on most days of the year, with shorter hours in winter – check them on the Historic Royal Palaces website. Buy tickets online in advance to avoid the ticket queue. Arrive at opening time, head to the Crown Jewels first before the crowds build up, and allow at least three hours.",
      },
      gettingThere: {
        bg: "От Хийтроу вземете линията Елизабет до Whitechapel и прехвърлете на линия District до Tower Hill. От Лутън шатълът Luton DART ви отвежда до гара Luton Airport Parkway, оттам влакът Thameslink стига до Farringdon, откъдето линия Circle продължава до Tower Hill. От Станстед Stansted Express пристига на Liverpool Street, на около 15–20 минути пеша от крепостта, а от центъра най-лесно е с линия District или Circle от Embankment.",
        en: "From Heathrow take the Elizabeth line to Whitechapel and change to the District line for Tower Hill. From Luton the Luton DART shuttle takes you to Luton Airport Parkway, where Thameslink trains run to Farringdon; from there the Circle line continues to Tower Hill. From Stansted the Stansted Express arrives at Liverpool Street, a 15–20 minute walk away, and from the centre the District or Circle line from Embankment is the easiest option.",
      },
      nearby: {
        bg: "Точно до крепостта е Тауър Бридж, в чиито горни галерии можете да минете по стъклен под над Темза. На няколко минути пеша е пристанището St Katharine Docks с яхти и кафенета, а малко по-навътре в Сити е Sky Garden – градина на върха на небостъргач с безплатен вход при предварителна резервация.",
        en: "Right next to the fortress is Tower Bridge, whose high-level walkways have glass floors above the Thames. A few minutes' walk away is St Katharine Docks with its yachts and cafés, and a little further into the City is the Sky Garden, a rooftop garden with free entry if you book ahead.",
      },
    },
    faq: [
      {
        question: {
          bg: "Колко време е нужно за Лондонския Тауър?",
          en: "How much time do I need for the Tower of London?",
        },
        answer: {
          bg: "Предвидете поне три часа. Ако искате да разгледате всички кули и да се включите в обиколка с бийфийтър, оставете си половин ден.",
          en: "Allow at least three hours. If you want to see every tower and join a Beefeater tour, set aside half a day.",
        },
      },
      {
        question: {
          bg: "Как да видя коронните бижута без дълга опашка?",
          en: "How can I see the Crown Jewels without a long queue?",
        },
        answer: {
          bg: "Отидете директно в Jewel House веднага след отварянето или късно следобед. Опашката обикновено е най-дълга около обяд.",
          en: "Go straight to the Jewel House right after opening or late in the afternoon. The queue is usually longest around midday.",
        },
      },
    ],
    wikidataId: "Q62378",
  },
  {
    destinationIata: "LON",
    name: { bg: "Британският музей", en: "British Museum" },
    slug: { bg: "britanskiyat-muzei", en: "british-museum" },
    description: {
      bg: "Един от най-големите музеи в света с колекции от всички континенти и епохи. Входът за постоянната експозиция е безплатен.",
      en: "One of the world's great museums, with collections from every continent and era. Entry to the permanent collection is free.",
    },
    latitude: 51.5194,
    longitude: -0.1269,
    distanceKm: 1.3,
    transportInfo: {
      bg: "Най-близо са метростанциите Tottenham Court Road (линии Central, Northern и Elizabeth), Holborn (Central и Piccadilly) и Russell Square (Piccadilly).",
      en: "The nearest Underground stations are Tottenham Court Road (Central, Northern and Elizabeth lines), Holborn (Central and Piccadilly) and Russell Square (Piccadilly).",
    },
    selectionReason: {
      bg: "Безплатен музей от световна класа, в който за един ден виждате Розетския камък, египетски мумии и скулптури от Партенона.",
      en: "A free, world-class museum where in one day you see the Rosetta Stone, Egyptian mummies and sculptures from the Parthenon.",
    },
    seoTitle: {
      bg: "Британският музей – безплатен вход и какво да видите",
      en: "British Museum: Free Entry and What to See",
    },
    seoDescription: {
      bg: "Британският музей в Лондон: Розетският камък, египетските мумии и Голямият двор. Безплатен вход, съвети за посещение и транспорт.",
      en: "The British Museum in London: the Rosetta Stone, Egyptian mummies and the Great Court. Free entry, visiting tips and how to get there.",
    },
    keywords: {
      bg: ["Британският музей", "Розетският камък", "безплатни музеи в Лондон", "музеи в Лондон"],
      en: ["British Museum", "Rosetta Stone", "free museums London", "Bloomsbury"],
    },
    sections: {
      intro: {
        bg: "Британският музей в квартал Блумзбъри е място, където можете да обиколите цялата човешка история, без да платите вход. Колекцията наброява милиони предмети, а най-известните от тях са изложени в залите, до които се стига през впечатляващия Голям двор.",
        en: "The British Museum in Bloomsbury lets you walk through the whole of human history without paying an entry fee. The collection runs to millions of objects, and the most famous are on show in galleries reached through the spectacular Great Court.",
      },
      context: {
        bg: "Музеят е основан през 1753 г. въз основа на колекцията на лекаря и естествоизпитател Ханс Слоун и отваря врати през 1759 г. като първия национален публичен музей в света. Сегашната неокласическа сграда е завършена в средата на XIX век, а стъкленият покрив над Големия двор е добавен през 2000 г.",
        en: "The museum was founded in 1753 on the collection of the physician and scientist Sir Hans Sloane and opened in 1759 as the world's first national public museum. The present neoclassical building was completed in the mid-19th century, and the glass roof over the Great Court was added in 2000.",
      },
      highlights: {
        bg: "Непременно вижте Розетския камък, който дава ключа към дешифрирането на египетските йероглифи, както и залите с египетски мумии. Скулптурите от Партенона, асирийските релефи от Ниневия и съкровищата от Сътън Ху са сред другите акценти. Вземете карта на входа и изберете няколко зали – музеят е твърде голям, за да се види за едно посещение.",
        en: "Don't miss the Rosetta Stone, the key to deciphering Egyptian hieroglyphs, and the galleries of Egyptian mummies. The Parthenon sculptures, the Assyrian reliefs from Nineveh and the Sutton Hoo treasure are other highlights. Pick up a map at the entrance and choose a few galleries – the museum is far too big for one visit.",
      },
      practical: {
        bg: "Музеят е отворен всеки ден, а в петък някои зали работят до по-късно; точното време проверете на сайта му. Входът е безплатен, но се препоръчва да запазите безплатен час за влизане онлайн, особено през уикендите и ваканциите. Платени са само временните изложби, а на входа има проверка на багажа.",
        en: "The museum is open every day, with some galleries staying open later on Fridays; check the website for exact times. Entry is free, but booking a free timed slot online is recommended, especially at weekends and in school holidays. Only temporary exhibitions are paid, and there are bag checks at the entrance.",
      },
      gettingThere: {
        bg: "От Хийтроу линия Piccadilly стига директно до Holborn или Russell Square, а линията Елизабет – до Tottenham Court Road. От Лутън влакът Thameslink ви отвежда до St Pancras, откъдето линия Piccadilly е на една спирка от Russell Square. От Станстед вземете Stansted Express до Liverpool Street и линия Central до Tottenham Court Road или Holborn; от Трафалгар скуеър пеша се стига за около 20 минути.",
        en: "From Heathrow the Piccadilly line runs directly to Holborn or Russell Square, and the Elizabeth line to Tottenham Court Road. From Luton, Thameslink trains take you to St Pancras, one stop from Russell Square on the Piccadilly line. From Stansted take the Stansted Express to Liverpool Street and the Central line to Tottenham Court Road or Holborn; from Trafalgar Square it is about a 20-minute walk.",
      },
      nearby: {
        bg: "Около музея са тихите площади на Блумзбъри, като Ръсел скуеър и Бедфорд скуеър. На около 15 минути пеша на юг е Ковънт Гардън с пазара и уличните артисти, а на север – Британската библиотека до гара St Pancras.",
        en: "Around the museum are the quiet squares of Bloomsbury, such as Russell Square and Bedford Square. About 15 minutes' walk south is Covent Garden with its market and street performers, and to the north is the British Library next to St Pancras station.",
      },
    },
    faq: [
      {
        question: {
          bg: "Наистина ли входът в Британския музей е безплатен?",
          en: "Is the British Museum really free?",
        },
        answer: {
          bg: "Да, постоянната експозиция е безплатна за всички. Плащат се само временните изложби, а дарения на входа са добре дошли.",
          en: "Yes, the permanent collection is free for everyone. Only temporary exhibitions are paid, and donations at the entrance are welcome.",
        },
      },
      {
        question: { bg: "Какво да разгледам при кратко посещение?", en: "What should I see on a short visit?" },
        answer: {
          bg: "За два часа разгледайте Розетския камък, египетските мумии и скулптурите от Партенона. Камъкът и скулптурите са на първия етаж, а мумиите – на горния.",
          en: "In two hours, see the Rosetta Stone, the Egyptian mummies and the Parthenon sculptures. The stone and the sculptures are on the ground floor, the mummies upstairs.",
        },
      },
    ],
    wikidataId: "Q6373",
  },
  {
    destinationIata: "LON",
    name: { bg: "Биг Бен и Парламентът", en: "Big Ben and the Houses of Parliament" },
    slug: { bg: "big-ben-i-parlamentat", en: "big-ben-and-the-houses-of-parliament" },
    description: {
      bg: "Часовниковата кула на Уестминстърския дворец, символ на Лондон и на британската демокрация. Биг Бен всъщност е името на голямата камбана в нея.",
      en: "The clock tower of the Palace of Westminster, a symbol of London and of British democracy. Big Ben is actually the name of the great bell inside.",
    },
    latitude: 51.5007,
    longitude: -0.1246,
    distanceKm: 0.8,
    transportInfo: {
      bg: "Метростанция Westminster (линии Jubilee, District и Circle) излиза точно срещу кулата; автобусите 12, 88 и 159 минават по Уайтхол.",
      en: "Westminster Underground station (Jubilee, District and Circle lines) exits right opposite the tower; buses 12, 88 and 159 run along Whitehall.",
    },
    selectionReason: {
      bg: "Най-разпознаваемата гледка в Лондон и отправна точка за разходка до Уестминстърското абатство и Лондонското око.",
      en: "London's most recognisable view and the starting point for a walk to Westminster Abbey and the London Eye.",
    },
    seoTitle: {
      bg: "Биг Бен и Парламентът в Лондон – как да ги видите",
      en: "Big Ben and Houses of Parliament: Visitor Guide",
    },
    seoDescription: {
      bg: "Биг Бен и Уестминстърският дворец: история, най-добрите места за снимки, обиколки на Парламента и как да стигнете от летищата на Лондон.",
      en: "Big Ben and the Palace of Westminster: history, the best photo spots, tours of Parliament and how to get there from London's airports.",
    },
    keywords: {
      bg: ["Биг Бен", "Уестминстърският дворец", "Парламентът в Лондон", "Уестминстър"],
      en: ["Big Ben", "Houses of Parliament", "Palace of Westminster", "Elizabeth Tower", "Westminster"],
    },
    sections: {
      intro: {
        bg: "Кулата с часовника над Темза е може би най-снимваната сграда в Лондон. Заедно с готическия Уестминстърски дворец, в който заседават Камарата на общините и Камарата на лордовете, тя е сърцето на политическия живот във Великобритания.",
        en: "The clock tower above the Thames is probably the most photographed building in London. Together with the Gothic Palace of Westminster, home of the House of Commons and the House of Lords, it is the heart of British political life.",
      },
      context: {
        bg: "Старият средновековен дворец изгаря почти изцяло при пожара от 1834 г. и е построен наново по проект на Чарлз Бари и Огъстъс Пюджин. Кулата е завършена през 1859 г., а през 2012 г. е преименувана на Кулата на Елизабет в чест на диамантения юбилей на кралица Елизабет II. Между 2017 и 2022 г. е реставрирана основно.",
        en: "The old medieval palace was almost entirely destroyed by fire in 1834 and rebuilt to designs by Charles Barry and Augustus Pugin. The tower was completed in 1859 and in 2012 renamed the Elizabeth Tower for Queen Elizabeth II's Diamond Jubilee. It underwent a major restoration between 2017 and 2022.",
      },
      highlights: {
        bg: "Най-хубавата гледка към кулата и двореца е от Уестминстърския мост и от южния бряг на Темза край Лондонското око. Чуйте как камбаната отброява часовете и разгледайте Уестминстър Хол – най-старата запазена част от двореца, от XI век. Когато парламентът заседава, можете да наблюдавате дебатите от галериите за публика.",
        en: "The best views of the tower and palace are from Westminster Bridge and the South Bank near the London Eye. Listen to the bell strike the hours and see Westminster Hall, the oldest surviving part of the palace, dating from the 11th century. When Parliament is sitting you can watch debates from the public galleries.",
      },
      practical: {
        bg: "Отвън кулата може да се гледа по всяко време и без билет. Обиколки с екскурзовод на Уестминстърския дворец се провеждат в повечето съботи и в дните, когато парламентът е във ваканция, като билетите се купуват онлайн. Изкачването на самата кула е възможно само при ограничен брой организирани обиколки, затова проверете условията на сайта на парламента.",
        en: "You can admire the tower from outside at any time, free of charge. Guided tours of the Palace of Westminster run on most Saturdays and during parliamentary recesses, with tickets sold online. Climbing the tower itself is only possible on a limited number of organised tours, so check the conditions on the Parliament website.",
      },
      gettingThere: {
        bg: "От Хийтроу вземете линия Piccadilly до Green Park и прехвърлете на Jubilee за една спирка до Westminster. От Гетуик влаковете стигат до гара Victoria, откъдето линия District или Circle ви отвежда до Westminster. От Лутън Thameslink стига до London Bridge, а оттам Jubilee е директно до Westminster; от Трафалгар скуеър пеша по Уайтхол са около 10 минути.",
        en: "From Heathrow take the Piccadilly line to Green Park and change to the Jubilee line for one stop to Westminster. From Gatwick, trains run to Victoria, where the District or Circle line takes you to Westminster. From Luton, Thameslink reaches London Bridge and the Jubilee line goes directly to Westminster; from Trafalgar Square it is about a 10-minute walk down Whitehall.",
      },
      nearby: {
        bg: "Срещу двореца е Уестминстърското абатство, където се коронясват британските монарси. Отвъд моста е Лондонското око, а по Уайтхол се стига до Даунинг стрийт, музея Churchill War Rooms и Трафалгар скуеър.",
        en: "Opposite the palace stands Westminster Abbey, where British monarchs are crowned. Across the bridge is the London Eye, and along Whitehall you reach Downing Street, the Churchill War Rooms and Trafalgar Square.",
      },
    },
    faq: [
      {
        question: { bg: "Биг Бен ли се казва кулата?", en: "Is the tower called Big Ben?" },
        answer: {
          bg: "Официално не – Биг Бен е името на голямата камбана, а кулата от 2012 г. се казва Кулата на Елизабет. В разговорния език обаче цялата кула е известна като Биг Бен.",
          en: "Officially no – Big Ben is the name of the great bell, and since 2012 the tower has been called the Elizabeth Tower. In everyday speech, though, the whole tower is known as Big Ben.",
        },
      },
      {
        question: { bg: "Може ли да се влезе в Парламента?", en: "Can I go inside Parliament?" },
        answer: {
          bg: "Да – с платена обиколка с екскурзовод, най-често в събота, или безплатно в галериите за публика, докато парламентът заседава. И в двата случая има проверка за сигурност.",
          en: "Yes – on a paid guided tour, usually on Saturdays, or for free in the public galleries while Parliament is sitting. Either way there is a security check.",
        },
      },
    ],
    wikidataId: "Q41225",
  },

  // ── Paris ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    destinationIata: "PAR",
    name: { bg: "Айфеловата кула", en: "Eiffel Tower" },
    slug: { bg: "aifelovata-kula", en: "eiffel-tower" },
    description: {
      bg: "Желязната кула на Марсово поле, построена за Световното изложение през 1889 г. и превърнала се в символ на Париж и на цяла Франция.",
      en: "The iron tower on the Champ de Mars, built for the 1889 World's Fair, which became the symbol of Paris and of France.",
    },
    latitude: 48.8584,
    longitude: 2.2945,
    distanceKm: 4,
    transportInfo: {
      bg: "Най-близо са метростанциите Bir-Hakeim (линия 6) и Trocadéro (линии 6 и 9), както и гарата Champ de Mars – Tour Eiffel на RER C.",
      en: "The nearest stations are Bir-Hakeim (metro line 6), Trocadéro (lines 6 and 9) and Champ de Mars – Tour Eiffel on RER C.",
    },
    selectionReason: {
      bg: "Най-известната забележителност в Европа и едно от най-хубавите места за панорамна гледка към Париж.",
      en: "Europe's most famous landmark and one of the best places for a panoramic view of Paris.",
    },
    seoTitle: {
      bg: "Айфеловата кула – билети, гледки и съвети",
      en: "Eiffel Tower: Tickets, Views and Visiting Tips",
    },
    seoDescription: {
      bg: "Как да посетите Айфеловата кула: билети онлайн, асансьор или стълби, кога да отидете и как да стигнете от летищата в Париж.",
      en: "How to visit the Eiffel Tower: online tickets, lift or stairs, when to go and how to get there from the Paris airports.",
    },
    keywords: {
      bg: ["Айфеловата кула", "Париж", "забележителности в Париж", "Марсово поле"],
      en: ["Eiffel Tower", "Paris", "Paris landmarks", "Champ de Mars", "Trocadéro"],
    },
    sections: {
      intro: {
        bg: "Айфеловата кула е първото нещо, което повечето хора искат да видят в Париж, и с право. Отблизо желязната конструкция изненадва с размерите и детайлите си, а от горните нива градът се вижда като на длан.",
        en: "The Eiffel Tower is the first thing most people want to see in Paris, and rightly so. Close up, the iron structure surprises with its scale and detail, and from the upper levels the whole city spreads out below you.",
      },
      context: {
        bg: "Кулата е построена от компанията на инженера Гюстав Айфел за Световното изложение през 1889 г., по случай стогодишнината от Френската революция. Тогава много художници и писатели я смятат за грозна, а разрешението ѝ е било само за 20 години. Спасяват я радиоантените, които я правят полезна, и днес е висока около 330 метра.",
        en: "The tower was built by the engineer Gustave Eiffel's company for the 1889 World's Fair, marking the centenary of the French Revolution. Many artists and writers of the day considered it ugly, and its permit was for only 20 years. Radio antennas saved it by making it useful, and today it stands about 330 metres tall.",
      },
      highlights: {
        bg: "Кулата има три нива за посетители: на първото има стъклен под, второто предлага най-хубавата гледка към сградите, а от върха се вижда целият Париж. Вечер след залез кулата свети, а в началото на всеки час няколко минути блещука със светлини. Най-добрите места за снимка отдалеч са площадът Трокадеро и Марсово поле.",
        en: "The tower has three visitor levels: the first has a glass floor, the second offers the best view of the city's buildings and from the top you see all of Paris. After sunset the tower is lit up, and at the start of every hour it sparkles for a few minutes. The best spots for a photo from afar are the Trocadéro and the Champ de Mars.",
      },
      practical: {
        bg: "Кулата е отворена всеки ден от сутринта до късно вечер. Купете билет с определен час само от официалния сайт – така избягвате дългата опашка на касите; до второто ниво можете да се качите и по стълбите. Най-спокойно е рано сутрин или след залез, а на входа има проверка за сигурност като на летище.",
        en: "The tower is open every day from morning until late at night. Buy a timed ticket only from the official website to avoid the long ticket queues; you can also climb the stairs up to the second level. Early morning and after sunset are the calmest times, and there is airport-style security at the entrance.",
      },
      gettingThere: {
        bg: "От летище Шарл дьо Гол вземете RER B до Saint-Michel – Notre-Dame и прехвърлете на RER C до Champ de Mars – Tour Eiffel. От Бове, където кацат нискотарифните полети, автобусът шатъл стига до Порт Майо, откъдето RER C продължава до кулата. От центъра най-удобно е с метро 6 до Bir-Hakeim или с разходка по брега на Сена.",
        en: "From Charles de Gaulle Airport take RER B to Saint-Michel – Notre-Dame and change to RER C for Champ de Mars – Tour Eiffel. From Beauvais, used by low-cost flights, the shuttle bus goes to Porte Maillot, where RER C continues to the tower. From the centre, metro line 6 to Bir-Hakeim or a walk along the Seine is easiest.",
      },
      nearby: {
        bg: "От другата страна на Сена е площадът Трокадеро с най-известната гледка към кулата. Наблизо са музеят Кей Бранли с изкуство от Африка, Азия, Океания и Америка и пристаните, от които тръгват корабчетата по Сена.",
        en: "Across the Seine is the Trocadéro with the classic view of the tower. Nearby are the Musée du quai Branly, with art from Africa, Asia, Oceania and the Americas, and the piers where Seine river cruises depart.",
      },
    },
    faq: [
      {
        question: { bg: "Трябва ли да купя билет предварително?", en: "Do I need to book tickets in advance?" },
        answer: {
          bg: "Силно се препоръчва, особено през лятото и празниците. Билетите с определен час на официалния сайт се разпродават бързо, а опашката на касите може да е много дълга.",
          en: "It is strongly recommended, especially in summer and during holidays. Timed tickets on the official website sell out quickly, and the queue at the ticket desks can be very long.",
        },
      },
      {
        question: { bg: "Кога кулата блещука вечер?", en: "When does the tower sparkle at night?" },
        answer: {
          bg: "След залез, в началото на всеки час, кулата блещука няколко минути. Най-хубаво се вижда от Трокадеро или от Марсово поле.",
          en: "After sunset, at the start of every hour, the tower sparkles for a few minutes. The best view is from the Trocadéro or the Champ de Mars.",
        },
      },
    ],
    wikidataId: "Q243",
  },
  {
    destinationIata: "PAR",
    name: { bg: "Лувърът", en: "Louvre Museum" },
    slug: { bg: "luvarat", en: "louvre-museum" },
    description: {
      bg: "Най-посещаваният музей в света, разположен в бивш кралски дворец в центъра на Париж. Тук са Мона Лиза, Венера Милоска и Крилатата победа от Самотраки.",
      en: "The world's most visited museum, housed in a former royal palace in the heart of Paris. It is home to the Mona Lisa, the Venus de Milo and the Winged Victory of Samothrace.",
    },
    latitude: 48.8606,
    longitude: 2.3376,
    distanceKm: 1.1,
    transportInfo: {
      bg: "Метростанция Palais Royal – Musée du Louvre (линии 1 и 7) води директно до подземния вход Carrousel; наблизо е и Pyramides (линии 7 и 14).",
      en: "Palais Royal – Musée du Louvre metro station (lines 1 and 7) leads directly to the underground Carrousel entrance; Pyramides (lines 7 and 14) is also close by.",
    },
    selectionReason: {
      bg: "Една от най-богатите художествени колекции на планетата, събрана в сграда, която сама по себе си е забележителност.",
      en: "One of the richest art collections on the planet, in a building that is a landmark in its own right.",
    },
    seoTitle: {
      bg: "Лувърът в Париж – билети, Мона Лиза и съвети",
      en: "Louvre Museum: Tickets, Mona Lisa and Tips",
    },
    seoDescription: {
      bg: "Лувърът без стрес: как да купите билет с час, кои входове да използвате, какво да видите освен Мона Лиза и как да стигнете.",
      en: "The Louvre without stress: how to book a timed ticket, which entrance to use, what to see besides the Mona Lisa and how to get there.",
    },
    keywords: {
      bg: ["Лувърът", "Мона Лиза", "музеи в Париж", "Венера Милоска"],
      en: ["Louvre", "Mona Lisa", "Paris museums", "Venus de Milo", "Louvre Pyramid"],
    },
    sections: {
      intro: {
        bg: "Лувърът е толкова голям, че за да го обиколите целия, ще ви трябват дни. Затова е добре да дойдете с план – да изберете няколко крила и шедьоврите, които наистина искате да видите.",
        en: "The Louvre is so vast that seeing all of it would take days. It pays to come with a plan – choose a few wings and the masterpieces you really want to see.",
      },
      context: {
        bg: "Лувърът започва като крепост от края на XII век, а по-късно се превръща в дворец на френските крале, докато Луи XIV не мести двора във Версай. Като публичен музей отваря врати през 1793 г., по време на Френската революция. Стъклената пирамида на архитекта Йо Мин Пей в двора е открита през 1989 г.",
        en: "The Louvre began as a fortress in the late 12th century and later became the palace of the French kings, until Louis XIV moved the court to Versailles. It opened as a public museum in 1793, during the French Revolution. Architect I. M. Pei's glass pyramid in the courtyard was inaugurated in 1989.",
      },
      highlights: {
        bg: "Мона Лиза на Леонардо да Винчи е най-търсената картина, но не пропускайте Венера Милоска, Крилатата победа от Самотраки и „Свободата води народа“ на Дьолакроа. Египетската колекция и апартаментите на Наполеон III са сред най-впечатляващите зали. Вечер осветената пирамида е чудесен фон за снимка.",
        en: "Leonardo da Vinci's Mona Lisa is the most sought-after painting, but don't miss the Venus de Milo, the Winged Victory of Samothrace and Delacroix's Liberty Leading the People. The Egyptian collection and the Napoleon III apartments are among the most impressive rooms. In the evening the illuminated pyramid makes a great backdrop for photos.",
      },
      practical: {
        bg: "Музеят е затворен във вторник, а в някои вечери от седмицата работи до по-късно – проверете графика на официалния сайт. Билетът се купува онлайн с избран час на влизане, което е почти задължително в натоварения сезон. Вместо през пирамидата опитайте входа Carrousel откъм подземния търговски център – там опашката често е по-кратка.",
        en: "The museum is closed on Tuesdays and stays open later on some evenings of the week – check the schedule on the official website. Tickets are sold online with a chosen entry time, which is all but essential in the busy season. Instead of the pyramid, try the Carrousel entrance from the underground shopping centre, where the queue is often shorter.",
      },
      gettingThere: {
        bg: "От летище Шарл дьо Гол вземете RER B до Châtelet – Les Halles и оттам метро 1 до Palais Royal – Musée du Louvre. От Бове автобусът шатъл пристига на Порт Майо, откъдето метро 1 стига директно до музея. От Нотр Дам пеша по брега на Сена са около 15 минути.",
        en: "From Charles de Gaulle Airport take RER B to Châtelet – Les Halles and then metro line 1 to Palais Royal – Musée du Louvre. From Beauvais the shuttle bus arrives at Porte Maillot, where metro line 1 runs straight to the museum. From Notre-Dame it is about a 15-minute walk along the Seine.",
      },
      nearby: {
        bg: "Веднага до музея е градината Тюйлери, която води до площад Конкорд. Отсреща е Пале Роял с колоните на Бюрен и тихия вътрешен парк, а по моста Пон дез Ар се стига до левия бряг и музея Орсе.",
        en: "Right next to the museum is the Tuileries Garden, leading to the Place de la Concorde. Opposite is the Palais-Royal with the Buren columns and its quiet inner garden, and the Pont des Arts takes you to the Left Bank and the Musée d'Orsay.",
      },
    },
    faq: [
      {
        question: { bg: "В кой ден Лувърът е затворен?", en: "Which day is the Louvre closed?" },
        answer: {
          bg: "Във вторник. Затворен е и на някои официални празници, затова преди посещението проверете календара на официалния сайт.",
          en: "On Tuesdays. It also closes on some public holidays, so check the calendar on the official website before your visit.",
        },
      },
      {
        question: { bg: "Колко време да отделя за Лувъра?", en: "How long should I spend at the Louvre?" },
        answer: {
          bg: "За най-известните произведения стигат три-четири часа. Ако обичате изкуството, по-добре разделете посещението на два дни.",
          en: "Three to four hours are enough for the most famous works. If you love art, it's better to split the visit over two days.",
        },
      },
    ],
    wikidataId: "Q19675",
  },
  {
    destinationIata: "PAR",
    name: { bg: "Сакре Кьор и Монмартър", en: "Sacré-Coeur and Montmartre" },
    slug: { bg: "sakre-kior-i-monmartar", en: "sacre-coeur-and-montmartre" },
    description: {
      bg: "Бялата базилика на върха на хълма Монмартър, от чиито стъпала се открива една от най-хубавите гледки към Париж. Около нея е бохемският квартал на художниците.",
      en: "The white basilica on top of Montmartre hill, whose steps offer one of the finest views over Paris. Around it lies the bohemian artists' quarter.",
    },
    latitude: 48.8867,
    longitude: 2.3431,
    distanceKm: 3.7,
    transportInfo: {
      bg: "Слезте на метростанция Anvers (линия 2) и се качете пеша или с фуникуляра на Монмартър, който приема обикновен билет за метро; друг вариант е Abbesses (линия 12).",
      en: "Get off at Anvers metro station (line 2) and walk up or take the Montmartre funicular, which accepts a standard metro ticket; Abbesses (line 12) is another option.",
    },
    selectionReason: {
      bg: "Безплатна базилика с панорама над целия град и квартал, запазил атмосферата на Париж от времето на Пикасо и Реноар.",
      en: "A free-to-enter basilica with a panorama over the whole city and a district that keeps the atmosphere of Picasso's and Renoir's Paris.",
    },
    seoTitle: {
      bg: "Сакре Кьор и Монмартър – гледка към Париж",
      en: "Sacré-Coeur and Montmartre: Views over Paris",
    },
    seoDescription: {
      bg: "Базиликата Сакре Кьор и Монмартър: панорамата над Париж, площад Тертр, куполът и как да стигнете с метро и фуникулер.",
      en: "The Sacré-Coeur Basilica and Montmartre: the panorama over Paris, Place du Tertre, the dome climb and how to get there by metro and funicular.",
    },
    keywords: {
      bg: ["Сакре Кьор", "Монмартър", "гледка към Париж", "площад Тертр"],
      en: ["Sacré-Coeur", "Montmartre", "Paris viewpoint", "Place du Tertre"],
    },
    sections: {
      intro: {
        bg: "Монмартър е хълмът, на който Париж изглежда като малко селце – с калдъръмени улички, стълбища, художници и кафенета. На самия връх се издига бялата базилика Сакре Кьор, а от стъпалата пред нея градът се разстила чак до хоризонта.",
        en: "Montmartre is the hill where Paris feels like a village, with cobbled lanes, stairways, painters and cafés. At the very top stands the white Sacré-Coeur Basilica, and from its steps the city stretches to the horizon.",
      },
      context: {
        bg: "Базиликата е издигната след Френско-пруската война от 1870–1871 г. като национален обет; строежът започва през 1875 г. и е завършен в навечерието на Първата световна война. Осветена е през 1919 г. В края на XIX и началото на XX век Монмартър е дом на художници като Пикасо, Ван Гог, Тулуз-Лотрек и Реноар.",
        en: "The basilica was built after the Franco-Prussian War of 1870–1871 as a national vow; construction began in 1875 and was finished on the eve of the First World War. It was consecrated in 1919. In the late 19th and early 20th century Montmartre was home to artists such as Picasso, Van Gogh, Toulouse-Lautrec and Renoir.",
      },
      highlights: {
        bg: "Вътре в базиликата впечатлява огромната мозайка над олтара, изобразяваща Христос. Срещу допълнително заплащане можете да се изкачите до купола – втората най-висока точка в Париж след Айфеловата кула. Площад Тертр с уличните художници и тесните улички наоколо са чудесни за безцелно скитане.",
        en: "Inside the basilica the huge mosaic of Christ above the altar is striking. For an extra fee you can climb the dome, the second-highest viewpoint in Paris after the Eiffel Tower. Place du Tertre with its street painters and the narrow lanes around it are perfect for aimless wandering.",
      },
      practical: {
        bg: "Входът в базиликата е безплатен и тя е отворена всеки ден, но по време на богослужения се спазва тишина и не се снима. Куполът има отделно работно време и вход срещу билет. Идете рано сутрин или по залез, а в тълпата на стълбите внимавайте за чантите си и стойте настрана от настоятелните продавачи на гривни.",
        en: "Entry to the basilica is free and it is open every day, but silence is kept and photography is not allowed during services. The dome has separate opening hours and a paid entry. Go early in the morning or at sunset, and on the crowded steps keep an eye on your bags and steer clear of pushy bracelet sellers.",
      },
      gettingThere: {
        bg: "От летище Шарл дьо Гол вземете RER B до Gare du Nord, а оттам метро 4 до Barbès – Rochechouart и метро 2 до Anvers или вървете около 20 минути. От Бове шатълът стига до Порт Майо, откъдето метро 1 до Charles de Gaulle – Étoile и метро 2 ви отвеждат до Anvers. От центъра метро 12 до Abbesses ви оставя в сърцето на Монмартър.",
        en: "From Charles de Gaulle Airport take RER B to Gare du Nord, then metro line 4 to Barbès – Rochechouart and line 2 to Anvers, or walk for about 20 minutes. From Beauvais the shuttle goes to Porte Maillot, where metro line 1 to Charles de Gaulle – Étoile and line 2 take you to Anvers. From the centre, metro line 12 to Abbesses drops you in the heart of Montmartre.",
      },
      nearby: {
        bg: "Край метростанция Abbesses е „Стената на любовта“, на която „обичам те“ е изписано на стотици езици, включително на български. Надолу по хълма е булевард Клиши с кабарето Мулен Руж, а на улица Корто се намира Музеят на Монмартър с градините на Реноар.",
        en: "Near Abbesses station is the Wall of Love, with 'I love you' written in hundreds of languages, Bulgarian included. Down the hill on Boulevard de Clichy is the Moulin Rouge cabaret, and on Rue Cortot you'll find the Montmartre Museum with the Renoir Gardens.",
      },
    },
    faq: [
      {
        question: { bg: "Има ли вход за базиликата Сакре Кьор?", en: "Is there an entry fee for the Sacré-Coeur?" },
        answer: {
          bg: "Не, влизането в базиликата е безплатно. Плаща се само изкачването до купола, откъдето гледката е още по-широка.",
          en: "No, entry to the basilica is free. You only pay to climb the dome, where the view is even wider.",
        },
      },
      {
        question: { bg: "Трябва ли да се изкача пеша по хълма?", en: "Do I have to walk up the hill?" },
        answer: {
          bg: "Не непременно. Фуникулерът на Монмартър изкачва склона за около минута и в него важи обикновен билет за метро.",
          en: "Not necessarily. The Montmartre funicular climbs the slope in about a minute and accepts a standard metro ticket.",
        },
      },
    ],
    wikidataId: null,
  },

  // ── Rome ────────────────────────────────────────────────────────────────────────────────────────────────────
  {
    destinationIata: "ROM",
    name: { bg: "Колизеумът", en: "Colosseum" },
    slug: { bg: "kolizeumat", en: "colosseum" },
    description: {
      bg: "Най-големият амфитеатър, строен някога в Римската империя, където са се провеждали гладиаторски борби пред десетки хиляди зрители.",
      en: "The largest amphitheatre ever built in the Roman Empire, where gladiator fights were staged before tens of thousands of spectators.",
    },
    latitude: 41.8902,
    longitude: 12.4922,
    distanceKm: 1,
    transportInfo: {
      bg: "Метростанция Colosseo (линия B) е точно срещу амфитеатъра; спират и автобусите 75 и 87, както и трамвай 3.",
      en: "Colosseo metro station (line B) is right opposite the amphitheatre; buses 75 and 87 and tram 3 also stop here.",
    },
    selectionReason: {
      bg: "Символът на Рим и едно от новите седем чудеса на света, който се комбинира с Римския форум и Палатин в едно посещение.",
      en: "The symbol of Rome and one of the New Seven Wonders of the World, combined with the Roman Forum and the Palatine in a single visit.",
    },
    seoTitle: {
      bg: "Колизеумът в Рим – билети, история и съвети",
      en: "Colosseum in Rome: Tickets, History and Tips",
    },
    seoDescription: {
      bg: "Колизеумът в Рим: как да резервирате билет с час, комбинацията с Римския форум и Палатин, кога да отидете и как да стигнете.",
      en: "The Colosseum in Rome: how to book a timed ticket, the combined visit with the Roman Forum and Palatine, when to go and how to get there.",
    },
    keywords: {
      bg: ["Колизеумът", "Рим", "Римският форум", "забележителности в Рим"],
      en: ["Colosseum", "Rome", "Roman Forum", "Palatine Hill", "Rome sights"],
    },
    sections: {
      intro: {
        bg: "Колизеумът е мястото, където древен Рим оживява пред очите ви. Дори след почти две хиляди години, земетресения и разграбване на камъка, огромната елипса от травертин спира дъха.",
        en: "The Colosseum is where ancient Rome comes alive before your eyes. Even after almost two thousand years, earthquakes and the plundering of its stone, the huge travertine ellipse is breathtaking.",
      },
      context: {
        bg: "Строежът на амфитеатъра започва при император Веспасиан около 70–72 г., а през 80 г. синът му Тит го открива с игри, продължили сто дни. Съоръжението е побирало над 50 000 души, които са гледали гладиаторски борби и лов на диви животни. През Средновековието е използвано като крепост и кариера за строителен камък, а днес е обект на ЮНЕСКО.",
        en: "Construction of the amphitheatre began under Emperor Vespasian around AD 70–72, and in AD 80 his son Titus opened it with games that lasted a hundred days. It held more than 50,000 people, who watched gladiator fights and wild animal hunts. In the Middle Ages it served as a fortress and a quarry for building stone, and today it is a UNESCO World Heritage Site.",
      },
      highlights: {
        bg: "Освен обиколката по двата долни етажа, с някои видове билети можете да слезете в подземията, където са чакали гладиаторите и животните, или да излезете на арената. Вижте и Арката на Константин точно до входа. Билетът обикновено включва Римския форум и хълма Палатин, откъдето се открива прекрасна гледка към Колизеума.",
        en: "Beyond the two lower tiers, some ticket types let you go down into the underground chambers where gladiators and animals waited, or step out onto the arena floor. See the Arch of Constantine right by the entrance. The ticket usually includes the Roman Forum and the Palatine Hill, which offers a lovely view of the Colosseum.",
      },
      practical: {
        bg: "Колизеумът е отворен всеки ден, като затваря по-рано през зимата. Резервирайте билет с час на влизане от официалния сайт на Парка на Колизеума възможно най-рано – в сезона се разпродават дни напред. В първата неделя на месеца входът в държавните музеи и обекти в Италия е безплатен, но тогава тълпите са огромни.",
        en: "The Colosseum is open every day, closing earlier in winter. Book a timed ticket on the official Colosseum Archaeological Park website as early as possible – in high season they sell out days in advance. On the first Sunday of the month entry to Italian state museums and sites is free, but the crowds are huge.",
      },
      gettingThere: {
        bg: "От летище Фиумичино вземете влака Leonardo Express до гара Термини и оттам метро B две спирки до Colosseo. От Чампино има автобуси до Термини, а също и местен автобус до гара Ciampino, откъдето регионалните влакове стигат до Термини. От Пиаца Венеция пеша по Виа дей Фори Империали са около 15 минути.",
        en: "From Fiumicino Airport take the Leonardo Express train to Termini station, then metro line B two stops to Colosseo. From Ciampino there are buses to Termini, or a local bus to Ciampino station where regional trains run to Termini. From Piazza Venezia it is about a 15-minute walk along Via dei Fori Imperiali.",
      },
      nearby: {
        bg: "Веднага до Колизеума са Римският форум и хълмът Палатин, където според легендата е основан Рим. На около 10 минути пеша е базиликата Сан Клементе с няколко нива под земята, а по Виа дей Фори Империали се стига до Пиаца Венеция и Капитолийския хълм.",
        en: "Right next to the Colosseum are the Roman Forum and the Palatine Hill, where legend says Rome was founded. About 10 minutes' walk away is the Basilica of San Clemente with several underground levels, and Via dei Fori Imperiali leads to Piazza Venezia and the Capitoline Hill.",
      },
    },
    faq: [
      {
        question: { bg: "Включва ли билетът Римския форум?", en: "Does the ticket include the Roman Forum?" },
        answer: {
          bg: "Стандартният билет обикновено включва Колизеума, Римския форум и Палатин, като за Колизеума влизате в избрания час. Проверете условията при покупката, защото видовете билети се променят.",
          en: "The standard ticket usually covers the Colosseum, the Roman Forum and the Palatine, with a set entry time for the Colosseum. Check the conditions when buying, as ticket types change.",
        },
      },
      {
        question: { bg: "Кога е най-добре да посетя Колизеума?", en: "When is the best time to visit the Colosseum?" },
        answer: {
          bg: "Рано сутрин или в последните часове преди затваряне, когато е по-хладно и по-малко многолюдно. През лятото избягвайте обедните часове заради жегата.",
          en: "Early in the morning or in the last hours before closing, when it is cooler and less crowded. In summer avoid the middle of the day because of the heat.",
        },
      },
    ],
    wikidataId: "Q10285",
  },
  {
    destinationIata: "ROM",
    name: { bg: "Базиликата „Свети Петър“", en: "St Peter's Basilica" },
    slug: { bg: "bazilikata-sveti-petar", en: "st-peter-s-basilica" },
    description: {
      bg: "Една от най-големите църкви в света и сърцето на Ватикана, с купол по проект на Микеланджело и неговата прочута скулптура Пиета.",
      en: "One of the largest churches in the world and the heart of the Vatican, with a dome designed by Michelangelo and his famous Pietà.",
    },
    latitude: 41.9022,
    longitude: 12.4539,
    distanceKm: 2.5,
    transportInfo: {
      bg: "Метростанция Ottaviano (линия A) е на около 10 минути пеша; автобус 40 спира до Castel Sant'Angelo, а 64 – близо до площад „Свети Петър“.",
      en: "Ottaviano metro station (line A) is about a 10-minute walk away; bus 40 stops near Castel Sant'Angelo and bus 64 close to St Peter's Square.",
    },
    selectionReason: {
      bg: "Безплатен вход в една от най-значимите сгради на християнството и изкачване до купола с гледка над Рим.",
      en: "Free entry to one of the most important buildings in Christianity and a dome climb with a view over Rome.",
    },
    seoTitle: {
      bg: "Базиликата „Свети Петър“ – вход, купол и съвети",
      en: "St Peter's Basilica: Entry, Dome Climb and Tips",
    },
    seoDescription: {
      bg: "Базиликата „Свети Петър“ във Ватикана: безплатен вход, облекло, изкачване до купола на Микеланджело и как да стигнете от летищата на Рим.",
      en: "St Peter's Basilica in the Vatican: free entry, dress code, climbing Michelangelo's dome and how to get there from Rome's airports.",
    },
    keywords: {
      bg: ["Свети Петър", "Ватикана", "Пиета", "куполът на Микеланджело"],
      en: ["St Peter's Basilica", "Vatican", "Pietà", "Michelangelo's dome", "St Peter's Square"],
    },
    sections: {
      intro: {
        bg: "Още от площад „Свети Петър“, обгърнат от колонадата на Бернини, базиликата впечатлява с размерите си. Вътре мащабът е трудно да се осъзнае – мраморът, бронзът и светлината под купола оставят усещане, което трудно се описва.",
        en: "From St Peter's Square, embraced by Bernini's colonnade, the basilica impresses with its size. Inside the scale is hard to take in – the marble, bronze and light beneath the dome leave an impression that is difficult to describe.",
      },
      context: {
        bg: "Днешната базилика е построена между 1506 и 1626 г. на мястото на църква от времето на император Константин, издигната над гроба на апостол Петър. В проекта участват най-великите архитекти на Ренесанса и барока – Браманте, Микеланджело, Мадерно и Бернини. Ватиканът е най-малката държава в света и обект на ЮНЕСКО.",
        en: "The present basilica was built between 1506 and 1626 on the site of a church from Emperor Constantine's time, raised over the tomb of the Apostle Peter. The greatest architects of the Renaissance and Baroque worked on it – Bramante, Michelangelo, Maderno and Bernini. The Vatican is the world's smallest state and a UNESCO World Heritage Site.",
      },
      highlights: {
        bg: "Веднага вдясно от входа е Пиета – скулптурата, която Микеланджело създава, когато е бил едва на двадесет и няколко години. Под купола се издига бронзовият балдахин на Бернини над папския олтар. Изкачването до купола става отчасти с асансьор и отчасти по тесни стълби, а наградата е панорама над Рим и Ватиканските градини.",
        en: "Just to the right of the entrance is the Pietà, which Michelangelo carved when he was only in his early twenties. Beneath the dome rises Bernini's bronze baldachin over the papal altar. The dome climb is partly by lift and partly up narrow stairs, and the reward is a panorama over Rome and the Vatican Gardens.",
      },
      practical: {
        bg: "Входът в базиликата е безплатен, но има проверка за сигурност, а опашката на площада може да е дълга – идете рано сутрин. Облеклото трябва да покрива раменете и коленете. В сряда сутрин, когато папата е в Рим, на площада се провежда общата аудиенция и достъпът до базиликата може да е ограничен.",
        en: "Entry to the basilica is free, but there is a security check and the queue in the square can be long – go early in the morning. Clothing must cover shoulders and knees. On Wednesday mornings, when the Pope is in Rome, the general audience takes place in the square and access to the basilica may be restricted.",
      },
      gettingThere: {
        bg: "От летище Фиумичино вземете Leonardo Express до Термини и оттам метро A до Ottaviano. От Чампино автобусите стигат до Термини, откъдето отново продължавате с метро A. От центъра може да се стигне и пеша – от Пиаца Навона през моста Сант'Анджело и по Виа дела Кончилиационе са около 25 минути.",
        en: "From Fiumicino Airport take the Leonardo Express to Termini and then metro line A to Ottaviano. From Ciampino, buses run to Termini, where you again continue on metro line A. You can also walk from the centre – from Piazza Navona across the Ponte Sant'Angelo and along Via della Conciliazione takes about 25 minutes.",
      },
      nearby: {
        bg: "Ватиканските музеи със Сикстинската капела са на около 15 минути пеша покрай ватиканските стени. В края на Виа дела Кончилиационе е замъкът Сант'Анджело, а тесните улички на квартал Борго са пълни с малки ресторанти.",
        en: "The Vatican Museums with the Sistine Chapel are about 15 minutes' walk along the Vatican walls. At the end of Via della Conciliazione stands Castel Sant'Angelo, and the narrow streets of the Borgo are full of small restaurants.",
      },
    },
    faq: [
      {
        question: {
          bg: "Един билет ли е за базиликата и Сикстинската капела?",
          en: "Is there one ticket for the basilica and the Sistine Chapel?",
        },
        answer: {
          bg: "Не. Базиликата е безплатна, а Сикстинската капела се посещава с билет за Ватиканските музеи, който е добре да купите онлайн предварително.",
          en: "No. The basilica is free, while the Sistine Chapel is visited with a Vatican Museums ticket, best bought online in advance.",
        },
      },
      {
        question: { bg: "Какво облекло се изисква?", en: "What is the dress code?" },
        answer: {
          bg: "Раменете и коленете трябва да са покрити – без потници, къси панталони и къси поли. Служителите на входа връщат неподходящо облечените посетители.",
          en: "Shoulders and knees must be covered – no tank tops, shorts or short skirts. Staff at the entrance turn away visitors who are not dressed appropriately.",
        },
      },
    ],
    wikidataId: "Q12512",
  },
  {
    destinationIata: "ROM",
    name: { bg: "Фонтана ди Треви", en: "Trevi Fountain" },
    slug: { bg: "fontana-di-trevi", en: "trevi-fountain" },
    description: {
      bg: "Най-известният фонтан в Рим – барокова композиция със статуята на титана Океан в центъра, завършена през 1762 г. Традицията повелява да хвърлите монета, за да се върнете в Рим.",
      en: "Rome's most famous fountain, a Baroque composition with the god Oceanus at its centre, completed in 1762. Tradition says you toss a coin to make sure you return to Rome.",
    },
    latitude: 41.9009,
    longitude: 12.4833,
    distanceKm: 0.5,
    transportInfo: {
      bg: "Метростанция Barberini (линия A) е на около 10 минути пеша; автобусите по Виа дел Тритоне спират на няколко пресечки от фонтана.",
      en: "Barberini metro station (line A) is about a 10-minute walk away; buses along Via del Tritone stop a few blocks from the fountain.",
    },
    selectionReason: {
      bg: "Най-романтичното място в Рим, безплатно и на няколко минути от Пантеона и Испанските стъпала.",
      en: "Rome's most romantic spot, free to visit and minutes from the Pantheon and the Spanish Steps.",
    },
    seoTitle: {
      bg: "Фонтана ди Треви – монетата и кога да отидете",
      en: "Trevi Fountain: The Coin Tradition and When to Go",
    },
    seoDescription: {
      bg: "Фонтана ди Треви в Рим: историята, традицията с монетата, кога е най-малко хора и какво да видите наблизо.",
      en: "The Trevi Fountain in Rome: its history, the coin tradition, when it is least crowded and what to see nearby.",
    },
    keywords: {
      bg: ["Фонтана ди Треви", "Рим", "монета във фонтана", "забележителности в Рим"],
      en: ["Trevi Fountain", "Rome", "coin toss", "Rome sights"],
    },
    sections: {
      intro: {
        bg: "Фонтана ди Треви буквално изпълва малкия площад, на който се намира, и затова се появява пред вас изневиделица, докато вървите по тесните улички. Шумът на водата, белият травертин и тюркоазеният басейн го правят едно от най-снимваните места в Европа.",
        en: "The Trevi Fountain all but fills the small square it stands in, so it appears suddenly as you walk through the narrow streets. The sound of the water, the white travertine and the turquoise basin make it one of the most photographed places in Europe.",
      },
      context: {
        bg: "Фонтанът бележи края на древния акведукт Аква Вирго, построен през 19 г. пр.н.е. и снабдяващ Рим с вода и до днес. Папа Климент XII възлага проекта на Никола Салви, а фонтанът е завършен през 1762 г. Световна слава му носи сцената с Анита Екберг във филма на Фелини „Сладък живот“.",
        en: "The fountain marks the end of the ancient Aqua Virgo aqueduct, built in 19 BC and still supplying Rome with water. Pope Clement XII commissioned the design from Nicola Salvi, and the fountain was completed in 1762. Worldwide fame came with Anita Ekberg's scene in Fellini's La Dolce Vita.",
      },
      highlights: {
        bg: "В центъра е статуята на Океан, чиято колесница теглят два морски коня – единият спокоен, другият буен, символ на променливото море. Обърнете се с гръб към фонтана и хвърлете монета с дясната ръка през лявото рамо – така ще се върнете в Рим. Събраните монети се даряват за благотворителност.",
        en: "At the centre is the statue of Oceanus, whose chariot is pulled by two sea horses – one calm, one wild – symbolising the changing moods of the sea. Turn your back to the fountain and toss a coin with your right hand over your left shoulder to ensure your return to Rome. The coins collected are donated to charity.",
      },
      practical: {
        bg: "Площадът е достъпен по всяко време, но през деня е изключително многолюдно, а в часовете пик общината понякога ограничава достъпа до ръба на басейна – проверете актуалните правила. Най-хубаво е рано сутрин или късно вечер, когато фонтанът е осветен. Влизането във водата е забранено и се глобява.",
        en: "The square is open at all times, but during the day it is extremely crowded, and at peak times the city sometimes limits access to the edge of the basin – check the current rules. It is loveliest early in the morning or late at night, when the fountain is lit. Stepping into the water is forbidden and fined.",
      },
      gettingThere: {
        bg: "От летище Фиумичино вземете Leonardo Express до Термини и метро A две спирки до Barberini. От Чампино автобусите пристигат на Термини, а оттам продължавате по същия начин. От Пиаца Венеция до фонтана пеша са под 10 минути по Виа дел Корсо.",
        en: "From Fiumicino Airport take the Leonardo Express to Termini and metro line A two stops to Barberini. From Ciampino, buses arrive at Termini, from where you continue the same way. From Piazza Venezia the fountain is less than 10 minutes' walk along Via del Corso.",
      },
      nearby: {
        bg: "Пантеонът, най-добре запазената сграда на древен Рим, е на около 10 минути пеша. В другата посока са Испанските стъпала и площад Испания, а съвсем наблизо е и площад Колона с колоната на Марк Аврелий.",
        en: "The Pantheon, the best-preserved building of ancient Rome, is about 10 minutes' walk away. In the other direction are the Spanish Steps and Piazza di Spagna, and close by is Piazza Colonna with the Column of Marcus Aurelius.",
      },
    },
    faq: [
      {
        question: {
          bg: "Какво става с монетите, хвърлени във фонтана?",
          en: "What happens to the coins thrown into the fountain?",
        },
        answer: {
          bg: "Общината ги събира редовно и ги предоставя на благотворителната организация Каритас, която ги използва за помощ на нуждаещи се.",
          en: "The city collects them regularly and gives them to the charity Caritas, which uses them to help people in need.",
        },
      },
      {
        question: { bg: "Кога има най-малко хора край фонтана?", en: "When is the fountain least crowded?" },
        answer: {
          bg: "Рано сутрин, преди около 8 часа, площадът е почти празен. Късно вечер също е по-спокойно, а осветеният фонтан е особено красив.",
          en: "Early in the morning, before about 8 am, the square is almost empty. Late evening is also calmer, and the illuminated fountain is especially beautiful.",
        },
      },
    ],
    wikidataId: null,
  },

  // ── Barcelona ───────────────────────────────────────────────────────────────────────────────────────────────
  {
    destinationIata: "BCN",
    name: { bg: "Саграда Фамилия", en: "Sagrada Família" },
    slug: { bg: "sagrada-familiya", en: "sagrada-familia" },
    description: {
      bg: "Недовършеният шедьовър на Антони Гауди – базилика, която се строи от 1882 г. и е сред най-посещаваните забележителности в Испания.",
      en: "Antoni Gaudí's unfinished masterpiece, a basilica under construction since 1882 and one of Spain's most visited monuments.",
    },
    latitude: 41.4036,
    longitude: 2.1744,
    distanceKm: 1.9,
    transportInfo: {
      bg: "Метростанция Sagrada Família (линии L2 и L5) излиза точно до базиликата.",
      en: "Sagrada Família metro station (lines L2 and L5) exits right beside the basilica.",
    },
    selectionReason: {
      bg: "Уникална сграда, която не прилича на нищо друго в света, и символът на Барселона.",
      en: "A unique building unlike anything else in the world and the symbol of Barcelona.",
    },
    seoTitle: {
      bg: "Саграда Фамилия – билети, кулите и съвети",
      en: "Sagrada Família: Tickets, Towers and Tips",
    },
    seoDescription: {
      bg: "Саграда Фамилия в Барселона: как да купите билет с час, кои кули да изберете, кога светлината е най-красива и как да стигнете.",
      en: "The Sagrada Família in Barcelona: how to book a timed ticket, which towers to choose, when the light is best and how to get there.",
    },
    keywords: {
      bg: ["Саграда Фамилия", "Гауди", "Барселона", "забележителности в Барселона"],
      en: ["Sagrada Família", "Gaudí", "Barcelona", "Barcelona sights", "modernisme"],
    },
    sections: {
      intro: {
        bg: "Отвън Саграда Фамилия прилича на огромен пясъчен замък с кули и кранове, а отвътре – на каменна гора, през която се процежда цветна светлина. Това е сграда, която дори хората, които не се интересуват от архитектура, запомнят завинаги.",
        en: "From outside the Sagrada Família looks like a giant sandcastle of towers and cranes; inside it is a stone forest filled with coloured light. Even people with no interest in architecture remember it for ever.",
      },
      context: {
        bg: "Строежът започва през 1882 г., а година по-късно проектът е поверен на младия Антони Гауди, който му посвещава остатъка от живота си. При смъртта му през 1926 г. е завършена само малка част от храма. През 2010 г. папа Бенедикт XVI го освещава като базилика, а работата продължава и днес, финансирана от продадените билети и дарения.",
        en: "Construction began in 1882, and a year later the project passed to the young Antoni Gaudí, who devoted the rest of his life to it. When he died in 1926 only a small part of the church was finished. In 2010 Pope Benedict XVI consecrated it as a basilica, and work continues today, funded by ticket sales and donations.",
      },
      highlights: {
        bg: "Сравнете фасадата на Рождество Христово, завършена още приживе на Гауди, със строгата фасада на Страстите. Вътре колоните се разклоняват като дървета, а витражите обагрят залата в синьо и зелено от едната страна и в оранжево и червено от другата. С допълнителен билет можете да се качите в една от кулите и да погледнете Барселона отвисоко.",
        en: "Compare the Nativity façade, completed in Gaudí's lifetime, with the austere Passion façade. Inside, the columns branch out like trees, and the stained glass bathes the nave in blue and green on one side and orange and red on the other. With an extra ticket you can go up one of the towers and look out over Barcelona.",
      },
      practical: {
        bg: "Билети се продават с определен час на официалния сайт и често се разпродават седмици напред, затова не разчитайте на касата. Следобедът е най-красив заради залязващото слънце през западните витражи. Облечете се прилично – с покрити рамене, и оставете големите раници в хотела.",
        en: "Tickets are sold with a set entry time on the official website and often sell out weeks ahead, so don't count on the ticket office. Late afternoon is the most beautiful time, with the setting sun streaming through the western windows. Dress modestly with covered shoulders, and leave large backpacks at the hotel.",
      },
      gettingThere: {
        bg: "От летище Ел Прат автобусът Aerobus стига до площад Каталуня, откъдето с метро L3 до Diagonal и L5 продължавате до Sagrada Família. Друг вариант е влакът R2 Nord до Passeig de Gràcia и оттам метро L2. От площад Каталуня пеша се стига за около 25–30 минути.",
        en: "From El Prat Airport the Aerobus runs to Plaça de Catalunya, where you take metro L3 to Diagonal and L5 on to Sagrada Família. Alternatively, take the R2 Nord train to Passeig de Gràcia and then metro L2. From Plaça de Catalunya it is about a 25–30 minute walk.",
      },
      nearby: {
        bg: "Най-хубавата снимка на базиликата се прави от езерото на площад Гауди. По булевард Гауди за около 10 минути стигате до модернисткия комплекс Сант Пау – бивша болница, също обект на ЮНЕСКО.",
        en: "The best photo of the basilica is from the pond in Plaça de Gaudí. Along Avinguda de Gaudí, in about 10 minutes you reach the Sant Pau Recinte Modernista, a former hospital that is also a UNESCO site.",
      },
    },
    faq: [
      {
        question: { bg: "Кога ще бъде завършена Саграда Фамилия?", en: "When will the Sagrada Família be finished?" },
        answer: {
          bg: "Главните кули се довършват през последните години, но окончателната дата за цялата сграда, включително главната фасада, не е фиксирана. Следете официалния сайт на базиликата.",
          en: "The main towers are being completed in recent years, but there is no fixed date for the whole building, including the main façade. Follow the basilica's official website.",
        },
      },
      {
        question: { bg: "Заслужава ли си билетът за кулите?", en: "Is the tower ticket worth it?" },
        answer: {
          bg: "Ако не се страхувате от височини и тесни вити стълби – да. Слизането обикновено е пеша, а местата са ограничени, затова ги резервирайте заедно с основния билет.",
          en: "If you don't mind heights and narrow spiral stairs, yes. The way down is usually on foot and places are limited, so book them together with the main ticket.",
        },
      },
    ],
    wikidataId: "Q48435",
  },
  {
    destinationIata: "BCN",
    name: { bg: "Парк Гюел", en: "Park Güell" },
    slug: { bg: "park-gyuel", en: "park-guell" },
    description: {
      bg: "Приказен парк на Гауди на хълма над квартал Грасия, с мозаечни пейки, пъстър гущер и изглед към целия град и морето.",
      en: "Gaudí's fairy-tale park on the hill above Gràcia, with mosaic benches, a colourful lizard and views over the whole city to the sea.",
    },
    latitude: 41.4145,
    longitude: 2.1527,
    distanceKm: 3.4,
    transportInfo: {
      bg: "От метростанциите Lesseps или Vallcarca (линия L3) има 15–20 минути изкачване, отчасти с ескалатори; автобусите 24 и V19 спират близо до входовете.",
      en: "From Lesseps or Vallcarca metro stations (line L3) it is a 15–20 minute climb, partly by escalator; buses 24 and V19 stop close to the entrances.",
    },
    selectionReason: {
      bg: "Най-забавната и цветна творба на Гауди, съчетана с разходка сред природата и една от най-хубавите гледки към Барселона.",
      en: "Gaudí's most playful and colourful work, combined with a walk in nature and one of the best views of Barcelona.",
    },
    seoTitle: {
      bg: "Парк Гюел в Барселона – билети и как да стигнете",
      en: "Park Güell Barcelona: Tickets and How to Get There",
    },
    seoDescription: {
      bg: "Парк Гюел: Монументалната зона с мозаечната пейка и гущера, билети с час, най-лесният път нагоре и какво да видите наоколо.",
      en: "Park Güell: the Monumental Zone with the mosaic bench and the lizard, timed tickets, the easiest way up and what to see nearby.",
    },
    keywords: {
      bg: ["Парк Гюел", "Гауди", "Барселона", "гледка към Барселона"],
      en: ["Park Güell", "Gaudí", "Barcelona", "Barcelona viewpoint"],
    },
    sections: {
      intro: {
        bg: "Парк Гюел е мястото, където архитектурата на Гауди се слива с природата. Колони, наподобяващи стволове на дървета, вълнообразни пейки и къщички като от приказка правят разходката тук преживяване и за деца, и за възрастни.",
        en: "Park Güell is where Gaudí's architecture merges with nature. Columns like tree trunks, wavy benches and gingerbread-like houses make a walk here a treat for children and adults alike.",
      },
      context: {
        bg: "Паркът е замислен в началото на XX век от индустриалеца Еусеби Гюел като луксозен жилищен квартал, проектиран от Гауди. Проектът се проваля – построени са само две къщи, а през 1926 г. градът превръща терена в обществен парк. От 1984 г. Парк Гюел е част от световното наследство на ЮНЕСКО.",
        en: "The park was conceived in the early 20th century by the industrialist Eusebi Güell as an upmarket housing estate designed by Gaudí. The project failed – only two houses were built – and in 1926 the city turned the grounds into a public park. Since 1984 Park Güell has been part of UNESCO's World Heritage.",
      },
      highlights: {
        bg: "В Монументалната зона ще видите мозаечния гущер на главното стълбище, Хипостилната зала с нейните 86 колони и вълнообразната пейка на площада, откъдето се вижда морето. Двете павилиончета на входа приличат на къщичките от „Хензел и Гретел“. В къщата, където е живял Гауди, днес има музей с отделен вход.",
        en: "In the Monumental Zone you'll see the mosaic lizard on the main stairway, the Hypostyle Room with its 86 columns and the serpentine bench on the terrace with a view to the sea. The two pavilions at the entrance look like something out of Hansel and Gretel. The house where Gaudí lived is now a museum with separate admission.",
      },
      practical: {
        bg: "Монументалната зона е достъпна само с билет с определен час, който е добре да купите онлайн няколко дни по-рано. Останалата част от парка е свободна за разходка. Най-приятно е сутрин, когато светлината е мека и още не е горещо, а удобните обувки са задължителни заради стръмните пътеки.",
        en: "The Monumental Zone can only be visited with a timed ticket, best bought online a few days in advance. The rest of the park is free to wander. Mornings are most pleasant, with soft light and before the heat, and comfortable shoes are a must on the steep paths.",
      },
      gettingThere: {
        bg: "От летище Ел Прат вземете Aerobus до площад Каталуня и оттам метро L3 до Lesseps или Vallcarca. От центъра автобус 24 тръгва от площад Каталуня и ви оставя близо до входа, без да се изкачвате пеша.",
        en: "From El Prat Airport take the Aerobus to Plaça de Catalunya and then metro L3 to Lesseps or Vallcarca. From the centre, bus 24 leaves from Plaça de Catalunya and drops you close to the entrance, saving you the climb.",
      },
      nearby: {
        bg: "Надолу по хълма е кварталът Грасия с малки площади, барове и местна атмосфера. Близо до метростанция Fontana е Каса Висенс – първата къща, проектирана от Гауди, а за залез можете да се изкачите до Бункерите на Кармел.",
        en: "Down the hill is the Gràcia district, with small squares, bars and a local feel. Near Fontana metro station is Casa Vicens, the first house Gaudí designed, and for sunset you can climb to the Bunkers del Carmel.",
      },
    },
    faq: [
      {
        question: { bg: "Целият парк ли е с билет?", en: "Do you need a ticket for the whole park?" },
        answer: {
          bg: "Не. Билет се изисква само за Монументалната зона с мозаечната пейка и гущера; горските пътеки и останалата част от парка са свободни.",
          en: "No. A ticket is only needed for the Monumental Zone with the mosaic bench and the lizard; the woodland paths and the rest of the park are free.",
        },
      },
      {
        question: { bg: "Как да избегна стръмното изкачване?", en: "How can I avoid the steep climb?" },
        answer: {
          bg: "Вземете автобус 24 от площад Каталуня или слезте на метростанция Vallcarca, откъдето част от пътя нагоре минава с ескалатори.",
          en: "Take bus 24 from Plaça de Catalunya or get off at Vallcarca metro station, from where part of the way up is served by escalators.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "BCN",
    name: { bg: "Каса Батльо", en: "Casa Batlló" },
    slug: { bg: "kasa-batlio", en: "casa-batllo" },
    description: {
      bg: "Къщата на Гауди на Пасейч де Грасия с фасада от цветна мозайка, балкони като маски и покрив, наподобяващ гърба на дракон.",
      en: "Gaudí's house on Passeig de Gràcia, with a façade of colourful mosaic, balconies like masks and a roof resembling a dragon's back.",
    },
    latitude: 41.3917,
    longitude: 2.1649,
    distanceKm: 0.7,
    transportInfo: {
      bg: "Метростанция Passeig de Gràcia (линии L2, L3 и L4) е на две минути пеша; на същото място спират и влаковете Rodalies.",
      en: "Passeig de Gràcia metro station (lines L2, L3 and L4) is two minutes' walk away; Rodalies trains also stop there.",
    },
    selectionReason: {
      bg: "Най-приказната жилищна сграда на Гауди, в самия център и удобна за посещение дори при кратък престой.",
      en: "Gaudí's most imaginative residential building, right in the centre and easy to visit even on a short stay.",
    },
    seoTitle: {
      bg: "Каса Батльо – къщата дракон на Гауди",
      en: "Casa Batlló: Gaudí's Dragon House in Barcelona",
    },
    seoDescription: {
      bg: "Каса Батльо в Барселона: фасадата, покривът дракон, билети с час и вечерни посещения. Съвети и какво да видите по Пасейч де Грасия.",
      en: "Casa Batlló in Barcelona: the façade, the dragon roof, timed tickets and evening visits. Tips and what else to see on Passeig de Gràcia.",
    },
    keywords: {
      bg: ["Каса Батльо", "Гауди", "Пасейч де Грасия", "Барселона"],
      en: ["Casa Batlló", "Gaudí", "Passeig de Gràcia", "Barcelona modernisme"],
    },
    sections: {
      intro: {
        bg: "Каса Батльо е една от онези сгради, пред които минувачите спират неволно. Фасадата блести като рибени люспи, а вътре няма почти нито една права линия – всичко тече като вода.",
        en: "Casa Batlló is one of those buildings that make passers-by stop without meaning to. The façade shimmers like fish scales, and inside there is hardly a straight line – everything flows like water.",
      },
      context: {
        bg: "Гауди преустройва съществуваща сграда за текстилния индустриалец Жузеп Батльо между 1904 и 1906 г. Къщата е част от т.нар. „Квартал на раздора“ на Пасейч де Грасия, където модернистки архитекти са се съревновавали с фасадите си. От 2005 г. е обект на ЮНЕСКО.",
        en: "Gaudí remodelled an existing building for the textile industrialist Josep Batlló between 1904 and 1906. The house is part of the so-called Block of Discord on Passeig de Gràcia, where modernista architects competed with their façades. It has been a UNESCO site since 2005.",
      },
      highlights: {
        bg: "Благородният етаж с големите прозорци към булеварда, вътрешният двор, облицован с плочки в различни нюанси на синьото, и покривът с „гърба на дракона“ и мозаечните комини са задължителни. Много хора виждат във фасадата легендата за Свети Георги – покровителя на Каталуния – и убития от него дракон. През лятото на покрива се организират вечерни концерти.",
        en: "The main floor with its large windows onto the boulevard, the light well tiled in shades of blue and the roof with its 'dragon's back' and mosaic chimneys are must-sees. Many see in the façade the legend of Saint George slaying the dragon – Catalonia's patron saint. In summer there are evening concerts on the roof.",
      },
      practical: {
        bg: "Къщата е отворена всеки ден, а билетите с час е най-добре да купите онлайн. Посещението е с аудиогид или смартгид с добавена реалност, включен в билета. Сутрин след отварянето и вечер е по-спокойно, а пълната обиколка отнема около час.",
        en: "The house is open every day, and timed tickets are best bought online. The visit comes with an audio guide or augmented-reality smart guide included in the ticket. It is quieter just after opening and in the evening, and the full visit takes about an hour.",
      },
      gettingThere: {
        bg: "От летище Ел Прат Aerobus ви оставя на площад Каталуня, откъдето до къщата пеша са около 7 минути нагоре по Пасейч де Грасия. Влакът R2 Nord спира директно на гара Passeig de Gràcia.",
        en: "From El Prat Airport the Aerobus drops you at Plaça de Catalunya, about a 7-minute walk up Passeig de Gràcia to the house. The R2 Nord train stops directly at Passeig de Gràcia station.",
      },
      nearby: {
        bg: "Съседната Каса Аматлер е друг модернистки шедьовър, а на пет минути пеша нагоре по булеварда е Каса Мила, известна като Ла Педрера. Надолу Пасейч де Грасия води до площад Каталуня и началото на Рамбла.",
        en: "Next door, Casa Amatller is another modernista masterpiece, and five minutes further up the boulevard is Casa Milà, known as La Pedrera. Downhill, Passeig de Gràcia leads to Plaça de Catalunya and the top of La Rambla.",
      },
    },
    faq: [
      {
        question: {
          bg: "Каса Батльо или Ла Педрера – коя да избера?",
          en: "Casa Batlló or La Pedrera – which should I choose?",
        },
        answer: {
          bg: "Каса Батльо е по-цветна и театрална, а Ла Педрера впечатлява с покрива си и показва как се е живяло в сградата. Ако имате време само за една, повечето посетители избират Каса Батльо.",
          en: "Casa Batlló is more colourful and theatrical, while La Pedrera impresses with its roof and shows how people lived in the building. If you only have time for one, most visitors pick Casa Batlló.",
        },
      },
      {
        question: { bg: "Може ли да се види вечер?", en: "Can I visit in the evening?" },
        answer: {
          bg: "Да, къщата работи до вечерта, а през топлите месеци има посещения с концерт на покрива. Вечер фасадата е красиво осветена.",
          en: "Yes, the house stays open into the evening, and in the warmer months there are visits with a concert on the roof. At night the façade is beautifully lit.",
        },
      },
    ],
    wikidataId: null,
  },

  // ── Milan ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    destinationIata: "MIL",
    name: { bg: "Миланската катедрала", en: "Milan Cathedral" },
    slug: { bg: "milanskata-katedrala", en: "milan-cathedral" },
    description: {
      bg: "Дуомото на Милано – огромна готическа катедрала от бял мрамор с над сто кули, по чиито покриви можете да се разхождате.",
      en: "Milan's Duomo, a vast Gothic cathedral of white marble with more than a hundred spires, whose roofs you can walk on.",
    },
    latitude: 45.4642,
    longitude: 9.1917,
    distanceKm: 0.1,
    transportInfo: {
      bg: "Метростанция Duomo (линии M1 и M3) излиза директно на площада пред катедралата.",
      en: "Duomo metro station (lines M1 and M3) exits directly onto the square in front of the cathedral.",
    },
    selectionReason: {
      bg: "Символът на Милано и една от най-големите църкви в света, с неповторима разходка сред мраморните кули на покрива.",
      en: "The symbol of Milan and one of the largest churches in the world, with a unique walk among the marble spires on the roof.",
    },
    seoTitle: {
      bg: "Миланската катедрала – терасите на Дуомото",
      en: "Milan Cathedral: Duomo Rooftop Terraces and Tips",
    },
    seoDescription: {
      bg: "Миланската катедрала: билети за Дуомото и терасите на покрива, стълби или асансьор, облекло и как да стигнете от Малпенса и Бергамо.",
      en: "Milan Cathedral: tickets for the Duomo and its rooftop terraces, stairs or lift, dress code and how to get there from Malpensa and Bergamo.",
    },
    keywords: {
      bg: ["Миланската катедрала", "Дуомо", "Милано", "терасите на Дуомото"],
      en: ["Milan Cathedral", "Duomo di Milano", "Milan", "Duomo rooftop"],
    },
    sections: {
      intro: {
        bg: "Когато излезете от метрото на площад Дуомо, катедралата изпълва цялото ви зрително поле. Бялата мраморна фасада, осеяна със статуи и кули, е най-разпознаваемата гледка в Милано.",
        en: "As you come out of the metro onto Piazza del Duomo, the cathedral fills your entire field of view. The white marble façade, bristling with statues and spires, is Milan's most recognisable sight.",
      },
      context: {
        bg: "Строежът започва през 1386 г. и продължава почти шест века – фасадата е завършена едва по времето на Наполеон, в началото на XIX век, а последните детайли са добавени през XX век. Мраморът е докаран от кариерите на Кандолия край езерото Маджоре. На най-високата кула от 1774 г. стои позлатената статуя на Мадоната, наричана от миланчани Мадонина.",
        en: "Construction began in 1386 and lasted almost six centuries – the façade was only completed under Napoleon in the early 19th century, and the last details were added in the 20th century. The marble came from the Candoglia quarries near Lake Maggiore. Since 1774 the gilded statue of the Virgin, which the Milanese call the Madonnina, has topped the highest spire.",
      },
      highlights: {
        bg: "Вътре обърнете внимание на огромните витражи, на статуята на Свети Вартоломей с одраната кожа, метната като наметало, и на археологическата зона под площада. Връхната точка е разходката по терасите на покрива, сред каменните кули и статуи, с изглед към Алпите в ясни дни. Към катедралата има и музей с оригинални скулптури.",
        en: "Inside, look for the huge stained-glass windows, the statue of Saint Bartholomew with his flayed skin draped like a cloak and the archaeological area beneath the square. The highlight is the walk on the rooftop terraces among the stone spires and statues, with views of the Alps on clear days. There is also a cathedral museum with original sculptures.",
      },
      practical: {
        bg: "Катедралата е отворена всеки ден; билетите за храма, терасите и музея се продават поотделно или в комбинирани пакети, като е най-добре да ги купите онлайн. До терасите се качвате по стълби или с асансьор срещу по-висока цена. Раменете и коленете трябва да са покрити, а на входа има проверка за сигурност.",
        en: "The cathedral is open every day; tickets for the church, the terraces and the museum are sold separately or as combined passes, best bought online. You reach the terraces by stairs or, for a higher price, by lift. Shoulders and knees must be covered, and there is a security check at the entrance.",
      },
      gettingThere: {
        bg: "От Малпенса влакът Malpensa Express стига до гарите Cadorna и Centrale, откъдето метро M1 или M3 ви отвежда до Duomo. От летище Бергамо (Орио ал Серио) автобусите стигат до гара Centrale, а оттам с M3 сте на площада за десетина минути. От Линате новата линия M4 стига до San Babila, на няколко минути пеша от катедралата.",
        en: "From Malpensa the Malpensa Express runs to Cadorna and Centrale stations, where metro M1 or M3 takes you to Duomo. From Bergamo (Orio al Serio) Airport, buses go to Milano Centrale, and from there the M3 gets you to the square in about ten minutes. From Linate the new M4 line runs to San Babila, a few minutes' walk from the cathedral.",
      },
      nearby: {
        bg: "На една крачка е Галерията „Виктор Емануил II“, през която се стига до операта Ла Скала. От другата страна на площада е Кралският дворец с временни изложби, а Музеят на XX век предлага хубава гледка към катедралата.",
        en: "A step away is the Galleria Vittorio Emanuele II, which leads to La Scala opera house. On the other side of the square is the Palazzo Reale with temporary exhibitions, and the Museo del Novecento offers a fine view of the cathedral.",
      },
    },
    faq: [
      {
        question: { bg: "Заслужава ли си качването на терасите?", en: "Are the rooftop terraces worth it?" },
        answer: {
          bg: "Да, това е най-запомнящата се част от посещението. Ходенето сред мраморните кули е уникално преживяване, а в ясен ден се виждат и Алпите.",
          en: "Yes, it's the most memorable part of the visit. Walking among the marble spires is a unique experience, and on a clear day you can see the Alps.",
        },
      },
      {
        question: { bg: "Може ли да вляза в катедралата безплатно?", en: "Can I enter the cathedral for free?" },
        answer: {
          bg: "За туристи входът е с билет; безплатно може да се влезе само за богослужение, през отделен вход и без разглеждане. Билетът е необходим и за терасите.",
          en: "Tourist entry requires a ticket; you can only enter free of charge to attend Mass, through a separate entrance and without sightseeing. The terraces also need a ticket.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "MIL",
    name: { bg: "Галерията „Виктор Емануил II“", en: "Galleria Vittorio Emanuele II" },
    slug: { bg: "galeriyata-viktor-emanuil-ii", en: "galleria-vittorio-emanuele-ii" },
    description: {
      bg: "Елегантен покрит пасаж от XIX век със стъклен купол, който свързва площад Дуомо с площада пред операта Ла Скала.",
      en: "An elegant 19th-century covered arcade with a glass dome, linking Piazza del Duomo with the square in front of La Scala.",
    },
    latitude: 45.4656,
    longitude: 9.19,
    distanceKm: 0.2,
    transportInfo: {
      bg: "Метростанция Duomo (линии M1 и M3) е на няколко крачки от входа откъм площада.",
      en: "Duomo metro station (lines M1 and M3) is a few steps from the entrance on the square.",
    },
    selectionReason: {
      bg: "Един от най-старите търговски пасажи в света и безплатна забележителност в самия център на Милано.",
      en: "One of the oldest shopping arcades in the world and a free landmark in the very centre of Milan.",
    },
    seoTitle: {
      bg: "Галерията „Виктор Емануил II“ в Милано",
      en: "Galleria Vittorio Emanuele II: Milan's Arcade",
    },
    seoDescription: {
      bg: "Галерията „Виктор Емануил II“ в Милано: стъкленият купол, мозайката с бика, историческите кафенета и разходка по покрива.",
      en: "The Galleria Vittorio Emanuele II in Milan: the glass dome, the bull mosaic, the historic cafés and the rooftop walk.",
    },
    keywords: {
      bg: ["Галерията Виктор Емануил II", "Милано", "пазаруване в Милано", "Ла Скала"],
      en: ["Galleria Vittorio Emanuele II", "Milan", "shopping in Milan", "La Scala"],
    },
    sections: {
      intro: {
        bg: "Миланчани наричат галерията „салона на Милано“ и не без основание. Под стъкления купол се разхождат туристи, бизнесмени и модни почитатели, а витрините на луксозните марки се редуват с исторически кафенета.",
        en: "The Milanese call the Galleria 'the city's drawing room', and with good reason. Under the glass dome, tourists, business people and fashion lovers stroll past luxury windows and historic cafés.",
      },
      context: {
        bg: "Галерията е проектирана от архитекта Джузепе Менгони и построена между 1865 и 1877 г., като е наречена на първия крал на обединена Италия. Менгони загива, падайки от скеле, малко преди откриването. Под купола се пресичат две покрити улици, които образуват кръст.",
        en: "The Galleria was designed by the architect Giuseppe Mengoni and built between 1865 and 1877, named after the first king of unified Italy. Mengoni died in a fall from the scaffolding shortly before it opened. Beneath the dome two covered streets cross to form a cross.",
      },
      highlights: {
        bg: "В центъра на пода потърсете мозайката с бика – символът на Торино. Според традицията трябва да завъртите пета върху нея, за да ви върви. Погледнете и мозайките под купола, символизиращи континентите, а за гледка отгоре можете да минете по пешеходната пътека по покрива на галерията срещу билет.",
        en: "In the centre of the floor, look for the mosaic of the bull, the emblem of Turin. Tradition says you should spin on your heel on it for good luck. Look up at the mosaics beneath the dome representing the continents, and for a view from above you can take the paid walkway along the Galleria's roof.",
      },
      practical: {
        bg: "Галерията е обществена улица и се минава свободно по всяко време, а магазините и кафенетата работят по собствено работно време. Кафе в историческите заведения е скъпо, но си струва поне веднъж заради обстановката. Вечер, когато светлините са запалени, е особено красиво.",
        en: "The Galleria is a public street and open at all times, while the shops and cafés keep their own hours. Coffee in the historic cafés is expensive but worth it at least once for the setting. In the evening, with the lights on, it is especially beautiful.",
      },
      gettingThere: {
        bg: "От Малпенса вземете Malpensa Express до Cadorna и метро M1 до Duomo, а от Бергамо – автобус до гара Centrale и метро M3 до Duomo. От Линате линия M4 ви отвежда до San Babila, откъдето пеша са около 10 минути.",
        en: "From Malpensa take the Malpensa Express to Cadorna and metro M1 to Duomo, and from Bergamo a bus to Centrale station and metro M3 to Duomo. From Linate the M4 line takes you to San Babila, about a 10-minute walk away.",
      },
      nearby: {
        bg: "Северният изход води право към операта Ла Скала и нейния музей. Катедралата е точно срещу южния вход, а на няколко минути пеша са модните улици Виа Монтенаполеоне и Виа дела Спига.",
        en: "The northern exit leads straight to La Scala opera house and its museum. The cathedral is right opposite the southern entrance, and a few minutes' walk away are the fashion streets Via Montenapoleone and Via della Spiga.",
      },
    },
    faq: [
      {
        question: { bg: "Има ли вход за галерията?", en: "Is there an entry fee for the Galleria?" },
        answer: {
          bg: "Не, галерията е обществен пасаж и влизането е свободно. Плаща се само разходката по покрива.",
          en: "No, the Galleria is a public arcade and free to enter. Only the rooftop walk is paid.",
        },
      },
      {
        question: { bg: "Какво е значението на бика на пода?", en: "What is the meaning of the bull on the floor?" },
        answer: {
          bg: "Бикът е гербът на Торино, един от градовете, изобразени в мозайките. Завъртането на пета върху него се смята за знак на късмет.",
          en: "The bull is the emblem of Turin, one of the cities shown in the mosaics. Spinning on your heel on it is said to bring good luck.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "MIL",
    name: { bg: "„Тайната вечеря“ на Леонардо", en: "The Last Supper" },
    slug: { bg: "tainata-vecherya-na-leonardo", en: "the-last-supper" },
    description: {
      bg: "Стенописът на Леонардо да Винчи в трапезарията на манастира към църквата Санта Мария деле Грацие – едно от най-известните произведения на изкуството в света.",
      en: "Leonardo da Vinci's wall painting in the refectory of the convent of Santa Maria delle Grazie, one of the most famous works of art in the world.",
    },
    latitude: 45.466,
    longitude: 9.1708,
    distanceKm: 1.5,
    transportInfo: {
      bg: "Метростанциите Conciliazione (M1) и Cadorna (M1 и M2) са на около 10 минути пеша; трамвай 16 спира на Корсо Маджента, точно пред църквата.",
      en: "Conciliazione (M1) and Cadorna (M1 and M2) metro stations are about a 10-minute walk away; tram 16 stops on Corso Magenta right in front of the church.",
    },
    selectionReason: {
      bg: "Шедьовър на Ренесанса, който се вижда само с малки групи и за кратко, затова посещението е истинско събитие.",
      en: "A Renaissance masterpiece seen only in small groups and for a short time, which makes every visit a real event.",
    },
    seoTitle: {
      bg: "„Тайната вечеря“ в Милано – как да вземете билет",
      en: "The Last Supper in Milan: How to Get Tickets",
    },
    seoDescription: {
      bg: "Как да видите „Тайната вечеря“ на Леонардо в Милано: резервации, продължителност на посещението, църквата Санта Мария деле Грацие и транспорт.",
      en: "How to see Leonardo's Last Supper in Milan: bookings, visit length, the church of Santa Maria delle Grazie and public transport.",
    },
    keywords: {
      bg: ["Тайната вечеря", "Леонардо да Винчи", "Санта Мария деле Грацие", "Милано"],
      en: ["The Last Supper", "Leonardo da Vinci", "Santa Maria delle Grazie", "Cenacolo Vinciano", "Milan"],
    },
    sections: {
      intro: {
        bg: "Малко произведения на изкуството са толкова известни и толкова трудни за виждане като „Тайната вечеря“. Влизате на малка група, минавате през няколко стъклени шлюза и изведнъж се озовавате пред стената, на която Леонардо е изобразил момента, в който Христос съобщава, че един от апостолите ще го предаде.",
        en: "Few works of art are as famous, or as hard to see, as The Last Supper. You enter in a small group, pass through several glass airlocks and suddenly stand before the wall on which Leonardo captured the moment Christ announces that one of the apostles will betray him.",
      },
      context: {
        bg: "Леонардо рисува творбата приблизително между 1495 и 1498 г. по поръчка на миланския херцог Лудовико Сфорца. Вместо класическата техника на фреската върху мокра мазилка той експериментира с темпера върху суха стена и боята започва да се лющи още приживе на художника. Стената оцелява при бомбардировките през 1943 г., защитена с чували с пясък, а последната голяма реставрация приключва през 1999 г.",
        en: "Leonardo painted the work roughly between 1495 and 1498, commissioned by the Duke of Milan, Ludovico Sforza. Instead of true fresco on wet plaster he experimented with tempera on a dry wall, and the paint began to flake in his own lifetime. The wall survived the 1943 bombing protected by sandbags, and the last major restoration was completed in 1999.",
      },
      highlights: {
        bg: "Обърнете внимание как апостолите са групирани по трима и как перспективата води погледа право към Христос в центъра. На срещуположната стена е „Разпятие“ на Джовани Донато да Монторфано, което често остава незабелязано. Отделете време и за самата църква Санта Мария деле Грацие с ренесансовата трибуна на Браманте – заедно с „Тайната вечеря“ тя е обект на ЮНЕСКО.",
        en: "Notice how the apostles are grouped in threes and how the perspective draws your eye straight to Christ in the centre. On the opposite wall is Giovanni Donato da Montorfano's Crucifixion, which often goes unnoticed. Take time for the church of Santa Maria delle Grazie itself, with Bramante's Renaissance tribune – together with The Last Supper it is a UNESCO site.",
      },
      practical: {
        bg: "Посещението е само с предварителна резервация, в малки групи и за около 15 минути. Билетите се пускат онлайн на етапи и се разпродават много бързо, затова следете официалния сайт седмици преди пътуването; алтернатива са организираните обиколки, които включват вход. Елате поне 20 минути преди часа си, за да вземете билета.",
        en: "Visits are by advance booking only, in small groups, for about 15 minutes. Tickets are released online in batches and sell out very quickly, so watch the official website weeks before your trip; guided tours that include entry are an alternative. Arrive at least 20 minutes before your slot to collect your ticket.",
      },
      gettingThere: {
        bg: "От Малпенса Malpensa Express пристига на гара Cadorna, откъдето до църквата пеша са около 10 минути. От Бергамо автобусът стига до гара Centrale, а оттам метро M2 ви отвежда до Cadorna. От катедралата трамвай 16 спира точно пред църквата.",
        en: "From Malpensa the Malpensa Express arrives at Cadorna station, about a 10-minute walk from the church. From Bergamo the bus goes to Centrale station, where metro M2 takes you to Cadorna. From the cathedral, tram 16 stops right in front of the church.",
      },
      nearby: {
        bg: "Срещу църквата е Каза дели Ателани с градината, в която е растяло лозето на Леонардо. На около 10 минути пеша са базиликата Сант Амброджо и Музеят на науката и техниката „Леонардо да Винчи“, а замъкът Сфорца е малко по-нататък.",
        en: "Opposite the church is the Casa degli Atellani, whose garden holds Leonardo's vineyard. About 10 minutes' walk away are the Basilica of Sant'Ambrogio and the Leonardo da Vinci Museum of Science and Technology, with Sforza Castle a little further on.",
      },
    },
    faq: [
      {
        question: { bg: "Колко време трае посещението?", en: "How long does the visit last?" },
        answer: {
          bg: "Около 15 минути пред самата творба. Времето е ограничено, за да се пази стенописът от влагата и прахта, които посетителите внасят.",
          en: "About 15 minutes in front of the painting itself. Time is limited to protect the wall from the humidity and dust that visitors bring in.",
        },
      },
      {
        question: { bg: "Какво да направя, ако билетите са свършили?", en: "What if tickets are sold out?" },
        answer: {
          bg: "Проверявайте официалния сайт за освободени места или изберете организирана обиколка с включен вход. Понякога освободени места се появяват в последния момент.",
          en: "Keep checking the official website for released places, or choose a guided tour that includes entry. Places freed up by cancellations sometimes appear at the last minute.",
        },
      },
    ],
    wikidataId: "Q128910",
  },

  // ── Istanbul ────────────────────────────────────────────────────────────────────────────────────────────────
  {
    destinationIata: "IST",
    name: { bg: "Света София", en: "Hagia Sophia" },
    slug: { bg: "sveta-sofiya", en: "hagia-sophia" },
    description: {
      bg: "Византийската катедрала от VI век, превърната в джамия, която почти хиляда години е била най-голямата църква в света. Куполът ѝ и днес изумява с размерите си.",
      en: "The 6th-century Byzantine cathedral turned mosque, which for almost a thousand years was the largest church in the world. Its dome still astonishes with its size.",
    },
    latitude: 41.0086,
    longitude: 28.9802,
    distanceKm: 0.4,
    transportInfo: {
      bg: "Трамвай T1 до спирка Sultanahmet, откъдето до входа пеша са две-три минути.",
      en: "Tram T1 to the Sultanahmet stop, two or three minutes' walk from the entrance.",
    },
    selectionReason: {
      bg: "Сграда, в която се преплитат Византия и Османската империя, и най-важната забележителност на Истанбул.",
      en: "A building where Byzantium and the Ottoman Empire meet, and Istanbul's most important landmark.",
    },
    seoTitle: {
      bg: "Света София в Истанбул – вход, облекло и съвети",
      en: "Hagia Sophia Istanbul: Entry, Dress Code and Tips",
    },
    seoDescription: {
      bg: "Света София в Истанбул: история, как се посещава днес като джамия, билет за галерията, облекло и как да стигнете от летищата.",
      en: "Hagia Sophia in Istanbul: its history, how to visit it today as a mosque, the gallery ticket, dress code and how to get there from the airports.",
    },
    keywords: {
      bg: ["Света София", "Истанбул", "Султанахмет", "Айя София"],
      en: ["Hagia Sophia", "Istanbul", "Sultanahmet", "Ayasofya"],
    },
    sections: {
      intro: {
        bg: "Света София е сградата, която най-добре разказва историята на Истанбул – от Константинопол до днешния мегаполис. Огромният купол, който сякаш се носи във въздуха, християнските мозайки и османските калиграфски медальони съжителстват под един покрив.",
        en: "Hagia Sophia is the building that best tells the story of Istanbul, from Constantinople to today's megacity. The huge dome that seems to float in the air, the Christian mosaics and the Ottoman calligraphic roundels share a single roof.",
      },
      context: {
        bg: "Храмът е построен между 532 и 537 г. по заповед на император Юстиниан от архитектите Антемий от Трал и Исидор от Милет. След завладяването на Константинопол през 1453 г. е превърнат в джамия, през 1934 г. става музей, а от 2020 г. отново е действаща джамия. Историческият център на Истанбул, от който е част, е обект на ЮНЕСКО.",
        en: "The church was built between 532 and 537 on the orders of Emperor Justinian by the architects Anthemius of Tralles and Isidore of Miletus. After the conquest of Constantinople in 1453 it became a mosque, in 1934 a museum, and since 2020 it has again been a working mosque. The Historic Areas of Istanbul, of which it is part, are a UNESCO World Heritage Site.",
      },
      highlights: {
        bg: "От горната галерия се вижда целият купол и огромните кръгли медальони с имената на Аллах, пророка Мохамед и първите халифи. Там са и византийските мозайки, сред които е прочутата мозайка Деисис с Христос, Богородица и Йоан Кръстител. Разгледайте и мраморната Плачеща колона, както и преддверието с мозайката на Богородица с Младенеца.",
        en: "From the upper gallery you see the whole dome and the huge roundels bearing the names of Allah, the Prophet Muhammad and the first caliphs. Here too are the Byzantine mosaics, including the famous Deësis with Christ, the Virgin and John the Baptist. Also look for the marble Weeping Column and the vestibule with its mosaic of the Virgin and Child.",
      },
      practical: {
        bg: "От 2024 г. чуждестранните туристи влизат срещу билет през отделен вход и разглеждат храма от горната галерия, а приземният етаж е за молитва. Жените покриват косите си, а всички посетители – раменете и коленете. По време на петъчната обедна молитва посещенията може да бъдат спрени, затова най-добре идете рано сутрин в делничен ден.",
        en: "Since 2024 foreign tourists enter with a ticket through a separate entrance and view the building from the upper gallery, while the ground floor is reserved for prayer. Women cover their hair, and all visitors their shoulders and knees. Visits may be paused during Friday midday prayers, so go early on a weekday morning.",
      },
      gettingThere: {
        bg: "От летище Истанбул автобусите Havaist пътуват директно до района на Султанахмет – пътят отнема около час и половина в зависимост от трафика. От Сабиха Гьокчен вземете метро M4 до Кадъкьой, ферибот до Еминьоню и трамвай T1 до Sultanahmet. От Таксим стигате с фуникуляра до Кабаташ и оттам с T1.",
        en: "From Istanbul Airport, Havaist buses go directly to the Sultanahmet area – the trip takes about an hour and a half depending on traffic. From Sabiha Gökçen take the M4 metro to Kadıköy, the ferry to Eminönü and tram T1 to Sultanahmet. From Taksim take the funicular to Kabataş and then T1.",
      },
      nearby: {
        bg: "Срещу Света София е Синята джамия със своите шест минарета и изразци от Изник. На няколко минути пеша е Цистерната Базилика с колоните и главите на Медуза, а на площада на древния Хиподрум стои египетският обелиск на Теодосий.",
        en: "Opposite Hagia Sophia is the Blue Mosque with its six minarets and İznik tiles. A few minutes' walk away is the Basilica Cistern with its columns and Medusa heads, and in the square of the ancient Hippodrome stands the Egyptian obelisk of Theodosius.",
      },
    },
    faq: [
      {
        question: { bg: "Има ли вход за Света София?", en: "Is there an entry fee for Hagia Sophia?" },
        answer: {
          bg: "За чуждестранните туристи – да, от 2024 г. се плаща билет за маршрута през горната галерия. Вярващите, които идват за молитва, влизат безплатно.",
          en: "For foreign tourists, yes – since 2024 a ticket is required for the route through the upper gallery. Worshippers coming to pray enter free of charge.",
        },
      },
      {
        question: { bg: "Трябва ли жените да покриват главата си?", en: "Do women need to cover their heads?" },
        answer: {
          bg: "Да, жените влизат с покрита коса, а облеклото на всички трябва да е прилично. Ако нямате шал, на входа обикновено раздават забрадки.",
          en: "Yes, women enter with their hair covered, and everyone should dress modestly. If you don't have a scarf, they are usually handed out at the entrance.",
        },
      },
    ],
    wikidataId: "Q12506",
  },
  {
    destinationIata: "IST",
    name: { bg: "Дворецът Топкапъ", en: "Topkapı Palace" },
    slug: { bg: "dvorecat-topkapa", en: "topkapi-palace" },
    description: {
      bg: "Резиденцията на османските султани в продължение на почти четири века, разположена на носа между Босфора и Златния рог. Днес е музей със съкровищница и харем.",
      en: "The residence of the Ottoman sultans for almost four centuries, set on the point between the Bosphorus and the Golden Horn. Today it is a museum with a treasury and a harem.",
    },
    latitude: 41.0115,
    longitude: 28.9834,
    distanceKm: 0.8,
    transportInfo: {
      bg: "Трамвай T1 до спирка Gülhane или Sultanahmet, откъдето до Императорската порта пеша са около 10 минути.",
      en: "Tram T1 to the Gülhane or Sultanahmet stop, about a 10-minute walk from the Imperial Gate.",
    },
    selectionReason: {
      bg: "Най-добрият поглед към живота в двора на султаните – с реликви, скъпоценности и гледка към Босфора.",
      en: "The best insight into life at the sultans' court, with relics, jewels and a view of the Bosphorus.",
    },
    seoTitle: {
      bg: "Дворецът Топкапъ – харемът, съкровищницата и съвети",
      en: "Topkapı Palace: Harem, Treasury and Visiting Tips",
    },
    seoDescription: {
      bg: "Дворецът Топкапъ в Истанбул: харемът, съкровищницата, гледката към Босфора, почивният ден и как да стигнете с трамвай T1.",
      en: "Topkapı Palace in Istanbul: the Harem, the Treasury, the Bosphorus view, the weekly closing day and how to get there by tram T1.",
    },
    keywords: {
      bg: ["Топкапъ", "Истанбул", "харемът", "османските султани"],
      en: ["Topkapı Palace", "Istanbul", "Harem", "Ottoman sultans"],
    },
    sections: {
      intro: {
        bg: "Топкапъ не е един дворец, а цял град от дворове, павилиони и градини. Разходката през четирите двора ви отвежда все по-навътре в частния свят на султана – до покои, в които някога са влизали само малцина.",
        en: "Topkapı is not a single palace but a whole town of courtyards, pavilions and gardens. A walk through its four courtyards takes you deeper and deeper into the sultan's private world, to rooms that once only a few could enter.",
      },
      context: {
        bg: "Строежът започва малко след превземането на Константинопол през 1453 г., по заповед на султан Мехмед II. До средата на XIX век, когато султаните се местят в двореца Долмабахче, Топкапъ е център на управлението на Османската империя. През 1924 г., след обявяването на Турската република, е превърнат в музей.",
        en: "Construction began shortly after the conquest of Constantinople in 1453, on the orders of Sultan Mehmed II. Until the mid-19th century, when the sultans moved to Dolmabahçe Palace, Topkapı was the centre of government of the Ottoman Empire. In 1924, after the founding of the Turkish Republic, it became a museum.",
      },
      highlights: {
        bg: "В Съкровищницата блестят диамантът Кашъкчъ и прочутата кама Топкапъ с огромни смарагди. Харемът, в който са живели съпругите, майката на султана и децата, впечатлява с изразците и лабиринта от стаи. Павилионите в четвъртия двор предлагат една от най-хубавите гледки към Босфора и Златния рог.",
        en: "In the Treasury sparkle the Spoonmaker's Diamond and the famous Topkapı Dagger with its huge emeralds. The Harem, home to the wives, the sultan's mother and the children, impresses with its tiles and maze of rooms. The pavilions of the fourth courtyard offer one of the best views of the Bosphorus and the Golden Horn.",
      },
      practical: {
        bg: "Дворецът е затворен във вторник, а през останалите дни работи от сутринта до следобед, като през лятото затваря по-късно. Харемът изисква отделен или комбиниран билет – не го пропускайте. Отделете поне три часа и идете при отварянето, преди да пристигнат организираните групи.",
        en: "The palace is closed on Tuesdays and on other days is open from morning to late afternoon, closing later in summer. The Harem requires a separate or combined ticket – don't skip it. Allow at least three hours and arrive at opening time, before the tour groups.",
      },
      gettingThere: {
        bg: "От летище Истанбул автобус Havaist ви отвежда до Султанахмет, откъдето вървите около 10 минути. От Сабиха Гьокчен вземете метро M4 до Кадъкьой, ферибот до Еминьоню и трамвай T1 до Gülhane. От Таксим стигате с фуникуляра до Кабаташ и с T1 до Gülhane.",
        en: "From Istanbul Airport a Havaist bus takes you to Sultanahmet, about a 10-minute walk away. From Sabiha Gökçen take the M4 metro to Kadıköy, the ferry to Eminönü and tram T1 to Gülhane. From Taksim take the funicular to Kabataş and T1 to Gülhane.",
      },
      nearby: {
        bg: "В първия двор на двореца е византийската църква Света Ирина. Надолу по склона е паркът Гюлхане, бившата дворцова градина, а до него – Археологическите музеи на Истанбул със саркофага на Александър.",
        en: "In the palace's first courtyard stands the Byzantine church of Hagia Irene. Down the slope is Gülhane Park, the former palace garden, and next to it the Istanbul Archaeology Museums with the Alexander Sarcophagus.",
      },
    },
    faq: [
      {
        question: { bg: "В кой ден Топкапъ е затворен?", en: "Which day is Topkapı closed?" },
        answer: {
          bg: "Във вторник. През първия ден на големите религиозни празници също може да е затворен или да работи с намалено работно време.",
          en: "On Tuesdays. It may also be closed or open for shorter hours on the first day of major religious holidays.",
        },
      },
      {
        question: { bg: "Заслужава ли си билетът за харема?", en: "Is the Harem ticket worth it?" },
        answer: {
          bg: "Да – харемът е сред най-красивите части на двореца, с богато украсени зали и изразци. Без него посещението остава непълно.",
          en: "Yes – the Harem is among the most beautiful parts of the palace, with richly decorated halls and tiles. Without it the visit feels incomplete.",
        },
      },
    ],
    wikidataId: "Q170495",
  },
  {
    destinationIata: "IST",
    name: { bg: "Капалъ чарши", en: "Grand Bazaar" },
    slug: { bg: "kapala-charshi", en: "grand-bazaar" },
    description: {
      bg: "Един от най-старите и най-големите покрити пазари в света – лабиринт от десетки улици и хиляди магазини за килими, злато, кожа, керамика и подправки.",
      en: "One of the oldest and largest covered markets in the world, a maze of dozens of streets and thousands of shops selling carpets, gold, leather, ceramics and spices.",
    },
    latitude: 41.0107,
    longitude: 28.968,
    distanceKm: 0.9,
    transportInfo: {
      bg: "Трамвай T1 до спирка Beyazıt – Kapalıçarşı или Çemberlitaş, откъдето входовете са на няколко минути пеша.",
      en: "Tram T1 to the Beyazıt – Kapalıçarşı or Çemberlitaş stop, a few minutes' walk from the entrances.",
    },
    selectionReason: {
      bg: "Живото сърце на старата търговия в Истанбул, където пазаренето е част от удоволствието.",
      en: "The living heart of Istanbul's old trade, where bargaining is part of the fun.",
    },
    seoTitle: {
      bg: "Капалъ чарши в Истанбул – пазаруване и пазарлък",
      en: "Grand Bazaar Istanbul: Shopping and Bargaining",
    },
    seoDescription: {
      bg: "Капалъ чарши (Гранд базар) в Истанбул: какво да купите, как да се пазарите, кога е затворено и какво да видите наблизо.",
      en: "The Grand Bazaar in Istanbul: what to buy, how to bargain, when it is closed and what to see nearby.",
    },
    keywords: {
      bg: ["Капалъ чарши", "Гранд базар", "Истанбул", "пазаруване в Истанбул"],
      en: ["Grand Bazaar", "Kapalıçarşı", "Istanbul", "shopping in Istanbul"],
    },
    sections: {
      intro: {
        bg: "Капалъ чарши, известна и като Гранд базар, е място, където лесно се губите – и точно това е чарът ѝ. Под изрисуваните сводове светят лампи от цветно стъкло, търговците ви канят на чай, а всеки ъгъл крие нова улица.",
        en: "The Grand Bazaar, Kapalıçarşı in Turkish, is a place where it's easy to get lost – and that is exactly its charm. Coloured glass lamps glow beneath the painted vaults, merchants invite you for tea and every corner hides another lane.",
      },
      context: {
        bg: "Ядрото на пазара е построено скоро след 1453 г. по заповед на Мехмед II като покрито тържище за ценни стоки. През вековете около него израстват нови улици, ханове и работилници. След земетресението през 1894 г. пазарът е възстановен и днес обхваща около 60 улици и хиляди магазини.",
        en: "The core of the market was built soon after 1453 on the orders of Mehmed II as a covered hall for valuable goods. Over the centuries new streets, hans and workshops grew up around it. After the earthquake of 1894 the bazaar was restored, and today it covers around 60 streets and thousands of shops.",
      },
      highlights: {
        bg: "Започнете от Стария бедестен в центъра, където се продават антики и бижута. Улицата на златарите блести с витрини, а в старите ханове около пазара все още работят занаятчии. Килими, медни съдове, изразци от Изник, кожени изделия и лампи са най-търсените сувенири.",
        en: "Start at the Old Bedesten in the centre, where antiques and jewellery are sold. The goldsmiths' street glitters with shop windows, and in the old hans around the bazaar craftsmen are still at work. Carpets, copperware, İznik-style tiles, leather goods and lamps are the most popular souvenirs.",
      },
      practical: {
        bg: "Пазарът е затворен в неделя и по време на големите религиозни празници, а в останалите дни работи от сутринта до ранната вечер. Пазаренето е нормално – започнете от значително по-ниска цена и не се притеснявайте да си тръгнете. Пазете портфейла си в навалицата и питайте дали плащането с карта е възможно, преди да се договорите.",
        en: "The bazaar is closed on Sundays and during major religious holidays, and on other days is open from morning until early evening. Bargaining is normal – start well below the asking price and don't be shy about walking away. Watch your wallet in the crowds and ask whether card payment is possible before you agree on a price.",
      },
      gettingThere: {
        bg: "От летище Истанбул автобусите Havaist стигат до района на Султанахмет и Бейазъд. От Сабиха Гьокчен вземете метро M4 до Кадъкьой, ферибот до Еминьоню и трамвай T1 до Beyazıt – Kapalıçarşı. От Султанахмет пеша по Диванйолу са около 15 минути.",
        en: "From Istanbul Airport, Havaist buses go to the Sultanahmet and Beyazıt area. From Sabiha Gökçen take the M4 metro to Kadıköy, the ferry to Eminönü and tram T1 to Beyazıt – Kapalıçarşı. From Sultanahmet it is about a 15-minute walk along Divanyolu.",
      },
      nearby: {
        bg: "На около 10 минути пеша е джамията Сюлеймание – шедьовърът на архитекта Синан с гледка към Златния рог. Надолу по оживените търговски улички стигате до Египетския (Подправковия) пазар в Еминьоню, а до западния вход е площад Бейазъд с Истанбулския университет.",
        en: "About 10 minutes' walk away is the Süleymaniye Mosque, the architect Sinan's masterpiece with views over the Golden Horn. Down the busy shopping lanes you reach the Spice Bazaar in Eminönü, and next to the western entrance is Beyazıt Square with Istanbul University.",
      },
    },
    faq: [
      {
        question: { bg: "Кога Капалъ чарши е затворена?", en: "When is the Grand Bazaar closed?" },
        answer: {
          bg: "В неделя и по време на големите религиозни празници като Рамазан байрам и Курбан байрам. В останалите дни работи до ранната вечер.",
          en: "On Sundays and during major religious holidays such as Eid al-Fitr and Eid al-Adha. On other days it is open until early evening.",
        },
      },
      {
        question: { bg: "Задължително ли е да се пазаря?", en: "Do I have to bargain?" },
        answer: {
          bg: "Не е задължително, но се очаква, особено при килими, бижута и кожени изделия. Бъдете учтиви и решете предварително колко сте готови да платите.",
          en: "It isn't compulsory, but it is expected, especially for carpets, jewellery and leather. Be polite and decide in advance how much you're willing to pay.",
        },
      },
    ],
    wikidataId: null,
  },

  // ── Athens ──────────────────────────────────────────────────────────────────────────────────────────────────
  {
    destinationIata: "ATH",
    name: { bg: "Акрополът", en: "Acropolis of Athens" },
    slug: { bg: "akropolat", en: "acropolis-of-athens" },
    description: {
      bg: "Свещената скала над Атина с Партенона, Ерехтейона и храма на Атина Нике – символ на класическа Гърция и на европейската цивилизация.",
      en: "The sacred rock above Athens with the Parthenon, the Erechtheion and the Temple of Athena Nike, the symbol of classical Greece and of European civilisation.",
    },
    latitude: 37.9715,
    longitude: 23.7257,
    distanceKm: 0.9,
    transportInfo: {
      bg: "Метростанция Akropoli (линия 2) е на около 5 минути от югоизточния вход; от Monastiraki и Thiseio (линия 1) се стига пеша до западния, главен вход.",
      en: "Akropoli metro station (line 2) is about 5 minutes from the south-east entrance; from Monastiraki and Thiseio (line 1) you can walk up to the main west entrance.",
    },
    selectionReason: {
      bg: "Най-важният античен паметник в Европа и гледка, която се вижда от почти всяка точка на Атина.",
      en: "The most important ancient monument in Europe and a sight visible from almost anywhere in Athens.",
    },
    seoTitle: {
      bg: "Акрополът в Атина – билети, Партенонът и съвети",
      en: "Acropolis of Athens: Tickets, Parthenon and Tips",
    },
    seoDescription: {
      bg: "Акрополът и Партенонът: електронни билети с час, кой вход да изберете, как да избегнете жегата и как да стигнете с метрото от летището.",
      en: "The Acropolis and the Parthenon: timed e-tickets, which entrance to choose, how to avoid the heat and how to get there by metro from the airport.",
    },
    keywords: {
      bg: ["Акрополът", "Партенонът", "Атина", "забележителности в Атина"],
      en: ["Acropolis", "Parthenon", "Athens", "Erechtheion", "Athens sights"],
    },
    sections: {
      intro: {
        bg: "Малко места в света носят такава символика като Акропола. Изкачването по мраморните стъпала през Пропилеите и първият поглед към Партенона са момент, който не се забравя.",
        en: "Few places in the world carry the symbolism of the Acropolis. Climbing the marble steps through the Propylaea and catching your first sight of the Parthenon is a moment you won't forget.",
      },
      context: {
        bg: "Днешните храмове са издигнати през V век пр.н.е., по времето на Перикъл, след като персите разрушават по-старите светилища. Партенонът, посветен на богинята Атина, е построен между 447 и 438 г. пр.н.е. от архитектите Иктин и Каликрат, а скулптурите са под ръководството на Фидий. През 1687 г. венецианско гюле взривява съхранявания в него барут, а от 1987 г. Акрополът е обект на ЮНЕСКО.",
        en: "Today's temples were built in the 5th century BC under Pericles, after the Persians had destroyed the older sanctuaries. The Parthenon, dedicated to the goddess Athena, was built between 447 and 438 BC by the architects Ictinus and Callicrates, with the sculptures overseen by Phidias. In 1687 a Venetian cannonball ignited the gunpowder stored inside it, and since 1987 the Acropolis has been a UNESCO World Heritage Site.",
      },
      highlights: {
        bg: "Освен Партенона не пропускайте Ерехтейона с портика на кариатидите – статуите тук са копия, а оригиналите са в Музея на Акропола. Малкият храм на Атина Нике над входа е сред най-елегантните сгради на класическата епоха. От ръба на скалата се вижда цяла Атина – до Ликавит и морето.",
        en: "Besides the Parthenon, don't miss the Erechtheion with its Porch of the Caryatids – the statues here are copies, with the originals in the Acropolis Museum. The small Temple of Athena Nike above the entrance is one of the most elegant buildings of the classical age. From the edge of the rock you can see all of Athens, out to Lycabettus and the sea.",
      },
      practical: {
        bg: "Обектът е отворен всеки ден с по-дълго работно време през лятото, а влизането е с електронен билет за конкретен час, който купувате от официалния сайт. Най-добре е рано сутрин, преди жегата и групите от круизните кораби; при силни горещини Акрополът може да бъде затворен в обедните часове. Носете вода, шапка и обувки с добро сцепление – мраморът е хлъзгав.",
        en: "The site is open every day with longer hours in summer, and entry is by an e-ticket for a set time, bought from the official website. Go early in the morning, before the heat and the cruise-ship groups; in heatwaves the Acropolis may close during the middle of the day. Bring water, a hat and shoes with good grip – the marble is slippery.",
      },
      gettingThere: {
        bg: "От летище Елевтериос Венизелос метро линия 3 ви отвежда до Syntagma, където се прехвърляте на линия 2 за една спирка до Akropoli. Автобусът X95 работи денонощно до площад Синтагма. От Синтагма пеша през Плака стигате за около 20 минути.",
        en: "From Eleftherios Venizelos Airport, metro line 3 takes you to Syntagma, where you change to line 2 for one stop to Akropoli. The X95 bus runs around the clock to Syntagma Square. From Syntagma it is about a 20-minute walk through Plaka.",
      },
      nearby: {
        bg: "Под Акропола е Музеят на Акропола, а до западния вход – скалистият хълм Ареопаг с хубава гледка към Агората. На южния склон е Одеонът на Ирод Атик, където през лятото се провеждат концерти, а на северния – уличките на Анафиотика в Плака.",
        en: "Below the Acropolis is the Acropolis Museum, and next to the west entrance the rocky Areopagus Hill with a fine view of the Agora. On the south slope is the Odeon of Herodes Atticus, which hosts summer concerts, and on the north slope the lanes of Anafiotika in Plaka.",
      },
    },
    faq: [
      {
        question: { bg: "Трябва ли да купя билет с час?", en: "Do I need a timed ticket?" },
        answer: {
          bg: "Да, от 2023 г. влизането е в определен часови интервал, за да се ограничи тълпата. Купете билета онлайн от официалния сайт, особено през лятото.",
          en: "Yes, since 2023 entry is by time slot to limit crowds. Buy your ticket online from the official website, especially in summer.",
        },
      },
      {
        question: { bg: "Кой вход да избера?", en: "Which entrance should I use?" },
        answer: {
          bg: "Главният западен вход е по-близо до Пропилеите, но там е най-многолюдно. Югоизточният вход до метростанция Akropoli и Музея на Акропола често е по-спокоен.",
          en: "The main west entrance is closer to the Propylaea but is the busiest. The south-east entrance near Akropoli metro station and the Acropolis Museum is often calmer.",
        },
      },
    ],
    wikidataId: "Q131013",
  },
  {
    destinationIata: "ATH",
    name: { bg: "Музеят на Акропола", en: "Acropolis Museum" },
    slug: { bg: "muzeyat-na-akropola", en: "acropolis-museum" },
    description: {
      bg: "Модерен музей в подножието на Акропола, в който са изложени оригиналните скулптури от свещената скала, включително кариатидите и фризът на Партенона.",
      en: "A modern museum at the foot of the Acropolis displaying the original sculptures from the sacred rock, including the Caryatids and the Parthenon frieze.",
    },
    latitude: 37.9685,
    longitude: 23.7286,
    distanceKm: 0.9,
    transportInfo: {
      bg: "Метростанция Akropoli (линия 2) е точно до входа на музея.",
      en: "Akropoli metro station (line 2) is right next to the museum entrance.",
    },
    selectionReason: {
      bg: "Най-добрият начин да разберете Акропола – със съкровищата, които не могат да останат на открито.",
      en: "The best way to understand the Acropolis, with the treasures that cannot stay outdoors.",
    },
    seoTitle: {
      bg: "Музеят на Акропола – кариатидите и Партенонът",
      en: "Acropolis Museum: Caryatids and Parthenon Gallery",
    },
    seoDescription: {
      bg: "Музеят на Акропола в Атина: кариатидите, залата на Партенона, стъкленият под над разкопките, работно време и как да стигнете.",
      en: "The Acropolis Museum in Athens: the Caryatids, the Parthenon Gallery, the glass floors over the excavations, opening pattern and how to get there.",
    },
    keywords: {
      bg: ["Музеят на Акропола", "кариатидите", "Атина", "музеи в Атина"],
      en: ["Acropolis Museum", "Caryatids", "Athens", "Parthenon frieze"],
    },
    sections: {
      intro: {
        bg: "Музеят на Акропола е идеалното допълнение към посещението на скалата – тук виждате отблизо статуите и релефите, които някога са украсявали храмовете горе. Светлите зали и гледката към Партенона правят разходката изключително приятна.",
        en: "The Acropolis Museum is the perfect complement to a visit to the rock – here you see up close the statues and reliefs that once adorned the temples above. The bright galleries and the view of the Parthenon make it a real pleasure to explore.",
      },
      context: {
        bg: "Музеят е открит през 2009 г. в сграда по проект на Бернар Чуми и заменя стария, твърде малък музей на самия Акропол. При строежа са открити останки от античен квартал, които са запазени и се виждат под стъкления под. Горният етаж е ориентиран точно като Партенона.",
        en: "The museum opened in 2009 in a building designed by Bernard Tschumi, replacing the old, far too small museum on the Acropolis itself. Construction uncovered the remains of an ancient neighbourhood, which were preserved and can be seen beneath the glass floors. The top floor is aligned exactly with the Parthenon.",
      },
      highlights: {
        bg: "В залата на Партенона фризът е подреден в естествения си вид, а липсващите части, които се намират в Британския музей, са представени с гипсови отливки. Пет от шестте оригинални кариатиди от Ерехтейона стоят една до друга на първия етаж. Под краката си ще видите разкопките на античния град.",
        en: "In the Parthenon Gallery the frieze is displayed in its original arrangement, with the pieces held in the British Museum shown as plaster casts. Five of the six original Caryatids from the Erechtheion stand side by side on the first floor. Beneath your feet you'll see the excavations of the ancient city.",
      },
      practical: {
        bg: "Музеят работи всеки ден, като работното време се различава според сезона, а в някои вечери, най-често в петък, е отворен до по-късно. Купете билет онлайн, за да избегнете опашката. Ресторантът на терасата предлага чудесна гледка към Акропола.",
        en: "The museum is open every day, with hours varying by season, and on some evenings, usually Fridays, it stays open later. Buy your ticket online to skip the queue. The restaurant terrace offers a wonderful view of the Acropolis.",
      },
      gettingThere: {
        bg: "От летището вземете метро линия 3 до Syntagma и линия 2 една спирка до Akropoli. Ако идвате с автобуса X95, слезте на Синтагма и вървете около 15 минути. От Плака музеят е на няколко минути пеша.",
        en: "From the airport take metro line 3 to Syntagma and line 2 one stop to Akropoli. If you come on the X95 bus, get off at Syntagma and walk for about 15 minutes. From Plaka the museum is a few minutes' walk.",
      },
      nearby: {
        bg: "Пешеходната улица Дионисиу Ареопагиту минава покрай музея и води към входа на Акропола. На около 10 минути пеша са храмът на Зевс Олимпийски и Арката на Адриан, а кварталът Макриянис е пълен с кафенета.",
        en: "The pedestrian street of Dionysiou Areopagitou runs past the museum up to the Acropolis entrance. About 10 minutes' walk away are the Temple of Olympian Zeus and Hadrian's Arch, and the Makrygianni district is full of cafés.",
      },
    },
    faq: [
      {
        question: { bg: "Първо музея или първо Акропола?", en: "Museum first or Acropolis first?" },
        answer: {
          bg: "Ако е лято, идете на Акропола рано сутрин, а в музея – в горещите часове. В останалото време започнете с музея – така ще разберете по-добре какво ще видите горе.",
          en: "In summer, go to the Acropolis early in the morning and the museum in the heat of the day. Otherwise, visiting the museum first helps you understand what you'll see above.",
        },
      },
      {
        question: { bg: "Къде е шестата кариатида?", en: "Where is the sixth Caryatid?" },
        answer: {
          bg: "В Британския музей в Лондон, където е отнесена в началото на XIX век заедно с части от фриза на Партенона. В Атина мястото ѝ стои празно.",
          en: "In the British Museum in London, where she was taken in the early 19th century along with parts of the Parthenon frieze. In Athens her place is left empty.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "ATH",
    name: { bg: "Древната агора", en: "Ancient Agora of Athens" },
    slug: { bg: "drevnata-agora", en: "ancient-agora-of-athens" },
    description: {
      bg: "Площадът, на който е бил съсредоточен обществният живот на древна Атина, с един от най-добре запазените гръцки храмове – храма на Хефест.",
      en: "The square at the centre of public life in ancient Athens, with one of the best-preserved Greek temples, the Temple of Hephaestus.",
    },
    latitude: 37.9749,
    longitude: 23.7222,
    distanceKm: 1.1,
    transportInfo: {
      bg: "Метростанциите Monastiraki (линии 1 и 3) и Thiseio (линия 1) са на няколко минути пеша от входовете.",
      en: "Monastiraki (lines 1 and 3) and Thiseio (line 1) metro stations are a few minutes' walk from the entrances.",
    },
    selectionReason: {
      bg: "По-спокойна алтернатива на Акропола, където буквално вървите по стъпките на Сократ.",
      en: "A calmer alternative to the Acropolis where you literally walk in Socrates' footsteps.",
    },
    seoTitle: {
      bg: "Древната агора в Атина – храмът на Хефест",
      en: "Ancient Agora of Athens: Temple of Hephaestus",
    },
    seoDescription: {
      bg: "Древната агора в Атина: храмът на Хефест, Стоата на Атал с музея, съвети за билети и как да стигнете от летището с метро.",
      en: "The Ancient Agora of Athens: the Temple of Hephaestus, the Stoa of Attalos museum, ticket tips and how to get there by metro from the airport.",
    },
    keywords: {
      bg: ["Древната агора", "храмът на Хефест", "Атина", "Монастираки"],
      en: ["Ancient Agora", "Temple of Hephaestus", "Stoa of Attalos", "Athens", "Monastiraki"],
    },
    sections: {
      intro: {
        bg: "Древната агора е зелен археологически парк в сърцето на Атина, където можете да се разхождате сред руини, маслинови дървета и храмове, далеч от тълпите на Акропола. Това е мястото, където атиняните са търгували, спорили и гласували.",
        en: "The Ancient Agora is a green archaeological park in the heart of Athens, where you can wander among ruins, olive trees and temples, away from the Acropolis crowds. This is where the Athenians traded, argued and voted.",
      },
      context: {
        bg: "Агората е била политически, търговски и духовен център на града в продължение на векове. Тук Сократ е водил разговорите си с младите атиняни и тук е процъфтявала демокрацията. През XX век американската школа по класически науки разкопава района и възстановява Стоата на Атал, построена първоначално през II век пр.н.е.",
        en: "The Agora was the political, commercial and spiritual centre of the city for centuries. Socrates held his conversations with young Athenians here, and democracy flourished here. In the 20th century the American School of Classical Studies excavated the area and rebuilt the Stoa of Attalos, originally built in the 2nd century BC.",
      },
      highlights: {
        bg: "Храмът на Хефест на хълма над агората е един от най-добре запазените древногръцки храмове. Във възстановената Стоа на Атал се помещава музеят на агората с предмети от ежедневието, включително глинени бюлетини за остракизъм. Разгледайте и малката византийска църква „Свети Апостоли“ с фрески.",
        en: "The Temple of Hephaestus on the hill above the Agora is one of the best-preserved ancient Greek temples. The rebuilt Stoa of Attalos houses the Agora museum with everyday objects, including pottery shards used for ostracism votes. Also look into the small Byzantine Church of the Holy Apostles with its frescoes.",
      },
      practical: {
        bg: "Обектът е отворен всеки ден, като през лятото работи по-дълго. Може да влезете с отделен билет или с комбиниран билет за няколко археологически обекта в Атина, който се изплаща, ако планирате повече посещения. Сянката е малко, затова носете вода и шапка.",
        en: "The site is open every day, with longer hours in summer. You can enter with a single ticket or with a combined ticket for several archaeological sites in Athens, which pays off if you plan more visits. There is little shade, so bring water and a hat.",
      },
      gettingThere: {
        bg: "От летището метро линия 3 стига директно до Monastiraki, откъдето входът на улица Адриану е на пет минути пеша. С автобуса X95 слизате на Синтагма и продължавате с метро линия 3 една спирка до Monastiraki. От Синтагма пеша са около 15–20 минути.",
        en: "From the airport, metro line 3 runs directly to Monastiraki, five minutes' walk from the entrance on Adrianou Street. On the X95 bus, get off at Syntagma and take metro line 3 one stop to Monastiraki. From Syntagma it is a 15–20 minute walk.",
      },
      nearby: {
        bg: "Площад Монастираки с битпазара е точно до агората. На няколко минути пеша са Римската агора с Кулата на ветровете и Библиотеката на Адриан, а по пешеходната улица Апостолу Павлу стигате до кафенетата в Тисио с изглед към Акропола.",
        en: "Monastiraki Square with its flea market is right next to the Agora. A few minutes' walk away are the Roman Agora with the Tower of the Winds and Hadrian's Library, and the pedestrian Apostolou Pavlou street leads to the cafés of Thiseio with views of the Acropolis.",
      },
    },
    faq: [
      {
        question: { bg: "Колко време е нужно за Древната агора?", en: "How long do I need for the Ancient Agora?" },
        answer: {
          bg: "Около два часа, за да обиколите руините, храма на Хефест и музея в Стоата на Атал. Ако обичате археологията, отделете повече.",
          en: "About two hours to see the ruins, the Temple of Hephaestus and the museum in the Stoa of Attalos. Archaeology lovers will want more.",
        },
      },
      {
        question: {
          bg: "Включена ли е агората в билета за Акропола?",
          en: "Is the Agora included in the Acropolis ticket?",
        },
        answer: {
          bg: "Не в единичния билет, но е част от комбинирания билет за археологическите обекти в Атина. Проверете актуалните условия на официалния сайт.",
          en: "Not in the single ticket, but it is part of the combined ticket for the archaeological sites of Athens. Check the current conditions on the official website.",
        },
      },
    ],
    wikidataId: null,
  },

  // ── Vienna ──────────────────────────────────────────────────────────────────────────────────────────────────
  {
    destinationIata: "VIE",
    name: { bg: "Шьонбрун", en: "Schönbrunn Palace" },
    slug: { bg: "shionbrun", en: "schonbrunn-palace" },
    description: {
      bg: "Летният дворец на Хабсбургите с 1441 стаи, огромен бароков парк, Глориетата и най-старата действаща зоологическа градина в света.",
      en: "The Habsburgs' summer palace, with 1,441 rooms, a vast Baroque park, the Gloriette and the oldest operating zoo in the world.",
    },
    latitude: 48.1846,
    longitude: 16.3119,
    distanceKm: 5.3,
    transportInfo: {
      bg: "Метро U4 до спирка Schönbrunn (на около 5 минути от входа) или до Hietzing, където спират и трамваи 10 и 60.",
      en: "Metro U4 to Schönbrunn station (about 5 minutes from the entrance) or to Hietzing, also served by trams 10 and 60.",
    },
    selectionReason: {
      bg: "Най-посещаваната забележителност на Виена и обект на ЮНЕСКО, където оживява историята на Мария Терезия, Франц Йосиф и Сиси.",
      en: "Vienna's most visited sight and a UNESCO site, bringing to life the story of Maria Theresa, Franz Joseph and Sisi.",
    },
    seoTitle: {
      bg: "Дворецът Шьонбрун във Виена – билети и парк",
      en: "Schönbrunn Palace Vienna: Tickets, Park and Tips",
    },
    seoDescription: {
      bg: "Шьонбрун: обиколките на двореца, безплатният парк, Глориетата и зоопаркът. Съвети за билети и как да стигнете с метро U4 от центъра на Виена.",
      en: "Schönbrunn: the palace tours, the free park, the Gloriette and the zoo. Ticket tips and how to get there on the U4 from central Vienna.",
    },
    keywords: {
      bg: ["Шьонбрун", "Виена", "Хабсбургите", "Глориетата", "Сиси"],
      en: ["Schönbrunn Palace", "Vienna", "Habsburgs", "Gloriette", "Sisi"],
    },
    sections: {
      intro: {
        bg: "Шьонбрун е мястото, където имперска Виена е най-близо до вас. Жълтата фасада, безкрайните алеи в парка и изгледът от Глориетата към града ви карат да забравите, че сте само на няколко спирки с метрото от центъра.",
        en: "Schönbrunn is where imperial Vienna feels closest. The yellow façade, the endless avenues of the park and the view from the Gloriette over the city make you forget you're only a few metro stops from the centre.",
      },
      context: {
        bg: "На мястото на ловна хижа в края на XVII век започва строежът на бароков дворец, който императрица Мария Терезия превръща в летен дом на двора в средата на XVIII век. Тук шестгодишният Моцарт свири пред императрицата, тук е роден и е починал император Франц Йосиф. От 1996 г. дворецът и паркът са обект на ЮНЕСКО.",
        en: "On the site of a hunting lodge, construction of a Baroque palace began in the late 17th century, and Empress Maria Theresa turned it into the court's summer home in the mid-18th century. Here the six-year-old Mozart played for the empress, and Emperor Franz Joseph was born and died here. Since 1996 the palace and park have been a UNESCO World Heritage Site.",
      },
      highlights: {
        bg: "Обиколките на двореца минават през парадните зали, Огледалната зала и покоите на Франц Йосиф и Сиси. В парка се изкачете до Глориетата за най-хубавата гледка към Виена, разгледайте Палмовата оранжерия и лабиринта. Зоологическата градина Тиргартен, основана през 1752 г., е най-старата действаща в света.",
        en: "The palace tours take you through the state rooms, the Hall of Mirrors and the apartments of Franz Joseph and Sisi. In the park, climb to the Gloriette for the best view of Vienna and visit the Palm House and the maze. The Tiergarten zoo, founded in 1752, is the oldest still operating in the world.",
      },
      practical: {
        bg: "Дворецът е отворен всеки ден, а билетите за обиколките се продават с определен час на влизане – купете ги онлайн, за да не чакате. Паркът е с безплатен вход, а зоопаркът, лабиринтът и оранжерията изискват отделни билети. Най-хубаво е сутрин или от пролетта до есента, а през декември в двора се провежда коледен базар.",
        en: "The palace is open every day, and tour tickets are sold with a set entry time – buy them online to avoid waiting. The park is free, while the zoo, the maze and the Palm House need separate tickets. Mornings and the months from spring to autumn are best, and in December a Christmas market fills the courtyard.",
      },
      gettingThere: {
        bg: "От летище Швехат вземете влака City Airport Train или S-Bahn S7 до Wien Mitte и оттам метро U4 до Schönbrunn. От катедралата „Свети Стефан“ пътувате с U1 до Karlsplatz и с U4 до Schönbrunn – общо около 20 минути.",
        en: "From Vienna Airport take the City Airport Train or the S7 S-Bahn to Wien Mitte and then metro U4 to Schönbrunn. From St Stephen's Cathedral take the U1 to Karlsplatz and the U4 to Schönbrunn – about 20 minutes in all.",
      },
      nearby: {
        bg: "Глориетата на хълма в парка има кафене с изглед към двореца и Виена. Зад двореца е кварталът Хитцинг с вили и гробището, където е погребан Густав Климт, а на около 15 минути пеша е Техническият музей на Виена.",
        en: "The Gloriette on the hill in the park has a café looking over the palace and Vienna. Behind the palace is the Hietzing district with its villas and the cemetery where Gustav Klimt is buried, and about 15 minutes' walk away is the Vienna Technical Museum.",
      },
    },
    faq: [
      {
        question: { bg: "Паркът на Шьонбрун безплатен ли е?", en: "Is the Schönbrunn park free?" },
        answer: {
          bg: "Да, паркът с Глориетата е с безплатен вход и отворен всеки ден. Плащат се обиколките на двореца, зоопаркът, лабиринтът и Палмовата оранжерия.",
          en: "Yes, the park with the Gloriette is free and open every day. The palace tours, the zoo, the maze and the Palm House are paid.",
        },
      },
      {
        question: { bg: "Коя обиколка на двореца да избера?", en: "Which palace tour should I choose?" },
        answer: {
          bg: "По-кратката обиколка обхваща най-важните зали, а по-дългата добавя покоите на Мария Терезия. Ако имате време, изберете по-дългата.",
          en: "The shorter tour covers the key rooms, while the longer one adds Maria Theresa's apartments. If you have time, choose the longer one.",
        },
      },
    ],
    wikidataId: "Q131330",
  },
  {
    destinationIata: "VIE",
    name: { bg: "Катедралата „Свети Стефан“", en: "St Stephen's Cathedral" },
    slug: { bg: "katedralata-sveti-stefan", en: "st-stephen-s-cathedral" },
    description: {
      bg: "Готическата катедрала в сърцето на Виена, с шарен покрив от керемиди и 136-метрова южна кула, която виенчани наричат Щефл.",
      en: "The Gothic cathedral at the heart of Vienna, with a patterned tiled roof and a 136-metre south tower the Viennese call the Steffl.",
    },
    latitude: 48.2084,
    longitude: 16.3731,
    distanceKm: 0.1,
    transportInfo: {
      bg: "Метростанция Stephansplatz (линии U1 и U3) излиза точно пред катедралата.",
      en: "Stephansplatz metro station (lines U1 and U3) exits right in front of the cathedral.",
    },
    selectionReason: {
      bg: "Символът на Виена и идеалната отправна точка за разходка из стария град.",
      en: "The symbol of Vienna and the ideal starting point for a walk around the old town.",
    },
    seoTitle: {
      bg: "Катедралата „Свети Стефан“ във Виена – кули и крипта",
      en: "St Stephen's Cathedral Vienna: Towers and Catacombs",
    },
    seoDescription: {
      bg: "Катедралата „Свети Стефан“ във Виена: южната кула, камбаната Пумерин, катакомбите, какво е безплатно и как да стигнете от летището.",
      en: "St Stephen's Cathedral in Vienna: the south tower, the Pummerin bell, the catacombs, what is free and how to get there from the airport.",
    },
    keywords: {
      bg: ["катедралата Свети Стефан", "Щефансдом", "Виена", "Щефансплац"],
      en: ["St Stephen's Cathedral", "Stephansdom", "Vienna", "Stephansplatz"],
    },
    sections: {
      intro: {
        bg: "Щефансдом, както виенчани наричат катедралата, се издига насред най-оживения площад на града. Отблизо изумява с каменната си дантела, а отгоре – с покрива от глазирани керемиди, подредени в зигзаг и двуглави орли.",
        en: "The Stephansdom, as the Viennese call it, rises in the middle of the city's busiest square. Up close it amazes with its stone lacework, and from above with its roof of glazed tiles laid in zigzags and double-headed eagles.",
      },
      context: {
        bg: "Първата църква на това място е осветена през 1147 г., а от романската сграда и днес са запазени Гигантската порта и Езическите кули. Готическата катедрала е построена през XIV и XV век, а южната кула е завършена през 1433 г. През април 1945 г. покривът изгаря, но храмът е възстановен с дарения от цяла Австрия. Тук Моцарт се жени през 1782 г., а през 1791 г. е опят.",
        en: "The first church on this site was consecrated in 1147, and the Giant's Gate and the Heathen Towers survive from the Romanesque building. The Gothic cathedral was built in the 14th and 15th centuries, and the south tower was completed in 1433. In April 1945 the roof burned, but the church was rebuilt with donations from all over Austria. Mozart married here in 1782, and his funeral service was held here in 1791.",
      },
      highlights: {
        bg: "Изкачете се по стотиците стъпала на южната кула за гледка над стария град или вземете асансьора на северната, където виси голямата камбана Пумерин. Вътре разгледайте каменния амвон с автопортрета на майстора, надничащ от прозорче, и готическия Винернойщатски олтар. В катакомбите под катедралата се пазят урни с органите на членове на династията Хабсбург.",
        en: "Climb the hundreds of steps of the south tower for a view over the old town, or take the lift up the north tower, home of the great Pummerin bell. Inside, look for the stone pulpit with the master's self-portrait peering from a window and the Gothic Wiener Neustadt Altar. The catacombs beneath the cathedral hold urns with the organs of members of the Habsburg dynasty.",
      },
      practical: {
        bg: "Катедралата е отворена всеки ден, а задната част на централния кораб може да се разгледа безплатно. Обиколките с екскурзовод, катакомбите, стълбите на южната кула и асансьорът на северната се заплащат, като има и комбиниран билет. По време на богослужение туристическите посещения се прекъсват, а неделя сутрин е най-неподходящото време.",
        en: "The cathedral is open every day, and the rear of the nave can be visited free of charge. Guided tours, the catacombs, the south tower stairs and the north tower lift are paid, and there is also a combined ticket. Tourist visits pause during services, and Sunday morning is the worst time to go.",
      },
      gettingThere: {
        bg: "От летище Швехат вземете City Airport Train или S-Bahn S7 до Wien Mitte и оттам метро U3 две спирки до Stephansplatz. Друг вариант е влак до Wien Hauptbahnhof и метро U1 директно до Stephansplatz.",
        en: "From Vienna Airport take the City Airport Train or the S7 S-Bahn to Wien Mitte and then metro U3 two stops to Stephansplatz. Alternatively, take a train to Wien Hauptbahnhof and the U1 directly to Stephansplatz.",
      },
      nearby: {
        bg: "Зад катедралата, на улица Домгасе, е Моцартхаус – единственото запазено жилище на Моцарт във Виена. На няколко крачки са улица Грабен с Чумната колона и търговската улица Кернтнер щрасе, която води до Виенската държавна опера, а двореца Хофбург стигате за десетина минути пеша.",
        en: "Behind the cathedral, on Domgasse, is the Mozarthaus, the only surviving Mozart residence in Vienna. A few steps away are the Graben with its Plague Column and the Kärntner Straße shopping street leading to the Vienna State Opera, and the Hofburg is about ten minutes' walk away.",
      },
    },
    faq: [
      {
        question: { bg: "Безплатно ли се влиза в катедралата?", en: "Is entry to the cathedral free?" },
        answer: {
          bg: "Входът и задната част на кораба са безплатни. Плаща се за обиколките, кулите, катакомбите и достъпа до цялата вътрешност.",
          en: "The entrance area and the rear of the nave are free. You pay for the tours, the towers, the catacombs and access to the full interior.",
        },
      },
      {
        question: {
          bg: "Коя кула да избера – южната или северната?",
          en: "Which tower should I choose – south or north?",
        },
        answer: {
          bg: "Южната кула е по-висока и гледката е по-впечатляваща, но се изкачва само пеша по тясна вита стълба. Северната е по-ниска, но има асансьор и там е камбаната Пумерин.",
          en: "The south tower is taller with a more impressive view but can only be climbed on foot up a narrow spiral staircase. The north tower is lower but has a lift and houses the Pummerin bell.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "VIE",
    name: { bg: "Белведере", en: "Belvedere Palace" },
    slug: { bg: "belvedere", en: "belvedere-palace" },
    description: {
      bg: "Бароков дворцов комплекс с френски градини, в който днес е най-голямата колекция от творби на Густав Климт, включително „Целувката“.",
      en: "A Baroque palace complex with French gardens, now home to the world's largest collection of Gustav Klimt's works, including The Kiss.",
    },
    latitude: 48.1915,
    longitude: 16.3809,
    distanceKm: 2,
    transportInfo: {
      bg: "Трамвай D до спирка Schloss Belvedere пред Горния Белведере; трамваи 18 и O спират на Quartier Belvedere, а от Централната гара пеша са около 10 минути.",
      en: "Tram D to the Schloss Belvedere stop in front of the Upper Belvedere; trams 18 and O stop at Quartier Belvedere, and it is about a 10-minute walk from the main station.",
    },
    selectionReason: {
      bg: "Единственото място, където виждате „Целувката“ на Климт, в дворец със собствена история и една от най-хубавите гледки към Виена.",
      en: "The only place to see Klimt's The Kiss, in a palace with its own history and one of the finest views of Vienna.",
    },
    seoTitle: {
      bg: "Белведере във Виена – „Целувката“ на Климт",
      en: "Belvedere Palace Vienna: Klimt's The Kiss",
    },
    seoDescription: {
      bg: "Дворецът Белведере във Виена: „Целувката“ на Климт, Горният и Долният Белведере, градините и как да стигнете с трамвай D.",
      en: "The Belvedere in Vienna: Klimt's The Kiss, the Upper and Lower Belvedere, the gardens and how to get there on tram D.",
    },
    keywords: {
      bg: ["Белведере", "Климт", "Целувката", "Виена", "музеи във Виена"],
      en: ["Belvedere", "Klimt", "The Kiss", "Vienna", "Vienna museums"],
    },
    sections: {
      intro: {
        bg: "Белведере са всъщност два двореца – Горният и Долният, свързани с терасовидна градина с фонтани и скулптури. Освен заради Климт тук си струва да дойдете и заради гледката от горната тераса към стария град и катедралата.",
        en: "The Belvedere is in fact two palaces, the Upper and the Lower, linked by a terraced garden with fountains and sculptures. Besides Klimt, it is worth coming for the view from the upper terrace over the old town and the cathedral.",
      },
      context: {
        bg: "Дворците са построени в началото на XVIII век за принц Евгений Савойски, прославения пълководец, по проект на архитекта Йохан Лукас фон Хилдебранд. По-късно комплексът е купен от Хабсбургите и в него е подредена императорската художествена колекция. През 1955 г. в Мраморната зала на Горния Белведере е подписан Държавният договор, с който Австрия възстановява независимостта си.",
        en: "The palaces were built in the early 18th century for Prince Eugene of Savoy, the celebrated general, to designs by the architect Johann Lukas von Hildebrandt. The Habsburgs later bought the complex and displayed the imperial art collection there. In 1955 the Austrian State Treaty, which restored Austria's independence, was signed in the Marble Hall of the Upper Belvedere.",
      },
      highlights: {
        bg: "Главната звезда е „Целувката“ на Густав Климт, но Горният Белведере показва още много негови творби, както и картини на Егон Шиле и Оскар Кокошка. Не пропускайте портрета на Наполеон, пресичащ Алпите, от Жак-Луи Давид и изразителните „характерни глави“ на Франц Ксавер Месершмит. Долният Белведере и Оранжерията са домакини на временни изложби.",
        en: "The star is Gustav Klimt's The Kiss, but the Upper Belvedere shows many more of his works, as well as paintings by Egon Schiele and Oskar Kokoschka. Don't miss Jacques-Louis David's Napoleon Crossing the Alps and Franz Xaver Messerschmidt's expressive 'character heads'. The Lower Belvedere and the Orangery host temporary exhibitions.",
      },
      practical: {
        bg: "Горният Белведере е отворен всеки ден, а билетите с определен час е най-добре да купите онлайн; има и комбинирани билети за няколко от сградите. Градините са с безплатен вход. Пред „Целувката“ се събира тълпа, затова идете в първия час след отварянето.",
        en: "The Upper Belvedere is open every day, and timed tickets are best bought online; combined tickets for several of the buildings are also available. The gardens are free. A crowd gathers in front of The Kiss, so go in the first hour after opening.",
      },
      gettingThere: {
        bg: "От летище Швехат влаковете на ÖBB стигат директно до Wien Hauptbahnhof, откъдето до Горния Белведере пеша са около 10 минути. От центъра вземете трамвай D от Рингщрасе до спирка Schloss Belvedere.",
        en: "From Vienna Airport, ÖBB trains run directly to Wien Hauptbahnhof, about a 10-minute walk from the Upper Belvedere. From the centre, take tram D from the Ringstraße to the Schloss Belvedere stop.",
      },
      nearby: {
        bg: "До Горния Белведере е Ботаническата градина на Виенския университет. На около 15 минути пеша е барочната църква Карлскирхе, а близо до Централната гара е Белведере 21 – павилион за съвременно изкуство.",
        en: "Next to the Upper Belvedere is the University of Vienna's Botanical Garden. About 15 minutes' walk away is the Baroque Karlskirche, and near the main station is Belvedere 21, a pavilion for contemporary art.",
      },
    },
    faq: [
      {
        question: { bg: "В кой от дворците е „Целувката“?", en: "Which palace houses The Kiss?" },
        answer: {
          bg: "В Горния Белведере, заедно с останалата постоянна колекция. Долният Белведере е за временни изложби.",
          en: "The Upper Belvedere, along with the rest of the permanent collection. The Lower Belvedere is used for temporary exhibitions.",
        },
      },
      {
        question: {
          bg: "Може ли да се разходя в градините без билет?",
          en: "Can I walk in the gardens without a ticket?",
        },
        answer: {
          bg: "Да, градините между двата двореца са с безплатен вход. Оттам се открива и една от най-хубавите гледки към Виена.",
          en: "Yes, the gardens between the two palaces are free to enter. They also offer one of the finest views of Vienna.",
        },
      },
    ],
    wikidataId: null,
  },

  // ── Berlin ──────────────────────────────────────────────────────────────────────────────────────────────────
  {
    destinationIata: "BER",
    name: { bg: "Бранденбургската врата", en: "Brandenburg Gate" },
    slug: { bg: "brandenburgskata-vrata", en: "brandenburg-gate" },
    description: {
      bg: "Неокласическата триумфална врата от XVIII век, която от символ на разделението се превръща в символ на обединена Германия.",
      en: "The 18th-century neoclassical gateway that went from symbol of division to symbol of a reunited Germany.",
    },
    latitude: 52.5163,
    longitude: 13.3777,
    distanceKm: 0.8,
    transportInfo: {
      bg: "Станция Brandenburger Tor (S-Bahn S1, S2, S25, S26 и метро U5) е точно до вратата; автобус 100 минава по Унтер ден Линден.",
      en: "Brandenburger Tor station (S-Bahn S1, S2, S25, S26 and U-Bahn U5) is right by the gate; bus 100 runs along Unter den Linden.",
    },
    selectionReason: {
      bg: "Най-известният символ на Берлин и място, където историята на XX век се усеща на всяка крачка.",
      en: "Berlin's best-known symbol and a place where 20th-century history can be felt at every step.",
    },
    seoTitle: {
      bg: "Бранденбургската врата в Берлин – история и съвети",
      en: "Brandenburg Gate Berlin: History and Visitor Tips",
    },
    seoDescription: {
      bg: "Бранденбургската врата: историята от Прусия до падането на Стената, квадригата, Райхстагът наблизо и как да стигнете от летище BER.",
      en: "The Brandenburg Gate: its history from Prussia to the fall of the Wall, the Quadriga, the nearby Reichstag and how to get there from BER airport.",
    },
    keywords: {
      bg: ["Бранденбургската врата", "Берлин", "Берлинската стена", "Райхстагът"],
      en: ["Brandenburg Gate", "Berlin", "Berlin Wall", "Pariser Platz", "Reichstag"],
    },
    sections: {
      intro: {
        bg: "Бранденбургската врата е мястото, от което започва почти всяко опознаване на Берлин. Застанете на Паризер плац, погледнете квадригата на върха и си представете, че допреди няколко десетилетия точно тук градът е бил разделен от Стената.",
        en: "The Brandenburg Gate is where almost every exploration of Berlin begins. Stand on Pariser Platz, look up at the Quadriga on top and imagine that only a few decades ago the Wall divided the city right here.",
      },
      context: {
        bg: "Вратата е построена между 1788 и 1791 г. по проект на Карл Готхард Лангханс, вдъхновен от Пропилеите на атинския Акропол. През 1806 г. Наполеон отнася квадригата в Париж, а тя се връща в Берлин през 1814 г. От 1961 до 1989 г. вратата остава в ничията зона край Стената и е отворена отново през декември 1989 г.",
        en: "The gate was built between 1788 and 1791 to a design by Carl Gotthard Langhans, inspired by the Propylaea of the Athenian Acropolis. In 1806 Napoleon carried the Quadriga off to Paris, and it returned to Berlin in 1814. From 1961 to 1989 the gate stood in the no-man's-land by the Wall, and it reopened in December 1989.",
      },
      highlights: {
        bg: "Квадригата с богинята на победата, изваяна от Йохан Готфрид Шадов, е най-добре видима откъм Паризер плац. В северното крило на вратата е Стаята на тишината, отворена за всеки, който иска да поседне за малко. Вечер вратата е осветена и е още по-впечатляваща.",
        en: "The Quadriga with the goddess of victory, sculpted by Johann Gottfried Schadow, is best seen from Pariser Platz. In the gate's north wing is the Room of Silence, open to anyone who wants to sit quietly for a while. At night the gate is lit up and even more impressive.",
      },
      practical: {
        bg: "Вратата е на открито и може да се види по всяко време безплатно. Най-спокойно е рано сутрин, а вечер осветлението е най-красиво за снимки. На големи празници, концерти и в нощта на Нова година районът често е ограден.",
        en: "The gate is outdoors and free to see at any time. Early morning is calmest, and in the evening the lighting is best for photos. On major holidays, during concerts and on New Year's Eve the area is often fenced off.",
      },
      gettingThere: {
        bg: "От летище BER вземете влака FEX или регионален влак до Hauptbahnhof и оттам метро U5 две спирки до Brandenburger Tor. Друг вариант е S-Bahn S9 до Friedrichstraße и една спирка с S1 или S2. От Александерплац метро U5 стига директно до вратата.",
        en: "From BER Airport take the FEX or a regional train to Hauptbahnhof and then the U5 two stops to Brandenburger Tor. Alternatively, take the S9 S-Bahn to Friedrichstraße and ride one stop on the S1 or S2. From Alexanderplatz the U5 runs directly to the gate.",
      },
      nearby: {
        bg: "На пет минути пеша е Райхстагът, чийто стъклен купол можете да посетите безплатно след предварителна регистрация на сайта на Бундестага. На юг е Паметникът на убитите евреи в Европа, а на запад започва паркът Тиргартен.",
        en: "Five minutes' walk away is the Reichstag, whose glass dome you can visit free of charge after registering in advance on the Bundestag website. To the south is the Memorial to the Murdered Jews of Europe, and to the west the Tiergarten park begins.",
      },
    },
    faq: [
      {
        question: {
          bg: "Може ли да се качи човек на Бранденбургската врата?",
          en: "Can you go up the Brandenburg Gate?",
        },
        answer: {
          bg: "Не, вратата не е отворена за изкачване. За панорама над центъра посетете купола на Райхстага, който е наблизо.",
          en: "No, the gate cannot be climbed. For a view over the centre, visit the nearby Reichstag dome.",
        },
      },
      {
        question: { bg: "Къде е минавала Берлинската стена?", en: "Where did the Berlin Wall run?" },
        answer: {
          bg: "Точно западно от вратата, откъм парка Тиргартен. Двоен ред павета в настилката отбелязва линията на Стената в много части на града.",
          en: "Just west of the gate, on the Tiergarten side. A double row of cobblestones in the pavement marks the line of the Wall in many parts of the city.",
        },
      },
    ],
    wikidataId: "Q82425",
  },
  {
    destinationIata: "BER",
    name: { bg: "Музейният остров", en: "Museum Island" },
    slug: { bg: "muzeiniyat-ostrov", en: "museum-island" },
    description: {
      bg: "Северният край на остров в река Шпрее, на който са събрани пет световноизвестни музея – от бюста на Нефертити до немската живопис от XIX век.",
      en: "The northern tip of an island in the Spree, home to five world-famous museums, from the bust of Nefertiti to 19th-century German painting.",
    },
    latitude: 52.5195,
    longitude: 13.3986,
    distanceKm: 0.7,
    transportInfo: {
      bg: "Метростанция Museumsinsel (U5) е на южния край на острова; S-Bahn спира на Hackescher Markt, а трамвай M1 – на Am Kupfergraben.",
      en: "Museumsinsel U-Bahn station (U5) is at the southern end of the island; the S-Bahn stops at Hackescher Markt and tram M1 at Am Kupfergraben.",
    },
    selectionReason: {
      bg: "Уникален музеен комплекс и обект на ЮНЕСКО, където за един ден обикаляте хилядолетия история и изкуство.",
      en: "A unique museum complex and UNESCO site where in a single day you cover millennia of history and art.",
    },
    seoTitle: {
      bg: "Музейният остров в Берлин – Нефертити и още",
      en: "Museum Island Berlin: Nefertiti and More",
    },
    seoDescription: {
      bg: "Музейният остров в Берлин: Новият музей с Нефертити, Старата национална галерия, Берлинската катедрала, билети и транспорт.",
      en: "Museum Island in Berlin: the Neues Museum with Nefertiti, the Alte Nationalgalerie, Berlin Cathedral, tickets and transport.",
    },
    keywords: {
      bg: ["Музейният остров", "Нефертити", "Берлин", "музеи в Берлин"],
      en: ["Museum Island", "Nefertiti", "Berlin", "Berlin museums", "Neues Museum"],
    },
    sections: {
      intro: {
        bg: "Музейният остров е мястото, където Берлин показва най-ценните си колекции. Пет музея, Берлинската катедрала и Люстгартен с фонтана образуват ансамбъл, който е удоволствие за разглеждане дори само отвън.",
        en: "Museum Island is where Berlin shows off its most precious collections. Five museums, Berlin Cathedral and the Lustgarten with its fountain form an ensemble that is a pleasure to see even from the outside.",
      },
      context: {
        bg: "Първият музей на острова – Старият музей на Карл Фридрих Шинкел – отваря врати през 1830 г., а до началото на XX век са построени и останалите. По време на Втората световна война сградите са силно разрушени и реставрацията им продължава десетилетия. От 1999 г. Музейният остров е обект на ЮНЕСКО.",
        en: "The first museum on the island, Karl Friedrich Schinkel's Altes Museum, opened in 1830, and the others followed by the early 20th century. The buildings were badly damaged in the Second World War, and their restoration has taken decades. Museum Island has been a UNESCO World Heritage Site since 1999.",
      },
      highlights: {
        bg: "В Новия музей е бюстът на египетската царица Нефертити, а в Старата национална галерия – картини на Каспар Давид Фридрих и импресионистите. Музеят „Боде“ събира скулптура и монети, а Старият музей – антично изкуство. Пергамонмузеумът е затворен за дългогодишен ремонт, но наблизо има панорамна изложба за древния Пергам.",
        en: "The Neues Museum holds the bust of the Egyptian queen Nefertiti, and the Alte Nationalgalerie paintings by Caspar David Friedrich and the Impressionists. The Bode-Museum gathers sculpture and coins, and the Altes Museum classical antiquities. The Pergamonmuseum is closed for a long-term renovation, but a panorama exhibition about ancient Pergamon is nearby.",
      },
      practical: {
        bg: "Повечето музеи са затворени в понеделник, но графиците се различават, затова проверете ги предварително. Ако ще посетите няколко музея, вземете комбинирания билет за острова; за Новия музей е добре да резервирате час. Посетителският център „Джеймс Симон“ е удобна входна точка с каси и гардероб.",
        en: "Most of the museums are closed on Mondays, but schedules differ, so check in advance. If you plan to see several museums, get the combined island ticket; for the Neues Museum it's wise to book a time slot. The James-Simon-Galerie visitor centre is a convenient starting point with ticket desks and a cloakroom.",
      },
      gettingThere: {
        bg: "От летище BER S-Bahn S9 пътува директно до Hackescher Markt, на няколко минути пеша от острова. От Бранденбургската врата разходката по Унтер ден Линден отнема около 15 минути, а метро U5 ви отвежда до спирка Museumsinsel.",
        en: "From BER Airport the S9 S-Bahn runs directly to Hackescher Markt, a few minutes' walk from the island. From the Brandenburg Gate a walk along Unter den Linden takes about 15 minutes, or the U5 takes you to Museumsinsel station.",
      },
      nearby: {
        bg: "До Люстгартен е Берлинската катедрала, чийто купол може да се изкачи. Срещу нея е Хумболт форум във възстановения Берлински дворец, а от другата страна на реката са дворовете и баровете около Хакешер маркт.",
        en: "By the Lustgarten stands Berlin Cathedral, whose dome you can climb. Opposite is the Humboldt Forum in the rebuilt Berlin Palace, and across the river are the courtyards and bars around Hackescher Markt.",
      },
    },
    faq: [
      {
        question: { bg: "Отворен ли е Пергамонмузеумът?", en: "Is the Pergamonmuseum open?" },
        answer: {
          bg: "Основната сграда е затворена за дългогодишна реконструкция, която ще продължи още няколко години. Проверете сайта на Берлинските държавни музеи за актуалното състояние.",
          en: "The main building is closed for a long reconstruction that will last several more years. Check the Berlin State Museums website for the current status.",
        },
      },
      {
        question: {
          bg: "Има ли общ билет за музеите на острова?",
          en: "Is there a joint ticket for the island's museums?",
        },
        answer: {
          bg: "Да, има комбиниран билет за всички отворени музеи на острова за един ден. Изплаща се, ако посетите поне два от тях.",
          en: "Yes, there is a one-day combined ticket for all open museums on the island. It pays off if you visit at least two of them.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "BER",
    name: { bg: "Ийст Сайд Галъри", en: "East Side Gallery" },
    slug: { bg: "iist-said-galari", en: "east-side-gallery" },
    description: {
      bg: "Най-дългият запазен участък от Берлинската стена, превърнат в галерия на открито със стенописи на художници от цял свят.",
      en: "The longest surviving stretch of the Berlin Wall, turned into an open-air gallery of murals by artists from around the world.",
    },
    latitude: 52.505,
    longitude: 13.4397,
    distanceKm: 3.7,
    transportInfo: {
      bg: "Гарите Warschauer Straße (S-Bahn и метро U1) и Ostbahnhof (S-Bahn) са в двата края на стената.",
      en: "Warschauer Straße (S-Bahn and U1) and Ostbahnhof (S-Bahn) stations are at either end of the wall.",
    },
    selectionReason: {
      bg: "Безплатна и винаги отворена галерия, която превръща най-мрачния символ на Берлин в послание за свобода.",
      en: "A free, always-open gallery that turns Berlin's darkest symbol into a message of freedom.",
    },
    seoTitle: {
      bg: "Ийст Сайд Галъри – Берлинската стена днес",
      en: "East Side Gallery: The Berlin Wall Today",
    },
    seoDescription: {
      bg: "Ийст Сайд Галъри в Берлин: най-дългият запазен участък от Стената, прочутите стенописи, най-доброто време за снимки и как да стигнете.",
      en: "The East Side Gallery in Berlin: the longest surviving section of the Wall, its famous murals, the best time for photos and how to get there.",
    },
    keywords: {
      bg: ["Ийст Сайд Галъри", "Берлинската стена", "Берлин", "стенописи"],
      en: ["East Side Gallery", "Berlin Wall", "Berlin", "street art", "Friedrichshain"],
    },
    sections: {
      intro: {
        bg: "Ийст Сайд Галъри е над километър Берлинска стена покрай река Шпрее, покрита с цветни стенописи. Разходката от единия до другия край е едновременно урок по история и изложба на съвременно изкуство.",
        en: "The East Side Gallery is more than a kilometre of Berlin Wall along the River Spree, covered in colourful murals. A walk from one end to the other is both a history lesson and an exhibition of contemporary art.",
      },
      context: {
        bg: "Тази част от Стената е била вътрешната, източноберлинска страна на граничните съоръжения. През 1990 г., малко след падането на Стената, над сто художници от двадесетина държави я изрисуват. Стенописите са реставрирани през 2009 г., а днес за галерията се грижи фондацията „Берлинска стена“.",
        en: "This section of the Wall was the inner, East Berlin side of the border fortifications. In 1990, shortly after the Wall fell, more than a hundred artists from around twenty countries painted it. The murals were restored in 2009, and today the gallery is looked after by the Berlin Wall Foundation.",
      },
      highlights: {
        bg: "Най-снимваният стенопис е „Братската целувка“ на Дмитрий Врубел с Брежнев и Хонекер. Потърсете и трабанта, който пробива Стената, на Биргит Киндер. В края откъм Варшауер щрасе е мостът Обербаум с тухлените си кули – един от най-красивите в Берлин.",
        en: "The most photographed mural is Dmitri Vrubel's 'Fraternal Kiss' of Brezhnev and Honecker. Also look for Birgit Kinder's Trabant breaking through the Wall. At the Warschauer Straße end is the Oberbaum Bridge with its brick towers, one of the most beautiful in Berlin.",
      },
      practical: {
        bg: "Галерията е на открито, безплатна и достъпна по всяко време. Сутрин пред най-известните стенописи е по-малко хора, а следобедната светлина е най-добра за снимки. Не пишете и не рисувайте по стената – стенописите са защитени паметници.",
        en: "The gallery is outdoors, free and accessible at any time. In the morning there are fewer people in front of the best-known murals, and afternoon light is best for photos. Don't write or draw on the wall – the murals are protected monuments.",
      },
      gettingThere: {
        bg: "От летище BER S-Bahn S9 пътува директно до Warschauer Straße и Ostbahnhof. От Александерплац S-Bahn стига до Ostbahnhof за няколко минути, а от центъра можете да вземете и метро U1 до Warschauer Straße.",
        en: "From BER Airport the S9 S-Bahn runs directly to Warschauer Straße and Ostbahnhof. From Alexanderplatz the S-Bahn reaches Ostbahnhof in a few minutes, and from the centre you can also take the U1 to Warschauer Straße.",
      },
    },
    faq: [
      {
        question: { bg: "Колко е дълга Ийст Сайд Галъри?", en: "How long is the East Side Gallery?" },
        answer: {
          bg: "Малко над 1,3 километра. Разходката покрай целия участък отнема около половин час, ако спирате за снимки – повече.",
          en: "Just over 1.3 kilometres. Walking the whole stretch takes about half an hour, longer if you stop for photos.",
        },
      },
      {
        question: { bg: "Има ли вход?", en: "Is there an entry fee?" },
        answer: {
          bg: "Не, галерията е на открито и е безплатна по всяко време на денонощието.",
          en: "No, the gallery is outdoors and free at any time of day or night.",
        },
      },
    ],
    wikidataId: null,
  },

  // ── Amsterdam ───────────────────────────────────────────────────────────────────────────────────────────────
  {
    destinationIata: "AMS",
    name: { bg: "Райксмузеум", en: "Rijksmuseum" },
    slug: { bg: "raiksmuzeum", en: "rijksmuseum" },
    description: {
      bg: "Националният музей на Нидерландия с най-богатата колекция от холандски стари майстори, сред които „Нощна стража“ на Рембранд и картини на Вермеер.",
      en: "The national museum of the Netherlands, with the richest collection of Dutch Old Masters, including Rembrandt's Night Watch and paintings by Vermeer.",
    },
    latitude: 52.36,
    longitude: 4.8852,
    distanceKm: 1.5,
    transportInfo: {
      bg: "Трамваи 2 и 12 спират на Rijksmuseum; метростанция Vijzelgracht (линия 52) е на около 10 минути пеша.",
      en: "Trams 2 and 12 stop at Rijksmuseum; Vijzelgracht metro station (line 52) is about a 10-minute walk away.",
    },
    selectionReason: {
      bg: "Музеят, който разказва Златния век на Нидерландия чрез едни от най-великите картини в света.",
      en: "The museum that tells the story of the Dutch Golden Age through some of the greatest paintings in the world.",
    },
    seoTitle: {
      bg: "Райксмузеум в Амстердам – „Нощна стража“ и съвети",
      en: "Rijksmuseum Amsterdam: The Night Watch and Tips",
    },
    seoDescription: {
      bg: "Райксмузеум: „Нощна стража“ на Рембранд, „Млекарката“ на Вермеер, билети с час онлайн и как да стигнете от летище Схипхол.",
      en: "The Rijksmuseum: Rembrandt's Night Watch, Vermeer's Milkmaid, timed online tickets and how to get there from Schiphol Airport.",
    },
    keywords: {
      bg: ["Райксмузеум", "Рембранд", "Нощна стража", "Амстердам", "музеи в Амстердам"],
      en: ["Rijksmuseum", "Rembrandt", "Night Watch", "Amsterdam", "Vermeer"],
    },
    sections: {
      intro: {
        bg: "Райксмузеум е най-важният музей в Амстердам и една от най-красивите музейни сгради в Европа. Тук ще видите не само картини, но и модели на кораби, куклени къщи, порцелан от Делфт и оръжия от осемстотин години холандска история.",
        en: "The Rijksmuseum is Amsterdam's most important museum and one of the most beautiful museum buildings in Europe. Here you'll see not only paintings but also model ships, dolls' houses, Delft porcelain and weapons from eight hundred years of Dutch history.",
      },
      context: {
        bg: "Музеят е основан през 1800 г. в Хага и скоро след това се мести в Амстердам. Сградата в неоготически и неоренесансов стил е проектирана от Пиер Кайперс и е открита през 1885 г. След десетгодишен ремонт музеят отваря отново врати през 2013 г.",
        en: "The museum was founded in 1800 in The Hague and moved to Amsterdam soon afterwards. The neo-Gothic and neo-Renaissance building was designed by Pierre Cuypers and opened in 1885. After a ten-year renovation the museum reopened in 2013.",
      },
      highlights: {
        bg: "В Почетната галерия са „Нощна стража“ и „Еврейската невеста“ на Рембранд, „Млекарката“ на Вермеер и творби на Франс Халс. Около „Нощна стража“ тече мащабен изследователски и реставрационен проект, който можете да наблюдавате на живо. Не пропускайте и историческата библиотека с витите стълби, една от най-красивите в света.",
        en: "The Gallery of Honour holds Rembrandt's Night Watch and The Jewish Bride, Vermeer's Milkmaid and works by Frans Hals. A major research and restoration project is under way around The Night Watch, which you can watch live. Don't miss the historic library with its spiral staircases, one of the most beautiful in the world.",
      },
      practical: {
        bg: "Музеят е отворен всеки ден, а билетите се купуват онлайн с избран час на влизане. Сутрин и късно следобед е най-спокойно; отделете поне три часа. Градината на музея е с безплатен вход, а през сградата минава велоалея – истински амстердамски детайл.",
        en: "The museum is open every day, and tickets are bought online with a chosen entry time. Mornings and late afternoons are quietest; allow at least three hours. The museum garden is free to enter, and a cycle path runs right through the building – a true Amsterdam touch.",
      },
      gettingThere: {
        bg: "От летище Схипхол влакът стига до Amsterdam Centraal за около 15–20 минути, а оттам трамваи 2 и 12 ви отвеждат до Rijksmuseum. Автобус 397 пътува директно от летището до Museumplein. От площад Дам пеша през центъра са около 20 минути.",
        en: "From Schiphol Airport the train reaches Amsterdam Centraal in about 15–20 minutes, and trams 2 and 12 take you from there to Rijksmuseum. Bus 397 runs directly from the airport to Museumplein. From Dam Square it is about a 20-minute walk through the centre.",
      },
      nearby: {
        bg: "Зад музея е площад Музеумплейн с Музея на Ван Гог и Стеделейк музей за модерно изкуство. В края на площада е концертната зала Консертгебау, а на пет минути пеша е паркът Вонделпарк.",
        en: "Behind the museum is Museumplein with the Van Gogh Museum and the Stedelijk Museum of modern art. At the end of the square is the Concertgebouw concert hall, and five minutes' walk away is the Vondelpark.",
      },
    },
    faq: [
      {
        question: { bg: "Колко време да отделя за Райксмузеум?", en: "How long should I spend at the Rijksmuseum?" },
        answer: {
          bg: "За най-важните зали и Почетната галерия стигат два-три часа. Ако искате да разгледате и залите с история и декоративно изкуство, предвидете половин ден.",
          en: "Two to three hours are enough for the key rooms and the Gallery of Honour. If you want to see the history and decorative arts sections too, allow half a day.",
        },
      },
      {
        question: { bg: "Може ли да се снима в музея?", en: "Can I take photos in the museum?" },
        answer: {
          bg: "Да, снимането без светкавица и статив обикновено е разрешено в постоянната експозиция. Във временните изложби правилата може да са различни.",
          en: "Yes, photos without flash or tripod are usually allowed in the permanent collection. Temporary exhibitions may have different rules.",
        },
      },
    ],
    wikidataId: "Q190804",
  },
  {
    destinationIata: "AMS",
    name: { bg: "Музеят на Ван Гог", en: "Van Gogh Museum" },
    slug: { bg: "muzeyat-na-van-gog", en: "van-gogh-museum" },
    description: {
      bg: "Най-голямата колекция в света от картини, рисунки и писма на Винсент ван Гог, подредена така, че проследява целия му живот и творчески път.",
      en: "The world's largest collection of paintings, drawings and letters by Vincent van Gogh, arranged to trace his whole life and artistic journey.",
    },
    latitude: 52.3584,
    longitude: 4.8811,
    distanceKm: 1.8,
    transportInfo: {
      bg: "Трамваи 2 и 12 спират на Van Baerlestraat, на две минути пеша; автобус 397 от летището спира на Museumplein.",
      en: "Trams 2 and 12 stop at Van Baerlestraat, two minutes' walk away; bus 397 from the airport stops at Museumplein.",
    },
    selectionReason: {
      bg: "Единственото място, където животът на Ван Гог може да се проследи от първите му скици до последните картини.",
      en: "The only place where Van Gogh's life can be followed from his first sketches to his last paintings.",
    },
    seoTitle: {
      bg: "Музеят на Ван Гог в Амстердам – билети и съвети",
      en: "Van Gogh Museum Amsterdam: Tickets and Tips",
    },
    seoDescription: {
      bg: "Музеят на Ван Гог: „Слънчогледи“, „Бадемов цвят“, билети само онлайн с час, най-спокойното време за посещение и транспорт.",
      en: "The Van Gogh Museum: Sunflowers, Almond Blossom, online-only timed tickets, the quietest time to visit and how to get there.",
    },
    keywords: {
      bg: ["Музеят на Ван Гог", "Ван Гог", "Амстердам", "Слънчогледи"],
      en: ["Van Gogh Museum", "Vincent van Gogh", "Amsterdam", "Sunflowers", "Museumplein"],
    },
    sections: {
      intro: {
        bg: "Музеят на Ван Гог е място, където картините говорят не само за изкуство, но и за един труден и кратък живот. Експозицията върви от тъмните ранни платна от Нидерландия до ярките цветове на Прованс и последните месеци в Овер сюр Оаз.",
        en: "The Van Gogh Museum is a place where the paintings speak not only of art but of a short and troubled life. The display moves from the dark early canvases painted in the Netherlands to the bright colours of Provence and the last months in Auvers-sur-Oise.",
      },
      highlights: {
        bg: "Сред най-известните творби тук са „Слънчогледи“, „Яденето на картофи“, „Спалнята“ и „Бадемов цвят“, който Ван Гог рисува за новородения си племенник. Писмата до брат му Тео разкриват мислите на художника. Временните изложби често съпоставят Ван Гог с неговите съвременници.",
        en: "Among the best-known works here are Sunflowers, The Potato Eaters, The Bedroom and Almond Blossom, which Van Gogh painted for his newborn nephew. His letters to his brother Theo reveal the artist's thoughts. Temporary exhibitions often set Van Gogh alongside his contemporaries.",
      },
      practical: {
        bg: "Билетите се продават само онлайн и с определен час на влизане, като често се разпродават дни напред – не идвайте без резервация. Музеят е отворен всеки ден, а в някои вечери работи до по-късно. Най-спокойно е сутрин в делничен ден или в последните часове преди затваряне.",
        en: "Tickets are sold online only, with a set entry time, and often sell out days in advance – don't turn up without a booking. The museum is open every day and stays open later on some evenings. It is calmest on weekday mornings or in the last hours before closing.",
      },
      gettingThere: {
        bg: "От летище Схипхол автобус 397 спира на Museumplein, на няколко минути от музея. Другият вариант е влак до Amsterdam Centraal и трамвай 2 или 12 до Van Baerlestraat. От площад Дам трамваите стигат за около 15 минути.",
        en: "From Schiphol Airport, bus 397 stops at Museumplein, a few minutes from the museum. Alternatively, take the train to Amsterdam Centraal and tram 2 or 12 to Van Baerlestraat. From Dam Square the trams take about 15 minutes.",
      },
      nearby: {
        bg: "Съседният Стеделейк музей показва модерно и съвременно изкуство, а срещу него е Райксмузеум. Вонделпарк е на пет минути пеша, а луксозните магазини на улица Питер Корнелис Хофтстрат са на една пресечка.",
        en: "Next door, the Stedelijk Museum shows modern and contemporary art, and across the square is the Rijksmuseum. The Vondelpark is five minutes' walk away, and the upmarket shops of P.C. Hooftstraat are one block away.",
      },
    },
    faq: [
      {
        question: { bg: "Може ли да купя билет на място?", en: "Can I buy a ticket at the door?" },
        answer: {
          bg: "Не, билетите се продават само онлайн с избран час на влизане. Резервирайте ги веднага щом знаете датите на пътуването си.",
          en: "No, tickets are sold online only, with a chosen entry time. Book them as soon as you know your travel dates.",
        },
      },
      {
        question: { bg: "Тук ли е „Звездна нощ“?", en: "Is The Starry Night here?" },
        answer: {
          bg: "Не, „Звездна нощ“ е в Музея за модерно изкуство в Ню Йорк. В Амстердам обаче е най-голямата колекция на Ван Гог в света с много други шедьоври.",
          en: "No, The Starry Night is at the Museum of Modern Art in New York. Amsterdam, however, holds the largest Van Gogh collection in the world, with many other masterpieces.",
        },
      },
    ],
    wikidataId: "Q224124",
  },
  {
    destinationIata: "AMS",
    name: { bg: "Къщата на Ане Франк", en: "Anne Frank House" },
    slug: { bg: "kashtata-na-ane-frank", en: "anne-frank-house" },
    description: {
      bg: "Къщата на канала Принсенграхт, в чието скрито задно крило Ане Франк и семейството ѝ се укриват от нацистите повече от две години.",
      en: "The house on the Prinsengracht canal where Anne Frank and her family hid from the Nazis in a secret annex for more than two years.",
    },
    latitude: 52.3752,
    longitude: 4.884,
    distanceKm: 0.6,
    transportInfo: {
      bg: "Трамваи 13 и 17 спират на Westermarkt, на две минути пеша; от гара Centraal се стига пеша за около 20 минути.",
      en: "Trams 13 and 17 stop at Westermarkt, two minutes' walk away; from Centraal station it is about a 20-minute walk.",
    },
    selectionReason: {
      bg: "Едно от най-въздействащите места в Европа, свързано с най-четения дневник в света.",
      en: "One of the most moving places in Europe, linked to the most widely read diary in the world.",
    },
    seoTitle: {
      bg: "Къщата на Ане Франк – билети и какво да очаквате",
      en: "Anne Frank House: Tickets and What to Expect",
    },
    seoDescription: {
      bg: "Къщата на Ане Франк в Амстердам: как и кога се пускат билетите онлайн, какво ще видите в Тайното убежище и как да стигнете.",
      en: "The Anne Frank House in Amsterdam: how and when tickets are released online, what you'll see in the Secret Annex and how to get there.",
    },
    keywords: {
      bg: ["Къщата на Ане Франк", "Ане Франк", "Амстердам", "Тайното убежище"],
      en: ["Anne Frank House", "Anne Frank", "Amsterdam", "Secret Annex", "Prinsengracht"],
    },
    sections: {
      intro: {
        bg: "Зад обикновената фасада на Принсенграхт 263 се крие една от най-тъжните истории на XX век. Минавайки зад подвижната етажерка, която е скривала входа към Тайното убежище, се озовавате в стаите, където осем души са живели в страх и тишина.",
        en: "Behind the ordinary façade of Prinsengracht 263 lies one of the saddest stories of the 20th century. Passing behind the movable bookcase that hid the entrance to the Secret Annex, you enter the rooms where eight people lived in fear and silence.",
      },
      context: {
        bg: "През юли 1942 г. семейство Франк се укрива в задната част на сградата, където е била фирмата на бащата Ото Франк, а по-късно към тях се присъединяват още четирима души. През август 1944 г. са открити и депортирани; Ане умира в концлагера Берген-Белзен в началото на 1945 г. Оцелелият Ото Франк публикува дневника ѝ през 1947 г., а музеят отваря врати през 1960 г.",
        en: "In July 1942 the Frank family went into hiding in the rear of the building that housed Otto Frank's business, and four more people later joined them. In August 1944 they were discovered and deported; Anne died in the Bergen-Belsen concentration camp in early 1945. Otto Frank, the only survivor, published her diary in 1947, and the museum opened in 1960.",
      },
      highlights: {
        bg: "Стаите на убежището са оставени празни по желание на Ото Франк, но по стените в стаята на Ане още стоят залепените от нея снимки и изрезки. Оригиналният дневник с карирана корица е изложен в музея. Посещението завършва с размисъл за дискриминацията и преследванията и днес.",
        en: "The rooms of the annex were left empty at Otto Frank's wish, but the pictures and clippings Anne pasted on her bedroom wall are still there. The original diary with its checked cover is on display. The visit ends with a reflection on discrimination and persecution today.",
      },
      practical: {
        bg: "Билетите се продават само онлайн, с определен час на влизане, и се пускат няколко седмици предварително – изчезват бързо, затова следете официалния сайт. Стълбите са много стръмни и тесни, а вътре е забранено да се снима. Посещението с аудиогид трае около час.",
        en: "Tickets are sold online only, with a set entry time, and are released a few weeks in advance – they go quickly, so keep an eye on the official website. The stairs are very steep and narrow, and photography is not allowed inside. The visit with audio guide takes about an hour.",
      },
      gettingThere: {
        bg: "От летище Схипхол вземете влака до Amsterdam Centraal и оттам трамвай 13 или 17 до Westermarkt. От площад Дам до къщата пеша са около 10 минути покрай каналите.",
        en: "From Schiphol Airport take the train to Amsterdam Centraal and then tram 13 or 17 to Westermarkt. From Dam Square the house is about a 10-minute walk along the canals.",
      },
      nearby: {
        bg: "Съседната църква Вестеркерк има най-високата кула в центъра, а камбаните ѝ Ане споменава в дневника си. Наблизо са живописният квартал Йордан и Деветте улички с малки магазини и кафенета, а на брега на Кайзерсграхт е Хомомонументът.",
        en: "The neighbouring Westerkerk has the tallest tower in the centre, and Anne mentions its bells in her diary. Nearby are the picturesque Jordaan district and the Nine Streets with small shops and cafés, and on the Keizersgracht is the Homomonument.",
      },
    },
    faq: [
      {
        question: { bg: "Кога излизат билетите?", en: "When are tickets released?" },
        answer: {
          bg: "Музеят пуска билетите онлайн няколко седмици предварително, обикновено в определен ден от седмицата. Проверете точния график на официалния сайт и резервирайте веднага.",
          en: "The museum releases tickets online a few weeks in advance, usually on a set day of the week. Check the exact schedule on the official website and book straight away.",
        },
      },
      {
        question: { bg: "Подходящо ли е посещението за деца?", en: "Is the visit suitable for children?" },
        answer: {
          bg: "Музеят препоръчва посещението за деца над около десетгодишна възраст, подготвени предварително за историята. Стръмните стълби не са удобни за малки деца и колички.",
          en: "The museum recommends the visit for children from around ten, prepared in advance for the story. The steep stairs are not suitable for small children or pushchairs.",
        },
      },
    ],
    wikidataId: null,
  },

  // ── Prague ──────────────────────────────────────────────────────────────────────────────────────────────────
  {
    destinationIata: "PRG",
    name: { bg: "Карловият мост", en: "Charles Bridge" },
    slug: { bg: "karloviyat-most", en: "charles-bridge" },
    description: {
      bg: "Каменният мост от XIV век над Вълтава, свързващ Стария град с Мала страна, с тридесет барокови статуи по парапетите.",
      en: "The 14th-century stone bridge over the Vltava linking the Old Town and the Lesser Town, with thirty Baroque statues along its parapets.",
    },
    latitude: 50.0865,
    longitude: 14.4114,
    distanceKm: 0.7,
    transportInfo: {
      bg: "Трамваи 2, 17 и 18 спират на Karlovy lázně до Староградската мостова кула; метростанция Staroměstská (линия A) е на 5 минути пеша.",
      en: "Trams 2, 17 and 18 stop at Karlovy lázně by the Old Town Bridge Tower; Staroměstská metro station (line A) is 5 minutes' walk away.",
    },
    selectionReason: {
      bg: "Най-романтичната гледка в Прага – мостът с изглед към Пражкия замък, безплатен и отворен денонощно.",
      en: "Prague's most romantic view – the bridge looking up to Prague Castle, free and open day and night.",
    },
    seoTitle: {
      bg: "Карловият мост в Прага – кога да отидете",
      en: "Charles Bridge Prague: When to Go and What to See",
    },
    seoDescription: {
      bg: "Карловият мост в Прага: история, статуята на Свети Ян Непомуцки, кулите с гледка, най-доброто време за снимки и как да стигнете.",
      en: "Charles Bridge in Prague: its history, the statue of St John of Nepomuk, the towers with a view, the best time for photos and how to get there.",
    },
    keywords: {
      bg: ["Карловият мост", "Прага", "Вълтава", "забележителности в Прага"],
      en: ["Charles Bridge", "Prague", "Vltava", "Prague sights"],
    },
    sections: {
      intro: {
        bg: "Карловият мост е гръбнакът на туристическата Прага – по него минават всички, които вървят от Стария град към Замъка. През деня е пълен с художници, музиканти и сергии, а призори е почти празен и истински вълшебен.",
        en: "Charles Bridge is the backbone of tourist Prague – everyone walking from the Old Town to the Castle crosses it. During the day it is full of painters, musicians and stalls, while at dawn it is almost empty and truly magical.",
      },
      context: {
        bg: "Строежът започва през 1357 г. по заповед на император Карл IV и по проект на Петер Парлер, а мостът е завършен в началото на XV век. Векове наред е бил единственият мост над Вълтава в Прага и се е наричал просто Каменния мост. Статуите са поставени главно през XVII и XVIII век, а днес повечето са копия – оригиналите се пазят в музей.",
        en: "Construction began in 1357 on the orders of Emperor Charles IV to a design by Peter Parler, and the bridge was finished in the early 15th century. For centuries it was Prague's only bridge over the Vltava and was simply called the Stone Bridge. The statues were added mainly in the 17th and 18th centuries, and most are now copies, with the originals kept in a museum.",
      },
      highlights: {
        bg: "Най-известна е бронзовата статуя на Свети Ян Непомуцки – докоснете релефа под нея, за да се върнете в Прага. Изкачете се на Староградската мостова кула, една от най-красивите готически кули в Европа, за гледка към моста и Замъка. От Мала страна мостът се охранява от две кули с различна височина.",
        en: "The most famous statue is the bronze of St John of Nepomuk – touch the relief beneath it to ensure your return to Prague. Climb the Old Town Bridge Tower, one of the finest Gothic towers in Europe, for a view of the bridge and the Castle. On the Lesser Town side the bridge is guarded by two towers of different heights.",
      },
      practical: {
        bg: "Мостът е пешеходен, безплатен и отворен денонощно. Елате призори или късно вечер, ако искате снимки без тълпи; следобед е най-многолюдно. Кулите се посещават срещу такса и работят от сутринта до вечерта, а в навалицата пазете портфейла си.",
        en: "The bridge is pedestrian, free and open around the clock. Come at dawn or late in the evening for photos without crowds; the afternoon is busiest. The towers charge an entry fee and are open from morning until evening, and in the crowds keep an eye on your wallet.",
      },
      gettingThere: {
        bg: "От летище Вацлав Хавел вземете автобус 119 до Nádraží Veleslavín и оттам метро A до Staroměstská. Автобусът Airport Express (AE) стига до Централната гара, откъдето метро C и A или разходка през Стария град ви отвеждат до моста. От Староградския площад пеша са около 10 минути.",
        en: "From Václav Havel Airport take bus 119 to Nádraží Veleslavín and then metro line A to Staroměstská. The Airport Express (AE) bus goes to the main railway station, from where metro lines C and A or a walk through the Old Town take you to the bridge. From Old Town Square it is about a 10-minute walk.",
      },
      nearby: {
        bg: "Под моста от страната на Мала страна е островът Кампа с тихия си парк. На няколко минути пеша е Стената на Ленън, а от другата страна – огромният комплекс Клементинум с барочната библиотека.",
        en: "Below the bridge on the Lesser Town side is Kampa Island with its quiet park. A few minutes' walk away is the Lennon Wall, and on the other side the vast Clementinum with its Baroque library.",
      },
    },
    faq: [
      {
        question: { bg: "Кога има най-малко хора на моста?", en: "When is the bridge least crowded?" },
        answer: {
          bg: "Призори, преди около 7 часа сутринта, мостът е почти празен. Късно вечер също е по-спокойно, а осветеният Замък е красив фон.",
          en: "At dawn, before about 7 am, the bridge is almost empty. Late evening is also calmer, and the illuminated Castle makes a beautiful backdrop.",
        },
      },
      {
        question: { bg: "Коя статуя носи късмет?", en: "Which statue brings good luck?" },
        answer: {
          bg: "Тази на Свети Ян Непомуцки. Според поверието, ако докоснете лъскавия релеф под нея, ще се върнете в Прага.",
          en: "That of St John of Nepomuk. According to tradition, if you touch the shiny relief beneath it, you'll return to Prague.",
        },
      },
    ],
    wikidataId: "Q204871",
  },
  {
    destinationIata: "PRG",
    name: { bg: "Пражкият замък", en: "Prague Castle" },
    slug: { bg: "prazhkiyat-zamak", en: "prague-castle" },
    description: {
      bg: "Един от най-големите замъчни комплекси в света, седалище на чешките владетели от IX век и на президента днес, с катедралата „Свети Вит“ в центъра.",
      en: "One of the largest castle complexes in the world, seat of Czech rulers since the 9th century and of the president today, with St Vitus Cathedral at its heart.",
    },
    latitude: 50.0909,
    longitude: 14.4005,
    distanceKm: 1.5,
    transportInfo: {
      bg: "Трамвай 22 спира на Pražský hrad до северния вход; от метростанция Malostranská (линия A) се изкачвате по Старите замъкови стълби.",
      en: "Tram 22 stops at Pražský hrad by the north entrance; from Malostranská metro station (line A) you climb the Old Castle Steps.",
    },
    selectionReason: {
      bg: "Хилядолетна история, готическа катедрала и най-хубавата панорама над покривите на Прага на едно място.",
      en: "A thousand years of history, a Gothic cathedral and the finest panorama over Prague's rooftops in one place.",
    },
    seoTitle: {
      bg: "Пражкият замък – катедралата „Свети Вит“ и билети",
      en: "Prague Castle: St Vitus Cathedral and Tickets",
    },
    seoDescription: {
      bg: "Пражкият замък: катедралата „Свети Вит“, Златната уличка, смяната на караула, видовете билети и как да стигнете с трамвай 22.",
      en: "Prague Castle: St Vitus Cathedral, Golden Lane, the changing of the guard, ticket options and how to get there on tram 22.",
    },
    keywords: {
      bg: ["Пражкият замък", "катедралата Свети Вит", "Златната уличка", "Прага"],
      en: ["Prague Castle", "St Vitus Cathedral", "Golden Lane", "Prague", "Hradčany"],
    },
    sections: {
      intro: {
        bg: "Пражкият замък не е една сграда, а цял квартал от дворци, църкви, дворове и градини на хълма Храдчани. Отдолу силуетът на катедралата „Свети Вит“ доминира над целия град, а отгоре Прага се разкрива като море от червени покриви.",
        en: "Prague Castle is not a single building but a whole district of palaces, churches, courtyards and gardens on Hradčany hill. From below, the silhouette of St Vitus Cathedral dominates the city, and from above Prague opens up as a sea of red roofs.",
      },
      context: {
        bg: "Замъкът е основан около 880 г. от княз Борживой и оттогава е седалище на чешките князе, крале, на императорите от Свещената Римска империя, а днес – на президента на Чехия. Строежът на катедралата „Свети Вит“ започва през 1344 г. при Карл IV и приключва едва през 1929 г. Комплексът е част от историческия център на Прага, обект на ЮНЕСКО.",
        en: "The castle was founded around 880 by Prince Bořivoj and has since been the seat of Czech princes and kings, of Holy Roman Emperors and today of the President of the Czech Republic. Construction of St Vitus Cathedral began in 1344 under Charles IV and was only completed in 1929. The complex is part of the Historic Centre of Prague UNESCO site.",
      },
      highlights: {
        bg: "В катедралата „Свети Вит“ вижте параклиса „Свети Вацлав“ и витража на Алфонс Муха. Старият кралски дворец впечатлява с готическата Владиславова зала, романската базилика „Свети Иржи“ е най-старата запазена църква в замъка, а в малките къщички на Златната уличка някога е живял и Франц Кафка. Смяната на караула става на всеки кръгъл час, а най-тържествената е по обяд.",
        en: "In St Vitus Cathedral see the Chapel of St Wenceslas and the stained-glass window by Alfons Mucha. The Old Royal Palace impresses with the Gothic Vladislav Hall, the Romanesque St George's Basilica is the oldest surviving church in the castle, and Franz Kafka once lived in one of the tiny houses on Golden Lane. The guard changes every hour on the hour, with the grandest ceremony at noon.",
      },
      practical: {
        bg: "Дворовете и градините се разглеждат безплатно от ранна сутрин до вечерта, а за интериорите се купува билет за обиколка, който важи за няколко обекта. На входовете има проверка за сигурност. Идете рано сутрин или в късния следобед, когато групите са си тръгнали, и вземете удобни обувки – склоновете са стръмни.",
        en: "The courtyards and gardens can be visited free of charge from early morning until evening, while the interiors need a circuit ticket that covers several buildings. There are security checks at the entrances. Go early in the morning or late in the afternoon, when the groups have left, and wear comfortable shoes – the slopes are steep.",
      },
      gettingThere: {
        bg: "От летище Вацлав Хавел автобус 119 стига до Nádraží Veleslavín, откъдето метро A ви отвежда директно до Malostranská. Трамвай 22 минава през центъра и спира на Pražský hrad, а пеша от Карловия мост през Мала страна и по улица Нерудова са около 20 минути нагоре.",
        en: "From Václav Havel Airport, bus 119 goes to Nádraží Veleslavín, where metro line A takes you directly to Malostranská. Tram 22 runs through the centre and stops at Pražský hrad, and on foot from Charles Bridge through the Lesser Town and up Nerudova Street it is about 20 minutes uphill.",
      },
      nearby: {
        bg: "На около 10 минути пеша е Страховският манастир с прочутите барокови библиотеки и изглед към града. Отвъд северния вход е Кралската градина с ренесансовия Летен дворец на кралица Ана, а надолу по склона е Мала страна с църквата „Свети Никола“.",
        en: "About 10 minutes' walk away is Strahov Monastery with its famous Baroque libraries and views of the city. Beyond the north entrance is the Royal Garden with Queen Anne's Renaissance Summer Palace, and down the slope lies the Lesser Town with St Nicholas Church.",
      },
    },
    faq: [
      {
        question: { bg: "Безплатно ли се влиза в Пражкия замък?", en: "Is Prague Castle free to enter?" },
        answer: {
          bg: "Дворовете, градините и входната част на катедралата са безплатни. За интериорите – катедралата отвъд входа, Стария кралски дворец, базиликата „Свети Иржи“ и Златната уличка – е нужен билет.",
          en: "The courtyards, gardens and the entrance area of the cathedral are free. For the interiors – the cathedral beyond the entrance, the Old Royal Palace, St George's Basilica and Golden Lane – you need a ticket.",
        },
      },
      {
        question: { bg: "Кога е смяната на караула?", en: "When is the changing of the guard?" },
        answer: {
          bg: "На всеки кръгъл час през деня пред главната порта, а по обяд церемонията е най-впечатляваща – с фанфари и размяна на знамена.",
          en: "Every hour on the hour during the day at the main gate, with the most impressive ceremony at noon, complete with fanfare and an exchange of flags.",
        },
      },
    ],
    wikidataId: "Q193369",
  },
  {
    destinationIata: "PRG",
    name: { bg: "Пражкият орлой", en: "Prague Astronomical Clock" },
    slug: { bg: "prazhkiyat-orloi", en: "prague-astronomical-clock" },
    description: {
      bg: "Средновековният астрономически часовник на Староградското кметство, най-старият в света, който все още работи, с шествие на апостолите всеки час.",
      en: "The medieval astronomical clock on the Old Town Hall, the oldest in the world still in operation, with a procession of the Apostles every hour.",
    },
    latitude: 50.087,
    longitude: 14.4208,
    distanceKm: 0.1,
    transportInfo: {
      bg: "Метростанциите Staroměstská (линия A) и Můstek (линии A и B) са на около 5 минути пеша.",
      en: "Staroměstská (line A) and Můstek (lines A and B) metro stations are about 5 minutes' walk away.",
    },
    selectionReason: {
      bg: "Най-обичаното шоу в Прага, което се разиграва всеки час, безплатно, в сърцето на Староградския площад.",
      en: "Prague's best-loved show, performed every hour for free in the heart of Old Town Square.",
    },
    seoTitle: {
      bg: "Пражкият орлой – шествието на апостолите",
      en: "Prague Astronomical Clock: The Apostles' Show",
    },
    seoDescription: {
      bg: "Пражкият орлой: как се разчита часовникът, кога е шествието на апостолите, кулата на кметството с гледка и какво да видите на Староградския площад.",
      en: "The Prague Astronomical Clock: how to read it, when the Apostles appear, the Town Hall tower view and what to see on Old Town Square.",
    },
    keywords: {
      bg: ["Пражкият орлой", "астрономическият часовник", "Староградският площад", "Прага"],
      en: ["Prague Astronomical Clock", "Orloj", "Old Town Square", "Prague"],
    },
    sections: {
      intro: {
        bg: "Всеки час пред Староградското кметство се събира тълпа с вдигнати телефони. Скелетът дърпа въженцето, прозорчетата се отварят и апостолите бавно преминават един след друг – кратко, но незабравимо представление, което се повтаря вече векове.",
        en: "Every hour a crowd gathers in front of the Old Town Hall, phones raised. The skeleton tugs its rope, the little windows open and the Apostles slowly file past one by one – a short but unforgettable show that has been repeated for centuries.",
      },
      context: {
        bg: "Часовникът е поставен през 1410 г. от часовникаря Микулаш от Кадан и астронома Ян Шиндел. Това е третият най-стар астрономически часовник в света и най-старият, който все още работи. Календарният диск е рисуван от Йозеф Манес през XIX век, а последната голяма реставрация на часовника е завършена през 2018 г.",
        en: "The clock was installed in 1410 by the clockmaker Mikuláš of Kadaň and the astronomer Jan Šindel. It is the third-oldest astronomical clock in the world and the oldest still working. The calendar dial was painted by Josef Mánes in the 19th century, and the clock's last major restoration was completed in 2018.",
      },
      highlights: {
        bg: "Горният циферблат показва положението на Слънцето и Луната и няколко различни начина за отчитане на времето, а долният е календар със знаците на зодиака и селскостопанските месеци. Фигурите отстрани – Суетата, Скъперникът, Смъртта и Турчинът – символизират човешките пороци. От кулата на кметството, до която има асансьор, се разкрива една от най-хубавите гледки към Прага.",
        en: "The upper dial shows the positions of the Sun and Moon and several different ways of telling the time, while the lower one is a calendar with the signs of the zodiac and the farming months. The figures at the sides – Vanity, the Miser, Death and the Turk – symbolise human vices. The Town Hall tower, which has a lift, offers one of the best views of Prague.",
      },
      practical: {
        bg: "Шествието на апостолите се случва на всеки кръгъл час от сутринта до късно вечер и трае по-малко от минута, затова заемете място няколко минути по-рано. Гледането е безплатно, а кулата на кметството и подземията се посещават с билет. Вечер кулата е отворена до късно и залезът отгоре е прекрасен.",
        en: "The procession of the Apostles takes place every hour on the hour from morning until late evening and lasts less than a minute, so take your place a few minutes early. Watching is free, while the Town Hall tower and underground rooms require a ticket. The tower stays open late, and sunset from the top is lovely.",
      },
      gettingThere: {
        bg: "От летище Вацлав Хавел вземете автобус 119 до Nádraží Veleslavín и метро A до Staroměstská или Můstek. От Вацлавския площад до орлоя пеша са около 10 минути, а от Карловия мост – също толкова.",
        en: "From Václav Havel Airport take bus 119 to Nádraží Veleslavín and metro line A to Staroměstská or Můstek. From Wenceslas Square the clock is about a 10-minute walk, and the same from Charles Bridge.",
      },
      nearby: {
        bg: "На Староградския площад се издигат готическата църква „Дева Мария пред Тин“ и паметникът на Ян Хус. На няколко минути пеша е Еврейският квартал Йозефов със синагогите и Старото еврейско гробище, а барочната църква „Свети Никола“ е на самия площад.",
        en: "On Old Town Square rise the Gothic Church of Our Lady before Týn and the Jan Hus Memorial. A few minutes' walk away is the Josefov Jewish Quarter with its synagogues and Old Jewish Cemetery, and the Baroque St Nicholas Church stands on the square itself.",
      },
    },
    faq: [
      {
        question: { bg: "Колко често се движат апостолите?", en: "How often do the Apostles appear?" },
        answer: {
          bg: "На всеки кръгъл час през деня и вечерта. Представлението трае по-малко от минута, затова не закъснявайте.",
          en: "Every hour on the hour during the day and evening. The show lasts less than a minute, so don't be late.",
        },
      },
      {
        question: { bg: "Струва ли си кулата на кметството?", en: "Is the Town Hall tower worth it?" },
        answer: {
          bg: "Да, гледката към Староградския площад и покривите на Прага е от най-хубавите в града. Има асансьор, така че изкачването не е трудно.",
          en: "Yes, the view of Old Town Square and Prague's rooftops is among the best in the city. There is a lift, so getting up is easy.",
        },
      },
    ],
    wikidataId: "Q729370",
  },

  // ── Budapest ────────────────────────────────────────────────────────────────────────────────────────────────
  {
    destinationIata: "BUD",
    name: { bg: "Парламентът в Будапеща", en: "Hungarian Parliament Building" },
    slug: { bg: "parlamentat-v-budapeshta", en: "hungarian-parliament-building" },
    description: {
      bg: "Неоготическата сграда на Унгарския парламент на брега на Дунав – най-голямата сграда в Унгария и една от най-красивите парламентарни сгради в света.",
      en: "The neo-Gothic Hungarian Parliament on the banks of the Danube, the largest building in Hungary and one of the most beautiful parliament buildings in the world.",
    },
    latitude: 47.5071,
    longitude: 19.0454,
    distanceKm: 1.3,
    transportInfo: {
      bg: "Метростанция Kossuth Lajos tér (линия M2) е точно пред сградата; по кея минава и трамвай 2.",
      en: "Kossuth Lajos tér metro station (line M2) is right in front of the building; tram 2 also runs along the embankment.",
    },
    selectionReason: {
      bg: "Символът на Будапеща, особено красив вечер от отсрещния бряг на Дунав, и мястото, където се пази Свещената унгарска корона.",
      en: "The symbol of Budapest, especially beautiful at night from across the Danube, and home of the Holy Crown of Hungary.",
    },
    seoTitle: {
      bg: "Парламентът в Будапеща – обиколки и гледки",
      en: "Hungarian Parliament: Tours and Best Views",
    },
    seoDescription: {
      bg: "Парламентът в Будапеща: обиколки с екскурзовод, Свещената корона, най-хубавите места за снимки и как да стигнете от летището.",
      en: "The Hungarian Parliament in Budapest: guided tours, the Holy Crown, the best photo spots and how to get there from the airport.",
    },
    keywords: {
      bg: ["Парламентът в Будапеща", "Будапеща", "Дунав", "Унгарската корона"],
      en: ["Hungarian Parliament", "Budapest", "Danube", "Holy Crown of Hungary"],
    },
    sections: {
      intro: {
        bg: "Парламентът е сградата, която всеки свързва с Будапеща – с бели кули, червен купол и фасада, отразена в Дунав. Отвън е впечатляващ по всяко време на деня, а отвътре изумява с позлатата и стълбищата си.",
        en: "The Parliament is the building everyone associates with Budapest, with its white spires, red dome and façade reflected in the Danube. It is striking from outside at any time of day, and inside it dazzles with gilding and grand staircases.",
      },
      context: {
        bg: "Сградата е проектирана от Имре Щайндл и е строена между 1885 и 1904 г., като част от нея е открита за хилядолетието от заселването на унгарците през 1896 г. Куполът е висок 96 метра – число, свързано с 896 г. От 2000 г. под купола се пази Свещената корона на Унгария, известна като короната на Свети Стефан.",
        en: "The building was designed by Imre Steindl and built between 1885 and 1904, with part of it opened in 1896 for the millennium of the Hungarian conquest of the Carpathian Basin. The dome is 96 metres high, a number linked to the year 896. Since 2000 the Holy Crown of Hungary, known as the Crown of St Stephen, has been kept beneath the dome.",
      },
      highlights: {
        bg: "Обиколката с екскурзовод минава по главното стълбище, под купола със Свещената корона и през залата на бившата Горна камара. Отвън най-хубавите снимки се правят от отсрещния бряг – от площад Батяни или от Рибарския бастион, особено по залез и вечер, когато сградата е осветена.",
        en: "The guided tour takes you up the main staircase, beneath the dome with the Holy Crown and through the former Upper House chamber. Outside, the best photos are from the opposite bank – from Batthyány tér or Fisherman's Bastion – especially at sunset and at night, when the building is lit up.",
      },
      practical: {
        bg: "Вътре се влиза само с обиколка с екскурзовод на няколко езика, включително английски, а билетите е добре да купите онлайн няколко дни по-рано. Обиколките не се провеждат в дните на заседания и важни държавни събития. Входът е през посетителския център под площад Кошут, където има проверка за сигурност.",
        en: "You can only go inside on a guided tour, offered in several languages including English, and tickets are best bought online a few days ahead. Tours don't run on days of plenary sessions and major state events. Entry is through the visitor centre beneath Kossuth Square, where there is a security check.",
      },
      gettingThere: {
        bg: "От летище Ференц Лист вземете експресния автобус 100E до Deák Ferenc tér и оттам метро M2 една спирка до Kossuth Lajos tér. От центъра пеша по кея на Дунав стигате за около 20 минути, а трамвай 2 е и приятна разходка покрай реката.",
        en: "From Ferenc Liszt Airport take the 100E express bus to Deák Ferenc tér and then metro M2 one stop to Kossuth Lajos tér. From the centre it is about a 20-minute walk along the Danube embankment, and tram 2 is a pleasant ride along the river.",
      },
      nearby: {
        bg: "На няколко минути на юг по кея е паметникът „Обувките на брега на Дунав“ в памет на жертвите от 1944–1945 г. Наблизо са площад Свобода и базиликата „Свети Ищван“, от чийто купол се вижда целият град.",
        en: "A few minutes south along the embankment is the Shoes on the Danube Bank memorial to the victims of 1944–1945. Nearby are Liberty Square and St Stephen's Basilica, whose dome looks out over the whole city.",
      },
    },
    faq: [
      {
        question: {
          bg: "Може ли да се разгледа Парламентът без екскурзовод?",
          en: "Can I visit the Parliament without a guide?",
        },
        answer: {
          bg: "Не, вътре се влиза само с организирана обиколка с екскурзовод. Отвън сградата и площад Кошут са свободни за разглеждане.",
          en: "No, you can only go inside on a guided tour. The building's exterior and Kossuth Square are free to explore.",
        },
      },
      {
        question: {
          bg: "Откъде е най-хубавата гледка към Парламента?",
          en: "Where is the best view of the Parliament?",
        },
        answer: {
          bg: "От будайския бряг – от площад Батяни или Рибарския бастион. Вечер вижте сградата и от корабче по Дунав.",
          en: "From the Buda bank – Batthyány tér or Fisherman's Bastion. In the evening, see it from a Danube river cruise too.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "BUD",
    name: { bg: "Будайският замък", en: "Buda Castle" },
    slug: { bg: "budaiskiyat-zamak", en: "buda-castle" },
    description: {
      bg: "Кралският дворцов комплекс на Крепостния хълм в Буда, в който днес са Унгарската национална галерия и Историческият музей на Будапеща.",
      en: "The royal palace complex on Castle Hill in Buda, now home to the Hungarian National Gallery and the Budapest History Museum.",
    },
    latitude: 47.4962,
    longitude: 19.0396,
    distanceKm: 1.2,
    transportInfo: {
      bg: "Автобус 16 тръгва от Deák Ferenc tér и изкачва хълма до Dísz tér; фуникулерът Budavári Sikló тръгва от площад Кларк Адам при Верижния мост.",
      en: "Bus 16 leaves from Deák Ferenc tér and climbs the hill to Dísz tér; the Budavári Sikló funicular runs up from Clark Ádám tér by the Chain Bridge.",
    },
    selectionReason: {
      bg: "Най-хубавата панорама над Дунав и Пеща, съчетана със средновековни улички и музеи на едно място.",
      en: "The finest panorama over the Danube and Pest, combined with medieval lanes and museums in one place.",
    },
    seoTitle: {
      bg: "Будайският замък – гледки, музеи и фуникулер",
      en: "Buda Castle: Views, Museums and the Funicular",
    },
    seoDescription: {
      bg: "Будайският замък в Будапеща: Националната галерия, изгледът към Дунав, фуникулерът Шикло, Рибарският бастион и как да стигнете.",
      en: "Buda Castle in Budapest: the National Gallery, the Danube views, the Sikló funicular, Fisherman's Bastion and how to get there.",
    },
    keywords: {
      bg: ["Будайският замък", "Будапеща", "Крепостният хълм", "Рибарският бастион"],
      en: ["Buda Castle", "Budapest", "Castle Hill", "Fisherman's Bastion", "Hungarian National Gallery"],
    },
    sections: {
      intro: {
        bg: "Будайският замък се издига над Дунав точно срещу Пеща и е мястото, откъдето Будапеща изглежда най-внушително. Дворовете, терасите и калдъръмените улички на Крепостния хълм лесно запълват цял ден.",
        en: "Buda Castle rises above the Danube right opposite Pest, and it is from here that Budapest looks its most majestic. The courtyards, terraces and cobbled lanes of Castle Hill can easily fill a whole day.",
      },
      context: {
        bg: "Първата крепост на хълма е построена през XIII век, след монголското нашествие, от крал Бела IV, а при Матяш Корвин в края на XV век дворът става един от ренесансовите центрове на Европа. След османското владичество и обсадата от 1686 г. дворецът е издигнат наново в бароков стил и разширен в края на XIX век. Разрушен през 1945 г., той е възстановен в опростен вид, а Крепостният хълм е част от обекта на ЮНЕСКО в Будапеща.",
        en: "The first fortress on the hill was built in the 13th century, after the Mongol invasion, by King Béla IV, and under Matthias Corvinus in the late 15th century the court became one of Europe's Renaissance centres. After Ottoman rule and the siege of 1686 the palace was rebuilt in Baroque style and enlarged in the late 19th century. Destroyed in 1945, it was rebuilt in simplified form, and Castle Hill is part of Budapest's UNESCO World Heritage Site.",
      },
      highlights: {
        bg: "Унгарската национална галерия показва унгарско изкуство от Средновековието до XX век, а Историческият музей на Будапеща – останки от средновековния дворец. Терасата пред двореца и статуята на птицата Турул предлагат гледка към Верижния мост и Парламента. Пред двореца „Шандор“, седалище на президента, редовно се сменя караулът.",
        en: "The Hungarian National Gallery shows Hungarian art from the Middle Ages to the 20th century, and the Budapest History Museum remains of the medieval palace. The terrace in front of the palace and the statue of the Turul bird offer views of the Chain Bridge and the Parliament. In front of the Sándor Palace, the president's seat, the guard changes regularly.",
      },
      practical: {
        bg: "Дворовете и терасите са достъпни безплатно по всяко време, а музеите работят от сутринта до следобед и обикновено почиват в понеделник. Фуникулерът е удобен, но опашката може да е дълга – автобус 16 е по-бърза алтернатива. Залезът и вечерта, когато Пеща светне, са най-хубавото време за разходка.",
        en: "The courtyards and terraces are free and open at all times, while the museums are open from morning to late afternoon and usually close on Mondays. The funicular is convenient but the queue can be long – bus 16 is a quicker alternative. Sunset and evening, when Pest lights up, are the best time for a stroll.",
      },
      gettingThere: {
        bg: "От летище Ференц Лист вземете автобус 100E до Deák Ferenc tér и оттам автобус 16 до Dísz tér. От Пеща можете да прекосите пеша Верижния мост и да се качите с фуникулера или по стълбите и алеите на склона.",
        en: "From Ferenc Liszt Airport take the 100E bus to Deák Ferenc tér and then bus 16 to Dísz tér. From Pest you can walk across the Chain Bridge and ride the funicular or climb the stairs and paths up the slope.",
      },
      nearby: {
        bg: "На около 10 минути пеша по Крепостния хълм са Рибарският бастион и църквата „Матяш“ с пъстрия керемиден покрив. В подножието на хълма е Верижният мост, а по кея на Буда се стига до банята „Рудаш“.",
        en: "About 10 minutes' walk along Castle Hill are Fisherman's Bastion and Matthias Church with its colourful tiled roof. At the foot of the hill is the Chain Bridge, and along the Buda embankment you reach the Rudas Baths.",
      },
    },
    faq: [
      {
        question: { bg: "Трябва ли билет за Будайския замък?", en: "Do I need a ticket for Buda Castle?" },
        answer: {
          bg: "Не за дворовете и терасите – те са свободни. Билет се купува само за музеите, фуникулера и някои възстановени сгради.",
          en: "Not for the courtyards and terraces – they are free. Tickets are only needed for the museums, the funicular and some rebuilt buildings.",
        },
      },
      {
        question: { bg: "Кой е най-лесният начин да се изкача?", en: "What is the easiest way up?" },
        answer: {
          bg: "Автобус 16 от Deák Ferenc tér ви оставя горе, без да се изморите. Фуникулерът е по-атрактивен, но често има опашка.",
          en: "Bus 16 from Deák Ferenc tér drops you at the top without any effort. The funicular is more fun but often has a queue.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "BUD",
    name: { bg: "Банята Сечени", en: "Széchenyi Thermal Bath" },
    slug: { bg: "banyata-secheni", en: "szechenyi-thermal-bath" },
    description: {
      bg: "Най-известната термална баня в Будапеща – необароков комплекс в Градския парк с открити басейни с топла минерална вода през цялата година.",
      en: "Budapest's most famous thermal bath, a neo-Baroque complex in City Park with outdoor pools of warm mineral water all year round.",
    },
    latitude: 47.5186,
    longitude: 19.0819,
    distanceKm: 3.1,
    transportInfo: {
      bg: "Метростанция Széchenyi fürdő на жълтата линия M1 излиза точно пред банята.",
      en: "Széchenyi fürdő station on the yellow M1 metro line exits right in front of the baths.",
    },
    selectionReason: {
      bg: "Най-будапещенското преживяване – да се потопите в топла вода на открито, дори когато навън вали сняг.",
      en: "The most Budapest of experiences – soaking in warm water outdoors even when it's snowing.",
    },
    seoTitle: {
      bg: "Банята Сечени в Будапеща – билети и съвети",
      en: "Széchenyi Thermal Bath: Tickets and Tips",
    },
    seoDescription: {
      bg: "Банята Сечени в Будапеща: басейните, шкафче или кабина, какво да носите, кога е най-спокойно и как да стигнете с метро M1.",
      en: "The Széchenyi Bath in Budapest: the pools, locker or cabin, what to bring, when it's quietest and how to get there on metro M1.",
    },
    keywords: {
      bg: ["Банята Сечени", "термални бани в Будапеща", "Будапеща", "Градският парк"],
      en: ["Széchenyi Thermal Bath", "Budapest thermal baths", "Budapest", "City Park"],
    },
    sections: {
      intro: {
        bg: "Жълтата сграда с купол и парата, която се издига над откритите басейни, са една от най-разпознаваемите картини на Будапеща. Банята Сечени е място и за туристи, и за местни, които идват тук да играят шах във водата.",
        en: "The yellow domed building and the steam rising over the outdoor pools are one of the most recognisable images of Budapest. The Széchenyi Bath is a place for tourists and locals alike, who come here to play chess in the water.",
      },
      context: {
        bg: "Банята е открита през 1913 г. по проект на Гьозьо Циглер и е една от най-големите лечебни бани в Европа. Водата идва от дълбок термален извор в Градския парк. Будапеща е известна като градът на баните още от римско и османско време.",
        en: "The bath opened in 1913 to a design by Győző Czigler and is one of the largest medicinal baths in Europe. Its water comes from a deep thermal spring in City Park. Budapest has been known as a city of baths since Roman and Ottoman times.",
      },
      highlights: {
        bg: "Трите големи открити басейна – с различна температура – са центърът на преживяването, а вътре има лабиринт от по-малки термални басейни, сауни и парни бани. Шахматистите в топлия басейн са задължителна гледка. В някои съботни вечери се организират партита с музика и светлини.",
        en: "The three large outdoor pools, each at a different temperature, are the heart of the experience, and inside there is a maze of smaller thermal pools, saunas and steam rooms. The chess players in the warm pool are a must-see. On some Saturday nights there are parties with music and lights.",
      },
      practical: {
        bg: "Банята е отворена всеки ден от сутринта до вечерта; билетите е по-удобно да купите онлайн и да изберете между шкафче и кабина. Носете бански, джапанки и кърпа, а за плувния басейн е задължителна шапка. Най-спокойно е рано сутрин в делничен ден, а зимата е най-атмосферното време.",
        en: "The bath is open every day from morning to evening; it's easiest to buy tickets online and choose between a locker and a cabin. Bring a swimsuit, flip-flops and a towel, and a swimming cap is required in the lap pool. It is calmest early on a weekday morning, and winter is the most atmospheric time.",
      },
      gettingThere: {
        bg: "От летище Ференц Лист вземете автобус 100E до Deák Ferenc tér и оттам метро M1 до Széchenyi fürdő. Линия M1 е най-старото метро в континентална Европа, открито през 1896 г., и пътуването под булевард Андраши е преживяване само по себе си.",
        en: "From Ferenc Liszt Airport take the 100E bus to Deák Ferenc tér and then metro M1 to Széchenyi fürdő. The M1 is the oldest underground line in continental Europe, opened in 1896, and the ride beneath Andrássy Avenue is an experience in itself.",
      },
    },
    faq: [
      {
        question: {
          bg: "Може ли да се ходи в банята Сечени през зимата?",
          en: "Can I go to the Széchenyi Bath in winter?",
        },
        answer: {
          bg: "Да, откритите басейни работят през цялата година. Зимата е дори най-атмосферният сезон – водата е топла, а над басейните се вдига пара.",
          en: "Yes, the outdoor pools are open all year round. Winter is actually the most atmospheric season – the water is warm and steam rises over the pools.",
        },
      },
      {
        question: { bg: "Какво да взема със себе си?", en: "What should I bring?" },
        answer: {
          bg: "Бански, джапанки, кърпа и шапка за плуване, ако ще ползвате плувния басейн. Кърпи и чехли може да се наемат и на място.",
          en: "A swimsuit, flip-flops, a towel and a swimming cap if you'll use the lap pool. Towels and slippers can also be rented on site.",
        },
      },
    ],
    wikidataId: null,
  },

  // ── Madrid ──────────────────────────────────────────────────────────────────────────────────────────────────
  {
    destinationIata: "MAD",
    name: { bg: "Музеят Прадо", en: "Prado Museum" },
    slug: { bg: "muzeyat-prado", en: "prado-museum" },
    description: {
      bg: "Един от най-големите художествени музеи в света, с шедьоври на Веласкес, Гоя, Ел Греко, Бош, Тициан и Рубенс.",
      en: "One of the world's great art museums, with masterpieces by Velázquez, Goya, El Greco, Bosch, Titian and Rubens.",
    },
    latitude: 40.4138,
    longitude: -3.6921,
    distanceKm: 1,
    transportInfo: {
      bg: "Метростанция Banco de España (линия 2) е на около 10 минути пеша, а гара Atocha – на 10 минути на юг; автобуси минават по булевард Пасео дел Прадо.",
      en: "Banco de España metro station (line 2) is about a 10-minute walk away, with Atocha station 10 minutes to the south; buses run along the Paseo del Prado.",
    },
    selectionReason: {
      bg: "Най-важната колекция от испанска живопис в света, с безплатен вход в последните часове всеки ден.",
      en: "The most important collection of Spanish painting in the world, with free entry in the last hours of every day.",
    },
    seoTitle: {
      bg: "Музеят Прадо в Мадрид – шедьоври и безплатен вход",
      en: "Prado Museum Madrid: Masterpieces and Free Entry",
    },
    seoDescription: {
      bg: "Музеят Прадо в Мадрид: „Менините“ на Веласкес, „Черните картини“ на Гоя, безплатните часове, билети и как да стигнете от летището.",
      en: "The Prado in Madrid: Velázquez's Las Meninas, Goya's Black Paintings, the free hours, tickets and how to get there from the airport.",
    },
    keywords: {
      bg: ["Прадо", "Мадрид", "Веласкес", "Гоя", "музеи в Мадрид"],
      en: ["Prado Museum", "Madrid", "Velázquez", "Goya", "Madrid museums"],
    },
    sections: {
      intro: {
        bg: "Прадо е музей, в който можете да прекарате дни, но дори няколко часа са достатъчни, за да застанете пред „Менините“ и да разберете защо Веласкес е наричан „художник на художниците“. Залите са подредени така, че е лесно да следвате испанската живопис от Средновековието до Гоя.",
        en: "The Prado is a museum where you could spend days, but even a few hours are enough to stand before Las Meninas and understand why Velázquez is called the 'painter of painters'. The galleries make it easy to follow Spanish painting from the Middle Ages to Goya.",
      },
      context: {
        bg: "Сградата е проектирана от Хуан де Виянуева в края на XVIII век като природонаучен музей, но през 1819 г. отваря врати като Кралски музей на живописта и скулптурата. Колекцията идва предимно от испанските крале, които векове наред събират изкуство от цяла Европа. Булевард Пасео дел Прадо и паркът Ретиро са обект на ЮНЕСКО от 2021 г.",
        en: "The building was designed by Juan de Villanueva in the late 18th century as a natural history museum, but it opened in 1819 as the Royal Museum of Painting and Sculpture. The collection comes mainly from the Spanish kings, who gathered art from all over Europe for centuries. The Paseo del Prado and Retiro Park have been a UNESCO World Heritage Site since 2021.",
      },
      highlights: {
        bg: "Задължителни са „Менините“ на Веласкес, „Трети май 1808“ и мрачните „Черни картини“ на Гоя, както и „Градината на земните наслади“ на Йеронимус Бош. Не пропускайте и залите на Ел Греко, Тициан и Рубенс. Вземете план на входа – музеят маркира най-важните творби.",
        en: "Must-sees are Velázquez's Las Meninas, Goya's The Third of May 1808 and his dark Black Paintings, and Hieronymus Bosch's The Garden of Earthly Delights. Don't miss the rooms of El Greco, Titian and Rubens either. Pick up a plan at the entrance – the museum marks the key works.",
      },
      practical: {
        bg: "Музеят е отворен всеки ден с изключение на няколко празника, а в последните два часа преди затваряне входът е безплатен – тогава обаче опашката е дълга. Ако искате спокойствие, купете билет онлайн и влезте при отварянето. Снимането в залите е забранено.",
        en: "The museum is open every day except a few holidays, and in the last two hours before closing entry is free – though the queue is then long. For a calmer visit, buy a ticket online and go in at opening time. Photography in the galleries is not allowed.",
      },
      gettingThere: {
        bg: "От летище Барахас автобусът Exprés Aeropuerto спира на Cibeles и Atocha, на по-малко от 10 минути пеша от музея. Крайградският влак Cercanías C1 от терминал 4 също стига до Atocha. От Пуерта дел Сол пеша по улица Алкала или Карера де Сан Херонимо стигате за около 15 минути.",
        en: "From Barajas Airport the Exprés Aeropuerto bus stops at Cibeles and Atocha, both under 10 minutes' walk from the museum. The Cercanías C1 commuter train from Terminal 4 also runs to Atocha. From Puerta del Sol it is about a 15-minute walk along Calle de Alcalá or Carrera de San Jerónimo.",
      },
      nearby: {
        bg: "Наблизо са другите два музея от „златния триъгълник на изкуството“ – Тисен-Борнемиса и Центърът „Кралица София“ с „Герника“ на Пикасо. Точно зад Прадо е паркът Ретиро, а на юг – Кралската ботаническа градина.",
        en: "Nearby are the other two museums of the 'Golden Triangle of Art' – the Thyssen-Bornemisza and the Reina Sofía with Picasso's Guernica. Right behind the Prado is Retiro Park, and to the south the Royal Botanical Garden.",
      },
    },
    faq: [
      {
        question: { bg: "Кога входът в Прадо е безплатен?", en: "When is entry to the Prado free?" },
        answer: {
          bg: "Всеки ден в последните два часа преди затваряне. Опашката започва да се образува по-рано, затова елате навреме и се съсредоточете върху няколко зали.",
          en: "Every day in the last two hours before closing. The queue starts forming earlier, so arrive in good time and focus on a few rooms.",
        },
      },
      {
        question: { bg: "Може ли да се снима в Прадо?", en: "Can I take photos in the Prado?" },
        answer: {
          bg: "Не, снимането в залите е забранено. Снимки можете да направите само отвън и във фоайетата.",
          en: "No, photography in the galleries is not allowed. You can only take pictures outside and in the lobbies.",
        },
      },
    ],
    wikidataId: "Q160112",
  },
  {
    destinationIata: "MAD",
    name: { bg: "Кралският дворец в Мадрид", en: "Royal Palace of Madrid" },
    slug: { bg: "kralskiyat-dvorec-v-madrid", en: "royal-palace-of-madrid" },
    description: {
      bg: "Официалната резиденция на испанския крал, един от най-големите дворци в Европа, с над 3000 помещения и богато украсени парадни зали.",
      en: "The official residence of the King of Spain, one of the largest palaces in Europe, with more than 3,000 rooms and lavish state halls.",
    },
    latitude: 40.418,
    longitude: -3.7143,
    distanceKm: 0.9,
    transportInfo: {
      bg: "Метростанция Ópera (линии 2, 5 и Ramal) е на около 5 минути пеша през площад Ориенте.",
      en: "Ópera metro station (lines 2, 5 and the Ramal) is about a 5-minute walk across Plaza de Oriente.",
    },
    selectionReason: {
      bg: "Блясъкът на испанската монархия на едно място, на кратка разходка от Пуерта дел Сол.",
      en: "The splendour of the Spanish monarchy in one place, a short walk from Puerta del Sol.",
    },
    seoTitle: {
      bg: "Кралският дворец в Мадрид – билети и смяна на караула",
      en: "Royal Palace of Madrid: Tickets and Changing of the Guard",
    },
    seoDescription: {
      bg: "Кралският дворец в Мадрид: парадните зали, Кралската оръжейна, смяната на караула, безплатни часове за граждани на ЕС и транспорт.",
      en: "The Royal Palace of Madrid: the state rooms, the Royal Armoury, the changing of the guard, free hours for EU citizens and transport.",
    },
    keywords: {
      bg: ["Кралският дворец", "Мадрид", "Паласио Реал", "смяна на караула"],
      en: ["Royal Palace of Madrid", "Palacio Real", "Madrid", "changing of the guard"],
    },
    sections: {
      intro: {
        bg: "Кралският дворец е най-внушителната сграда в стария Мадрид. Разходката през парадните зали, украсени с фрески, коприна и кристални полилеи, дава представа за блясъка на испанския двор.",
        en: "The Royal Palace is the most imposing building in old Madrid. A walk through its state rooms, decorated with frescoes, silk and crystal chandeliers, gives a sense of the splendour of the Spanish court.",
      },
      context: {
        bg: "Дворецът е построен на мястото на средновековния Алкасар, който изгаря през 1734 г. Строежът започва през 1738 г., а първият крал, който се нанася в него, е Карлос III. Днес кралското семейство живее в двореца Сарсуела, а Кралският дворец се използва за държавни церемонии.",
        en: "The palace was built on the site of the medieval Alcázar, which burned down in 1734. Construction began in 1738, and the first king to move in was Charles III. Today the royal family lives at the Zarzuela Palace, and the Royal Palace is used for state ceremonies.",
      },
      highlights: {
        bg: "Тронната зала с таван на Тиеполо, Порцелановият кабинет и колекцията от инструменти на Страдивари са сред акцентите. Кралската оръжейна е една от най-важните в света, а Кралската аптека показва стотици стари съдове за лекарства. Съседната Галерия на кралските колекции излага съкровищата на испанската корона.",
        en: "The Throne Room with its Tiepolo ceiling, the Porcelain Room and the collection of Stradivarius instruments are among the highlights. The Royal Armoury is one of the most important in the world, and the Royal Pharmacy displays hundreds of old medicine jars. The neighbouring Gallery of the Royal Collections shows the treasures of the Spanish Crown.",
      },
      practical: {
        bg: "Дворецът е отворен всеки ден, но може да бъде затворен при официални събития – проверете сайта на Patrimonio Nacional. Купете билет онлайн; гражданите на ЕС, включително българите, влизат безплатно в определени часове в някои делнични дни. В първата сряда на повечето месеци се провежда тържествена смяна на караула с конница.",
        en: "The palace is open every day but may close for official events – check the Patrimonio Nacional website. Buy tickets online; EU citizens, Bulgarians included, get free entry at set times on some weekdays. On the first Wednesday of most months a solemn changing of the guard with cavalry takes place.",
      },
      gettingThere: {
        bg: "От летище Барахас вземете метро линия 8 до Nuevos Ministerios, прехвърлете на линия 10 до Plaza de España и вървете около 10 минути. Друг вариант е автобусът Exprés Aeropuerto до Cibeles и метро линия 2 от Banco de España до Ópera. От Пуерта дел Сол пеша по улица Аренал са около 10 минути.",
        en: "From Barajas Airport take metro line 8 to Nuevos Ministerios, change to line 10 for Plaza de España and walk for about 10 minutes. Alternatively, take the Exprés Aeropuerto bus to Cibeles and metro line 2 from Banco de España to Ópera. From Puerta del Sol it is about a 10-minute walk along Calle del Arenal.",
      },
      nearby: {
        bg: "Срещу двореца е катедралата Алмудена, а от другата страна – площад Ориенте и Кралският театър. Градините Сабатини и Кампо дел Моро обграждат двореца, а на около 15 минути пеша е египетският храм Дебод, където залезът е прекрасен.",
        en: "Opposite the palace is Almudena Cathedral, and on the other side Plaza de Oriente and the Teatro Real. The Sabatini Gardens and the Campo del Moro surround the palace, and about 15 minutes' walk away is the Egyptian Temple of Debod, a lovely spot at sunset.",
      },
    },
    faq: [
      {
        question: { bg: "Живее ли кралят в двореца?", en: "Does the King live in the palace?" },
        answer: {
          bg: "Не, кралското семейство живее в двореца Сарсуела край Мадрид. Кралският дворец се използва за официални церемонии и приеми.",
          en: "No, the royal family lives at the Zarzuela Palace outside Madrid. The Royal Palace is used for official ceremonies and receptions.",
        },
      },
      {
        question: { bg: "Кога е смяната на караула?", en: "When is the changing of the guard?" },
        answer: {
          bg: "Тържествената смяна с конница е в първата сряда на повечето месеци по обяд, а по-малка смяна има в някои дни от седмицата. Проверете календара предварително.",
          en: "The solemn changing with cavalry takes place at midday on the first Wednesday of most months, with a smaller changing on certain days of the week. Check the calendar in advance.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "MAD",
    name: { bg: "Паркът Ретиро", en: "Retiro Park" },
    slug: { bg: "parkat-retiro", en: "retiro-park" },
    description: {
      bg: "Големият парк в центъра на Мадрид, бивша кралска градина, с езеро за разходки с лодка, Кристалния дворец и сенчести алеи.",
      en: "The great park in the heart of Madrid, a former royal garden with a boating lake, the Crystal Palace and shady avenues.",
    },
    latitude: 40.4153,
    longitude: -3.6845,
    distanceKm: 1.6,
    transportInfo: {
      bg: "Метростанция Retiro (линия 2) е до северния вход; Ibiza (линия 9) е откъм източната страна, а Atocha – до южния край.",
      en: "Retiro metro station (line 2) is by the northern entrance; Ibiza (line 9) is on the eastern side, and Atocha by the southern end.",
    },
    selectionReason: {
      bg: "Зеленото сърце на Мадрид, безплатно и идеално за почивка между музеите.",
      en: "Madrid's green heart, free to enter and perfect for a break between museums.",
    },
    seoTitle: {
      bg: "Паркът Ретиро в Мадрид – езерото и Кристалният дворец",
      en: "Retiro Park Madrid: The Lake and Crystal Palace",
    },
    seoDescription: {
      bg: "Паркът Ретиро: лодки на Голямото езеро, Кристалният дворец, Розовата градина, работно време и как да стигнете с метро.",
      en: "Retiro Park: boating on the Great Pond, the Crystal Palace, the Rose Garden, opening pattern and how to get there by metro.",
    },
    keywords: {
      bg: ["Паркът Ретиро", "Мадрид", "Кристалният дворец", "паркове в Мадрид"],
      en: ["Retiro Park", "Buen Retiro", "Madrid", "Crystal Palace", "Madrid parks"],
    },
    sections: {
      intro: {
        bg: "Ретиро е мястото, където мадридчани бягат от шума на града – да тичат, да четат на тревата или да гребат в езерото. Паркът е огромен, но лесен за ориентиране, и крие изненади на всеки ъгъл – от стъклен павилион до статуя на самия дявол.",
        en: "Retiro is where Madrileños escape the noise of the city – to run, read on the grass or row on the lake. The park is huge but easy to navigate, and it hides surprises around every corner, from a glass pavilion to a statue of the devil himself.",
      },
      highlights: {
        bg: "Наемете лодка на Голямото езеро пред монумента на крал Алфонсо XII. Кристалният дворец от стъкло и желязо, построен през XIX век, е домакин на изложби на музея „Кралица София“, както и съседният дворец „Веласкес“. Потърсете статуята на Падналия ангел – една от малкото публични статуи на Луцифер в света – и разходете се из Розовата градина през май и юни.",
        en: "Hire a rowing boat on the Great Pond in front of the monument to King Alfonso XII. The 19th-century glass-and-iron Crystal Palace hosts exhibitions of the Reina Sofía museum, as does the nearby Velázquez Palace. Look for the statue of the Fallen Angel – one of the few public statues of Lucifer in the world – and stroll through the Rose Garden in May and June.",
      },
      practical: {
        bg: "Паркът е отворен всеки ден от ранна сутрин до късно вечер, като часовете зависят от сезона, а входът е безплатен. При силен вятър или опасни горещини общината временно го затваря. Най-приятно е сутрин и в късния следобед, а в неделя около езерото има улични музиканти и кукловоди.",
        en: "The park is open every day from early morning until late evening, with hours depending on the season, and entry is free. In strong winds or dangerous heat the city closes it temporarily. Mornings and late afternoons are most pleasant, and on Sundays street musicians and puppeteers gather around the lake.",
      },
      gettingThere: {
        bg: "От летище Барахас автобусът Exprés Aeropuerto спира на O'Donnell, близо до източния край на парка, и на Cibeles. Крайградският влак Cercanías C1 от терминал 4 стига до гара Atocha, на около 10 минути пеша от южния край на парка, а от Пуерта дел Сол пеша са около 20 минути.",
        en: "From Barajas Airport the Exprés Aeropuerto bus stops at O'Donnell, near the eastern edge of the park, and at Cibeles. The Cercanías C1 commuter train from Terminal 4 runs to Atocha station, about a 10-minute walk from the southern end of the park, and from Puerta del Sol it is about a 20-minute walk.",
      },
      nearby: {
        bg: "До северозападния ъгъл на парка е Пуерта де Алкала, една от символичните порти на Мадрид. Музеят Прадо и Кралската ботаническа градина са на няколко минути пеша на запад, а площад Сибелес с кметството и панорамната му тераса – малко по-нататък.",
        en: "By the park's north-west corner stands the Puerta de Alcalá, one of Madrid's emblematic gates. The Prado Museum and the Royal Botanical Garden are a few minutes' walk to the west, with Plaza de Cibeles and the City Hall's rooftop terrace a little further on.",
      },
    },
    faq: [
      {
        question: { bg: "Има ли вход за парка Ретиро?", en: "Is there an entry fee for Retiro Park?" },
        answer: {
          bg: "Не, паркът е безплатен. Плаща се само наемът на лодка на езерото; изложбите в Кристалния дворец обикновено също са безплатни.",
          en: "No, the park is free. You only pay to hire a boat on the lake; exhibitions in the Crystal Palace are usually free too.",
        },
      },
      {
        question: { bg: "Защо паркът понякога е затворен?", en: "Why is the park sometimes closed?" },
        answer: {
          bg: "При силен вятър или много високи температури общината затваря парка от съображения за безопасност, заради риска от падащи клони.",
          en: "In strong winds or very high temperatures the city closes the park for safety reasons, because of the risk of falling branches.",
        },
      },
    ],
    wikidataId: null,
  },

  // ── Lisbon ──────────────────────────────────────────────────────────────────────────────────────────────────
  {
    destinationIata: "LIS",
    name: { bg: "Кулата Белем", en: "Belém Tower" },
    slug: { bg: "kulata-belem", en: "belem-tower" },
    description: {
      bg: "Крепостна кула от XVI век на брега на река Тежу, символ на Епохата на Великите географски открития и шедьовър на мануелинския стил.",
      en: "A 16th-century fortified tower on the banks of the Tagus, a symbol of the Age of Discovery and a masterpiece of the Manueline style.",
    },
    latitude: 38.6916,
    longitude: -9.216,
    distanceKm: 7.1,
    transportInfo: {
      bg: "Трамвай 15E от Праса да Фигейра и Праса ду Комерсиу до спирка Largo da Princesa; влакът от гара Cais do Sodré до Belém пътува около 10 минути.",
      en: "Tram 15E from Praça da Figueira and Praça do Comércio to the Largo da Princesa stop; the train from Cais do Sodré to Belém takes about 10 minutes.",
    },
    selectionReason: {
      bg: "Най-разпознаваемият символ на Лисабон и отправна точка за цял ден в квартал Белем.",
      en: "Lisbon's most recognisable symbol and the starting point for a full day in Belém.",
    },
    seoTitle: {
      bg: "Кулата Белем в Лисабон – история и как да стигнете",
      en: "Belém Tower Lisbon: History and How to Get There",
    },
    seoDescription: {
      bg: "Кулата Белем: мануелинската архитектура, изкачването по витата стълба, комбинирани билети с манастира Жеронимуш и транспорт от центъра.",
      en: "Belém Tower: Manueline architecture, the spiral staircase climb, combined tickets with the Jerónimos Monastery and transport from the centre.",
    },
    keywords: {
      bg: ["Кулата Белем", "Лисабон", "Белем", "Великите географски открития"],
      en: ["Belém Tower", "Lisbon", "Belém", "Age of Discovery", "Manueline"],
    },
    sections: {
      intro: {
        bg: "Кулата Белем изглежда като каменна дантела, стъпила във водата на Тежу. Малка е, но с въжетата, армиларните сфери и кръстовете, изваяни в камъка, разказва за времето, когато Португалия е била морска сила.",
        en: "Belém Tower looks like stone lace standing in the waters of the Tagus. It is small, but with the ropes, armillary spheres and crosses carved in its stone it tells of the time when Portugal was a great sea power.",
      },
      context: {
        bg: "Кулата е построена между 1514 и 1519 г. по заповед на крал Мануел I, за да охранява входа на пристанището на Лисабон, и е проектирана от Франсиско де Аруда. От тези брегове са отплавали много от корабите към Индия и Бразилия. Някога е стояла по-навътре в реката, а от 1983 г. е обект на ЮНЕСКО заедно с манастира Жеронимуш.",
        en: "The tower was built between 1514 and 1519 on the orders of King Manuel I to guard the entrance to the port of Lisbon, and was designed by Francisco de Arruda. Many of the ships bound for India and Brazil set sail from these shores. It once stood further out in the river, and since 1983 it has been a UNESCO World Heritage Site together with the Jerónimos Monastery.",
      },
      highlights: {
        bg: "Потърсете по фасадата главата на носорог – едно от първите изображения на това животно в европейското изкуство. Вътре тясна вита стълба води до терасите, а светофари регулират кой се качва и кой слиза. От най-горната тераса се открива гледка към реката, моста „25 април“ и Белем.",
        en: "On the façade look for the rhinoceros head, one of the first depictions of the animal in European art. Inside, a narrow spiral staircase leads to the terraces, with traffic lights controlling who goes up and who comes down. The top terrace offers views of the river, the 25 de Abril Bridge and Belém.",
      },
      practical: {
        bg: "Кулата е затворена в понеделник, а в другите дни работи от сутринта до следобеда; понякога се затваря за консервационни работи, затова проверете сайта преди посещението. Вътре се допускат ограничен брой хора, а опашката може да е дълга – елате при отварянето. Има комбинирани билети с манастира Жеронимуш.",
        en: "The tower is closed on Mondays and on other days is open from morning until late afternoon; it occasionally closes for conservation work, so check the website before you go. Only a limited number of people are allowed inside at a time and the queue can be long – arrive at opening time. Combined tickets with the Jerónimos Monastery are available.",
      },
      gettingThere: {
        bg: "От летище Умберто Делгадо вземете Aerobus до Cais do Sodré и оттам влака по линията за Кашкайш до гара Belém. Друг вариант е метро – червена линия до Alameda и зелена до Cais do Sodré. От Праса ду Комерсиу трамвай 15E стига до Белем за около 20–30 минути.",
        en: "From Humberto Delgado Airport take the Aerobus to Cais do Sodré and then a train on the Cascais line to Belém station. Alternatively, go by metro – the red line to Alameda and the green line to Cais do Sodré. From Praça do Comércio, tram 15E reaches Belém in about 20–30 minutes.",
      },
      nearby: {
        bg: "На около 10 минути пеша по брега е Паметникът на откривателите, а малко по-нататък – модерният музей MAAT. Манастирът Жеронимуш е на 15 минути, а до него е сладкарницата Pastéis de Belém с прочутите кремкейкове.",
        en: "About 10 minutes' walk along the waterfront is the Monument to the Discoveries, and a little further on the modern MAAT museum. The Jerónimos Monastery is 15 minutes away, and next to it is the Pastéis de Belém bakery with its famous custard tarts.",
      },
    },
    faq: [
      {
        question: { bg: "Струва ли си да се влиза в кулата?", en: "Is it worth going inside the tower?" },
        answer: {
          bg: "Ако нямате много време, най-впечатляваща е отвън. Ако обаче обичате гледки и не се притеснявате от тесни стълби, изкачването си заслужава.",
          en: "If you're short of time, it is most impressive from outside. But if you love views and don't mind narrow stairs, the climb is worth it.",
        },
      },
      {
        question: { bg: "Кой ден е почивен?", en: "Which day is it closed?" },
        answer: {
          bg: "Понеделник, както и някои официални празници. Манастирът Жеронимуш също почива в понеделник, затова планирайте Белем за друг ден.",
          en: "Monday, as well as some public holidays. The Jerónimos Monastery is also closed on Mondays, so plan Belém for another day.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "LIS",
    name: { bg: "Манастирът Жеронимуш", en: "Jerónimos Monastery" },
    slug: { bg: "manastirat-zheronimush", en: "jeronimos-monastery" },
    description: {
      bg: "Грандиозен манастир от XVI век в Белем, построен с богатството от търговията с подправки, с гробницата на Васко да Гама и един от най-красивите клуатри в Европа.",
      en: "A grand 16th-century monastery in Belém, built with wealth from the spice trade, with the tomb of Vasco da Gama and one of the most beautiful cloisters in Europe.",
    },
    latitude: 38.6979,
    longitude: -9.2068,
    distanceKm: 6.1,
    transportInfo: {
      bg: "Трамвай 15E спира на Mosteiro Jerónimos точно пред входа; влакът от Cais do Sodré до гара Belém е на 10 минути пеша.",
      en: "Tram 15E stops at Mosteiro Jerónimos right in front of the entrance; the train from Cais do Sodré to Belém station is a 10-minute walk away.",
    },
    selectionReason: {
      bg: "Връхната точка на мануелинската архитектура и паметник на златния век на Португалия.",
      en: "The high point of Manueline architecture and a monument to Portugal's golden age.",
    },
    seoTitle: {
      bg: "Манастирът Жеронимуш в Лисабон – билети и съвети",
      en: "Jerónimos Monastery Lisbon: Tickets and Tips",
    },
    seoDescription: {
      bg: "Манастирът Жеронимуш в Белем: клуатърът, гробницата на Васко да Гама, почивният ден, билети и как да стигнете с трамвай 15E.",
      en: "The Jerónimos Monastery in Belém: the cloister, Vasco da Gama's tomb, the weekly closing day, tickets and how to get there on tram 15E.",
    },
    keywords: {
      bg: ["Манастирът Жеронимуш", "Лисабон", "Белем", "Васко да Гама"],
      en: ["Jerónimos Monastery", "Lisbon", "Belém", "Vasco da Gama", "Manueline"],
    },
    sections: {
      intro: {
        bg: "Дългата близо 300 метра фасада на манастира Жеронимуш се вижда отдалеч, но истинското чудо е вътре. Двуетажният клуатър с каменни орнаменти от морски въжета, растения и екзотични животни е сред най-красивите места в Португалия.",
        en: "The Jerónimos Monastery's façade, nearly 300 metres long, is visible from afar, but the real wonder is inside. The two-storey cloister with stone carvings of ship's ropes, plants and exotic animals is one of the most beautiful places in Portugal.",
      },
      context: {
        bg: "Крал Мануел I поръчва строежа в началото на XVI век, на мястото, където Васко да Гама се е молил преди отплаването си за Индия през 1497 г. Строителството е финансирано до голяма степен от данък върху търговията с подправки. Манастирът е даден на монасите йеронимити, които живеят в него до 1833 г., и оцелява почти невредим при голямото земетресение от 1755 г.",
        en: "King Manuel I commissioned the building in the early 16th century, on the spot where Vasco da Gama prayed before sailing for India in 1497. Construction was largely funded by a tax on the spice trade. The monastery was given to the Hieronymite monks, who lived there until 1833, and it survived the great earthquake of 1755 almost unscathed.",
      },
      highlights: {
        bg: "В църквата „Санта Мария“ са гробниците на Васко да Гама и на великия поет Луиш де Камоеш. Южният портал е богато украсен с фигури на светци, а клуатърът е връхната точка на посещението. В крилата на манастира се помещават Националният археологически музей и Морският музей.",
        en: "The Church of Santa Maria holds the tombs of Vasco da Gama and the great poet Luís de Camões. The south portal is richly decorated with figures of saints, and the cloister is the highlight of the visit. The monastery's wings house the National Archaeology Museum and the Navy Museum.",
      },
      practical: {
        bg: "Манастирът е затворен в понеделник. Църквата е с безплатен вход, а за клуатъра се купува билет – най-добре онлайн, защото опашката пред касата е дълга. Идете при отварянето или в късния следобед, а в църквата влизайте извън богослуженията.",
        en: "The monastery is closed on Mondays. The church is free to enter, while the cloister requires a ticket – best bought online, as the queue at the ticket desk is long. Go at opening time or late in the afternoon, and visit the church outside services.",
      },
      gettingThere: {
        bg: "От летище Умберто Делгадо вземете Aerobus или метро до Cais do Sodré и оттам влака до гара Belém. От центъра трамвай 15E ви оставя пред манастира, а автобуси 728 и 714 също минават оттук.",
        en: "From Humberto Delgado Airport take the Aerobus or the metro to Cais do Sodré and then the train to Belém station. From the centre, tram 15E drops you outside the monastery, and buses 728 and 714 also pass by.",
      },
      nearby: {
        bg: "На няколко минути пеша е сладкарницата Pastéis de Belém, която пече прочутите кремкейкове по рецепта, свързвана с монасите от манастира. Срещу манастира, отвъд градините, е Паметникът на откривателите, а културният център „Белем“ предлага съвременно изкуство.",
        en: "A few minutes' walk away is the Pastéis de Belém bakery, which bakes the famous custard tarts to a recipe linked to the monastery's monks. Across the gardens opposite the monastery is the Monument to the Discoveries, and the Centro Cultural de Belém offers contemporary art.",
      },
    },
    faq: [
      {
        question: { bg: "Безплатна ли е църквата на манастира?", en: "Is the monastery church free?" },
        answer: {
          bg: "Да, църквата „Санта Мария“ с гробницата на Васко да Гама е с безплатен вход. Плаща се за клуатъра и манастирските помещения.",
          en: "Yes, the Church of Santa Maria with Vasco da Gama's tomb is free to enter. You pay for the cloister and the monastic rooms.",
        },
      },
      {
        question: { bg: "Как да избегна опашката?", en: "How can I avoid the queue?" },
        answer: {
          bg: "Купете билета онлайн и елате при отварянето. Опашката за църквата е отделна от тази за клуатъра, затова проверете къде се нареждате.",
          en: "Buy your ticket online and arrive at opening time. The queue for the church is separate from the one for the cloister, so check which line you're in.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "LIS",
    name: { bg: "Замъкът Сао Жорже", en: "São Jorge Castle" },
    slug: { bg: "zamakat-sao-zhorzhe", en: "sao-jorge-castle" },
    description: {
      bg: "Мавританска крепост на най-високия хълм в историческия център на Лисабон, откъдето се вижда целият град до река Тежу.",
      en: "A Moorish fortress on the highest hill in Lisbon's historic centre, with views over the whole city to the River Tagus.",
    },
    latitude: 38.7139,
    longitude: -9.1335,
    distanceKm: 0.5,
    transportInfo: {
      bg: "Автобус 737 тръгва от Праса да Фигейра и стига до самия вход; трамвай 28 спира при Miradouro de Santa Luzia, на 5–10 минути пеша нагоре.",
      en: "Bus 737 leaves from Praça da Figueira and goes right to the entrance; tram 28 stops by the Miradouro de Santa Luzia, a 5–10 minute walk uphill.",
    },
    selectionReason: {
      bg: "Най-добрата панорама над Лисабон, съчетана с хилядолетна история и разходка из Алфама.",
      en: "The finest panorama over Lisbon, combined with a thousand years of history and a stroll through Alfama.",
    },
    seoTitle: {
      bg: "Замъкът Сао Жорже – гледка над Лисабон",
      en: "São Jorge Castle: The Best View of Lisbon",
    },
    seoDescription: {
      bg: "Замъкът Сао Жорже в Лисабон: крепостните стени, камерата обскура, гледката над Алфама и как да се изкачите без умора.",
      en: "São Jorge Castle in Lisbon: the ramparts, the camera obscura, the view over Alfama and how to get up the hill without effort.",
    },
    keywords: {
      bg: ["Замъкът Сао Жорже", "Лисабон", "Алфама", "гледка към Лисабон"],
      en: ["São Jorge Castle", "Lisbon", "Alfama", "Lisbon viewpoint"],
    },
    sections: {
      intro: {
        bg: "Стените на замъка Сао Жорже се виждат от почти всяка точка на Лисабон. Отгоре градът се разстила като амфитеатър – червените покриви на Алфама и Байша, реката и мостът „25 април“ в далечината.",
        en: "The walls of São Jorge Castle are visible from almost anywhere in Lisbon. From the top the city spreads out like an amphitheatre – the red roofs of Alfama and Baixa, the river and the 25 de Abril Bridge in the distance.",
      },
      context: {
        bg: "Хълмът е обитаван още от древността, а днешната крепост е построена от маврите през XI век. През 1147 г. първият португалски крал Афонсу Енрикеш превзема Лисабон с помощта на кръстоносци и замъкът става кралска резиденция до началото на XVI век. Силно пострадал при земетресението от 1755 г., той е реставриран през XX век.",
        en: "The hill has been inhabited since ancient times, and today's fortress was built by the Moors in the 11th century. In 1147 Portugal's first king, Afonso Henriques, captured Lisbon with the help of crusaders, and the castle became a royal residence until the early 16th century. Badly damaged in the 1755 earthquake, it was restored in the 20th century.",
      },
      highlights: {
        bg: "Разходете се по крепостните стени и кулите, откъдето гледката е най-широка. В кулата на Одисей има камера обскура, която проектира образи на града в реално време. В сенчестите дворове се разхождат пауни, а археологическият обект показва останки от мавританския квартал.",
        en: "Walk along the ramparts and towers, where the view is widest. In the Tower of Ulysses a camera obscura projects live images of the city. Peacocks roam the shady courtyards, and the archaeological site shows remains of the Moorish quarter.",
      },
      practical: {
        bg: "Замъкът е отворен всеки ден, като през лятото работи по-дълго. Купете билет онлайн, за да избегнете опашката на входа, и елате сутрин или преди залез, когато светлината е най-красива. Вземете удобни обувки – калдъръмът е хлъзгав и стръмен.",
        en: "The castle is open every day, with longer hours in summer. Buy your ticket online to avoid the queue at the entrance, and come in the morning or before sunset, when the light is loveliest. Wear comfortable shoes – the cobbles are slippery and steep.",
      },
      gettingThere: {
        bg: "От летище Умберто Делгадо вземете Aerobus до Rossio или метро – червена линия до Alameda и зелена до Martim Moniz, а оттам автобус 737 от Праса да Фигейра до замъка. От Байша безплатни обществени асансьори изкачват част от склона към Алфама.",
        en: "From Humberto Delgado Airport take the Aerobus to Rossio, or the metro – the red line to Alameda and the green line to Martim Moniz – and then bus 737 from Praça da Figueira to the castle. From Baixa, free public lifts climb part of the slope towards Alfama.",
      },
      nearby: {
        bg: "Под замъка са площадките за гледка Санта Лузия и Порташ ду Сол с изглед към Алфама и реката. Надолу по хълма е катедралата Се – най-старата църква в Лисабон, а тесните улички на Алфама вечер се изпълват с музика фадо.",
        en: "Below the castle are the Santa Luzia and Portas do Sol viewpoints overlooking Alfama and the river. Down the hill is the Sé Cathedral, Lisbon's oldest church, and in the evening the narrow streets of Alfama fill with fado music.",
      },
    },
    faq: [
      {
        question: {
          bg: "Как да се кача до замъка без умора?",
          en: "How can I get up to the castle without tiring myself?",
        },
        answer: {
          bg: "Вземете автобус 737 от Праса да Фигейра, който спира пред входа. Трамвай 28 също изкачва хълма, но често е претъпкан.",
          en: "Take bus 737 from Praça da Figueira, which stops at the entrance. Tram 28 also climbs the hill but is often packed.",
        },
      },
      {
        question: { bg: "Кога е най-хубавата гледка?", en: "When is the view at its best?" },
        answer: {
          bg: "Преди залез, когато слънцето осветява покривите и реката. Сутрин пък е по-малко многолюдно и въздухът е по-чист.",
          en: "Before sunset, when the sun lights up the rooftops and the river. In the morning it is less crowded and the air is clearer.",
        },
      },
    ],
    wikidataId: null,
  },

  // ── Dubai ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    destinationIata: "DXB",
    name: { bg: "Бурж Халифа", en: "Burj Khalifa" },
    slug: { bg: "burzh-halifa", en: "burj-khalifa" },
    description: {
      bg: "Най-високата сграда в света – 828 метра стъкло и стомана в центъра на Дубай, с панорамни площадки на над 450 метра височина.",
      en: "The tallest building in the world, 828 metres of glass and steel in Downtown Dubai, with observation decks more than 450 metres up.",
    },
    latitude: 25.1972,
    longitude: 55.2744,
    distanceKm: 7.7,
    transportInfo: {
      bg: "Червената линия на метрото до станция Burj Khalifa/Dubai Mall, откъдето покрита пешеходна пътека води до мола и входа за панорамните площадки.",
      en: "The Red Line metro to Burj Khalifa/Dubai Mall station, from where a covered walkway leads to the mall and the observation deck entrance.",
    },
    selectionReason: {
      bg: "Символът на съвременния Дубай и гледка, която няма равна никъде по света.",
      en: "The symbol of modern Dubai and a view unmatched anywhere in the world.",
    },
    seoTitle: {
      bg: "Бурж Халифа – билети за At the Top и съвети",
      en: "Burj Khalifa: At the Top Tickets and Tips",
    },
    seoDescription: {
      bg: "Бурж Халифа в Дубай: площадките на 124, 125 и 148 етаж, кога да резервирате за залез, фонтанът вечер и как да стигнете с метрото.",
      en: "Burj Khalifa in Dubai: the decks on levels 124, 125 and 148, when to book for sunset, the fountain show and how to get there by metro.",
    },
    keywords: {
      bg: ["Бурж Халифа", "Дубай", "най-високата сграда в света", "Дубай Мол"],
      en: ["Burj Khalifa", "Dubai", "tallest building in the world", "At the Top", "Dubai Mall"],
    },
    sections: {
      intro: {
        bg: "Бурж Халифа се вижда от почти всяка точка на Дубай, а отблизо е трудно да я обхванете с поглед. Асансьорите ви изстрелват нагоре за секунди, а отгоре пустинята, морето и небостъргачите изглеждат като макет.",
        en: "The Burj Khalifa is visible from almost anywhere in Dubai, and up close you can hardly take it all in. The lifts shoot you upwards in seconds, and from the top the desert, the sea and the skyscrapers look like a model.",
      },
      context: {
        bg: "Кулата е проектирана от Ейдриън Смит от архитектурното бюро SOM и е открита през януари 2010 г. Наречена е на шейх Халифа бин Зайед ал Нахаян, тогавашния президент на ОАЕ. С височината си от 828 метра тя държи рекорда за най-висока сграда в света от откриването си.",
        en: "The tower was designed by Adrian Smith of the architecture firm SOM and opened in January 2010. It is named after Sheikh Khalifa bin Zayed Al Nahyan, then President of the UAE. At 828 metres it has held the record for the world's tallest building since it opened.",
      },
      highlights: {
        bg: "Площадките At the Top са на 124 и 125 етаж, а по-скъпата At the Top Sky – на 148 етаж, с по-малко хора. Вечер пред кулата се изпълняват шоутата на Фонтана на Дубай с музика и светлини на всеки половин час. Самата кула също свети с цветни прожекции в някои вечери.",
        en: "The At the Top decks are on levels 124 and 125, while the pricier At the Top Sky on level 148 is less crowded. In the evening the Dubai Fountain puts on shows with music and lights every half hour in front of the tower. The tower itself is lit with colourful projections on some evenings.",
      },
      practical: {
        bg: "Площадките са отворени всеки ден от сутринта до късно вечерта. Билетите с определен час се купуват онлайн, като часовете около залеза са най-търсени и най-скъпи – резервирайте ги дни напред. Най-подходящо е от ноември до март, когато въздухът е по-чист, а горещините – поносими.",
        en: "The decks are open every day from morning until late at night. Timed tickets are sold online, and the slots around sunset are the most popular and most expensive – book them days ahead. November to March is best, when the air is clearer and the heat bearable.",
      },
      gettingThere: {
        bg: "Летище Дубай има станции на червената линия на метрото при терминали 1 и 3, откъдето пътувате директно до Burj Khalifa/Dubai Mall за около половин час. От терминал 2 вземете такси или автобус до метрото. От стария център в Бур Дубай червената линия стига до кулата за около 15 минути.",
        en: "Dubai International Airport has Red Line metro stations at Terminals 1 and 3, from where you ride directly to Burj Khalifa/Dubai Mall in about half an hour. From Terminal 2 take a taxi or bus to the metro. From the old centre in Bur Dubai the Red Line reaches the tower in about 15 minutes.",
      },
      nearby: {
        bg: "В подножието на кулата е Дубай Мол с огромния аквариум и стотици магазини. Езерото с Фонтана на Дубай е между мола и традиционния пазар Сук ал Бахар, а до него е сградата на Дубайската опера.",
        en: "At the foot of the tower is the Dubai Mall with its huge aquarium and hundreds of shops. The lake with the Dubai Fountain lies between the mall and the Souk Al Bahar, with the Dubai Opera building nearby.",
      },
    },
    faq: [
      {
        question: { bg: "Коя площадка да избера?", en: "Which observation deck should I choose?" },
        answer: {
          bg: "Площадките на 124 и 125 етаж предлагат отлична гледка на по-ниска цена. At the Top Sky на 148 етаж е по-спокойна и по-висока, но билетът е значително по-скъп.",
          en: "The decks on levels 124 and 125 offer a superb view at a lower price. At the Top Sky on level 148 is quieter and higher, but the ticket costs considerably more.",
        },
      },
      {
        question: { bg: "Кога е шоуто на фонтана?", en: "When is the fountain show?" },
        answer: {
          bg: "Вечер на всеки половин час, а в някои дни и по обяд. Гледането от брега на езерото е безплатно.",
          en: "Every half hour in the evening, and on some days at lunchtime too. Watching from the lakeside is free.",
        },
      },
    ],
    wikidataId: "Q12495",
  },
  {
    destinationIata: "DXB",
    name: { bg: "Историческият квартал Ал Фахиди", en: "Al Fahidi Historical Neighbourhood" },
    slug: { bg: "istoricheskiyat-kvartal-al-fahidi", en: "al-fahidi-historical-neighbourhood" },
    description: {
      bg: "Реставриран стар квартал на брега на Дубай Крийк с тесни улички, къщи от коралов камък и вятърни кули – Дубай отпреди небостъргачите.",
      en: "A restored old quarter by Dubai Creek with narrow lanes, coral-stone houses and wind towers – Dubai before the skyscrapers.",
    },
    latitude: 25.2636,
    longitude: 55.3,
    distanceKm: 0.3,
    transportInfo: {
      bg: "Зелената линия на метрото до Al Ghubaiba, откъдето кварталът е на 10–15 минути пеша; абрите от Дейра пристигат на близкия кей Бур Дубай.",
      en: "The Green Line metro to Al Ghubaiba, a 10–15 minute walk from the quarter; abras from Deira arrive at the nearby Bur Dubai landing.",
    },
    selectionReason: {
      bg: "Най-автентичният поглед към историята на Дубай, безплатен и далеч от лъскавите молове.",
      en: "The most authentic glimpse of Dubai's history, free and far from the glossy malls.",
    },
    seoTitle: {
      bg: "Ал Фахиди – старият Дубай и Дубай Крийк",
      en: "Al Fahidi: Old Dubai and Dubai Creek",
    },
    seoDescription: {
      bg: "Историческият квартал Ал Фахиди в Дубай: вятърните кули, музеите и галериите, разходка с абра по Дубай Крийк и пазарите за злато и подправки.",
      en: "Al Fahidi Historical Neighbourhood in Dubai: wind towers, museums and galleries, an abra ride across Dubai Creek and the gold and spice souks.",
    },
    keywords: {
      bg: ["Ал Фахиди", "стария Дубай", "Дубай Крийк", "Бастакия"],
      en: ["Al Fahidi", "Old Dubai", "Dubai Creek", "Bastakiya", "abra"],
    },
    sections: {
      intro: {
        bg: "Само на няколко спирки с метрото от небостъргачите Ал Фахиди ви връща в един съвсем различен Дубай. Пясъчножълтите къщи, вятърните кули и сенчестите дворове създават атмосфера на спокойствие, която трудно ще намерите другаде в града.",
        en: "Just a few metro stops from the skyscrapers, Al Fahidi takes you back to a completely different Dubai. The sand-coloured houses, wind towers and shady courtyards create a calm that is hard to find elsewhere in the city.",
      },
      context: {
        bg: "Кварталът е построен в края на XIX век от търговци, дошли от района на Бастак в Персия, затова дълго е наричан Бастакия. Вятърните кули на покривите улавят бриза и охлаждат стаите – ранна форма на климатизация. Наблизо е крепостта Ал Фахиди от края на XVIII век, най-старата запазена сграда в Дубай.",
        en: "The quarter was built in the late 19th century by merchants from the Bastak region of Persia, which is why it was long called Bastakiya. The wind towers on the roofs catch the breeze and cool the rooms, an early form of air conditioning. Nearby stands Al Fahidi Fort from the late 18th century, the oldest surviving building in Dubai.",
      },
      highlights: {
        bg: "Разгледайте малките музеи и галерии в старите къщи, сред които Музеят на кафето. Центърът за културно разбирателство „Шейх Мохамед“ организира традиционни хранения и разговори за местната култура. Завършете с разходка с абра – дървена лодка – през Крийк до пазарите за злато и подправки в Дейра.",
        en: "Explore the small museums and galleries in the old houses, including the Coffee Museum. The Sheikh Mohammed Centre for Cultural Understanding hosts traditional meals and talks about local culture. Finish with a ride on an abra, a wooden boat, across the Creek to the gold and spice souks of Deira.",
      },
      practical: {
        bg: "Уличките са свободни за разходка по всяко време, а музеите и галериите имат собствено работно време – проверете го предварително. Най-приятно е през зимните месеци и в късния следобед, когато жегата отслабва. Облечете се с покрити рамене и колене, както е прието в старите квартали.",
        en: "The lanes are free to wander at any time, while the museums and galleries keep their own hours – check them in advance. It is most pleasant in the winter months and in the late afternoon, when the heat eases. Dress with covered shoulders and knees, as is customary in the old quarters.",
      },
      gettingThere: {
        bg: "От летище Дубай вземете червената линия от терминал 1 или 3 до BurJuman и прехвърлете на зелената линия до Al Ghubaiba. От Дейра можете да пресечете Крийк с абра, което е и най-живописният начин да пристигнете.",
        en: "From Dubai International take the Red Line from Terminal 1 or 3 to BurJuman and change to the Green Line for Al Ghubaiba. From Deira you can cross the Creek by abra, which is also the most picturesque way to arrive.",
      },
      nearby: {
        bg: "До квартала е пазарът за платове в Бур Дубай с покритите си улички. С кратко пресичане с абра стигате до пазарите за злато и подправки в Дейра, а по брега на Крийк се разхождате до квартала Ал Шиндага.",
        en: "Next to the quarter is the Bur Dubai textile souk with its covered lanes. A short abra crossing takes you to the gold and spice souks of Deira, and along the Creek you can walk to the Al Shindagha district.",
      },
    },
    faq: [
      {
        question: { bg: "Има ли вход за квартала Ал Фахиди?", en: "Is there an entry fee for Al Fahidi?" },
        answer: {
          bg: "Не, кварталът е открит и безплатен. Някои музеи и културни програми изискват билет или предварителна резервация.",
          en: "No, the quarter is open and free. Some museums and cultural programmes require a ticket or advance booking.",
        },
      },
      {
        question: { bg: "Какво е абра?", en: "What is an abra?" },
        answer: {
          bg: "Традиционна дървена лодка, която пренася пътници през Дубай Крийк между Бур Дубай и Дейра. Пресичането е кратко, евтино и много атмосферно.",
          en: "A traditional wooden boat that ferries passengers across Dubai Creek between Bur Dubai and Deira. The crossing is short, cheap and very atmospheric.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "DXB",
    name: { bg: "Палм Джумейра", en: "Palm Jumeirah" },
    slug: { bg: "palm-dzhumeira", en: "palm-jumeirah" },
    description: {
      bg: "Изкуственият остров с форма на палма, изграден в Персийския залив, с луксозни хотели, плажове, курорта Атлантис и площадка за гледка на 52-ия етаж.",
      en: "The palm-shaped artificial island built in the Persian Gulf, with luxury hotels, beaches, the Atlantis resort and a viewing deck on the 52nd floor.",
    },
    latitude: 25.1124,
    longitude: 55.139,
    distanceKm: 23.1,
    transportInfo: {
      bg: "Червената линия на метрото до DMCC или Sobha Realty, трамвай до спирка Palm Jumeirah и монорелсовата линия Palm Monorail от станция Gateway до Атлантис.",
      en: "The Red Line metro to DMCC or Sobha Realty, the tram to the Palm Jumeirah stop and the Palm Monorail from Gateway station to Atlantis.",
    },
    selectionReason: {
      bg: "Най-смелият инженерен проект на Дубай, който се разбира истински едва отвисоко.",
      en: "Dubai's boldest engineering project, truly understood only from above.",
    },
    seoTitle: {
      bg: "Палм Джумейра в Дубай – гледка, плажове и монорелса",
      en: "Palm Jumeirah Dubai: Views, Beaches and Monorail",
    },
    seoDescription: {
      bg: "Палм Джумейра: The View at The Palm, Атлантис и Аквавенчър, плажовете на полумесеца и как да стигнете с метро, трамвай и монорелса.",
      en: "Palm Jumeirah: The View at The Palm, Atlantis and Aquaventure, the crescent's beaches and how to get there by metro, tram and monorail.",
    },
    keywords: {
      bg: ["Палм Джумейра", "Дубай", "Атлантис", "изкуствен остров"],
      en: ["Palm Jumeirah", "Dubai", "Atlantis The Palm", "The View at The Palm", "artificial island"],
    },
    sections: {
      intro: {
        bg: "Палм Джумейра е остров, който изглежда като палма само от въздуха – ствол, шестнадесет листа и полумесец, който ги пази от вълните. На земята това е квартал с вили, плажни клубове и хотели, а от площадката за гледка формата на палмата се вижда ясно.",
        en: "Palm Jumeirah is an island that only looks like a palm tree from the air – a trunk, sixteen fronds and a crescent that shields them from the waves. On the ground it is a district of villas, beach clubs and hotels, while from the viewing deck the palm shape is clearly visible.",
      },
      context: {
        bg: "Изграждането на острова започва през 2001 г. от компанията Nakheel, като са използвани милиони кубически метра пясък и скали. Първите жители се нанасят няколко години по-късно, а курортът Атлантис на върха на полумесеца отваря врати през 2008 г. Монорелсовата линия по ствола на палмата е пусната през 2009 г.",
        en: "Construction of the island began in 2001 by the developer Nakheel, using millions of cubic metres of sand and rock. The first residents moved in a few years later, and the Atlantis resort at the tip of the crescent opened in 2008. The monorail along the palm's trunk began running in 2009.",
      },
      highlights: {
        bg: "От площадката The View at The Palm на 52-ия етаж на кулата The Palm Tower се вижда цялата палма и крайбрежието на Дубай. Аквапаркът Аквавенчър и аквариумът в Атлантис са сред най-популярните атракции за семейства. По полумесеца минава дълга крайбрежна алея с изглед към небостъргачите на Дубай Марина.",
        en: "From The View at The Palm on the 52nd floor of The Palm Tower you can see the whole palm and Dubai's coastline. The Aquaventure waterpark and the aquarium at Atlantis are among the most popular family attractions. A long boardwalk runs along the crescent with views of the Dubai Marina skyline.",
      },
      practical: {
        bg: "Площадката за гледка и аквапаркът работят всеки ден, а билетите е най-добре да купите онлайн. Много от плажовете на острова принадлежат на хотели и плажни клубове, затова проверете къде има обществен достъп. Най-приятно е от ноември до април, а залезът от площадката е особено красив.",
        en: "The viewing deck and the waterpark are open every day, and tickets are best bought online. Many of the island's beaches belong to hotels and beach clubs, so check where there is public access. November to April is the most pleasant time, and sunset from the viewing deck is especially beautiful.",
      },
      gettingThere: {
        bg: "От летище Дубай червената линия пътува директно до DMCC или Sobha Realty в района на Дубай Марина – около час. Оттам трамваят ви отвежда до спирка Palm Jumeirah, свързана със станция Gateway на монорелсовата линия. Таксито от летището или от центъра е по-бързо, особено извън часовете пик.",
        en: "From Dubai International the Red Line runs directly to DMCC or Sobha Realty in the Dubai Marina area, a ride of about an hour. From there the tram takes you to the Palm Jumeirah stop, linked to the monorail's Gateway station. A taxi from the airport or the centre is quicker, especially outside rush hour.",
      },
    },
    faq: [
      {
        question: { bg: "Откъде се вижда формата на палмата?", en: "Where can I see the palm shape?" },
        answer: {
          bg: "Най-добре от площадката The View at The Palm в средата на ствола. Другият вариант е панорамен полет с хеликоптер или хидроплан.",
          en: "Best from The View at The Palm in the middle of the trunk. The other option is a sightseeing flight by helicopter or seaplane.",
        },
      },
      {
        question: {
          bg: "Има ли обществени плажове на Палм Джумейра?",
          en: "Are there public beaches on Palm Jumeirah?",
        },
        answer: {
          bg: "Има някои участъци с обществен достъп, но повечето плажове са към хотели и плажни клубове. Проверете актуалната информация, преди да тръгнете.",
          en: "There are some stretches with public access, but most beaches belong to hotels and beach clubs. Check the latest information before you go.",
        },
      },
    ],
    wikidataId: null,
  },
];
