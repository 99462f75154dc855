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
        question: { bg: "Колко време е нужно за Лондонския Тауър?", en: "How much time do I need for the Tower of London?" },
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
        bg: "Музеят е основан през 1753 г. въз основа на колекцията на лекаря и учен Ханс Слоун и отваря врати през 1759 г. като първия национален публичен музей в света. Сегашната неокласическа сграда е завършена в средата на XIX век, а стъкленият покрив над Големия двор е добавен през 2000 г.",
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
        question: { bg: "Наистина ли входът в Британския музей е безплатен?", en: "Is the British Museum really free?" },
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
        bg: "Веднага до музея е градината Тюйлери, която води до площад Конкорд. Отсреща е Пале Роял с колонадата на Бюрен и тихия вътрешен парк, а по моста Пон дез Ар се стига до левия бряг и музея Орсе.",
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
        bg: "Входът в базиликата е безплатен и тя е отворена всеки ден, но по време на богослужения се спазва тишина и не се снима. Куполът има отделно работно време и вход срещу билет. Идете рано сутрин или по залез, а в тълпата на стълбите пазете чантите си от джебчии и се пазете от настоятелни продавачи на гривни.",
        en: "Entry to the basilica is free and it is open every day, but silence is kept and photography is not allowed during services. The dome has separate opening hours and a paid entry. Go early in the morning or at sunset, and on the crowded steps keep an eye on your bags and steer clear of pushy bracelet sellers.",
      },
      gettingThere: {
        bg: "От летище Шарл дьо Гол вземете RER B до Gare du Nord, а оттам метро 4 до Barbès – Rochechouart и метро 2 до Anvers или вървете около 20 минути. От Бове шатълът стига до Порт Майо, откъдето метро 1 до Charles de Gaulle – Étoile и метро 2 ви отвеждат до Anvers. От центъра метро 12 до Abbesses ви оставя в сърцето на Монмартър.",
        en: "From Charles de Gaulle Airport take RER B to Gare du Nord, then metro line 4 to Barbès – Rochechouart and line 2 to Anvers, or walk for about 20 minutes. From Beauvais the shuttle goes to Porte Maillot, where metro line 1 to Charles de Gaulle – Étoile and line 2 take you to Anvers. From the centre, metro line 12 to Abbesses drops you in the heart of Montmartre.",
      },
      nearby: {
        bg: "Край метростанция Abbesses е „Стената на обичам те“ с надписи на стотици езици, включително на български. Надолу по хълма е булевард Клиши с кабарето Мулен Руж, а на улица Корто се намира Музеят на Монмартър с градините на Реноар.",
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
        question: { bg: "Един билет ли е за базиликата и Сикстинската капела?", en: "Is there one ticket for the basilica and the Sistine Chapel?" },
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
      bg: "Най-известният фонтан в Рим – барокова композиция с бога на океана Океан в центъра, завършена през 1762 г. Традицията повелява да хвърлите монета, за да се върнете в Рим.",
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
        question: { bg: "Какво става с монетите, хвърлени във фонтана?", en: "What happens to the coins thrown into the fountain?" },
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
      bg: "Най-въображаемата жилищна сграда на Гауди, в самия център и удобна за посещение дори при кратък престой.",
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
        bg: "Благородният етаж с големите прозорци към булеварда, вътрешният двор, облицован с плочки в различни нюанси на синьото, и покривът с „гърба на дракона“ и мозаечните комини са задължителни. Много хора виждат във фасадата легендата за Свети Георги, който убива дракона – покровителят на Каталуния. През лятото на покрива се организират вечерни концерти.",
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
        question: { bg: "Каса Батльо или Ла Педрера – коя да избера?", en: "Casa Batlló or La Pedrera – which should I choose?" },
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
        bg: "В центъра на пода потърсете мозайката с бика – символът на Торино. Според традицията трябва да завъртите пета върху нея, за да ви върви. Погледнете и мозайките под купола, символизиращи континентите, а за гледка отгоре можете да минете по разходната пътека по покрива на галерията срещу билет.",
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
        bg: "Леонардо рисува творбата приблизително между 1495 и 1498 г. по поръчка на миланския херцог Лудовико Сфорца. Вместо класическата стенопис върху мокра мазилка той експериментира с темпера върху суха стена и боята започва да се лющи още приживе му. Стената оцелява при бомбардировките през 1943 г., защитена с чували с пясък, а последната голяма реставрация приключва през 1999 г.",
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
        bg: "От горната галерия се вижда целият купол и огромните кръгли медальони с имената на Аллах, пророка Мохамед и първите халифи. Там са и византийските мозайки, сред които е прочутата Деисис с Христос, Богородица и Йоан Кръстител. Разгледайте и мраморната Плачеща колона, както и преддверието с мозайката на Богородица с Младенеца.",
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
          bg: "Да, жените влизат с покрита коса, а облеклото на всички трябва да е прилично. Ако нямате шал, на входа обикновено се раздават.",
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
          bg: "Във вторник. През първия ден на големите религиозни празници също може да е затворен или да работи с кратко време.",
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
          bg: "Ако е лято, идете на Акропола рано сутрин, а в музея – в горещите часове. Иначе музеят отначало помага да разберете по-добре какво ще видите горе.",
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
        question: { bg: "Включена ли е агората в билета за Акропола?", en: "Is the Agora included in the Acropolis ticket?" },
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
        bg: "Изкачете се по стотиците стъпала на южната кула за гледка над стария град или вземете асансьора на северната, където виси голямата камбана Пумерин. Вътре разгледайте каменния амвон с автопортрета на майстора, надничащ от прозорче, и готическия олтар във Винер Нойщат. В катакомбите под катедралата се пазят урни с органите на членове на династията Хабсбург.",
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
        question: { bg: "Коя кула да избера – южната или северната?", en: "Which tower should I choose – south or north?" },
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
        question: { bg: "Може ли да се разходя в градините без билет?", en: "Can I walk in the gardens without a ticket?" },
        answer: {
          bg: "Да, градините между двата двореца са с безплатен вход. Оттам се открива и една от най-хубавите гледки към Виена.",
          en: "Yes, the gardens between the two palaces are free to enter. They also offer one of the finest views of Vienna.",
        },
      },
    ],
    wikidataId: null,
  },
