import { WORLD_CORRECTIONS } from "./corrections-world.ts";
import type { VisaCorrection } from "./visa-correction.ts";

/**
 * Corrections to the passport-index dataset (passport-index-bgr.csv) for Bulgarian citizens,
 * each checked by a person against the sources it names on `verifiedOn`. They are data, applied
 * where the dataset is read (core/visa/corrections.ts), so they travel the same revision workflow
 * as the dataset and an editor's revisions in /nimda still win over them (docs/decisions/0043).
 *
 * Only what we are sure of is here: Europe below, the rest of the world in corrections-world.ts
 * (which says what it leaves to the dataset, and why).
 */

export const CORRECTIONS_VERIFIED_ON = "2026-11-25";

const YOUR_EUROPE = "https://europa.eu/youreurope/citizens/travel/entry-exit/eu-citizen/index_en.htm";
const ETIAS = "https://travel-europe.europa.eu/etias_en";
/** The Bulgarian e-government portal: EU citizens may also travel on an identity card to these neighbours. */
const EGOV_ID_CARD = "https://egov.bg/wps/portal/egov/en/your%20europe/travel%20within%20the%20union/dokumenti";

// ── The EU, the EEA and Switzerland: free movement on an identity card ─────────────────────────────

/** EU members in the Schengen area (Bulgaria itself aside). */
const SCHENGEN_EU = [
  "AT",
  "BE",
  "HR",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;
/** In the Schengen area and the single market without being in the EU. */
const SCHENGEN_NON_EU = ["IS", "LI", "NO", "CH"] as const;

const SCHENGEN_BG =
  "Страната е в Шенгенското пространство, в което България е пълноправен член от 1 януари 2025 г.: по вътрешните граници няма постоянен граничен контрол, но някои държави временно проверяват документите, затова винаги носете документа си.";
const SCHENGEN_EN =
  "The country is in the Schengen area, of which Bulgaria has been a full member since 1 January 2025: there are no permanent checks at its internal borders, but some states check documents for a while, so always carry yours.";
const STAY_BG =
  "Престой до три месеца не изисква други формалности, а за по-дълъг може да се наложи да регистрирате пребиваването си.";
const STAY_EN =
  "Stays of up to three months need no other formalities; for a longer one you may have to register your residence.";
const EU_CITIZEN_BG = "Като гражданин на ЕС пътувате без виза, с валидна лична карта или паспорт.";
const EU_CITIZEN_EN = "As an EU citizen you travel without a visa, on a valid identity card or passport.";
const NO_ETIAS_BG = "ETIAS и EES не се отнасят за гражданите на ЕС.";
const NO_ETIAS_EN = "ETIAS and EES do not apply to EU citizens.";

const freeMovement = (
  countryCode: string,
  reason: string,
  notesBg: string[],
  notesEn: string[],
  sources: string[],
): VisaCorrection => ({
  countryCode,
  reason,
  requirementType: "visa_free",
  visaFreeDays: null,
  idCardAccepted: true,
  notesBg: notesBg.join(" "),
  notesEn: notesEn.join(" "),
  sources,
  verifiedOn: CORRECTIONS_VERIFIED_ON,
});

const EU_REASON = "EU free movement: a Bulgarian identity card is enough; the dataset only says visa free";

const FREE_MOVEMENT: VisaCorrection[] = [
  ...SCHENGEN_EU.map((code) =>
    freeMovement(
      code,
      `${EU_REASON}; Schengen, which Bulgaria fully joined on 1 January 2025`,
      [EU_CITIZEN_BG, SCHENGEN_BG, STAY_BG, NO_ETIAS_BG],
      [EU_CITIZEN_EN, SCHENGEN_EN, STAY_EN, NO_ETIAS_EN],
      [YOUR_EUROPE, ETIAS],
    ),
  ),
  ...SCHENGEN_NON_EU.map((code) =>
    freeMovement(
      code,
      "EEA or Switzerland: EU citizens travel on an identity card; Schengen, which Bulgaria fully joined on 1 January 2025",
      [
        "Страната не е в ЕС, но гражданите на ЕС пътуват до нея свободно – без виза, с валидна лична карта или паспорт.",
        SCHENGEN_BG,
        STAY_BG,
        NO_ETIAS_BG,
      ],
      [
        "The country is not in the EU, but EU citizens travel there freely, without a visa, on a valid identity card or passport.",
        SCHENGEN_EN,
        STAY_EN,
        NO_ETIAS_EN,
      ],
      [YOUR_EUROPE, ETIAS],
    ),
  ),
  freeMovement(
    "IE",
    `${EU_REASON}; outside Schengen, so documents are checked at the border`,
    [
      EU_CITIZEN_BG,
      "Страната не е в Шенгенското пространство, затова на границата ще проверят документа ви – личната карта е достатъчна и там.",
      STAY_BG,
    ],
    [
      EU_CITIZEN_EN,
      "The country is not in the Schengen area, so your document is checked at the border; your identity card is enough there too.",
      STAY_EN,
    ],
    [YOUR_EUROPE],
  ),
  freeMovement("CY", EU_REASON, [EU_CITIZEN_BG, STAY_BG], [EU_CITIZEN_EN, STAY_EN], [YOUR_EUROPE]),
];

// ── Neighbours that take an EU identity card ───────────────────────────────────────────────────────

const ID_CARD_BG = "Като гражданин на ЕС можете да влезете в страната и само с валидна лична карта, без паспорт.";
const ID_CARD_EN = "As an EU citizen you may enter the country on a valid identity card alone, without a passport.";

const idCardNeighbour = (countryCode: string, sources: string[]): VisaCorrection => ({
  countryCode,
  reason: "EU citizens may enter on an identity card; the dataset only knows passports (its stay is kept)",
  requirementType: "visa_free",
  idCardAccepted: true,
  notesBg: ID_CARD_BG,
  notesEn: ID_CARD_EN,
  sources: [EGOV_ID_CARD, ...sources],
  verifiedOn: CORRECTIONS_VERIFIED_ON,
});

const ID_CARD_NEIGHBOURS: VisaCorrection[] = [
  idCardNeighbour("AL", ["https://www.mfa.bg/bg/embassyinfo/albania"]),
  idCardNeighbour("RS", ["https://www.mfa.bg/bg/embassyinfo/serbia"]),
  idCardNeighbour("MK", []),
  idCardNeighbour("ME", []),
  idCardNeighbour("BA", []),
  idCardNeighbour("MD", []),
  {
    countryCode: "GE",
    reason:
      "EU citizens may enter on an identity card and stay a year; the dataset says 360 days and knows only passports",
    requirementType: "visa_free",
    visaFreeDays: 365,
    idCardAccepted: true,
    notesBg: `${ID_CARD_BG} Без виза може да останете до една година.`,
    notesEn: `${ID_CARD_EN} Without a visa you may stay for up to one year.`,
    sources: [EGOV_ID_CARD, "https://www.geoconsul.gov.ge/"],
    verifiedOn: CORRECTIONS_VERIFIED_ON,
  },
];

// ── Rules that changed after the dataset, or that it gets wrong ────────────────────────────────────

const CHANGED: VisaCorrection[] = [
  {
    countryCode: "GB",
    reason:
      "The dataset predates the ETA: EU citizens need one since 2 April 2025 (it says visa-free 180 days); identity cards are not accepted since 1 October 2021",
    requirementType: "eta",
    visaFreeDays: null,
    idCardAccepted: false,
    notesBg:
      "От 2 април 2025 г. гражданите на ЕС, включително българските, трябва да имат електронно разрешение за пътуване (ETA), преди да тръгнат за Великобритания. Кандидатства се онлайн на gov.uk/eta или в приложението UK ETA, а таксата е 16 британски лири. Разрешението важи 2 години (или до изтичането на паспорта, ако то е по-рано) и позволява многократни посещения с престой до 6 месеца всяко. Влиза се само с паспорт: от 1 октомври 2021 г. българската лична карта не се приема.",
    notesEn:
      "Since 2 April 2025 EU citizens, Bulgarians included, need an electronic travel authorisation (ETA) before they set off for the UK. Apply online at gov.uk/eta or in the UK ETA app; it costs £16. It is valid for 2 years (or until your passport expires, if sooner) and covers any number of visits of up to 6 months each. You need a passport: Bulgarian identity cards have not been accepted since 1 October 2021.",
    sources: ["https://www.gov.uk/eta"],
    verifiedOn: CORRECTIONS_VERIFIED_ON,
  },
  {
    countryCode: "IL",
    reason: "The dataset says visa-free 90 days; the ETA-IL is required since 1 January 2025",
    requirementType: "eta",
    visaFreeDays: null,
    idCardAccepted: false,
    notesBg:
      "От 1 януари 2025 г. за пътуване до Израел без виза е нужно електронно разрешение ETA-IL, издадено преди пътуването. Кандидатства се на israel-entry.piba.gov.il, а таксата е 25 шекела. Разрешението важи 2 години (или до изтичането на паспорта, ако то е по-рано) и позволява престой до 90 дни при всяко влизане.",
    notesEn:
      "Since 1 January 2025, travelling to Israel without a visa takes an electronic travel authorisation, the ETA-IL, issued before the trip. Apply at israel-entry.piba.gov.il; it costs 25 shekels. It is valid for 2 years (or until your passport expires, if sooner) and allows stays of up to 90 days per entry.",
    sources: ["https://israel-entry.piba.gov.il/"],
    verifiedOn: CORRECTIONS_VERIFIED_ON,
  },
  {
    countryCode: "AU",
    reason: "The dataset says eta; EU citizens apply for the eVisitor (subclass 651), a free visa granted online",
    requirementType: "evisa",
    visaFreeDays: null,
    idCardAccepted: false,
    notesBg:
      "Българските граждани кандидатстват онлайн, преди пътуването, за виза eVisitor (подклас 651). Тя е безплатна, важи 12 месеца и позволява многократни посещения с престой до 3 месеца всяко.",
    notesEn:
      "Bulgarian citizens apply online, before they travel, for an eVisitor visa (subclass 651). It is free, valid for 12 months and allows any number of visits of up to 3 months each.",
    sources: ["https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/evisitor-651"],
    verifiedOn: CORRECTIONS_VERIFIED_ON,
  },
  {
    countryCode: "CA",
    reason: "The dataset's eta is right; adds when it started for Bulgarians, its fee and how long it lasts",
    requirementType: "eta",
    visaFreeDays: null,
    idCardAccepted: false,
    notesBg:
      "От 1 декември 2017 г. българските граждани пътуват до Канада без виза, но при пристигане със самолет трябва да имат електронно разрешение за пътуване (eTA), издадено преди полета. Кандидатства се онлайн на сайта на канадското правителство, а таксата е 7 канадски долара. Разрешението важи до 5 години или до изтичането на паспорта, ако то е по-рано. Колко може да останете, решава граничният служител – обикновено до 6 месеца.",
    notesEn:
      "Since 1 December 2017 Bulgarian citizens have travelled to Canada without a visa, but arriving by air they need an electronic travel authorisation (eTA), issued before the flight. Apply online on the Government of Canada's website; it costs CAD 7. It is valid for up to 5 years or until your passport expires, if sooner. The border officer decides how long you may stay, usually up to 6 months.",
    sources: ["https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/eta.html"],
    verifiedOn: CORRECTIONS_VERIFIED_ON,
  },
];

// ── The passport's own country ─────────────────────────────────────────────────────────────────────

const OWN_COUNTRY: VisaCorrection = {
  countryCode: "BG",
  reason: "The dataset has no rule for the passport's own country (-1), so the page told Bulgarians to ask a consulate",
  requirementType: "visa_free",
  visaFreeDays: null,
  idCardAccepted: true,
  notesBg:
    "България е вашата собствена държава: не ви трябва нито виза, нито разрешение за пътуване. Влизате с валидна българска лична карта или паспорт.",
  notesEn:
    "Bulgaria is your own country: you need neither a visa nor a travel authorisation. You enter on a valid Bulgarian identity card or passport.",
  sources: [YOUR_EUROPE],
  verifiedOn: CORRECTIONS_VERIFIED_ON,
};

export const VISA_CORRECTIONS: readonly VisaCorrection[] = [
  OWN_COUNTRY,
  ...FREE_MOVEMENT,
  ...ID_CARD_NEIGHBOURS,
  ...CHANGED,
  ...WORLD_CORRECTIONS,
];
