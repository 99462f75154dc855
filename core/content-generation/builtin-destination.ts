import type { CmsLocale } from "../cms/events.ts";
import { counted, countryEn, faqBody, fareClause, inBg, km, listOf, paragraphs, price } from "./builtin-words.ts";
import type { DestinationFacts } from "./facts.ts";
import type { GeneratedSections } from "./generator.ts";

/**
 * A destination's seven sections from what the catalog and the read models know: the country,
 * the airports, the current fares from Bulgaria, the sights and FAQs we have. Where we know
 * nothing, the text says so plainly instead of making something up.
 */
export function destinationSections(d: DestinationFacts, locale: CmsLocale): GeneratedSections {
  return locale === "bg" ? bulgarian(d) : english(d);
}

/** Whether the airports' code covers several of them (LON, MIL): search with it and see them all. */
const metropolitan = (d: DestinationFacts) => d.airports.length > 1 && !d.airports.includes(d.iata);

function bulgarian(d: DestinationFacts): GeneratedSections {
  const city = d.city.bg;
  const country = d.country.bg;
  const cheapest = d.fares[0];
  const direct = d.fares.filter((f) => f.direct);
  const popularity =
    d.popularityScore >= 80
      ? `${city} е сред най-търсените направления от България`
      : d.popularityScore >= 50
        ? `${city} е любимо направление на много пътуващи от България`
        : `${city} е сред дестинациите, до които следим цените на полетите от България`;
  const airports =
    d.airports.length === 1
      ? `Градът се обслужва от летището с код ${d.airports[0]}.`
      : `Градът се обслужва от ${counted(d.airports.length, "bg", { one: "летище", many: "летища", gender: "n" })}: ${listOf(d.airports, "bg")}, като основното е ${d.airports[0]}.`;
  const faq = [
    ...d.faqs.map((f) => ({ question: f.question.bg, answer: f.answer.bg })),
    {
      question: `Кои летища обслужват ${city}?`,
      answer:
        d.airports.length === 1
          ? `Полетите до ${city} кацат на летището с код ${d.airports[0]}.`
          : `${listOf(d.airports, "bg")}. При търсене на билети кодът ${d.iata} обхваща всички тях.`,
    },
    cheapest && {
      question: `Колко струва самолетен билет от България до ${city}?`,
      answer: `При последната ни проверка най-евтиният билет беше ${fareClause(cheapest, "bg")}. Цените се менят всеки ден, затова на страницата на дестинацията показваме актуалните.`,
    },
    cheapest && {
      question: `Има ли директни полети от България до ${city}?`,
      answer:
        direct.length > 0
          ? `Да. Сред текущите цени, които виждаме, има директни полети ${listOf(
              direct.map((f) => `от ${f.from.bg}`),
              "bg",
            )}.`
          : "Сред текущите цени, които виждаме, няма директен полет: най-изгодните варианти са с прекачване.",
    },
  ].filter((item) => !!item);
  return {
    intro: {
      heading: "Въведение",
      body: paragraphs(
        `${popularity}. На тази страница сме събрали какво знаем за пътуването дотам: летищата, полетите от България, най-ниските цени, които виждаме, и забележителностите, които си струва да посетите.`,
        cheapest &&
          `При последната ни проверка най-евтиният билет до ${city} беше за ${price(cheapest.priceEur, "bg")} от ${cheapest.from.bg}.`,
      ),
    },
    context: {
      heading: `${city} накратко`,
      body: paragraphs(
        `${city} се намира ${inBg(country)}. ${airports}`,
        metropolitan(d) &&
          `Когато търсите билети, задайте кода ${d.iata}: той обхваща всички летища на града и така ще видите най-евтиния полет до което и да е от тях.`,
      ),
    },
    highlights: {
      heading: "Какво да видите",
      body:
        d.sights.length === 0
          ? `Все още не сме описали забележителности ${inBg(city)}. Когато добавим, ще ги намерите тук.`
          : paragraphs(
              `${inBg(city).replace(/^в/, "В")} сме описали ${counted(d.sights.length, "bg", { one: "забележителност", many: "забележителности" })}:`,
              ...d.sights.map((s) => `${s.name.bg} (${km(s.distanceKm, "bg")} от центъра). ${s.description.bg}`),
            ),
    },
    practical: {
      heading: "Практически съвети",
      body: paragraphs(
        "Цените на самолетните билети се менят всеки ден. Ако датите ви са гъвкави, сравнете няколко дни и летища за излитане – разликата често е значителна.",
        d.fares.some((f) => f.lowCost) &&
          "При нискотарифните авиокомпании в цената обикновено влиза само малка чанта под седалката. Проверете какъв багаж ви трябва и колко струва, преди да сравнявате цените.",
        metropolitan(d) &&
          `${city} има няколко летища и някои са далеч от центъра. Преди да купите билет, вижте колко време и пари ще ви струва пътят от летището до града.`,
        `Изискванията за влизане ${inBg(country)} за български граждани проверете на страницата ни за визите и на сайта на Министерството на външните работи преди пътуването.`,
      ),
    },
    gettingThere: {
      heading: "Как да стигнете",
      body: paragraphs(
        d.fares.length === 0
          ? `В момента нямаме актуални цени за полети от България до ${city}. Следим направлението и ще покажем офертите, щом се появят.`
          : `Най-ниските цени до ${city}, които видяхме при последната си проверка: ${d.fares.map((f) => fareClause(f, "bg")).join("; ")}.`,
        d.airports.length === 1
          ? `Самолетите кацат на летище ${d.airports[0]}.`
          : `Самолетите кацат на едно от летищата ${listOf(d.airports, "bg")}; проверете кое е вашето, преди да планирате пътя до хотела.`,
      ),
    },
    nearby: {
      heading: `Още дестинации ${inBg(country)}`,
      body:
        d.sameCountry.length === 0
          ? `${city} засега е единствената ни дестинация ${inBg(country)}. Разгледайте и другите направления на страницата с всички дестинации.`
          : `${inBg(country).replace(/^в/, "В")} следим цените на полетите от България и до ${listOf(
              d.sameCountry.map((c) => c.bg),
              "bg",
            )}. Ако имате време, можете да съчетаете ${city} с някоя от тях.`,
    },
    faq: { heading: "Често задавани въпроси", body: faqBody(faq) },
  };
}

