import type { SightSeed } from "../catalog/data/index.ts";
import type { CmsLocale } from "../cms/events.ts";
import { countryEn, faqBody, fareClause, inBg, km, listOf, paragraphs } from "./builtin-words.ts";
import type { DestinationFacts } from "./facts.ts";
import type { GeneratedSections, SectionName } from "./generator.ts";
import { SECTION_HEADINGS } from "./section-headings.ts";

/**
 * A sight's seven sections, under the headings the sight page shows. A section the catalog's
 * editors wrote is kept as written; a missing one is put together from the sight's facts (its
 * description, why we chose it, how far it is, how to get there, the other sights in the city)
 * and the current fares from Bulgaria.
 */
export function sightSections(sight: SightSeed, d: DestinationFacts, locale: CmsLocale): GeneratedSections {
  const written = (name: Exclude<SectionName, "faq">) => sight.sections[name]?.[locale]?.trim() || null;
  const composed = locale === "bg" ? bulgarian(sight, d) : english(sight, d);
  const fares =
    d.fares.length === 0
      ? null
      : locale === "bg"
        ? `Полети от България до ${d.city.bg}: при последната ни проверка най-ниските цени бяха ${d.fares.map((f) => fareClause(f, "bg")).join("; ")}.`
        : `Flights from Bulgaria to ${d.city.en}: when we last checked, the lowest fares were ${d.fares.map((f) => fareClause(f, "en")).join("; ")}.`;
  const section = (name: Exclude<SectionName, "faq">, extra?: string | null) => ({
    heading: SECTION_HEADINGS[locale][name],
    body: paragraphs(written(name) ?? composed[name], extra),
  });
  return {
    intro: section("intro"),
    context: section("context"),
    highlights: section("highlights"),
    practical: section("practical"),
    gettingThere: section("gettingThere", fares),
    nearby: section("nearby"),
    faq: { heading: SECTION_HEADINGS[locale].faq, body: composed.faq },
  };
}

type Composed = Record<SectionName, string>;

function otherSights(sight: SightSeed, d: DestinationFacts) {
  return d.sights.filter((s) => s.name.en !== sight.name.en);
}

function bulgarian(sight: SightSeed, d: DestinationFacts): Composed {
  const name = sight.name.bg;
  const city = d.city.bg;
  const distance = km(sight.distanceKm, "bg");
  const others = otherSights(sight, d);
  const faq = [
    ...sight.faq.map((f) => ({ question: f.question.bg, answer: f.answer.bg })),
    {
      question: `Колко е далеч ${name} от центъра на ${city}?`,
      answer: `Около ${distance} по права линия.`,
    },
    { question: `Как да стигна до ${name} с градския транспорт?`, answer: sight.transportInfo.bg },
    {
      question: `До кое летище да летя?`,
      answer:
        d.airports.length === 1
          ? `${city} се обслужва от летището с код ${d.airports[0]}.`
          : `${city} има няколко летища: ${listOf(d.airports, "bg")}. Основното е ${d.airports[0]}.`,
    },
  ];
  return {
    intro: paragraphs(sight.description.bg, sight.selectionReason.bg),
    context: `${name} се намира ${inBg(city)} (${d.country.bg}), на около ${distance} от центъра на града. ${sight.description.bg}`,
    highlights: paragraphs(
      sight.selectionReason.bg,
      "Преди да отидете, проверете на официалния сайт кои части са отворени и дали за входа е нужен билет с определен час.",
    ),
    practical: `Работното време и цените на билетите се менят, затова ги проверете на официалния сайт, преди да посетите ${name}.`,
    gettingThere: sight.transportInfo.bg,
    nearby:
      others.length === 0
        ? `Разгледайте и другите места ${inBg(city)} на страницата на дестинацията.`
        : `${inBg(city).replace(/^в/, "В")} си струва да видите и ${listOf(
            others.map((s) => `${s.name.bg} (${km(s.distanceKm, "bg")} от центъра)`),
            "bg",
          )}.`,
    faq: faqBody(faq),
  };
}

function english(sight: SightSeed, d: DestinationFacts): Composed {
  const name = sight.name.en;
  const city = d.city.en;
  const distance = km(sight.distanceKm, "en");
  const others = otherSights(sight, d);
  const faq = [
    ...sight.faq.map((f) => ({ question: f.question.en, answer: f.answer.en })),
    { question: `How far is ${name} from the centre of ${city}?`, answer: `About ${distance} as the crow flies.` },
    { question: `How do I get to ${name} by public transport?`, answer: sight.transportInfo.en },
    {
      question: "Which airport should I fly to?",
      answer:
        d.airports.length === 1
          ? `${city} is served by the airport with the code ${d.airports[0]}.`
          : `${city} has several airports: ${listOf(d.airports, "en")}. The main one is ${d.airports[0]}.`,
    },
  ];
  return {
    intro: paragraphs(sight.description.en, sight.selectionReason.en),
    context: `${name} is in ${city} (${countryEn(d.country.en)}), about ${distance} from the city centre. ${sight.description.en}`,
    highlights: paragraphs(
      sight.selectionReason.en,
      "Before you go, check the official website for which parts are open and whether entry needs a timed ticket.",
    ),
    practical: `Opening hours and ticket prices change, so check them on the official website before you visit ${name}.`,
    gettingThere: sight.transportInfo.en,
    nearby:
      others.length === 0
        ? `See the other places in ${city} on the destination page.`
        : `Also worth seeing in ${city}: ${listOf(
            others.map((s) => `${s.name.en} (${km(s.distanceKm, "en")} from the centre)`),
            "en",
          )}.`,
    faq: faqBody(faq),
  };
}
