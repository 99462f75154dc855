import { Link } from "react-router";
import { pageKeyFor } from "../../core/content-generation/page-keys.ts";
import { airportsOf } from "../../projections/catalog/airports-airlines.ts";
import { destinationPhotoCredit } from "../../projections/catalog/destination-picture.ts";
import { destinationBySlugs } from "../../projections/catalog/queries.ts";
import { faqsFor, sightsOf } from "../../projections/catalog/sights.ts";
import { cheapestFaresByDestination } from "../../projections/pricing/fares.ts";
import { visaInfo } from "../../projections/visa/queries.ts";
import { cmsPageOrNotFound, editorialFor, withEditorialHeaders } from "../cms/cms-page.server.ts";
import type { CmsPageData } from "../cms/cms-page-data.ts";
import { CmsBlockList, CmsPageView } from "../cms/cms-page-view.tsx";
import { cmsAwareHeaders, cmsPageMeta, isCmsPage } from "../cms/cms-route.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { FareList } from "../deals/fare-list.tsx";
import { priceCalendarFor } from "../deals/price-calendar.server.ts";
import { PriceCalendar } from "../deals/price-calendar.tsx";
import { alertAction, alertFormOf, alertPageHeaders } from "../forms/actions.server.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { mapHref } from "../map/map-address.ts";
import { AlertForm, alertResultOf } from "../newsletter/alert-form.tsx";
import { PhotoCredit } from "../parts/photo-credit.tsx";
import { languageOfPath } from "../route-table.ts";
import { ShareBar } from "../share/share-bar.tsx";
import { requireCanonical } from "../site/loader-answers.ts";
import { absoluteImage, errorMeta, metaCopy, pageMeta } from "../site/meta.ts";
import { RouteError } from "../site/route-error.tsx";
import { VisaSummary } from "../visa/visa-rule.tsx";
import type { Route } from "./+types/destination";
import {
  bothLanguages,
  cityName,
  countryNameOf,
  countryOfDestination,
  countryPath,
  destinationPath,
  toSightCard,
  visaPath,
} from "./catalog.ts";
import { FaqList } from "./faq-list.tsx";
import { PlaceHero } from "./place-hero.tsx";
import { SightCard } from "./sight-card.tsx";

// an address that is no destination may be a page of the CMS (ui/cms)
export const headers: Route.HeadersFunction = cmsAwareHeaders(alertPageHeaders);

/** One card per Bulgarian departure airport: at most four, the limit is a ceiling. */
const FARES_SHOWN = 12;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const found = await destinationBySlugs(context.db, params.countrySlug, params.citySlug);
  if (!found) return cmsPageOrNotFound(request, context);
  const destination = found.value;
  requireCanonical(request.url, destinationPath(destination, lang));

  const url = new URL(request.url);
  const [sights, visa, faqs, fares, airports, photo, editorial, calendar] = await Promise.all([
    sightsOf(context.db, destination.iataCode),
    visaInfo(context.db, destination.countryCode, lang),
    faqsFor(context.db, destination.iataCode),
    cheapestFaresByDestination(context.db, { toAirports: destination.airports, limit: FARES_SHOWN }),
    airportsOf(context.db, destination.airports),
    destinationPhotoCredit(context.db, destination.iataCode),
    // the city's own words from the CMS (written or generated, then reviewed): issue 17
    editorialFor(request, context, pageKeyFor("destination", { iata: destination.iataCode }), lang),
    priceCalendarFor(context.db, url.searchParams, destination.airports, context.now()),
  ]);
  const country = countryOfDestination(destination);
  return withEditorialHeaders(
    {
      lang,
      iataCode: destination.iataCode,
      city: cityName(destination, lang),
      country: countryNameOf(destination, lang),
      countryHref: countryPath(country, lang),
      visaHref: visaPath(country, lang),
      imageUrl: destination.imageUrl,
      photo,
      airports: airports.map((a) => ({ code: a.iataCode, name: lang === "bg" ? a.nameBg : a.nameEn })),
      fares,
      sights: sights.map((sight) => toSightCard(destination, sight, lang)),
      visa,
      faqs: faqs.map((faq) => ({
        id: faq.id,
        question: lang === "bg" ? faq.questionBg : faq.questionEn,
        answer: lang === "bg" ? faq.answerBg : faq.answerEn,
      })),
      requestTime: context.now().toISOString(),
      calendar,
      editorial,
      alternates: bothLanguages((l) => destinationPath(destination, l)),
      // "alert me" for this destination from any Bulgarian airport, at any price unless one is set
      alert: alertFormOf(context, lang, {
        fromAirport: null,
        destinationId: destination.iataCode,
        destination: { bg: destination.cityBg, en: destination.cityEn },
      }),
    },
    editorial,
  );
}

