/**
 * Copy for the visitor-side helpers: cookie banner and settings, notifications (toasts),
 * network notices and sharing. The English side is typed against the Bulgarian one; where
 * the spec quotes an English message, the English text here is that message word for word.
 */
export const uxBg = {
  consent: {
    bannerLabel: "Съгласие за бисквитки",
    title: "Използваме бисквитки",
    /** Three one-line points, not a paragraph: on a phone the banner stays small print, never the page's largest text. */
    points: [
      "Необходимите пазят езика и настройките ви.",
      "За статистика – само с ваше съгласие.",
      "Рекламни – никога.",
    ],
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