function english(d: DestinationFacts): GeneratedSections {
  const city = d.city.en;
  const country = countryEn(d.country.en);
  const cheapest = d.fares[0];
  const direct = d.fares.filter((f) => f.direct);
  const popularity =
    d.popularityScore >= 80
      ? `${city} is one of the most searched-for destinations from Bulgaria`
      : d.popularityScore >= 50
        ? `${city} is a favourite with many travellers from Bulgaria`
        : `${city} is one of the destinations whose fares from Bulgaria we follow`;
  const airports =
    d.airports.length === 1
      ? `The city is served by the airport with the code ${d.airports[0]}.`
      : `The city has ${counted(d.airports.length, "en", { one: "airport", many: "airports" })}: ${listOf(d.airports, "en")}, the main one being ${d.airports[0]}.`;
  const faq = [
    ...d.faqs.map((f) => ({ question: f.question.en, answer: f.answer.en })),
    {
      question: `Which airports serve ${city}?`,
      answer:
        d.airports.length === 1
          ? `Flights to ${city} land at the airport with the code ${d.airports[0]}.`
          : `${listOf(d.airports, "en")}. When you search for tickets, the code ${d.iata} covers them all.`,
    },
    cheapest && {
      question: `How much is a flight from Bulgaria to ${city}?`,
      answer: `When we last checked, the cheapest ticket was ${fareClause(cheapest, "en")}. Fares change every day, so the destination page always shows the current ones.`,
    },
    cheapest && {
      question: `Are there direct flights from Bulgaria to ${city}?`,
      answer:
        direct.length > 0
          ? `Yes. The current fares we see include direct flights ${listOf(
              direct.map((f) => `from ${f.from.en}`),
              "en",
            )}.`
          : "None of the current fares we see is a direct flight: the best options involve a change.",
    },
  ].filter((item) => !!item);
  return {
    intro: {
      heading: "Introduction",
      body: paragraphs(
        `${popularity}. This page gathers what we know about getting there: the airports, the flights from Bulgaria, the lowest fares we see and the sights worth your time.`,
        cheapest &&
          `When we last checked, the cheapest ticket to ${city} was ${price(cheapest.priceEur, "en")} from ${cheapest.from.en}.`,
      ),
    },
    context: {
      heading: `${city} at a glance`,
      body: paragraphs(
        `${city} is in ${country}. ${airports}`,
        metropolitan(d) &&
          `When you search for tickets, use the code ${d.iata}: it covers all of the city's airports, so you see the cheapest flight to any of them.`,
      ),
    },
    highlights: {
      heading: "What to see",
      body:
        d.sights.length === 0
          ? `We have not described any sights in ${city} yet. When we do, you will find them here.`
          : paragraphs(
              `We have described ${counted(d.sights.length, "en", { one: "sight", many: "sights" })} in ${city}:`,
              ...d.sights.map((s) => `${s.name.en} (${km(s.distanceKm, "en")} from the centre). ${s.description.en}`),
            ),
    },
    practical: {
      heading: "Practical tips",
      body: paragraphs(
        "Air fares change every day. If your dates are flexible, compare a few days and departure airports: the difference is often considerable.",
        d.fares.some((f) => f.lowCost) &&
          "Low-cost airlines usually include only a small bag under the seat. Check which luggage you need and what it costs before you compare fares.",
        metropolitan(d) &&
          `${city} has several airports and some are far from the centre. Before you buy, see how long the trip into town takes and what it costs.`,
        `Bulgarian citizens should check the entry requirements for ${country} on our visa page and on the Ministry of Foreign Affairs website before travelling.`,
      ),
    },
    gettingThere: {
      heading: "Getting there",
      body: paragraphs(
        d.fares.length === 0
          ? `We have no current fares from Bulgaria to ${city} right now. We follow the route and will show deals as soon as they appear.`
          : `The lowest fares to ${city} we saw when we last checked: ${d.fares.map((f) => fareClause(f, "en")).join("; ")}.`,
        d.airports.length === 1
          ? `Flights land at ${d.airports[0]} airport.`
          : `Flights land at one of ${listOf(d.airports, "en")}; check which one is yours before you plan the trip to your hotel.`,
      ),
    },
    nearby: {
      heading: `More destinations in ${country}`,
      body:
        d.sameCountry.length === 0
          ? `${city} is our only destination in ${country} for now. See the other routes on the all-destinations page.`
          : `In ${country} we also follow fares from Bulgaria to ${listOf(
              d.sameCountry.map((c) => c.en),
              "en",
            )}. If you have time, you can combine ${city} with one of them.`,
    },
    faq: { heading: "Frequently asked questions", body: faqBody(faq) },
  };
}
