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
