import type { visaBg } from "./visa.bg.ts";

/** The English side of ./visa.bg.ts, typed against the Bulgarian one. */
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
