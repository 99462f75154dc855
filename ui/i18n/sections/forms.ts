/**
 * Copy for the forms screens (newsletter and its preference centre, customer and partner
 * contact) and the price alert form of the deal, destination and airport pages; the English side
 * is typed against the Bulgarian one. `errors` translates the API's messages
 * (core/newsletter/messages.ts, core/contact/messages.ts) key by key: the English side shows the
 * spec's exact strings, except captchaRequired, whose screen text the spec gives separately
 * ('Please confirm you are not a robot'); the contact ones are imported, not copied.
 * `{privacy}` is replaced by a link to the privacy policy.
 */
import { CONTACT_MESSAGES } from "../../../core/contact/messages.ts";

export const formsBg = {
  common: {
    sending: "Изпращане…",
    optional: "(по желание)",
    errorSummary: "Моля, поправете отбелязаните полета:",
    privacyLink: "политиката за поверителност",
    consentLabel: "Съгласие",
    honeypotLabel: "Не попълвайте това поле",
    unavailable: "Формата временно не работи. Моля, опитайте отново по-късно.",
  },
  captcha: {
    label: "Не съм робот",
    turnstileNoScript: "Проверката срещу ботове изисква JavaScript. Моля, включете го и презаредете страницата.",
  },
  errors: {
    required: "Задължително поле",
    invalidEmail: "Моля, въведете валиден имейл адрес",
    consentRequired: "За да се абонирате, трябва да приемете политиката за поверителност",
    captchaRequired: "Моля, потвърдете, че не сте робот",
    gdprConsentRequired: "Нужно е съгласието ви за обработка на личните данни",
    turnstileRequired: "Моля, потвърдете, че не сте робот",
    botDetected: "Заявката изглежда автоматична и не беше изпратена",
    invalidCategory: "Моля, изберете тема от списъка",
    customerMessageLength: "Съобщението трябва да е между 10 и 2000 знака",
    partnerMessageLength: "Съобщението трябва да е между 20 и 3000 знака",
    nameLength: "Името трябва да е между 2 и 100 знака",
    companyNameLength: "Името на фирмата трябва да е между 2 и 200 знака",
    contactPersonLength: "Името на лицето за контакт трябва да е между 2 и 100 знака",
    invalidWebsite: "Моля, въведете валиден адрес на уебсайт или оставете полето празно",
    invalidRequest: "Невалидна заявка",
    tryAgainLater: "Моля, опитайте отново по-късно.",
    invalidLink: "Връзката е невалидна или вече е заменена с по-нова.",
    expiredLink: "Връзката за потвърждение е изтекла. Моля, абонирайте се отново.",
    airportsRequired: "Изберете поне едно летище, от което летите",
    unknownAirport: "Непознато летище на излитане",
    unknownCountry: "Непозната държава",
    invalidMaxPrice: "Максималната цена трябва да е положително число",
    expiredSignedLink: "Връзката е изтекла. Използвайте връзката от по-ново писмо от нас.",
    alertNeedsPlace: "Изберете летище, от което летите, или дестинация",
    alertNeedsPrice: "Когато следите всички полети от летището, посочете и най-висока цена",
    unknownDestination: "Непозната дестинация",
    tooManyAlerts:
      "Вече имате 20 ценови сигнала. За да добавите нов, първо изтрийте някой от тях в настройките на бюлетина.",
    alertNotFound: "Този сигнал вече не съществува.",
    telegramUnavailable: "Сигналите в Telegram не са налични.",
    tooManySubmissions: "Изпратихте много форми за кратко време. Моля, опитайте отново след няколко минути.",
  },
  newsletter: {
    metaTitle: "Бюлетин с евтини полети",
    metaDescription:
      "Абонирайте се за бюлетина на flydealsbg и получавайте най-изгодните полети от София, Варна, Бургас и Пловдив направо в пощата си.",
    title: "Най-добрите оферти в пощата ви",
    intro:
      "Изпращаме най-изгодните полети от България и полезни съвети за пътуване толкова често, колкото изберете. Без спам – отписвате се с едно кликване.",
    emailLabel: "Имейл адрес",
    preferencesLegend: "Какво искате да получавате",
    deals: "Горещи оферти за полети",
    tips: "Съвети за пътуване и за евтини билети",
    frequencyLabel: "Колко често",
    frequencies: { daily: "Всеки ден", weekly: "Веднъж седмично", monthly: "Веднъж месечно", paused: "На пауза" },
    consent: "Приемам {privacy} и искам да получавам бюлетина на този имейл адрес.",
    submit: "Абонирайте ме",
    success: "Почти готово!",
    successNote:
      "Изпратихме ви имейл с връзка за потвърждение – абонаментът започва, след като я отворите. Връзката е валидна 7 дни. Ако не виждате писмото, проверете папката за спам.",
    confirmedTitle: "Абонаментът е потвърден",
    confirmedText: "Благодарим ви! Отсега нататък най-добрите ни оферти ще идват направо в пощата ви.",
    linkProblemTitle: "Връзката не сработи",
    unsubscribeTitle: "Отписване от бюлетина",
    unsubscribeText: "Наистина ли искате да се отпишете? Няма да ви изпращаме повече писма.",
    unsubscribeButton: "Да, отпишете ме",
    unsubscribedTitle: "Отписахте се успешно",
    unsubscribedText: "Няма да получавате повече писма от нас. Ако размислите, винаги можете да се абонирате отново.",
    backToNewsletter: "Към страницата на бюлетина",
  },
  preferences: {
    metaTitle: "Настройки на бюлетина",
    metaDescription: "Изберете от кои летища летите, за кои държави да ви пишем и колко често.",
    title: "Настройки на бюлетина",
    intro:
      "Изберете от кои летища летите, за кои държави и до каква цена да ви пишем и колко често. Промените важат от следващото ни писмо.",
    airportsLegend: "От кои летища летите",
    contentLegend: "Какво да ви изпращаме",
    frequencyLegend: "Колко често да ви пишем",
    pausedHint: "Не ви пишем, докато не изберете друго.",
    countriesLegend: "Само за тези държави (ако не изберете нищо – всички)",
    countriesLabel: "Държави",
    countriesChosen: "Избрани: {countries}.",
    noCountries: "Още не можем да покажем списъка с държави. Ще ви пишем за всички.",
    maxPriceLabel: "Максимална цена (€)",
    maxPriceHint: "В евро. Ще ви пишем само за оферти до тази цена. Оставете полето празно, ако цената няма значение.",
    submit: "Запази настройките",
    saved: "Настройките ви са запазени.",
    unsubscribeTitle: "Отписване",
    unsubscribeText:
      "Не искате повече писма от нас? Ако се отпишете, изтриваме имейл адреса ви. Ако искате само почивка, изберете „На пауза“ по-горе.",
    unsubscribeButton: "Отпишете се",
    unsubscribed: "Отписахте се. Изтрихме имейл адреса ви.",
    linkProblemTitle: "Връзката не сработи",
    missingLink: "В адреса липсва кодът от писмото. Отворете връзката от писмото ни отново.",
    subscribeAgain: "Абонирайте се отново",
    alertsTitle: "Ценови сигнали",
    alertsIntro: "Пишем ви, щом се появи оферта, която отговаря на някой от тях.",
    noAlerts:
      "Нямате ценови сигнали. Можете да създадете сигнал с бутона „Пишете ми, когато поевтинее“ на страницата на всяка оферта, дестинация или летище.",
    alertPending: "чака потвърждение",
    alertPendingHint: "Сигнал, който чака потвърждение, започва да работи, щом отворите връзката от писмото ни.",
    telegramLink: "Получавайте сигналите и в Telegram",
    telegramBound: "Сигналите ви идват и в Telegram. За да ги спрете там, изпратете /stop на бота.",
    deleteAlert: "Изтрий",
    deleteAlertLabel: "Изтрий сигнала: {what}",
    alertDeleted: "Сигналът е изтрит.",
  },
  alert: {
    title: "Пишете ми, когато поевтинее",
    explain: "Ще следим {what} и ще ви пишем, щом се появи оферта до цената, която посочите.",
    explainAnyPrice: "Ще следим {what} и ще ви пишем, щом се появи изгодна оферта.",
    emailLabel: "Имейл адрес",
    maxPriceLabel: "Най-висока цена (€)",
    maxPriceHint: "В евро. Ще ви пишем само за оферти до тази цена.",
    maxPriceAnyHint: "В евро. Оставете празно, ако цената няма значение.",
    consent: "Приемам {privacy} и искам да ми пишете на този имейл адрес за този ценови сигнал.",
    submit: "Пишете ми",
    success: "Проверете пощата си: сигналът започва да работи, след като го потвърдите.",
    successNote:
      "Изпратихме ви писмо с връзка за потвърждение. Връзката е валидна 7 дни. Ако не виждате писмото, проверете папката за спам.",
  },
  contact: {
    customers: {
      metaTitle: "Връзка с нас",
      metaDescription:
        "Открили сте грешна цена или счупена връзка, имате идея или критика? Пишете ни – четем всяко съобщение.",
      title: "Пишете ни",
      intro:
        "Забелязали сте грешна цена или връзка, която не води където трябва? Имате идея или критика? Пишете ни – четем всяко съобщение и отговаряме на имейла, който посочите.",
      otherForm: "Представлявате компания? Пишете ни през формата за партньори.",
    },
    partners: {
      metaTitle: "Партньорства",
      metaDescription:
        "Туроператор, афилиейт партньор или марка, която иска да достигне до пътуващите от България? Разкажете ни за предложението си.",
      title: "Да работим заедно",
      intro:
        "Работите в туризма или искате да достигнете до хората, които пътуват от България? Разкажете ни накратко за компанията си и за това, което предлагате.",
      otherForm: "Пишете ни като пътуващ? Използвайте формата за клиенти.",
    },
    categoryLabel: "Тема",
    categoryPlaceholder: "Изберете тема",
    customerCategories: {
      site_error: "Грешка в сайта",
      idea: "Идея или предложение",
      criticism: "Критика",
      incorrect_price: "Грешна цена",
      wrong_link: "Грешна връзка",
      translation: "Грешка в превода",
      data_protection: "Защита на личните данни",
      other: "Друго",
    },
    partnerCategories: {
      affiliate_partner: "Афилиейт партньорство",
      tour_operator: "Туроператор",
      marketing_collaboration: "Маркетингово сътрудничество",
      other: "Друго",
    },
    nameLabel: "Вашето име",
    emailLabel: "Имейл адрес",
    companyLabel: "Фирма",
    contactPersonLabel: "Лице за контакт",
    websiteLabel: "Уебсайт",
    messageLabel: "Съобщение",
    customerMessageHint: "Между 10 и 2000 знака.",
    partnerMessageHint: "Между 20 и 3000 знака.",
    gdprConsent:
      "Съгласявам се личните ми данни да бъдат обработени, за да получа отговор, както е описано в {privacy}.",
    retentionNote: "Пазим данните от формата до една година, след което ги изтриваме.",
    submit: "Изпрати съобщението",
    success: "Благодарим ви! Съобщението ви беше изпратено.",
    successNote: "Ще ви отговорим на посочения имейл възможно най-скоро.",
    sendAnother: "Ново съобщение",
  },
};

