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
import { newsletterFormsBg, newsletterFormsEn } from "./newsletter-forms.ts";

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
    attachmentType: "Файлът трябва да е изображение (PNG, JPEG или WebP) или PDF",
    attachmentTooLarge: "Файлът не може да е по-голям от 5 MB",
  },
  ...newsletterFormsBg,
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
    attachmentLabel: "Снимка на екрана или PDF",
    attachmentHint: "Един файл: PNG, JPEG, WebP или PDF, до 5 MB.",
    attachmentAgain: "Файлът „{name}“ не беше изпратен. Моля, изберете го отново.",
    attachmentInfected:
      "Прикаченият файл обаче не премина проверката за вируси, затова няма да го отворим. Ако е важен, ще ви го поискаме отново по имейл.",
    attachmentUnchecked:
      "Не успяхме обаче да проверим прикачения файл за вируси, затова няма да го отворим. Ако е важен, ще ви го поискаме отново по имейл.",
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
  ...newsletterFormsEn,
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
    attachmentLabel: "Screenshot or PDF",
    attachmentHint: "One file: PNG, JPEG, WebP or PDF, up to 5 MB.",
    attachmentAgain: "The file “{name}” was not sent. Please choose it again.",
    attachmentInfected:
      "The attached file, however, did not pass the virus check, so we will not open it. If it matters, we will ask you for it again by e-mail.",
    attachmentUnchecked:
      "The attached file, however, could not be checked for viruses, so we will not open it. If it matters, we will ask you for it again by e-mail.",
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
