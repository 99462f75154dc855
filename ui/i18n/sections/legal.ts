/**
 * Copy for the legal screens (imprint, privacy, cookie policy, terms) and the link hub; the
 * English side is typed against the Bulgarian one and must match it key for key, so every
 * section has the same number of paragraphs in both languages.
 *
 * Besides the usual `{name}` values, legal paragraphs may name these, which the legal screens
 * fill in as they render a paragraph:
 *   {operator}    the operator's name (OPERATOR_NAME)
 *   {contact}     the operator's e-mail when OPERATOR_EMAIL is set, else the customer contact form
 *   {site}        the site's host name (from PUBLIC_URL)
 *   {imprint} {privacy} {cookiePolicy} {terms} {newsletter} {contactCustomers} {contactPartners}
 *                 a link to that screen, labelled by `inlineLinks`
 *   {kzld} {kzp}  the supervisory authorities' websites
 *   {rate} {cookieName} {cookieDays} {themeKey}   constants from core/constants.ts
 */

/** When the legal texts last changed: shown on the pages and used as the sitemap's lastmod. */
export const LEGAL_UPDATED = "2026-11-26";

export const legalBg = {
  navLabel: "Правна информация",
  pages: {
    imprint: "Данни за оператора",
    privacy: "Поверителност",
    cookiePolicy: "Бисквитки",
    terms: "Общи условия",
  },
  updated: "Последна актуализация: {date}",
  contents: "Съдържание",
  /** Labels of the links that paragraphs name with a placeholder; they read well after „чрез“ and „на страницата“. */
  inlineLinks: {
    imprint: "Данни за оператора",
    privacy: "Политиката за поверителност",
    cookiePolicy: "Политиката за бисквитките",
    terms: "Общите условия",
    newsletter: "страницата на бюлетина",
    contactCustomers: "формата за контакт с клиенти",
    contactPartners: "формата за партньори",
    kzld: "www.cpdp.bg",
    kzp: "www.kzp.bg",
  },

  imprint: {
    metaTitle: "Данни за оператора на сайта",
    metaDescription:
      "Кой поддържа сайта, как да се свържете с нас, кои органи упражняват надзор и откъде идват данните, които показваме.",
    title: "Данни за оператора",
    intro:
      "Тук са данните, които всеки сайт в България публикува за себе си според Закона за електронната търговия, и начините да се свържете с нас.",
    operatorHeading: "Кой поддържа сайта",
    name: "Оператор",
    address: "Адрес",
    email: "Имейл",
    vatId: "Номер по ДДС",
    contact: "За връзка",
    noEmail:
      "Не публикуваме отделен имейл адрес. Пишете ни чрез {contactCustomers}, а за партньорства и реклама — чрез {contactPartners}.",
  },

  privacy: {
    metaTitle: "Политика за поверителност",
    metaDescription:
      "Какви лични данни обработва сайтът, защо и колко време ги пазим, на кого ги предаваме и какви права имате според GDPR.",
    title: "Политика за поверителност",
    intro:
      "За да разглеждате оферти, не ви трябва профил и не е нужно да ни казвате кои сте. Обработваме само данните, без които сайтът не може да работи, и онези, които сами решите да ни дадете. Тук обясняваме какво събираме, защо и за колко време.",
  },

  cookiePolicy: {
    metaTitle: "Политика за бисквитките",
    metaDescription:
      "Кои бисквитки и записи в браузъра използва сайтът, за колко време ги пазим и как да промените избора си.",
    title: "Политика за бисквитките",
    intro:
      "Бисквитките са малки текстови файлове, които сайтът записва в браузъра ви; локалното хранилище на браузъра работи по подобен начин. Използваме ги пестеливо: необходимите помнят настройките ви, а тези за статистика се записват само с ваше съгласие.",
    table: {
      caption: "Бисквитки и записи в браузъра",
      name: "Име",
      provider: "Кой го записва",
      purpose: "За какво служи",
      duration: "Срок",
      category: "Категория",
      rows: [
        {
          name: "{cookieName}",
          provider: "Този сайт (бисквитка)",
          purpose:
            "Помни избора ви за бисквитките, езика, темата, настройките за търсене (например летище на излитане), избора ви за известия и кога сте посетили сайта за последно.",
          duration: "{cookieDays} дни",
          category: "Необходими",
        },
        {
          name: "{themeKey}",
          provider: "Този сайт (локално хранилище)",
          purpose:
            "Помни дали сте избрали светла, тъмна или системна тема, за да не премигва страницата при зареждане. Не се изпраща към сървъра.",
          duration: "Докато не го изтриете",
          category: "Необходими",
        },
        {
          name: "{demoNoticeKey}",
          provider: "Този сайт (хранилище на сесията)",
          purpose:
            "Само докато цените в сайта са симулирани: помни, че сте скрили съобщението за демо цените. Не се изпраща към сървъра.",
          duration: "До затваряне на браузъра",
          category: "Необходими",
        },
        {
          name: "_ga",
          provider: "Google Analytics",
          purpose: "Различава отделните посетители в статистиката.",
          duration: "2 години",
          category: "Статистика, само със съгласие",
        },
        {
          name: "_ga_<ID>",
          provider: "Google Analytics",
          purpose: "Пази състоянието на посещението за статистиката.",
          duration: "2 години",
          category: "Статистика, само със съгласие",
        },
      ],
    },
  },

  terms: {
    metaTitle: "Общи условия за ползване",
    metaDescription:
      "Условията за ползване на сайта: как показваме цените в евро и лева, как става резервацията при партньорите и за какво отговаряме.",
    title: "Общи условия за ползване",
    intro:
      "Тези условия уреждат ползването на сайта {site}. Като го ползвате, приемате условията, затова ви молим да ги прочетете.",
  },

  linkHub: {
    metaTitle: "Всички връзки на едно място",
    metaDescription:
      "Бързи връзки към най-добрите оферти за деня, полетите за уикенда, last minute и за Коледа, дестинациите, летищата и бюлетина.",
    title: "Бързи връзки",
    intro: "Всичко важно на едно място. Изберете накъде да продължите.",
    groups: {
      deals: "Оферти",
      explore: "Разгледайте",
      airports: "Полети от летищата",
      keepInTouch: "Да поддържаме връзка",
    },
    items: {
      bestDeals: { label: "Най-добрите оферти днес", hint: "Най-изгодните полети, подбрани за деня" },
      weekendDeals: { label: "Полети за уикенда", hint: "Евтини билети за кратко пътуване в края на седмицата" },
      lastMinuteDeals: { label: "Last minute полети", hint: "С излитане в следващите {days} дни" },
      christmasDeals: { label: "Полети за Коледа и Нова година", hint: "Евтини билети за празниците" },
      destinations: { label: "Дестинации", hint: "Всички градове с полети от България, подредени по държави" },
      airlines: { label: "Авиокомпании", hint: "Кои авиокомпании летят от България и накъде" },
      airportSofia: { label: "Полети от София", hint: "Летище София (SOF)" },
      airportVarna: { label: "Полети от Варна", hint: "Летище Варна (VAR)" },
      airportBurgas: { label: "Полети от Бургас", hint: "Летище Бургас (BOJ)" },
      airportPlovdiv: { label: "Полети от Пловдив", hint: "Летище Пловдив (PDV)" },
      newsletter: { label: "Бюлетин", hint: "Най-добрите оферти направо в пощата ви" },
      contactCustomers: { label: "Пишете ни", hint: "Въпрос, идея или забелязана грешка" },
    },
    more: "Още",
    partners: "За партньори",
  },
};

