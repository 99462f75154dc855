/**
 * The long texts of the legal screens, by page and language. Server-only (the `.server` suffix
 * keeps them out of the browser's bundle): the legal route's loader sends the one page the
 * visitor reads. Placeholders as in ./sections/legal.ts.
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

type LegalPageKey = "imprint" | "privacy" | "cookiePolicy" | "terms";

const legalSectionsBg: Record<LegalPageKey, LegalSection[]> = {
  imprint: [
    {
      heading: "Връзка с нас",
      paragraphs: [
        "Въпроси за офертите, сайта или бюлетина: {contactCustomers}. Предложения за партньорство, реклама и обмен на данни: {contactPartners}.",
        "Ние не продаваме самолетни билети и не приемаме плащания. С въпроси за вече направена резервация — промяна, анулиране, багаж или възстановяване на сума — се обръщайте към сайта, от който сте купили билета, или към авиокомпанията.",
      ],
    },
    {
      heading: "Какво представлява сайтът",
      paragraphs: [
        "{site} е безплатен информационен сайт за евтини самолетни билети с излитане от София, Варна, Бургас и Пловдив. Цените получаваме от доставчик на данни за полети, сравняваме ги с обичайната цена за сезона и показваме кои оферти наистина си струват.",
        "Цените са в лева и в евро, превалутирани по фиксирания курс 1 € = {rate} лв. Резервацията става на сайта на наш партньор, към който водят бутоните за резервация. Връзките са партньорски: ако купите билет, партньорът може да ни плати комисиона, но цената за вас остава същата.",
      ],
    },
    {
      heading: "Надзорни органи",
      paragraphs: [
        "Надзор върху обработването на лични данни: Комисия за защита на личните данни (КЗЛД), гр. София 1592, бул. „Проф. Цветан Лазаров“ № 2, {kzld}.",
        "Защита на потребителите: Комисия за защита на потребителите (КЗП), {kzp}.",
      ],
    },
    {
      heading: "Източници на данни и лицензи",
      paragraphs: [
        "Имената, координатите и часовите зони на летищата са от пакета airport-data-js, изграден върху данните на OurAirports, под лиценз CC BY 4.0.",
        "Имената на държавите на български и английски език са от пакета i18n-iso-countries, под лиценз MIT.",
        "Визовите изисквания за притежатели на български паспорт са от набора от данни passport-index-dataset (автор Ilya Ilyankou, лиценз MIT), а редакцията ги преглежда и допълва.",
      ],
    },
    {
      heading: "Външни връзки",
      paragraphs: [
        "Отговаряме за съдържанието на собствените си страници. Сайтовете на партньорите, авиокомпаниите и другите сайтове, към които водят връзките ни, се поддържат от други и за тяхното съдържание и условия отговарят те.",
      ],
    },
  ],
  privacy: [
    {
      heading: "Кой отговаря за данните ви",
      paragraphs: [
        "Администратор на личните данни е {operator}. Пълните данни за оператора ще намерите на страницата {imprint}.",
        "По всички въпроси, свързани с личните ви данни, се свържете с нас: {contact}.",
      ],
    },
    {
      heading: "Накратко",
      paragraphs: [
        "Не продаваме лични данни и не ги използваме за реклама.",
        "Статистика за посещенията събираме само ако изрично се съгласите.",
        "Личните данни (имейл, име, IP адрес) пазим отделно от историята на промените в системата и ги изтриваме автоматично, щом изтече срокът им. В самата история не остават лични данни на посетителите.",
      ],
    },
    {
      heading: "Когато разглеждате сайта",
      paragraphs: [
        "За да ви покаже страница, сървърът неизбежно получава IP адреса на устройството ви и техническа информация от браузъра. В нашите журнали записваме само вида на заявката, адреса на страницата, кода на отговора, времето за отговор и случаен номер на заявката — без IP адрес и без данни за браузъра.",
        "За да пазим формите и търсенето от злоупотреби, сървърът помни IP адресите на скорошните заявки най-много за един час и само в паметта си, без да ги записва никъде.",
        "Доставчикът на хостинг може за кратко да пази IP адреси в собствените си журнали, за да пренася трафика и да защитава сайта от атаки. Основание: законният ни интерес сайтът да работи надеждно и сигурно (чл. 6, пар. 1, буква „е“ от GDPR).",
      ],
    },
    {
      heading: "Настройките на устройството ви",
      paragraphs: [
        "Езикът, темата, изборът ви за бисквитките и някои настройки за търсене се пазят в бисквитката {cookieName} и в локалното хранилище на браузъра. По тях не можем да разберем кои сте и не ги използваме за проследяване. Подробностите са описани в {cookiePolicy}.",
      ],
    },
    {
      heading: "Когато търсите",
      paragraphs: [
        "При търсене записваме само какво е намерено — дестинацията, държавата или летището на първия резултат — и колко са резултатите. Думите, които сте написали, не записваме: в полето за търсене хората понякога пишат имена, адреси и телефони.",
      ],
    },
    {
      heading: "Когато отидете към оферта",
      paragraphs: [
        "Бутонът за резервация минава през кратък адрес на нашия сайт и ви пренасочва към сайта на партньора, където правите резервацията. Записваме прехода: офертата, часа, часовата зона на браузъра (ако страницата я изпрати), вида на устройството (телефон, таблет или компютър), езика на страницата, от която сте натиснали бутона, и сайта, от който идвате — само името му, например www.google.com, без конкретната страница и без нищо от адреса ѝ.",
        "IP адреса и данните за браузъра (user agent) при прехода пазим в отделна таблица, извън записа за самия преход, и ги изтриваме автоматично след 90 дни. Преходите на известни ботове не отчитаме.",
        "Използваме тези данни, за да знаем кои оферти интересуват посетителите, да сверяваме комисионите с партньорите и да откриваме злоупотреби, например изкуствено генерирани кликвания. Основание: законен интерес (чл. 6, пар. 1, буква „е“ от GDPR).",
        "По партньорския код във връзката партньорът разбира, че идвате от нас. За данните, които въведете на неговия сайт, отговаря той според собствената си политика за поверителност.",
      ],
    },
    {
      heading: "Бюлетин и известия за цени",
      paragraphs: [
        "Ако се абонирате, пазим имейл адреса ви, IP адреса, от който сте се записали, езика и избраните от вас предпочитания, например летище на излитане. Абонаментът е с двойно потвърждение: изпращаме ви писмо с връзка и започваме да ви пишем едва след като я отворите. Пазим кога сте се записали и кога сте потвърдили, за да можем да докажем съгласието ви.",
        "Ако поискате известие за цена, пазим какво следите (маршрут, дестинация или летище и максимална цена) и кои известия сме ви изпратили. Ако свържете известията с Telegram, пазим и номера на чата ви с нашия бот.",
        "Основание: вашето съгласие (чл. 6, пар. 1, буква „а“ от GDPR). Можете да го оттеглите по всяко време с връзката за отписване, която има във всяко писмо, или като ни пишете. Оттеглянето не засяга законността на изпратеното дотогава.",
      ],
    },
    {
      heading: "Форми за контакт",
      paragraphs: [
        "Когато ни пишете чрез {contactCustomers} или чрез {contactPartners}, получаваме името, имейла и съобщението ви (при партньорските запитвания — и името на фирмата и уебсайта), IP адреса, от който е изпратена формата, и всичко друго, което решите да споделите. Използваме ги само за да ви отговорим и да продължим разговора с вас.",
        "Тези данни пазим отделно от останалите записи: в историята на системата остава само номерът на запитването, а при изтриване името, имейлът и текстът изчезват окончателно. Основание: законният ни интерес да отговаряме на запитвания, а при партньорските запитвания и стъпки преди сключване на договор (чл. 6, пар. 1, букви „е“ и „б“ от GDPR).",
      ],
    },
    {
      heading: "Защита от спам",
      paragraphs: [
        "Формите за бюлетина и за контакт са защитени с проверка срещу ботове (captcha). За да различи човек от програма, проверката обработва IP адреса и технически данни за браузъра и устройството ви. Когато проверката се извършва от външна услуга, например Cloudflare Turnstile, тя получава тези данни само за тази цел. Основание: законният ни интерес да пазим формите от злоупотреби.",
      ],
    },
    {
      heading: "Администраторският панел",
      paragraphs: [
        "Всяко действие в администраторския панел и всеки опит за влизане в него, включително неуспешният, се записва в одитен журнал заедно с IP адреса и данните за браузъра на човека, който го е направил. Това засяга нашите служители и всеки, който се опита да влезе в панела.",
        "Името, въведено при неуспешен опит за влизане, не пазим, освен ако е името на администратора: хората понякога пишат там паролата си. Основание: законният ни интерес да пазим системата и да можем да разследваме опит за пробив (чл. 6, пар. 1, буква „е“ от GDPR).",
      ],
    },
    {
      heading: "Статистика за посещенията",
      paragraphs: [
        "Статистика събираме с Google Analytics и само ако в банера за бисквитки изберете да приемете всички бисквитки. Без такова съгласие не записваме бисквитки за статистика.",
        "Използваме режима за съгласие на Google (Consent Mode): съхраняването на данни за статистика се разрешава само при пълно съгласие, а съхраняването за реклама, предаването на потребителски данни за реклама и персонализираната реклама са винаги забранени. IP адресът се анонимизира и не свързваме статистиката с имейл, име или друг идентификатор.",
        "Основание: вашето съгласие (чл. 6, пар. 1, буква „а“ от GDPR и Закона за електронните съобщения). Как да го оттеглите, е описано в {cookiePolicy}.",
      ],
    },
    {
      heading: "Кой още получава данни",
      paragraphs: [
        "Работим с доставчици, които обработват данни от наше име и само по наши указания: за хостинг и инфраструктура, за изпращане на имейли (бюлетина и отговорите на запитвания) и за проверка срещу ботове. С Google споделяме данни само за статистика и само с вашето съгласие.",
        "Партньорите за резервации разбират единствено, че идвате от нас. Име, имейл или съобщения от формите не им предаваме. На държавни органи предоставяме данни само когато законът ни задължава.",
      ],
    },
    {
      heading: "Предаване на данни извън ЕС",
      paragraphs: [
        "Някои доставчици, например Google, може да обработват данни и извън Европейския съюз. Това става само при гаранциите, които изисква GDPR: решение на Европейската комисия за адекватно ниво на защита (включително Рамката за защита на данните между ЕС и САЩ) или стандартни договорни клаузи.",
      ],
    },
    {
      heading: "Колко дълго пазим данните",
      paragraphs: [
        "Имейла и IP адреса за бюлетина пазим, докато сте абонирани. Когато се отпишете, ги изтриваме веднага, заедно с писмата до вас и записа кои оферти и известия за цени сме ви изпратили. Ако не потвърдите абонамента, изтриваме адреса 30 дни след последната ви заявка, а ако пощенският сървър окончателно откаже писмата до вас — 30 дни след това.",
        "Всички писма, които изпращаме (потвърждения, бюлетини, известия), пазим 30 дни, за да разберем, ако някое не стигне до вас, а кои оферти сме ви изпратили – 60 дни, за да не ви пращаме една и съща два пъти.",
        "Името, имейла, съобщението и IP адреса от формите за контакт пазим една година от изпращането, след което ги изтриваме; в историята остава само номерът на запитването.",
        "IP адреса и данните за браузъра при преход към оферта изтриваме след 90 дни.",
        "IP адресите и данните за браузъра в одитния журнал на администраторския панел пазим без срок: само така можем да проследим кой какво е променил и откъде. Отделно, за да ограничаваме опитите за влизане, записваме адреса на всеки опит и го изтриваме след едно денонощие.",
        "Историята на промените в системата пазим без срок, но в нея няма лични данни на посетителите: само номерата на абонаменти, запитвания и преходи, какво е намерило всяко търсене и от кой сайт сте дошли.",
        "Бисквитката с настройките ви изтича след {cookieDays} дни, а бисквитките за статистика — до 2 години след записването им.",
        "Данните с изтекъл срок изтриваме автоматично всяка нощ. Изтриваме ги и по-рано, ако поискате и законът не ни задължава да ги пазим.",
      ],
    },
    {
      heading: "Вашите права",
      paragraphs: [
        "Според GDPR имате право да разберете дали обработваме ваши данни и да получите копие от тях; да поискате поправка на неточни данни; да поискате изтриването им; да поискате ограничаване на обработването; да получите данните, които сте ни дали, в машинночетим формат; да възразите срещу обработване, основано на законен интерес; да оттеглите съгласието си по всяко време.",
        "Не вземаме автоматизирани решения, които имат правни последици за вас, и не изграждаме профили на посетителите.",
        "За да упражните правата си, свържете се с нас: {contact}. Отговаряме в срок от един месец, а при сложни искания срокът може да се удължи с още два месеца, за което ще ви уведомим. Може да ви помолим да потвърдите, че данните са ваши, например от имейла, с който сте се абонирали.",
      ],
    },
    {
      heading: "Право на жалба",
      paragraphs: [
        "Ако смятате, че нарушаваме правата ви, можете да подадете жалба до Комисията за защита на личните данни (КЗЛД): гр. София 1592, бул. „Проф. Цветан Лазаров“ № 2, {kzld}. Ще се радваме първо да ни пишете — често въпросът се решава бързо.",
      ],
    },
    {
      heading: "Сигурност",
      paragraphs: [
        "Сайтът работи през криптирана връзка (HTTPS), а достъпът до личните данни имат само хората, на които е нужен за работата им. В историята на промените пазим само номера на запитване, абонамент или преход, не самите лични данни, затова изтриването е окончателно.",
      ],
    },
    {
      heading: "Деца",
      paragraphs: [
        "Сайтът не е предназначен за деца под 14 години и не събираме съзнателно данни за тях. Ако смятате, че дете ни е дало лични данни, пишете ни и ще ги изтрием.",
      ],
    },
    {
      heading: "Промени в тази политика",
      paragraphs: [
        "Когато променяме политиката, обновяваме датата в началото на страницата. За съществени промени, които засягат абонатите на бюлетина, ще ги уведомим и по имейл.",
      ],
    },
  ],
  cookiePolicy: [
    {
      heading: "Необходими бисквитки и записи",
      paragraphs: [
        "Бисквитката {cookieName} е само на нашия сайт и важи за всичките му страници (път /). Браузърът не я изпраща при заявки, започнати от други сайтове (SameSite=Strict), а когато сайтът работи през HTTPS, я изпраща само по криптирана връзка (Secure). Пази се {cookieDays} дни. В нея няма име, имейл или друг идентификатор, по който да ви разпознаем.",
        "Темата се пази отделно в локалното хранилище на браузъра под ключа {themeKey}, за да се приложи още преди страницата да се покаже. Този запис не напуска устройството ви.",
        "Тези записи са нужни, за да работи сайтът така, както сте го настроили, затова Законът за електронните съобщения не изисква съгласие за тях. Ако ги изтриете, сайтът ще се върне към настройките по подразбиране: български език, тема според устройството и излитане от София.",
      ],
    },
    {
      heading: "Бисквитки за статистика",
      paragraphs: [
        "Google Analytics записва бисквитките _ga и _ga_<ID> само ако в банера изберете да приемете всички бисквитки. Използваме режима за съгласие на Google: съхраняването за статистика се разрешава само при такова съгласие, а съхраняването за реклама, предаването на потребителски данни за реклама и персонализираната реклама остават винаги забранени. IP адресът се анонимизира.",
        "Рекламни бисквитки и бисквитки, които ви проследяват от сайт на сайт, не използваме.",
      ],
    },
    {
      heading: "Как да промените избора си",
      paragraphs: [
        "При първото ви посещение банерът за бисквитки се показва след около секунда, а изборът ви се пази в {cookieName}. За да го промените или да оттеглите съгласието си, натиснете бутона за настройки на бисквитките в долния ляв ъгъл на всяка страница и изберете отново. Можете и да изтриете бисквитките на сайта от настройките на браузъра: така изчезват и бисквитките за статистика, а при следващото посещение банерът ще се покаже отново.",
        "Повечето браузъри позволяват да блокирате всички бисквитки или само тези на други сайтове. Ако блокирате и необходимите, сайтът ще работи, но няма да помни настройките ви.",
      ],
    },
    {
      heading: "Бисквитки на други сайтове",
      paragraphs: [
        "Когато отидете към оферта, попадате на сайта на партньора. Той използва собствени бисквитки, включително партньорска, по която разбира, че идвате от нас. За тях важат неговите правила, които ще намерите на сайта му.",
      ],
    },
    {
      heading: "Повече информация",
      paragraphs: [
        "Как обработваме личните данни като цяло, е описано в {privacy}. Ако имате въпроси, свържете се с нас: {contact}.",
      ],
    },
  ],
  terms: [
    {
      heading: "Кой предоставя услугата",
      paragraphs: [
        "Сайтът се поддържа от {operator}. Данните за оператора и начините за връзка ще намерите на страницата {imprint}.",
      ],
    },
    {
      heading: "Какво предлагаме",
      paragraphs: [
        "Сайтът е безплатна информационна услуга. Получаваме цени на самолетни билети с излитане от София, Варна, Бургас и Пловдив от доставчик на данни за полети, сравняваме ги с обичайната цена за съответния сезон и показваме най-изгодните оферти. Публикуваме и информация за дестинации, забележителности, летища, авиокомпании и визови изисквания.",
        "Не сме туроператор, туристически агент или авиокомпания. Не продаваме билети, не правим резервации и не приемаме плащания.",
      ],
    },
    {
      heading: "Цени",
      paragraphs: [
        "Цените са в евро (EUR) и в български лева (BGN). Превалутираме по фиксирания курс 1 € = {rate} лв. и закръгляме до стотинка, съответно до евроцент.",
        "Всяка цена е такава, каквато е била, когато сме я намерили, и до нея пишем преди колко време е било това. Авиокомпаниите променят цените и свободните места постоянно, затова окончателната цена виждате на сайта на партньора, преди да платите. Тя може да включва такси за багаж, избор на място или плащане, които не са в нашата цена. Ако партньорът таксува в друга валута, банката ви може да превалутира по свой курс.",
        "„Обичайна цена“, „спестявате“ и отличията на офертите са наши изчисления въз основа на цените, събрани за сезона. Те помагат да сравните, но не са обещание за отстъпка от страна на авиокомпанията.",
      ],
    },
    {
      heading: "Резервации при партньори",
      paragraphs: [
        "Бутонът за резервация ви отвежда на сайта на наш партньор за търсене и резервация на самолетни билети. Договора за пътуването сключвате с партньора или с авиокомпанията и за него важат техните условия, включително за промени, анулиране, багаж и възстановяване на суми.",
        "Връзките към партньорите са партньорски: ако купите билет, партньорът може да ни плати комисиона. Това не оскъпява билета и не влияе на реда, в който показваме офертите: той зависи от цената и от това колко е изгодна тя. Отбелязваме всеки преход към партньор, както е описано в {privacy}.",
      ],
    },
    {
      heading: "Визова и туристическа информация",
      paragraphs: [
        "Визовите изисквания се отнасят за притежатели на български паспорт и са събрани от публични източници, като част от тях са проверени от редакцията. Правилата се променят, понякога без предупреждение, затова преди пътуване проверете в консулството на съответната държава или на сайта на Министерството на външните работи. Не отговаряме за отказано влизане или качване на борда заради визови или паспортни изисквания.",
        "Описанията на дестинации и забележителности са с информационна цел. Работното време, цените на билетите за вход и транспортът може да са се променили.",
      ],
    },
    {
      heading: "Бюлетин и форми за контакт",
      paragraphs: [
        "Бюлетинът е безплатен. Абонирате се с двойно потвърждение и можете да се отпишете по всяко време с връзката във всяко писмо.",
        "Не изпращайте чрез формите чужди лични данни, незаконно или обидно съдържание или реклама. Формите са защитени срещу ботове; запитвания, изпратени автоматично или масово, може да не разгледаме.",
      ],
    },
    {
      heading: "Допустимо ползване",
      paragraphs: [
        "Можете свободно да разглеждате сайта, да споделяте връзки към оферти и страници и да цитирате съдържанието, като посочите източника. Не е позволено да изтегляте съдържанието автоматично и масово, да заобикаляте ограниченията във файла robots.txt, да натоварвате умишлено сайта или да се опитвате да влезете в административната му част.",
      ],
    },
    {
      heading: "Авторски права",
      paragraphs: [
        "Текстовете, дизайнът, статистиките и подборът на оферти са наши или се ползват с разрешение. Данните от външни източници използваме според лицензите им, посочени на страницата {imprint}.",
      ],
    },
    {
      heading: "Отговорност",
      paragraphs: [
        "Стараем се информацията да е вярна и актуална, но я предоставяме такава, каквато е, без гаранция, че е пълна, точна или винаги достъпна. Не отговаряме за услугите на партньорите и авиокомпаниите, за промени в разписанията и отменени полети, нито за решенията, които вземате въз основа на информацията в сайта.",
        "Тези ограничения не засягат отговорността ни при умисъл или груба небрежност, нито правата ви на потребител, от които законът не позволява да се откажете.",
      ],
    },
    {
      heading: "Промени в условията",
      paragraphs: [
        "Можем да променяме тези условия, например когато добавяме нови функции. Актуалната версия винаги е на тази страница, а датата на последната промяна е в началото ѝ.",
      ],
    },
    {
      heading: "Приложимо право и спорове",
      paragraphs: [
        "Прилага се българското право. Ако имате оплакване, пишете ни първо: {contact}. Повечето въпроси се решават бързо. Можете да се обърнете и към Комисията за защита на потребителите ({kzp}) или към компетентния български съд. Ако сте потребител в друга държава от ЕС, запазвате защитата, която ви дават задължителните правила на тази държава.",
      ],
    },
  ],
};

const legalSectionsEn: Record<LegalPageKey, LegalSection[]> = {
  imprint: [
    {
      heading: "Getting in touch",
      paragraphs: [
        "Questions about deals, the site or the newsletter: {contactCustomers}. Partnership, advertising and data proposals: {contactPartners}.",
        "We do not sell plane tickets or take payments. For anything about a booking you have already made, such as changes, cancellations, baggage or refunds, please contact the site you bought the ticket from or the airline.",
      ],
    },
    {
      heading: "What this site is",
      paragraphs: [
        "{site} is a free information site about cheap flights from Sofia, Varna, Burgas and Plovdiv. We get fares from a flight data provider, compare them with the usual price for the season and show which deals are genuinely worth it.",
        "Prices are shown in Bulgarian lev and in euro, converted at the fixed rate of €1 = BGN {rate}. You book on a partner's website, which the booking buttons take you to. These are affiliate links: if you buy a ticket, the partner may pay us a commission, and your price stays the same.",
      ],
    },
    {
      heading: "Supervisory authorities",
      paragraphs: [
        "Personal data: the Commission for Personal Data Protection (Комисия за защита на личните данни, КЗЛД), 2 Prof. Tsvetan Lazarov Blvd., Sofia 1592, Bulgaria, {kzld}.",
        "Consumer protection: the Consumer Protection Commission (Комисия за защита на потребителите, КЗП), {kzp}.",
      ],
    },
    {
      heading: "Data sources and licences",
      paragraphs: [
        "Airport names, coordinates and time zones come from the airport-data-js package, built on OurAirports data, under the CC BY 4.0 licence.",
        "Country names in Bulgarian and English come from the i18n-iso-countries package, under the MIT licence.",
        "Visa requirements for Bulgarian passport holders come from the passport-index-dataset by Ilya Ilyankou (MIT licence); our editors review and supplement them.",
      ],
    },
    {
      heading: "External links",
      paragraphs: [
        "We are responsible for the content of our own pages. Partner, airline and other websites we link to are run by others, who are responsible for their content and terms.",
      ],
    },
  ],
  privacy: [
    {
      heading: "Who is responsible for your data",
      paragraphs: [
        "The controller of your personal data is {operator}. You will find the operator's full details in our {imprint}.",
        "For any question about your personal data, contact us: {contact}.",
      ],
    },
    {
      heading: "In short",
      paragraphs: [
        "We do not sell personal data and do not use it for advertising.",
        "We collect visitor statistics only if you explicitly agree.",
        "Personal data (e-mail addresses, names, IP addresses) is stored apart from the system's history of changes and erased automatically once its time is up. The history itself keeps no visitor's personal data.",
      ],
    },
    {
      heading: "When you browse the site",
      paragraphs: [
        "To show you a page, the server necessarily receives your device's IP address and technical information from your browser. Our logs record only the kind of request, the page address, the response code, the response time and a random request number: no IP address and no browser details.",
        "To protect the forms and the search from abuse, the server remembers the IP addresses of recent requests for at most an hour, in its memory only, and never writes them down.",
        "Our hosting provider may briefly keep IP addresses in its own logs to route traffic and protect the site from attacks. Legal basis: our legitimate interest in running the site reliably and securely (Article 6(1)(f) GDPR).",
      ],
    },
    {
      heading: "Settings on your device",
      paragraphs: [
        "Your language, theme, cookie choice and some search settings are kept in the {cookieName} cookie and in your browser's local storage. They do not tell us who you are and we do not use them for tracking. The details are in {cookiePolicy}.",
      ],
    },
    {
      heading: "When you search",
      paragraphs: [
        "When you search, we record only what was found (the destination, country or airport of the first result) and how many results there were. We do not record the words you typed: people sometimes type names, addresses and phone numbers into a search box.",
      ],
    },
    {
      heading: "When you go to a deal",
      paragraphs: [
        "The booking button passes through a short link on our site and forwards you to the partner's website, where you make the booking. We record the click-out: the deal, the time, your browser's time zone (if the page sends it), the kind of device (phone, tablet or computer), the language of the page you clicked on, and the site you came from, by its name only (www.google.com, for example), never the page or anything in its address.",
        "The IP address and browser details (user agent) of the click-out are stored in a separate table, apart from the record of the click-out itself, and erased automatically after 90 days. Click-outs by known bots are not counted.",
        "We use this data to learn which deals interest visitors, to reconcile commissions with our partners and to detect abuse such as artificially generated clicks. Legal basis: legitimate interest (Article 6(1)(f) GDPR).",
        "The affiliate code in the link tells the partner that you came from us. Whatever you enter on the partner's website is the partner's responsibility, under its own privacy policy.",
      ],
    },
    {
      heading: "Newsletter and price alerts",
      paragraphs: [
        "If you subscribe, we keep your e-mail address, the IP address you subscribed from, your language and the preferences you choose, such as your departure airport. Subscription uses double opt-in: we send you an e-mail with a link and only start writing to you once you have opened it. We keep the time you signed up and the time you confirmed, so that we can prove your consent.",
        "If you ask for a price alert, we keep what it watches (a route, a destination or an airport, and a top price) and which alerts we sent you. If you connect your alerts to Telegram, we also keep the number of your chat with our bot.",
        "Legal basis: your consent (Article 6(1)(a) GDPR). You can withdraw it at any time with the unsubscribe link in every e-mail or by writing to us. Withdrawing does not affect the lawfulness of what was sent before.",
      ],
    },
    {
      heading: "Contact forms",
      paragraphs: [
        "When you write to us through {contactCustomers} or {contactPartners}, we receive your name, e-mail address and message (and, for partner enquiries, your company name and website), the IP address the form was sent from, and anything else you choose to share. We use them only to answer you and to continue the conversation.",
        "This data is kept apart from all other records: the system's history holds only the number of the enquiry, and erasure removes the name, e-mail address and text for good. Legal basis: our legitimate interest in answering enquiries and, for partner enquiries, steps taken before entering into a contract (Article 6(1)(f) and (b) GDPR).",
      ],
    },
    {
      heading: "Spam protection",
      paragraphs: [
        "The newsletter and contact forms are protected by a bot check (captcha). To tell a person from a program, the check processes your IP address and technical details of your browser and device. When an external service such as Cloudflare Turnstile performs the check, it receives this data for that purpose only. Legal basis: our legitimate interest in protecting the forms from abuse.",
      ],
    },
    {
      heading: "The administration area",
      paragraphs: [
        "Every action in the administration area, and every attempt to sign in to it, failed ones included, is written to an audit log together with the IP address and browser details of whoever made it. This concerns our own staff and anyone who tries to sign in.",
        "The user name typed in a failed sign-in is not kept unless it is the administrator's own: people sometimes type their password there. Legal basis: our legitimate interest in protecting the system and being able to investigate an attempted break-in (Article 6(1)(f) GDPR).",
      ],
    },
    {
      heading: "Visitor statistics",
      paragraphs: [
        "We collect statistics with Google Analytics, and only if you choose to accept all cookies in the cookie banner. Without that consent, no statistics cookies are set.",
        "We use Google Consent Mode: analytics storage is granted only with full consent, while ad storage, sharing user data for advertising and ad personalisation are always denied. IP addresses are anonymised, and we never link statistics to an e-mail address, a name or any other identifier.",
        "Legal basis: your consent (Article 6(1)(a) GDPR and the Bulgarian Electronic Communications Act). How to withdraw it is explained in {cookiePolicy}.",
      ],
    },
    {
      heading: "Who else receives data",
      paragraphs: [
        "We work with providers that process data on our behalf and only on our instructions: hosting and infrastructure, sending e-mails (the newsletter and replies to enquiries) and bot checks. We share data with Google for statistics only, and only with your consent.",
        "Booking partners learn only that you came from us. We never pass on names, e-mail addresses or messages from our forms. We disclose data to public authorities only when the law requires us to.",
      ],
    },
    {
      heading: "Transfers outside the EU",
      paragraphs: [
        "Some providers, Google for example, may process data outside the European Union. This happens only with the safeguards the GDPR requires: a European Commission adequacy decision (including the EU-U.S. Data Privacy Framework) or standard contractual clauses.",
      ],
    },
    {
      heading: "How long we keep data",
      paragraphs: [
        "Your newsletter e-mail address and IP address are kept while you are subscribed. When you unsubscribe, we erase them at once, together with the e-mails sent to you and the record of which deals and price alerts we sent you. If you do not confirm your subscription, we erase the address 30 days after your last request; if the mail server refuses our e-mails to you for good, 30 days after that.",
        "Every e-mail we send (confirmations, newsletters, alerts) is kept for 30 days, so we notice one that did not reach you, and which deals we sent you for 60 days, so that we never send you the same one twice.",
        "The name, e-mail address, message and IP address from the contact forms are kept for one year after you send them and then erased; the history keeps only the number of the enquiry.",
        "The IP address and browser details of a click-out are erased after 90 days.",
        "The IP addresses and browser details in the administration area's audit log are kept with no time limit: it is the only way to trace who changed what, and from where. Separately, to limit sign-in attempts, we record the address of each attempt and erase it after one day.",
        "The system's history of changes is kept with no time limit, but it holds no visitor's personal data: only the numbers of subscriptions, enquiries and click-outs, what each search found and which site you came from.",
        "The settings cookie expires after {cookieDays} days; statistics cookies expire up to 2 years after they are set.",
        "Data whose time is up is erased automatically every night. We erase it sooner if you ask us to and the law does not require us to keep it.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Under the GDPR you have the right to find out whether we process your data and to receive a copy of it; to have inaccurate data corrected; to have your data erased; to restrict its processing; to receive the data you gave us in a machine-readable format; to object to processing based on legitimate interest; and to withdraw your consent at any time.",
        "We make no automated decisions with legal effects on you and we do not profile visitors.",
        "To exercise your rights, contact us: {contact}. We reply within one month; for complex requests this may be extended by two further months, in which case we will tell you. We may ask you to confirm that the data is yours, for example from the e-mail address you subscribed with.",
      ],
    },
    {
      heading: "Right to complain",
      paragraphs: [
        "If you believe we are infringing your rights, you can lodge a complaint with the Bulgarian supervisory authority, the Commission for Personal Data Protection (Комисия за защита на личните данни, КЗЛД): 2 Prof. Tsvetan Lazarov Blvd., Sofia 1592, Bulgaria, {kzld}. We would be glad if you wrote to us first, as things can often be sorted out quickly.",
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "The site runs over an encrypted connection (HTTPS), and only the people who need personal data for their work can access it. The history of changes holds only the number of an enquiry, subscription or click-out, never the personal data itself, so erasure is final.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "The site is not intended for children under 14 and we do not knowingly collect data about them. If you believe a child has given us personal data, write to us and we will erase it.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "When we change this policy, we update the date at the top of the page. If a significant change affects newsletter subscribers, we will also tell them by e-mail.",
      ],
    },
  ],
  cookiePolicy: [
    {
      heading: "Necessary cookies and storage",
      paragraphs: [
        "The {cookieName} cookie belongs to our site alone and applies to all of its pages (path /). Your browser does not send it with requests that start on other sites (SameSite=Strict), and when the site is served over HTTPS, it sends it only over an encrypted connection (Secure). It lasts {cookieDays} days. It holds no name, e-mail address or other identifier that could tell us who you are.",
        "Your theme is kept separately in your browser's local storage under the key {themeKey}, so that it applies before the page is shown. This entry never leaves your device.",
        "These entries are needed for the site to work the way you set it up, so the Bulgarian Electronic Communications Act does not require consent for them. If you delete them, the site goes back to its defaults: Bulgarian, the theme of your device and departures from Sofia.",
      ],
    },
    {
      heading: "Statistics cookies",
      paragraphs: [
        "Google Analytics sets the _ga and _ga_<ID> cookies only if you choose to accept all cookies in the banner. We use Google Consent Mode: analytics storage is granted only with that consent, while ad storage, sharing user data for advertising and ad personalisation always stay denied. IP addresses are anonymised.",
        "We use no advertising cookies and no cookies that follow you from site to site.",
      ],
    },
    {
      heading: "Changing your choice",
      paragraphs: [
        "On your first visit the cookie banner appears after about a second, and your choice is kept in {cookieName}. To change it or withdraw your consent, press the cookie settings button in the bottom left corner of every page and choose again. You can also delete this site's cookies in your browser settings: this also removes the statistics cookies, and the banner will appear again on your next visit.",
        "Most browsers let you block all cookies or only those of other sites. If you block the necessary ones too, the site will still work but will not remember your settings.",
      ],
    },
    {
      heading: "Cookies of other sites",
      paragraphs: [
        "When you go to a deal, you land on the partner's website. It uses its own cookies, including an affiliate cookie that tells it you came from us. Its own rules apply to them; you will find them on its website.",
      ],
    },
    {
      heading: "More information",
      paragraphs: [
        "How we handle personal data in general is described in {privacy}. If you have any questions, contact us: {contact}.",
      ],
    },
  ],
  terms: [
    {
      heading: "Who provides the service",
      paragraphs: [
        "The site is run by {operator}. The operator's details and the ways to contact us are in our {imprint}.",
      ],
    },
    {
      heading: "What we offer",
      paragraphs: [
        "The site is a free information service. We get fares for flights departing from Sofia, Varna, Burgas and Plovdiv from a flight data provider, compare them with the usual price for the season and show the best deals. We also publish information about destinations, sights, airports, airlines and visa requirements.",
        "We are not a tour operator, a travel agent or an airline. We do not sell tickets, make bookings or take payments.",
      ],
    },
    {
      heading: "Prices",
      paragraphs: [
        "Prices are shown in euro (EUR) and in Bulgarian lev (BGN). We convert at the fixed rate of €1 = BGN {rate} and round to the nearest stotinka or cent.",
        "Each price is the one we saw when we found it, and we show how long ago that was. Airlines change fares and seat availability all the time, so the final price is the one you see on the partner's website before you pay. It may include fees for baggage, seat selection or payment that are not in our price. If the partner charges in another currency, your bank may convert at its own rate.",
        "The “typical price”, the savings and the deal badges are our own calculations from the fares collected for the season. They help you compare, but they are not a discount promised by the airline.",
      ],
    },
    {
      heading: "Booking with partners",
      paragraphs: [
        "The booking button takes you to the website of one of our flight search and booking partners. Your travel contract is with that partner or the airline, and their terms apply to it, including for changes, cancellations, baggage and refunds.",
        "Links to partners are affiliate links: if you buy a ticket, the partner may pay us a commission. This does not make your ticket more expensive and does not affect the order in which we show deals, which depends on the price and how good a deal it is. We record every click-out to a partner, as described in {privacy}.",
      ],
    },
    {
      heading: "Visa and travel information",
      paragraphs: [
        "Visa requirements apply to holders of Bulgarian passports and are compiled from public sources, some of them checked by our editors. Rules change, sometimes without notice, so before you travel check with the consulate of the country concerned or on the website of the Bulgarian Ministry of Foreign Affairs. We are not liable if you are refused entry or boarding because of visa or passport requirements.",
        "Descriptions of destinations and sights are for information only. Opening hours, admission prices and transport may have changed.",
      ],
    },
    {
      heading: "Newsletter and contact forms",
      paragraphs: [
        "The newsletter is free. You subscribe with double opt-in and can unsubscribe at any time with the link in every e-mail.",
        "Please do not send other people's personal data, unlawful or offensive content or advertising through the forms. The forms are protected against bots; we may disregard enquiries sent automatically or in bulk.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: [
        "You are welcome to browse the site, share links to deals and pages and quote our content with a credit. You may not download content automatically and in bulk, get around the rules in our robots.txt file, deliberately overload the site or try to get into its admin area.",
      ],
    },
    {
      heading: "Copyright",
      paragraphs: [
        "The texts, design, statistics and selection of deals are ours or used with permission. Data from outside sources is used under its licences, listed in our {imprint}.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "We do our best to keep the information correct and up to date, but we provide it as it is, without a guarantee that it is complete, accurate or always available. We are not liable for the services of partners and airlines, for schedule changes or cancelled flights, or for decisions you make based on information on this site.",
        "These limits do not affect our liability for intent or gross negligence, nor your rights as a consumer that the law does not allow you to waive.",
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may change these terms, for example when we add new features. The current version is always on this page, with the date of the last change at the top.",
      ],
    },
    {
      heading: "Governing law and disputes",
      paragraphs: [
        "Bulgarian law applies. If you have a complaint, please write to us first: {contact}. Most issues are resolved quickly. You can also turn to the Consumer Protection Commission ({kzp}) or the competent Bulgarian court. If you are a consumer in another EU country, you keep the protection of that country's mandatory rules.",
      ],
    },
  ],
};

export function legalSections(lang: "bg" | "en", page: LegalPageKey): LegalSection[] {
  return (lang === "bg" ? legalSectionsBg : legalSectionsEn)[page];
}

export const LEGAL_SECTIONS = { bg: legalSectionsBg, en: legalSectionsEn };