/** The contact forms' English words are the contact API's own messages: one source for both. */
const { sent: contactSent, ...contactErrors } = CONTACT_MESSAGES;

export const formsEn: typeof formsBg = {
  common: {
    sending: "Sending…",
    optional: "(optional)",
    errorSummary: "Please correct the marked fields:",
    privacyLink: "privacy policy",
    consentLabel: "Consent",
    honeypotLabel: "Leave this field empty",
    unavailable: "This form is temporarily unavailable. Please try again later.",
  },
  captcha: {
    label: "I am not a robot",
    turnstileNoScript: "The bot check needs JavaScript. Please turn it on and reload the page.",
  },
  errors: {
    ...contactErrors,
    consentRequired: "You must agree to the privacy policy to subscribe",
    captchaRequired: "Please confirm you are not a robot",
    invalidLink: "This link is invalid or has already been replaced by a newer one.",
    expiredLink: "This confirmation link has expired. Please subscribe again.",
    airportsRequired: "Choose at least one departure airport",
    unknownAirport: "Unknown departure airport",
    unknownCountry: "Unknown destination country",
    invalidMaxPrice: "The maximum price must be a positive number",
    expiredSignedLink: "This link has expired. Use the link in a more recent e-mail from us.",
    alertNeedsPlace: "Choose a departure airport or a destination",
    alertNeedsPrice: "Set a maximum price for an alert on everything from an airport",
    unknownDestination: "Unknown destination",
    tooManyAlerts: "You have 20 price alerts already. Delete one in your newsletter preferences first.",
    alertNotFound: "This alert no longer exists.",
    telegramUnavailable: "Telegram alerts are not available.",
    tooManySubmissions: "You have sent several forms in a short time. Please try again in a few minutes.",
  },
  newsletter: {
    metaTitle: "Cheap flights newsletter",
    metaDescription:
      "Subscribe to the flydealsbg newsletter and get the best-value flights from Sofia, Varna, Burgas and Plovdiv straight to your inbox.",
    title: "The best deals in your inbox",
    intro:
      "We send the best-value flights from Bulgaria and handy travel tips as often as you like. No spam – unsubscribe with one click.",
    emailLabel: "E-mail address",
    preferencesLegend: "What would you like to receive",
    deals: "Hot flight deals",
    tips: "Travel and cheap-ticket tips",
    frequencyLabel: "How often",
    frequencies: { daily: "Every day", weekly: "Once a week", monthly: "Once a month", paused: "Paused" },
    consent: "I accept the {privacy} and want to receive the newsletter at this address.",
    submit: "Subscribe",
    success: "Successfully subscribed!",
    successNote:
      "We have sent you an e-mail with a confirmation link – your subscription starts once you open it. The link works for 7 days. If you can't see the e-mail, check your spam folder.",
    confirmedTitle: "Subscription confirmed",
    confirmedText: "Thank you! From now on our best deals will come straight to your inbox.",
    linkProblemTitle: "The link didn't work",
    unsubscribeTitle: "Unsubscribe from the newsletter",
    unsubscribeText: "Do you really want to unsubscribe? We won't send you any more e-mails.",
    unsubscribeButton: "Yes, unsubscribe me",
    unsubscribedTitle: "You have been unsubscribed",
    unsubscribedText:
      "You won't receive any more e-mails from us. If you change your mind, you can always subscribe again.",
    backToNewsletter: "Back to the newsletter page",
  },
  preferences: {
    metaTitle: "Newsletter preferences",
    metaDescription: "Choose the airports you fly from, the countries we write to you about and how often.",
    title: "Newsletter preferences",
    intro:
      "Choose the airports you fly from, the countries and the price we write to you about, and how often. Changes apply from our next e-mail.",
    airportsLegend: "Which airports do you fly from",
    contentLegend: "What should we send you",
    frequencyLegend: "How often should we write",
    pausedHint: "We won't write until you choose something else.",
    countriesLegend: "Only these countries (choose none for all of them)",
    countriesLabel: "Countries",
    countriesChosen: "Chosen: {countries}.",
    noCountries: "We can't show the list of countries just now. We will write to you about all of them.",
    maxPriceLabel: "Maximum price (€)",
    maxPriceHint: "In euro. We will only write about deals up to this price. Leave it empty for any price.",
    submit: "Save",
    saved: "Your preferences are saved.",
    unsubscribeTitle: "Unsubscribe",
    unsubscribeText:
      "Don't want any more e-mails from us? If you unsubscribe, we delete your e-mail address. If you only want a break, choose “Paused” above.",
    unsubscribeButton: "Unsubscribe",
    unsubscribed: "You have been unsubscribed. We have deleted your e-mail address.",
    linkProblemTitle: "The link didn't work",
    missingLink: "The address is missing the code from our e-mail. Please open the link in our e-mail again.",
    subscribeAgain: "Subscribe again",
    alertsTitle: "Price alerts",
    alertsIntro: "We e-mail you as soon as there is a deal that matches one of them.",
    noAlerts:
      "You have no price alerts. You can start one with “Alert me when it gets cheaper” on the page of any deal, destination or airport.",
    alertPending: "waiting for confirmation",
    alertPendingHint: "An alert waiting for confirmation starts once you open the link in our e-mail.",
    telegramLink: "Get your alerts on Telegram too",
    telegramBound: "Your alerts also come to Telegram. To stop them there, send /stop to the bot.",
    deleteAlert: "Delete",
    deleteAlertLabel: "Delete the alert: {what}",
    alertDeleted: "The alert is deleted.",
  },
  alert: {
    title: "Alert me when it gets cheaper",
    explain: "We will watch {what} and e-mail you as soon as there is a deal at or under the price you set.",
    explainAnyPrice: "We will watch {what} and e-mail you as soon as there is a good deal.",
    emailLabel: "E-mail address",
    maxPriceLabel: "Maximum price (€)",
    maxPriceHint: "In euro. We will only write about deals up to this price.",
    maxPriceAnyHint: "In euro. Leave it empty if the price doesn't matter.",
    consent: "I accept the {privacy} and want e-mails about this price alert at this address.",
    submit: "Alert me",
    success: "Check your inbox: the alert starts once you confirm it.",
    successNote:
      "We have sent you an e-mail with a confirmation link. The link works for 7 days. If you can't see the e-mail, check your spam folder.",
  },
  contact: {
    customers: {
      metaTitle: "Contact us",
      metaDescription:
        "Found a wrong price or a broken link, have an idea or some criticism? Write to us – we read every message.",
      title: "Write to us",
      intro:
        "Spotted a wrong price or a link that doesn't lead where it should? Have an idea or some criticism? Write to us – we read every message and reply to the e-mail address you give.",
      otherForm: "Representing a company? Use the partner form.",
    },
    partners: {
      metaTitle: "Partnerships",
      metaDescription:
        "A tour operator, an affiliate partner or a brand that wants to reach travellers from Bulgaria? Tell us about your proposal.",
      title: "Let's work together",
      intro:
        "Do you work in travel, or want to reach people who fly from Bulgaria? Tell us briefly about your company and what you offer.",
      otherForm: "Writing as a traveller? Use the customer form.",
    },
    categoryLabel: "Topic",
    categoryPlaceholder: "Choose a topic",
    customerCategories: {
      site_error: "Site error",
      idea: "Idea",
      criticism: "Criticism",
      incorrect_price: "Incorrect price",
      wrong_link: "Wrong link",
      translation: "Translation",
      data_protection: "Data protection",
      other: "Other",
    },
    partnerCategories: {
      affiliate_partner: "Affiliate partner",
      tour_operator: "Tour operator",
      marketing_collaboration: "Marketing collaboration",
      other: "Other",
    },
    nameLabel: "Your name",
    emailLabel: "E-mail address",
    companyLabel: "Company",
    contactPersonLabel: "Contact person",
    websiteLabel: "Website",
    messageLabel: "Message",
    customerMessageHint: "Between 10 and 2000 characters.",
    partnerMessageHint: "Between 20 and 3000 characters.",
    gdprConsent: "I agree that my personal data is processed to answer me, as described in the {privacy}.",
    retentionNote: "We keep the form's data for up to one year and then delete it.",
    submit: "Send message",
    success: contactSent,
    successNote: "We will reply to the e-mail address you gave as soon as we can.",
    sendAnother: "New message",
  },
};

/**
 * The forms' copy in one language. Kept out of the shared dictionary: only the screens with a
 * form import it, so no other page downloads it.
 */
export function formsCopy(lang: "bg" | "en"): typeof formsBg {
  return lang === "bg" ? formsBg : formsEn;
}
