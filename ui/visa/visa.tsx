import { Link } from "react-router";
import { OWN_COUNTRY_CODE } from "../../core/visa/rule.ts";
import { countryBySlug } from "../../projections/catalog/queries.ts";
import { visaInfo } from "../../projections/visa/queries.ts";
import { bothLanguages, countryPath, visaPath } from "../catalog/catalog.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { Breadcrumbs } from "../parts/breadcrumbs.tsx";
import { languageOfPath } from "../route-table.ts";
import { sharedPageHeaders } from "../site/cache-headers.ts";
import { foundOr404, requireCanonical } from "../site/loader-answers.ts";
import { errorMeta, metaCopy, pageMeta } from "../site/meta.ts";
import { RouteError } from "../site/route-error.tsx";
import type { Route } from "./+types/visa";
import { VisaDetails, VisaEmpty, VisaOwnCountry } from "./visa-rule.tsx";

export const headers: Route.HeadersFunction = sharedPageHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const country = foundOr404(await countryBySlug(context.db, params.countrySlug));
  requireCanonical(request.url, visaPath(country, lang));
  // No rule is a normal answer (the empty state, still 200); a failing query is the error boundary's.
  const visa = await visaInfo(context.db, country.countryCode, lang);
  return {
    lang,
    country: lang === "bg" ? country.nameBg : country.nameEn,
    countryHref: country.destinationCount > 0 ? countryPath(country, lang) : null,
    // going home needs no visa: Bulgaria's page never sends anyone to a consulate, rule or no rule
    ownCountry: country.countryCode === OWN_COUNTRY_CODE,
    visa,
    alternates: bothLanguages((l) => visaPath(country, l)),
  };
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ loaderData, location, error }: Route.MetaArgs) {
  const { lang, t } = metaCopy(location);
  if (error || !loaderData) return errorMeta(lang, error);
  const values = { country: loaderData.country };
  return pageMeta(fill(t.visa.metaTitle, values), fill(t.visa.metaDescription, values));
}

export default function Visa({ loaderData }: Route.ComponentProps) {
  const { country, countryHref, ownCountry, visa } = loaderData;
  const { t } = useLanguage();
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs
            trail={[
              ...(countryHref ? [{ label: country, href: countryHref }] : []),
              { label: fill(t.visa.title, { country }) },
            ]}
          />
          <h1>{fill(t.visa.title, { country })}</h1>
          <p className="lead">{t.visa.intro}</p>
        </div>
      </section>
      <div className="container catalog">
        {visa ? <VisaDetails visa={visa} /> : ownCountry ? <VisaOwnCountry /> : <VisaEmpty country={country} />}
        {!ownCountry && <p className="muted">{t.visa.disclaimer}</p>}
        {countryHref && (
          <p>
            <Link to={countryHref} data-testid="country-link">
              {fill(t.visa.countryLink, { country })}
            </Link>
          </p>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useLanguage();
  return (
    <RouteError
      error={error}
      title={t.visa.loadError}
      text={t.visa.loadErrorText}
      retry={t.visa.retry}
      testId="visa-error"
    />
  );
}
