/**
 * Copy for the forms screens (newsletter, customer and partner contact); the English side is
 * typed against the Bulgarian one. `errors` translates the API's messages (core/newsletter/
 * messages.ts, core/contact/messages.ts) key by key: the English side shows the spec's exact
 * strings, except captchaRequired, whose screen text the spec gives separately ('Please
 * confirm you are not a robot'). `{privacy}` is replaced by a link to the privacy policy.
 */
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
    frequencies: { daily: "Всеки ден", weekly: "Веднъж седмично", monthly: "Веднъж месечно" },
    consent: "Приемам {privacy} и искам да получавам бюлетина на този имейл адрес.",
    submit: "Абонирай ме",
    success: "Успешно се абонирахте!",
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
    required: "Required",
    invalidEmail: "Please enter a valid email address",
    consentRequired: "You must agree to the privacy policy to subscribe",
    captchaRequired: "Please confirm you are not a robot",
    gdprConsentRequired: "GDPR consent required",
    turnstileRequired: "Turnstile verification required",
    botDetected: "Bot detection triggered",
    invalidCategory: "Please choose a category from the list",
    customerMessageLength: "Message must be between 10 and 2000 characters",
    partnerMessageLength: "Message must be between 20 and 3000 characters",
    nameLength: "Name must be between 2 and 100 characters",
    companyNameLength: "Company name must be between 2 and 200 characters",
    contactPersonLength: "Contact person must be between 2 and 100 characters",
    invalidWebsite: "Please enter a valid website address or leave the field empty",
    invalidRequest: "Invalid request",
    tryAgainLater: "Please try again later.",
    invalidLink: "This link is invalid or has already been replaced by a newer one.",
    expiredLink: "This confirmation link has expired. Please subscribe again.",
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
    frequencies: { daily: "Every day", weekly: "Once a week", monthly: "Once a month" },
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
    success: "Thank you! Your message has been sent.",
    successNote: "We will reply to the e-mail address you gave as soon as we can.",
    sendAnother: "New message",
  },
};

/**
 * The forms' copy in one language. Kept out of the shared dictionary: only the form screens
 * import it, so no other page downloads it.
 */
export function formsCopy(lang: "bg" | "en"): typeof formsBg {
  return lang === "bg" ? formsBg : formsEn;
}
