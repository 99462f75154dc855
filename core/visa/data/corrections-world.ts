import type { VisaCorrection } from "./visa-correction.ts";

/**
 * Visa rules for Bulgarian citizens outside Europe's free-movement area, each checked on
 * WORLD_CHECKED_ON against the pages it names. They complete VISA_CORRECTIONS (./corrections.ts)
 * and never repeat a country of it.
 *
 * A country is here only when its rule could be confirmed; the others show as unchecked, with
 * their official link. Left out on purpose, as of November 2026: Thailand (the 60-day exemption
 * of July 2024 was announced to be cut to 30 days, and whether that has taken effect could not be
 * confirmed), Qatar (its embassy in Sofia still says Bulgarians need a visa, while reports of its
 * visa waiver list Bulgaria), South Korea (whether Bulgarians are exempt from the K-ETA changes
 * year by year), and Tanzania, Sri Lanka, Cuba, Oman, Lebanon and the rest of the list, whose
 * current rules no official page confirmed here.
 */
export const WORLD_CHECKED_ON = "2026-11-29";

/**
 * The Bulgarian Ministry of Foreign Affairs' "Пътувам за..." pages: one per country, with the
 * entry rules, the risk level and the embassies. The index lists them all.
 */
const MFA_TRAVEL = "https://www.mfa.bg/bg/embassyinfo";

/**
 * The address of a country's page is its name in the ministry's English spelling, which no rule
 * derives ("usa", "united+arab+emirates"), so only the pages seen at these addresses are linked;
 * every other country links the index. The Bulgarian and English pages share the address.
 */
const MFA_COUNTRY_PAGES: Readonly<Record<string, string>> = {
  AE: "united+arab+emirates",
  AL: "albania",
  BD: "bangladesh",
  EG: "egypt",
  IN: "india",
  JP: "japan",
  MA: "morocco",
  MX: "mexico",
  RS: "serbia",
  TN: "tunisia",
  US: "usa",
};

const mfaPage = (countryCode: string): string => {
  const slug = MFA_COUNTRY_PAGES[countryCode];
  return slug ? `${MFA_TRAVEL}/${slug}` : MFA_TRAVEL;
};

const AGREES = "Checked against official sources; the dataset agrees";

const rule = (
  correction: Omit<VisaCorrection, "verifiedOn" | "notesBg" | "notesEn"> & { notesBg: string[]; notesEn: string[] },
): VisaCorrection => ({
  ...correction,
  notesBg: correction.notesBg.join(" "),
  notesEn: correction.notesEn.join(" "),
  verifiedOn: WORLD_CHECKED_ON,
});

