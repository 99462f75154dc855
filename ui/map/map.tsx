import { Form, Link } from "react-router";
import { DEFAULT_TRIP_LENGTH, TRIP_LENGTHS, tripLengthsOf } from "../../core/deals/trip-length.ts";
import { labelledPlaces, MAP_HEIGHT, MAP_VIEWS, MAP_WIDTH } from "../../core/geo/map-views.ts";
import { showPrice } from "../../core/pricing/display.ts";
import { ANY_LENGTH, MAX_BUDGET, type MapQuery } from "../../core/pricing/map-query.ts";
import { loadSettingsFromDb } from "../../core/settings/service.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { calendarHref } from "../deals/price-calendar.tsx";
import { fill, formatDay, formatMonth, plural, useLanguage } from "../i18n/dictionary.ts";
import { Breadcrumbs } from "../parts/breadcrumbs.tsx";
import { departureAirportOptions, FilterSelect } from "../parts/filter-select.tsx";
import { Pagination } from "../parts/pagination.tsx";
import { languageOfPath, pathFor } from "../route-table.ts";
import { sharedPageHeaders } from "../site/cache-headers.ts";
import { errorMeta, metaCopy, pageMeta } from "../site/meta.ts";
import { RouteError } from "../site/route-error.tsx";
import type { Route } from "./+types/map";
import { loadMapPage } from "./map.server.ts";
import { mapQueryString } from "./map-address.ts";
import type { MapPlace } from "./map-place.ts";

export const headers: Route.HeadersFunction = sharedPageHeaders;

/** At most this many of the cheapest destinations carry their name and price on the map; the others a dot and a title. */
const LABELLED = 14;
/** A label's letter width and line height on the 1000-wide drawing, as map.css sets its font size. */
const LABEL_SIZES = { wide: { charWidth: 9.5, lineHeight: 18 }, narrow: { charWidth: 21, lineHeight: 40 } };
/** The list shows this many a page. */
const LISTED = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const { settings } = await loadSettingsFromDb(context.db);
  const page = await loadMapPage(context.db, request, lang, context.now(), settings.currency);
  return { lang, ...page };
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ location, error }: Route.MetaArgs) {
  const { lang, t } = metaCopy(location);
  if (error) return errorMeta(lang, error);
  return pageMeta(t.map.metaTitle, t.map.metaDescription);
}

