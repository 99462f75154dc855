import { Link } from "react-router";
import { BULGARIAN_AIRPORTS, type BulgarianAirport, PRODUCT_KEY } from "../../core/constants.ts";
import { airportByIata } from "../../core/pricing/simulated-routes.ts";
import { cheapestFaresByDestination } from "../../projections/queries/fares.ts";
import { FareList } from "../components/fare-list.tsx";
import { dictionaries, useLanguage } from "../i18n/dictionary.ts";
import { type Language, languageOfPath, pathFor } from "../route-table.ts";
import type { Route } from "./+types/home";

const HOME_FARE_LIMIT = 24;

function parseOrigin(value: string | null): BulgarianAirport | null {
  const code = value?.trim().toUpperCase();
  return BULGARIAN_AIRPORTS.find((airport) => airport === code) ?? null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageOfPath(url.pathname);
  const origin = parseOrigin(url.searchParams.get("from"));
  const fares = await cheapestFaresByDestination(context.db, { origin: origin ?? undefined, limit: HOME_FARE_LIMIT });
  // Airport names travel with the data so the client bundle does not carry the route network.
  const airports = BULGARIAN_AIRPORTS.map((code) => {
    const known = airportByIata(code);
    return { code, name: (lang === "bg" ? known?.cityBg : known?.cityEn) ?? code };
  });
  return { lang, origin, fares, airports, requestTime: new Date().toISOString() };
}

export function meta({ location }: Route.MetaArgs) {
  const t = dictionaries[languageOfPath(location.pathname)];
  return [
    { title: `${t.home.metaTitle} | ${PRODUCT_KEY}` },
    { name: "description", content: t.home.metaDescription },
    { property: "og:title", content: t.home.metaTitle },
    { property: "og:description", content: t.home.metaDescription },
  ];
}

interface AirportFilterProps {
  lang: Language;
  selected: BulgarianAirport | null;
  airports: { code: BulgarianAirport; name: string }[];
}

/** Plain links, so the filter lives in the URL, works without JavaScript and can be shared. */
function AirportFilter({ lang, selected, airports }: AirportFilterProps) {
  const { t } = useLanguage();
  const home = pathFor("home", lang);
  const options = [{ code: null, name: t.home.allAirports }, ...airports];
  return (
    <nav className="airport-filter" aria-label={t.home.filterLabel}>
      <ul>
        {options.map(({ code, name }) => (
          <li key={code ?? "all"}>
            <Link
              className="chip"
              to={code ? `${home}?from=${code}` : home}
              preventScrollReset
              aria-current={code === selected ? "true" : undefined}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { fares, origin, airports, requestTime } = loaderData;
  const { lang, t } = useLanguage();
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{t.home.title}</h1>
          <p className="lead">{t.home.intro}</p>
        </div>
      </section>
      <section className="container fares" aria-labelledby="fares-heading">
        <h2 id="fares-heading">{t.home.faresHeading}</h2>
        <AirportFilter lang={lang} selected={origin} airports={airports} />
        <FareList fares={fares} now={requestTime} empty={t.home.empty} />
      </section>
    </>
  );
}
