import { Link } from "react-router";
import type { SearchNotice } from "../../core/search/form-criteria.ts";
import { ANYTIME, type SearchFormValues } from "../../core/search/form-fields.ts";
import { BadgeList } from "../deals/deal-badges.tsx";
import { FareCard } from "../deals/fare-card.tsx";
import { type Dictionary, fill, formatDay, plural, useLanguage } from "../i18n/dictionary.ts";
import type { Language } from "../route-table.ts";
import { pathFor } from "../route-table.ts";
import type { FaresOutcome, ResultFare } from "./search-page.server.ts";

/**
 * A search's answer for a place we know (the /search screen): what was asked, field by field;
 * what of it the fares cannot honour; the matching fares, cheapest first, each with its live
 * deal's badges and a booking link carrying the whole search; and when nothing matches, the
 * nearest alternatives. The place's own page stays one link away.
 */

function FareResults({ fares, now, testId }: { fares: readonly ResultFare[]; now: string; testId: string }) {
  const { lang, t } = useLanguage();
  const copy = t.search.fares;
  const origin = (code: string) => t.deals.origins[code] ?? code;
  return (
    <ul className="fare-grid search-fares__list" data-testid={testId}>
      {fares.map((fare) => (
        <li
          key={`${fare.fromAirport}-${fare.toAirport}-${fare.flightDate}-${fare.returnDate}-${fare.itinerarySignature}`}
          className="search-fare"
          data-route={`${fare.fromAirport}-${fare.toAirport}`}
        >
          <FareCard fare={fare} now={now} />
          <div className="search-fare__actions">
            {fare.deal && <BadgeList badges={fare.deal.badges} savingsPercent={fare.deal.savingsPercent} />}
            {fare.deal && (
              <Link
                className="button button--secondary button--small"
                to={pathFor("dealById", lang, { dealId: fare.deal.shortCode })}
              >
                {copy.viewDeal}
              </Link>
            )}
            <a
              className="button button--small"
              href={fare.clickOutPath}
              rel="nofollow sponsored noopener"
              target="_blank"
              aria-label={fill(copy.bookLabel, {
                from: `${origin(fare.fromAirport)} (${fare.fromAirport})`,
                to: `${lang === "bg" ? fare.destination.cityBg : fare.destination.cityEn} (${fare.toAirport})`,
                date: formatDay(lang, fare.flightDate),
              })}
              data-testid="book-link"
            >
              {copy.book}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Every field of the search, so nothing typed goes unseen. */
function SearchSummary({ values, from, to }: { values: SearchFormValues; from: string; to: string }) {
  const { lang, t } = useLanguage();
  const copy = t.search.fares;
  const form = t.search.form;
  const day = (value: string) => (value === ANYTIME || value === "" ? copy.anytime : formatDay(lang, value));
  const items = [
    fill(copy.route, { from, to }),
    form.tripTypes[values.tripType],
    fill(copy.departure, { date: day(values.departureDate) }),
    ...(values.tripType === "roundtrip" ? [fill(copy.returning, { date: day(values.returnDate) })] : []),
    form.flexibility[String(values.dateFlexibility) as keyof typeof form.flexibility],
    passengerText(lang, values, copy),
    form.cabins[values.cabinClass],
    values.flightPreference === "direct"
      ? form.flightPreferences.direct
      : copy.stops[String(values.maxStopovers) as keyof typeof copy.stops],
    form.currencies[values.currency],
  ];
  return (
    <ul className="search-summary__list" aria-label={copy.summaryLabel} data-testid="search-summary">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** "2 възрастни, 1 дете": the party, as the booking link sends it. */
function passengerText(lang: Language, values: SearchFormValues, copy: Dictionary["search"]["fares"]): string {
  return [
    plural(lang, copy.adults, values.adults),
    ...(values.children > 0 ? [plural(lang, copy.children, values.children)] : []),
    ...(values.infants > 0 ? [plural(lang, copy.infants, values.infants)] : []),
  ].join(", ");
}

function Notices({ notices, values }: { notices: readonly SearchNotice[]; values: SearchFormValues }) {
  const { lang, t } = useLanguage();
  if (notices.length === 0) return null;
  const copy = t.search.fares;
  const text: Record<SearchNotice, string> = {
    originUnknown: fill(copy.notices.originUnknown, { from: values.from }),
    cabinNotCollected: fill(copy.notices.cabinNotCollected, { cabin: t.search.form.cabins[values.cabinClass] }),
    premiumEconomyOnBookingSite: copy.notices.premiumEconomyOnBookingSite,
    pricePerPerson: fill(copy.notices.pricePerPerson, { passengers: passengerText(lang, values, copy) }),
  };
  return (
    <ul className="search-fares__notices" data-testid="search-notices">
      {notices.map((notice) => (
        <li key={notice} data-notice={notice}>
          {text[notice]}
        </li>
      ))}
    </ul>
  );
}

export function SearchFares({ outcome, values }: { outcome: FaresOutcome; values: SearchFormValues }) {
  const { lang, t } = useLanguage();
  const copy = t.search.fares;
  const { place, origin, fares, alternatives, now } = outcome;
  const from = origin ? (t.deals.origins[origin] ?? origin) : null;
  const to = place.name;
  const anyAlternative = alternatives.otherDates.length > 0 || alternatives.otherOrigins.length > 0;
  return (
    <section className="search-fares" aria-labelledby="fares-heading" data-testid="search-fares">
      <h2 id="fares-heading">{from ? fill(copy.title, { from, to }) : fill(copy.titleAnyOrigin, { to })}</h2>
      <SearchSummary values={values} from={from ?? copy.allAirports} to={to} />
      <Notices notices={outcome.notices} values={values} />
      {fares.length > 0 ? (
        <>
          <p className="search-fares__count">{plural(lang, copy.found, fares.length)}</p>
          <FareResults fares={fares} now={now} testId="search-fare-list" />
        </>
      ) : (
        <div className="search-fares__empty empty-state" data-testid="search-fares-empty">
          <h3>{copy.emptyTitle}</h3>
          <p>{from ? fill(copy.emptyIntro, { from, to }) : fill(copy.emptyIntroAnyOrigin, { to })}</p>
          {anyAlternative ? (
            <>
              <p>{copy.alternativesIntro}</p>
              {alternatives.otherDates.length > 0 && (
                <section className="search-fares__alternative" aria-labelledby="other-dates-heading">
                  <h4 id="other-dates-heading">{copy.otherDates}</h4>
                  <FareResults fares={alternatives.otherDates} now={now} testId="search-other-dates" />
                </section>
              )}
              {alternatives.otherOrigins.length > 0 && (
                <section className="search-fares__alternative" aria-labelledby="other-origins-heading">
                  <h4 id="other-origins-heading">{fill(copy.otherOrigins, { to })}</h4>
                  <FareResults fares={alternatives.otherOrigins} now={now} testId="search-other-origins" />
                </section>
              )}
            </>
          ) : (
            <p>{fill(copy.noAlternatives, { to })}</p>
          )}
        </div>
      )}
      <p className="search-fares__all">
        <Link to={place.url} data-testid="search-place-link">
          {fill(copy.allDeals, { place: to })}
        </Link>
      </p>
    </section>
  );
}
