import type { SightSeed } from "../types.ts";

/**
 * Sights, part 2: three well-known sights for each of BRU, MUC, FRA, VCE, NAP, TLV, WAW, KRK,
 * ZRH, CPH, DUB, SKG, LCA, MLA and OSL. A few sights leave out a section on purpose (Manneken Pis
 * and Temple Bar have no `highlights`, Hala Sultan Tekke and Mdina no `gettingThere`, Uetliberg no
 * `nearby`): the page then shows its fallback text. No prices or exact opening times: they change.
 */
export const SIGHTS_PART_2: readonly SightSeed[] = [
  // ---------------------------------------------------------------- BRU Brussels
  {
    destinationIata: "BRU",
    name: { bg: "Гран Плас", en: "Grand-Place" },
    slug: { bg: "gran-plas", en: "grand-place" },
    description: {
      bg: "Централният площад на Брюксел, обграден от готическото кметство и богато украсени гилдийни къщи, е в списъка на ЮНЕСКО от 1998 г. Мнозина го смятат за най-красивия площад в Европа.",
      en: "Brussels' central square, framed by the Gothic Town Hall and ornate guildhalls, has been a UNESCO World Heritage Site since 1998. Many consider it the most beautiful square in Europe.",
    },
    latitude: 50.8467,
    longitude: 4.3524,
    distanceKm: 0,
    transportInfo: {
      bg: "Пет минути пеша от гара Bruxelles-Central (метро 1 и 5, спирка Gare Centrale). Подземните трамваи 3 и 4 спират на Bourse/Beurs – Grand-Place.",
      en: "A five-minute walk from Brussels-Central station (metro lines 1 and 5, Gare Centrale stop). Premetro trams 3 and 4 stop at Bourse/Beurs – Grand-Place.",
    },
    selectionReason: {
      bg: "Сърцето на Брюксел и естествената отправна точка за всяка разходка из града.",
      en: "The heart of Brussels and the natural starting point for any walk around the city.",
    },
    seoTitle: {
      bg: "Гран Плас в Брюксел – история, съвети, как да стигнете",
      en: "Grand-Place Brussels – history, tips and getting there",
    },
    seoDescription: {
      bg: "Гран Плас в Брюксел: кметството, гилдийните къщи, килимът от цветя и коледното светлинно шоу. Практични съвети и как да стигнете от летището.",
      en: "Grand-Place in Brussels: the Town Hall, the guildhalls, the flower carpet and the winter light show. Practical tips and how to get there from the airport.",
    },
    keywords: {
      bg: ["Гран Плас", "Брюксел забележителности", "кметството на Брюксел", "килим от цветя", "ЮНЕСКО Белгия"],
      en: ["Grand-Place", "Brussels sights", "Brussels Town Hall", "flower carpet", "UNESCO Belgium"],
    },
    sections: {
      intro: {
        bg: "Гран Плас е мястото, където повечето гости на Брюксел правят първата си снимка – и напълно основателно. Площадът е затворен от всички страни от позлатени фасади, а вечер осветлението превръща сградите в истинска театрална декорация.",
        en: "Grand-Place is where most visitors to Brussels take their first photo, and for good reason. Gilded façades enclose the square on every side, and at night the lighting turns the buildings into a stage set.",
      },
      context: {
        bg: "Тук се търгува още през Средновековието, а кметството е построено през XV век. През 1695 г. френската артилерия на маршал дьо Вилроа срива голяма част от площада, но гилдиите го възстановяват само за няколко години в пищен барок. Така се ражда днешният удивително цялостен ансамбъл.",
        en: "The square has been a marketplace since the Middle Ages, and the Town Hall was built in the 15th century. In 1695 French artillery under Marshal de Villeroy destroyed much of it, but the guilds rebuilt their houses in lavish Baroque within a few years, creating the remarkably unified ensemble you see today.",
      },
      highlights: {
        bg: "Кметството с близо стометровата си кула и фигурата на архангел Михаил на върха; Кралската къща (Maison du Roi) с Музея на град Брюксел, където се пази оригиналът на Манекен Пис; гилдийните къщи с имена като „Лебедът“ и „Количката“. През август на четните години площадът се покрива с огромен килим от бегонии, а през декември има коледна елха и светлинно шоу.",
        en: "The Town Hall with its tower of nearly 100 metres topped by Saint Michael; the King's House (Maison du Roi), home to the Brussels City Museum and the original Manneken Pis; and guildhalls with names such as The Swan and The Wheelbarrow. In August of even-numbered years the square is covered by a huge carpet of begonias, and in December there is a Christmas tree and a light show.",
      },
      practical: {
        bg: "Площадът е открит денонощно и достъпът е свободен – плащат се само музеите и обиколките на кметството. Най-малко хора има рано сутрин, а най-ефектно е след залез, когато фасадите се осветяват. Ако искате да видите килима от цветя, проверете датите предварително: той стои само няколко дни около 15 август.",
        en: "The square is open around the clock and free to enter; you only pay for the museums and Town Hall tours. It is quietest early in the morning and most striking after sunset, when the façades are lit. If you want to see the flower carpet, check the dates in advance: it only stays for a few days around 15 August.",
      },
      gettingThere: {
        bg: "От летище Брюксел (BRU) влакът стига до гара Bruxelles-Central за около 20 минути, а оттам до площада се върви пет минути. Ако летите с нискотарифна компания до Шарлероа (CRL), автобусът-совалка до гара Bruxelles-Midi пътува около час; от Midi до центъра има влак, премето или 20 минути пеша.",
        en: "From Brussels Airport (BRU) the train reaches Brussels-Central in about 20 minutes, and the square is a five-minute walk from there. If you fly a low-cost airline to Charleroi (CRL), the shuttle bus to Brussels-Midi takes about an hour; from Midi, take a train, the premetro or walk for 20 minutes.",
      },
      nearby: {
        bg: "На 300 метра е Манекен Пис, а на няколко минути на север – остъклените Кралски галерии „Сент Юбер“ от 1847 г. с шоколатиери и книжарници. Зад ъгъла започва ресторантската уличка Rue des Bouchers, а нагоре към Горния град се издига Mont des Arts с хубава гледка.",
        en: "Manneken Pis is 300 metres away, and a few minutes to the north are the glass-roofed Royal Saint-Hubert Galleries of 1847, full of chocolatiers and bookshops. Round the corner runs the restaurant street Rue des Bouchers, and uphill towards the Upper Town is the Mont des Arts with a fine view.",
      },
    },
    faq: [
      {
        question: { bg: "Кога е килимът от цветя на Гран Плас?", en: "When is the Grand-Place flower carpet?" },
        answer: {
          bg: "Традиционно през август на четните години, за няколко дни около 15 август. Организаторите обявяват точните дати предварително.",
          en: "Traditionally in August of even-numbered years, for a few days around 15 August. The organisers announce the exact dates in advance.",
        },
      },
      {
        question: { bg: "Плаща ли се вход за Гран Плас?", en: "Do you pay to enter Grand-Place?" },
        answer: {
          bg: "Не. Площадът е публично пространство, отворено по всяко време; билети се купуват само за музеите и обиколките на кметството.",
          en: "No. The square is a public space open at all times; tickets are only needed for the museums and Town Hall tours.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "BRU",
    name: { bg: "Атомиум", en: "Atomium" },
    slug: { bg: "atomium", en: "atomium" },
    description: {
      bg: "Стоманена конструкция от девет сфери, която изобразява кристална решетка на желязото, увеличена милиарди пъти. Построена е за Световното изложение през 1958 г. и днес е символ на Брюксел.",
      en: "A steel structure of nine spheres depicting an iron crystal cell magnified billions of times. Built for the 1958 World's Fair, it is now a symbol of Brussels.",
    },
    latitude: 50.8949,
    longitude: 4.3415,
    distanceKm: 5.4,
    transportInfo: {
      bg: "Метро 6 до спирка Heysel/Heizel или трамвай 7 до Heysel; от спирката до Атомиума има около пет минути пеша.",
      en: "Metro line 6 to Heysel/Heizel or tram 7 to Heysel; the Atomium is about a five-minute walk from the stop.",
    },
    selectionReason: {
      bg: "Най-разпознаваемата модерна сграда на Белгия и една от най-необичайните панорамни точки в Европа.",
      en: "Belgium's most recognisable modern landmark and one of the most unusual viewpoints in Europe.",
    },
    seoTitle: {
      bg: "Атомиум, Брюксел – билети, гледка и как да стигнете",
      en: "Atomium Brussels – tickets, views and getting there",
    },
    seoDescription: {
      bg: "Атомиумът в Брюксел: историята от Експо 58, панорамата от горната сфера, съвети за билети и как да стигнете с метро от центъра и от летището.",
      en: "The Atomium in Brussels: its Expo 58 story, the view from the top sphere, ticket tips and how to get there by metro from the centre and the airport.",
    },
    keywords: {
      bg: ["Атомиум", "Брюксел", "Експо 58", "панорама Брюксел", "Мини Европа"],
      en: ["Atomium", "Brussels", "Expo 58", "Brussels viewpoint", "Mini-Europe"],
    },
    sections: {
      intro: {
        bg: "Атомиумът изглежда като огромна молекула, забравена в парка Хейзел. Висок е 102 метра, а деветте му сфери са свързани с тръби, в които има ескалатори и стълби. От най-горната сфера се открива панорама към цял Брюксел.",
        en: "The Atomium looks like a giant molecule left behind in Heysel park. It stands 102 metres tall, and its nine spheres are linked by tubes containing escalators and stairs. The top sphere offers a panorama over the whole of Brussels.",
      },
      context: {
        bg: "Идеята е на инженера Андре Ватеркейн, а архитекти са братята Андре и Жан Полак. Сградата е трябвало да стои само по време на изложението Експо 58, но остава завинаги. При основния ремонт през 2004–2006 г. старата алуминиева обшивка е заменена с блестящи панели от неръждаема стомана.",
        en: "The idea came from engineer André Waterkeyn, with architects André and Jean Polak. It was meant to stand only for Expo 58 but was never taken down. During a major renovation in 2004–2006 the old aluminium cladding was replaced with gleaming stainless-steel panels.",
      },
      highlights: {
        bg: "Асансьорът в централната тръба, който изкачва посетителите до горната сфера за секунди; постоянната изложба за Експо 58 и временните експозиции в долните сфери; вечерното осветление, при което сферите светят като звезди. Най-хубавите снимки отвън се получават от алеята откъм Boulevard du Centenaire.",
        en: "The lift in the central tube that takes visitors to the top sphere in seconds; the permanent Expo 58 exhibition and temporary shows in the lower spheres; and the evening illumination that makes the spheres sparkle. The best outside photos are taken from the avenue on the Boulevard du Centenaire side.",
      },
      practical: {
        bg: "Атомиумът е отворен всеки ден, а работното време се променя според сезона. Билетите е най-добре да купите онлайн – има комбинирани билети с Мини Европа и ADAM – Музея на дизайна, а входът е включен и в Brussels Card. През уикендите и лятото опашката за асансьора може да е дълга, затова елате в първия час след отварянето.",
        en: "The Atomium opens every day, with hours that vary by season. Buy tickets online: combined tickets with Mini-Europe and ADAM – Brussels Design Museum are available, and entry is included in the Brussels Card. Queues for the lift can be long at weekends and in summer, so come within the first hour after opening.",
      },
      gettingThere: {
        bg: "От летище Брюксел (BRU) хванете влак до гара Bruxelles-Nord, преминете пеша до метростанция Rogier и продължете с метро 6 до Heysel. От летище Шарлероа (CRL) совалката стига до гара Bruxelles-Midi, където също спира метро 6. От Гран Плас пътят с градски транспорт трае около 25–30 минути.",
        en: "From Brussels Airport (BRU) take a train to Brussels-North, walk to Rogier metro station and ride metro line 6 to Heysel. From Charleroi (CRL) the shuttle bus arrives at Brussels-Midi, which is also served by metro line 6. From Grand-Place the trip by public transport takes about 25–30 minutes.",
      },
      nearby: {
        bg: "В подножието на Атомиума е Мини Европа с умалени копия на известни европейски сгради. Наблизо са ADAM – Музеят на дизайна в Брюксел и стадион „Крал Бодуен“, а по-нататък започва паркът Ласкен с Кралските оранжерии, които отварят за публика само няколко седмици през пролетта.",
        en: "At the foot of the Atomium is Mini-Europe with scale models of famous European buildings. ADAM – Brussels Design Museum and the King Baudouin Stadium are close by, and beyond them lies Laeken park with the Royal Greenhouses, open to the public for only a few weeks each spring.",
      },
    },
    faq: [
      {
        question: {
          bg: "Колко време отнема посещението на Атомиума?",
          en: "How long does a visit to the Atomium take?",
        },
        answer: {
          bg: "Обикновено час и половина до два часа, включително изкачването до горната сфера и изложбите. Ако добавите Мини Европа, предвидете половин ден.",
          en: "Usually an hour and a half to two hours, including the top sphere and the exhibitions. Add Mini-Europe and you should plan half a day.",
        },
      },
      {
        question: { bg: "Може ли да се влезе във всички сфери?", en: "Can you go inside all the spheres?" },
        answer: {
          bg: "Не. Част от сферите са затворени за публика по технически причини; отворените са свързани с ескалатори и стълби и в тях има изложби.",
          en: "No. Some spheres are closed to the public for technical reasons; the open ones are linked by escalators and stairs and house exhibitions.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "BRU",
    name: { bg: "Манекен Пис", en: "Manneken Pis" },
    slug: { bg: "maneken-pis", en: "manneken-pis" },
    description: {
      bg: "Малката бронзова статуя на пишещо момченце е може би най-известният жител на Брюксел. Днес на ъгъла стои копие, а оригиналът от 1619 г. се пази в Музея на града.",
      en: "The small bronze statue of a urinating boy is perhaps Brussels' most famous resident. A copy stands on the street corner today, while the 1619 original is kept in the City Museum.",
    },
    latitude: 50.845,
    longitude: 4.35,
    distanceKm: 0.3,
    transportInfo: {
      bg: "Пет минути пеша от Гран Плас по Rue de l'Étuve; най-близките спирки са Bourse/Beurs – Grand-Place (трамваи 3 и 4) и Anneessens.",
      en: "A five-minute walk from Grand-Place along Rue de l'Étuve; the nearest stops are Bourse/Beurs – Grand-Place (trams 3 and 4) and Anneessens.",
    },
    selectionReason: {
      bg: "Символ на брюкселското чувство за хумор, който никой посетител не пропуска.",
      en: "A symbol of the Brussels sense of humour that no visitor misses.",
    },
    seoTitle: { bg: "Манекен Пис в Брюксел – история и гардероб", en: "Manneken Pis Brussels – history and wardrobe" },
    seoDescription: {
      bg: "Манекен Пис: къде е статуята, защо е толкова малка, откъде идват над хиляда костюма и какво още да видите наблизо в центъра на Брюксел.",
      en: "Manneken Pis: where the statue is, why it is so small, where its wardrobe of over a thousand costumes comes from and what else to see nearby.",
    },
    keywords: {
      bg: ["Манекен Пис", "пишещото момченце", "Брюксел", "Жанеке Пис"],
      en: ["Manneken Pis", "Brussels statue", "GardeRobe MannekenPis", "Jeanneke Pis"],
    },
    sections: {
      intro: {
        bg: "Първата реакция на мнозина е изненада колко е малка – статуята е висока малко над половин метър. Въпреки това пред решетката почти винаги има тълпа, особено в дните, когато момченцето е облечено в някой от своите костюми.",
        en: "Most people's first reaction is surprise at how small it is: the statue is just over half a metre tall. Even so, there is almost always a crowd at the railing, especially on days when the boy wears one of his costumes.",
      },
      context: {
        bg: "Фонтанът е изработен през 1619 г. от скулптора Жером Дюкеноа Стари и е част от водоснабдяването на квартала. Статуята е открадвана неведнъж, затова от 1965 г. на ъгъла стои копие. За произхода ѝ се разказват различни легенди – от момче, угасило фитила на бомба, до изгубен син на богат търговец.",
        en: "The fountain was made in 1619 by sculptor Jérôme Duquesnoy the Elder and was part of the neighbourhood's water supply. It was stolen more than once, so since 1965 a copy has stood on the corner. Legends about its origin range from a boy who put out a bomb's fuse to the lost son of a rich merchant.",
      },
      practical: {
        bg: "Статуята се вижда свободно по всяко време. Ако искате да я видите облечена, проверете календара с костюмите, който градът публикува. Най-малко хора има рано сутрин; за оригинала отидете в Музея на град Брюксел на Гран Плас.",
        en: "The statue can be seen for free at any time. If you want to see it dressed, check the costume calendar the city publishes. It is least crowded early in the morning; for the original, visit the Brussels City Museum on Grand-Place.",
      },
      gettingThere: {
        bg: "От летище Брюксел (BRU) стигнете с влак до гара Bruxelles-Central и вървете около десет минути през Гран Плас. От Шарлероа (CRL) совалката пристига на гара Bruxelles-Midi, откъдето пеша до статуята има около 20 минути.",
        en: "From Brussels Airport (BRU) take the train to Brussels-Central and walk about ten minutes via Grand-Place. From Charleroi (CRL) the shuttle arrives at Brussels-Midi, about a 20-minute walk from the statue.",
      },
      nearby: {
        bg: "На няколко крачки, на Rue du Chêne, е музеят GardeRobe MannekenPis с над хиляда костюма, подарени от цял свят. До Гран Плас има три минути, а в пресечка на Rue des Bouchers се крие „сестра му“ Жанеке Пис.",
        en: "A few steps away on Rue du Chêne is the GardeRobe MannekenPis museum with more than a thousand costumes donated from around the world. Grand-Place is three minutes away, and his 'sister' Jeanneke Pis hides in an alley off Rue des Bouchers.",
      },
    },
    faq: [
      {
        question: { bg: "Колко голяма е статуята Манекен Пис?", en: "How big is the Manneken Pis statue?" },
        answer: {
          bg: "Бронзовата фигура е висока около 55–60 сантиметра, затова много хора я подминават, без да я забележат.",
          en: "The bronze figure is only about 55–60 centimetres tall, which is why many people walk past without noticing it.",
        },
      },
      {
        question: { bg: "Истинската статуя ли е на ъгъла?", en: "Is the statue on the corner the original?" },
        answer: {
          bg: "Не, на ъгъла стои копие. Оригиналът от XVII век се пази в Музея на град Брюксел в Кралската къща на Гран Плас.",
          en: "No, the one on the corner is a copy. The 17th-century original is kept in the Brussels City Museum in the King's House on Grand-Place.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- MUC Munich
  {
    destinationIata: "MUC",
    name: { bg: "Мариенплац", en: "Marienplatz" },
    slug: { bg: "marienplac", en: "marienplatz" },
    description: {
      bg: "Главният площад на Мюнхен с неоготическото Ново кметство и прочутия му механичен часовник Glockenspiel. От векове тук е центърът на градския живот.",
      en: "Munich's main square, dominated by the neo-Gothic New Town Hall and its famous Glockenspiel. For centuries it has been the centre of city life.",
    },
    latitude: 48.1372,
    longitude: 11.5755,
    distanceKm: 0,
    transportInfo: {
      bg: "Станция Marienplatz: всички линии на S-Bahn през централния тунел (S1–S8) и метро U3 и U6.",
      en: "Marienplatz station: every S-Bahn line through the central tunnel (S1–S8) plus U-Bahn lines U3 and U6.",
    },
    selectionReason: {
      bg: "Сърцето на Стария град – оттук започват почти всички разходки из Мюнхен.",
      en: "The heart of the Old Town, where almost every walk around Munich begins.",
    },
    seoTitle: {
      bg: "Мариенплац, Мюнхен – Glockenspiel и Ново кметство",
      en: "Marienplatz Munich – Glockenspiel and New Town Hall",
    },
    seoDescription: {
      bg: "Мариенплац в Мюнхен: кога играе Glockenspiel, откъде е най-хубавата гледка, коледният базар и как да стигнете с S-Bahn от летището.",
      en: "Marienplatz in Munich: when the Glockenspiel plays, where to find the best view, the Christmas market and how to get there by S-Bahn from the airport.",
    },
    keywords: {
      bg: ["Мариенплац", "Мюнхен забележителности", "Glockenspiel", "Ново кметство", "коледен базар Мюнхен"],
      en: ["Marienplatz", "Munich sights", "Glockenspiel", "New Town Hall", "Munich Christmas market"],
    },
    sections: {
      intro: {
        bg: "Мариенплац е мястото, където мюнхенчани си определят среща, а туристите вдигат глави към кулата на кметството. Площадът е пешеходен и оживен от сутрин до вечер, а около него започват главните търговски улици на града.",
        en: "Marienplatz is where Munich locals arrange to meet and tourists crane their necks at the Town Hall tower. The square is pedestrianised and busy from morning till night, with the city's main shopping streets leading off it.",
      },
      context: {
        bg: "Площадът съществува от основаването на града през XII век и дълго е бил пазар за сол и жито. Колоната на Дева Мария в средата е издигната през 1638 г. в знак на благодарност, че Мюнхен е оцелял по време на Тридесетгодишната война. Новото кметство е строено между 1867 и 1908 г. по проект на Георг фон Хаубериср.",
        en: "The square dates from the city's founding in the 12th century and long served as a salt and grain market. The Marian Column at its centre was erected in 1638 in thanks for Munich's survival during the Thirty Years' War. The New Town Hall was built between 1867 and 1908 to designs by Georg von Hauberrisser.",
      },
      highlights: {
        bg: "Glockenspiel в кулата на Новото кметство – фигури в естествен ръст разиграват сватбата на херцог Вилхелм V и танца на бъчварите. Кулата има асансьор до площадка с гледка, а Старото кметство в източния край на площада приютява музей на играчките. През декември тук се провежда най-старият коледен базар на Мюнхен.",
        en: "The Glockenspiel in the New Town Hall tower, where life-size figures re-enact the wedding of Duke Wilhelm V and the coopers' dance. The tower has a lift to a viewing platform, and the Old Town Hall at the east end of the square houses a toy museum. In December the square hosts Munich's oldest Christmas market.",
      },
      practical: {
        bg: "Площадът е открит денонощно. Glockenspiel обикновено свири в 11:00 и 12:00 часа, а от март до октомври и в 17:00 – елате десетина минути по-рано, за да си намерите място. Най-хубавата гледка към самия площад е от кулата на църквата „Свети Петър“ (Alter Peter), до която се изкачвате по стъпала.",
        en: "The square is open at all times. The Glockenspiel usually plays at 11:00 and 12:00, and from March to October also at 17:00; arrive ten minutes early to find a spot. The best view of the square itself is from the tower of St Peter's Church (Alter Peter), which you climb on foot.",
      },
      gettingThere: {
        bg: "От летище Мюнхен (MUC) линиите S1 и S8 стигат директно до Мариенплац за около 40–45 минути. Някои нискотарифни полети от България кацат в Меминген (FMM), на около 110 км – оттам има летищен автобус до Централната гара на Мюнхен, а после е само една спирка с S-Bahn.",
        en: "From Munich Airport (MUC) lines S1 and S8 run directly to Marienplatz in about 40–45 minutes. Some low-cost flights from Bulgaria land at Memmingen (FMM), about 110 km away; an airport coach runs to Munich central station, and from there it is a single S-Bahn stop.",
      },
      nearby: {
        bg: "На две минути е катедралата Фрауенкирхе с двете кули с луковични куполи – символ на Мюнхен. На юг е пазарът Виктуалиенмаркт с бирена градина и сергии с деликатеси, а на север се стига до резиденцията на баварските крале.",
        en: "Two minutes away is the Frauenkirche with its two onion-domed towers, the symbol of Munich. To the south lies the Viktualienmarkt with its beer garden and delicatessen stalls, and to the north you reach the Residenz of the Bavarian kings.",
      },
    },
    faq: [
      {
        question: {
          bg: "Кога свири часовникът Glockenspiel на Мариенплац?",
          en: "When does the Marienplatz Glockenspiel play?",
        },
        answer: {
          bg: "Обикновено в 11:00 и 12:00 часа, а през топлия сезон (март–октомври) и в 17:00. Представлението трае около 12–15 минути.",
          en: "Usually at 11:00 and 12:00, and in the warmer months (March–October) also at 17:00. The show lasts about 12–15 minutes.",
        },
      },
      {
        question: { bg: "Може ли да се качим на кулата на кметството?", en: "Can you go up the Town Hall tower?" },
        answer: {
          bg: "Да, в кулата на Новото кметство има асансьор до площадка за наблюдение; билетите се купуват в информационния център в сградата.",
          en: "Yes, the New Town Hall tower has a lift to a viewing platform; tickets are sold at the information centre in the building.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "MUC",
    name: { bg: "Дворецът Нимфенбург", en: "Nymphenburg Palace" },
    slug: { bg: "dvorecat-nimfenburg", en: "nymphenburg-palace" },
    description: {
      bg: "Лятната резиденция на баварските владетели от рода Вителсбах, с огромен парк, павилиони и музей на каретите. Тук е роден крал Лудвиг II.",
      en: "The summer residence of the Wittelsbach rulers of Bavaria, with a vast park, pavilions and a carriage museum. King Ludwig II was born here.",
    },
    latitude: 48.1583,
    longitude: 11.5033,
    distanceKm: 5.8,
    transportInfo: {
      bg: "Трамвай 17 от Централната гара (Hauptbahnhof) или Карлсплац до спирка Schloss Nymphenburg, около 15–20 минути.",
      en: "Tram 17 from the central station (Hauptbahnhof) or Karlsplatz to the Schloss Nymphenburg stop, about 15–20 minutes.",
    },
    selectionReason: {
      bg: "Един от най-големите барокови дворци в Германия, а паркът му е любимо място за разходка на мюнхенчани.",
      en: "One of Germany's largest Baroque palaces, with a park that is a favourite walk for Munich locals.",
    },
    seoTitle: {
      bg: "Дворецът Нимфенбург, Мюнхен – билети и съвети",
      en: "Nymphenburg Palace Munich – tickets and tips",
    },
    seoDescription: {
      bg: "Дворецът Нимфенбург: Галерията на красавиците, павилионите в парка, музеят на каретите, кога да отидете и как да стигнете с трамвай 17.",
      en: "Nymphenburg Palace: the Gallery of Beauties, the park pavilions, the carriage museum, when to go and how to get there on tram 17.",
    },
    keywords: {
      bg: ["Нимфенбург", "дворец Мюнхен", "Лудвиг II", "Галерия на красавиците", "Вителсбах"],
      en: ["Nymphenburg Palace", "Munich palace", "Ludwig II", "Gallery of Beauties", "Wittelsbach"],
    },
    sections: {
      intro: {
        bg: "Нимфенбург впечатлява още от подхода: дълъг канал води към фасада, широка над 600 метра, а зад двореца се простира паркът с езера и скрити павилиони. Това е мястото, където можете да съчетаете история на изкуството с дълга разходка сред природата.",
        en: "Nymphenburg impresses from the approach: a long canal leads to a façade more than 600 metres wide, and behind the palace stretches a park of lakes and hidden pavilions. It is a place to combine art history with a long walk in greenery.",
      },
      context: {
        bg: "Строежът започва през 1664 г., когато курфюрст Фердинанд Мария и съпругата му Хенриета Аделаида Савойска отбелязват раждането на наследника Макс Емануел. През следващия век дворецът непрекъснато се разширява. На 25 август 1845 г. тук се ражда бъдещият „приказен крал“ Лудвиг II.",
        en: "Construction began in 1664, when Elector Ferdinand Maria and his wife Henriette Adelaide of Savoy celebrated the birth of their heir, Max Emanuel. The palace kept growing throughout the following century, and on 25 August 1845 the future 'fairy-tale king' Ludwig II was born here.",
      },
      highlights: {
        bg: "Каменната зала с тавански фрески; Галерията на красавиците на крал Лудвиг I с портрети на 36 жени, сред които и Лола Монтес; Музеят на каретите (Marstallmuseum) с позлатените карети на Лудвиг II. В парка търсете павилионите Амалиенбург, Баденбург и Пагоденбург.",
        en: "The Stone Hall with its ceiling frescoes; King Ludwig I's Gallery of Beauties with portraits of 36 women, including Lola Montez; and the Marstallmuseum with Ludwig II's gilded coaches. In the park, look for the Amalienburg, Badenburg and Pagodenburg pavilions.",
      },
      practical: {
        bg: "Дворецът е отворен всеки ден, с по-дълго работно време през лятото. Павилионите в парка се посещават само в топлия сезон (приблизително април – средата на октомври), затова тогава си струва да вземете комбинирания билет. Паркът е безплатен и е най-красив в слънчев пролетен или есенен ден.",
        en: "The palace is open every day, with longer hours in summer. The park pavilions can only be visited in the warm season (roughly April to mid-October), which is when the combined ticket is worth buying. The park itself is free and at its best on a sunny spring or autumn day.",
      },
      gettingThere: {
        bg: "От летище Мюнхен (MUC) вземете S1 или S8 до Централната гара (Hauptbahnhof) и оттам трамвай 17 до Schloss Nymphenburg – общо около час. От Мариенплац минете една спирка с S-Bahn до Карлсплац (Stachus) и продължете с трамвай 17.",
        en: "From Munich Airport (MUC) take S1 or S8 to the central station (Hauptbahnhof), then tram 17 to Schloss Nymphenburg, about an hour in total. From Marienplatz ride one S-Bahn stop to Karlsplatz (Stachus) and change to tram 17.",
      },
      nearby: {
        bg: "В северното крило е природонаучният музей „Човек и природа“, а точно зад парка се намира Ботаническата градина на Мюнхен. На около 20 минути пеша на юг е Хиршгартен – една от най-големите бирени градини в града.",
        en: "The north wing houses the Museum Mensch und Natur (natural history), and right behind the park is Munich's Botanical Garden. About a 20-minute walk south is the Hirschgarten, one of the city's largest beer gardens.",
      },
    },
    faq: [
      {
        question: { bg: "Колко време е нужно за Нимфенбург?", en: "How much time do you need for Nymphenburg?" },
        answer: {
          bg: "За самия дворец и Музея на каретите – около два часа. Ако искате да обиколите парка и павилионите, предвидете половин ден.",
          en: "About two hours for the palace and the carriage museum. To explore the park and its pavilions as well, allow half a day.",
        },
      },
      {
        question: { bg: "Плаща ли се вход за парка?", en: "Is there a fee for the park?" },
        answer: {
          bg: "Не, паркът е с безплатен вход. Плащат се само дворецът, музеите и павилионите.",
          en: "No, the park is free. Only the palace, the museums and the pavilions charge admission.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "MUC",
    name: { bg: "Английската градина", en: "English Garden" },
    slug: { bg: "angliiskata-gradina", en: "english-garden" },
    description: {
      bg: "Един от най-големите градски паркове в света, с Китайската кула и бирената ѝ градина, поляни край река Изар и сърфисти на вълната в канала Айсбах.",
      en: "One of the largest urban parks in the world, with the Chinese Tower and its beer garden, meadows along the Isar and surfers riding the Eisbach wave.",
    },
    latitude: 48.1525,
    longitude: 11.592,
    distanceKm: 2.1,
    transportInfo: {
      bg: "Метро U3 или U6 до Universität или Giselastraße; автобус 54 до спирка Chinesischer Turm; трамвай 16 или автобус 100 до Nationalmuseum/Haus der Kunst за вълната Айсбах.",
      en: "U-Bahn U3 or U6 to Universität or Giselastraße; bus 54 to the Chinesischer Turm stop; tram 16 or bus 100 to Nationalmuseum/Haus der Kunst for the Eisbach wave.",
    },
    selectionReason: {
      bg: "Мястото, където се вижда как живеят мюнхенчани извън работата – с бира, колело и сърф в града.",
      en: "The place to see how Munich locals spend their free time, with beer, bikes and surfing in the city.",
    },
    seoTitle: {
      bg: "Английската градина, Мюнхен – Китайската кула и сърф",
      en: "English Garden Munich – Chinese Tower and surfing",
    },
    seoDescription: {
      bg: "Английската градина в Мюнхен: сърфистите на Айсбах, бирената градина при Китайската кула, Моноптерос с гледка и как да стигнете с метро.",
      en: "Munich's English Garden: the Eisbach surfers, the Chinese Tower beer garden, the Monopteros viewpoint and how to get there by U-Bahn.",
    },
    keywords: {
      bg: ["Английската градина", "Мюнхен парк", "Китайската кула", "Айсбах сърф", "бирена градина"],
      en: ["English Garden", "Englischer Garten", "Chinese Tower", "Eisbach surfing", "Munich beer garden"],
    },
    sections: {
      intro: {
        bg: "Английската градина се простира от центъра на Мюнхен далеч на север покрай река Изар. През лятото поляните ѝ се пълнят с хора, които правят пикник, карат колело или просто лежат на слънце, а само на няколко крачки от музеите сърфисти яздят една постоянна речна вълна.",
        en: "The English Garden stretches from central Munich far to the north along the Isar. In summer its meadows fill with people picnicking, cycling or simply lying in the sun, and just steps from the museums surfers ride a permanent river wave.",
      },
      context: {
        bg: "Паркът е създаден през 1789 г. по инициатива на Бенджамин Томпсън, граф Ръмфорд, с позволението на курфюрст Карл Теодор. Оформен е като свободен пейзажен парк в английски стил, за разлика от строгите барокови градини. По площ е по-голям от Сентрал Парк в Ню Йорк.",
        en: "The park was created in 1789 on the initiative of Benjamin Thompson, Count Rumford, with the approval of Elector Karl Theodor. It was laid out as a natural landscape park in the English style, in contrast to formal Baroque gardens. It is larger than New York's Central Park.",
      },
      highlights: {
        bg: "Вълната в канала Айсбах при Haus der Kunst, където сърфисти карат през цялата година; Китайската кула с бирена градина за хиляди гости; кръглият храм Моноптерос на хълм с гледка към кулите на града. Заслужава си да видите и японската чайна къща и езерото Кляйнхеселохер Зее с лодки под наем.",
        en: "The Eisbach wave by the Haus der Kunst, where surfers ride all year round; the Chinese Tower and its beer garden for thousands of guests; the round Monopteros temple on a hill with views of the city's towers. Also worth seeing: the Japanese Teahouse and Kleinhesseloher See lake with boats for hire.",
      },
      practical: {
        bg: "Паркът е отворен денонощно и е безплатен. Бирената градина при Китайската кула работи при хубаво време, най-вече от пролетта до есента. Сърфът на Айсбах е само за опитни сърфисти – като зрител гледайте от моста и не влизайте във водата, течението е силно.",
        en: "The park is open around the clock and free. The Chinese Tower beer garden opens in good weather, mainly from spring to autumn. The Eisbach wave is for experienced surfers only; watch from the bridge and stay out of the water, as the current is strong.",
      },
      gettingThere: {
        bg: "От летище Мюнхен (MUC) вземете S1 или S8 до Мариенплац и прехвърлете на U3 или U6 до Universität – общо около 50 минути. От Мариенплац до южния край на парка се стига пеша за 20 минути през Одеонсплац и Дворцовата градина.",
        en: "From Munich Airport (MUC) take S1 or S8 to Marienplatz and change to U3 or U6 for Universität, about 50 minutes in total. From Marienplatz the southern end of the park is a 20-minute walk via Odeonsplatz and the Hofgarten.",
      },
      nearby: {
        bg: "В южния край на парка са художествената галерия Haus der Kunst и Баварският национален музей. На запад започва бохемският квартал Швабинг с кафенета и книжарници, а на юг – Дворцовата градина и Резиденцията.",
        en: "At the park's southern edge are the Haus der Kunst gallery and the Bavarian National Museum. To the west begins the bohemian Schwabing district with cafés and bookshops, and to the south the Hofgarten and the Residenz.",
      },
    },
    faq: [
      {
        question: { bg: "Къде се гледат сърфистите в Мюнхен?", en: "Where can you watch the surfers in Munich?" },
        answer: {
          bg: "На канала Айсбах при моста на Prinzregentenstraße, точно до Haus der Kunst в южния край на Английската градина.",
          en: "On the Eisbach channel by the Prinzregentenstraße bridge, right next to the Haus der Kunst at the southern end of the English Garden.",
        },
      },
      {
        question: { bg: "Голям ли е паркът за разходка пеша?", en: "Is the park too big to explore on foot?" },
        answer: {
          bg: "Южната част с Айсбах, Моноптерос и Китайската кула се обикаля спокойно пеша за два-три часа. За северните части е по-удобно да наемете колело.",
          en: "The southern part with the Eisbach, the Monopteros and the Chinese Tower is easily covered on foot in two or three hours. For the northern parts, renting a bike is more practical.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- FRA Frankfurt
  {
    destinationIata: "FRA",
    name: { bg: "Рьомерберг", en: "Römerberg" },
    slug: { bg: "riomerberg", en: "romerberg" },
    description: {
      bg: "Историческият площад на Франкфурт с кметството Рьомер и редицата възстановени къщи с дървени греди. Тук са се провеждали коронационните пирове на императорите на Свещената Римска империя.",
      en: "Frankfurt's historic square with the Römer town hall and a row of rebuilt half-timbered houses. Coronation banquets of the Holy Roman Emperors were held here.",
    },
    latitude: 50.1104,
    longitude: 8.682,
    distanceKm: 0,
    transportInfo: {
      bg: "Метро U4 или U5 до Dom/Römer; трамваи 11 и 12 до спирка Römer/Paulskirche.",
      en: "U-Bahn U4 or U5 to Dom/Römer; trams 11 and 12 to the Römer/Paulskirche stop.",
    },
    selectionReason: {
      bg: "Старото сърце на Франкфурт – тук банковият град показва средновековното си лице.",
      en: "The old heart of Frankfurt, where the banking city shows its medieval face.",
    },
    seoTitle: {
      bg: "Рьомерберг, Франкфурт – кметството Рьомер и Стария град",
      en: "Römerberg Frankfurt – the Römer and the Old Town",
    },
    seoDescription: {
      bg: "Рьомерберг във Франкфурт: кметството Рьомер и Императорската зала, къщите с дървени греди, коледният базар и как да стигнете от летището.",
      en: "Römerberg in Frankfurt: the Römer town hall and Imperial Hall, the half-timbered houses, the Christmas market and how to get there from the airport.",
    },
    keywords: {
      bg: [
        "Рьомерберг",
        "Франкфурт Стария град",
        "кметството Рьомер",
        "Императорската зала",
        "коледен базар Франкфурт",
      ],
      en: ["Römerberg", "Frankfurt Old Town", "Römer town hall", "Kaisersaal", "Frankfurt Christmas market"],
    },
    sections: {
      intro: {
        bg: "Сред небостъргачите на финансовата столица на Германия Рьомерберг изглежда като картинка от друга епоха. Стъпаловидните фронтони на кметството Рьомер и пъстрите къщи с дървени греди отсреща са най-сниманият кадър във Франкфурт.",
        en: "Amid the skyscrapers of Germany's financial capital, Römerberg looks like a picture from another age. The stepped gables of the Römer town hall and the colourful half-timbered houses opposite are Frankfurt's most photographed view.",
      },
      context: {
        bg: "Градският съвет купува къщата „Цум Рьомер“ през 1405 г. и оттогава тя е кметство на Франкфурт. От XVI до XVIII век след коронацията в катедралата новият император е празнувал с пир в Императорската зала. Площадът е почти напълно разрушен при бомбардировките през 1944 г.; източната редица къщи е възстановена в началото на 80-те години, а съседният нов Стар град – през 2018 г.",
        en: "The city council bought the house 'Zum Römer' in 1405, and it has served as Frankfurt's town hall ever since. From the 16th to the 18th century, newly crowned emperors held their banquet in its Imperial Hall after the coronation in the cathedral. The square was almost completely destroyed by bombing in 1944; the eastern row of houses was rebuilt in the early 1980s and the neighbouring New Old Town in 2018.",
      },
      highlights: {
        bg: "Императорската зала (Kaisersaal) с портрети на германските владетели; Фонтанът на справедливостта в средата на площада; старата църква „Свети Николай“; тесните улички на новия Стар град между площада и катедралата. През декември тук е един от най-старите и най-обичани коледни базари в Германия.",
        en: "The Imperial Hall (Kaisersaal) with portraits of the German emperors; the Justice Fountain in the middle of the square; the Old St Nicholas Church; and the narrow lanes of the New Old Town between the square and the cathedral. In December it hosts one of Germany's oldest and best-loved Christmas markets.",
      },
      practical: {
        bg: "Площадът е открит по всяко време. Императорската зала се посещава срещу малка такса, но понякога е затворена заради официални събития – попитайте на входа или проверете сайта на града. Най-приятно е рано сутрин или вечер, когато групите с екскурзоводи са си тръгнали.",
        en: "The square is open at all times. The Imperial Hall can be visited for a small fee but sometimes closes for official events, so ask at the entrance or check the city's website. It is most pleasant early in the morning or in the evening, once the tour groups have left.",
      },
      gettingThere: {
        bg: "От летище Франкфурт (FRA) влаковете S8 и S9 стигат до Hauptwache за около 15 минути, а оттам до Рьомерберг има десетина минути пеша. Друг вариант е S-Bahn до Централната гара и метро U4 до Dom/Römer.",
        en: "From Frankfurt Airport (FRA) S-Bahn lines S8 and S9 reach Hauptwache in about 15 minutes, and Römerberg is a ten-minute walk from there. Alternatively, take the S-Bahn to the central station and U4 to Dom/Römer.",
      },
      nearby: {
        bg: "На три минути е катедралата „Свети Вартоломей“, в която са коронясвани императорите, а кулата ѝ може да се изкачи. Наблизо са църквата „Свети Павел“, където през 1848 г. заседава първият общогермански парламент, и пешеходният мост Айзернер Щег над Майн.",
        en: "Three minutes away is St Bartholomew's Cathedral, where emperors were crowned; its tower can be climbed. Nearby are St Paul's Church, seat of the first all-German parliament in 1848, and the Eiserner Steg footbridge across the Main.",
      },
    },
    faq: [
      {
        question: { bg: "Оригинални ли са къщите на Рьомерберг?", en: "Are the Römerberg houses original?" },
        answer: {
          bg: "Не, повечето са реконструкции: Старият град е разрушен през 1944 г., а къщите с дървени греди са построени наново по стари планове през 80-те години и през 2010-те.",
          en: "No, most are reconstructions: the Old Town was destroyed in 1944, and the half-timbered houses were rebuilt from old plans in the 1980s and the 2010s.",
        },
      },
      {
        question: { bg: "Кога е коледният базар на Рьомерберг?", en: "When is the Römerberg Christmas market?" },
        answer: {
          bg: "Обикновено от края на ноември до няколко дни преди Коледа. Точните дати се обявяват всяка година от града.",
          en: "Usually from late November until a few days before Christmas. The city announces the exact dates every year.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "FRA",
    name: { bg: "Майн Тауър", en: "Main Tower" },
    slug: { bg: "main-tauar", en: "main-tower" },
    description: {
      bg: "Двестаметров небостъргач в банковия квартал с открита площадка за наблюдение на покрива. Оттук се вижда цялото „Манхатън на Майн“ и околностите на Франкфурт.",
      en: "A 200-metre skyscraper in the banking district with an open-air viewing platform on its roof. From here you can see all of 'Mainhattan' and the Frankfurt area.",
    },
    latitude: 50.1125,
    longitude: 8.6722,
    distanceKm: 0.7,
    transportInfo: {
      bg: "Метро до Willy-Brandt-Platz (U1–U5, U8) или S-Bahn до Taunusanlage; входът е на Neue Mainzer Straße.",
      en: "U-Bahn to Willy-Brandt-Platz (U1–U5, U8) or S-Bahn to Taunusanlage; the entrance is on Neue Mainzer Straße.",
    },
    selectionReason: {
      bg: "Най-лесният начин да видите отвисоко силуета от небостъргачи на Франкфурт.",
      en: "The easiest way to see Frankfurt's skyscraper skyline from above.",
    },
    seoTitle: {
      bg: "Майн Тауър, Франкфурт – площадка с гледка на 200 м",
      en: "Main Tower Frankfurt – 200 m observation deck",
    },
    seoDescription: {
      bg: "Майн Тауър във Франкфурт: открита площадка на близо 200 метра, кога да отидете за залеза, проверка за сигурност и как да стигнете с метро.",
      en: "Main Tower in Frankfurt: an open-air platform nearly 200 metres up, when to go for sunset, the security check and how to get there by U-Bahn.",
    },
    keywords: {
      bg: ["Майн Тауър", "Франкфурт гледка", "небостъргачи Франкфурт", "площадка за наблюдение"],
      en: ["Main Tower", "Frankfurt skyline", "Frankfurt observation deck", "Mainhattan"],
    },
    sections: {
      intro: {
        bg: "Франкфурт е германският град на небостъргачите и най-добре го разбирате отгоре. Майн Тауър вдига посетителите с бърз асансьор до открита тераса почти на 200 метра височина, откъдето се виждат реката, старият град и хълмовете на Таунус.",
        en: "Frankfurt is Germany's skyscraper city, and you understand it best from above. Main Tower whisks visitors up in a fast lift to an open-air terrace almost 200 metres high, overlooking the river, the Old Town and the Taunus hills.",
      },
      context: {
        bg: "Кулата е завършена през 1999 г. по проект на хамбургското бюро Schweger + Partner и е седалище на банката Helaba. Двете ѝ части – квадратна и кръгла, облицована със стъкло – отразяват двата лика на града: стария и финансовия.",
        en: "The tower was completed in 1999 to a design by the Hamburg practice Schweger + Partner and houses the Helaba bank. Its two parts, one square and one round and glass-clad, reflect the city's two faces, old and financial.",
      },
      highlights: {
        bg: "Откритата площадка на покрива с гледка на 360 градуса; изгледът към Комерцбанк Тауър, Месетурм и Европейската централна банка; залезът над Майн. Под площадката има ресторант и бар, откъдето можете да се насладите на гледката на вечеря.",
        en: "The open rooftop platform with 360-degree views; the view of the Commerzbank Tower, the Messeturm and the European Central Bank; and sunset over the Main. Below the platform there is a restaurant and bar where you can enjoy the view over dinner.",
      },
      practical: {
        bg: "Площадката е отворена всеки ден, но затваря при буря, силен вятър или гръмотевици – в такъв ден проверете сайта преди да тръгнете. На входа има проверка за сигурност като на летище, затова не носете големи чанти. Най-много хора има по залез в събота; за ресторанта се препоръчва резервация.",
        en: "The platform opens daily but closes in storms, strong wind or thunder, so on such days check the website before going. There is an airport-style security check at the entrance, so leave large bags behind. It is busiest at sunset on Saturdays; booking is recommended for the restaurant.",
      },
      gettingThere: {
        bg: "От летище Франкфурт (FRA) S-Bahn линиите S8 и S9 стигат до Taunusanlage за около 15 минути, а оттам до кулата има пет минути пеша. От Рьомерберг се стига пеша за десетина минути.",
        en: "From Frankfurt Airport (FRA) S-Bahn lines S8 and S9 reach Taunusanlage in about 15 minutes, then it is a five-minute walk. From Römerberg it is about ten minutes on foot.",
      },
      nearby: {
        bg: "На няколко минути са Старата опера – великолепна зала от XIX век, и площад „Вили Бранд“ с голямата скулптура на еврото. Къщата музей на Гьоте, където е роден поетът, е на около десет минути пеша.",
        en: "A few minutes away are the Alte Oper, a splendid 19th-century concert hall, and Willy-Brandt-Platz with its large euro sculpture. Goethe's birthplace, now the Goethe House museum, is about ten minutes on foot.",
      },
    },
    faq: [
      {
        question: { bg: "На каква височина е площадката на Майн Тауър?", en: "How high is the Main Tower platform?" },
        answer: {
          bg: "Откритата площадка е на близо 200 метра. Заедно с антената кулата е висока около 240 метра.",
          en: "The open-air platform is almost 200 metres up. Including its antenna, the tower is about 240 metres tall.",
        },
      },
      {
        question: { bg: "Отворена ли е площадката при лошо време?", en: "Is the platform open in bad weather?" },
        answer: {
          bg: "При гръмотевици, буря или силен вятър площадката се затваря от съображения за сигурност, понякога за целия ден.",
          en: "In thunderstorms, gales or strong wind the platform closes for safety, sometimes for the whole day.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "FRA",
    name: { bg: "Музеят Щедел", en: "Städel Museum" },
    slug: { bg: "muzeyat-shtedel", en: "stadel-museum" },
    description: {
      bg: "Един от най-важните художествени музеи в Германия, с европейско изкуство от седем века – от Ботичели и Вермеер до Моне и Бекман. Намира се на Музейния бряг на Майн.",
      en: "One of Germany's most important art museums, with seven centuries of European art from Botticelli and Vermeer to Monet and Beckmann. It stands on the Museum Embankment of the Main.",
    },
    latitude: 50.103,
    longitude: 8.674,
    distanceKm: 1,
    transportInfo: {
      bg: "Автобус 46 до спирка Städel; трамваи 15 и 16 до Schweizer-/Gartenstraße; или пеша по моста Holbeinsteg от Willy-Brandt-Platz.",
      en: "Bus 46 to the Städel stop; trams 15 and 16 to Schweizer-/Gartenstraße; or walk across the Holbeinsteg footbridge from Willy-Brandt-Platz.",
    },
    selectionReason: {
      bg: "Колекция от световна класа, която прави Франкфурт дестинация и за любителите на изкуството.",
      en: "A world-class collection that makes Frankfurt a destination for art lovers too.",
    },
    seoTitle: {
      bg: "Музеят Щедел, Франкфурт – шедьоври и съвети",
      en: "Städel Museum Frankfurt – masterpieces and tips",
    },
    seoDescription: {
      bg: "Музеят Щедел във Франкфурт: Вермеер, Рембранд, Гьоте в Кампаня, подземните зали с кръгли прозорци, кога е затворен и как да стигнете.",
      en: "The Städel Museum in Frankfurt: Vermeer, Rembrandt, Goethe in the Campagna, the underground garden halls, closing days and how to get there.",
    },
    keywords: {
      bg: ["Музеят Щедел", "Франкфурт музеи", "Музейният бряг", "Вермеер", "изкуство Германия"],
      en: ["Städel Museum", "Frankfurt museums", "Museumsufer", "Vermeer", "art in Germany"],
    },
    sections: {
      intro: {
        bg: "Щедел е музей, в който може да прекарате цял ден, без да усетите. Колекцията е подредена хронологично и ви води от италианския Ренесанс през холандските майстори до германския експресионизъм и съвременното изкуство.",
        en: "The Städel is a museum where a whole day can slip by unnoticed. The collection is arranged chronologically, leading you from the Italian Renaissance through the Dutch masters to German Expressionism and contemporary art.",
      },
      context: {
        bg: "Музеят е основан през 1815 г. със завещанието на франкфуртския банкер и търговец Йохан Фридрих Щедел, който оставя колекцията и състоянието си на града. Така той е една от най-старите музейни фондации в Германия. През 2012 г. е открито подземно крило под градината, осветено от стотици кръгли прозорци в тревата.",
        en: "The museum was founded in 1815 through the will of Frankfurt banker and merchant Johann Friedrich Städel, who left his collection and fortune to the city, making it one of Germany's oldest museum foundations. In 2012 an underground wing opened beneath the garden, lit by hundreds of round skylights set in the lawn.",
      },
      highlights: {
        bg: "„Географът“ на Вермеер; „Ослепяването на Самсон“ на Рембранд; идеализираният женски портрет на Ботичели; „Гьоте в римската Кампаня“ на Тишбайн – може би най-известният образ на поета. В модерната част търсете Моне, Дега, Кирхнер и Макс Бекман.",
        en: "Vermeer's The Geographer; Rembrandt's The Blinding of Samson; Botticelli's idealised portrait of a woman; and Tischbein's Goethe in the Roman Campagna, perhaps the best-known image of the poet. In the modern section look for Monet, Degas, Kirchner and Max Beckmann.",
      },
      practical: {
        bg: "Музеят е затворен в понеделник, а в един от делничните дни работи и вечер – проверете на сайта. Билетите е по-удобно да купите онлайн, особено когато има голяма временна изложба. Предвидете поне три часа; има гардероб и кафене.",
        en: "The museum is closed on Mondays and stays open into the evening on one weekday; check the website. Buying tickets online is easier, especially during major temporary exhibitions. Allow at least three hours; there is a cloakroom and a café.",
      },
      gettingThere: {
        bg: "От летище Франкфурт (FRA) вземете S-Bahn до Централната гара и оттам автобус 46 до спирка Städel – общо около 30 минути. От Рьомерберг пресечете Майн по моста Айзернер Щег и вървете по брега на запад около 15 минути.",
        en: "From Frankfurt Airport (FRA) take the S-Bahn to the central station and then bus 46 to the Städel stop, about 30 minutes in total. From Römerberg cross the Main on the Eiserner Steg and walk west along the embankment for about 15 minutes.",
      },
      nearby: {
        bg: "Непосредствено до Щедел е Либигхаус – музей на скулптурата във вила с градина. По Музейния бряг са наредени още десетина музея, а на няколко пресечки на изток започва Захсенхаузен с кръчмите за ябълково вино.",
        en: "Right next to the Städel is the Liebieghaus, a sculpture museum in a villa with a garden. A dozen more museums line the Museumsufer, and a few blocks east begins Sachsenhausen with its apple-wine taverns.",
      },
    },
    faq: [
      {
        question: { bg: "В кой ден е затворен Музеят Щедел?", en: "On which day is the Städel Museum closed?" },
        answer: {
          bg: "В понеделник. През останалите дни е отворен, а в един от делничните дни работи до по-късно вечерта.",
          en: "On Mondays. It opens on the other days, with late opening on one weekday evening.",
        },
      },
      {
        question: { bg: "Колко време е нужно за Щедел?", en: "How much time do you need for the Städel?" },
        answer: {
          bg: "За основните шедьоври стигат два-три часа, а за цялата колекция и временната изложба – почти цял ден.",
          en: "Two or three hours for the main masterpieces, and almost a full day for the whole collection and a temporary exhibition.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- VCE Venice
  {
    destinationIata: "VCE",
    name: { bg: "Площад Сан Марко", en: "Piazza San Marco" },
    slug: { bg: "ploshtad-san-marko", en: "piazza-san-marco" },
    description: {
      bg: "Единственият площад във Венеция, наречен „piazza“, с базиликата „Сан Марко“, камбанарията и Двореца на дожите. Тук се събира цялото великолепие на Венецианската република.",
      en: "The only square in Venice called a 'piazza', with St Mark's Basilica, the bell tower and the Doge's Palace. It gathers all the splendour of the Venetian Republic in one place.",
    },
    latitude: 45.4341,
    longitude: 12.3388,
    distanceKm: 0,
    transportInfo: {
      bg: "Вапорето (воден автобус) линии 1 и 2 до спирки San Marco (Vallaresso) или San Zaccaria; пеша около 10 минути от моста Риалто.",
      en: "Vaporetto lines 1 and 2 to San Marco (Vallaresso) or San Zaccaria; about ten minutes on foot from the Rialto Bridge.",
    },
    selectionReason: {
      bg: "Символът на Венеция, който никое първо посещение в града не може да пропусне.",
      en: "The symbol of Venice, unmissable on any first visit to the city.",
    },
    seoTitle: {
      bg: "Площад Сан Марко, Венеция – базилика, кула и съвети",
      en: "Piazza San Marco, Venice – basilica, tower and tips",
    },
    seoDescription: {
      bg: "Площад Сан Марко във Венеция: базиликата и златните ѝ мозайки, камбанарията, Дворецът на дожите, високата вода и как да стигнете от летището.",
      en: "St Mark's Square in Venice: the basilica and its golden mosaics, the bell tower, the Doge's Palace, high water and how to get there from the airport.",
    },
    keywords: {
      bg: ["Площад Сан Марко", "Венеция", "базиликата Сан Марко", "Дворецът на дожите", "камбанарията Сан Марко"],
      en: ["St Mark's Square", "Piazza San Marco", "St Mark's Basilica", "Doge's Palace", "Venice"],
    },
    sections: {
      intro: {
        bg: "Когато излезете на Площад Сан Марко през някоя от арките, веднага разбирате защо векове наред пътешествениците са го наричали най-красивия салон на Европа. От едната страна блестят златните куполи на базиликата, а от другата се издига камбанарията, висока почти 99 метра.",
        en: "Step onto St Mark's Square through one of its arcades and you immediately understand why travellers have called it Europe's finest drawing room for centuries. On one side gleam the golden domes of the basilica; on the other rises the bell tower, almost 99 metres tall.",
      },
      context: {
        bg: "Според преданието през 828 г. венециански търговци пренасят мощите на евангелист Марко от Александрия и така светецът става покровител на републиката. Днешната базилика е осветена в края на XI век и е била дворцовата църква на дожа. Камбанарията рухва внезапно през 1902 г. и е изградена наново в същия вид десет години по-късно.",
        en: "According to tradition, Venetian merchants brought the relics of St Mark the Evangelist from Alexandria in 828, and the saint became the Republic's patron. The present basilica was consecrated at the end of the 11th century and served as the Doge's chapel. The bell tower collapsed suddenly in 1902 and was rebuilt in identical form ten years later.",
      },
      highlights: {
        bg: "Златните мозайки и олтарът Пала д'Оро в базиликата; бронзовите коне, донесени от Константинопол през 1204 г. (оригиналите са в музея на базиликата); гледката от камбанарията, до която се качвате с асансьор; Дворецът на дожите с Моста на въздишките. Не пропускайте и Часовниковата кула и кафене „Флориан“, отворено през 1720 г.",
        en: "The golden mosaics and the Pala d'Oro altarpiece in the basilica; the bronze horses brought from Constantinople in 1204 (the originals are in the basilica museum); the view from the bell tower, reached by lift; the Doge's Palace with the Bridge of Sighs. Don't miss the Clock Tower and Caffè Florian, opened in 1720.",
      },
      practical: {
        bg: "За базиликата, камбанарията и Двореца на дожите се купуват отделни билети; резервацията на час онлайн спестява дълги опашки. В базиликата се влиза с покрити рамене и колене, без големи раници. В някои натоварени дни еднодневните посетители на Венеция плащат такса за достъп до града – проверете календара на общината. Най-спокойно е рано сутрин, а наесен и през зимата площадът понякога се наводнява от високата вода (acqua alta).",
        en: "The basilica, the bell tower and the Doge's Palace each need their own ticket; booking a time slot online saves long queues. Shoulders and knees must be covered in the basilica, and large backpacks are not allowed. On certain busy days, day-trippers to Venice pay an access fee, so check the city's calendar. It is calmest early in the morning, and in autumn and winter the square sometimes floods at high tide (acqua alta).",
      },
      gettingThere: {
        bg: "От летище Марко Поло (VCE) водният автобус Alilaguna, синя линия, стига до San Marco за около час и четвърт. По-бързо е с автобус 5 на ACTV или с ATVO до Piazzale Roma и оттам с вапорето 1 или 2. Ако кацнете в Тревизо (TSF), летищният автобус пристига на Piazzale Roma.",
        en: "From Marco Polo Airport (VCE) the Alilaguna Blue Line water bus reaches San Marco in about an hour and a quarter. It is quicker to take ACTV bus 5 or the ATVO coach to Piazzale Roma and continue on vaporetto 1 or 2. If you land at Treviso (TSF), the airport coach arrives at Piazzale Roma.",
      },
      nearby: {
        bg: "Дворецът на дожите и Мостът на въздишките са буквално на площада. На десет минути е мостът Риалто, а от кея пред площада се вижда островът Сан Джорджо Маджоре, до който стига вапорето 2 – от камбанарията му гледката към Сан Марко е великолепна.",
        en: "The Doge's Palace and the Bridge of Sighs are right on the square. The Rialto Bridge is ten minutes away, and from the waterfront you can see the island of San Giorgio Maggiore, reached by vaporetto 2, whose bell tower offers a superb view back to St Mark's.",
      },
    },
    faq: [
      {
        question: { bg: "Плаща ли се вход за базиликата „Сан Марко“?", en: "Do you pay to enter St Mark's Basilica?" },
        answer: {
          bg: "Да, за влизане е нужен билет, а Пала д'Оро, музеят и терасата с конете се посещават срещу допълнителна такса. Цените се променят, затова проверете на официалния сайт.",
          en: "Yes, a ticket is required, and the Pala d'Oro, the museum and the terrace with the horses cost extra. Prices change, so check the official website.",
        },
      },
      {
        question: { bg: "Кога наводнява площадът?", en: "When does the square flood?" },
        answer: {
          bg: "Високата вода е най-честа от октомври до януари. Площадът е най-ниската точка на града, затова се залива първи; бариерите МОЗЕ днес намаляват наводненията.",
          en: "High water is most common from October to January. The square is the lowest point in the city and floods first; today the MOSE barriers reduce the flooding.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "VCE",
    name: { bg: "Мостът Риалто", en: "Rialto Bridge" },
    slug: { bg: "mostat-rialto", en: "rialto-bridge" },
    description: {
      bg: "Най-старият мост над Канале Гранде – каменна арка от края на XVI век с магазинчета по средата. От него се открива класическата гледка към Голямия канал.",
      en: "The oldest bridge over the Grand Canal, a late-16th-century stone arch lined with shops. It offers the classic view along the Grand Canal.",
    },
    latitude: 45.438,
    longitude: 12.3359,
    distanceKm: 0.5,
    transportInfo: {
      bg: "Вапорето линии 1 и 2 до спирка Rialto; пеша около 10 минути от Площад Сан Марко по табелите „Per Rialto“.",
      en: "Vaporetto lines 1 and 2 to the Rialto stop; about ten minutes on foot from St Mark's Square following the 'Per Rialto' signs.",
    },
    selectionReason: {
      bg: "Търговското сърце на стара Венеция и най-сниманият мост в града.",
      en: "The commercial heart of old Venice and the city's most photographed bridge.",
    },
    seoTitle: {
      bg: "Мостът Риалто, Венеция – история, пазар и гледка",
      en: "Rialto Bridge Venice – history, market and views",
    },
    seoDescription: {
      bg: "Мостът Риалто във Венеция: историята на каменния мост, рибният пазар, най-хубавите места за снимка към Канале Гранде и как да стигнете.",
      en: "Rialto Bridge in Venice: the story of the stone bridge, the fish market, the best photo spots over the Grand Canal and how to get there.",
    },
    keywords: {
      bg: ["Мостът Риалто", "Венеция", "Канале Гранде", "пазарът Риалто"],
      en: ["Rialto Bridge", "Venice", "Grand Canal", "Rialto Market"],
    },
    sections: {
      intro: {
        bg: "Риалто е мостът, който всеки има на снимка от Венеция. Широките стъпала водят нагоре покрай два реда магазинчета, а от парапетите се вижда Канале Гранде с гондолите, водните таксита и дворците по бреговете.",
        en: "Rialto is the bridge everyone has in their Venice photos. Broad steps climb between two rows of shops, and from the balustrades you see the Grand Canal with its gondolas, water taxis and waterside palaces.",
      },
      context: {
        bg: "На това място е имало дървени мостове от XII век, но те изгарят или се срутват. Каменният мост е построен между 1588 и 1591 г. по проект на Антонио да Понте, който печели поръчката пред прочути архитекти. До средата на XIX век Риалто е единственият начин да се пресече Канале Гранде пеша.",
        en: "Wooden bridges stood here from the 12th century, but they burned or collapsed. The stone bridge was built between 1588 and 1591 to a design by Antonio da Ponte, who won the commission over famous architects. Until the mid-19th century Rialto was the only way to cross the Grand Canal on foot.",
      },
      highlights: {
        bg: "Гледката от върха на моста към завоя на Канале Гранде; магазинчетата за бижута, стъкло и сувенири; пазарът Риалто на северния бряг с рибния пазар под неоготическа лоджия и сергиите за плодове и зеленчуци. Вечер, когато тълпите оредеят, мостът и каналът изглеждат най-романтично.",
        en: "The view from the top of the bridge along the bend of the Grand Canal; the shops selling jewellery, glass and souvenirs; and the Rialto Market on the north bank, with the fish market under a neo-Gothic loggia and the fruit and vegetable stalls. In the evening, when the crowds thin out, the bridge and canal look their most romantic.",
      },
      practical: {
        bg: "Мостът е открит денонощно и е безплатен. Пазарът работи сутрин, а рибният пазар е затворен в неделя и понеделник. За снимка без тълпа елате преди 8 часа сутринта; хубав кадър към моста се получава и от кея Fondamenta del Vin.",
        en: "The bridge is open around the clock and free. The market operates in the mornings, and the fish market is closed on Sundays and Mondays. For a crowd-free photo come before 8 a.m.; there is also a good view of the bridge from the Fondamenta del Vin quay.",
      },
      gettingThere: {
        bg: "От летище Марко Поло (VCE) вземете автобус 5 на ACTV или ATVO до Piazzale Roma и оттам вапорето 1 или 2 до спирка Rialto – общо около час. Водните автобуси Alilaguna също спират в района на Риалто.",
        en: "From Marco Polo Airport (VCE) take ACTV bus 5 or the ATVO coach to Piazzale Roma, then vaporetto 1 or 2 to the Rialto stop, about an hour in total. Alilaguna water buses also stop in the Rialto area.",
      },
      nearby: {
        bg: "До пазара е църквата „Сан Джакомо ди Риалто“, смятана за една от най-старите във Венеция. На отсрещния бряг е площадчето Кампо Сан Бартоломео с паметника на Голдони, а на десет минути пеша – дворецът Ка' д'Оро с художествена галерия.",
        en: "Beside the market is San Giacomo di Rialto, considered one of the oldest churches in Venice. On the opposite bank is Campo San Bartolomeo with its statue of Goldoni, and ten minutes' walk away is the Ca' d'Oro palace with its art gallery.",
      },
    },
    faq: [
      {
        question: { bg: "Кога е построен мостът Риалто?", en: "When was the Rialto Bridge built?" },
        answer: {
          bg: "Каменният мост е завършен през 1591 г. Преди него на същото място е имало няколко дървени моста.",
          en: "The stone bridge was completed in 1591. Several wooden bridges stood on the same spot before it.",
        },
      },
      {
        question: { bg: "Кога работи пазарът Риалто?", en: "When is the Rialto Market open?" },
        answer: {
          bg: "Сутрин от понеделник до събота за плодове и зеленчуци; рибният пазар е затворен в неделя и понеделник. Най-оживено е рано сутринта.",
          en: "Mornings Monday to Saturday for fruit and vegetables; the fish market is closed on Sundays and Mondays. It is liveliest early in the morning.",
        },
      },
    ],
    wikidataId: "Q52505",
  },
  {
    destinationIata: "VCE",
    name: { bg: "Мурано", en: "Murano" },
    slug: { bg: "murano", en: "murano" },
    description: {
      bg: "Островът на стъклото във Венецианската лагуна, където стъкларите работят от над седем века. Има музей на стъклото, работилници с демонстрации и средновековна базилика.",
      en: "The glassmaking island of the Venetian lagoon, where glassblowers have worked for more than seven centuries. It has a glass museum, furnaces with demonstrations and a medieval basilica.",
    },
    latitude: 45.458,
    longitude: 12.353,
    distanceKm: 2.9,
    transportInfo: {
      bg: "Вапорето 4.1 и 4.2 от Fondamente Nove (около 10 минути) или линия 3 от Piazzale Roma и гарата Santa Lucia; линия 12 продължава до Бурано.",
      en: "Vaporetto 4.1 and 4.2 from Fondamente Nove (about ten minutes) or line 3 from Piazzale Roma and Santa Lucia station; line 12 continues to Burano.",
    },
    selectionReason: {
      bg: "Лесна половиндневна разходка извън тълпите на Сан Марко, свързана с най-известния венециански занаят.",
      en: "An easy half-day escape from the St Mark's crowds, tied to Venice's most famous craft.",
    },
    seoTitle: { bg: "Мурано, Венеция – островът на стъклото", en: "Murano, Venice – the island of glass" },
    seoDescription: {
      bg: "Мурано: как да стигнете с вапорето, къде да видите стъклари на работа, Музеят на стъклото, как да различите истинско муранско стъкло.",
      en: "Murano: how to get there by vaporetto, where to watch glassblowers at work, the Glass Museum and how to recognise genuine Murano glass.",
    },
    keywords: {
      bg: ["Мурано", "муранско стъкло", "Венеция острови", "Музей на стъклото", "Бурано"],
      en: ["Murano", "Murano glass", "Venice islands", "Glass Museum", "Burano"],
    },
    sections: {
      intro: {
        bg: "Мурано прилича на малка Венеция – с канали, мостчета и пъстри фасади, но с по-спокоен ритъм. По главния канал са наредени работилници и магазини за стъкло, а в някои от тях можете да видите как майсторът оформя вазата от нажежена маса за няколко минути.",
        en: "Murano resembles a small Venice, with canals, little bridges and colourful façades, but at a calmer pace. Glass workshops and shops line the main canal, and in some you can watch a master shape a vase from a glowing lump in a few minutes.",
      },
      context: {
        bg: "През 1291 г. Венецианската република премества стъкларските пещи от града на Мурано, за да предпази дървените къщи от пожари. Майсторите стават ценени, но им е забранено да напускат републиката, за да не изнасят тайните на занаята. Така островът в продължение на векове е център на европейското стъкларство.",
        en: "In 1291 the Venetian Republic moved the glass furnaces from the city to Murano to protect its wooden houses from fire. The masters were highly valued but forbidden to leave the Republic, so that their secrets stayed at home. For centuries the island was the centre of European glassmaking.",
      },
      highlights: {
        bg: "Музеят на стъклото в двореца Джустиниан с изделия от римско време до днес; базиликата „Санта Мария е Донато“ с мозаечен под от XII век; църквата „Сан Пиетро Мартире“ с картини на Джовани Белини. Заслужава си да видите и демонстрациите в стъкларските работилници.",
        en: "The Glass Museum in Palazzo Giustinian, with pieces from Roman times to the present; the Basilica of Santi Maria e Donato with its 12th-century mosaic floor; the church of San Pietro Martire with paintings by Giovanni Bellini. Also worth seeing: the demonstrations in the glass furnaces.",
      },
      practical: {
        bg: "Островът е свободен за разходка по всяко време, а магазините и работилниците работят през деня. Ако купувате, търсете марката „Vetro Artistico Murano“, която гарантира произхода – по сергиите в града има много внос. Дневен билет за вапорето излиза по-изгодно, ако ще продължите към Бурано.",
        en: "The island can be explored at any time, and the shops and furnaces open during the day. If you buy glass, look for the 'Vetro Artistico Murano' trademark, which guarantees its origin, since many souvenir stalls in the city sell imports. A day pass for the vaporetto pays off if you continue to Burano.",
      },
      gettingThere: {
        bg: "От летище Марко Поло (VCE) водният автобус Alilaguna, синя линия, спира директно на Мурано – това е най-удобният вариант. От центъра на Венеция вземете вапорето 4.1 или 4.2 от Fondamente Nove или линия 3 от Piazzale Roma.",
        en: "From Marco Polo Airport (VCE) the Alilaguna Blue Line water bus stops directly on Murano, the most convenient option. From central Venice take vaporetto 4.1 or 4.2 from Fondamente Nove, or line 3 from Piazzale Roma.",
      },
      nearby: {
        bg: "Всичко на Мурано е на пешеходно разстояние: от спирка Colonna до Музея на стъклото и базиликата се върви около 15 минути покрай канала. Стъкларските работилници са съсредоточени по Fondamenta dei Vetrai, а от спирка Faro тръгва линия 12 към пъстрия Бурано.",
        en: "Everything on Murano is walkable: from the Colonna stop to the Glass Museum and the basilica is about 15 minutes along the canal. The glass furnaces cluster along Fondamenta dei Vetrai, and from the Faro stop line 12 leaves for colourful Burano.",
      },
    },
    faq: [
      {
        question: {
          bg: "Може ли да се види как се прави стъкло на Мурано?",
          en: "Can you watch glass being made on Murano?",
        },
        answer: {
          bg: "Да, много работилници показват демонстрации за посетители, някои безплатно, други срещу такса. Най-често в тях има и магазин.",
          en: "Yes, many furnaces hold demonstrations for visitors, some free and some for a fee. Most have a shop attached.",
        },
      },
      {
        question: {
          bg: "Може ли Мурано и Бурано да се съчетаят за един ден?",
          en: "Can you combine Murano and Burano in one day?",
        },
        answer: {
          bg: "Да, това е най-честият маршрут: сутрин Мурано, следобед Бурано с вапорето 12. Дневен билет за градския транспорт улеснява пътуването.",
          en: "Yes, it is the classic route: Murano in the morning and Burano in the afternoon with vaporetto 12. A day pass for public transport makes it easier.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- NAP Naples
  {
    destinationIata: "NAP",
    name: { bg: "Помпей", en: "Pompeii" },
    slug: { bg: "pompei", en: "pompeii" },
    description: {
      bg: "Римският град, погребан под пепелта на Везувий през 79 г., е най-известният археологически обект в света. Улиците, къщите и стенописите му показват как са живели хората преди близо две хиляди години.",
      en: "The Roman town buried under the ash of Vesuvius in AD 79 is the world's most famous archaeological site. Its streets, houses and frescoes show how people lived almost two thousand years ago.",
    },
    latitude: 40.749,
    longitude: 14.4848,
    distanceKm: 22.1,
    transportInfo: {
      bg: "Влак Circumvesuviana по линията Неапол – Соренто от гара Napoli Garibaldi или Porta Nolana до спирка Pompei Scavi – Villa dei Misteri, около 35–40 минути; спирката е срещу входа Porta Marina.",
      en: "Circumvesuviana train on the Naples–Sorrento line from Napoli Garibaldi or Porta Nolana to Pompei Scavi – Villa dei Misteri, about 35–40 minutes; the stop faces the Porta Marina entrance.",
    },
    selectionReason: {
      bg: "Обект от списъка на ЮНЕСКО и причина номер едно мнозина българи да изберат полет до Неапол.",
      en: "A UNESCO World Heritage Site and the number one reason many Bulgarians book a flight to Naples.",
    },
    seoTitle: {
      bg: "Помпей – билети, маршрут и как да стигнете от Неапол",
      en: "Pompeii – tickets, route and getting there from Naples",
    },
    seoDescription: {
      bg: "Помпей: какво да видите, колко време да отделите, съвети за билетите и жегата, и как да стигнете с влака Circumvesuviana от Неапол.",
      en: "Pompeii: what to see, how much time to allow, tips on tickets and the heat, and how to get there on the Circumvesuviana train from Naples.",
    },
    keywords: {
      bg: ["Помпей", "Везувий", "Неапол екскурзия", "античен Рим", "ЮНЕСКО Италия"],
      en: ["Pompeii", "Vesuvius", "Naples day trip", "ancient Rome", "UNESCO Italy"],
    },
    sections: {
      intro: {
        bg: "В Помпей не гледате руини зад стъкло, а вървите по истински римски улици с коловози от каруци, минавате покрай пекарни, кръчми и бани и влизате в къщи със запазени стенописи. Над всичко се издига Везувий – напомняне защо градът е замръзнал във времето.",
        en: "In Pompeii you do not look at ruins behind glass: you walk real Roman streets rutted by cart wheels, pass bakeries, taverns and baths, and enter houses with surviving frescoes. Above it all rises Vesuvius, a reminder of why the town was frozen in time.",
      },
      context: {
        bg: "Помпей е процъфтяващ град с около 10–12 хиляди жители, когато изригването на Везувий през 79 г. го засипва с метри пепел и пемза. Систематичните разкопки започват през 1748 г. при Бурбоните и продължават и днес – все още се откриват нови стенописи и сгради. През 1997 г. обектът е вписан в списъка на ЮНЕСКО.",
        en: "Pompeii was a thriving town of some 10,000–12,000 people when the eruption of Vesuvius in AD 79 buried it under metres of ash and pumice. Systematic excavation began in 1748 under the Bourbons and continues today, with new frescoes and buildings still being found. The site was added to the UNESCO World Heritage List in 1997.",
      },
      highlights: {
        bg: "Форумът с Везувий на заден план; Къщата на фавна; Вилата на мистериите с прочутите червени стенописи; амфитеатърът – най-старият запазен римски амфитеатър; Стабиевите терми. Не пропускайте и гипсовите отливки на жертвите в Градината на бегълците.",
        en: "The Forum with Vesuvius as a backdrop; the House of the Faun; the Villa of the Mysteries with its famous red frescoes; the amphitheatre, the oldest surviving Roman amphitheatre; the Stabian Baths. Don't miss the plaster casts of victims in the Garden of the Fugitives.",
      },
      practical: {
        bg: "Работното време е сезонно и има почивни дни – проверете сайта на Археологическия парк Помпей преди посещението. Билетите се купуват онлайн и са поименни, а в пиковите периоди броят на посетителите за деня е ограничен. Предвидете поне четири часа, удобни обувки, шапка и вода: сянката е малко, а през лятото е много горещо. Най-приятно е през пролетта и есента.",
        en: "Opening hours are seasonal and there are closing days, so check the Pompeii Archaeological Park website before you go. Tickets are bought online and are personal, and in peak periods the number of daily visitors is capped. Allow at least four hours and bring comfortable shoes, a hat and water: there is little shade and summers are very hot. Spring and autumn are the most pleasant seasons.",
      },
      gettingThere: {
        bg: "От летище Неапол (NAP) автобусът Alibus стига до Piazza Garibaldi за около 20 минути; под площада е гарата на Circumvesuviana, откъдето влаковете за Соренто спират на Pompei Scavi – Villa dei Misteri. В сезона се движи и туристическият влак Campania Express с резервирани места.",
        en: "From Naples Airport (NAP) the Alibus reaches Piazza Garibaldi in about 20 minutes; beneath the square is the Circumvesuviana station, where Sorrento-bound trains stop at Pompei Scavi – Villa dei Misteri. In season the Campania Express tourist train with reserved seats also runs.",
      },
      nearby: {
        bg: "В съвременния град Помпей, на около километър от руините, е голямото Светилище на Дева Мария на Розария, важно поклонническо място. По същата влакова линия, по-близо до Неапол, е Херкуланум – по-малкият и по-добре запазен „брат“ на Помпей.",
        en: "In the modern town of Pompei, about a kilometre from the ruins, stands the large Shrine of Our Lady of the Rosary, an important pilgrimage site. On the same railway line, closer to Naples, lies Herculaneum, Pompeii's smaller and better-preserved sibling.",
      },
    },
    faq: [
      {
        question: { bg: "Колко време е нужно за Помпей?", en: "How long do you need in Pompeii?" },
        answer: {
          bg: "За основните места – около четири часа; за по-подробно разглеждане – цял ден. Обектът е огромен, затова си начертайте маршрут предварително.",
          en: "About four hours for the main sights, a full day for a thorough visit. The site is huge, so plan your route in advance.",
        },
      },
      {
        question: { bg: "Трябва ли екскурзовод в Помпей?", en: "Do you need a guide in Pompeii?" },
        answer: {
          bg: "Не е задължително – има карта и табели, а официалното приложение и аудиогидовете помагат. С екскурзовод обаче ще разберете много повече за ежедневието на римляните.",
          en: "Not necessarily: there are maps and signs, and the official app and audio guides help. With a guide, though, you will learn far more about Roman daily life.",
        },
      },
    ],
    wikidataId: "Q43332",
  },
  {
    destinationIata: "NAP",
    name: { bg: "Археологическият музей на Неапол", en: "National Archaeological Museum of Naples" },
    slug: { bg: "arheologicheskiyat-muzei-na-neapol", en: "national-archaeological-museum-of-naples" },
    description: {
      bg: "Един от най-богатите музеи на античното изкуство в света, в който се пазят мозайките, стенописите и статуите от Помпей и Херкуланум, както и колекцията Фарнезе.",
      en: "One of the world's richest museums of ancient art, home to the mosaics, frescoes and statues of Pompeii and Herculaneum as well as the Farnese collection.",
    },
    latitude: 40.8535,
    longitude: 14.2505,
    distanceKm: 2,
    transportInfo: {
      bg: "Метро линия 1 до спирка Museo или линия 2 до Piazza Cavour; двете станции са свързани и излизат до музея.",
      en: "Metro line 1 to Museo or line 2 to Piazza Cavour; the two stations are connected and exit next to the museum.",
    },
    selectionReason: {
      bg: "Без този музей посещението на Помпей остава наполовина – тук са най-ценните находки от града.",
      en: "A visit to Pompeii is only half complete without this museum, which holds the town's finest finds.",
    },
    seoTitle: {
      bg: "Археологическият музей в Неапол – съкровищата на Помпей",
      en: "Naples Archaeological Museum – Pompeii's treasures",
    },
    seoDescription: {
      bg: "Археологическият музей на Неапол: Бикът на Фарнезе, мозайките от Помпей, Тайният кабинет, кой ден е затворен и как да стигнете с метро.",
      en: "Naples Archaeological Museum: the Farnese Bull, the Pompeii mosaics, the Secret Cabinet, the weekly closing day and how to get there by metro.",
    },
    keywords: {
      bg: ["Археологически музей Неапол", "MANN", "колекция Фарнезе", "мозайки Помпей", "Неапол музеи"],
      en: ["National Archaeological Museum Naples", "MANN", "Farnese collection", "Pompeii mosaics", "Naples museums"],
    },
    sections: {
      intro: {
        bg: "Много от прочутите образи от Помпей, които сте виждали в учебниците, всъщност не са на разкопките, а тук, в огромната червена сграда в горния край на Via Toledo. Музеят събира най-доброто от античната Кампания под един покрив.",
        en: "Many of the famous Pompeii images you have seen in textbooks are not at the excavations at all but here, in the huge red building at the top of Via Toledo. The museum gathers the best of ancient Campania under one roof.",
      },
      context: {
        bg: "Сградата е издигната в края на XVI век като кавалерийска казарма и дълго време е седалище на университета. В края на XVIII век Бурбоните я превръщат в музей, за да съберат колекцията Фарнезе, наследена от майката на крал Карл, и находките от новите разкопки във Везувиевите градове.",
        en: "The building went up in the late 16th century as cavalry barracks and long housed the university. In the late 18th century the Bourbons turned it into a museum to hold the Farnese collection, inherited from King Charles's mother, and the finds from the new excavations in the Vesuvian towns.",
      },
      highlights: {
        bg: "Скулптурите Фарнезе – Херкулес и грандиозната група „Бикът на Фарнезе“; мозайката с битката на Александър Велики от Къщата на фавна (проверете дали е изложена, тъй като е реставрирана); стенописите от Помпей; бронзовите статуи от Вилата на папирусите в Херкуланум. Заслужава си да видите и Тайния кабинет с еротичното изкуство на древните.",
        en: "The Farnese sculptures, the Hercules and the colossal Farnese Bull; the Alexander Mosaic from the House of the Faun (check whether it is on display, as it has been under restoration); the Pompeii frescoes; the bronzes from the Villa of the Papyri at Herculaneum. Also worth seeing: the Secret Cabinet of ancient erotic art.",
      },
      practical: {
        bg: "Музеят обикновено е затворен във вторник – проверете на официалния сайт, преди да планирате деня. Билетите могат да се купят онлайн; в първата неделя на месеца входът често е безплатен, но тогава е многолюдно. Отделете поне три часа и започнете от скулптурите на партера.",
        en: "The museum is usually closed on Tuesdays; check the official website before planning your day. Tickets can be bought online; on the first Sunday of the month entry is often free, but it gets crowded. Allow at least three hours and start with the sculptures on the ground floor.",
      },
      gettingThere: {
        bg: "От летище Неапол (NAP) вземете Alibus до Piazza Garibaldi, а оттам метро линия 1 до Museo или линия 2 до Piazza Cavour – общо около 40 минути. От пристанището и Piazza Municipio има директна връзка с метро линия 1.",
        en: "From Naples Airport (NAP) take the Alibus to Piazza Garibaldi, then metro line 1 to Museo or line 2 to Piazza Cavour, about 40 minutes in total. From the port and Piazza Municipio, metro line 1 runs directly.",
      },
      nearby: {
        bg: "Точно срещу музея е Галерия „Принчипе ди Наполи“ от XIX век със стъклен покрив. На десетина минути пеша надолу са Piazza Bellini с останки от гръцките крепостни стени и улица Via dei Tribunali – сърцето на историческия център и на неаполитанската пица.",
        en: "Right opposite the museum is the 19th-century Galleria Principe di Napoli with its glass roof. Ten minutes' walk downhill are Piazza Bellini, with remains of the Greek city walls, and Via dei Tribunali, the heart of the historic centre and of Neapolitan pizza.",
      },
    },
    faq: [
      {
        question: { bg: "Първо Помпей или първо музеят?", en: "Pompeii first, or the museum first?" },
        answer: {
          bg: "И двата варианта имат смисъл, но много хора предпочитат първо музея: така в Помпей разпознават къщите, от които произхождат мозайките и стенописите.",
          en: "Both work, but many people prefer the museum first: that way, in Pompeii they recognise the houses the mosaics and frescoes came from.",
        },
      },
      {
        question: { bg: "Какво е Тайният кабинет?", en: "What is the Secret Cabinet?" },
        answer: {
          bg: "Зала с еротични статуи, стенописи и предмети от Помпей и Херкуланум, дълго време достъпна само за избрани посетители. Днес е част от обиколката, а за деца се препоръчва придружаване.",
          en: "A room of erotic statues, frescoes and objects from Pompeii and Herculaneum that was long open only to select visitors. Today it is part of the visit; children should be accompanied.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "NAP",
    name: { bg: "Спаканаполи", en: "Spaccanapoli" },
    slug: { bg: "spakanapoli", en: "spaccanapoli" },
    description: {
      bg: "Дългата права улица, която „разцепва“ историческия център на Неапол, следва пътя на древногръцкия град. По нея са наредени църкви, дворци, работилници и пицарии.",
      en: "The long straight street that 'splits' the historic centre of Naples follows the layout of the ancient Greek city. Churches, palaces, workshops and pizzerias line its length.",
    },
    latitude: 40.8489,
    longitude: 14.2545,
    distanceKm: 1.5,
    transportInfo: {
      bg: "Метро линия 1 до Dante (пет минути до Piazza del Gesù Nuovo), Università или Duomo в източния край.",
      en: "Metro line 1 to Dante (five minutes to Piazza del Gesù Nuovo), Università or Duomo at the eastern end.",
    },
    selectionReason: {
      bg: "Най-автентичното лице на Неапол – шумно, живо и пълно с изкуство на всяка крачка.",
      en: "The most authentic face of Naples: noisy, lively and full of art at every step.",
    },
    seoTitle: {
      bg: "Спаканаполи, Неапол – разходка в историческия център",
      en: "Spaccanapoli, Naples – a walk through the old centre",
    },
    seoDescription: {
      bg: "Спаканаполи в Неапол: Джезу Нуово, манастирът Санта Киара, Забуленият Христос, улицата на яслите Сан Грегорио Армено и съвети за разходката.",
      en: "Spaccanapoli in Naples: Gesù Nuovo, the Santa Chiara cloister, the Veiled Christ, the nativity street of San Gregorio Armeno and walking tips.",
    },
    keywords: {
      bg: ["Спаканаполи", "Неапол исторически център", "Забуленият Христос", "Санта Киара", "Сан Грегорио Армено"],
      en: ["Spaccanapoli", "Naples historic centre", "Veiled Christ", "Santa Chiara", "San Gregorio Armeno"],
    },
    sections: {
      intro: {
        bg: "Спаканаполи е улица, която се усеща с всички сетива: мирис на кафе и пържени сладкиши, викове от балконите, скутери между пешеходците и барокови фасади, които изникват зад всеки ъгъл. Това е най-добрият начин да разберете Неапол за един следобед.",
        en: "Spaccanapoli is a street you experience with every sense: the smell of coffee and fried pastries, shouts from the balconies, scooters weaving between pedestrians and Baroque façades appearing around every corner. It is the best way to understand Naples in an afternoon.",
      },
      context: {
        bg: "Улицата следва долния декуманус – една от трите главни улици на гръцкия Неаполис, основан преди около 2500 години. Днес тя носи различни имена по отсечки, като Via Benedetto Croce и Via San Biagio dei Librai. Историческият център на Неапол е в списъка на ЮНЕСКО от 1995 г.",
        en: "The street follows the lower decumanus, one of the three main streets of Greek Neapolis, founded about 2,500 years ago. Today its sections carry different names, such as Via Benedetto Croce and Via San Biagio dei Librai. The historic centre of Naples has been on the UNESCO World Heritage List since 1995.",
      },
      highlights: {
        bg: "Църквата „Джезу Нуово“ с фасада от пирамидални каменни блокове; манастирът „Санта Киара“ с двор, облицован с майолика; капелата „Сансеверо“ със „Забуленият Христос“ на Джузепе Санмартино – мраморна скулптура, която изглежда покрита с прозрачен плат. Не пропускайте и статуята на Нил на Largo Corpo di Napoli.",
        en: "The church of Gesù Nuovo with its façade of pyramid-shaped stones; the Santa Chiara cloister clad in majolica tiles; the Sansevero Chapel with Giuseppe Sanmartino's Veiled Christ, a marble sculpture that seems covered in sheer cloth. Don't miss the statue of the Nile on Largo Corpo di Napoli.",
      },
      practical: {
        bg: "Улицата е открита по всяко време, а църквите обикновено затварят за няколко часа около обяд. За капелата „Сансеверо“ е добре да резервирате билет онлайн; снимането вътре е забранено. Пазете ценностите си в тълпата и опитайте сфольятела или пица фрита на крак.",
        en: "The street is open at all times, while churches usually close for a few hours around midday. Book tickets for the Sansevero Chapel online; photography is not allowed inside. Watch your valuables in the crowds, and try a sfogliatella or a pizza fritta on the go.",
      },
      gettingThere: {
        bg: "От летище Неапол (NAP) вземете Alibus до Piazza Garibaldi и метро линия 1 до Dante, Università или Duomo – общо около 40 минути. От Piazza del Plebiscito до Piazza del Gesù Nuovo се стига пеша по Via Toledo за 15–20 минути.",
        en: "From Naples Airport (NAP) take the Alibus to Piazza Garibaldi and metro line 1 to Dante, Università or Duomo, about 40 minutes in total. From Piazza del Plebiscito you can walk along Via Toledo to Piazza del Gesù Nuovo in 15–20 minutes.",
      },
      nearby: {
        bg: "Пресечката Via San Gregorio Armeno е прочута с работилниците за коледни ясли, отворени целогодишно. Успоредно на север минава Via dei Tribunali с най-известните пицарии, а на няколко минути е катедралата на Неапол с капелата на свети Януарий.",
        en: "The side street Via San Gregorio Armeno is famous for its nativity-scene workshops, open all year. Parallel to the north runs Via dei Tribunali with the best-known pizzerias, and a few minutes away is Naples Cathedral with the Chapel of San Gennaro.",
      },
    },
    faq: [
      {
        question: {
          bg: "Безопасно ли е в историческия център на Неапол?",
          en: "Is the historic centre of Naples safe?",
        },
        answer: {
          bg: "През деня е оживено и като цяло спокойно, но джебчиите действат в тълпите. Носете чантата пред себе си и не оставяйте телефона на масата.",
          en: "It is busy and generally fine by day, but pickpockets work the crowds. Carry your bag in front of you and do not leave your phone on the table.",
        },
      },
      {
        question: {
          bg: "Трябва ли резервация за „Забуленият Христос“?",
          en: "Do you need to book for the Veiled Christ?",
        },
        answer: {
          bg: "Препоръчително е, особено през уикендите и летните месеци – капелата е малка и броят на посетителите е ограничен.",
          en: "It is recommended, especially at weekends and in summer: the chapel is small and visitor numbers are limited.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- TLV Tel Aviv
  {
    destinationIata: "TLV",
    name: { bg: "Старият град на Яфа", en: "Old Jaffa" },
    slug: { bg: "stariyat-grad-na-yafa", en: "old-jaffa" },
    description: {
      bg: "Едно от най-старите пристанища в света, на хълм над морето в южния край на Тел Авив. Каменни улички, галерии, църкви и рибарско пристанище с гледка към целия град.",
      en: "One of the oldest ports in the world, on a hill above the sea at the southern end of Tel Aviv. Stone alleys, galleries, churches and a fishing harbour with views of the whole city.",
    },
    latitude: 32.054,
    longitude: 34.7525,
    distanceKm: 3.3,
    transportInfo: {
      bg: "Лека железница, Червената линия, до спирка Elifelet и около 15 минути пеша; или разходка по крайбрежния булевард от центъра (45–60 минути).",
      en: "Light rail Red Line to Elifelet, then about 15 minutes on foot; or walk along the seafront promenade from the centre (45–60 minutes).",
    },
    selectionReason: {
      bg: "Хилядолетната история на Яфа контрастира най-силно с модерния Тел Авив, който е израснал до нея.",
      en: "Jaffa's thousands of years of history are the strongest contrast to the modern Tel Aviv that grew up beside it.",
    },
    seoTitle: {
      bg: "Старият град на Яфа, Тел Авив – разходка и съвети",
      en: "Old Jaffa, Tel Aviv – walking guide and tips",
    },
    seoDescription: {
      bg: "Старият град на Яфа: Часовниковата кула, църквата „Свети Петър“, пристанището, битпазарът и как да стигнете с лека железница от Тел Авив.",
      en: "Old Jaffa: the Clock Tower, St Peter's Church, the old port, the flea market and how to get there by light rail from central Tel Aviv.",
    },
    keywords: {
      bg: ["Яфа", "Стария град на Яфа", "Тел Авив", "пристанището на Яфа", "битпазарът в Яфа"],
      en: ["Old Jaffa", "Jaffa port", "Tel Aviv", "Jaffa flea market", "Jaffa Clock Tower"],
    },
    sections: {
      intro: {
        bg: "Докато Тел Авив е град на плажовете и модерната архитектура, Яфа пази спомена за хилядолетия история. Калдъръмените улички на хълма водят до площадки с гледка към небостъргачите на север, а долу в пристанището рибарските лодки стоят до ресторанти и галерии в стари складове.",
        en: "While Tel Aviv is a city of beaches and modern architecture, Jaffa holds the memory of millennia. Cobbled lanes on the hill lead to viewpoints over the skyscrapers to the north, and down in the port fishing boats moor beside restaurants and galleries in old warehouses.",
      },
      context: {
        bg: "Яфа се споменава в древноегипетски текстове и в Библията – оттук според преданието отплава пророк Йона, а апостол Петър възкресява Тавита. Градът е превземан многократно, включително от Наполеон през 1799 г. През 1909 г. недалеч от него е основан Тел Авив, а през 1950 г. двата града са обединени в Тел Авив-Яфа.",
        en: "Jaffa appears in ancient Egyptian texts and in the Bible: tradition says the prophet Jonah set sail from here and the apostle Peter raised Tabitha. The town was conquered many times, including by Napoleon in 1799. In 1909 Tel Aviv was founded nearby, and in 1950 the two were merged as Tel Aviv-Yafo.",
      },
      highlights: {
        bg: "Часовниковата кула, построена в началото на XX век в чест на султан Абдул Хамид II; францисканската църква „Свети Петър“ на върха на хълма; Мостът на желанията със знаците на зодиака; „висящото“ портокалово дърво в уличките. Заслужава си да видите и старото пристанище и залеза над Средиземно море.",
        en: "The Clock Tower, built in the early 20th century in honour of Sultan Abdul Hamid II; the Franciscan St Peter's Church at the top of the hill; the Wishing Bridge with the signs of the zodiac; the 'hanging' orange tree in the alleys. Also worth seeing: the old port with sunset over the Mediterranean.",
      },
      practical: {
        bg: "Старият град е открит по всяко време; църквите и музеите имат собствено работно време. Битпазарът е най-оживен сутрин и е затворен в събота. Избягвайте обедната жега през лятото – най-хубаво е късно следобед, за да останете за залеза. Преди пътуване до Израел проверете актуалните препоръки на Министерството на външните работи.",
        en: "The old town is open at all times; churches and museums keep their own hours. The flea market is busiest in the morning and closed on Saturdays. Avoid the midday heat in summer; late afternoon is best, so you can stay for sunset. Before travelling to Israel, check your government's current travel advice.",
      },
      gettingThere: {
        bg: "От летище Бен Гурион (TLV) вземете влак до гара Tel Aviv – Savidor Center и прехвърлете на Червената линия (спирка Arlozorov) до Elifelet. Влаковете и леката железница не се движат от петък следобед до събота вечер, когато остават таксита и някои автобуси.",
        en: "From Ben Gurion Airport (TLV) take the train to Tel Aviv – Savidor Center and change to the Red Line (Arlozorov stop) for Elifelet. Trains and the light rail do not run from Friday afternoon until Saturday evening, when taxis and some buses are the only option.",
      },
      nearby: {
        bg: "В подножието на хълма е битпазарът на Яфа с антики, дрехи и барове, а до Часовниковата кула е пекарната „Абулафия“, известна с пресните си гевреци. Наблизо е и музеят на скулпторката Илана Гур в сграда от XVIII век.",
        en: "At the foot of the hill is the Jaffa flea market with antiques, clothes and bars, and by the Clock Tower is the Abouelafia bakery, famous for its fresh sesame breads. Nearby is the Ilana Goor Museum in an 18th-century building.",
      },
    },
    faq: [
      {
        question: { bg: "Може ли да се стигне пеша от Тел Авив до Яфа?", en: "Can you walk from Tel Aviv to Jaffa?" },
        answer: {
          bg: "Да, крайбрежният булевард води от плажовете на Тел Авив до Яфа. От центъра разходката е около час, а от плажа Гордон – около 40 минути.",
          en: "Yes, the seafront promenade runs from Tel Aviv's beaches to Jaffa. From the centre it takes about an hour, from Gordon Beach about 40 minutes.",
        },
      },
      {
        question: { bg: "Работи ли Яфа в събота?", en: "Is Jaffa open on Saturdays?" },
        answer: {
          bg: "Да, Яфа е смесен арабско-еврейски град и много ресторанти и кафенета работят и в събота, но битпазарът е затворен, а градският транспорт почти не се движи.",
          en: "Yes, Jaffa is a mixed Arab-Jewish town and many restaurants and cafés open on Saturdays, but the flea market is closed and public transport barely runs.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "TLV",
    name: { bg: "Пазарът Кармел", en: "Carmel Market" },
    slug: { bg: "pazarat-karmel", en: "carmel-market" },
    description: {
      bg: "Най-големият и най-шумният пазар на открито в Тел Авив, с плодове, подправки, улична храна и барове. Тук пазаруват и местните, и туристите.",
      en: "Tel Aviv's largest and loudest open-air market, with fruit, spices, street food and bars. Locals and visitors both do their shopping here.",
    },
    latitude: 32.0677,
    longitude: 34.7687,
    distanceKm: 1.2,
    transportInfo: {
      bg: "Много градски автобуси спират на площад Маген Давид при входа на пазара; Червената линия на леката железница, спирка Allenby, е на около 10 минути пеша.",
      en: "Many city buses stop at Magen David Square by the market entrance; the light-rail Red Line's Allenby station is about a ten-minute walk.",
    },
    selectionReason: {
      bg: "Най-вкусният начин да опознаете израелската кухня и ежедневието на Тел Авив.",
      en: "The tastiest way to get to know Israeli cuisine and everyday Tel Aviv.",
    },
    seoTitle: {
      bg: "Пазарът Кармел, Тел Авив – улична храна и съвети",
      en: "Carmel Market Tel Aviv – street food and tips",
    },
    seoDescription: {
      bg: "Пазарът Кармел в Тел Авив: какво да опитате, кога работи, базарът на занаятите Нахалат Биняамин и Йеменският квартал наблизо.",
      en: "Carmel Market in Tel Aviv: what to taste, when it is open, the Nahalat Binyamin crafts fair and the Yemenite Quarter next door.",
    },
    keywords: {
      bg: ["Пазарът Кармел", "Тел Авив", "улична храна Израел", "Нахалат Биняамин", "Йеменският квартал"],
      en: ["Carmel Market", "Shuk HaCarmel", "Tel Aviv street food", "Nahalat Binyamin", "Yemenite Quarter"],
    },
    sections: {
      intro: {
        bg: "Пазарът Кармел (Шук ха-Кармел) е дълга тясна улица, по която търговците викат цените си, а сергиите са отрупани с нарове, фурми, халва и планини от подправки. Между тях се крият малки заведения за хумус, фалафел и прясно изцедени сокове.",
        en: "Carmel Market (Shuk HaCarmel) is a long, narrow street where traders shout their prices and stalls are piled with pomegranates, dates, halva and mountains of spices. Tucked between them are small counters serving hummus, falafel and fresh juices.",
      },
      context: {
        bg: "Пазарът възниква през 20-те години на XX век, малко след основаването на Тел Авив, и оттогава е главното място за пресни продукти в града. През последните години към традиционните сергии се прибавят модерни бистра и барове, които оживяват улицата и вечер.",
        en: "The market emerged in the 1920s, shortly after Tel Aviv was founded, and has been the city's main place for fresh produce ever since. In recent years modern bistros and bars have joined the traditional stalls, bringing the street to life in the evenings too.",
      },
      highlights: {
        bg: "Сергиите с подправки и сушени плодове; прясната халва и бурекасите; сандвичите и хумусът в малките заведения; сокът от нар през есента. В пресечките откъм морето започва Йеменският квартал с ресторанти с йеменска кухня.",
        en: "The spice and dried-fruit stalls; fresh halva and bourekas; sandwiches and hummus at the small counters; and pomegranate juice in autumn. In the side streets towards the sea begins the Yemenite Quarter with its Yemeni restaurants.",
      },
      practical: {
        bg: "Пазарът работи от неделя до петък, като в петък затваря рано следобед преди шабат; в събота е затворен. Най-приятно е сутрин в делничен ден, а в петък преди обяд е най-шумно и атмосферно. Носете малко брой, макар че повечето търговци приемат карти.",
        en: "The market runs Sunday to Friday, closing early on Friday afternoon before Shabbat; it is closed on Saturdays. Weekday mornings are the most pleasant, while Friday before noon is the loudest and most atmospheric. Carry some cash, although most traders accept cards.",
      },
      gettingThere: {
        bg: "От летище Бен Гурион (TLV) вземете влак до Tel Aviv – Savidor Center и оттам Червената линия до Allenby или влак до Tel Aviv – HaHagana и автобус до площад Маген Давид. От площад Дизенгоф до пазара има около 15 минути пеша по улица Кинг Джордж.",
        en: "From Ben Gurion Airport (TLV) take the train to Tel Aviv – Savidor Center and the Red Line to Allenby, or the train to Tel Aviv – HaHagana and a bus to Magen David Square. From Dizengoff Square the market is about 15 minutes on foot along King George Street.",
      },
      nearby: {
        bg: "Успоредно на пазара е пешеходната улица Нахалат Биняамин, където във вторник и петък се провежда базар на занаятите. На няколко минути е Йеменският квартал, а след него – плажовете на Тел Авив.",
        en: "Parallel to the market is the pedestrian street Nahalat Binyamin, which hosts a crafts fair on Tuesdays and Fridays. A few minutes away is the Yemenite Quarter, and beyond it the Tel Aviv beaches.",
      },
    },
    faq: [
      {
        question: { bg: "Отворен ли е пазарът Кармел в събота?", en: "Is Carmel Market open on Saturdays?" },
        answer: {
          bg: "Не, в събота (шабат) пазарът е затворен. В петък работи само до ранния следобед.",
          en: "No, the market is closed on Saturdays (Shabbat). On Fridays it only opens until early afternoon.",
        },
      },
      {
        question: { bg: "Какво да опитам на пазара Кармел?", en: "What should I try at Carmel Market?" },
        answer: {
          bg: "Хумус, фалафел, бурекаси, халва, фурми и пресни сокове. Много от малките заведения са само с няколко стола – яжте като местните, прави или на бара.",
          en: "Hummus, falafel, bourekas, halva, dates and fresh juices. Many counters have only a few stools, so eat like the locals, standing or at the bar.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "TLV",
    name: { bg: "Булевард Ротшилд", en: "Rothschild Boulevard" },
    slug: { bg: "bulevard-rotshild", en: "rothschild-boulevard" },
    description: {
      bg: "Зелен булевард с алея в средата, по който са наредени сгради в стил Баухаус от „Белия град“ – обект на ЮНЕСКО. Тук е провъзгласена държавата Израел през 1948 г.",
      en: "A leafy boulevard with a central promenade, lined with Bauhaus buildings of the UNESCO-listed White City. The State of Israel was proclaimed here in 1948.",
    },
    latitude: 32.0655,
    longitude: 34.774,
    distanceKm: 1.4,
    transportInfo: {
      bg: "Червената линия на леката железница до спирка Allenby (южният край на булеварда); в центъра има и много автобуси и станции за градски велосипеди.",
      en: "Light-rail Red Line to Allenby (the southern end of the boulevard); there are also many buses and city bike stations in the area.",
    },
    selectionReason: {
      bg: "Тук се вижда най-добре „Белият град“ – най-голямото в света струпване на сгради в интернационален стил.",
      en: "The best place to see the White City, the world's largest concentration of International Style buildings.",
    },
    seoTitle: {
      bg: "Булевард Ротшилд, Тел Авив – Белият град и Баухаус",
      en: "Rothschild Boulevard Tel Aviv – White City and Bauhaus",
    },
    seoDescription: {
      bg: "Булевард Ротшилд в Тел Авив: сградите в стил Баухаус от Белия град на ЮНЕСКО, Залата на независимостта, площад Хабима и съвети за разходка.",
      en: "Rothschild Boulevard in Tel Aviv: the Bauhaus buildings of the UNESCO White City, Independence Hall, Habima Square and walking tips.",
    },
    keywords: {
      bg: ["Булевард Ротшилд", "Белият град", "Баухаус Тел Авив", "Залата на независимостта"],
      en: ["Rothschild Boulevard", "White City", "Bauhaus Tel Aviv", "Independence Hall"],
    },
    sections: {
      intro: {
        bg: "Булевард Ротшилд е любимото място за разходка, кафе и колоездене на жителите на Тел Авив. По средата му минава сенчеста алея с фикуси, павилиони и пейки, а от двете страни се редуват бели сгради с плоски покриви, заоблени балкони и ленти от прозорци.",
        en: "Rothschild Boulevard is Tel Aviv's favourite place to stroll, sip coffee and cycle. A shady central promenade of ficus trees, kiosks and benches runs down the middle, flanked by white buildings with flat roofs, rounded balconies and ribbon windows.",
      },
      context: {
        bg: "Булевардът е прокаран през 1910 г., в първите години на Тел Авив. През 30-те години архитекти, учили в Европа, застрояват града в интернационален стил, близък до Баухаус, и така се ражда „Белият град“ с хиляди подобни сгради, вписан в списъка на ЮНЕСКО през 2003 г. На 14 май 1948 г. в къщата на номер 16 Давид Бен-Гурион обявява независимостта на Израел.",
        en: "The boulevard was laid out in 1910, in Tel Aviv's first years. In the 1930s European-trained architects built the city in the International Style, close to the Bauhaus, creating the White City of thousands of such buildings, listed by UNESCO in 2003. On 14 May 1948, in the house at number 16, David Ben-Gurion declared Israel's independence.",
      },
      highlights: {
        bg: "Залата на независимостта в бившата къща на първия кмет Меир Дизенгоф (проверете дали е отворена, тъй като е в ремонт); реставрираните сгради в стил Баухаус по протежение на булеварда; площад Хабима в северния край с Националния театър и концертната зала. Не пропускайте и кафенетата и павилионите в средната алея.",
        en: "Independence Hall in the former home of the first mayor, Meir Dizengoff (check whether it is open, as it has been under renovation); the restored Bauhaus buildings along the boulevard; Habima Square at the northern end with the national theatre and concert hall. Don't miss the cafés and kiosks along the central promenade.",
      },
      practical: {
        bg: "Булевардът е открит по всяко време и е приятен за разходка сутрин или привечер, когато не е толкова горещо. За да разберете архитектурата, запишете се на обиколка на Белия град – такива организират Центърът Баухаус на улица Дизенгоф и Центърът на Белия град в Къщата Либлинг.",
        en: "The boulevard is open at all times and best walked in the morning or early evening when it is cooler. To understand the architecture, join a White City walking tour, such as those run by the Bauhaus Center on Dizengoff Street and the White City Center at the Liebling Haus.",
      },
      gettingThere: {
        bg: "От летище Бен Гурион (TLV) вземете влак до Tel Aviv – Savidor Center и Червената линия до Allenby – общо около 40 минути. От площад Дизенгоф до площад Хабима се стига пеша за 10–15 минути.",
        en: "From Ben Gurion Airport (TLV) take the train to Tel Aviv – Savidor Center and the Red Line to Allenby, about 40 minutes in total. From Dizengoff Square it is a 10–15-minute walk to Habima Square.",
      },
      nearby: {
        bg: "В южния край на булеварда започва Неве Цедек – първият еврейски квартал извън Яфа, с бутици и кафенета. Наблизо са пешеходната улица Нахалат Биняамин и пазарът Кармел.",
        en: "At the southern end of the boulevard begins Neve Tzedek, the first Jewish neighbourhood outside Jaffa, with boutiques and cafés. Nearby are the pedestrian street Nahalat Binyamin and Carmel Market.",
      },
    },
    faq: [
      {
        question: { bg: "Какво е „Белият град“ в Тел Авив?", en: "What is the White City of Tel Aviv?" },
        answer: {
          bg: "Така се нарича историческото ядро на Тел Авив с хиляди сгради в интернационален стил (Баухаус) от 30-те години. От 2003 г. то е обект на ЮНЕСКО.",
          en: "It is the historic core of Tel Aviv with thousands of International Style (Bauhaus) buildings from the 1930s. It has been a UNESCO World Heritage Site since 2003.",
        },
      },
      {
        question: { bg: "Къде е обявена независимостта на Израел?", en: "Where was Israel's independence declared?" },
        answer: {
          bg: "В днешната Зала на независимостта на булевард Ротшилд 16, бившия дом на кмета Меир Дизенгоф, на 14 май 1948 г.",
          en: "In today's Independence Hall at 16 Rothschild Boulevard, the former home of mayor Meir Dizengoff, on 14 May 1948.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- WAW Warsaw
  {
    destinationIata: "WAW",
    name: { bg: "Старият град на Варшава", en: "Warsaw Old Town" },
    slug: { bg: "stariyat-grad-na-varshava", en: "warsaw-old-town" },
    description: {
      bg: "Историческото ядро на Варшава, почти изцяло разрушено през 1944 г. и възстановено с такава точност, че е вписано в списъка на ЮНЕСКО. Пазарният площад със статуята на Русалката е символ на града.",
      en: "Warsaw's historic core, almost entirely destroyed in 1944 and rebuilt so faithfully that it was added to the UNESCO World Heritage List. The Market Square with its Mermaid statue is the symbol of the city.",
    },
    latitude: 52.2497,
    longitude: 21.0122,
    distanceKm: 2,
    transportInfo: {
      bg: "Трамваи до спирка Stare Miasto в тунела под Замковия площад; метро M1 до Ratusz Arsenał и около 10 минути пеша.",
      en: "Trams to the Stare Miasto stop in the tunnel beneath Castle Square; metro M1 to Ratusz Arsenał and about ten minutes on foot.",
    },
    selectionReason: {
      bg: "Уникален за Европа пример как един град възкръсва от руините – и най-красивата част на полската столица.",
      en: "A unique European example of a city rising from its ruins, and the prettiest part of the Polish capital.",
    },
    seoTitle: {
      bg: "Старият град на Варшава – Кралският замък и площадът",
      en: "Warsaw Old Town – Royal Castle and Market Square",
    },
    seoDescription: {
      bg: "Старият град на Варшава: Пазарният площад с Русалката, Кралският замък, колоната на Зигмунд, Барбаканът и как да стигнете от летище Шопен.",
      en: "Warsaw Old Town: the Market Square and its Mermaid, the Royal Castle, Sigismund's Column, the Barbican and how to get there from Chopin Airport.",
    },
    keywords: {
      bg: [
        "Старият град на Варшава",
        "Варшава забележителности",
        "Кралският замък",
        "варшавската Русалка",
        "ЮНЕСКО Полша",
      ],
      en: ["Warsaw Old Town", "Warsaw sights", "Royal Castle Warsaw", "Warsaw Mermaid", "UNESCO Poland"],
    },
    sections: {
      intro: {
        bg: "Пъстрите къщи около Пазарния площад изглеждат така, сякаш стоят тук от векове, а всъщност повечето са на по-малко от 80 години. Старият град на Варшава е едновременно живописен квартал с ресторанти и кафенета и паметник на упоритостта на поляците.",
        en: "The colourful houses around the Market Square look as if they have stood for centuries, yet most are less than 80 years old. Warsaw's Old Town is both a picturesque quarter of restaurants and cafés and a monument to Polish determination.",
      },
      context: {
        bg: "Градът възниква в края на XIII век, а от края на XVI век Варшава е столица на Жечпосполита. След Варшавското въстание през 1944 г. германските войски систематично взривяват Стария град. След войната той е възстановен по стари планове, снимки и картините на Бернардо Белото, наричан Каналето, а през 1980 г. е вписан в списъка на ЮНЕСКО.",
        en: "The town grew up in the late 13th century, and from the late 16th century Warsaw was the capital of the Polish-Lithuanian Commonwealth. After the Warsaw Uprising of 1944, German troops systematically blew up the Old Town. After the war it was rebuilt using old plans, photographs and the paintings of Bernardo Bellotto, known as Canaletto, and in 1980 it was added to the UNESCO list.",
      },
      highlights: {
        bg: "Пазарният площад с бронзовата Русалка – гербът на Варшава; Кралският замък, възстановен през 70-те и 80-те години, с богато обзаведени зали; колоната на крал Зигмунд III Васа на Замковия площад; готическата архикатедрала „Свети Йоан“. Заслужава си да видите и червената тухлена крепост Барбакан по пътя към Новия град.",
        en: "The Market Square with its bronze Mermaid, Warsaw's coat of arms; the Royal Castle, rebuilt in the 1970s and 1980s, with richly furnished rooms; King Sigismund III Vasa's column on Castle Square; the Gothic St John's Archcathedral. Also worth seeing: the red-brick Barbican on the way to the New Town.",
      },
      practical: {
        bg: "Улиците и площадите са открити по всяко време. Кралският замък и Музеят на Варшава имат свое работно време и обикновено един почивен ден – проверете сайтовете им. Най-хубаво е рано сутрин или вечер, а през декември площадът е украсен за коледния базар.",
        en: "The streets and squares are open at all times. The Royal Castle and the Museum of Warsaw keep their own hours and usually have a weekly closing day, so check their websites. Mornings and evenings are loveliest, and in December the square is decorated for the Christmas market.",
      },
      gettingThere: {
        bg: "От летище Шопен (WAW) влаковете на SKM и Koleje Mazowieckie стигат до гара Warszawa Śródmieście за около 25 минути, а автобус 175 – до площад Пилсудски, на 10 минути пеша от Замковия площад. Ако кацнете в Модлин (WMI), летищни автобуси и влак стигат до центъра за около час.",
        en: "From Chopin Airport (WAW) SKM and Koleje Mazowieckie trains reach Warszawa Śródmieście in about 25 minutes, and bus 175 runs to Piłsudski Square, ten minutes on foot from Castle Square. If you land at Modlin (WMI), airport buses and trains reach the centre in about an hour.",
      },
      nearby: {
        bg: "От Замковия площад започва Кралският път – улица Краковско предградие с Варшавския университет, двореци и църквата „Свети Кръст“, в която се пази сърцето на Шопен. На север от Барбакана е Новият град с родната къща на Мария Склодовска-Кюри.",
        en: "From Castle Square starts the Royal Route, Krakowskie Przedmieście, with Warsaw University, palaces and the Holy Cross Church, which holds Chopin's heart. North of the Barbican is the New Town with the birthplace of Marie Skłodowska-Curie.",
      },
    },
    faq: [
      {
        question: { bg: "Истински ли е Старият град на Варшава?", en: "Is Warsaw's Old Town authentic?" },
        answer: {
          bg: "Почти всички сгради са възстановени след 1945 г., но толкова внимателно и по исторически източници, че ЮНЕСКО признава възстановяването за изключително постижение.",
          en: "Almost every building was rebuilt after 1945, but so carefully and from historical sources that UNESCO recognised the reconstruction as an outstanding achievement.",
        },
      },
      {
        question: { bg: "Колко време е нужно за Стария град?", en: "How much time do you need for the Old Town?" },
        answer: {
          bg: "За разходка – два-три часа; ако включите Кралския замък, предвидете половин ден.",
          en: "Two to three hours for a walk; allow half a day if you include the Royal Castle.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "WAW",
    name: { bg: "Дворецът на културата и науката", en: "Palace of Culture and Science" },
    slug: { bg: "dvorecat-na-kulturata-i-naukata", en: "palace-of-culture-and-science" },
    description: {
      bg: "Монументалният небостъргач в стила на сталинския класицизъм, подарен на Варшава от Съветския съюз през 50-те години. Днес е културен център с театри, кина и тераса с гледка на 30-ия етаж.",
      en: "A monumental Stalinist skyscraper given to Warsaw by the Soviet Union in the 1950s. Today it is a cultural centre with theatres, cinemas and a viewing terrace on the 30th floor.",
    },
    latitude: 52.2318,
    longitude: 21.006,
    distanceKm: 0,
    transportInfo: {
      bg: "Метро M1 до Centrum или M2 до Świętokrzyska; влакове до Warszawa Centralna и Warszawa Śródmieście; трамваи по Маршалковска и Йерусалимски алеи.",
      en: "Metro M1 to Centrum or M2 to Świętokrzyska; trains to Warszawa Centralna and Warszawa Śródmieście; trams along Marszałkowska and Aleje Jerozolimskie.",
    },
    selectionReason: {
      bg: "Най-спорната и най-разпознаваемата сграда на Варшава – и най-лесният начин да видите града отвисоко.",
      en: "Warsaw's most controversial and most recognisable building, and the easiest way to see the city from above.",
    },
    seoTitle: {
      bg: "Дворецът на културата във Варшава – терасата с гледка",
      en: "Palace of Culture Warsaw – the viewing terrace",
    },
    seoDescription: {
      bg: "Дворецът на културата и науката във Варшава: историята на „подаръка от Сталин“, терасата на 30-ия етаж, какво има вътре и как да стигнете.",
      en: "The Palace of Culture and Science in Warsaw: the story of 'Stalin's gift', the 30th-floor terrace, what is inside and how to get there.",
    },
    keywords: {
      bg: ["Дворецът на културата и науката", "Варшава", "гледка Варшава", "сталински небостъргач"],
      en: ["Palace of Culture and Science", "Warsaw", "Warsaw viewpoint", "Stalinist architecture"],
    },
    sections: {
      intro: {
        bg: "Дворецът на културата и науката се вижда почти отвсякъде във Варшава и варшавяни имат сложни чувства към него. Едни го наричат символ на съветското господство, други – неразделна част от силуета на града. Едно е сигурно: от терасата му се вижда цялата столица.",
        en: "The Palace of Culture and Science is visible from almost everywhere in Warsaw, and locals have mixed feelings about it. Some call it a symbol of Soviet domination, others an inseparable part of the skyline. One thing is certain: its terrace overlooks the whole capital.",
      },
      context: {
        bg: "Сградата е построена между 1952 и 1955 г. като „подарък от съветския народ“ по проект на архитект Лев Руднев, по подобие на московските „сталински високи сгради“. С височина от около 237 метра заедно с шпила тя десетилетия наред е най-високата в Полша. Фасадите са украсени с мотиви, заимствани от полски ренесансови сгради.",
        en: "It was built between 1952 and 1955 as a 'gift from the Soviet people' to designs by Lev Rudnev, modelled on Moscow's Stalinist high-rises. At around 237 metres including its spire, it was for decades the tallest building in Poland. Its façades are decorated with motifs borrowed from Polish Renaissance buildings.",
      },
      highlights: {
        bg: "Терасата на 30-ия етаж с панорама към Стария град, Висла и новите небостъргачи; величествените фоайета и Конгресната зала; театрите, кината и музеите в сградата. Не пропускайте и вечерното осветление на кулата.",
        en: "The 30th-floor terrace with views over the Old Town, the Vistula and the new skyscrapers; the grand foyers and the Congress Hall; the theatres, cinemas and museums inside. Don't miss the tower's evening illumination.",
      },
      practical: {
        bg: "Терасата е отворена всеки ден, а билетите се купуват на касата в главния вход или онлайн. При лошо време тя може да е затворена, а в ясен ден гледката е най-добра по залез. Вътре има табели на английски; предвидете около час.",
        en: "The terrace opens every day; tickets are sold at the ticket office by the main entrance or online. It may close in bad weather, and on a clear day the view is best at sunset. There are English signs inside; allow about an hour.",
      },
      gettingThere: {
        bg: "От летище Шопен (WAW) влаковете пристигат на гара Warszawa Centralna, точно срещу двореца, за около 20–25 минути. От Стария град до двореца се стига пеша за 25 минути или с няколко спирки с трамвай.",
        en: "From Chopin Airport (WAW) trains arrive at Warszawa Centralna, right opposite the palace, in about 20–25 minutes. From the Old Town it is a 25-minute walk or a few tram stops.",
      },
      nearby: {
        bg: "До двореца е търговският център „Златни тераси“ с вълнообразен стъклен покрив. На площад Дефилад е новата сграда на Музея на модерното изкуство, а на десетина минути пеша на изток започва улица Нови Свят с кафенета и сладкарници.",
        en: "Next to the palace is the Złote Tarasy shopping centre with its undulating glass roof. On Plac Defilad stands the new building of the Museum of Modern Art, and about ten minutes' walk east begins Nowy Świat street with its cafés and patisseries.",
      },
    },
    faq: [
      {
        question: { bg: "На кой етаж е терасата за наблюдение?", en: "Which floor is the viewing terrace on?" },
        answer: {
          bg: "На 30-ия етаж, на около 114 метра височина. До нея се стига с асансьор.",
          en: "On the 30th floor, about 114 metres up. A lift takes you there.",
        },
      },
      {
        question: {
          bg: "Все още ли е най-високата сграда в Полша?",
          en: "Is it still the tallest building in Poland?",
        },
        answer: {
          bg: "Не. Десетилетия наред държеше първенството, но небостъргачът Varso Tower, завършен наблизо през 2022 г., е по-висок.",
          en: "No. It held the title for decades, but the nearby Varso Tower, completed in 2022, is taller.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "WAW",
    name: { bg: "Парк Лазенки", en: "Łazienki Park" },
    slug: { bg: "park-lazenki", en: "lazienki-park" },
    description: {
      bg: "Кралският парк на Варшава с Двореца на водата, паметника на Шопен и паунове, които се разхождат свободно по алеите. През лятото тук се провеждат безплатни концерти с музика на Шопен.",
      en: "Warsaw's royal park, with the Palace on the Isle, the Chopin Monument and peacocks roaming freely along the paths. In summer it hosts free concerts of Chopin's music.",
    },
    latitude: 52.215,
    longitude: 21.0353,
    distanceKm: 2.7,
    transportInfo: {
      bg: "Автобуси 116 и 180 по Уяздовски алеи до спирка Łazienki Królewskie.",
      en: "Buses 116 and 180 along Aleje Ujazdowskie to the Łazienki Królewskie stop.",
    },
    selectionReason: {
      bg: "Най-красивият парк в Полша и любимото място за неделна разходка на варшавяни.",
      en: "Poland's most beautiful park and Warsaw's favourite Sunday walk.",
    },
    seoTitle: {
      bg: "Парк Лазенки, Варшава – Дворецът на водата и Шопен",
      en: "Łazienki Park Warsaw – Palace on the Isle and Chopin",
    },
    seoDescription: {
      bg: "Парк Лазенки във Варшава: Дворецът на водата, безплатните концерти при паметника на Шопен през лятото, пауните и как да стигнете с автобус.",
      en: "Łazienki Park in Warsaw: the Palace on the Isle, free summer concerts at the Chopin Monument, the peacocks and how to get there by bus.",
    },
    keywords: {
      bg: ["Парк Лазенки", "Варшава", "паметникът на Шопен", "Дворецът на водата", "концерти Шопен"],
      en: ["Łazienki Park", "Warsaw", "Chopin Monument", "Palace on the Isle", "Chopin concerts"],
    },
    sections: {
      intro: {
        bg: "Лазенки е парк, в който човек лесно забравя, че е в центъра на столица. Алеите водят покрай езера, класически павилиони и статуи, катерици взимат храна от ръка, а пауните понякога разперват опашки точно пред фотоапаратите.",
        en: "Łazienki is a park where it is easy to forget you are in the centre of a capital. Paths lead past lakes, classical pavilions and statues, squirrels take food from your hand, and peacocks sometimes spread their tails right in front of the cameras.",
      },
      context: {
        bg: "Името означава „бани“ – в XVII век тук е имало баня на магнатския род Любомирски. През 1764 г. имотът е купен от последния полски крал Станислав Август Понятовски, който превръща банята в класицистичен летен дворец и създава парка с архитектите Доменико Мерлини и Ян Кристиан Камзетцер.",
        en: "The name means 'baths': in the 17th century there was a bathhouse of the magnate Lubomirski family here. In 1764 the estate was bought by Stanisław August Poniatowski, the last king of Poland, who turned the bathhouse into a Neoclassical summer palace and laid out the park with architects Domenico Merlini and Jan Christian Kamsetzer.",
      },
      highlights: {
        bg: "Дворецът на водата, който се отразява в езерото; паметникът на Шопен под върба от 1926 г.; Амфитеатърът на острова със сцена, отделена от публиката с вода; Старата оранжерия с кралския театър. От средата на май до края на септември всяка неделя при паметника на Шопен има безплатни концерти на открито.",
        en: "The Palace on the Isle reflected in its lake; the 1926 Chopin Monument beneath a willow; the Amphitheatre on the Isle, whose stage is separated from the audience by water; and the Old Orangery with its royal theatre. From mid-May to the end of September there are free open-air concerts at the Chopin Monument every Sunday.",
      },
      practical: {
        bg: "Паркът е отворен всеки ден от сутринта до смрачаване и е безплатен; за дворците се купува билет, а работното им време е различно през сезоните. Неделните концерти на Шопен са обикновено по обяд и следобед – елате по-рано, за да намерите място на тревата. Хранете катериците само с подходяща храна и не гонете пауните.",
        en: "The park is open daily from morning until dusk and is free; the palaces require tickets and their hours vary by season. The Sunday Chopin concerts are usually at midday and in the afternoon, so arrive early to find a spot on the grass. Feed the squirrels only suitable food and do not chase the peacocks.",
      },
      gettingThere: {
        bg: "От летище Шопен (WAW) вземете влак до гара Warszawa Śródmieście, след това вървете няколко минути до улица Нови Свят и хванете автобус 116 или 180 на юг; летището е само на около 7 км, така че и таксито е бърз вариант. От центъра и Стария град автобуси 116 и 180 пътуват до спирка Łazienki Królewskie.",
        en: "From Chopin Airport (WAW) take the train to Warszawa Śródmieście then walk a few minutes to Nowy Świat and catch bus 116 or 180 heading south; the airport is only about 7 km away, so a taxi is also quick. From the centre and the Old Town, buses 116 and 180 run to the Łazienki Królewskie stop.",
      },
      nearby: {
        bg: "На север от парка е замъкът Уяздов с Центъра за съвременно изкуство, а до него – Ботаническата градина на Варшавския университет. В южния край на Лазенки е дворецът Белведере.",
        en: "North of the park is Ujazdów Castle with the Centre for Contemporary Art, and next to it the University of Warsaw Botanical Garden. At the southern end of Łazienki stands the Belweder Palace.",
      },
    },
    faq: [
      {
        question: {
          bg: "Кога са концертите на Шопен в парк Лазенки?",
          en: "When are the Chopin concerts in Łazienki Park?",
        },
        answer: {
          bg: "Всяка неделя от средата на май до края на септември, при паметника на Шопен. Концертите са безплатни.",
          en: "Every Sunday from mid-May to the end of September, at the Chopin Monument. The concerts are free.",
        },
      },
      {
        question: { bg: "Плаща ли се вход за парка?", en: "Do you pay to enter the park?" },
        answer: {
          bg: "Не, паркът е безплатен. Плащат се само Дворецът на водата и другите музейни сгради.",
          en: "No, the park is free. Only the Palace on the Isle and the other museum buildings charge admission.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- KRK Krakow
  {
    destinationIata: "KRK",
    name: { bg: "Вавел", en: "Wawel Castle" },
    slug: { bg: "vavel", en: "wawel-castle" },
    description: {
      bg: "Хълмът над Висла с Кралския замък и катедралата, където са коронясвани и погребвани полските крале. Най-важното историческо място в Полша.",
      en: "The hill above the Vistula with the Royal Castle and the cathedral where Polish kings were crowned and buried. The most important historic site in Poland.",
    },
    latitude: 50.0541,
    longitude: 19.9354,
    distanceKm: 0.9,
    transportInfo: {
      bg: "Пеша около 10–15 минути от Главния пазарен площад по улица Гродзка; трамваи до спирки Wawel и Stradom в подножието на хълма.",
      en: "About 10–15 minutes on foot from the Main Market Square along Grodzka Street; trams to the Wawel and Stradom stops at the foot of the hill.",
    },
    selectionReason: {
      bg: "Тук е събрана цялата история на Полша – от средновековните крале до националните герои.",
      en: "The whole of Polish history is gathered here, from medieval kings to national heroes.",
    },
    seoTitle: {
      bg: "Вавел, Краков – замъкът, катедралата и драконът",
      en: "Wawel Castle Krakow – castle, cathedral and dragon",
    },
    seoDescription: {
      bg: "Вавел в Краков: Кралският замък, катедралата с камбаната Зигмунд, Драконовата пещера, съвети за билетите и как да стигнете от летището.",
      en: "Wawel in Krakow: the Royal Castle, the cathedral and Sigismund Bell, the Dragon's Den, ticket tips and how to get there from the airport.",
    },
    keywords: {
      bg: ["Вавел", "Краков", "Кралският замък Вавел", "катедралата Вавел", "Вавелският дракон"],
      en: ["Wawel Castle", "Krakow", "Wawel Cathedral", "Wawel Dragon", "Polish kings"],
    },
    sections: {
      intro: {
        bg: "Вавел се издига над завоя на Висла и се вижда още отдалеч – с червените тухлени стени, ренесансовите дворове и позлатения купол на Зигмундовата капела. За поляците това е нещо като национално светилище, а за посетителите – място, на което могат да прекарат цял ден.",
        en: "Wawel rises above a bend in the Vistula and can be seen from afar, with its red-brick walls, Renaissance courtyards and the gilded dome of the Sigismund Chapel. For Poles it is a kind of national shrine; for visitors, a place to spend a whole day.",
      },
      context: {
        bg: "Хълмът е център на властта от ранното Средновековие, а до края на XVI век Краков е столица и Вавел е кралска резиденция. Днешният замък е преустроен в ренесансов стил при Зигмунд I Стари от италиански архитекти. В катедралата са коронясвани полските крале и са погребани владетели, поети и национални герои.",
        en: "The hill has been a seat of power since the early Middle Ages, and until the late 16th century Krakow was the capital and Wawel the royal residence. The present castle was rebuilt in Renaissance style under Sigismund I the Old by Italian architects. Polish kings were crowned in the cathedral, where rulers, poets and national heroes are buried.",
      },
      highlights: {
        bg: "Арковият ренесансов двор; Парадните зали с фламандските гоблени на Зигмунд Август; Коронната съкровищница и Оръжейната; катедралата със Зигмундовата капела, кралските гробници и камбаната „Зигмунд“, която бие само в особени случаи. В подножието на хълма е Драконовата пещера с бронзов дракон, който бълва огън.",
        en: "The arcaded Renaissance courtyard; the State Rooms with Sigismund Augustus's Flemish tapestries; the Crown Treasury and Armoury; and the cathedral with the Sigismund Chapel, the royal tombs and the Sigismund Bell, rung only on special occasions. At the foot of the hill is the Dragon's Den, with a bronze dragon that breathes fire.",
      },
      practical: {
        bg: "Хълмът и дворовете са безплатни, а за всяка изложба в замъка и за катедралата се купува отделен билет. Броят на посетителите на ден е ограничен, затова резервирайте онлайн, особено през лятото и уикендите. Драконовата пещера е отворена само в топлия сезон. Някои изложби са затворени в понеделник – проверете на сайта.",
        en: "The hill and courtyards are free, while each castle exhibition and the cathedral need a separate ticket. Daily visitor numbers are limited, so book online, especially in summer and at weekends. The Dragon's Den opens only in the warm season. Some exhibitions close on Mondays, so check the website.",
      },
      gettingThere: {
        bg: "От летище Краков (KRK) влакът стига до гара Kraków Główny за около 20 минути. Оттам до Вавел се върви около 25 минути през Стария град или се взима трамвай до спирка Wawel.",
        en: "From Kraków Airport (KRK) the train reaches Kraków Główny station in about 20 minutes. From there Wawel is about 25 minutes on foot through the Old Town, or take a tram to the Wawel stop.",
      },
      nearby: {
        bg: "От Вавел по улица Гродзка се стига до Главния пазарен площад, а на юг за около 15 минути пеша е Казимеж – бившият еврейски квартал със синагоги, кафенета и барове. По брега на Висла под хълма има приятна алея за разходка.",
        en: "Grodzka Street leads from Wawel to the Main Market Square, and about 15 minutes' walk south is Kazimierz, the former Jewish quarter with synagogues, cafés and bars. A pleasant promenade runs along the Vistula below the hill.",
      },
    },
    faq: [
      {
        question: { bg: "Безплатен ли е входът за Вавел?", en: "Is Wawel free to visit?" },
        answer: {
          bg: "Разходката по хълма и дворовете е безплатна, но за изложбите в замъка, катедралата и кулите се купуват билети.",
          en: "Walking the hill and the courtyards is free, but the castle exhibitions, the cathedral and its towers require tickets.",
        },
      },
      {
        question: { bg: "Какво е Вавелският дракон?", en: "What is the Wawel Dragon?" },
        answer: {
          bg: "Според легендата под хълма живял дракон, победен с хитрост от обущаря Скуба. Днес пред пещерата стои бронзова скулптура, която периодично бълва огън.",
          en: "Legend says a dragon lived beneath the hill until a cobbler named Skuba outwitted it. Today a bronze sculpture outside the cave breathes fire at intervals.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "KRK",
    name: { bg: "Главният пазарен площад", en: "Main Market Square" },
    slug: { bg: "glavniyat-pazaren-ploshtad", en: "main-market-square" },
    description: {
      bg: "Един от най-големите средновековни площади в Европа, със Сукиенице (Платнения пазар), Мариацката базилика и кулата на старото кметство. Сърцето на Краков от XIII век насам.",
      en: "One of the largest medieval squares in Europe, with the Cloth Hall (Sukiennice), St Mary's Basilica and the old Town Hall Tower. The heart of Krakow since the 13th century.",
    },
    latitude: 50.0617,
    longitude: 19.9373,
    distanceKm: 0,
    transportInfo: {
      bg: "Старият град е пешеходен: трамваите спират по пръстена Планти, например на Teatr Bagatela, Stary Kleparz и Plac Wszystkich Świętych; от гара Kraków Główny се върви 10–15 минути.",
      en: "The Old Town is pedestrianised: trams stop around the Planty ring, for example at Teatr Bagatela, Stary Kleparz and Plac Wszystkich Świętych; it is a 10–15-minute walk from Kraków Główny station.",
    },
    selectionReason: {
      bg: "Най-красивото място в Краков и естественото начало на всяко посещение в града.",
      en: "Krakow's most beautiful spot and the natural starting point for any visit.",
    },
    seoTitle: {
      bg: "Главният пазарен площад, Краков – Сукиенице и Мариацка",
      en: "Main Market Square Krakow – Cloth Hall and St Mary's",
    },
    seoDescription: {
      bg: "Главният пазарен площад в Краков: Сукиенице, Мариацката базилика и хейналът, подземният музей, коледният базар и как да стигнете.",
      en: "Krakow's Main Market Square: the Cloth Hall, St Mary's Basilica and its trumpet call, the underground museum, the Christmas market and how to get there.",
    },
    keywords: {
      bg: ["Главният пазарен площад", "Краков", "Сукиенице", "Мариацката базилика", "хейнал"],
      en: ["Main Market Square", "Krakow", "Cloth Hall", "St Mary's Basilica", "Rynek Główny"],
    },
    sections: {
      intro: {
        bg: "Главният пазарен площад (Ринек Главни) е огромно открито пространство, по което цял ден кипи живот: файтони, улични музиканти, цветарки и кафенета с маси навън. Над него се издигат двете неравни кули на Мариацката базилика, а в средата му се простира дългата ренесансова сграда на Сукиенице.",
        en: "The Main Market Square (Rynek Główny) is a vast open space buzzing all day with horse-drawn carriages, street musicians, flower sellers and café tables. Above it rise the two unequal towers of St Mary's Basilica, and in the middle stretches the long Renaissance Cloth Hall.",
      },
      context: {
        bg: "Площадът е очертан през 1257 г., когато Краков получава Магдебургско право след опустошителното татарско нашествие. Той е център на търговията и на градския живот през цялото Средновековие. Историческият център на Краков е сред първите обекти, вписани в списъка на ЮНЕСКО през 1978 г.",
        en: "The square was laid out in 1257, when Krakow received Magdeburg rights after a devastating Tatar invasion. It was the centre of trade and civic life throughout the Middle Ages. Krakow's historic centre was among the very first sites added to the UNESCO list in 1978.",
      },
      highlights: {
        bg: "Сукиенице с търговските сергии на партера и галерията на полското изкуство от XIX век горе; Мариацката базилика с дървения олтар на Вит Стош; хейналът – мелодия, която тромпетист свири от по-високата кула на всеки кръгъл час и прекъсва рязко; подземният музей под площада с останки от средновековния град. Заслужава си да видите и кулата на старото кметство.",
        en: "The Cloth Hall with its market stalls on the ground floor and the gallery of 19th-century Polish art upstairs; St Mary's Basilica with Veit Stoss's carved wooden altarpiece; the hejnał, a bugle call played every hour from the taller tower and broken off abruptly; the underground museum beneath the square with remains of the medieval town. Also worth seeing: the old Town Hall Tower.",
      },
      practical: {
        bg: "Площадът е открит денонощно. Олтарът на Вит Стош се разглежда срещу билет в часовете за туристи, като по време на богослужения достъпът е ограничен. Подземният музей е много популярен – купете билет с час предварително. Най-атмосферно е в ранна утрин или през декември, когато тук е коледният базар.",
        en: "The square is open around the clock. Veit Stoss's altarpiece can be seen with a ticket during tourist hours, with limited access during services. The underground museum is very popular, so buy a timed ticket in advance. It is most atmospheric early in the morning or in December, during the Christmas market.",
      },
      gettingThere: {
        bg: "От летище Краков (KRK) влакът до гара Kraków Główny пътува около 20 минути, а оттам през парка Планти и улица Флорианска до площада се стига пеша за 10–15 минути. Има и нощни и дневни автобуси от летището до центъра.",
        en: "From Kraków Airport (KRK) the train to Kraków Główny takes about 20 minutes, and from there you walk through the Planty park and along Floriańska Street to the square in 10–15 minutes. Day and night buses also run from the airport to the centre.",
      },
      nearby: {
        bg: "Улица Флорианска води до Флорианската порта и Барбакана – остатък от средновековните укрепления. По улица Гродзка на юг се стига до Вавел, а наблизо е и Колегиум Маюс – най-старата сграда на Ягелонския университет.",
        en: "Floriańska Street leads to St Florian's Gate and the Barbican, remnants of the medieval fortifications. Grodzka Street runs south to Wawel, and nearby is the Collegium Maius, the oldest building of the Jagiellonian University.",
      },
    },
    faq: [
      {
        question: {
          bg: "Защо хейналът от Мариацката кула спира по средата?",
          en: "Why does the St Mary's trumpet call stop halfway?",
        },
        answer: {
          bg: "Според легендата тромпетист, който предупреждавал за нападение на татарите, бил улучен от стрела в гърлото. В негова памет мелодията и днес прекъсва рязко.",
          en: "Legend says a trumpeter warning of a Tatar attack was struck in the throat by an arrow. In his memory the melody still breaks off abruptly today.",
        },
      },
      {
        question: { bg: "Какво има в Сукиенице?", en: "What is inside the Cloth Hall?" },
        answer: {
          bg: "На партера има сергии със сувенири, кехлибар и занаяти, а на горния етаж – галерия на полското изкуство от XIX век към Националния музей.",
          en: "The ground floor has stalls selling souvenirs, amber and crafts, and the upper floor houses the National Museum's gallery of 19th-century Polish art.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "KRK",
    name: { bg: "Солната мина Величка", en: "Wieliczka Salt Mine" },
    slug: { bg: "solnata-mina-velichka", en: "wieliczka-salt-mine" },
    description: {
      bg: "Една от най-старите солни мини в света, с подземни коридори, езера и параклиси, изсечени изцяло в солта. Вписана е сред първите обекти на ЮНЕСКО през 1978 г.",
      en: "One of the oldest salt mines in the world, with underground passages, lakes and chapels carved entirely out of salt. It was among the first UNESCO World Heritage Sites in 1978.",
    },
    latitude: 49.9834,
    longitude: 20.0553,
    distanceKm: 12.1,
    transportInfo: {
      bg: "Влак на Koleje Małopolskie от гара Kraków Główny до Wieliczka Rynek-Kopalnia (около 20 минути) или градски автобус 304.",
      en: "Koleje Małopolskie train from Kraków Główny to Wieliczka Rynek-Kopalnia (about 20 minutes) or city bus 304.",
    },
    selectionReason: {
      bg: "Уникално подземно преживяване на половин час от Краков, подходящо във всякакво време.",
      en: "A unique underground experience half an hour from Krakow, good in any weather.",
    },
    seoTitle: {
      bg: "Солната мина Величка – билети, обиколка и транспорт",
      en: "Wieliczka Salt Mine – tickets, tour and transport",
    },
    seoDescription: {
      bg: "Солната мина Величка край Краков: параклисът на Света Кинга, туристическият маршрут, резервация на обиколка и как да стигнете с влак.",
      en: "Wieliczka Salt Mine near Krakow: the Chapel of St Kinga, the tourist route, booking a guided tour and how to get there by train.",
    },
    keywords: {
      bg: ["Солната мина Величка", "Величка", "Краков екскурзия", "параклисът на Света Кинга", "ЮНЕСКО Полша"],
      en: ["Wieliczka Salt Mine", "Wieliczka", "Krakow day trip", "Chapel of St Kinga", "UNESCO Poland"],
    },
    sections: {
      intro: {
        bg: "Под малкото градче Величка се крие цял подземен свят: коридори, стълби, солени езера и зали, в които всичко – от скулптурите до полилеите – е направено от сол. Обиколката ви води надолу на повече от сто метра под земята.",
        en: "Beneath the small town of Wieliczka lies an entire underground world of corridors, stairways, salt lakes and chambers where everything, from sculptures to chandeliers, is made of salt. The tour takes you more than a hundred metres below ground.",
      },
      context: {
        bg: "Каменна сол се добива тук от XIII век, а мината векове наред носи огромни приходи на полските крале. Търговският добив спира през 1996 г., но посетители слизат в нея от векове. Според легендата унгарската принцеса Кинга, бъдещата съпруга на краковския княз, донесла солта в Полша с пръстена си.",
        en: "Rock salt has been mined here since the 13th century, and for centuries the mine earned huge revenues for the Polish kings. Commercial extraction ended in 1996, but visitors have been descending into it for centuries. Legend says the Hungarian princess Kinga, future wife of the Duke of Krakow, brought salt to Poland with her ring.",
      },
      highlights: {
        bg: "Параклисът на Света Кинга – огромна подземна църква със солни релефи и полилеи от солни кристали; подземните езера със зелена вода; дървените конструкции от миналите векове. Не пропускайте и фигурите на миньори и легендарни герои, изсечени в солта.",
        en: "The Chapel of St Kinga, a vast underground church with salt reliefs and chandeliers of salt crystals; the green-watered underground lakes; the timber structures of past centuries. Don't miss figures of miners and legendary characters carved in salt.",
      },
      practical: {
        bg: "Мината се посещава само с екскурзовод, на групи по определени часове; обиколки на английски има няколко пъти на ден. Купете билет онлайн предварително, особено през лятото. Маршрутът е около три километра с няколкостотин стъпала надолу (обратно се качвате с асансьор), а долу температурата е около 14–16 градуса, затова вземете яке.",
        en: "The mine can only be visited with a guide, in groups at set times; English-language tours run several times a day. Buy tickets online in advance, especially in summer. The route is about three kilometres with several hundred steps down (you return by lift), and the temperature below is about 14–16°C, so bring a jacket.",
      },
      gettingThere: {
        bg: "От летище Краков (KRK) вземете влак до гара Kraków Główny и оттам влак на Koleje Małopolskie до Wieliczka Rynek-Kopalnia – общо около час. От гарата в Величка до входа на мината се върви няколко минути.",
        en: "From Kraków Airport (KRK) take the train to Kraków Główny and then a Koleje Małopolskie train to Wieliczka Rynek-Kopalnia, about an hour in total. From Wieliczka station the mine entrance is a few minutes' walk.",
      },
      nearby: {
        bg: "В центъра на Величка е Замъкът на солниците (Zamek Żupny) с музей за историята на солодобива, част от обекта на ЮНЕСКО. Наблизо е и малкият пазарен площад на градчето с кафенета.",
        en: "In central Wieliczka is the Saltworks Castle (Zamek Żupny) with a museum on the history of salt mining, part of the UNESCO site. The town's small market square with its cafés is close by.",
      },
    },
    faq: [
      {
        question: { bg: "Колко трае обиколката в мината Величка?", en: "How long is the Wieliczka Salt Mine tour?" },
        answer: {
          bg: "Туристическият маршрут отнема около два-три часа, включително времето за изчакване на асансьора на излизане.",
          en: "The tourist route takes about two to three hours, including the wait for the lift on the way out.",
        },
      },
      {
        question: {
          bg: "Подходяща ли е мината за деца и възрастни хора?",
          en: "Is the mine suitable for children and older people?",
        },
        answer: {
          bg: "Да, но в началото се слизат няколкостотин стъпала и се върви дълго. За хора със затруднено движение има отделни условия – попитайте при резервацията.",
          en: "Yes, but the tour starts with several hundred steps down and involves a lot of walking. There are separate arrangements for people with limited mobility; ask when booking.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- ZRH Zurich
  {
    destinationIata: "ZRH",
    name: { bg: "Гросмюнстер", en: "Grossmünster" },
    slug: { bg: "grosmyunster", en: "grossmunster" },
    description: {
      bg: "Романската църква с двете кули е най-разпознаваемата сграда в Цюрих. Оттук Хулдрих Цвингли започва швейцарската Реформация.",
      en: "The Romanesque church with twin towers is Zurich's most recognisable building. It was here that Huldrych Zwingli launched the Swiss Reformation.",
    },
    latitude: 47.37,
    longitude: 8.5441,
    distanceKm: 0.4,
    transportInfo: {
      bg: "Трамвай 4 до спирка Helmhaus или някоя от многото линии до Bellevue, след което 5 минути пеша по Лиматкай.",
      en: "Tram 4 to the Helmhaus stop, or one of the many lines to Bellevue and then five minutes on foot along the Limmatquai.",
    },
    selectionReason: {
      bg: "Символът на Цюрих и ключ към историята на града като център на Реформацията.",
      en: "The symbol of Zurich and a key to the city's history as a centre of the Reformation.",
    },
    seoTitle: {
      bg: "Гросмюнстер, Цюрих – кулата, прозорците и Цвингли",
      en: "Grossmünster Zurich – the tower, windows and Zwingli",
    },
    seoDescription: {
      bg: "Гросмюнстер в Цюрих: изкачване на кулата Карлстурм, витражите на Джакомети и Полке, историята на Цвингли и как да стигнете от летището.",
      en: "Grossmünster in Zurich: climbing the Karlsturm, the Giacometti and Polke windows, the story of Zwingli and how to get there from the airport.",
    },
    keywords: {
      bg: ["Гросмюнстер", "Цюрих", "Цвингли", "Реформацията", "Цюрих забележителности"],
      en: ["Grossmünster", "Zurich", "Zwingli", "Reformation", "Zurich sights"],
    },
    sections: {
      intro: {
        bg: "Двете кули на Гросмюнстер над река Лимат са най-често сниманият мотив в Цюрих. Отвътре църквата е изненадващо строга – след Реформацията е лишена от украса – но модерните витражи и гледката от кулата компенсират с лихва.",
        en: "The Grossmünster's twin towers above the Limmat are Zurich's most photographed motif. Inside, the church is surprisingly austere, stripped of decoration after the Reformation, but the modern stained glass and the view from the tower more than make up for it.",
      },
      context: {
        bg: "Според легендата църквата е основана от Карл Велики на мястото, където конят му коленичил пред гробовете на покровителите на града Феликс и Регула. Днешната сграда е строена приблизително между 1100 и 1220 г. През 1519 г. Хулдрих Цвингли става свещеник тук и започва Реформацията, която променя Цюрих и цяла Швейцария.",
        en: "Legend says Charlemagne founded the church where his horse knelt before the graves of the city's patron saints, Felix and Regula. The present building dates from roughly 1100 to 1220. In 1519 Huldrych Zwingli became its priest and launched the Reformation that transformed Zurich and all of Switzerland.",
      },
      highlights: {
        bg: "Изкачването на кулата Карлстурм с гледка към реката, езерото и Алпите в ясен ден; прозорците на Аугусто Джакомети в хора; витражите на Зигмар Полке, част от които са от тънки пластини ахат. Заслужава си да видите и бронзовите врати и криптата със статуята на Карл Велики.",
        en: "The climb up the Karlsturm tower, with views of the river, the lake and, on clear days, the Alps; Augusto Giacometti's windows in the choir; Sigmar Polke's stained glass, some of it made of thin agate slices. Also worth seeing: the bronze doors and the crypt with its statue of Charlemagne.",
      },
      practical: {
        bg: "Църквата е отворена за посетители всеки ден, освен по време на богослужения – в неделя сутрин е по-добре да дойдете след службата. Входът е свободен, а за кулата се плаща малка такса. Изкачването е по тясна стълба с около двеста стъпала.",
        en: "The church is open to visitors daily except during services, so on Sunday mornings come after worship. Entry is free, while the tower has a small fee. The climb is up a narrow staircase of about two hundred steps.",
      },
      gettingThere: {
        bg: "От летище Цюрих (ZRH) влаковете стигат до Централната гара (Zürich HB) за 10–15 минути. Оттам трамвай 4 ви отвежда до Helmhaus за няколко минути, или вървите 15 минути по брега на Лимат.",
        en: "From Zurich Airport (ZRH) trains reach the main station (Zürich HB) in 10–15 minutes. From there tram 4 takes you to Helmhaus in a few minutes, or you can walk 15 minutes along the Limmat.",
      },
      nearby: {
        bg: "Точно срещу, на другия бряг на Лимат, е Фраумюнстер с прочутите витражи на Марк Шагал. На север започва Нидердорф – живописният стар квартал с тесни улички, а на пет минути на юг са площад Белвю и брегът на Цюрихското езеро.",
        en: "Directly opposite, across the Limmat, is the Fraumünster with its famous Marc Chagall windows. To the north begins the Niederdorf, the picturesque old quarter of narrow lanes, and five minutes south are Bellevue and the shore of Lake Zurich.",
      },
    },
    faq: [
      {
        question: { bg: "Може ли да се качим на кулата на Гросмюнстер?", en: "Can you climb the Grossmünster tower?" },
        answer: {
          bg: "Да, на кулата Карлстурм се качвате по стълби срещу малка такса. Гледката към стария град и езерото си заслужава.",
          en: "Yes, you can climb the Karlsturm by stairs for a small fee. The view over the old town and the lake is worth it.",
        },
      },
      {
        question: {
          bg: "Как се различават Гросмюнстер и Фраумюнстер?",
          en: "What is the difference between the Grossmünster and the Fraumünster?",
        },
        answer: {
          bg: "Гросмюнстер е романската църква с двете кули на източния бряг, а Фраумюнстер е на западния бряг, с една тънка зелена кула и витражите на Шагал.",
          en: "The Grossmünster is the twin-towered Romanesque church on the east bank; the Fraumünster is on the west bank, with a single slender green spire and the Chagall windows.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "ZRH",
    name: { bg: "Швейцарският национален музей", en: "Swiss National Museum" },
    slug: { bg: "shveicarskiyat-nacionalen-muzei", en: "swiss-national-museum" },
    description: {
      bg: "Музеят в сграда, наподобяваща замък, до Централната гара на Цюрих разказва историята и културата на Швейцария от праисторията до днес.",
      en: "Housed in a castle-like building next to Zurich's main station, the museum tells the history and culture of Switzerland from prehistory to the present.",
    },
    latitude: 47.3791,
    longitude: 8.5405,
    distanceKm: 1.1,
    transportInfo: {
      bg: "Срещу Централната гара Zürich HB (всички влакове и много трамвайни линии), на две минути пеша.",
      en: "Opposite Zürich HB main station (all trains and many tram lines), two minutes on foot.",
    },
    selectionReason: {
      bg: "Най-добрият начин за един дъждовен следобед да разберете как е устроена Швейцария.",
      en: "The best way to spend a rainy afternoon understanding how Switzerland came to be.",
    },
    seoTitle: {
      bg: "Швейцарският национален музей, Цюрих – съвети",
      en: "Swiss National Museum Zurich – visitor tips",
    },
    seoDescription: {
      bg: "Швейцарският национален музей в Цюрих: сградата-замък, постоянните изложби за историята на Швейцария, почивният ден и как да стигнете.",
      en: "The Swiss National Museum in Zurich: the castle-like building, the permanent exhibitions on Swiss history, the closing day and how to get there.",
    },
    keywords: {
      bg: ["Швейцарски национален музей", "Цюрих музеи", "история на Швейцария", "Ландесмузеум"],
      en: ["Swiss National Museum", "Landesmuseum Zürich", "Zurich museums", "Swiss history"],
    },
    sections: {
      intro: {
        bg: "С кулите и островърхите си покриви сградата на Ландесмузеум прилича на приказен замък, изникнал до железопътните релси. Вътре ще намерите всичко – от праисторически находки и средновековни олтари до часовници, оръжия и изложба за съвременна Швейцария.",
        en: "With its towers and pointed roofs, the Landesmuseum looks like a fairy-tale castle rising beside the railway tracks. Inside you will find everything from prehistoric finds and medieval altarpieces to clocks, weapons and an exhibition on modern Switzerland.",
      },
      context: {
        bg: "Музеят е открит през 1898 г. в сграда на архитекта Густав Гул, замислена като колаж от исторически швейцарски стилове. През 2016 г. е добавено модерно крило от бетон по проект на бюрото Christ & Gantenbein, в което се показват големите временни изложби.",
        en: "The museum opened in 1898 in a building by architect Gustav Gull, conceived as a collage of historic Swiss styles. In 2016 a modern concrete wing by the practice Christ & Gantenbein was added, housing the major temporary exhibitions.",
      },
      highlights: {
        bg: "Постоянната изложба „История на Швейцария“, която обяснява как кантоните се обединяват; археологическата експозиция; залите с дърворезби, витражи и обзаведени стаи от различни епохи. Не пропускайте и временните изложби в новото крило.",
        en: "The permanent 'History of Switzerland' exhibition explaining how the cantons came together; the archaeology galleries; the rooms of woodcarving, stained glass and period interiors. Don't miss the temporary exhibitions in the new wing.",
      },
      practical: {
        bg: "Музеят е затворен в понеделник, а в един от делничните дни работи до по-късно вечерта. Билетът включва постоянните експозиции; с картата Zürich Card или Swiss Travel Pass входът може да е включен – проверете условията. Предвидете два-три часа.",
        en: "The museum is closed on Mondays and stays open late on one weekday evening. The ticket covers the permanent exhibitions; entry may be included with the Zürich Card or the Swiss Travel Pass, so check the terms. Allow two to three hours.",
      },
      gettingThere: {
        bg: "От летище Цюрих (ZRH) влакът до Zürich HB пътува 10–15 минути, а музеят е точно срещу северния изход на гарата. Трамвай 10 също свързва летището с гарата.",
        en: "From Zurich Airport (ZRH) the train to Zürich HB takes 10–15 minutes, and the museum is right opposite the station's north exit. Tram 10 also links the airport with the station.",
      },
      nearby: {
        bg: "Зад музея е паркът Платцшпиц на сливането на реките Лимат и Зил. На няколко минути започва търговската улица Банхофщрасе, а през моста е старият квартал Нидердорф.",
        en: "Behind the museum is Platzspitz park at the confluence of the Limmat and the Sihl. A few minutes away begins the Bahnhofstrasse shopping street, and across the bridge is the old Niederdorf quarter.",
      },
    },
    faq: [
      {
        question: {
          bg: "В кой ден е затворен Швейцарският национален музей?",
          en: "On which day is the Swiss National Museum closed?",
        },
        answer: {
          bg: "В понеделник. През останалите дни е отворен, като в един от тях работи до вечерта.",
          en: "On Mondays. It opens the rest of the week, with a late evening on one day.",
        },
      },
      {
        question: { bg: "Подходящ ли е музеят за деца?", en: "Is the museum suitable for children?" },
        answer: {
          bg: "Да, има интерактивни станции и програми за семейства, а сградата-замък сама по себе си се харесва на децата.",
          en: "Yes, there are interactive stations and family programmes, and children love the castle-like building itself.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "ZRH",
    name: { bg: "Ютлиберг", en: "Uetliberg" },
    slug: { bg: "yutliberg", en: "uetliberg" },
    description: {
      bg: "Домашната планина на Цюрих, висока почти 870 метра, с кула за наблюдение и гледка към града, езерото и Алпите. Стига се с влак за около 20 минути от центъра.",
      en: "Zurich's home mountain, almost 870 metres high, with a lookout tower and views of the city, the lake and the Alps. It is about 20 minutes by train from the centre.",
    },
    latitude: 47.3494,
    longitude: 8.4915,
    distanceKm: 4.2,
    transportInfo: {
      bg: "Влак S10 от Zürich HB до спирка Uetliberg (около 20–25 минути), след това около 10 минути пеша нагоре до върха Уто Кулм.",
      en: "S10 train from Zürich HB to Uetliberg (about 20–25 minutes), then about ten minutes' walk uphill to the Uto Kulm summit.",
    },
    selectionReason: {
      bg: "Най-лесният начин да видите Цюрих и Алпите от птичи поглед, без да напускате града.",
      en: "The easiest way to get a bird's-eye view of Zurich and the Alps without leaving the city.",
    },
    seoTitle: {
      bg: "Ютлиберг, Цюрих – гледка към Алпите и града",
      en: "Uetliberg Zurich – Alpine views and Planet Trail",
    },
    seoDescription: {
      bg: "Ютлиберг: как да стигнете с влака S10 от Цюрих, кулата за наблюдение, Пътеката на планетите до Фелсенег и кога гледката е най-хубава.",
      en: "Uetliberg: how to get there on the S10 train from Zurich, the lookout tower, the Planet Trail to Felsenegg and when the view is best.",
    },
    keywords: {
      bg: ["Ютлиберг", "Цюрих", "гледка към Алпите", "Пътеката на планетите", "разходка Цюрих"],
      en: ["Uetliberg", "Zurich", "Alps view", "Planet Trail", "Zurich hike"],
    },
    sections: {
      intro: {
        bg: "Ютлиберг е мястото, където цюрихчани отиват за чист въздух след работа или в неделя сутрин. От върха градът и езерото се виждат като на карта, а в ясен ден на хоризонта се редят заснежените върхове на Алпите.",
        en: "Uetliberg is where Zurich locals go for fresh air after work or on a Sunday morning. From the summit the city and the lake look like a map, and on a clear day snow-capped Alpine peaks line the horizon.",
      },
      context: {
        bg: "Хълмът е част от веригата Албис западно от града. Железницата до върха е открита в края на XIX век и днес се обслужва от линия S10. Върху върха има хотел с ресторант и метална кула за наблюдение, която се издига над дърветата.",
        en: "The hill is part of the Albis chain west of the city. The railway to the top opened in the late 19th century and is now served by line S10. The summit has a hotel with a restaurant and a steel lookout tower rising above the trees.",
      },
      highlights: {
        bg: "Кулата за наблюдение на върха Уто Кулм с панорама на 360 градуса; Пътеката на планетите – лесен маршрут по билото до Фелсенег с умален модел на Слънчевата система; тревните площадки и ресторантите на върха. Вечер от тук се наблюдава залезът над езерото и светлините на града.",
        en: "The lookout tower on the Uto Kulm summit with a 360-degree panorama; the Planet Trail, an easy ridge walk to Felsenegg with a scale model of the solar system; and the meadows and restaurants at the top. In the evening you can watch sunset over the lake and the city lights.",
      },
      practical: {
        bg: "Ютлиберг е достъпен по всяко време на годината. Гледката е най-добра в ясни есенни и зимни дни, когато над езерото често лежи мъгла, а върхът е над нея. Пътеката на планетите до Фелсенег отнема около два часа; оттам лифт слиза до Адлисвил, откъдето влак S4 ви връща в Цюрих. Обуйте удобни обувки.",
        en: "Uetliberg can be visited year-round. The view is best on clear autumn and winter days, when fog often covers the lake while the summit is above it. The Planet Trail to Felsenegg takes about two hours; from there a cable car descends to Adliswil, where the S4 train takes you back to Zurich. Wear comfortable shoes.",
      },
      gettingThere: {
        bg: "От летище Цюрих (ZRH) вземете влак до Zürich HB и оттам S10 до Uetliberg – общо около 45 минути. Влаковете S10 тръгват от подземните перони на гарата.",
        en: "From Zurich Airport (ZRH) take a train to Zürich HB and then the S10 to Uetliberg, about 45 minutes in total. S10 trains leave from the station's underground platforms.",
      },
    },
    faq: [
      {
        question: { bg: "Трябва ли да се изкачвам пеша до Ютлиберг?", en: "Do you have to hike up Uetliberg?" },
        answer: {
          bg: "Не, влакът S10 стига почти до върха; остават около 10 минути пеша по стръмна пътека. Ако искате, можете да се качите и пеша от квартал Триемли.",
          en: "No, the S10 train goes almost to the top; only about ten minutes of steep walking remain. If you prefer, you can also hike up from the Triemli district.",
        },
      },
      {
        question: { bg: "Какво е Пътеката на планетите?", en: "What is the Planet Trail?" },
        answer: {
          bg: "Туристически маршрут от Ютлиберг до Фелсенег, по който са разположени модели на планетите в мащаб спрямо Слънчевата система. Подходящ е и за семейства с деца.",
          en: "A walking route from Uetliberg to Felsenegg lined with models of the planets at scale with the solar system. It is suitable for families with children.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- CPH Copenhagen
  {
    destinationIata: "CPH",
    name: { bg: "Русалката", en: "The Little Mermaid" },
    slug: { bg: "rusalkata", en: "the-little-mermaid" },
    description: {
      bg: "Малката бронзова скулптура на героинята от приказката на Ханс Кристиан Андерсен, седнала на камък на крайбрежната Лангелиние. Символ на Копенхаген от 1913 г.",
      en: "The small bronze statue of Hans Christian Andersen's fairy-tale heroine, sitting on a rock on the Langelinie waterfront. A symbol of Copenhagen since 1913.",
    },
    latitude: 55.6929,
    longitude: 12.5993,
    distanceKm: 2.7,
    transportInfo: {
      bg: "Градски влак S-tog или регионален влак до гара Østerport, след това около 15 минути пеша през крепостта Кастелет.",
      en: "S-tog or regional train to Østerport station, then about 15 minutes on foot through the Kastellet fortress.",
    },
    selectionReason: {
      bg: "Най-известната скулптура в Дания и задължителна спирка при първо посещение в Копенхаген.",
      en: "Denmark's most famous sculpture and a must on any first visit to Copenhagen.",
    },
    seoTitle: {
      bg: "Русалката в Копенхаген – история и как да стигнете",
      en: "The Little Mermaid Copenhagen – history and directions",
    },
    seoDescription: {
      bg: "Русалката в Копенхаген: историята на статуята по приказката на Андерсен, кога да отидете без тълпи и как да стигнете от центъра и летището.",
      en: "The Little Mermaid in Copenhagen: the story of the Andersen statue, when to go without the crowds and how to get there from the centre and the airport.",
    },
    keywords: {
      bg: ["Русалката", "Копенхаген", "Андерсен", "Лангелиние", "Кастелет"],
      en: ["Little Mermaid", "Copenhagen", "Hans Christian Andersen", "Langelinie", "Kastellet"],
    },
    sections: {
      intro: {
        bg: "Русалката е висока малко над метър и мнозина остават изненадани колко е скромна. Въпреки това да я видите, седнала замислено на камъка с гръб към морето, е част от всяко посещение в Копенхаген – и хубав повод за разходка по брега.",
        en: "The Little Mermaid is just over a metre tall, and many visitors are surprised by how modest she is. Even so, seeing her sitting pensively on her rock with her back to the sea is part of every Copenhagen visit, and a good excuse for a walk along the waterfront.",
      },
      context: {
        bg: "Статуята е поръчана от Карл Якобсен, син на основателя на пивоварната Карлсберг, след като гледа балет по приказката на Андерсен. Изработена е от скулптора Едвард Ериксен и е открита през 1913 г. През годините е ставала жертва на вандали – дори главата ѝ е била отрязвана, но всеки път е възстановявана.",
        en: "The statue was commissioned by Carl Jacobsen, son of the Carlsberg brewery's founder, after he saw a ballet based on Andersen's tale. It was made by sculptor Edvard Eriksen and unveiled in 1913. Over the years it has been vandalised, even beheaded, but has been restored each time.",
      },
      highlights: {
        bg: "Самата скулптура на фона на пристанището; разходката по алеята Лангелиние; звездообразната крепост Кастелет с вятърната мелница и червените казарми. Заслужава си да видите и фонтана „Гефион“ с богинята и биковете ѝ.",
        en: "The sculpture itself against the harbour backdrop; the walk along the Langelinie promenade; the star-shaped Kastellet fortress with its windmill and red barracks. Also worth seeing: the Gefion Fountain with the goddess and her oxen.",
      },
      practical: {
        bg: "Статуята се вижда свободно по всяко време. Туристическите автобуси пристигат предимно в късната сутрин, затова за снимка без тълпа елате рано сутрин или вечер. Не се качвайте на камъните – мокри са и хлъзгави.",
        en: "The statue can be seen for free at any time. Tour buses arrive mostly in the late morning, so for a crowd-free photo come early or in the evening. Do not climb the rocks: they are wet and slippery.",
      },
      gettingThere: {
        bg: "От летище Копенхаген (CPH) регионалните влакове стигат директно до гара Østerport за около 20 минути, а оттам до Русалката се върви 15 минути. От Нюхавн разходката по брега през Амалиенборг отнема около 25 минути.",
        en: "From Copenhagen Airport (CPH) regional trains run directly to Østerport in about 20 minutes, and the Little Mermaid is a 15-minute walk from there. From Nyhavn the waterfront walk via Amalienborg takes about 25 minutes.",
      },
      nearby: {
        bg: "Непосредствено до статуята е крепостта Кастелет, чиито валове са приятно място за разходка. По пътя към центъра са фонтанът „Гефион“, англиканската църква „Свети Албан“ и кралският дворец Амалиенборг.",
        en: "Right next to the statue is the Kastellet fortress, whose ramparts make a pleasant walk. On the way back to the centre are the Gefion Fountain, the Anglican St Alban's Church and the royal Amalienborg Palace.",
      },
    },
    faq: [
      {
        question: { bg: "Колко голяма е Русалката?", en: "How big is the Little Mermaid?" },
        answer: {
          bg: "Около 1,25 метра. Статуята е много по-малка, отколкото повечето хора очакват.",
          en: "About 1.25 metres. The statue is much smaller than most people expect.",
        },
      },
      {
        question: { bg: "Оригинална ли е статуята?", en: "Is the statue the original?" },
        answer: {
          bg: "Това е бронзовата скулптура на Едвард Ериксен от 1913 г., многократно ремонтирана след актове на вандализъм.",
          en: "It is Edvard Eriksen's 1913 bronze, repaired several times after acts of vandalism.",
        },
      },
    ],
    wikidataId: "Q214619",
  },
  {
    destinationIata: "CPH",
    name: { bg: "Нюхавн", en: "Nyhavn" },
    slug: { bg: "nyuhavn", en: "nyhavn" },
    description: {
      bg: "Каналът от XVII век с пъстри къщи, стари дървени кораби и ресторанти по кея е най-сниманият кадър в Копенхаген. Тук е живял и Ханс Кристиан Андерсен.",
      en: "The 17th-century canal with colourful houses, old wooden ships and quayside restaurants is Copenhagen's most photographed view. Hans Christian Andersen lived here too.",
    },
    latitude: 55.6798,
    longitude: 12.5907,
    distanceKm: 1.4,
    transportInfo: {
      bg: "Метро до Kongens Nytorv (линии M1, M2, M3 и M4), след което две минути пеша.",
      en: "Metro to Kongens Nytorv (lines M1, M2, M3 and M4), then two minutes on foot.",
    },
    selectionReason: {
      bg: "Картичката на Копенхаген и отправна точка за разходките с лодка по каналите.",
      en: "Copenhagen's postcard view and the starting point for canal boat tours.",
    },
    seoTitle: {
      bg: "Нюхавн, Копенхаген – каналът с цветните къщи",
      en: "Nyhavn Copenhagen – the canal of colourful houses",
    },
    seoDescription: {
      bg: "Нюхавн в Копенхаген: историята на канала, къщите на Андерсен, разходките с лодка, кога е най-красиво и как да стигнете с метро от летището.",
      en: "Nyhavn in Copenhagen: the canal's history, Andersen's homes, boat tours, when it looks best and how to get there by metro from the airport.",
    },
    keywords: {
      bg: ["Нюхавн", "Копенхаген", "канал Копенхаген", "разходка с лодка", "Андерсен"],
      en: ["Nyhavn", "Copenhagen", "Copenhagen canal", "canal tour", "Hans Christian Andersen"],
    },
    sections: {
      intro: {
        bg: "Нюхавн е онзи Копенхаген, който всеки познава от снимките: жълти, червени и сини къщи, наредени по канала, мачти на стари платноходи и хора, седнали на ръба на кея с бира в ръка. Вечер светлините се отразяват във водата и мястото е още по-красиво.",
        en: "Nyhavn is the Copenhagen everyone knows from photos: yellow, red and blue houses along the canal, the masts of old sailing ships and people sitting on the edge of the quay, beer in hand. In the evening the lights reflect in the water and it is even lovelier.",
      },
      context: {
        bg: "Каналът е прокопан в началото на 70-те години на XVII век по заповед на крал Кристиан V, за да свърже морето с площад Конгенс Нюторв. Векове наред тук е шумно пристанище с моряшки кръчми. Андерсен е живял в три от къщите по канала, сред които номер 20, където пише първите си приказки.",
        en: "The canal was dug in the early 1670s on the orders of King Christian V to connect the sea with Kongens Nytorv square. For centuries it was a rowdy port with sailors' taverns. Andersen lived in three of the houses on the canal, including number 20, where he wrote his first fairy tales.",
      },
      highlights: {
        bg: "Пъстрите фасади на слънчевата северна страна; историческите дървени кораби, акостирали в канала; къщите на Андерсен на номера 18, 20 и 67. Струва си да направите и разходка с лодка по каналите, която започва оттук и минава покрай Операта и Кристиансхавн.",
        en: "The colourful façades on the sunny north side; the historic wooden ships moored in the canal; Andersen's houses at numbers 18, 20 and 67. A canal boat tour, which starts here and passes the Opera House and Christianshavn, is also well worth taking.",
      },
      practical: {
        bg: "Кеят е открит по всяко време. Ресторантите на самия канал са скъпи, затова много хора купуват нещо за пиене и сядат на ръба на кея, както правят и местните. Лодките по каналите тръгват често; в летните дни е добре да резервирате предварително.",
        en: "The quay is open at all times. The canal-side restaurants are pricey, so many people buy a drink and sit on the edge of the quay as locals do. Canal boats leave frequently; on summer days it is worth booking in advance.",
      },
      gettingThere: {
        bg: "От летище Копенхаген (CPH) метро M2 стига до Kongens Nytorv за около 15 минути, а оттам до Нюхавн има две минути пеша. От площада на кметството се върви около 20 минути по пешеходната улица Строгет.",
        en: "From Copenhagen Airport (CPH) metro M2 reaches Kongens Nytorv in about 15 minutes, and Nyhavn is two minutes' walk from there. From City Hall Square it is about 20 minutes on foot along the Strøget pedestrian street.",
      },
      nearby: {
        bg: "Площад Конгенс Нюторв с Кралския театър е в началото на канала. На пет минути на север е дворецът Амалиенборг, резиденцията на кралското семейство, а пешеходният мост Индерхавнсброен води към Кристиансхавн.",
        en: "Kongens Nytorv square with the Royal Danish Theatre lies at the head of the canal. Five minutes north is Amalienborg, the royal family's residence, and the Inderhavnsbroen footbridge leads across to Christianshavn.",
      },
    },
    faq: [
      {
        question: {
          bg: "Откъде тръгват лодките по каналите на Копенхаген?",
          en: "Where do Copenhagen canal tours start?",
        },
        answer: {
          bg: "Основните лодки тръгват от Нюхавн и от Гамел Странд. Обиколката трае около час и минава покрай Русалката, Операта и Кристиансхавн.",
          en: "The main boats leave from Nyhavn and Gammel Strand. The tour lasts about an hour and passes the Little Mermaid, the Opera House and Christianshavn.",
        },
      },
      {
        question: { bg: "В коя къща в Нюхавн е живял Андерсен?", en: "Which Nyhavn house did Andersen live in?" },
        answer: {
          bg: "В три различни къщи – на номера 20, 67 и 18. На фасадите има паметни плочи.",
          en: "In three different houses, at numbers 20, 67 and 18. Memorial plaques mark the façades.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "CPH",
    name: { bg: "Тиволи", en: "Tivoli Gardens" },
    slug: { bg: "tivoli", en: "tivoli-gardens" },
    description: {
      bg: "Един от най-старите увеселителни паркове в света, открит през 1843 г. в самия център на Копенхаген. Съчетава градини, атракциони, концерти и приказно осветление.",
      en: "One of the oldest amusement parks in the world, opened in 1843 in the very centre of Copenhagen. It combines gardens, rides, concerts and fairy-tale lighting.",
    },
    latitude: 55.6737,
    longitude: 12.5681,
    distanceKm: 0.3,
    transportInfo: {
      bg: "Срещу Централната гара Københavns Hovedbanegård; метро M3 до спирка København H или Rådhuspladsen.",
      en: "Opposite Copenhagen Central Station (Københavns Hovedbanegård); metro M3 to København H or Rådhuspladsen.",
    },
    selectionReason: {
      bg: "Вълшебно място за всяка възраст, което според разказите е вдъхновило и самия Уолт Дисни.",
      en: "A magical place for all ages, said to have inspired Walt Disney himself.",
    },
    seoTitle: {
      bg: "Тиволи, Копенхаген – сезони, билети и съвети",
      en: "Tivoli Gardens Copenhagen – seasons, tickets, tips",
    },
    seoDescription: {
      bg: "Тиволи в Копенхаген: кога е отворен паркът, входен билет и карта за атракциони, дървеното влакче от 1914 г., Коледа в Тиволи и как да стигнете.",
      en: "Tivoli Gardens in Copenhagen: opening seasons, entry ticket versus ride pass, the 1914 wooden roller coaster, Christmas at Tivoli and how to get there.",
    },
    keywords: {
      bg: ["Тиволи", "Копенхаген", "увеселителен парк", "Коледа в Тиволи", "Копенхаген с деца"],
      en: ["Tivoli Gardens", "Copenhagen", "amusement park", "Christmas at Tivoli", "Copenhagen with kids"],
    },
    sections: {
      intro: {
        bg: "Тиволи не е просто лунапарк – това е градина с езеро, цветни лехи и павилиони в екзотичен стил, където атракционите са вплетени сред дърветата. Вечер хиляди лампички осветяват алеите и паркът изглежда като декор от приказка на Андерсен.",
        en: "Tivoli is not just a funfair: it is a garden with a lake, flower beds and exotic pavilions, with rides woven among the trees. In the evening thousands of lights illuminate the paths and the park looks like a set from an Andersen fairy tale.",
      },
      context: {
        bg: "Паркът е открит през 1843 г. от Георг Карстенсен, който убеждава крал Кристиан VIII, че когато хората се забавляват, не мислят за политика. Андерсен е бил чест гост, а според разкази Уолт Дисни е посетил Тиволи, докато е обмислял Дисниленд. Днес паркът е сред най-посещаваните места в Дания.",
        en: "The park was opened in 1843 by Georg Carstensen, who persuaded King Christian VIII that people who are amused do not think about politics. Andersen was a regular visitor, and Walt Disney reportedly visited Tivoli while planning Disneyland. Today it is among the most visited places in Denmark.",
      },
      highlights: {
        bg: "Дървеното влакче Rutschebanen от 1914 г., на което все още пътува спирачен оператор; Пантомимният театър в китайски стил; хотел „Нимб“ в мавритански стил. Не пропускайте и летните концерти на открито и празничната украса за Хелоуин и Коледа.",
        en: "The Rutschebanen wooden roller coaster from 1914, still ridden by a brakeman; the Chinese-style Pantomime Theatre; the Moorish-style Nimb hotel. Don't miss the summer open-air concerts and the festive decorations for Halloween and Christmas.",
      },
      practical: {
        bg: "Тиволи работи на сезони – летен, за Хелоуин и коледен, а между тях е затворен; проверете календара преди пътуването. Входният билет не включва атракционите: за тях се купуват отделни билети или карта за неограничено каране. Билетите е по-изгодно да се купят онлайн, а вечерта е най-атмосферното време за посещение.",
        en: "Tivoli opens in seasons, summer, Halloween and Christmas, and closes in between, so check the calendar before your trip. The entry ticket does not include rides: buy individual ride tickets or an unlimited ride pass. Tickets are better value online, and evening is the most atmospheric time to visit.",
      },
      gettingThere: {
        bg: "От летище Копенхаген (CPH) влакът до Централната гара пътува около 15 минути, а входът на Тиволи е точно срещу гарата. От Нюхавн се стига с метро M3 или пеша по Строгет за около 20 минути.",
        en: "From Copenhagen Airport (CPH) the train to the Central Station takes about 15 minutes, and the Tivoli entrance is directly opposite. From Nyhavn take metro M3 or walk along Strøget in about 20 minutes.",
      },
      nearby: {
        bg: "До Тиволи е площадът пред кметството с високата му кула, откъдето започва пешеходната улица Строгет. Отсреща е музеят Глиптотека „Ню Карлсберг“ с античната скулптура и зимната градина, а на няколко минути е Националният музей на Дания.",
        en: "Next to Tivoli is City Hall Square with the City Hall tower, where the Strøget pedestrian street begins. Across the road is the Ny Carlsberg Glyptotek with its ancient sculpture and winter garden, and a few minutes away is the National Museum of Denmark.",
      },
    },
    faq: [
      {
        question: { bg: "Отворен ли е Тиволи през цялата година?", en: "Is Tivoli open all year?" },
        answer: {
          bg: "Не. Паркът работи през летния сезон, около Хелоуин и през коледния сезон, а през останалото време е затворен. Датите се обявяват на сайта на Тиволи.",
          en: "No. The park opens for the summer season, around Halloween and for the Christmas season, and is closed the rest of the time. Dates are announced on Tivoli's website.",
        },
      },
      {
        question: {
          bg: "Включени ли са атракционите във входния билет?",
          en: "Are rides included in the entry ticket?",
        },
        answer: {
          bg: "Не, входният билет е само за парка. За атракционите купувате отделни билети или карта за неограничено каране.",
          en: "No, the entry ticket only covers the park. For rides you buy individual tickets or an unlimited ride pass.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- DUB Dublin
  {
    destinationIata: "DUB",
    name: { bg: "Тринити Колидж и Книгата от Келс", en: "Trinity College and the Book of Kells" },
    slug: { bg: "triniti-kolidzh-i-knigata-ot-kels", en: "trinity-college-and-the-book-of-kells" },
    description: {
      bg: "Най-старият университет в Ирландия, основан през 1592 г., пази Книгата от Келс – богато илюстриран ръкопис на четирите Евангелия от около 800 г. – и прочутата Дълга зала на Старата библиотека.",
      en: "Ireland's oldest university, founded in 1592, holds the Book of Kells, a richly illuminated manuscript of the four Gospels from around AD 800, and the famous Long Room of the Old Library.",
    },
    latitude: 53.344,
    longitude: -6.2565,
    distanceKm: 0.4,
    transportInfo: {
      bg: "Трамвай Luas, зелена линия, до спирка Trinity; влак DART до Tara Street или Pearse; много автобуси спират на College Green.",
      en: "Luas Green Line tram to the Trinity stop; DART train to Tara Street or Pearse; many buses stop at College Green.",
    },
    selectionReason: {
      bg: "Най-ценното културно съкровище на Ирландия, разположено в спокоен университетски двор в центъра на Дъблин.",
      en: "Ireland's greatest cultural treasure, set in a peaceful university campus in the heart of Dublin.",
    },
    seoTitle: {
      bg: "Книгата от Келс и Тринити Колидж, Дъблин – съвети",
      en: "Book of Kells and Trinity College Dublin – tips",
    },
    seoDescription: {
      bg: "Тринити Колидж в Дъблин: Книгата от Келс, Дългата зала на Старата библиотека, съвети за билетите с час и как да стигнете от летището.",
      en: "Trinity College Dublin: the Book of Kells, the Long Room of the Old Library, tips on timed tickets and how to get there from the airport.",
    },
    keywords: {
      bg: ["Книгата от Келс", "Тринити Колидж", "Дъблин", "Дългата зала", "Ирландия"],
      en: ["Book of Kells", "Trinity College Dublin", "Long Room", "Old Library", "Dublin sights"],
    },
    sections: {
      intro: {
        bg: "Щом минете през главната порта на Тринити Колидж откъм College Green, шумът на града остава зад гърба ви. Сред каменните сгради и моравите на университета се пази най-ценната книга на Ирландия, а Дългата зала на библиотеката е едно от най-впечатляващите помещения в Европа.",
        en: "Step through Trinity College's main gate on College Green and the city noise falls away. Among the university's stone buildings and lawns lies Ireland's most precious book, and the library's Long Room is one of the most impressive interiors in Europe.",
      },
      context: {
        bg: "Университетът е основан през 1592 г. с харта от кралица Елизабет I. Книгата от Келс е създадена от монаси от общността на свети Колумба около 800 г., вероятно отчасти на остров Йона и в абатството Келс, откъдето идва името ѝ. Дългата зала е построена в началото на XVIII век и дълго време побира около 200 000 от най-старите книги на библиотеката.",
        en: "The university was founded in 1592 by a charter from Queen Elizabeth I. The Book of Kells was made by monks of St Columba's community around AD 800, probably partly on Iona and at the abbey of Kells, which gave it its name. The Long Room was built in the early 18th century and for centuries held some 200,000 of the library's oldest books.",
      },
      highlights: {
        bg: "Отворените страници на Книгата от Келс с преплетени орнаменти и фантастични животни (страниците се сменят периодично); Дългата зала с дървения свод и мраморните бюстове; ирландската арфа от Средновековието, послужила за модел на националния герб. Заслужава си да видите и моравите и камбанарията в главния двор.",
        en: "The open pages of the Book of Kells with their interlaced ornament and fantastic beasts (the pages are turned periodically); the Long Room with its wooden barrel vault and marble busts; the medieval harp that became the model for Ireland's national emblem. Also worth seeing: the lawns and Campanile in the main square.",
      },
      practical: {
        bg: "Посещението става с билет за определен час, който е добре да купите онлайн – през лятото часовете се разпродават. Старата библиотека е в процес на голям консервационен проект, затова част от книгите може да са преместени; проверете какво е достъпно. Най-малко хора има в първия час сутрин.",
        en: "Visits are by timed ticket, best bought online, as summer slots sell out. The Old Library is undergoing a major conservation project, so some books may have been moved; check what is on view. The first hour of the morning is the quietest.",
      },
      gettingThere: {
        bg: "От летище Дъблин (DUB) автобусите Dublin Express и Aircoach или градските линии 16 и 41 стигат до центъра за около 30–40 минути. От O'Connell Street до Тринити има пет минути пеша през моста О'Конъл.",
        en: "From Dublin Airport (DUB) Dublin Express and Aircoach coaches or city buses 16 and 41 reach the centre in about 30–40 minutes. From O'Connell Street, Trinity is a five-minute walk across O'Connell Bridge.",
      },
      nearby: {
        bg: "Зад университета започва търговската улица Графтън, която води до парка Сейнт Стивънс Грийн. На няколко минути е Националният музей на Ирландия – Археология, с безплатен вход, а на запад е Темпъл Бар.",
        en: "Behind the university begins the Grafton Street shopping street, leading to St Stephen's Green. A few minutes away is the National Museum of Ireland – Archaeology, free to enter, and to the west lies Temple Bar.",
      },
    },
    faq: [
      {
        question: { bg: "Може ли да се разгледа цялата Книга от Келс?", en: "Can you see the whole Book of Kells?" },
        answer: {
          bg: "Не, в изложбата се показват само по няколко страници от ръкописа, които се сменят периодично, за да се пази от светлина.",
          en: "No, only a few pages are displayed at a time and they are changed periodically to protect the manuscript from light.",
        },
      },
      {
        question: {
          bg: "Може ли да се влезе в двора на Тринити без билет?",
          en: "Can you enter the Trinity campus without a ticket?",
        },
        answer: {
          bg: "Да, дворовете на университета обикновено са свободни за разходка; билет е нужен само за изложбата с Книгата от Келс и Старата библиотека.",
          en: "Yes, the university grounds are usually open for a stroll; a ticket is only needed for the Book of Kells exhibition and the Old Library.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "DUB",
    name: { bg: "Гинес Сторхаус", en: "Guinness Storehouse" },
    slug: { bg: "gines-storhaus", en: "guinness-storehouse" },
    description: {
      bg: "Музеят на най-известната ирландска бира в бивша сграда за ферментация в пивоварната „Сейнт Джеймсис Гейт“. Обиколката завършва с халба в панорамния бар на покрива.",
      en: "The museum of Ireland's most famous beer, in a former fermentation building at the St James's Gate brewery. The tour ends with a pint in the panoramic rooftop bar.",
    },
    latitude: 53.3419,
    longitude: -6.2867,
    distanceKm: 1.9,
    transportInfo: {
      bg: "Трамвай Luas, червена линия, до спирка James's и около 10 минути пеша; автобуси по Thomas Street и James's Street.",
      en: "Luas Red Line tram to the James's stop, then about ten minutes on foot; buses along Thomas Street and James's Street.",
    },
    selectionReason: {
      bg: "Най-посещаваната атракция в Ирландия и най-добрата гледка към Дъблин от високо.",
      en: "Ireland's most visited attraction and the best high-up view of Dublin.",
    },
    seoTitle: {
      bg: "Гинес Сторхаус, Дъблин – билети и Gravity Bar",
      en: "Guinness Storehouse Dublin – tickets and Gravity Bar",
    },
    seoDescription: {
      bg: "Гинес Сторхаус в Дъблин: историята на пивоварната, обиколката на седем етажа, халбата в Gravity Bar, съвети за билетите и как да стигнете.",
      en: "Guinness Storehouse in Dublin: the brewery's story, the seven-floor tour, your pint in the Gravity Bar, ticket tips and how to get there.",
    },
    keywords: {
      bg: ["Гинес Сторхаус", "Дъблин", "бира Гинес", "Gravity Bar", "Ирландия"],
      en: ["Guinness Storehouse", "Dublin", "Guinness", "Gravity Bar", "St James's Gate"],
    },
    sections: {
      intro: {
        bg: "Дори да не пиете тъмна бира, Гинес Сторхаус е забавно място: седем етажа с изложби за съставките, варенето, бъчварите и прочутите реклами на марката. Накрая асансьорът ви изкачва до остъкления Gravity Bar с гледка на 360 градуса към Дъблин и планините Уиклоу.",
        en: "Even if you do not drink stout, the Guinness Storehouse is fun: seven floors of exhibits on the ingredients, brewing, coopering and the brand's famous adverts. At the end a lift takes you to the glass-walled Gravity Bar with a 360-degree view of Dublin and the Wicklow Mountains.",
      },
      context: {
        bg: "През 1759 г. Артър Гинес подписва договор за наем на пивоварната в „Сейнт Джеймсис Гейт“ за 9000 години – копие на документа е вградено в пода на атриума. Сградата на Сторхаус е построена през 1904 г. като ферментационно помещение, а през 2000 г. е превърната в посетителски център с атриум във формата на гигантска халба.",
        en: "In 1759 Arthur Guinness signed a 9,000-year lease on the St James's Gate brewery; a copy of the document is set into the atrium floor. The Storehouse building was built in 1904 as a fermentation plant and opened in 2000 as a visitor centre with an atrium shaped like a giant pint glass.",
      },
      highlights: {
        bg: "Договорът за 9000 години в основата на атриума; залата за дегустация, в която ще се научите да „четете“ бирата; академията, където сами наливате перфектната халба. Накрая ви очаква Gravity Bar на последния етаж с панорама към целия град.",
        en: "The 9,000-year lease at the base of the atrium; the tasting room, where you learn to 'read' the beer; the academy where you pour your own perfect pint. The finale is the Gravity Bar on the top floor, with a panorama of the whole city.",
      },
      practical: {
        bg: "Отворено е всеки ден. Билетите се купуват онлайн за определен час, като цената зависи от деня и часа – по-ранните часове обикновено са по-евтини. В билета е включена халба Гинес или безалкохолна напитка. Предвидете около два часа и елате за следобедната светлина в Gravity Bar.",
        en: "It opens every day. Tickets are bought online for a set time slot, with prices varying by day and time; earlier slots are usually cheaper. The ticket includes a pint of Guinness or a soft drink. Allow about two hours and aim for the afternoon light in the Gravity Bar.",
      },
      gettingThere: {
        bg: "От летище Дъблин (DUB) вземете автобус до центъра (Dublin Express, Aircoach или линии 16 и 41), след това Luas, червена линия, от спирка Abbey Street до James's. От Темпъл Бар до пивоварната се върви около 25 минути.",
        en: "From Dublin Airport (DUB) take a bus to the centre (Dublin Express, Aircoach or routes 16 and 41), then the Luas Red Line from Abbey Street to James's. From Temple Bar the brewery is about a 25-minute walk.",
      },
      nearby: {
        bg: "Точно срещу Сторхаус е дестилерията за уиски Roe & Co с обиколки и бар. На 15–20 минути пеша са катедралите „Крайст Чърч“ и „Свети Патрик“, а в обратна посока – затворът Килмейнъм и Ирландският музей на модерното изкуство.",
        en: "Right opposite the Storehouse is the Roe & Co whiskey distillery with tours and a bar. Fifteen to twenty minutes' walk away are Christ Church and St Patrick's cathedrals, and in the other direction Kilmainham Gaol and the Irish Museum of Modern Art.",
      },
    },
    faq: [
      {
        question: {
          bg: "Включена ли е бира в билета за Гинес Сторхаус?",
          en: "Is a drink included in the Guinness Storehouse ticket?",
        },
        answer: {
          bg: "Да, стандартният билет включва халба Гинес или безалкохолна напитка, която можете да изпиете в Gravity Bar.",
          en: "Yes, the standard ticket includes a pint of Guinness or a soft drink, which you can enjoy in the Gravity Bar.",
        },
      },
      {
        question: { bg: "Може ли да се посети с деца?", en: "Can you visit with children?" },
        answer: {
          bg: "Да, децата са добре дошли с придружител, а вместо бира получават безалкохолна напитка.",
          en: "Yes, children are welcome with an adult and receive a soft drink instead of beer.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "DUB",
    name: { bg: "Темпъл Бар", en: "Temple Bar" },
    slug: { bg: "tempal-bar", en: "temple-bar" },
    description: {
      bg: "Калдъръменият квартал на южния бряг на Лифи с пъбове, жива ирландска музика, галерии и кина. Вечер е най-оживеното място в Дъблин.",
      en: "The cobbled quarter on the south bank of the Liffey, with pubs, live Irish music, galleries and cinemas. In the evening it is Dublin's liveliest spot.",
    },
    latitude: 53.3455,
    longitude: -6.2643,
    distanceKm: 0.4,
    transportInfo: {
      bg: "Пеша от O'Connell Street през моста Ха'пени; трамвай Luas до Westmoreland или Trinity (зелена линия) и Jervis (червена линия); автобуси по Dame Street.",
      en: "On foot from O'Connell Street via the Ha'penny Bridge; Luas to Westmoreland or Trinity (Green Line) and Jervis (Red Line); buses along Dame Street.",
    },
    selectionReason: {
      bg: "Най-лесното място да чуете жива ирландска музика и да усетите атмосферата на дъблинските пъбове.",
      en: "The easiest place to hear live Irish music and soak up the atmosphere of Dublin's pubs.",
    },
    seoTitle: { bg: "Темпъл Бар, Дъблин – пъбове, музика и съвети", en: "Temple Bar Dublin – pubs, music and tips" },
    seoDescription: {
      bg: "Темпъл Бар в Дъблин: пъбовете с жива музика, съботният пазар за храна, мостът Ха'пени, как да не надплатите за бира и как да стигнете.",
      en: "Temple Bar in Dublin: pubs with live music, the Saturday food market, the Ha'penny Bridge, how not to overpay for a pint and how to get there.",
    },
    keywords: {
      bg: ["Темпъл Бар", "Дъблин", "ирландски пъб", "жива музика", "мостът Ха'пени"],
      en: ["Temple Bar", "Dublin pubs", "Irish music", "Ha'penny Bridge"],
    },
    sections: {
      intro: {
        bg: "Темпъл Бар е квартал от тесни калдъръмени улички между реката и Dame Street. Тук червената фасада на пъба The Temple Bar е най-снимана, но и в съседните улици свирят цигулки и китари още от следобеда, а по стените има графити и плакати за концерти.",
        en: "Temple Bar is a quarter of narrow cobbled lanes between the river and Dame Street. The red façade of The Temple Bar pub is the most photographed, but fiddles and guitars play from the afternoon in the neighbouring lanes too, and the walls are covered with murals and gig posters.",
      },
      context: {
        bg: "Името идва от семейство Темпъл, което през XVII век има къща и градини тук, а „bar“ на старо означава крайречна пътека. През 70-те и 80-те години кварталът запада и за малко не е съборен заради автогара. През 90-те е обновен като културен квартал и днес съчетава нощен живот с галерии, театри и кино.",
        en: "The name comes from the Temple family, who had a house and gardens here in the 17th century, and 'bar' is an old word for a riverside path. In the 1970s and 1980s the area declined and was nearly demolished for a bus station. In the 1990s it was regenerated as a cultural quarter, and today it mixes nightlife with galleries, theatres and a cinema.",
      },
      practical: {
        bg: "Кварталът е открит по всяко време, но е най-оживен вечер и през уикенда, когато пъбовете са претъпкани. Бирата тук е чувствително по-скъпа, отколкото в другите части на Дъблин – за вечер с музика на по-приемлива цена потърсете пъб на няколко улици встрани. В събота на Meeting House Square има пазар за храна.",
        en: "The quarter is open at all times but busiest in the evenings and at weekends, when the pubs are packed. Pints here cost noticeably more than elsewhere in Dublin; for an evening of music at a fairer price, try a pub a few streets away. On Saturdays there is a food market in Meeting House Square.",
      },
      gettingThere: {
        bg: "От летище Дъблин (DUB) автобусите Dublin Express и Aircoach или линии 16 и 41 стигат до O'Connell Street за 30–40 минути. Оттам пресечете реката по моста Ха'пени и сте в Темпъл Бар.",
        en: "From Dublin Airport (DUB) Dublin Express and Aircoach coaches or routes 16 and 41 reach O'Connell Street in 30–40 minutes. From there cross the river on the Ha'penny Bridge and you are in Temple Bar.",
      },
      nearby: {
        bg: "Точно до квартала е мостът Ха'пени от 1816 г. – чугунен пешеходен мост, за преминаването по който някога се е плащало половин пени. На няколко минути са Дъблинският замък с безплатната библиотека „Честър Бийти“, катедралата „Крайст Чърч“ и Тринити Колидж.",
        en: "Right beside the quarter is the Ha'penny Bridge of 1816, a cast-iron footbridge that once charged a halfpenny toll. A few minutes away are Dublin Castle with the free Chester Beatty library, Christ Church Cathedral and Trinity College.",
      },
    },
    faq: [
      {
        question: { bg: "Скъп ли е Темпъл Бар?", en: "Is Temple Bar expensive?" },
        answer: {
          bg: "Да, цените на напитките тук са сред най-високите в града. Разходката и атмосферата са безплатни, а за по-евтина бира се отдалечете на няколко улици.",
          en: "Yes, drinks here are among the priciest in the city. The stroll and the atmosphere are free; for a cheaper pint, walk a few streets away.",
        },
      },
      {
        question: { bg: "Кога има жива музика в Темпъл Бар?", en: "When is there live music in Temple Bar?" },
        answer: {
          bg: "В много пъбове всеки ден, често още от ранния следобед до късно вечерта. Програмата обикновено е изписана на вратата.",
          en: "In many pubs every day, often from early afternoon until late at night. The schedule is usually posted at the door.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- SKG Thessaloniki
  {
    destinationIata: "SKG",
    name: { bg: "Бялата кула", en: "White Tower" },
    slug: { bg: "byalata-kula", en: "white-tower" },
    description: {
      bg: "Кръглата кула на крайбрежния булевард е символ на Солун. Вътре има музей за историята на града, а от покрива се вижда целият залив.",
      en: "The round tower on the seafront promenade is the symbol of Thessaloniki. Inside is a museum of the city's history, and the roof overlooks the whole bay.",
    },
    latitude: 40.6264,
    longitude: 22.9484,
    distanceKm: 0.9,
    transportInfo: {
      bg: "Десетина минути пеша по крайбрежието от площад „Аристотел“; много градски автобуси спират наблизо по булевардите „Никис“ и „Василиса Олга“.",
      en: "About ten minutes on foot along the waterfront from Aristotelous Square; many city buses stop nearby on Nikis and Vasilissis Olgas avenues.",
    },
    selectionReason: {
      bg: "Визитната картичка на Солун и любимото място за разходка по крайбрежието.",
      en: "Thessaloniki's calling card and the favourite spot for a seafront stroll.",
    },
    seoTitle: {
      bg: "Бялата кула, Солун – музей, гледка и история",
      en: "White Tower Thessaloniki – museum, views, history",
    },
    seoDescription: {
      bg: "Бялата кула в Солун: историята на „Кървавата кула“, музеят вътре, гледката от покрива и разходката по Нова паралия. Как да стигнете от летището.",
      en: "The White Tower in Thessaloniki: the 'Tower of Blood' story, the museum inside, the rooftop view, the waterfront and how to get there from the airport.",
    },
    keywords: {
      bg: ["Бялата кула", "Солун", "Солун забележителности", "Нова паралия", "Гърция"],
      en: ["White Tower", "Thessaloniki", "Thessaloniki sights", "New Waterfront", "Greece"],
    },
    sections: {
      intro: {
        bg: "Бялата кула е първото нещо, което човек свързва със Солун – и мястото, където всички си определят среща. Около нея започва Нова паралия с градини и скулптури, а вечер по крайбрежието се разхожда сякаш половината град.",
        en: "The White Tower is the first thing people associate with Thessaloniki, and the place where everyone arranges to meet. Around it begins the New Waterfront with gardens and sculptures, and in the evening half the city seems to stroll along the seafront.",
      },
      context: {
        bg: "Кулата е построена от османците след превземането на града през 1430 г. като част от крепостните стени, на мястото на по-стара византийска кула. Дълго служи за затвор и място за екзекуции, затова е наричана „Кървавата кула“. Според преданието в края на XIX век затворник я варосва срещу свободата си и оттогава тя е Бялата кула.",
        en: "The tower was built by the Ottomans after they took the city in 1430, as part of the walls, on the site of an older Byzantine tower. For a long time it served as a prison and place of execution, earning the name 'Tower of Blood'. According to legend, in the late 19th century a prisoner whitewashed it in exchange for his freedom, and it has been the White Tower ever since.",
      },
      highlights: {
        bg: "Изложбата за историята на Солун, подредена по етажите на кулата; панорамата от покрива към залива, пристанището и планината Олимп в ясен ден; скулптурата „Чадърите“ на Георгиос Зонголопулос на Нова паралия. Не пропускайте и конната статуя на Александър Велики наблизо.",
        en: "The exhibition on the history of Thessaloniki arranged over the tower's floors; the rooftop panorama of the bay, the port and, on clear days, Mount Olympus; the 'Umbrellas' sculpture by George Zongolopoulos on the New Waterfront. Don't miss the equestrian statue of Alexander the Great nearby.",
      },
      practical: {
        bg: "Музеят в кулата е отворен повечето дни от седмицата, като през зимата работното време е по-кратко – проверете преди посещението. Билетът е евтин, а стълбите вътре са тесни. Най-хубаво е в късния следобед, за да останете за залеза над залива.",
        en: "The museum in the tower opens most days of the week, with shorter hours in winter, so check before visiting. Tickets are inexpensive, and the stairs inside are narrow. Late afternoon is best, so you can stay for sunset over the bay.",
      },
      gettingThere: {
        bg: "Повечето българи пристигат в Солун с автобус или кола – от София пътят е около четири-пет часа. Ако летите, от летище „Македония“ (SKG) автобус 01X стига до центъра за около 45 минути в зависимост от трафика. От площад „Аристотел“ до кулата има десетина минути пеша по крайбрежието.",
        en: "Most Bulgarian visitors reach Thessaloniki by coach or car, about four to five hours from Sofia. If you fly, bus 01X runs from Makedonia Airport (SKG) to the centre in about 45 minutes, depending on traffic. From Aristotelous Square the tower is a ten-minute walk along the waterfront.",
      },
      nearby: {
        bg: "Срещу кулата започват градините на Нова паралия, а на няколко минути нагоре е Археологическият музей на Солун с находки от Македония. По крайбрежието на запад се стига до площад „Аристотел“.",
        en: "Opposite the tower begin the gardens of the New Waterfront, and a few minutes inland is the Archaeological Museum of Thessaloniki with finds from ancient Macedonia. Walking west along the seafront brings you to Aristotelous Square.",
      },
    },
    faq: [
      {
        question: { bg: "Може ли да се качим на Бялата кула?", en: "Can you go up the White Tower?" },
        answer: {
          bg: "Да, с билет за музея минавате през етажите с изложбата и излизате на покрива с гледка към залива.",
          en: "Yes, a museum ticket takes you up through the exhibition floors to the roof with its view of the bay.",
        },
      },
      {
        question: { bg: "Защо се казва Бялата кула?", en: "Why is it called the White Tower?" },
        answer: {
          bg: "Според легендата в края на XIX век затворник я варосал в замяна на свободата си. Варът отдавна го няма, но името остава.",
          en: "Legend says a prisoner whitewashed it in the late 19th century in exchange for his freedom. The whitewash is long gone, but the name stuck.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "SKG",
    name: { bg: "Базиликата Свети Димитър", en: "Church of Saint Demetrius" },
    slug: { bg: "bazilikata-sveti-dimitar", en: "church-of-saint-demetrius" },
    description: {
      bg: "Най-голямата църква в Солун, посветена на покровителя на града свети Димитър Солунски. Раннохристиянската базилика с криптата е част от обекта на ЮНЕСКО.",
      en: "The largest church in Thessaloniki, dedicated to the city's patron saint, Demetrius. The early Christian basilica and its crypt are part of a UNESCO World Heritage Site.",
    },
    latitude: 40.6401,
    longitude: 22.9479,
    distanceKm: 1,
    transportInfo: {
      bg: "Около 10–15 минути пеша нагоре по улица „Аристотел“ от едноименния площад; градски автобуси по улица „Агиу Димитриу“.",
      en: "About 10–15 minutes on foot uphill along Aristotelous Street from the square; city buses along Agiou Dimitriou Street.",
    },
    selectionReason: {
      bg: "Светинята, свързана и с българската история, която всеки православен поклонник в Солун посещава.",
      en: "A shrine also linked to Bulgarian history, visited by every Orthodox pilgrim to Thessaloniki.",
    },
    seoTitle: {
      bg: "Свети Димитър, Солун – базиликата и криптата",
      en: "Saint Demetrius Church Thessaloniki – basilica, crypt",
    },
    seoDescription: {
      bg: "Базиликата Свети Димитър в Солун: историята на покровителя на града, мозайките от VII век, криптата, връзката с България и съвети за посещение.",
      en: "The Church of Saint Demetrius in Thessaloniki: the patron saint's story, the 7th-century mosaics, the crypt, the link with Bulgaria and visiting tips.",
    },
    keywords: {
      bg: ["Свети Димитър Солунски", "Солун", "базиликата Свети Димитър", "поклонение Гърция", "ЮНЕСКО Гърция"],
      en: ["Saint Demetrius", "Thessaloniki", "Hagios Demetrios", "Byzantine churches", "UNESCO Greece"],
    },
    sections: {
      intro: {
        bg: "Свети Димитър е за Солун това, което е свети Марко за Венеция – покровител и символ. Базиликата му е огромна, с пет кораба, мраморни колони и мозайки, оцелели от пожари и векове, а в криптата се слиза до мястото, където според преданието светецът е загинал.",
        en: "Saint Demetrius is to Thessaloniki what Saint Mark is to Venice: patron and symbol. His basilica is vast, with five aisles, marble columns and mosaics that survived fires and centuries, and steps lead down to the crypt where, by tradition, the saint was martyred.",
      },
      context: {
        bg: "Първата голяма базилика е издигната през V век над мястото на мъченическата смърт на свети Димитър в началото на IV век. След пожар през VII век е възстановена, през османския период е превърната в джамия, а при Големия пожар в Солун през 1917 г. почти изгаря; днешният ѝ вид е от възстановяването, завършено в средата на XX век. За българите светецът е особено почитан: по времето на въстанието на Асен и Петър през 1185 г. се разказва, че той е напуснал Солун и е дошъл да закриля Търново.",
        en: "The first great basilica was built in the 5th century over the place where Demetrius was martyred in the early 4th century. Rebuilt after a fire in the 7th century, it became a mosque in the Ottoman period and almost burned down in the Great Fire of 1917; its present form dates from a restoration completed in the mid-20th century. Bulgarians hold the saint in special regard: during the uprising of Asen and Peter in 1185 it was said that he had left Thessaloniki to protect Tarnovo.",
      },
      highlights: {
        bg: "Мозайките от VII век със свети Димитър и ктиторите на храма; реликварият с мощите на светеца; криптата, изградена върху останки от римски бани. Заслужава си да видите и параклиса на свети Евтимий със стенописи от XIV век.",
        en: "The 7th-century mosaics of Saint Demetrius with the church's founders; the reliquary with the saint's relics; the crypt built over the remains of Roman baths. Also worth seeing: the chapel of Saint Euthymius with 14th-century frescoes.",
      },
      practical: {
        bg: "Църквата е действаща и входът е свободен; облечете се скромно и пазете тишина по време на служба. Криптата има ограничено работно време, затова е най-добре да дойдете сутрин. Празникът на светеца е на 26 октомври, когато в града има шествия и тълпи поклонници.",
        en: "The church is active and free to enter; dress modestly and keep quiet during services. The crypt has limited opening hours, so mornings are best. The saint's feast day is 26 October, when the city holds processions and fills with pilgrims.",
      },
      gettingThere: {
        bg: "От летище „Македония“ (SKG) автобус 01X стига до центъра за около 45 минути; оттам до базиликата се върви около 10–15 минути нагоре. С кола от България най-удобно е да паркирате в центъра и да продължите пеша.",
        en: "From Makedonia Airport (SKG) bus 01X reaches the centre in about 45 minutes; from there the basilica is a 10–15-minute walk uphill. If you drive from Bulgaria, park in the centre and continue on foot.",
      },
      nearby: {
        bg: "Малко по-надолу е Римският форум (Древната агора) с одеон и подземни галерии. Нагоре започва Горният град (Ано Поли) с тесни улички, византийски църкви и крепостни стени, а на запад е пазарът Капани.",
        en: "A little downhill is the Roman Forum (Ancient Agora) with its odeon and underground galleries. Uphill begins the Upper Town (Ano Poli) with narrow lanes, Byzantine churches and city walls, and to the west is the Kapani market.",
      },
    },
    faq: [
      {
        question: {
          bg: "Плаща ли се вход за базиликата Свети Димитър?",
          en: "Is there an entry fee for Saint Demetrius?",
        },
        answer: {
          bg: "Не, църквата е действаща и входът е свободен. Спазвайте облеклото и тишината по време на служба.",
          en: "No, it is a working church and entry is free. Dress appropriately and keep quiet during services.",
        },
      },
      {
        question: { bg: "Кога е денят на свети Димитър Солунски?", en: "When is Saint Demetrius's feast day?" },
        answer: {
          bg: "На 26 октомври. В Солун това е голям празник, който съвпада и с годишнината от освобождението на града през 1912 г.",
          en: "On 26 October. It is a major holiday in Thessaloniki, coinciding with the anniversary of the city's liberation in 1912.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "SKG",
    name: { bg: "Ротондата", en: "Rotunda of Galerius" },
    slug: { bg: "rotondata", en: "rotunda-of-galerius" },
    description: {
      bg: "Масивна кръгла сграда от около 306 г., построена от римския император Галерий и превърната по-късно в църква и джамия. Една от най-старите църкви в света с уникални мозайки.",
      en: "A massive round building from around AD 306, built by the Roman emperor Galerius and later turned into a church and then a mosque. One of the oldest churches in the world, with remarkable mosaics.",
    },
    latitude: 40.6333,
    longitude: 22.9529,
    distanceKm: 1,
    transportInfo: {
      bg: "Метро до спирки Agias Sofias или Sintrivani и няколко минути пеша; автобусите по улица „Егнатия“ спират при Арката на Галерий.",
      en: "Metro to Agias Sofias or Sintrivani and a few minutes on foot; buses along Egnatia Street stop at the Arch of Galerius.",
    },
    selectionReason: {
      bg: "Седемнайсет века история в една сграда – римски храм, християнска църква и османска джамия.",
      en: "Seventeen centuries of history in a single building: Roman monument, Christian church and Ottoman mosque.",
    },
    seoTitle: { bg: "Ротондата и Арката на Галерий, Солун", en: "Rotunda and Arch of Galerius, Thessaloniki" },
    seoDescription: {
      bg: "Ротондата в Солун: римската сграда на Галерий, златните мозайки, минарето, Арката на Галерий (Камара) наблизо и как да стигнете с метро.",
      en: "The Rotunda in Thessaloniki: Galerius's Roman building, its golden mosaics, the minaret, the nearby Arch of Galerius (Kamara) and getting there by metro.",
    },
    keywords: {
      bg: ["Ротондата", "Солун", "Арката на Галерий", "Камара", "римски Солун"],
      en: ["Rotunda", "Thessaloniki", "Arch of Galerius", "Kamara", "Roman Thessaloniki"],
    },
    sections: {
      intro: {
        bg: "Ротондата е една от най-впечатляващите сгради в Солун – огромен тухлен цилиндър със стени с дебелина над шест метра, до който се издига оцеляло османско минаре. Вътре под купола блестят остатъци от мозайки със златен фон.",
        en: "The Rotunda is one of Thessaloniki's most striking buildings: a huge brick cylinder with walls more than six metres thick, beside which stands a surviving Ottoman minaret. Inside, remnants of gold-ground mosaics gleam beneath the dome.",
      },
      context: {
        bg: "Сградата е издигната около 306 г. като част от дворцовия комплекс на император Галерий – вероятно като храм или мавзолей. В края на IV или през V век е превърната в християнска църква и украсена с мозайки, а в края на XVI век османците я правят джамия и добавят минарето. От 1988 г. е част от раннохристиянските и византийските паметници на Солун в списъка на ЮНЕСКО.",
        en: "The building went up around AD 306 as part of Emperor Galerius's palace complex, probably as a temple or mausoleum. In the late 4th or the 5th century it became a Christian church decorated with mosaics, and in the late 16th century the Ottomans made it a mosque and added the minaret. Since 1988 it has been part of the UNESCO-listed Paleochristian and Byzantine Monuments of Thessaloniki.",
      },
      highlights: {
        bg: "Мозайките в купола с фигури на светци пред фантастична архитектура; огромното кръгло пространство под купола; минарето до входа. На стотина метра е Арката на Галерий (Камара) с релефи за победата над персите – любимото място за срещи на солунчани.",
        en: "The dome mosaics with figures of saints before fantastical architecture; the vast circular space beneath the dome; and the minaret by the entrance. About a hundred metres away is the Arch of Galerius (Kamara), with reliefs of the victory over the Persians and a favourite meeting point for locals.",
      },
      practical: {
        bg: "Ротондата е отворена като паметник с малка входна такса, а работното време се променя според сезона – проверете предварително. Отделете около половин час за Ротондата и още толкова за Арката и останките на двореца на Галерий на площад „Наварину“.",
        en: "The Rotunda is open as a monument for a small entry fee, with hours that vary by season, so check ahead. Allow about half an hour for the Rotunda and as much again for the Arch and the remains of Galerius's palace on Navarinou Square.",
      },
      gettingThere: {
        bg: "От летище „Македония“ (SKG) автобус 01X пътува към центъра за около 45 минути. В града метрото, открито в края на 2024 г., спира на Agias Sofias и Sintrivani, а от площад „Аристотел“ пеша по „Егнатия“ се стига за 15 минути.",
        en: "From Makedonia Airport (SKG) bus 01X heads to the centre in about 45 minutes. In town, the metro opened at the end of 2024 stops at Agias Sofias and Sintrivani, and from Aristotelous Square it is a 15-minute walk along Egnatia.",
      },
      nearby: {
        bg: "Арката на Галерий е точно под Ротондата, а на юг се стига до площад „Наварину“ с руините на двореца на императора. На десет минути пеша е църквата „Света София“ от VIII век, а по-нагоре – Горният град.",
        en: "The Arch of Galerius stands just below the Rotunda, and to the south Navarinou Square has the ruins of the emperor's palace. Ten minutes' walk away is the 8th-century church of Hagia Sophia, and further uphill the Upper Town.",
      },
    },
    faq: [
      {
        question: { bg: "Църква ли е Ротондата днес?", en: "Is the Rotunda a church today?" },
        answer: {
          bg: "Сградата се управлява като паметник на културата и музей, а в определени празнични дни в нея се отслужват и литургии.",
          en: "It is managed as a monument and museum, although services are held on certain feast days.",
        },
      },
      {
        question: { bg: "Какво е Камара?", en: "What is the Kamara?" },
        answer: {
          bg: "Така солунчани наричат Арката на Галерий – триумфална арка от около 300 г., издигната в чест на победата на императора над персите.",
          en: "It is what locals call the Arch of Galerius, a triumphal arch from around AD 300 celebrating the emperor's victory over the Persians.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- LCA Larnaca
  {
    destinationIata: "LCA",
    name: { bg: "Църквата Свети Лазар", en: "Church of Saint Lazarus" },
    slug: { bg: "carkvata-sveti-lazar", en: "church-of-saint-lazarus" },
    description: {
      bg: "Каменната църква от IX век в сърцето на Ларнака е построена над гроба на свети Лазар, когото според преданието Христос възкресява и който по-късно става епископ на Китион.",
      en: "The 9th-century stone church in the heart of Larnaca stands over the tomb of Saint Lazarus, whom tradition says Christ raised from the dead and who later became Bishop of Kition.",
    },
    latitude: 34.9122,
    longitude: 33.6357,
    distanceKm: 0.4,
    transportInfo: {
      bg: "Пет минути пеша от крайбрежния булевард Финикудес, където спират междуградските и градските автобуси.",
      en: "Five minutes on foot from the Finikoudes seafront, where intercity and local buses stop.",
    },
    selectionReason: {
      bg: "Една от най-важните православни светини в Кипър и най-старата забележителност на Ларнака.",
      en: "One of the most important Orthodox shrines in Cyprus and Larnaca's oldest landmark.",
    },
    seoTitle: {
      bg: "Църквата Свети Лазар, Ларнака – гробът и криптата",
      en: "Church of Saint Lazarus Larnaca – tomb and crypt",
    },
    seoDescription: {
      bg: "Църквата Свети Лазар в Ларнака: историята на гроба на светеца, позлатеният иконостас, криптата и музеят, облеклото и как да стигнете пеша.",
      en: "The Church of Saint Lazarus in Larnaca: the story of the saint's tomb, the gilded iconostasis, the crypt and museum, dress code and how to walk there.",
    },
    keywords: {
      bg: ["Свети Лазар", "Ларнака", "Кипър", "православни светини", "криптата на Свети Лазар"],
      en: ["Saint Lazarus", "Larnaca", "Cyprus", "Orthodox church", "Agios Lazaros"],
    },
    sections: {
      intro: {
        bg: "Църквата „Свети Лазар“ е най-разпознаваемата сграда в Ларнака – с каменните си стени и високата камбанария, издигаща се над площада. Вътре полумракът, миризмата на восък и позлатеният иконостас създават усещане, че времето е спряло.",
        en: "The Church of Saint Lazarus is Larnaca's most recognisable building, with its stone walls and tall bell tower rising above the square. Inside, the half-light, the scent of beeswax and the gilded iconostasis make time seem to stand still.",
      },
      context: {
        bg: "Според православното предание след възкресението си Лазар бяга в Кипър, където живее още тридесет години като епископ на Китион – древната Ларнака. През 890 г. тук е открит гроб с надпис „Лазар Четиридневни, приятел Христов“. Император Лъв VI Мъдри пренася част от мощите в Константинопол и в знак на благодарност построява днешната църква.",
        en: "According to Orthodox tradition, after his resurrection Lazarus fled to Cyprus, where he lived another thirty years as Bishop of Kition, ancient Larnaca. In 890 a tomb was found here inscribed 'Lazarus, the four-days dead, friend of Christ'. Emperor Leo VI the Wise moved part of the relics to Constantinople and, in thanks, built the present church.",
      },
      highlights: {
        bg: "Резбованият и позлатен иконостас от XVIII век; криптата с гроба на светеца под олтара; сребърният реликварий с частица от мощите. Не пропускайте и камбанарията от XIX век и двора с византийския музей.",
        en: "The carved and gilded 18th-century iconostasis; the crypt with the saint's tomb beneath the altar; the silver reliquary holding part of his relics. Don't miss the 19th-century bell tower and courtyard with the Byzantine museum.",
      },
      practical: {
        bg: "Църквата е действаща и входът е свободен, а музеят в двора е срещу малка такса. Облечете се скромно – с покрити рамене и колене. Работното време е от сутринта до вечерта с обедна почивка, а в неделя сутрин и на големи празници има служби. На Лазаровден, в съботата преди Цветница, иконата на светеца се носи в шествие из града.",
        en: "The church is active and free to enter; the museum in the courtyard has a small fee. Dress modestly, with shoulders and knees covered. It opens from morning to evening with a midday break, and there are services on Sunday mornings and major feast days. On Lazarus Saturday, the day before Palm Sunday, the saint's icon is carried in procession through the town.",
      },
      gettingThere: {
        bg: "Летище Ларнака (LCA) е само на няколко километра: с такси пътят е 10–15 минути, а местните автобуси стигат до Финикудес за около половин час. От крайбрежието до църквата се върви пет минути.",
        en: "Larnaca Airport (LCA) is only a few kilometres away: a taxi takes 10–15 minutes, and local buses reach Finikoudes in about half an hour. From the seafront the church is a five-minute walk.",
      },
      nearby: {
        bg: "На няколко минути е крайбрежният булевард Финикудес с палмите и плажа. На юг е Средновековната крепост на Ларнака, а зад нея – старият турски квартал Скала с керамични работилници.",
        en: "A few minutes away is the palm-lined Finikoudes promenade and beach. To the south is Larnaca's medieval fort, and beyond it the old Turkish quarter of Skala with its pottery workshops.",
      },
    },
    faq: [
      {
        question: {
          bg: "Може ли да се слезе в криптата на Свети Лазар?",
          en: "Can you go down into the crypt of Saint Lazarus?",
        },
        answer: {
          bg: "Да, криптата под олтара обикновено е отворена за посетители в работното време на църквата, освен по време на служби.",
          en: "Yes, the crypt beneath the altar is usually open to visitors during the church's opening hours, except during services.",
        },
      },
      {
        question: { bg: "Има ли изискване за облеклото?", en: "Is there a dress code?" },
        answer: {
          bg: "Да, както във всяка православна църква – покрити рамене и колене. Плажното облекло не е подходящо.",
          en: "Yes, as in any Orthodox church: shoulders and knees covered. Beachwear is not appropriate.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "LCA",
    name: { bg: "Хала Султан Теке и Солното езеро", en: "Hala Sultan Tekke and the Salt Lake" },
    slug: { bg: "hala-sultan-teke-i-solnoto-ezero", en: "hala-sultan-tekke-and-the-salt-lake" },
    description: {
      bg: "Османска джамия сред палми на брега на Солното езеро край Ларнака, където зимуват хиляди розови фламинго. Едно от най-почитаните мюсюлмански места в Кипър.",
      en: "An Ottoman mosque among palm trees on the shore of Larnaca's Salt Lake, where thousands of flamingos spend the winter. One of the most revered Muslim sites in Cyprus.",
    },
    latitude: 34.8851,
    longitude: 33.609,
    distanceKm: 4.3,
    transportInfo: {
      bg: "Най-лесно с такси или кола (около 10 минути от центъра); покрай езерото има пешеходна и велосипедна пътека от Ларнака. Автобусите в района са редки – проверете разписанието.",
      en: "Easiest by taxi or car (about ten minutes from the centre); a walking and cycling trail runs along the lake from Larnaca. Buses in the area are infrequent, so check the timetable.",
    },
    selectionReason: {
      bg: "Съчетание от история, природа и най-красивата зимна гледка в Кипър – фламинго пред минаре.",
      en: "A mix of history, nature and the finest winter view in Cyprus: flamingos in front of a minaret.",
    },
    seoTitle: { bg: "Хала Султан Теке и Солното езеро, Ларнака", en: "Hala Sultan Tekke and the Salt Lake, Larnaca" },
    seoDescription: {
      bg: "Хала Султан Теке край Ларнака: историята на джамията, кога да видите фламингото на Солното езеро, пешеходната пътека и правила за посещение.",
      en: "Hala Sultan Tekke near Larnaca: the mosque's story, when to see flamingos on the Salt Lake, the nature trail and etiquette for visiting.",
    },
    keywords: {
      bg: ["Хала Султан Теке", "Солното езеро", "Ларнака", "фламинго Кипър", "джамия Кипър"],
      en: ["Hala Sultan Tekke", "Larnaca Salt Lake", "flamingos Cyprus", "Larnaca", "mosque Cyprus"],
    },
    sections: {
      intro: {
        bg: "Белият купол и минарето на Хала Султан Теке, отразени във водата на Солното езеро, са една от най-красивите гледки в Кипър. През зимата езерото се изпълва с фламинго, а през лятото пресъхва и се превръща в блестяща солена равнина.",
        en: "The white dome and minaret of Hala Sultan Tekke reflected in the Salt Lake are one of the loveliest sights in Cyprus. In winter the lake fills with flamingos; in summer it dries out into a shimmering salt flat.",
      },
      context: {
        bg: "Според мюсюлманското предание тук е погребана Ум Харам, близка роднина на пророка Мохамед, която загива, падайки от муле, по време на арабски поход към Кипър през VII век. Гробницата е почитана от векове, а днешната джамия е построена от османците в началото на XIX век. Край комплекса са открити и останки от селище от бронзовата епоха.",
        en: "According to Muslim tradition, Umm Haram, a close relative of the Prophet Muhammad, is buried here; she died after falling from a mule during an Arab raid on Cyprus in the 7th century. The tomb has been revered for centuries, and the present mosque was built by the Ottomans in the early 19th century. Remains of a Bronze Age settlement have also been found near the complex.",
      },
      highlights: {
        bg: "Гробницата на Ум Харам в джамията; тихият двор с палми, кипариси и фонтан за омиване; гледката към езерото и – от ноември до март – ятата фламинго. Заслужава си да видите и залеза над солената равнина.",
        en: "The tomb of Umm Haram inside the mosque; the quiet courtyard with palms, cypresses and an ablution fountain; the view over the lake and, from November to March, the flocks of flamingos. Also worth seeing: sunset over the salt flat.",
      },
      practical: {
        bg: "Джамията е действаща: облечете се скромно, събуйте обувките си, а жените покриват главата си (на входа обикновено има кърпи). Входът е свободен. Фламингото се вижда най-добре от ноември до март, а през лятото езерото е сухо и горещо – елате рано сутрин или привечер.",
        en: "The mosque is active: dress modestly, take off your shoes, and women cover their hair (scarves are usually available at the entrance). Entry is free. Flamingos are best seen from November to March; in summer the lake is dry and hot, so come early or in the evening.",
      },
      nearby: {
        bg: "Около езерото минава маркирана пътека за разходка и колоездене с места за наблюдение на птици. Точно до джамията са разкопките на селището от бронзовата епоха, а на отсрещния бряг се виждат самолетите, кацащи на летището.",
        en: "A marked walking and cycling trail circles the lake, with bird-watching spots. Right next to the mosque are the excavations of the Bronze Age settlement, and across the water you can watch planes landing at the airport.",
      },
    },
    faq: [
      {
        question: { bg: "Кога има фламинго на Солното езеро?", en: "When are there flamingos on the Salt Lake?" },
        answer: {
          bg: "Обикновено от ноември до март, когато езерото е пълно с вода. Броят им се променя всяка година според валежите.",
          en: "Usually from November to March, when the lake holds water. Their numbers vary each year with the rainfall.",
        },
      },
      {
        question: { bg: "Може ли немюсюлмани да влизат в джамията?", en: "Can non-Muslims enter the mosque?" },
        answer: {
          bg: "Да, посетителите са добре дошли извън времето за молитва, стига да са облечени подходящо и да се събуят.",
          en: "Yes, visitors are welcome outside prayer times, provided they dress appropriately and remove their shoes.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "LCA",
    name: { bg: "Финикудес", en: "Finikoudes Promenade" },
    slug: { bg: "finikudes", en: "finikoudes-promenade" },
    description: {
      bg: "Крайбрежната алея с палми в центъра на Ларнака, с плаж с плитка вода, кафенета и ресторанти. Любимото място за разходка на местните и туристите.",
      en: "The palm-lined seafront promenade in central Larnaca, with a shallow-water beach, cafés and restaurants. The favourite stroll of locals and visitors alike.",
    },
    latitude: 34.9148,
    longitude: 33.6383,
    distanceKm: 0.2,
    transportInfo: {
      bg: "В самия център на Ларнака; тук спират междуградските автобуси от Никозия, Лимасол и Айя Напа, както и градските линии.",
      en: "In the very centre of Larnaca; intercity buses from Nicosia, Limassol and Ayia Napa stop here, as do local routes.",
    },
    selectionReason: {
      bg: "Плаж в центъра на града, на десет минути от летището – рядкост в Средиземноморието.",
      en: "A beach in the city centre ten minutes from the airport, a rarity in the Mediterranean.",
    },
    seoTitle: {
      bg: "Финикудес, Ларнака – плажът и крайбрежната алея",
      en: "Finikoudes, Larnaca – beach and seafront promenade",
    },
    seoDescription: {
      bg: "Финикудес в Ларнака: плажът с плитка вода, алеята с палми, крепостта, празникът Катаклизмос и как да стигнете за минути от летището.",
      en: "Finikoudes in Larnaca: the shallow-water beach, the palm-lined promenade, the fort, the Kataklysmos festival and how to get there from the airport.",
    },
    keywords: {
      bg: ["Финикудес", "Ларнака плаж", "Кипър", "крайбрежна алея", "Катаклизмос"],
      en: ["Finikoudes", "Larnaca beach", "Cyprus", "seafront promenade", "Kataklysmos"],
    },
    sections: {
      intro: {
        bg: "Финикудес е сърцето на Ларнака: от едната страна се редят кафенета, ресторанти и сладоледени, а от другата – палми и пясъчен плаж с плитка, спокойна вода. Сутрин тук тичат местни, следобед се плува, а вечер цялата алея се изпълва с разхождащи се семейства.",
        en: "Finikoudes is the heart of Larnaca: cafés, restaurants and ice-cream parlours line one side, palms and a sandy beach with shallow, calm water the other. Locals jog here in the morning, people swim in the afternoon, and in the evening the promenade fills with strolling families.",
      },
      context: {
        bg: "Името идва от гръцката дума за палма – алеята е известна с дългата си редица палмови дървета. В южния край се издига крепостта на Ларнака, чийто днешен вид е от османския период, а на север е яхтеното пристанище. Тук се намира и паметникът на атинския пълководец Кимон, загинал при обсадата на Китион през V век пр. Хр.",
        en: "The name comes from the Greek word for palm tree, and the promenade is known for its long row of palms. At the southern end stands Larnaca Fort, whose present form dates from the Ottoman period, and to the north is the marina. Here too is the monument to the Athenian general Kimon, who died besieging Kition in the 5th century BC.",
      },
      highlights: {
        bg: "Плажът със син флаг и плитка вода, подходящ за деца; вечерната разходка под осветените палми; крепостта на Ларнака с малък музей. Не пропускайте и празника Катаклизмос по Петдесетница, когато по крайбрежието има концерти, сергии и водни игри.",
        en: "The Blue Flag beach with shallow water, ideal for children; the evening walk beneath the illuminated palms; Larnaca Fort with its small museum. Don't miss the Kataklysmos festival at Pentecost, when the seafront fills with concerts, stalls and water games.",
      },
      practical: {
        bg: "Алеята и плажът са открити по всяко време, а шезлонгите и чадърите се наемат през сезона. Сезонът за плаж е от май до октомври, но дори през зимата е приятно за разходка на слънце. Ресторантите на първа линия са по-скъпи – в пресечките навътре има по-автентични таверни.",
        en: "The promenade and beach are always open, and sunbeds and umbrellas can be rented in season. Swimming season runs from May to October, but even in winter it is pleasant to walk in the sun. The front-line restaurants are pricier; more authentic tavernas hide in the side streets.",
      },
      gettingThere: {
        bg: "От летище Ларнака (LCA) с такси пътят е около 10 минути, а местните автобуси стигат до Финикудес за около половин час. Ако пристигате от Никозия или Лимасол, междуградските автобуси спират точно на алеята.",
        en: "From Larnaca Airport (LCA) a taxi takes about ten minutes, and local buses reach Finikoudes in about half an hour. If you arrive from Nicosia or Limassol, intercity buses stop right on the promenade.",
      },
      nearby: {
        bg: "На пет минути навътре е църквата „Свети Лазар“. В южния край на алеята са крепостта и голямата джамия, а на север – яхтеното пристанище и археологическият обект Китион малко по-навътре в града.",
        en: "Five minutes inland is the Church of Saint Lazarus. At the southern end of the promenade are the fort and the Grand Mosque, and to the north the marina, with the archaeological site of Kition a little further into town.",
      },
    },
    faq: [
      {
        question: { bg: "Подходящ ли е плажът Финикудес за деца?", en: "Is Finikoudes beach good for children?" },
        answer: {
          bg: "Да, водата е плитка и спокойна на десетки метри навътре, а на плажа има спасители през сезона.",
          en: "Yes, the water stays shallow and calm for dozens of metres, and there are lifeguards in season.",
        },
      },
      {
        question: { bg: "Какво е Катаклизмос?", en: "What is Kataklysmos?" },
        answer: {
          bg: "Празникът на потопа, който се отбелязва по Петдесетница. В Ларнака е най-голям – с концерти, сергии и игри във водата по Финикудес.",
          en: "The Festival of the Flood, held at Pentecost. Larnaca's is the biggest, with concerts, stalls and water games along Finikoudes.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- MLA Malta (Valletta)
  {
    destinationIata: "MLA",
    name: { bg: "Катедралата Свети Йоан", en: "Co-Cathedral of St John" },
    slug: { bg: "katedralata-sveti-ioan", en: "co-cathedral-of-st-john" },
    description: {
      bg: "Катедралата на Малтийския орден във Валета изглежда скромно отвън, но вътре е сред най-пищните барокови интериори в Европа. Тук е прочутото платно на Караваджо „Обезглавяването на свети Йоан Кръстител“.",
      en: "The church of the Knights of Malta in Valletta looks plain outside but holds one of the most lavish Baroque interiors in Europe. It is home to Caravaggio's famous Beheading of Saint John the Baptist.",
    },
    latitude: 35.8977,
    longitude: 14.5124,
    distanceKm: 0.2,
    transportInfo: {
      bg: "Пет минути пеша от Градската порта и автобусния терминал на Валета, където пристигат всички автобуси от острова.",
      en: "Five minutes on foot from Valletta's City Gate and bus terminus, where buses from all over the island arrive.",
    },
    selectionReason: {
      bg: "Шедьовърът на Малтийския орден и единствената подписана творба на Караваджо.",
      en: "The masterpiece of the Knights of Malta and the home of Caravaggio's only signed painting.",
    },
    seoTitle: {
      bg: "Катедралата Свети Йоан, Валета – Караваджо и съвети",
      en: "St John's Co-Cathedral Valletta – Caravaggio, tips",
    },
    seoDescription: {
      bg: "Катедралата Свети Йоан във Валета: картините на Караваджо, мраморните надгробни плочи на рицарите, правила за облеклото и кога е затворена.",
      en: "St John's Co-Cathedral in Valletta: the Caravaggio paintings, the knights' marble tombstones, the dress code and when it is closed.",
    },
    keywords: {
      bg: ["Катедралата Свети Йоан", "Валета", "Малта", "Караваджо", "Малтийският орден"],
      en: ["St John's Co-Cathedral", "Valletta", "Malta", "Caravaggio", "Knights of Malta"],
    },
    sections: {
      intro: {
        bg: "Отвън катедралата прилича на крепост – строга фасада от варовик и две камбанарии. Щом влезете обаче, ви заслепяват позлатени стени, изписани сводове и под, изцяло покрит с цветни мраморни надгробни плочи на рицари.",
        en: "From the outside the cathedral looks like a fortress, with a stern limestone façade and two bell towers. Step inside, though, and you are dazzled by gilded walls, painted vaults and a floor entirely covered with the knights' coloured marble tombstones.",
      },
      context: {
        bg: "Храмът е построен през 70-те години на XVI век по проект на малтийския архитект Джироламо Касар като конвентуална църква на рицарите хоспиталиери. През XVII век художникът Матия Прети изписва свода и превръща интериора в бароков шедьовър. Нарича се ко-катедрала, защото споделя ролята на катедрала с базиликата „Свети Павел“ в Мдина.",
        en: "The church was built in the 1570s to designs by Maltese architect Girolamo Cassar as the conventual church of the Knights Hospitaller. In the 17th century the painter Mattia Preti decorated the vault and turned the interior into a Baroque masterpiece. It is called a co-cathedral because it shares cathedral status with St Paul's in Mdina.",
      },
      highlights: {
        bg: "„Обезглавяването на свети Йоан Кръстител“ на Караваджо от 1608 г. – най-голямото му платно и единственото с неговия подпис; „Свети Йероним пише“ от същия художник; около 400 мраморни надгробни плочи в пода. Заслужава си да видите и параклисите на отделните „езици“ (национални клонове) на ордена.",
        en: "Caravaggio's 1608 Beheading of Saint John the Baptist, his largest canvas and the only one bearing his signature; his Saint Jerome Writing; some 400 marble tombstones in the floor. Also worth seeing: the chapels of the Order's individual 'langues' (national branches).",
      },
      practical: {
        bg: "Катедралата е отворена за туристи от понеделник до събота и е затворена в неделя и на официални празници. Раменете и коленете трябва да са покрити, а обувките с тънки токчета не се допускат, за да не се повреди мраморът. Билетът включва аудиогид; купете го онлайн и елате сутрин, преди круизните групи.",
        en: "The cathedral opens to visitors Monday to Saturday and is closed on Sundays and public holidays. Shoulders and knees must be covered, and stiletto heels are not allowed, to protect the marble. The ticket includes an audio guide; buy online and come in the morning, before the cruise groups.",
      },
      gettingThere: {
        bg: "От летище Малта (MLA) експресният автобус X4 стига до терминала на Валета за около 20–30 минути, а оттам до катедралата се върви пет минути по улица „Република“. От Слима до Валета има и ферибот през залива Марсамшет.",
        en: "From Malta Airport (MLA) express bus X4 reaches the Valletta terminus in about 20–30 minutes, and the cathedral is a five-minute walk along Republic Street. From Sliema there is also a ferry across Marsamxett Harbour to Valletta.",
      },
      nearby: {
        bg: "На две минути е Дворецът на великия магистър с оръжейната палата. Наблизо са театър „Маноел“ от XVIII век – един от най-старите действащи театри в Европа – и Горните градини Барака с гледка към Гранд Харбър.",
        en: "Two minutes away is the Grandmaster's Palace with its armoury. Nearby are the 18th-century Manoel Theatre, one of the oldest working theatres in Europe, and the Upper Barrakka Gardens overlooking the Grand Harbour.",
      },
    },
    faq: [
      {
        question: { bg: "Може ли да се снима в катедралата?", en: "Can you take photos in the cathedral?" },
        answer: {
          bg: "Снимането за лична употреба обикновено е разрешено без светкавица, но в ораторията с картините на Караваджо правилата може да са по-строги – следвайте указанията на място.",
          en: "Photography for personal use is generally allowed without flash, but rules may be stricter in the oratory with the Caravaggio paintings, so follow the signs.",
        },
      },
      {
        question: { bg: "Отворена ли е катедралата в неделя?", en: "Is the cathedral open on Sundays?" },
        answer: {
          bg: "Не за туристически посещения – в неделя и на официални празници е отворена само за богослужения.",
          en: "Not for tourist visits: on Sundays and public holidays it is open only for worship.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "MLA",
    name: { bg: "Горните градини Барака", en: "Upper Barrakka Gardens" },
    slug: { bg: "gornite-gradini-baraka", en: "upper-barrakka-gardens" },
    description: {
      bg: "Градините с арки на най-високата точка на бастионите на Валета предлагат най-хубавата гледка към Гранд Харбър и Трите града. Отдолу оръдейната батарея стреля всеки ден по обяд.",
      en: "The arcaded gardens on the highest point of Valletta's bastions offer the finest view of the Grand Harbour and the Three Cities. Below them, the Saluting Battery fires every day at noon.",
    },
    latitude: 35.8948,
    longitude: 14.5126,
    distanceKm: 0.5,
    transportInfo: {
      bg: "Пет минути пеша от Градската порта и автобусния терминал; от пристанището долу се качвате с асансьора Барака.",
      en: "Five minutes on foot from City Gate and the bus terminus; from the waterfront below, ride up in the Barrakka Lift.",
    },
    selectionReason: {
      bg: "Най-красивата гледка на Малта, и то безплатна.",
      en: "Malta's most beautiful view, and it is free.",
    },
    seoTitle: {
      bg: "Горните градини Барака, Валета – гледка и оръдия",
      en: "Upper Barrakka Gardens Valletta – views and cannons",
    },
    seoDescription: {
      bg: "Горните градини Барака във Валета: гледката към Гранд Харбър и Трите града, салютът на батареята по обяд, асансьорът и фериботът до Биргу.",
      en: "Upper Barrakka Gardens in Valletta: views of the Grand Harbour and the Three Cities, the noon gun salute, the lift and the ferry to Birgu.",
    },
    keywords: {
      bg: ["Горните градини Барака", "Валета", "Гранд Харбър", "Трите града", "Малта"],
      en: ["Upper Barrakka Gardens", "Valletta", "Grand Harbour", "Saluting Battery", "Three Cities"],
    },
    sections: {
      intro: {
        bg: "От терасата на Горните градини Барака пред вас се разкрива цялото пристанище Гранд Харбър – едно от най-красивите естествени пристанища в Средиземно море, с крепостите на Трите града отсреща. Градините са малки, с фонтан, цветя и сенчести арки, идеални за почивка в горещия ден.",
        en: "From the terrace of the Upper Barrakka Gardens the whole Grand Harbour unfolds before you, one of the most beautiful natural harbours in the Mediterranean, with the fortresses of the Three Cities opposite. The gardens are small, with a fountain, flowers and shady arches, perfect for a break on a hot day.",
      },
      context: {
        bg: "Градините са създадени през 1661 г. като частно място за отдих на италианските рицари от Малтийския орден. За публиката са отворени след края на властта на ордена, в началото на XIX век. Под тях се намира Салютната батарея, която векове наред отдава салюти на корабите и отбелязва времето с оръдеен изстрел.",
        en: "The gardens were laid out in 1661 as a private retreat for the Italian knights of the Order of St John. They opened to the public after the Order's rule ended, in the early 19th century. Below them lies the Saluting Battery, which for centuries fired salutes to ships and marked the time with a gun.",
      },
      highlights: {
        bg: "Гледката към Гранд Харбър, форт „Сейнт Анджело“ и Трите града – Биргу, Сенглеа и Коспикуа; оръдейният салют от батареята всеки ден по обяд и следобед; асансьорът Барака, който за секунди ви спуска до пристанището. Не пропускайте и паметниците и плочите в градината.",
        en: "The view of the Grand Harbour, Fort St Angelo and the Three Cities of Birgu, Senglea and Cospicua; the daily gun salute from the battery at noon and in the afternoon; the Barrakka Lift that drops you to the waterfront in seconds. Don't miss the monuments and plaques in the garden.",
      },
      practical: {
        bg: "Градините са с безплатен вход и са отворени всеки ден. Салюта можете да гледате безплатно от терасата; за да слезете до самата батарея, се купува билет. Елате няколко минути преди обяд, за да си намерите място на парапета.",
        en: "The gardens are free and open every day. You can watch the salute for free from the terrace; going down to the battery itself requires a ticket. Arrive a few minutes before noon to find a spot at the railing.",
      },
      gettingThere: {
        bg: "От летище Малта (MLA) вземете експресния автобус X4 до терминала на Валета (20–30 минути) и вървете пет минути. От Трите града има ферибот до пристанището под градините, откъдето се качвате с асансьора Барака.",
        en: "From Malta Airport (MLA) take express bus X4 to the Valletta terminus (20–30 minutes) and walk five minutes. From the Three Cities a ferry crosses to the waterfront below the gardens, where the Barrakka Lift brings you up.",
      },
      nearby: {
        bg: "До градините е Обержът на Кастилия, днес кабинет на министър-председателя. Под тях са Военните зали Ласкарис – подземният щаб от Втората световна война, а на пет минути е катедралата „Свети Йоан“.",
        en: "Next to the gardens is the Auberge de Castille, now the Prime Minister's office. Beneath them are the Lascaris War Rooms, the underground headquarters of the Second World War, and five minutes away is St John's Co-Cathedral.",
      },
    },
    faq: [
      {
        question: {
          bg: "Кога стреля оръдието в Горните градини Барака?",
          en: "When does the Upper Barrakka gun fire?",
        },
        answer: {
          bg: "Всеки ден по обяд и още веднъж следобед. Салютът се вижда безплатно от терасата на градините.",
          en: "Every day at noon and once more in the afternoon. You can watch the salute for free from the garden terrace.",
        },
      },
      {
        question: {
          bg: "Как се стига от градините до Трите града?",
          en: "How do you get from the gardens to the Three Cities?",
        },
        answer: {
          bg: "Слезте с асансьора Барака до пристанището и вземете ферибота до Биргу – пътуването трае няколко минути.",
          en: "Take the Barrakka Lift down to the waterfront and catch the ferry to Birgu; the crossing takes a few minutes.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "MLA",
    name: { bg: "Мдина", en: "Mdina" },
    slug: { bg: "mdina", en: "mdina" },
    description: {
      bg: "Укрепеният „Тих град“ на хълм в центъра на Малта, старата столица на острова. Тесни улички от медено жълт варовик, дворци и катедрала с гледка към почти целия остров.",
      en: "The fortified 'Silent City' on a hill in the middle of Malta, the island's old capital. Narrow lanes of honey-coloured limestone, palaces and a cathedral with views over almost the whole island.",
    },
    latitude: 35.886,
    longitude: 14.4031,
    distanceKm: 10.1,
    transportInfo: {
      bg: "Автобуси 51, 52 и 53 от терминала във Валета до Рабат/Мдина, около 30 минути; спирката е до главната порта.",
      en: "Buses 51, 52 and 53 from the Valletta terminus to Rabat/Mdina, about 30 minutes; the stop is near the main gate.",
    },
    selectionReason: {
      bg: "Най-атмосферното място в Малта, където времето сякаш е спряло преди три века.",
      en: "The most atmospheric place in Malta, where time seems to have stopped three centuries ago.",
    },
    seoTitle: {
      bg: "Мдина, Малта – Тихият град и как да стигнете",
      en: "Mdina, Malta – the Silent City and how to get there",
    },
    seoDescription: {
      bg: "Мдина, старата столица на Малта: главната порта, катедралата „Свети Павел“, гледката от бастионите, съседният Рабат с катакомбите и автобусите от Валета.",
      en: "Mdina, Malta's old capital: the main gate, St Paul's Cathedral, the view from the bastions, neighbouring Rabat and its catacombs, and buses from Valletta.",
    },
    keywords: {
      bg: ["Мдина", "Малта", "Тихият град", "Рабат", "Игра на тронове"],
      en: ["Mdina", "Malta", "Silent City", "Rabat Malta", "Game of Thrones"],
    },
    sections: {
      intro: {
        bg: "Мдина е малък град зад високи стени, в който живеят само няколкостотин души, а колите на гости не са допуснати. Разходката по безшумните улички, покрай дворци с тежки врати и балкони, е истинска почивка от шумната Валета.",
        en: "Mdina is a small town behind high walls, home to only a few hundred people, and visitors' cars are not allowed in. A walk through its hushed lanes, past palaces with heavy doors and balconies, is a real break from bustling Valletta.",
      },
      context: {
        bg: "На хълма е имало укрепено селище още във финикийско и римско време, а името си градът получава от арабите – „медина“ означава град. Мдина е столица на Малта до идването на рицарите на свети Йоан през 1530 г., които избират пристанищните градове. След земетресението през 1693 г. катедралата е построена наново в бароков стил от Лоренцо Гафа.",
        en: "A fortified settlement stood on the hill in Phoenician and Roman times, and the town's name comes from the Arabs: 'medina' means city. Mdina was Malta's capital until the Knights of St John arrived in 1530 and chose the harbour towns instead. After the earthquake of 1693, the cathedral was rebuilt in Baroque style by Lorenzo Gafà.",
      },
      highlights: {
        bg: "Бароковата главна порта от 1724 г., позната от първия сезон на „Игра на тронове“; катедралата „Свети Павел“ с купола; бастионите с гледка към половин Малта; къщата музей „Палацо Фалсон“. Заслужава си да се отбиете и в кафенето на стената, известно с шоколадовата си торта.",
        en: "The Baroque main gate of 1724, familiar from the first season of Game of Thrones; the domed St Paul's Cathedral; the bastions with views over half of Malta; the Palazzo Falson house museum. Also worth a stop: the café on the walls known for its chocolate cake.",
      },
      practical: {
        bg: "Градът е открит по всяко време и влизането е свободно; за катедралата, музеите и дворците се купуват билети. Най-тихо е рано сутрин или привечер, когато дневните групи си тръгват, а нощем осветените улички са особено красиви. Обуйте удобни обувки – каменната настилка е хлъзгава.",
        en: "The town is always open and free to enter; the cathedral, museums and palaces require tickets. It is quietest early in the morning or towards evening, once the day groups leave, and at night the lit lanes are especially beautiful. Wear comfortable shoes, as the stone paving is slippery.",
      },
      nearby: {
        bg: "Точно до стените е градчето Рабат с катакомбите „Свети Павел“ и пещерата, в която според преданието апостолът е живял след корабокрушението си край Малта. Наблизо е и Домус Романа – римска къща с мозайки.",
        en: "Right outside the walls is the town of Rabat with St Paul's Catacombs and the grotto where, by tradition, the apostle lived after his shipwreck off Malta. Nearby too is the Domus Romana, a Roman house with mosaics.",
      },
    },
    faq: [
      {
        question: { bg: "Колко време е нужно за Мдина?", en: "How much time do you need for Mdina?" },
        answer: {
          bg: "За самата Мдина стигат два-три часа; ако добавите катакомбите в Рабат, предвидете половин ден.",
          en: "Two or three hours are enough for Mdina itself; add Rabat's catacombs and allow half a day.",
        },
      },
      {
        question: { bg: "Къде в Мдина е сниман „Игра на тронове“?", en: "Where was Game of Thrones filmed in Mdina?" },
        answer: {
          bg: "Главната порта и някои от улиците са използвани за сцени от Кралски чертог в първия сезон на сериала.",
          en: "The main gate and some of the streets stood in for King's Landing in the series' first season.",
        },
      },
    ],
    wikidataId: null,
  },
  // ---------------------------------------------------------------- OSL Oslo
  {
    destinationIata: "OSL",
    name: { bg: "Операта в Осло", en: "Oslo Opera House" },
    slug: { bg: "operata-v-oslo", en: "oslo-opera-house" },
    description: {
      bg: "Бялата сграда на операта, наподобяваща айсберг, се спуска направо във фиорда, а по покрива ѝ може да се разхождате свободно. Дом на Норвежката национална опера и балет.",
      en: "The white, iceberg-like opera house slopes straight into the fjord, and you can walk freely on its roof. It is home to the Norwegian National Opera and Ballet.",
    },
    latitude: 59.9075,
    longitude: 10.7531,
    distanceKm: 0.7,
    transportInfo: {
      bg: "Пет минути пеша от Централната гара Oslo S (влакове, метро и автобуси); трамвайна спирка Bjørvika е точно до сградата.",
      en: "Five minutes on foot from Oslo Central Station (Oslo S) with trains, metro and buses; the Bjørvika tram stop is right next to the building.",
    },
    selectionReason: {
      bg: "Съвременният символ на Осло и една от малкото опери в света, по чийто покрив може да се ходи.",
      en: "Oslo's modern symbol and one of the few opera houses in the world you can walk on.",
    },
    seoTitle: {
      bg: "Операта в Осло – разходка по покрива и обиколки",
      en: "Oslo Opera House – roof walk and guided tours",
    },
    seoDescription: {
      bg: "Операта в Осло: разходката по мраморния покрив, обиколките зад кулисите, представленията, квартал Бьорвика и как да стигнете от летище Гардермоен.",
      en: "Oslo Opera House: walking on the marble roof, backstage tours, performances, the Bjørvika district and how to get there from Gardermoen Airport.",
    },
    keywords: {
      bg: ["Операта в Осло", "Осло", "Норвегия", "Бьорвика", "Снохета"],
      en: ["Oslo Opera House", "Oslo", "Norway", "Bjørvika", "Snøhetta"],
    },
    sections: {
      intro: {
        bg: "Операта в Осло е сграда, която се преживява с краката: наклонените бели плоскости на покрива се изкачват от самия бряг и ви отвеждат до площадка с гледка към фиорда и града. Вътре фоайето е облицовано с дъб, а огромните стъклени стени пускат северната светлина.",
        en: "The Oslo Opera House is a building you experience on foot: the sloping white planes of the roof rise from the water's edge and lead you up to a terrace overlooking the fjord and the city. Inside, the foyer is clad in oak, and huge glass walls let in the northern light.",
      },
      context: {
        bg: "Сградата е проектирана от норвежкото бюро Snøhetta и е открита през април 2008 г. Покривът е облицован с бял италиански мрамор от Карара, а идеята е тя да бъде обществено пространство, достъпно за всички. Операта стана начало на преобразяването на бившия пристанищен квартал Бьорвика в културен център.",
        en: "Designed by the Norwegian practice Snøhetta, the building opened in April 2008. The roof is clad in white Carrara marble, and the idea was for it to be a public space open to all. The opera house kick-started the transformation of the former docklands of Bjørvika into a cultural district.",
      },
      highlights: {
        bg: "Разходката до върха на покрива с гледка към фиорда; стъклената скулптура „Тя лежи“ на Моника Бонвичини, която плава във водата пред сградата; голямата зала с дървени балкони. Ако имате време, запишете се и за обиколка зад кулисите, където се виждат работилниците за декори и костюми.",
        en: "The walk to the top of the roof with views of the fjord; Monica Bonvicini's glass-and-steel sculpture 'She Lies', floating in the water in front of the building; the main auditorium with its wooden balconies. If you have time, join a backstage tour to see the set and costume workshops.",
      },
      practical: {
        bg: "Покривът и фоайето са отворени безплатно през по-голямата част от деня. Обиколките с екскурзовод и представленията изискват билети, които е добре да купите онлайн. През зимата части от покрива могат да бъдат затворени заради лед. Най-хубаво е привечер, когато залязващото слънце осветява мрамора.",
        en: "The roof and foyer are open free of charge for most of the day. Guided tours and performances require tickets, best bought online. In winter parts of the roof may close because of ice. Early evening is loveliest, when the setting sun lights up the marble.",
      },
      gettingThere: {
        bg: "От летище Осло Гардермоен (OSL) експресният влак Flytoget или регионалните влакове на Vy стигат до Oslo S за около 20–25 минути, а операта е на пет минути пеша. Някои нискотарифни полети кацат в Сандефьор Торп (TRF), откъдето летищен автобус пътува до автогарата на Осло.",
        en: "From Oslo Gardermoen Airport (OSL) the Flytoget express or Vy regional trains reach Oslo S in about 20–25 minutes, and the opera house is a five-minute walk away. Some low-cost flights land at Sandefjord Torp (TRF), from where an airport coach runs to Oslo bus terminal.",
      },
      nearby: {
        bg: "До операта са новият музей MUNCH, където е „Викът“ на Едвард Мунк, и централната библиотека Дайхман в Бьорвика. На около 15 минути пеша по брега е средновековната крепост Акерсхус.",
        en: "Next to the opera house are the new MUNCH museum, home to Edvard Munch's The Scream, and the Deichman Bjørvika central library. About 15 minutes' walk along the waterfront is the medieval Akershus Fortress.",
      },
    },
    faq: [
      {
        question: {
          bg: "Може ли да се качим на покрива на операта без билет?",
          en: "Can you walk on the opera roof without a ticket?",
        },
        answer: {
          bg: "Да, покривът е обществено пространство и разходката по него е безплатна. Билети са нужни само за представленията и обиколките.",
          en: "Yes, the roof is a public space and walking on it is free. Tickets are only needed for performances and tours.",
        },
      },
      {
        question: { bg: "Има ли обиколки на английски?", en: "Are there guided tours in English?" },
        answer: {
          bg: "Да, операта организира обиколки на английски, обикновено няколко пъти седмично. Графикът и билетите са на официалния сайт.",
          en: "Yes, the opera runs tours in English, usually several times a week. The schedule and tickets are on the official website.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "OSL",
    name: { bg: "Паркът Вигеланд", en: "Vigeland Sculpture Park" },
    slug: { bg: "parkat-vigeland", en: "vigeland-sculpture-park" },
    description: {
      bg: "Над 200 скулптури от бронз, гранит и ковано желязо на Густав Вигеланд в парка Фрогнер – най-голямата скулптурна колекция в света, създадена от един автор. Отворен е денонощно и е безплатен.",
      en: "More than 200 sculptures in bronze, granite and wrought iron by Gustav Vigeland in Frogner Park, the world's largest sculpture park by a single artist. It is open around the clock and free.",
    },
    latitude: 59.927,
    longitude: 10.7003,
    distanceKm: 3,
    transportInfo: {
      bg: "Трамвай 12 до спирка Vigelandsparken; метро (T-bane) до Majorstuen и около 10 минути пеша.",
      en: "Tram 12 to the Vigelandsparken stop; T-bane metro to Majorstuen and about ten minutes on foot.",
    },
    selectionReason: {
      bg: "Най-посещаваната атракция в Норвегия – безплатна и отворена по всяко време.",
      en: "Norway's most visited attraction, free and open at all hours.",
    },
    seoTitle: {
      bg: "Паркът Вигеланд, Осло – скулптурите и Монолитът",
      en: "Vigeland Park Oslo – the sculptures and the Monolith",
    },
    seoDescription: {
      bg: "Паркът Вигеланд в Осло: Монолитът, „Сърдитото момченце“, мостът със скулптурите, музеят на Вигеланд и как да стигнете с трамвай 12 от центъра.",
      en: "Vigeland Park in Oslo: the Monolith, the Angry Boy, the sculpture bridge, the Vigeland Museum and how to get there by tram 12 from the centre.",
    },
    keywords: {
      bg: ["Паркът Вигеланд", "Осло", "Фрогнер парк", "Монолитът", "скулптури Норвегия"],
      en: ["Vigeland Park", "Frogner Park", "Oslo", "Monolith", "Gustav Vigeland"],
    },
    sections: {
      intro: {
        bg: "Паркът Вигеланд е изненада за всеки, който очаква обикновена градина със статуи. Стотици голи човешки фигури – бебета, влюбени, старци, сърдити деца – представят целия човешки живот, подредени по една ос от входа до Монолита на хълма.",
        en: "Vigeland Park surprises anyone expecting an ordinary garden with statues. Hundreds of naked human figures, babies, lovers, old people and angry children, portray the whole of human life, arranged along an axis from the entrance to the Monolith on the hill.",
      },
      context: {
        bg: "Скулпторът Густав Вигеланд сключва договор с град Осло: получава ателие и издръжка, а в замяна завещава творбите си на града. Той проектира и самия парк, който е изграден главно през 30-те и 40-те години на XX век. Вигеланд умира през 1943 г., преди паркът да бъде напълно завършен.",
        en: "The sculptor Gustav Vigeland made a deal with the city of Oslo: he received a studio and support, and in return bequeathed his works to the city. He also designed the park itself, built mainly in the 1930s and 1940s. Vigeland died in 1943, before the park was fully completed.",
      },
      highlights: {
        bg: "Монолитът – 14-метрова колона, изсечена от един гранитен блок, със 121 преплетени човешки фигури; мостът с 58 бронзови скулптури, сред които прочутото „Сърдито момченце“; фонтанът, носен от шестима великани. Заслужава си да видите и „Колелото на живота“ на върха на хълма.",
        en: "The Monolith, a 14-metre column carved from a single block of granite with 121 intertwined human figures; the bridge with 58 bronze sculptures, including the famous Angry Boy; the fountain held up by six giants. Also worth seeing: the Wheel of Life at the top of the hill.",
      },
      practical: {
        bg: "Паркът е отворен денонощно през цялата година и входът е свободен. Най-малко хора има рано сутрин, а през лятото вечерите са светли до късно. Музеят Вигеланд в бившето ателие на скулптора е на няколко минути пеша и има собствено работно време и билет.",
        en: "The park is open around the clock all year and entry is free. It is quietest early in the morning, and summer evenings stay light until late. The Vigeland Museum in the sculptor's former studio is a few minutes' walk away, with its own hours and ticket.",
      },
      gettingThere: {
        bg: "От летище Гардермоен (OSL) вземете Flytoget или влак на Vy до Nationaltheatret, оттам метро на запад до Majorstuen и вървете около 10 минути – общо около 45 минути. От Oslo S до парка се стига и директно с трамвай 12.",
        en: "From Gardermoen Airport (OSL) take Flytoget or a Vy train to Nationaltheatret, then the T-bane west to Majorstuen and walk about ten minutes, some 45 minutes in total. From Oslo S, tram 12 also runs directly to the park.",
      },
      nearby: {
        bg: "В парка Фрогнер е и имението Фрогнер с Музея на град Осло. Музеят Вигеланд е точно до южния вход, а на север е оживеният квартал Майорстюен с магазини и кафенета.",
        en: "Frogner Park also contains Frogner Manor with the Oslo City Museum. The Vigeland Museum is just beyond the southern entrance, and to the north is the lively Majorstuen district with shops and cafés.",
      },
    },
    faq: [
      {
        question: { bg: "Плаща ли се вход за парка Вигеланд?", en: "Is there an entry fee for Vigeland Park?" },
        answer: {
          bg: "Не, паркът е безплатен и отворен денонощно през цялата година.",
          en: "No, the park is free and open around the clock all year.",
        },
      },
      {
        question: { bg: "Колко е висок Монолитът?", en: "How tall is the Monolith?" },
        answer: {
          bg: "Около 14 метра. Изсечен е от един гранитен блок и изобразява 121 човешки фигури.",
          en: "About 14 metres. It is carved from a single block of granite and depicts 121 human figures.",
        },
      },
    ],
    wikidataId: null,
  },
  {
    destinationIata: "OSL",
    name: { bg: "Холменколен", en: "Holmenkollen" },
    slug: { bg: "holmenkolen", en: "holmenkollen" },
    description: {
      bg: "Прочутата ски шанца на хълма над Осло с най-стария ски музей в света и площадка с гледка към целия фиорд. Стига се с метро за около 20 минути от центъра.",
      en: "The famous ski jump on the hill above Oslo, with the world's oldest ski museum and a viewing platform overlooking the whole fjord. It is about 20 minutes from the centre by metro.",
    },
    latitude: 59.9638,
    longitude: 10.6676,
    distanceKm: 7.2,
    transportInfo: {
      bg: "Метро (T-bane) линия 1 в посока Frognerseteren до спирка Holmenkollen, около 20 минути от центъра, след което 10–15 минути пеша нагоре.",
      en: "T-bane metro line 1 towards Frognerseteren to Holmenkollen, about 20 minutes from the centre, then 10–15 minutes' walk uphill.",
    },
    selectionReason: {
      bg: "Сърцето на норвежката ски традиция и една от най-хубавите панорами на Осло.",
      en: "The heart of Norway's skiing tradition and one of the best panoramas of Oslo.",
    },
    seoTitle: { bg: "Холменколен, Осло – ски шанцата и музеят", en: "Holmenkollen, Oslo – the ski jump and museum" },
    seoDescription: {
      bg: "Холменколен в Осло: ски шанцата и площадката на върха ѝ, Ски музеят, зиплайнът, фестивалът през март и как да стигнете с метро линия 1.",
      en: "Holmenkollen in Oslo: the ski jump and the platform at its top, the Ski Museum, the zipline, the March ski festival and how to get there on metro line 1.",
    },
    keywords: {
      bg: ["Холменколен", "Осло", "ски шанца", "Ски музей", "Норвегия"],
      en: ["Holmenkollen", "Oslo", "ski jump", "Ski Museum", "Norway"],
    },
    sections: {
      intro: {
        bg: "Силуетът на шанцата Холменколен се вижда от много точки на Осло, а отгоре гледката е зашеметяваща: градът, фиордът и островите се простират под вас. Дори ако не карате ски, ще разберете защо Норвегия е родината на съвременните ски.",
        en: "The silhouette of the Holmenkollen jump can be seen from many points in Oslo, and the view from the top is breathtaking: the city, the fjord and its islands spread out below. Even if you do not ski, you will understand why Norway is the home of modern skiing.",
      },
      context: {
        bg: "Състезания по ски скокове се провеждат на Холменколен от 1892 г. Шанцата е преустройвана многократно, а днешната, с характерния си стоманен силует, е построена за Световното първенство по ски северни дисциплини през 2011 г. В основата ѝ е Ски музеят, открит през 1923 г. и смятан за най-стария в света.",
        en: "Ski-jumping competitions have been held at Holmenkollen since 1892. The jump has been rebuilt many times, and the current one, with its distinctive steel silhouette, was built for the 2011 FIS Nordic World Ski Championships. At its base is the Ski Museum, opened in 1923 and considered the oldest in the world.",
      },
      highlights: {
        bg: "Площадката на върха на шанцата, до която се стига с асансьор през музея; Ски музеят с над четири хиляди години история на ските и полярните експедиции на Нансен и Амундсен; зиплайнът, който се спуска от кулата през лятото. Не пропускайте и ски фестивала Холменколен през март.",
        en: "The platform at the top of the jump, reached by lift through the museum; the Ski Museum, covering four thousand years of skiing and the polar expeditions of Nansen and Amundsen; the zipline descending from the tower in summer. Don't miss the Holmenkollen Ski Festival in March.",
      },
      practical: {
        bg: "Ски музеят и площадката на шанцата са отворени всеки ден с един общ билет, като работното време е по-дълго през лятото. Зиплайнът работи сезонно и при подходящо време. Облечете се по-топло – на хълма е по-хладно и ветровито, отколкото в центъра.",
        en: "The Ski Museum and the jump platform open daily on a single ticket, with longer hours in summer. The zipline runs seasonally and weather permitting. Dress warmly: the hill is cooler and windier than the city centre.",
      },
      gettingThere: {
        bg: "От летище Гардермоен (OSL) вземете Flytoget или влак на Vy до Oslo S или Nationaltheatret, а оттам метро линия 1 до Holmenkollen – общо около час. Метрото минава през Майорстюен и постепенно се изкачва над града.",
        en: "From Gardermoen Airport (OSL) take Flytoget or a Vy train to Oslo S or Nationaltheatret, then metro line 1 to Holmenkollen, about an hour in total. The metro passes Majorstuen and gradually climbs above the city.",
      },
      nearby: {
        bg: "До шанцата е параклисът Холменколен, а под нея – езерото, около което се събират зрителите при състезания. На последната спирка на линия 1, няколко спирки по-нагоре, е ресторантът Фрогнерсетерен в стара дървена сграда, известен с ябълковия си сладкиш.",
        en: "Next to the jump is Holmenkollen Chapel, and below it the small lake around which spectators gather during competitions. At the end of line 1, a few stops further up, is the Frognerseteren restaurant in an old timber building, known for its apple cake.",
      },
    },
    faq: [
      {
        question: { bg: "Може ли да се качим на върха на шанцата?", en: "Can you go up to the top of the ski jump?" },
        answer: {
          bg: "Да, с билета за Ски музея се качвате с асансьор до площадка на върха на шанцата, откъдето се вижда целият Осло.",
          en: "Yes, the Ski Museum ticket includes a lift to a platform at the top of the jump, with a view over all of Oslo.",
        },
      },
      {
        question: {
          bg: "Има ли какво да се прави на Холменколен през лятото?",
          en: "Is Holmenkollen worth visiting in summer?",
        },
        answer: {
          bg: "Да. Музеят, гледката и зиплайнът работят и през лятото, а от Холменколен започват пешеходни пътеки в гората Нордмарка.",
          en: "Yes. The museum, the view and the zipline all operate in summer, and walking trails into the Nordmarka forest start from Holmenkollen.",
        },
      },
    ],
    wikidataId: null,
  },
];