/** The "alert me" form posts here (intent=alert). */
export const action = alertAction;

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ loaderData, location, error, matches }: Route.MetaArgs) {
  const { lang, t } = metaCopy(location);
  if (error || !loaderData) return errorMeta(lang, error);
  if (isCmsPage(loaderData)) return cmsPageMeta(loaderData, matches);
  const values = { city: loaderData.city, country: loaderData.country };
  return pageMeta(fill(t.destination.metaTitle, values), fill(t.destination.metaDescription, values), {
    image: absoluteImage(loaderData.imageUrl, matches),
  });
}

/** A CMS page at an address no destination has, else the destination screen: two components, so hooks keep their order. */
export default function Destination({ loaderData, actionData }: Route.ComponentProps) {
  return isCmsPage(loaderData) ? (
    <CmsPageView page={loaderData} />
  ) : (
    <DestinationScreen loaderData={loaderData} actionData={actionData} />
  );
}

function DestinationScreen({
  loaderData,
  actionData,
}: {
  loaderData: Exclude<Route.ComponentProps["loaderData"], CmsPageData>;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { city, country, countryHref, visaHref, imageUrl, airports, fares, sights, visa, faqs, requestTime, calendar } =
    loaderData;
  const { lang, t } = useLanguage();
  return (
    <>
      <PlaceHero editorial={loaderData.editorial} country={country} countryHref={countryHref} trail={[{ label: city }]}>
        <h1>{fill(t.destination.title, { city })}</h1>
        <p className="lead">
          <Link to={countryHref} data-testid="country-link">
            {fill(t.destination.countryLink, { country })}
          </Link>
        </p>
        {imageUrl && <img className="hero__image" src={imageUrl} alt={city} width={800} height={450} />}
        {imageUrl && <PhotoCredit photo={loaderData.photo} />}
      </PlaceHero>
      <div className="container catalog">
        <section aria-labelledby="airports-heading">
          <h2 id="airports-heading">{t.destination.airportsHeading}</h2>
          <ul className="chip-list" data-testid="destination-airports">
            {airports.map((airport) => (
              <li key={airport.code} className="chip chip--static">
                {fill(t.destination.airport, { name: airport.name, code: airport.code })}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="fares-heading">
          <h2 id="fares-heading">{fill(t.destination.faresHeading, { city })}</h2>
          <FareList fares={fares} now={requestTime} empty={fill(t.destination.faresEmpty, { city })} />
        </section>

        <p>
          <Link to={mapHref(lang, calendar?.calendar.fromAirport)}>
            {fill(t.map.openMapFrom, {
              from: calendar
                ? (t.deals.origins[calendar.calendar.fromAirport] ?? calendar.calendar.fromAirport)
                : t.map.home,
            })}
          </Link>
        </p>
        {calendar && (
          <PriceCalendar
            calendar={calendar.calendar}
            origins={calendar.origins}
            path={loaderData.alternates[lang]}
            searchTo={loaderData.iataCode}
            today={calendar.today}
          />
        )}

        <AlertForm alert={loaderData.alert} result={alertResultOf(actionData)} />

        {loaderData.editorial && (
          <div className="cms-page" data-testid="destination-editorial">
            <CmsBlockList blocks={loaderData.editorial.blocks} requestTime={requestTime} />
          </div>
        )}

        {sights.length > 0 && (
          <section aria-labelledby="sights-heading">
            <h2 id="sights-heading">{fill(t.destination.sightsHeading, { city })}</h2>
            <ul className="card-grid">
              {sights.map((sight) => (
                <li key={sight.id}>
                  <SightCard sight={sight} />
                </li>
              ))}
            </ul>
          </section>
        )}

        <section className="panel" aria-labelledby="visa-heading">
          <h2 id="visa-heading">{fill(t.destination.visaHeading, { country })}</h2>
          <VisaSummary visa={visa} />
          <p>
            <Link to={visaHref} data-testid="visa-link">
              {fill(t.destination.visaMore, { country })}
            </Link>
          </p>
        </section>

        {faqs.length > 0 && (
          <section aria-labelledby="faq-heading">
            <h2 id="faq-heading">{t.catalog.faqHeading}</h2>
            <FaqList items={faqs} />
          </section>
        )}
        <ShareBar path={loaderData.alternates[lang]} text={fill(t.destination.title, { city })} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
