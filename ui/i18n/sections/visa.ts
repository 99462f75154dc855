/**
 * Copy for the visa page (/visa/:country) and the visa box of the destination page. The page
 * leads with the rule in one sentence (`headline`) and the day it was last verified; whether an
 * editor still has to review a rule is the admin's business (/nimda/visa), not the visitor's.
 * The English side is typed against the Bulgarian one.
 */
export const visaBg = {
  metaTitle: "Виза за {country} за български граждани",
  metaDescription:
    "Визов режим на {country} за притежатели на български паспорт: нужна ли е виза, колко дни може да продължи престоят и какви са изискванията към паспорта.",
  title: "Виза за {country}",
  intro: "Правилата важат за притежатели на български паспорт.",
  requirement: "Визов режим",
  types: {
    visa_free: "Без виза",
    eta: "Електронно разрешение за пътуване (ETA)",
    evisa: "Електронна виза",
    visa_on_arrival: "Виза при пристигане",
    embassy_visa: "Виза от посолство или консулство",
    transit_visa: "Транзитна виза",
    unknown: "Неуточнен режим",
  },
  /** The rule in one sentence, the first thing the box says. */
  headline: {
    ownCountry: "Не е нужна виза: това е вашата собствена държава.",
    visaFree: "Не е нужна виза.",
    visaFreeDays: {
      one: "Не е нужна виза за престой до {count} ден.",
      other: "Не е нужна виза за престой до {count} дни.",
    },
    idCard: "Достатъчна е лична карта.",
    eta: "Не е нужна виза, но преди пътуването трябва да получите електронно разрешение за пътуване (ETA).",
    evisa: "Нужна е електронна виза, за която се кандидатства онлайн преди пътуването.",
    visa_on_arrival: "Визата се издава при пристигане.",
    embassy_visa: "Нужна е виза, издадена от посолство или консулство преди пътуването.",
    transit_visa: "Нужна е транзитна виза.",
    unknown: "Визовият режим не е уточнен.",
  },
  verifiedOn: "Проверено на {date}",
  unverified: "Редакцията още не е проверила това правило: то е от публичната база данни passport-index.",
  officialSource: "Проверете го в официалния източник:",
  stay: "Престой",
  stayDays: { one: "До {count} ден", other: "До {count} дни" },
  passport: "Документ за пътуване",
  notes: "Подробности",
  sources: "Източници",
  manualOverride: "Ръчно проверено от редакцията",
  emptyTitle: "Свържете се с консулството",
  emptyText:
    "Нямаме проверена информация за визовия режим на {country}. Преди да пътувате, се свържете с консулството.",
  disclaimer:
    "Визовите правила се променят. Преди пътуване проверете в консулството или в сайта на Министерството на външните работи.",
  countryLink: "Дестинации в {country}",
  loadError: "Неуспешно зареждане",
  loadErrorText: "Не успяхме да заредим визовата информация.",
  retry: "Опитай отново",
};

export const visaEn: typeof visaBg = {
  metaTitle: "Visa for {country} for Bulgarian citizens",
  metaDescription:
    "The visa rules of {country} for Bulgarian passport holders: whether you need a visa, how long you may stay and what your passport must meet.",
  title: "Visa for {country}",
  intro: "These rules apply to holders of a Bulgarian passport.",
  requirement: "Visa requirement",
  types: {
    visa_free: "Visa-free",
    eta: "Electronic travel authorisation (ETA)",
    evisa: "e-Visa",
    visa_on_arrival: "Visa on arrival",
    embassy_visa: "Visa from an embassy or consulate",
    transit_visa: "Transit visa",
    unknown: "Requirement not specified",
  },
  headline: {
    ownCountry: "No visa needed: this is your own country.",
    visaFree: "No visa needed.",
    visaFreeDays: {
      one: "No visa needed for stays of up to {count} day.",
      other: "No visa needed for stays of up to {count} days.",
    },
    idCard: "Your identity card is enough.",
    eta: "No visa needed, but you must get an electronic travel authorisation (ETA) before you travel.",
    evisa: "You need an e-visa, applied for online before you travel.",
    visa_on_arrival: "You get the visa on arrival.",
    embassy_visa: "You need a visa from an embassy or consulate before you travel.",
    transit_visa: "You need a transit visa.",
    unknown: "The visa requirement is not specified.",
  },
  verifiedOn: "Verified on {date}",
  unverified: "Our editors have not checked this rule yet: it comes from the public passport-index dataset.",
  officialSource: "Check it with the official source:",
  stay: "Stay",
  stayDays: { one: "Up to {count} day", other: "Up to {count} days" },
  passport: "Travel document",
  notes: "Details",
  sources: "Sources",
  manualOverride: "Checked by hand by our editors",
  emptyTitle: "Contact the consulate",
  emptyText: "We have no verified information on the visa rules of {country}. Contact the consulate before you travel.",
  disclaimer:
    "Visa rules change. Check with the consulate or the Ministry of Foreign Affairs website before you travel.",
  countryLink: "Destinations in {country}",
  loadError: "Failed to load",
  loadErrorText: "We couldn't load the visa information.",
  retry: "Retry",
};
