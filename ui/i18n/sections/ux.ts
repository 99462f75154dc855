/**
 * Copy for the visitor-side helpers: cookie banner and settings, notifications (toasts),
 * network notices and sharing. The English side is typed against the Bulgarian one; where
 * the spec quotes an English message, the English text here is that message word for word.
 */
export const uxBg = {
  consent: {
    bannerLabel: "Съгласие за бисквитки",
    title: "Използваме бисквитки",
    text: "Необходимите бисквитки пазят езика и настройките ви. Бисквитки за статистика използваме само с ваше съгласие, а рекламни – никога.",
    policyLink: "Политика за бисквитките",
    acceptAll: "Приемам всички",
    essentialOnly: "Само необходимите",
    manage: "Настройки",
    close: "Затвори",
    settingsButton: "Настройки на бисквитките",
    dialogTitle: "Настройки на бисквитките",
    dialogIntro:
      "Изберете кои бисквитки да използваме. Можете да промените избора си по всяко време от бутона за бисквитки в долния ляв ъгъл на екрана.",
    essentialTitle: "Необходими бисквитки",
    essentialText:
      "Помнят избора ви за бисквитките, езика, темата и настройките за търсене. Не съдържат нищо, по което да ви разпознаем, и са винаги включени, защото без тях сайтът не може да запомни настройките ви.",
    alwaysOn: "Винаги включени",
    analyticsTitle: "Бисквитки за статистика",
    analyticsText:
      "Google Analytics ни показва колко посетители имаме и кои страници разглеждат. IP адресът се анонимизира, а бисквитки за реклама и за проследяване от сайт на сайт не се записват.",
    analyticsToggle: "Разрешавам бисквитките за статистика",
    save: "Запази избора",
  },
  toast: {
    /** The notifications area's name for screen readers; {hotkey} is the key that focuses it. */
    viewportLabel: "Известия ({hotkey})",
    close: "Затвори известието",
  },
  network: {
    offline: "Няма връзка с интернет. Моля, проверете връзката си.",
    retrying: "Проблем с връзката. Ще продължим да опитваме автоматично.",
    restored: "Връзката с интернет е възстановена.",
  },
  share: {
    heading: "Споделете",
    shareOn: "Сподели чрез {network}",
    newTab: "(отваря се в нов раздел)",
    linkLabel: "Връзка към страницата",
    shortLinkLabel: "Кратка връзка",
    copyLink: "Копирай връзката",
    copyShortLink: "Копирай кратката връзка",
    copied: "Връзката е копирана.",
    copyFailed: "Връзката не можа да се копира",
    device: "Сподели от устройството",
    deviceFailed: "Споделянето от устройството не успя",
    networksFailed: "Не успяхме да заредим наличните социални мрежи",
    noNetworks:
      "Все още няма включени социални мрежи за споделяне: те се включват от администраторския панел. Междувременно можете да копирате връзката.",
  },
};

export const uxEn: typeof uxBg = {
  consent: {
    bannerLabel: "Cookie consent",
    title: "We use cookies",
    text: "Essential cookies keep your language and settings. We use statistics cookies only with your consent, and advertising cookies never.",
    policyLink: "Cookie policy",
    acceptAll: "Accept all",
    essentialOnly: "Essential only",
    manage: "Manage",
    close: "Close",
    settingsButton: "Cookie settings",
    dialogTitle: "Cookie settings",
    dialogIntro:
      "Choose which cookies we may use. You can change your choice at any time with the cookie button in the bottom left corner of the screen.",
    essentialTitle: "Essential cookies",
    essentialText:
      "They remember your cookie choice, language, theme and search settings. They hold nothing that could identify you and are always on, because without them the site cannot remember your settings.",
    alwaysOn: "Always on",
    analyticsTitle: "Statistics cookies",
    analyticsText:
      "Google Analytics shows us how many people visit and which pages they look at. IP addresses are anonymised, and no advertising or cross-site tracking cookies are set.",
    analyticsToggle: "Allow statistics cookies",
    save: "Save my choice",
  },
  toast: {
    viewportLabel: "Notifications ({hotkey})",
    close: "Close notification",
  },
  network: {
    offline: "Network connection problem. Please check your internet connection.",
    retrying: "Connection problem. We'll keep trying automatically.",
    restored: "Network connection has been restored successfully.",
  },
  share: {
    heading: "Share",
    shareOn: "Share on {network}",
    newTab: "(opens in a new tab)",
    linkLabel: "Link to this page",
    shortLinkLabel: "Short link",
    copyLink: "Copy link",
    copyShortLink: "Copy short link",
    copied: "Link copied.",
    copyFailed: "Could not copy the link",
    device: "Share from your device",
    deviceFailed: "Failed to share via device",
    networksFailed: "We couldn't load the available networks",
    noNetworks:
      "No social networks are switched on for sharing yet: they are enabled from the admin dashboard. In the meantime you can copy the link.",
  },
};
