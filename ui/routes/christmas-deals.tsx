import { christmasDeals } from "../../projections/queries/deal-views.ts";
import { sharedPageHeaders } from "../cache-headers.ts";
import { DealList, NoDeals } from "../components/deal-list.tsx";
import { fill, formatDate, useLanguage } from "../i18n/dictionary.ts";
import { metaCopy, pageMeta } from "../meta.ts";
import type { Route } from "./+types/christmas-deals";

export const headers: Route.HeadersFunction = sharedPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const { season, deals } = await christmasDeals(context.db);
  return { season, deals, requestTime: new Date().toISOString() };
}

export function meta({ location }: Route.MetaArgs) {
  const { t } = metaCopy(location);
  return pageMeta(t.deals.christmas.metaTitle, t.deals.christmas.metaDescription);
}

export default function ChristmasDeals({ loaderData }: Route.ComponentProps) {
  const { season, deals, requestTime } = loaderData;
  const { lang, t } = useLanguage();
  const copy = t.deals.christmas;
  return (
    <div className="container deals">
      <section className="hero">
        <h1>{copy.title}</h1>
        <p className="lead">
          {fill(copy.intro, { start: formatDate(lang, season.start), end: formatDate(lang, season.end) })}
        </p>
      </section>
      <h2 className="visually-hidden">{t.deals.listing.heading}</h2>
      {deals.length === 0 ? <NoDeals text={copy.empty} /> : <DealList deals={deals} now={requestTime} />}
    </div>
  );
}