export default function FareMap({ loaderData }: Route.ComponentProps) {
  const { filters, months, view, home, places } = loaderData;
  const { lang, t, priceFirst } = useLanguage();
  const copy = t.map;
  const price = (bgn: number) => showPrice(lang, bgn, priceFirst, { rounding: "up" });
  const origin = t.deals.origins[filters.from] ?? filters.from;
  const drawn = places.flatMap((place) => (place.at ? [{ ...place, ...place.at }] : []));
  const labelOf = (place: MapPlace) => `${place.city} ${price(place.priceBgn).primary}`;
  const spots = drawn.map((place) => ({ x: place.x, y: place.y, label: labelOf(place) }));
  const labels = {
    wide: labelledPlaces(spots, LABELLED, LABEL_SIZES.wide),
    narrow: labelledPlaces(spots, LABELLED / 2, LABEL_SIZES.narrow),
  };
  const beyond = places.length - drawn.length;
  const page = filters.page ?? 1;
  const mapPath = (choice: MapQuery) => `${pathFor("map", lang)}${mapQueryString(choice)}`;
  // a destination's page, its calendar opened on this airport, length and month
  const placeHref = (place: MapPlace) =>
    calendarHref(place.path, {
      from: filters.from,
      nights:
        filters.nights === ANY_LENGTH
          ? (tripLengthsOf(place.out, place.back)[0] ?? DEFAULT_TRIP_LENGTH)
          : filters.nights,
      month: place.out.slice(0, 7),
    });
  // keyed by the filters so the fields show the current address after a client-side navigation
  const formKey = JSON.stringify(filters);

  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs trail={[{ label: copy.title }]} />
          <h1>{copy.title}</h1>
          <p className="lead">{copy.intro}</p>
        </div>
      </section>
      <div className="container fare-map-page">
        <Form method="get" className="deal-filters fare-map__filters" key={formKey} preventScrollReset>
          <fieldset>
            <legend className="visually-hidden">{copy.title}</legend>
            <FilterSelect
              label={copy.from}
              name="from"
              value={filters.from}
              options={departureAirportOptions(t.deals.origins)}
            />
            <FilterSelect
              label={copy.month}
              name="month"
              value={filters.month}
              any={copy.anyMonth}
              options={months.map((month) => ({ value: month, label: formatMonth(lang, month) }))}
            />
            <FilterSelect
              label={copy.tripLength}
              name="nights"
              value={filters.nights}
              options={[
                { value: ANY_LENGTH, label: copy.anyLength },
                ...TRIP_LENGTHS.map((length) => ({ value: length, label: t.calendar.lengths[length] })),
              ]}
            />
            <label>
              <span>{fill(copy.budget, { currency: copy.currencies[priceFirst] })}</span>
              <input
                type="number"
                name="budget"
                min={1}
                max={MAX_BUDGET}
                step={1}
                inputMode="numeric"
                defaultValue={filters.budget ?? ""}
                aria-describedby="budget-hint"
              />
              <small id="budget-hint">{copy.budgetHint}</small>
            </label>
            <label className="fare-map__check">
              <input type="checkbox" name="direct" value="1" defaultChecked={filters.direct === "1"} />
              <span>{copy.direct}</span>
            </label>
          </fieldset>
          <div className="deal-filters__actions">
            <button type="submit" className="button">
              {copy.show}
            </button>
          </div>
        </Form>

        <div className="fare-map__view">
          <nav className="price-calendar__choice" aria-label={copy.viewLabel}>
            {MAP_VIEWS.map((option) => (
              <Link
                key={option}
                className="chip"
                to={mapPath({ ...filters, view: option, page: undefined })}
                rel="nofollow"
                aria-current={option === view}
                preventScrollReset
              >
                {copy.views[option]}
              </Link>
            ))}
          </nav>
          <figure
            className="fare-map"
            data-view={view}
            aria-label={fill(copy.mapLabel, { count: drawn.length, from: origin })}
          >
            <img
              className="fare-map__land"
              src={`/images/map/${view}.svg`}
              alt=""
              width={MAP_WIDTH}
              height={MAP_HEIGHT}
              decoding="async"
            />
            {/* the list below is the map's keyboard and screen-reader view: the drawing is for the eye and the mouse */}
            <svg className="fare-map__marks" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} aria-hidden="true">
              <circle className="fare-map__home" cx={home.x} cy={home.y} r={7} />
              {drawn.map((place) => (
                <a key={place.code} href={place.path} tabIndex={-1}>
                  <title>{labelOf(place)}</title>
                  <circle cx={place.x} cy={place.y} r={4.5} />
                </a>
              ))}
              {/* the labels over every dot; a phone's map is drawn smaller, so it gets fewer, larger ones */}
              {(["wide", "narrow"] as const).map((size) => (
                <g key={size} className={`fare-map__labels fare-map__labels--${size}`}>
                  {drawn.map((place, index) =>
                    labels[size].has(index) ? (
                      <text key={place.code} x={place.x + 9} y={place.y + 5}>
                        {labelOf(place)}
                      </text>
                    ) : null,
                  )}
                </g>
              ))}
            </svg>
            <figcaption className="muted">
              {copy.distanceNote}
              {beyond > 0 && (
                <>
                  {" "}
                  {plural(lang, copy.beyond, beyond)}{" "}
                  <Link to={mapPath({ ...filters, view: "world", page: undefined })} rel="nofollow" preventScrollReset>
                    {copy.showWorld}
                  </Link>
                </>
              )}
            </figcaption>
          </figure>
        </div>

        <section aria-labelledby="fare-map-list">
          <h2 id="fare-map-list">
            {copy.listHeading} <span className="muted">({plural(lang, copy.found, places.length)})</span>
          </h2>
          {places.length === 0 ? (
            <p className="empty-state">{copy.empty}</p>
          ) : (
            <>
              <PlaceRows places={places.slice((page - 1) * LISTED, page * LISTED)} href={placeHref} />
              <Pagination
                page={page}
                pages={Math.ceil(places.length / LISTED)}
                hrefFor={(to) => mapPath({ ...filters, page: to > 1 ? to : undefined })}
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}

/** The list beside the map: each destination, its cheapest fare and its dates. */
function PlaceRows({ places, href }: { places: MapPlace[]; href: (place: MapPlace) => string }) {
  const { lang, t, priceFirst } = useLanguage();
  return (
    <ol className="fare-map__list" data-testid="map-list">
      {places.map((place) => {
        const shown = showPrice(lang, place.priceBgn, priceFirst, { rounding: "up" });
        return (
          <li key={place.code}>
            <Link to={href(place)}>
              <strong>{place.city}</strong> <span className="muted">{place.country}</span>
            </Link>
            <span className="fare-map__price">
              {shown.primary} <small className="muted">{shown.secondary}</small>
            </span>
            <span className="muted fare-map__dates">
              {fill(t.map.dates, { out: formatDay(lang, place.out), back: formatDay(lang, place.back) })}
              {place.direct ? `, ${t.map.directFlight}` : ""}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
