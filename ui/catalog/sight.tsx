import { Link } from "react-router";
import { pageKeyFor } from "../../core/content-generation/page-keys.ts";
import { destinationBySlugs } from "../../projections/catalog/queries.ts";
import { sightBySlug, sightsOf } from "../../projections/catalog/sights.ts";
import { editorialFor, withEditorialHeaders } from "../cms/cms-page.server.ts";
import { CmsBlockList } from "../cms/cms-page-view.tsx";
import { cmsAwareHeaders } from "../cms/cms-route.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { fill, formatNumber, useLanguage } from "../i18n/dictionary.ts";
import { languageOfPath } from "../route-table.ts";
import { foundOr404, requireCanonical } from "../site/loader-answers.ts";
import { absoluteImage, errorMeta, metaCopy, pageMeta } from "../site/meta.ts";
import { RouteError } from "../site/route-error.tsx";
import type { Route } from "./+types/sight";
import {
  bothLanguages,
  cityName,
  countryNameOf,
  countryOfDestination,
  countryPath,
  destinationPath,
  paragraphs,
  sightPath,
  sightSections,
  toSightCard,
} from "./catalog.ts";
import { FaqList } from "./faq-list.tsx";
import { PlaceHero } from "./place-hero.tsx";
import { SightCard } from "./sight-card.tsx";

export const headers: Route.HeadersFunction = cmsAwareHeaders();

const OTHER_SIGHTS_SHOWN = 3;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const destination = foundOr404(await destinationBySlugs(context.db, params.countrySlug, params.citySlug));
  const sight = foundOr404(await sightBySlug(context.db, destination.iataCode, params.sightSlug));
  requireCanonical(request.url, sightPath(destination, sight, lang));

  const others = (await sightsOf(context.db, destination.iataCode)).filter((other) => other.id !== sight.id);
  // the sight's words from the CMS (written or generated, then reviewed) replace its sections: issue 17
  const editorialKey = pageKeyFor("sight", { iata: destination.iataCode, sightSlug: sight.slugEn });
  const editorial = await editorialFor(request, context, editorialKey, lang);
  const text = (pair: { bg: string; en: string } | null | undefined) => pair?.[lang]?.trim() ?? "";
  return withEditorialHeaders(
    {
      lang,
      name: lang === "bg" ? sight.nameBg : sight.nameEn,
      description: lang === "bg" ? sight.descriptionBg : sight.descriptionEn,
      seoTitle: text(sight.seoTitle),
      seoDescription: text(sight.seoDescription),
      imageUrl: sight.imageUrl,
      distanceKm: Number(sight.distanceKm),
      transportInfo: text(sight.transportInfo),
      sections: sightSections(sight.sections, lang),
      editorial,
      requestTime: context.now().toISOString(),
      faq: (sight.faq ?? [])
        .map((item) => ({ question: text(item.question), answer: text(item.answer) }))
        .filter((item) => item.question && item.answer),
      city: cityName(destination, lang),
      cityHref: destinationPath(destination, lang),
      country: countryNameOf(destination, lang),
      countryHref: countryPath(countryOfDestination(destination), lang),
      otherSights: others.slice(0, OTHER_SIGHTS_SHOWN).map((other) => toSightCard(destination, other, lang)),
      alternates: bothLanguages((l) => sightPath(destination, sight, l)),
    },
    editorial,
  );
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ loaderData, location, error, matches }: Route.MetaArgs) {
  const { lang, t } = metaCopy(location);
  if (error || !loaderData) return errorMeta(lang, error);
  const title = loaderData.seoTitle || fill(t.sight.metaTitle, { name: loaderData.name, city: loaderData.city });
  const image = absoluteImage(loaderData.imageUrl, matches);
  return pageMeta(title, loaderData.seoDescription || loaderData.description, { image, type: "article" });
}

function Paragraphs({ text }: { text: string }) {
  return paragraphs(text).map((paragraph) => <p key={paragraph}>{paragraph}</p>);
}

export default function Sight({ loaderData }: Route.ComponentProps) {
  const {
    name,
    description,
    imageUrl,
    distanceKm,
    transportInfo,
    sections,
    faq,
    city,
    cityHref,
    country,
    countryHref,
  } = loaderData;
  const { lang, t } = useLanguage();
  const values = { name, city };
  const cityLink = (testId?: string) => (
    <p>
      <Link to={cityHref} data-testid={testId}>
        {fill(t.sight.destinationLink, { city })}
      </Link>
    </p>
  );
  return (
    <>
      <PlaceHero
        editorial={loaderData.editorial}
        country={country}
        countryHref={countryHref}
        trail={[{ label: city, href: cityHref }, { label: name }]}
      >
        <h1>{name}</h1>
        <p className="lead">{description}</p>
        <p className="muted">{fill(t.sight.distance, { distance: formatNumber(lang, distanceKm, 1) })}</p>
        {imageUrl && <img className="hero__image" src={imageUrl} alt={name} width={800} height={450} />}
      </PlaceHero>
      <article className="container catalog prose">
        {transportInfo && (
          <section className="panel" data-testid="sight-transport">
            <h2>{t.sight.transportHeading}</h2>
            <p>{transportInfo}</p>
          </section>
        )}
        {loaderData.editorial && (
          <CmsBlockList blocks={loaderData.editorial.blocks} requestTime={loaderData.requestTime} />
        )}
        {(loaderData.editorial ? [] : sections).map((section) => (
          <section
            key={section.name}
            data-testid={section.text ? `sight-section-${section.name}` : `sight-fallback-${section.name}`}
            className={section.text ? "sight-section" : "sight-section sight-section--fallback"}
          >
            <h2>{t.sight.sections[section.name]}</h2>
            {section.text ? (
              <Paragraphs text={section.text} />
            ) : (
              <>
                <p>{fill(t.sight.fallback[section.name], values)}</p>
                {(section.name === "gettingThere" || section.name === "nearby") && cityLink()}
              </>
            )}
          </section>
        ))}
        <section
          data-testid={faq.length > 0 ? "sight-section-faq" : "sight-fallback-faq"}
          className={faq.length > 0 ? "sight-section" : "sight-section sight-section--fallback"}
        >
          <h2>{t.sight.sections.faq}</h2>
          {faq.length > 0 ? (
            <FaqList items={faq} />
          ) : (
            <>
              <p>{fill(t.sight.fallback.faq, values)}</p>
              {cityLink()}
            </>
          )}
        </section>
        {loaderData.otherSights.length > 0 && (
          <section aria-labelledby="more-sights">
            <h2 id="more-sights">{fill(t.sight.moreSights, { city })}</h2>
            <ul className="card-grid">
              {loaderData.otherSights.map((other) => (
                <li key={other.id}>
                  <SightCard sight={other} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {cityLink("city-link")}
      </article>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useLanguage();
  return <RouteError error={error} title={t.sight.loadErrorTitle} text={t.sight.loadError} testId="sight-error" />;
}