export const WORLD_CORRECTIONS: VisaCorrection[] = [
  rule({
    countryCode: "TR",
    reason:
      "The dataset says visa-free 90 days but knows only passports; since the presidential decision of 26 July 2022 a Bulgarian identity card is enough for tourism and transit",
    requirementType: "visa_free",
    visaFreeDays: 90,
    idCardAccepted: true,
    notesBg: [
      "Българските граждани пътуват до Турция без виза и могат да останат до 90 дни в рамките на всеки 180 дни.",
      "За туризъм и транзит е достатъчна валидна българска лична карта – Турция я приема по указ на президента от 26 юли 2022 г.; може да пътувате и с паспорт.",
      "За работа, обучение или по-дълъг престой е нужна виза или разрешение за пребиваване.",
    ],
    notesEn: [
      "Bulgarian citizens travel to Türkiye without a visa and may stay up to 90 days in any 180.",
      "For tourism and transit a valid Bulgarian identity card is enough: Türkiye accepts it under a presidential decision of 26 July 2022; you may also travel on a passport.",
      "Work, study or a longer stay need a visa or a residence permit.",
    ],
    sources: [
      "https://www.mfa.gov.tr/visa-information-for-foreigners.en.mfa",
      "https://sofia.emb.mfa.gov.tr/Mission/ShowInfoNote/121665",
    ],
  }),
  rule({
    countryCode: "US",
    reason: `${AGREES}: Bulgaria is not in the Visa Waiver Program, so a visitor visa is needed and ESTA is not open to Bulgarians`,
    requirementType: "embassy_visa",
    visaFreeDays: null,
    idCardAccepted: false,
    notesBg: [
      "Българските граждани се нуждаят от виза за САЩ дори за кратко туристическо или делово пътуване: България не е в Програмата за безвизово пътуване (Visa Waiver Program), затова електронното разрешение ESTA не е възможно.",
      "Подава се онлайн заявление DS-160 за посетителска виза (B1/B2), след което се явявате на интервю в консулския отдел на посолството на САЩ в София.",
      "Пътува се с паспорт, а колко може да останете, решава граничният служител при влизане.",
    ],
    notesEn: [
      "Bulgarian citizens need a visa for the United States even for a short holiday or business trip: Bulgaria is not in the Visa Waiver Program, so the ESTA authorisation is not available.",
      "Apply online with form DS-160 for a visitor visa (B1/B2), then attend an interview at the consular section of the US Embassy in Sofia.",
      "You travel on a passport, and the border officer decides on entry how long you may stay.",
    ],
    sources: [
      "https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visa-waiver-program.html",
      "https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visitor.html",
      mfaPage("US"),
    ],
  }),
  rule({
    countryCode: "EG",
    reason: `${AGREES} (visa on arrival); the notes add the e-visa, the fees and the Sinai-only stamp`,
    requirementType: "visa_on_arrival",
    visaFreeDays: null,
    idCardAccepted: false,
    notesBg: [
      "Българските граждани се нуждаят от виза за Египет: туристическа виза за престой до 30 дни се купува при пристигане на летището срещу 25 щатски долара.",
      "Може да я вземете и предварително като електронна виза на visa2egypt.gov.eg – еднократната струва също 25 щатски долара и позволява престой до 30 дни.",
      "Паспортът трябва да е валиден поне 6 месеца след влизането.",
      "Ако оставате до 15 дни само в курортите на Южен Синай, например Шарм ел-Шейх, при кацане там може да получите безплатен печат вместо виза, но с него не може да напускате района.",
    ],
    notesEn: [
      "Bulgarian citizens need a visa for Egypt: a tourist visa for stays of up to 30 days is bought on arrival at the airport for 25 US dollars.",
      "You may also get it beforehand as an e-visa at visa2egypt.gov.eg; the single-entry one also costs 25 US dollars and allows stays of up to 30 days.",
      "Your passport must be valid for at least 6 months after entry.",
      "If you stay up to 15 days only in the South Sinai resorts, such as Sharm el-Sheikh, you may get a free entry stamp there instead of a visa, but it does not let you leave the area.",
    ],
    sources: ["https://www.visa2egypt.gov.eg/", mfaPage("EG")],
  }),
  rule({
    countryCode: "AE",
    reason: `${AGREES} (90 days); the visit permit is stamped free on arrival and counts 90 days in all within 6 months`,
    requirementType: "visa_free",
    visaFreeDays: 90,
    idCardAccepted: false,
    notesBg: [
      "Българските граждани не кандидатстват предварително за виза: при пристигане в ОАЕ получават безплатно разрешение за посещение с многократно влизане.",
      "То важи 6 месеца от издаването и позволява общо до 90 дни престой.",
      "Пътува се с валиден паспорт.",
    ],
    notesEn: [
      "Bulgarian citizens do not apply for a visa beforehand: on arrival in the UAE they get a free multiple-entry visit permit.",
      "It is valid for 6 months from issue and allows stays of up to 90 days in all.",
      "You travel on a valid passport.",
    ],
    sources: [
      "https://u.ae/en/information-and-services/visa-and-emirates-id/do-you-need-an-entry-permit-or-a-visa-to-enter-the-uae",
      mfaPage("AE"),
    ],
  }),
  rule({
    countryCode: "MA",
    reason: `${AGREES}: visa-free stays of up to three months`,
    requirementType: "visa_free",
    visaFreeDays: 90,
    idCardAccepted: false,
    notesBg: [
      "Българските граждани влизат в Мароко без виза с цел туризъм, делово или частно посещение за престой до три месеца.",
      "Пътува се с валиден паспорт.",
    ],
    notesEn: [
      "Bulgarian citizens enter Morocco without a visa for tourism, business or private visits of up to three months.",
      "You travel on a valid passport.",
    ],
    sources: [mfaPage("MA"), "https://www.mfa.bg/bg/situationcenter/26695"],
  }),
  rule({
    countryCode: "IN",
    reason: `${AGREES} (e-visa); the notes add where to apply, how early and the passport's validity`,
    requirementType: "evisa",
    visaFreeDays: null,
    idCardAccepted: false,
    notesBg: [
      "Българските граждани се нуждаят от виза за Индия; за туризъм най-лесно е електронната туристическа виза (e-Tourist Visa), за която се кандидатства онлайн на indianvisaonline.gov.in/evisa поне 4 дни преди пристигането.",
      "Тя се издава за 30 дни, за 1 година или за 5 години, а таксата зависи от вида и се вижда при кандидатстването.",
      "Паспортът трябва да е валиден поне 6 месеца от датата на пристигане и да има поне две празни страници.",
    ],
    notesEn: [
      "Bulgarian citizens need a visa for India; for tourism the simplest is the e-Tourist Visa, applied for online at indianvisaonline.gov.in/evisa at least 4 days before arrival.",
      "It is issued for 30 days, 1 year or 5 years, and the fee depends on the kind and is shown when you apply.",
      "Your passport must be valid for at least 6 months from arrival and have at least two blank pages.",
    ],
    sources: ["https://indianvisaonline.gov.in/evisa/", mfaPage("IN")],
  }),
  rule({
    countryCode: "JP",
    reason: AGREES,
    requirementType: "visa_free",
    visaFreeDays: 90,
    idCardAccepted: false,
    notesBg: [
      "Българските граждани пътуват до Япония без виза за краткосрочен престой до 90 дни – туризъм, делови срещи, посещение на близки.",
      "За работа срещу заплащане е нужна съответната виза.",
      "Пътува се с паспорт, валиден за целия престой.",
    ],
    notesEn: [
      "Bulgarian citizens travel to Japan without a visa for short stays of up to 90 days: tourism, business meetings, visiting family or friends.",
      "Paid work needs the matching visa.",
      "You travel on a passport valid for the whole stay.",
    ],
    sources: ["https://www.mofa.go.jp/j_info/visit/visa/short/novisa.html", mfaPage("JP")],
  }),
  rule({
    countryCode: "TN",
    reason: "The dataset says visa-free 60 days; Bulgarians may stay up to 90 days without a visa",
    requirementType: "visa_free",
    visaFreeDays: 90,
    idCardAccepted: false,
    notesBg: [
      "Българските граждани влизат в Тунис без виза за престой до 90 дни, включително при транзит.",
      "Необходим е паспорт, валиден поне 6 месеца към датата на пътуване.",
      "За по-дълъг престой се кандидатства за карта за пребиваване в полицията по местоживеене.",
    ],
    notesEn: [
      "Bulgarian citizens enter Tunisia without a visa for stays of up to 90 days, transit included.",
      "You need a passport valid for at least 6 months on the date of travel.",
      "For a longer stay you apply for a residence card at the police where you live.",
    ],
    sources: [mfaPage("TN")],
  }),
  rule({
    countryCode: "MX",
    reason: `${AGREES}: up to 180 days, as the border officer decides`,
    requirementType: "visa_free",
    visaFreeDays: 180,
    idCardAccepted: false,
    notesBg: [
      "Българските граждани пътуват до Мексико без виза като туристи или по работа, за която не получават заплащане там.",
      "Граничният служител определя срока на престоя – до 180 дни, но често дава по-малко, затова проверете броя дни, вписан при влизането.",
      "Пътува се с валиден паспорт.",
    ],
    notesEn: [
      "Bulgarian citizens travel to Mexico without a visa as tourists or on business for which they are not paid there.",
      "The border officer sets the length of stay, up to 180 days but often fewer, so check the number of days written on entry.",
      "You travel on a valid passport.",
    ],
    sources: [mfaPage("MX"), "https://www.gob.mx/inm"],
  }),
  rule({
    countryCode: "CN",
    reason:
      "The dataset's 30 days are right but temporary: China's unilateral visa-free scheme for Bulgaria runs to 31 December 2026",
    requirementType: "visa_free",
    visaFreeDays: 30,
    idCardAccepted: false,
    notesBg: [
      "До 31 декември 2026 г. българските граждани с обикновен паспорт могат да влизат в Китай без виза за до 30 дни с цел туризъм, бизнес, посещение на роднини и приятели, обмен или транзит.",
      "Това е временна едностранна мярка на Китай, която досега е удължавана с по година, затова проверете дали важи за датите на пътуването си.",
      "За по-дълъг престой или с друга цел е нужна виза от китайското посолство.",
    ],
    notesEn: [
      "Until 31 December 2026 Bulgarian citizens with an ordinary passport may enter China without a visa for up to 30 days for tourism, business, visiting family or friends, exchanges or transit.",
      "It is a temporary, unilateral measure of China's, so far extended a year at a time, so check that it covers the dates of your trip.",
      "A longer stay or another purpose needs a visa from the Chinese embassy.",
    ],
    sources: ["https://cs.mfa.gov.cn/", "https://bg.china-embassy.gov.cn/"],
  }),
  rule({
    countryCode: "ID",
    reason: `${AGREES} (visa on arrival); the notes add the e-VoA, the fee and the extension`,
    requirementType: "visa_on_arrival",
    visaFreeDays: null,
    idCardAccepted: false,
    notesBg: [
      "Българските граждани получават виза при пристигане в Индонезия срещу такса от 500 000 индонезийски рупии или я вземат предварително онлайн като електронна виза (e-VoA) на evisa.imigrasi.go.id.",
      "Тя позволява престой до 30 дни и може да се удължи еднократно с още 30 дни.",
      "Паспортът трябва да е валиден поне 6 месеца и трябва да имате билет за връщане или за продължаване на пътуването.",
      "Преди пристигането се попълва и електронната декларация „All Indonesia“.",
    ],
    notesEn: [
      "Bulgarian citizens get a visa on arrival in Indonesia for a fee of IDR 500,000, or beforehand online as an e-VoA at evisa.imigrasi.go.id.",
      "It allows stays of up to 30 days and can be extended once by another 30 days.",
      "Your passport must be valid for at least 6 months, and you need a return or onward ticket.",
      "Before arrival you also fill in the electronic All Indonesia declaration.",
    ],
    sources: ["https://evisa.imigrasi.go.id/", "https://allindonesia.imigrasi.go.id/"],
  }),
  rule({
    countryCode: "MV",
    reason: `${AGREES}: a free tourist visa on arrival for up to 30 days`,
    requirementType: "visa_on_arrival",
    visaFreeDays: null,
    idCardAccepted: false,
    notesBg: [
      "Малдивите издават безплатна туристическа виза при пристигане на всички чужденци, включително българските граждани, за престой до 30 дни.",
      "Нужни са валиден паспорт, потвърдена резервация за настаняване и билет за връщане или за продължаване на пътуването.",
      "До 96 часа преди пристигането всеки пътник попълва онлайн декларацията „Traveller Declaration“ в системата IMUGA.",
    ],
    notesEn: [
      "The Maldives issue a free tourist visa on arrival to all foreigners, Bulgarian citizens included, for stays of up to 30 days.",
      "You need a valid passport, a confirmed accommodation booking and a return or onward ticket.",
      "Within 96 hours before arrival every traveller fills in the online Traveller Declaration in the IMUGA system.",
    ],
    sources: ["https://immigration.gov.mv/", "https://imuga.immigration.gov.mv/"],
  }),
  rule({
    countryCode: "VN",
    reason:
      "The dataset says e-visa; from 15 August 2025 to 14 August 2028 Bulgarians may visit for tourism for up to 45 days without a visa",
    requirementType: "visa_free",
    visaFreeDays: 45,
    idCardAccepted: false,
    notesBg: [
      "От 15 август 2025 г. до 14 август 2028 г. българските граждани могат да пътуват до Виетнам с цел туризъм без виза за до 45 дни, независимо от вида на паспорта.",
      "Паспортът трябва да е валиден поне 6 месеца след планираната дата на напускане.",
      "За по-дълъг престой или с друга цел се кандидатства за електронна виза на evisa.gov.vn (до 90 дни) или за виза в посолството на Виетнам в София.",
    ],
    notesEn: [
      "From 15 August 2025 to 14 August 2028 Bulgarian citizens may travel to Vietnam for tourism without a visa for up to 45 days, whatever their passport.",
      "Your passport must be valid for at least 6 months after the planned date of departure.",
      "For a longer stay or another purpose apply for an e-visa at evisa.gov.vn (up to 90 days) or for a visa at the Embassy of Vietnam in Sofia.",
    ],
    sources: ["https://evisa.gov.vn/", MFA_TRAVEL],
  }),
  rule({
    countryCode: "JO",
    reason: `${AGREES} (visa on arrival); the notes add the fee and the Jordan Pass`,
    requirementType: "visa_on_arrival",
    visaFreeDays: null,
    idCardAccepted: false,
    notesBg: [
      "Българските граждани получават виза при пристигане в Йордания – на летищата и на повечето сухопътни пунктове – срещу такса от 40 йордански динара.",
      "Таксата отпада, ако предварително сте купили „Jordan Pass“ на jordanpass.jo и останете поне 3 нощувки.",
      "Паспортът трябва да е валиден поне 6 месеца.",
    ],
    notesEn: [
      "Bulgarian citizens get a visa on arrival in Jordan, at the airports and most land crossings, for a fee of 40 Jordanian dinars.",
      "The fee is waived if you bought a Jordan Pass beforehand at jordanpass.jo and stay at least 3 nights.",
      "Your passport must be valid for at least 6 months.",
    ],
    sources: ["https://www.jordanpass.jo/"],
  }),
  rule({
    countryCode: "AZ",
    reason: `${AGREES} (e-visa); the notes add where to apply, the fee and the stay`,
    requirementType: "evisa",
    visaFreeDays: null,
    idCardAccepted: false,
    notesBg: [
      "Българските граждани се нуждаят от виза за Азербайджан, която се взема онлайн като електронна виза през системата „ASAN Visa“ на evisa.gov.az.",
      "Издава се до 3 работни дни (има и ускорена обработка до 3 часа срещу по-висока такса), държавната такса е 20 щатски долара, а визата позволява престой до 30 дни.",
      "Пътува се с валиден паспорт.",
    ],
    notesEn: [
      "Bulgarian citizens need a visa for Azerbaijan, obtained online as an e-visa through the ASAN Visa system at evisa.gov.az.",
      "It is issued within 3 working days (a faster 3-hour service costs more); the state fee is 20 US dollars and the visa allows stays of up to 30 days.",
      "You travel on a valid passport.",
    ],
    sources: ["https://evisa.gov.az/", "https://bishkek.mfa.gov.az/en/category/asan-visa-e-visa"],
  }),
  rule({
    countryCode: "NP",
    reason: AGREES,
    requirementType: "visa_on_arrival",
    visaFreeDays: null,
    idCardAccepted: false,
    notesBg: [
      "Българските граждани получават туристическа виза при пристигане в Непал – на летището в Катманду и на основните сухопътни пунктове.",
      "Визата се издава за 15, 30 или 90 дни, а таксата зависи от срока и се плаща в брой в щатски долари или друга конвертируема валута.",
      "Паспортът трябва да е валиден поне 6 месеца.",
      "Туристическата виза може да се удължава до общо 150 дни в една календарна година.",
    ],
    notesEn: [
      "Bulgarian citizens get a tourist visa on arrival in Nepal, at Kathmandu airport and the main land crossings.",
      "It is issued for 15, 30 or 90 days; the fee depends on the length and is paid in cash in US dollars or another convertible currency.",
      "Your passport must be valid for at least 6 months.",
      "The tourist visa can be extended up to 150 days in all in a calendar year.",
    ],
    sources: ["https://www.immigration.gov.np/"],
  }),
];

const EGOV_TRAVEL_DOCUMENTS =
  "https://egov.bg/wps/portal/egov/en/your%20europe/travel%20within%20the%20union/dokumenti";

/**
 * Where a Bulgarian checks a country's entry rules officially: the ministry's page for it where
 * its address is known, else the ministry's index of them all; for Bulgaria itself, the e-government
 * portal's page on travel documents. Linked beside every rule our editors have not checked.
 */
export function officialSourceOf(countryCode: string): string {
  return countryCode === "BG" ? EGOV_TRAVEL_DOCUMENTS : mfaPage(countryCode);
}
