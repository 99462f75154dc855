import type { FaqSeed } from "./types.ts";

/**
 * Frequently asked questions. General ones carry iataCode null; destination ones carry the
 * destination's city code from destinations.ts and its slug path ("{country}/{city}", Bulgarian).
 * Entry rules are for Bulgarian citizens and change: answers name the rule and where to check,
 * never a fee or a timetable.
 */
export const FAQS: readonly FaqSeed[] = [
  // --- How the site works ---
  {
    questionBg: "Как намирате офертите?",
    answerBg:
      "Редовно проверяваме цените на полетите от София, Варна, Бургас и Пловдив и сравняваме всяка нова цена с обичайната цена за същия маршрут и сезон. Като оферта показваме само цените, които са осезаемо под обичайното ниво.",
    questionEn: "How do you find the deals?",
    answerEn:
      "We check flight prices from Sofia, Varna, Burgas and Plovdiv regularly and compare every new fare with the usual price for the same route and season. Only fares that are clearly below that level are shown as deals.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["deals", "prices"],
  },
  {
    questionBg: "Какво означава „обичайна цена“?",
    answerBg:
      "Обичайната цена е медианата на цените, които сме записали за същия маршрут при излитане в същия месец: половината от цените са под нея, половината над нея. Отстъпката показва с колко процента текущата цена е под тази стойност.",
    questionEn: 'What does "usual price" mean?',
    answerEn:
      "The usual price is the median of the fares we have recorded on the same route for departures in the same month: half of the fares are below it and half above. The discount shows how many percent the current fare is below that figure.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["deals", "prices"],
  },
  {
    questionBg: "Какво е „гореща оферта“?",
    answerBg:
      "Гореща оферта е цена, която е поне 40% под обичайната цена за маршрута и сезона. Такива цени са редки и обикновено изчезват бързо.",
    questionEn: 'What is a "hot deal"?',
    answerEn:
      "A hot deal is a fare at least 40% below the usual price for the route and season. Such fares are rare and usually disappear quickly.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["deals", "prices"],
  },
  {
    questionBg: "В каква валута са цените?",
    answerBg:
      "Показваме цените в лева (BGN) и в евро (EUR), превалутирани по фиксирания курс 1 € = 1,95583 лв. Ако доставчикът таксува в друга валута, сумата по картата ви може леко да се различава заради курса на банката.",
    questionEn: "Which currency are the prices in?",
    answerEn:
      "Prices are shown in Bulgarian lev (BGN) and euro (EUR), converted at the fixed rate of €1 = 1.95583 BGN. If the provider charges in another currency, the amount on your card may differ slightly because of your bank's exchange rate.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["prices", "currency"],
  },
  {
    questionBg: "Туристическа агенция ли сте? Къде купувам билета?",
    answerBg:
      "Не, ние не продаваме билети. Когато изберете оферта, ви пренасочваме към доставчика, при когото правите резервацията и плащането и който отговаря за билета.",
    questionEn: "Are you a travel agency? Where do I buy the ticket?",
    answerEn:
      "No, we do not sell tickets. When you choose a deal we send you to the provider, where you book and pay, and who is responsible for the ticket.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["booking"],
  },
  {
    questionBg: "Плащам ли нещо на сайта?",
    answerBg:
      "Не, сайтът е безплатен и ние не добавяме такси към цената. Крайната цена, включително евентуални такси за багаж или плащане, определя доставчикът, при когото резервирате.",
    questionEn: "Do I pay anything to use the site?",
    answerEn:
      "No, the site is free and we add no fees to the price. The final price, including any baggage or payment fees, is set by the provider you book with.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["booking", "prices"],
  },
  {
    questionBg: "Защо цената при доставчика е различна?",
    answerBg:
      "Цените на самолетните билети се променят постоянно според търсенето и свободните места. При всяка оферта пише кога е намерена цената; ако местата на тази цена вече са продадени, доставчикът показва новата цена.",
    questionEn: "Why is the price different at the provider?",
    answerEn:
      "Air fares change all the time with demand and the seats left. Every deal shows when its price was found; if the seats at that price have sold out since, the provider shows the new price.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["prices", "booking"],
  },
  {
    questionBg: "Колко време е валидна една оферта?",
    answerBg:
      "Няма фиксиран срок: евтините места често се разпродават за часове или дни. Ако офертата ви харесва, проверете я при доставчика възможно най-скоро.",
    questionEn: "How long does a deal last?",
    answerEn:
      "There is no fixed period: cheap seats often sell out within hours or days. If a deal suits you, check it with the provider as soon as you can.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["deals"],
  },
  {
    questionBg: "За колко пътници и в каква класа са цените?",
    answerBg:
      "Ако не е посочено друго, цената е за един възрастен пътник в икономична класа. При всяка оферта е отбелязано дали билетът е еднопосочен или двупосочен.",
    questionEn: "How many passengers and which cabin are the prices for?",
    answerEn:
      "Unless stated otherwise, the price is for one adult in economy class. Each deal says whether it is a one-way or a return ticket.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["prices"],
  },
  {
    questionBg: "Включен ли е багажът в цената?",
    answerBg:
      "Зависи от авиокомпанията и тарифата. При нискотарифните превозвачи като Wizz Air и Ryanair най-евтиният билет включва само малка лична чанта под седалката, а по-голям ръчен и чекиран багаж се доплащат, затова проверете условията преди плащане.",
    questionEn: "Is baggage included in the price?",
    answerEn:
      "It depends on the airline and the fare. With low-cost carriers such as Wizz Air and Ryanair the cheapest ticket includes only a small personal bag under the seat, and larger cabin bags and checked bags cost extra, so check the conditions before you pay.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["baggage", "low-cost"],
  },
  {
    questionBg: "Какво означава полет с прекачване?",
    answerBg:
      "Сменяте самолета на друго летище, например в Истанбул, Виена или Мюнхен. Когато двата полета са с един билет, превозвачът отговаря за връзката; при отделни билети закъснението на първия полет може да ви струва втория.",
    questionEn: "What does a connecting flight mean?",
    answerEn:
      "You change planes at another airport, for example in Istanbul, Vienna or Munich. When both flights are on one ticket the airline is responsible for the connection; on separate tickets a delay on the first flight can cost you the second.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["connections"],
  },
  {
    questionBg: "От кои летища следите полети?",
    answerBg:
      "Следим полети от летищата в София (SOF), Варна (VAR), Бургас (BOJ) и Пловдив (PDV). Можете да изберете летище на началната страница и да видите офертите само от него.",
    questionEn: "Which airports do you track flights from?",
    answerEn:
      "We track flights from Sofia (SOF), Varna (VAR), Burgas (BOJ) and Plovdiv (PDV). You can pick an airport on the home page to see only its deals.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["airports"],
  },
  {
    questionBg: "Как да стигна до летище София?",
    answerBg:
      "Терминал 2 има собствена метростанция „Летище София“, а между Терминал 1 и Терминал 2 се движи безплатен автобус. Проверете в билета си от кой терминал е полетът.",
    questionEn: "How do I get to Sofia Airport?",
    answerEn:
      "Terminal 2 has its own metro station, Sofia Airport, and a free shuttle bus runs between Terminal 1 and Terminal 2. Check your booking for the terminal your flight leaves from.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["airports", "transfer"],
  },
  {
    questionBg: "Как да получавам офертите по имейл?",
    answerBg:
      "Абонирайте се за бюлетина на страницата „Бюлетин“: изпращаме подбрани оферти, по подразбиране веднъж седмично. Можете да се отпишете по всяко време.",
    questionEn: "How can I get the deals by email?",
    answerEn:
      "Sign up for the newsletter on the Newsletter page: we send a selection of deals, weekly by default. You can unsubscribe at any time.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["newsletter"],
  },

  // --- Documents ---
  {
    questionBg: "Мога ли да пътувам в Европа само с лична карта?",
    answerBg:
      "Да. С валидна българска лична карта можете да пътувате до всички страни от ЕС, както и до Исландия, Норвегия, Швейцария и Лихтенщайн. От 1 януари 2025 г. България е пълноправен член на Шенген, така че при полети до шенгенски страни няма паспортна проверка, но документ за самоличност пак е задължителен.",
    questionEn: "Can I travel in Europe with just my ID card?",
    answerEn:
      "Yes. With a valid Bulgarian ID card you can travel to every EU country and to Iceland, Norway, Switzerland and Liechtenstein. Bulgaria has been a full Schengen member since 1 January 2025, so flights to Schengen countries have no passport control, but you still need an identity document.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["documents", "schengen"],
  },
  {
    questionBg: "Къде да проверя дали ми трябва виза?",
    answerBg:
      "На страниците за визи събираме изискванията за български граждани, но правилата се променят. Преди пътуване проверете и сайта на Министерството на външните работи или консулството на съответната държава.",
    questionEn: "Where do I check whether I need a visa?",
    answerEn:
      "Our visa pages collect the requirements for Bulgarian citizens, but rules change. Before you travel, also check the Bulgarian Ministry of Foreign Affairs website or the consulate of the country you are visiting.",
    iataCode: null,
    relatedSlugs: [],
    tags: ["documents", "visa"],
  },

  // --- London ---
  {
    questionBg: "Мога ли да летя до Лондон с лична карта?",
    answerBg:
      "Не. От 1 октомври 2021 г. Обединеното кралство не приема личните карти на гражданите на ЕС от повечето пътници, затова ви трябва паспорт. От 2 април 2025 г. гражданите на ЕС трябва да имат и електронно разрешение за пътуване (ETA), издадено преди полета.",
    questionEn: "Can I fly to London with my ID card?",
    answerEn:
      "No. Since 1 October 2021 the United Kingdom no longer accepts EU ID cards from most visitors, so you need a passport. Since 2 April 2025 EU citizens also need an electronic travel authorisation (ETA) issued before the flight.",
    iataCode: "LON",
    relatedSlugs: ["velikobritaniya/london"],
    tags: ["documents", "visa"],
  },
  {
    questionBg: "Как да стигна от Лутън или Станстед до центъра на Лондон?",
    answerBg:
      "От Станстед влакът Stansted Express стига до гара Liverpool Street, а автобуси пътуват до различни части на града. От Лутън автоматичният шатъл Luton DART ви отвежда до гара Luton Airport Parkway, откъдето влаковете стигат до St Pancras.",
    questionEn: "How do I get from Luton or Stansted to central London?",
    answerEn:
      "From Stansted the Stansted Express train runs to Liverpool Street, and coaches go to several parts of the city. From Luton the automated Luton DART shuttle takes you to Luton Airport Parkway station, where trains run to St Pancras.",
    iataCode: "LON",
    relatedSlugs: ["velikobritaniya/london"],
    tags: ["transfer", "airports"],
  },
  {
    questionBg: "Как да стигна от Хийтроу или Гетуик до центъра на Лондон?",
    answerBg:
      "От Хийтроу пътуват линията Elizabeth, експресът Heathrow Express до Paddington и линията Piccadilly на метрото. От Гетуик влакът Gatwick Express стига до Victoria, а влаковете Thameslink минават през London Bridge и St Pancras.",
    questionEn: "How do I get from Heathrow or Gatwick to central London?",
    answerEn:
      "From Heathrow you can take the Elizabeth line, the Heathrow Express to Paddington or the Piccadilly line of the Underground. From Gatwick the Gatwick Express runs to Victoria, and Thameslink trains go through London Bridge and St Pancras.",
    iataCode: "LON",
    relatedSlugs: ["velikobritaniya/london"],
    tags: ["transfer", "airports"],
  },

  // --- Italy ---
  {
    questionBg: "Как да стигна от летищата до центъра на Милано?",
    answerBg:
      "Летище Бергамо (BGY) е на около 50 км от Милано и автобуси го свързват с централната гара Milano Centrale. От Малпенса влакът Malpensa Express стига до гарите Cadorna и Centrale, а от Линате линия M4 на метрото стига до центъра.",
    questionEn: "How do I get from the airports to central Milan?",
    answerEn:
      "Bergamo airport (BGY) is about 50 km from Milan, and coaches connect it with Milano Centrale station. From Malpensa the Malpensa Express train runs to Cadorna and Centrale, and from Linate metro line M4 takes you to the centre.",
    iataCode: "MIL",
    relatedSlugs: ["italiya/milano"],
    tags: ["transfer", "airports"],
  },
  {
    questionBg: "Как да стигна от летищата до центъра на Рим?",
    answerBg:
      "От Фиумичино (FCO) влакът Leonardo Express пътува без спирки до гара Termini, а регионалните влакове FL1 спират на Trastevere и Tiburtina. От Чампино (CIA) автобуси пътуват до Termini, а друга възможност е автобус до гара Ciampino и влак оттам.",
    questionEn: "How do I get from the airports to central Rome?",
    answerEn:
      "From Fiumicino (FCO) the Leonardo Express runs non-stop to Termini station, and FL1 regional trains stop at Trastevere and Tiburtina. From Ciampino (CIA) coaches run to Termini, or you can take a bus to Ciampino station and a train from there.",
    iataCode: "ROM",
    relatedSlugs: ["italiya/rim"],
    tags: ["transfer", "airports"],
  },

  // --- Paris ---
  {
    questionBg: "Как да стигна от летищата до центъра на Париж?",
    answerBg:
      "От Шарл дьо Гол (CDG) влаковете RER B стигат до Gare du Nord и Châtelet, а от Орли (ORY) линия 14 на метрото стига директно до центъра. Летище Бове (BVA) е на около 80 км от Париж и се свързва с града с автобус до Porte Maillot.",
    questionEn: "How do I get from the airports to central Paris?",
    answerEn:
      "From Charles de Gaulle (CDG) RER B trains run to Gare du Nord and Châtelet, and from Orly (ORY) metro line 14 goes straight to the centre. Beauvais airport (BVA) is about 80 km from Paris and is linked to the city by a shuttle bus to Porte Maillot.",
    iataCode: "PAR",
    relatedSlugs: ["franciya/parizh"],
    tags: ["transfer", "airports"],
  },

  // --- Barcelona ---
  {
    questionBg: "Как да стигна от летището до центъра на Барселона?",
    answerBg:
      "Автобусът Aerobús пътува от двата терминала до Plaça de Catalunya. Линия L9 Sud на метрото също стига до двата терминала, а от Терминал 2 тръгват влаковете R2 Nord към централните гари.",
    questionEn: "How do I get from the airport to central Barcelona?",
    answerEn:
      "The Aerobús runs from both terminals to Plaça de Catalunya. Metro line L9 Sud also serves both terminals, and R2 Nord trains leave Terminal 2 for the central stations.",
    iataCode: "BCN",
    relatedSlugs: ["ispaniya/barselona"],
    tags: ["transfer", "airports"],
  },

  // --- Istanbul ---
  {
    questionBg: "Трябва ли ми виза за Истанбул?",
    answerBg:
      "Не. Българските граждани пътуват до Турция без виза за до 90 дни в рамките на 180 дни. Проверете изискванията за валидност на документа си, преди да летите.",
    questionEn: "Do I need a visa for Istanbul?",
    answerEn:
      "No. Bulgarian citizens can visit Turkey without a visa for up to 90 days within any 180 days. Check the validity requirements for your travel document before you fly.",
    iataCode: "IST",
    relatedSlugs: ["turciya/istanbul"],
    tags: ["documents", "visa"],
  },
  {
    questionBg: "Как да стигна от летищата до центъра на Истанбул?",
    answerBg:
      "От летище Истанбул (IST) линия M11 на метрото стига до Gayrettepe, а автобусите Havaist пътуват до Таксим и други райони. От Сабиха Гьокчен (SAW) линия M4 на метрото стига до Кадъкьой на азиатския бряг.",
    questionEn: "How do I get from the airports to central Istanbul?",
    answerEn:
      "From Istanbul Airport (IST) metro line M11 runs to Gayrettepe, and Havaist buses go to Taksim and other districts. From Sabiha Gökçen (SAW) metro line M4 runs to Kadıköy on the Asian side.",
    iataCode: "IST",
    relatedSlugs: ["turciya/istanbul"],
    tags: ["transfer", "airports"],
  },

  // --- Dubai ---
  {
    questionBg: "Трябва ли ми виза за Дубай?",
    answerBg:
      "Не. Българските граждани влизат в ОАЕ без виза за до 90 дни в рамките на 180 дни. Паспортът трябва да е валиден поне 6 месеца от датата на пристигане.",
    questionEn: "Do I need a visa for Dubai?",
    answerEn:
      "No. Bulgarian citizens can enter the UAE without a visa for up to 90 days within any 180 days. Your passport must be valid for at least six months from the date of arrival.",
    iataCode: "DXB",
    relatedSlugs: ["oae/dubai", "oae/abu-dabi"],
    tags: ["documents", "visa"],
  },
  {
    questionBg: "Как да стигна от летището до центъра на Дубай?",
    answerBg:
      "Червената линия на метрото на Дубай спира на Терминал 1 и Терминал 3 и стига до центъра и Дубай Марина. Такситата чакат пред всички терминали.",
    questionEn: "How do I get from the airport to central Dubai?",
    answerEn:
      "The Red Line of the Dubai Metro stops at Terminals 1 and 3 and runs to the city centre and Dubai Marina. Taxis wait outside every terminal.",
    iataCode: "DXB",
    relatedSlugs: ["oae/dubai"],
    tags: ["transfer", "airports"],
  },

  // --- Vienna, Athens, Thessaloniki ---
  {
    questionBg: "Как да стигна от летището до центъра на Виена?",
    answerBg:
      "Експресният влак City Airport Train (CAT) стига до Wien Mitte за около 16 минути, а по-евтиният влак S7 пътува по същата линия. Влаковете Railjet на ÖBB свързват летището с централната гара Wien Hauptbahnhof.",
    questionEn: "How do I get from the airport to central Vienna?",
    answerEn:
      "The City Airport Train (CAT) reaches Wien Mitte in about 16 minutes, and the cheaper S7 train runs on the same line. ÖBB Railjet trains link the airport with Wien Hauptbahnhof, the main station.",
    iataCode: "VIE",
    relatedSlugs: ["avstriya/viena"],
    tags: ["transfer", "airports"],
  },
  {
    questionBg: "Как да стигна от летището до центъра на Атина?",
    answerBg: "Линия 3 на метрото свързва летището с площад Синтагма. Автобусът X95 се движи денонощно до Синтагма.",
    questionEn: "How do I get from the airport to central Athens?",
    answerEn: "Metro line 3 connects the airport with Syntagma Square. Bus X95 runs around the clock to Syntagma.",
    iataCode: "ATH",
    relatedSlugs: ["garciya/atina"],
    tags: ["transfer", "airports"],
  },
  {
    questionBg: "Как да стигна от летището до центъра на Солун?",
    answerBg: "Градските автобуси 01X през деня и 01N през нощта свързват летището с центъра на Солун.",
    questionEn: "How do I get from the airport to central Thessaloniki?",
    answerEn: "City buses 01X by day and 01N at night connect the airport with the centre of Thessaloniki.",
    iataCode: "SKG",
    relatedSlugs: ["garciya/solun"],
    tags: ["transfer", "airports"],
  },

  // --- Secondary airports ---
  {
    questionBg: "Колко далеч е летище Шарлероа от Брюксел?",
    answerBg:
      "Шарлероа (CRL) е на около 50 км южно от Брюксел. Автобуси-совалки пътуват до гара Brussels-Midi за около час.",
    questionEn: "How far is Charleroi airport from Brussels?",
    answerEn:
      "Charleroi (CRL) is about 50 km south of Brussels. Shuttle coaches run to Brussels-Midi station in about an hour.",
    iataCode: "BRU",
    relatedSlugs: ["belgiya/bryuksel"],
    tags: ["transfer", "airports"],
  },
  {
    questionBg: "Колко далеч е летище Хан от Франкфурт?",
    answerBg:
      "Летище Франкфурт-Хан (HHN) е на около 120 км от Франкфурт, в региона Хунсрюк. Автобусите до централната гара на Франкфурт пътуват близо два часа, затова планирайте трансфера предварително.",
    questionEn: "How far is Hahn airport from Frankfurt?",
    answerEn:
      "Frankfurt-Hahn airport (HHN) is about 120 km from Frankfurt, in the Hunsrück region. Coaches to Frankfurt's main station take close to two hours, so plan the transfer in advance.",
    iataCode: "FRA",
    relatedSlugs: ["germaniya/frankfurt"],
    tags: ["transfer", "airports"],
  },
  {
    questionBg: "Как да стигна от летище Айндховен до Амстердам?",
    answerBg:
      "Автобусите 400 и 401 стигат от летището до гара Eindhoven Centraal за около 20 минути. Оттам преките влакове до Амстердам пътуват около час и двадесет минути.",
    questionEn: "How do I get from Eindhoven airport to Amsterdam?",
    answerEn:
      "Buses 400 and 401 run from the airport to Eindhoven Centraal station in about 20 minutes. From there direct trains to Amsterdam take about an hour and twenty minutes.",
    iataCode: "EIN",
    relatedSlugs: ["niderlandiya/aindhoven", "niderlandiya/amsterdam"],
    tags: ["transfer", "airports"],
  },

  // --- Cyprus, Balkans, Caucasus ---
  {
    questionBg: "Трябва ли ми паспорт за Кипър?",
    answerBg:
      "Не, достатъчна е валидна лична карта, защото Кипър е в ЕС. Кипър не е в Шенген, затова на летището има гранична проверка на документите.",
    questionEn: "Do I need a passport for Cyprus?",
    answerEn:
      "No, a valid ID card is enough because Cyprus is in the EU. Cyprus is not in Schengen, so there is a document check at the airport.",
    iataCode: "LCA",
    relatedSlugs: ["kipar/larnaka", "kipar/pafos"],
    tags: ["documents", "schengen"],
  },
  {
    questionBg: "Мога ли да пътувам до Сърбия с лична карта?",
    answerBg:
      "Да. Българските граждани влизат в Сърбия с валидна лична карта или паспорт, без виза за краткосрочен престой.",
    questionEn: "Can I travel to Serbia with my ID card?",
    answerEn:
      "Yes. Bulgarian citizens can enter Serbia with a valid ID card or passport and need no visa for a short stay.",
    iataCode: "BEG",
    relatedSlugs: ["sarbiya/belgrad"],
    tags: ["documents"],
  },
  {
    questionBg: "Какви документи ми трябват за Грузия?",
    answerBg:
      "Гражданите на ЕС влизат в Грузия без виза, с валиден паспорт или лична карта, и могат да останат до една година. От летище Кутаиси тръгват автобуси към Тбилиси и Батуми.",
    questionEn: "What documents do I need for Georgia?",
    answerEn:
      "EU citizens enter Georgia without a visa, with a valid passport or ID card, and may stay for up to one year. Coaches leave Kutaisi airport for Tbilisi and Batumi.",
    iataCode: "KUT",
    relatedSlugs: ["gruziya/kutaisi", "gruziya/tbilisi"],
    tags: ["documents", "transfer"],
  },

  // --- Israel, Egypt ---
  {
    questionBg: "Трябва ли ми разрешение за пътуване до Израел?",
    answerBg:
      "Да. Българските граждани не се нуждаят от виза, но от 1 януари 2025 г. трябва да получат онлайн електронно разрешение за пътуване ETA-IL преди полета. От летище Бен Гурион влаковете стигат до Тел Авив за около 20 минути.",
    questionEn: "Do I need a travel authorisation for Israel?",
    answerEn:
      "Yes. Bulgarian citizens need no visa, but since 1 January 2025 they must obtain an ETA-IL electronic travel authorisation online before the flight. From Ben Gurion airport trains reach Tel Aviv in about 20 minutes.",
    iataCode: "TLV",
    relatedSlugs: ["izrael/tel-aviv"],
    tags: ["documents", "visa", "transfer"],
  },
  {
    questionBg: "Трябва ли ми виза за Шарм ел Шейх?",
    answerBg:
      "Ако оставате само в курортите на Южен Синай, получавате безплатен печат „само за Синай“ за до 15 дни. Ако искате да посетите Кайро, Луксор или друга част на Египет, ви трябва пълна туристическа виза.",
    questionEn: "Do I need a visa for Sharm el-Sheikh?",
    answerEn:
      'If you stay only in the South Sinai resorts, you get a free "Sinai only" entry stamp for up to 15 days. To visit Cairo, Luxor or other parts of Egypt you need a full tourist visa.',
    iataCode: "SSH",
    relatedSlugs: ["egipet/sharm-el-sheih"],
    tags: ["documents", "visa"],
  },

  // --- Long haul ---
  {
    questionBg: "Какво ми трябва, за да летя до Торонто?",
    answerBg:
      "Българските граждани не се нуждаят от виза за Канада при краткосрочно пътуване, но трябва да получат онлайн електронно разрешение eTA преди полета. Разрешението се свързва с паспорта, с който пътувате.",
    questionEn: "What do I need to fly to Toronto?",
    answerEn:
      "Bulgarian citizens need no visa for a short visit to Canada, but they must obtain an eTA electronic travel authorisation online before flying. The eTA is linked to the passport you travel with.",
    iataCode: "YTO",
    relatedSlugs: ["kanada/toronto"],
    tags: ["documents", "visa"],
  },
  {
    questionBg: "Как да стигна от летищата до Манхатън?",
    answerBg:
      "От летище JFK влакчето AirTrain стига до станциите Jamaica и Howard Beach, откъдето продължавате с метро или с влаковете LIRR. От Нюарк (EWR) AirTrain ви отвежда до гара Newark Liberty Airport, откъдето влаковете стигат до Penn Station.",
    questionEn: "How do I get from the airports to Manhattan?",
    answerEn:
      "From JFK the AirTrain runs to Jamaica and Howard Beach stations, where you continue by subway or on LIRR trains. From Newark (EWR) the AirTrain takes you to Newark Liberty Airport station, where trains run to Penn Station.",
    iataCode: "NYC",
    relatedSlugs: ["sasht/nyu-iork"],
    tags: ["transfer", "airports"],
  },
  {
    questionBg: "Трябва ли ми виза за Малдивите?",
    answerBg:
      "Не предварително: всички туристи получават безплатна виза при пристигане за 30 дни, ако имат потвърдено настаняване и обратен билет. Декларацията IMUGA се попълва онлайн в рамките на 96 часа преди пристигането.",
    questionEn: "Do I need a visa for the Maldives?",
    answerEn:
      "Not in advance: every tourist gets a free 30-day visa on arrival with a confirmed accommodation booking and a return ticket. The IMUGA traveller declaration must be filled in online within 96 hours before arrival.",
    iataCode: "MLE",
    relatedSlugs: ["maldivi/maldivi"],
    tags: ["documents", "visa"],
  },
  {
    questionBg: "Какво трябва да попълня преди полет до Тайланд?",
    answerBg:
      "От 1 май 2025 г. всички чужденци попълват онлайн дигиталната карта за пристигане Thailand Digital Arrival Card (TDAC) в рамките на 3 дни преди пристигането. Паспортът ви трябва да е валиден поне 6 месеца.",
    questionEn: "What do I have to fill in before flying to Thailand?",
    answerEn:
      "Since 1 May 2025 every foreign visitor fills in the Thailand Digital Arrival Card (TDAC) online within 3 days before arrival. Your passport must be valid for at least six months.",
    iataCode: "BKK",
    relatedSlugs: ["tailand/bankok", "tailand/puket"],
    tags: ["documents"],
  },
  {
    questionBg: "Какви такси и документи са нужни за Бали?",
    answerBg:
      "Българските граждани могат да получат виза при пристигане или предварително онлайн (e-VOA). От 14 февруари 2024 г. чуждите туристи плащат и еднократна туристическа такса на провинция Бали, онлайн или при пристигане.",
    questionEn: "Which fees and documents do I need for Bali?",
    answerEn:
      "Bulgarian citizens can get a visa on arrival or apply online in advance (e-VOA). Since 14 February 2024 foreign tourists also pay a one-off tourist levy to the province of Bali, online or on arrival.",
    iataCode: "DPS",
    relatedSlugs: ["indoneziya/bali"],
    tags: ["documents", "visa"],
  },
  {
    questionBg: "Какво ми трябва за Занзибар?",
    answerBg:
      "За Танзания е нужна виза, която може да се получи онлайн предварително. От 1 октомври 2024 г. всички чуждестранни туристи в Занзибар трябва да имат и задължителната местна туристическа застраховка.",
    questionEn: "What do I need for Zanzibar?",
    answerEn:
      "Tanzania requires a visa, which you can obtain online in advance. Since 1 October 2024 every foreign visitor to Zanzibar must also hold the mandatory local travel insurance.",
    iataCode: "ZNZ",
    relatedSlugs: ["tanzaniya/zanzibar"],
    tags: ["documents", "visa"],
  },
];