export const legalEn: typeof legalBg = {
  navLabel: "Legal information",
  pages: {
    imprint: "Imprint",
    privacy: "Privacy",
    cookiePolicy: "Cookies",
    terms: "Terms of use",
  },
  updated: "Last updated: {date}",
  contents: "Contents",
  inlineLinks: {
    imprint: "Imprint",
    privacy: "our Privacy Policy",
    cookiePolicy: "our Cookie Policy",
    terms: "our Terms of Use",
    newsletter: "the newsletter page",
    contactCustomers: "the customer contact form",
    contactPartners: "the partner contact form",
    kzld: "www.cpdp.bg",
    kzp: "www.kzp.bg",
  },

  imprint: {
    metaTitle: "Imprint: who runs this site",
    metaDescription:
      "Who runs this site, how to reach us, which authorities supervise us and where the data we show comes from.",
    title: "Imprint",
    intro:
      "The details every website in Bulgaria publishes about itself under the Electronic Commerce Act, and the ways to get in touch with us.",
    operatorHeading: "Who runs this site",
    name: "Operator",
    address: "Address",
    email: "E-mail",
    vatId: "VAT number",
    contact: "Contact",
    noEmail:
      "We do not publish a separate e-mail address. Write to us through {contactCustomers}; for partnerships and advertising, use {contactPartners}.",
  },

  privacy: {
    metaTitle: "Privacy Policy",
    metaDescription:
      "What personal data this site processes, why and for how long, who receives it and what your rights are under the GDPR.",
    title: "Privacy Policy",
    intro:
      "You do not need an account to browse deals, and you never have to tell us who you are. We process only the data the site cannot work without and whatever you choose to give us. This page explains what we collect, why and for how long.",
  },

  cookiePolicy: {
    metaTitle: "Cookie Policy",
    metaDescription:
      "Which cookies and browser storage this site uses, how long they last and how to change your choice.",
    title: "Cookie Policy",
    intro:
      "Cookies are small text files a website stores in your browser; your browser's local storage works in a similar way. We use them sparingly: the necessary ones remember your settings, and statistics cookies are set only with your consent.",
    table: {
      caption: "Cookies and browser storage",
      name: "Name",
      provider: "Set by",
      purpose: "Purpose",
      duration: "Expires",
      category: "Category",
      rows: [
        {
          name: "{cookieName}",
          provider: "This site (cookie)",
          purpose:
            "Remembers your cookie choice, language, theme, search settings (such as your departure airport), notification choices and when you last visited.",
          duration: "{cookieDays} days",
          category: "Necessary",
        },
        {
          name: "{themeKey}",
          provider: "This site (local storage)",
          purpose:
            "Remembers whether you chose the light, dark or system theme, so the page does not flicker while loading. Never sent to the server.",
          duration: "Until you delete it",
          category: "Necessary",
        },
        {
          name: "{demoNoticeKey}",
          provider: "This site (session storage)",
          purpose:
            "Only while the fares on this site are simulated: remembers that you hid the notice about demo fares. Never sent to the server.",
          duration: "Until you close the browser",
          category: "Necessary",
        },
        {
          name: "_ga",
          provider: "Google Analytics",
          purpose: "Tells individual visitors apart in the statistics.",
          duration: "2 years",
          category: "Statistics, with consent only",
        },
        {
          name: "_ga_<ID>",
          provider: "Google Analytics",
          purpose: "Keeps the state of the visit for the statistics.",
          duration: "2 years",
          category: "Statistics, with consent only",
        },
      ],
    },
  },

  terms: {
    metaTitle: "Terms of Use",
    metaDescription:
      "The terms for using this site: how we show prices in euro and lev, how booking with our partners works and what we are responsible for.",
    title: "Terms of Use",
    intro:
      "These terms govern your use of {site}. By using the site you accept them, so please take a moment to read them.",
  },

  linkHub: {
    metaTitle: "All our links in one place",
    metaDescription:
      "Quick links to today's best flight deals, weekend, last-minute and Christmas flights, destinations, airports and the newsletter.",
    title: "Quick links",
    intro: "Everything worth a tap, in one place. Pick where to go next.",
    groups: {
      deals: "Deals",
      explore: "Explore",
      airports: "Flights from Bulgarian airports",
      keepInTouch: "Stay in touch",
    },
    items: {
      bestDeals: { label: "Best deals today", hint: "The day's best-value flights, hand-picked" },
      weekendDeals: { label: "Weekend flights", hint: "Cheap tickets for a short break at the weekend" },
      lastMinuteDeals: { label: "Last-minute flights", hint: "Departing within the next {days} days" },
      christmasDeals: { label: "Christmas and New Year flights", hint: "Cheap tickets for the holidays" },
      destinations: { label: "Destinations", hint: "Every city we fly to, by country" },
      airlines: { label: "Airlines", hint: "Who flies from Bulgaria, and where to" },
      airportSofia: { label: "Flights from Sofia", hint: "Sofia Airport (SOF)" },
      airportVarna: { label: "Flights from Varna", hint: "Varna Airport (VAR)" },
      airportBurgas: { label: "Flights from Burgas", hint: "Burgas Airport (BOJ)" },
      airportPlovdiv: { label: "Flights from Plovdiv", hint: "Plovdiv Airport (PDV)" },
      newsletter: { label: "Newsletter", hint: "The best deals straight to your inbox" },
      contactCustomers: { label: "Write to us", hint: "A question, an idea or a mistake you spotted" },
    },
    more: "More",
    partners: "For partners",
  },
};

/**
 * The legal screens' copy in one language. Kept out of the shared dictionary: only the legal
 * screens and the link hub import it, so other pages never download it.
 */
export function legalCopy(lang: "bg" | "en"): typeof legalBg {
  return lang === "bg" ? legalBg : legalEn;
}
