import { Link } from "react-router";
import type { SearchResult } from "../../core/search/resolver.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { pathFor } from "../route-table.ts";
import { metaCopy, pageMeta } from "../site/meta.ts";
import { RouteError } from "../site/route-error.tsx";
import type { Route } from "./+types/search";
import { DiscoveryStatus } from "./discovery-status.tsx";
import { SearchForm } from "./search-form.tsx";
import { loadSearchPage } from "./search-page.server.ts";
import { SearchFares } from "./search-results.tsx";

/**
 * /search and /en/search: the flight search form, and what a submitted search resolves to. The
 * form is a GET form, so a search is a URL: one clear match (a city, an airport, a country) lists
 * the fares we hold for the whole search, with the form still filled in and booking links that
 * carry every field (a Bulgarian airport, where no fares go, redirects to its page); several
 * places are offered to choose from, none gives the no-results advice, and an airport code we do
 * not have yet starts a destination discovery that the page then waits for (docs/decisions/0024).
 */

// the form starts from the visitor's cookie and a search may start a job: nothing to share or keep
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  // too many new destinations from one address (docs/decisions/0054): when to come back
  const retryAfter = loaderHeaders.get("retry-after");
  return { "cache-control": "private, no-store", ...(retryAfter ? { "retry-after": retryAfter } : {}) };
};

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(request, context);
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ location }: Route.MetaArgs) {
  const { t } = metaCopy(location);
  const tags = pageMeta(t.search.metaTitle, t.search.metaDescription);
  // a search's answer is the visitor's own, not a page to index
  return location.search ? [...tags, { name: "robots", content: "noindex" }] : tags;
}

function Choices({ query, results }: { query: string; results: SearchResult[] }) {
  const { t } = useLanguage();
  return (
    <section className="search-results" aria-labelledby="choose-heading" data-testid="search-choices">
      <h2 id="choose-heading">{t.search.results.chooseTitle}</h2>
      <p>{fill(t.search.results.chooseIntro, { query })}</p>
      <ul className="search-results__list">
        {results.map((result) => (
          <li key={result.url}>
            <Link className="search-result" to={result.url}>
              <span className="search-result__label">{result.label}</span>
              <span className="search-result__meta">
                {t.search.results.types[result.type]}
                {result.type === "airport" && result.city ? ` · ${result.city}` : ""}
                {result.type !== "country" ? ` · ${result.country}` : ""}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NoResults({ query }: { query: string }) {
  const { t } = useLanguage();
  return (
    <section className="search-results empty-state" aria-labelledby="empty-heading" data-testid="search-empty">
      <h2 id="empty-heading">{fill(t.search.results.emptyTitle, { query })}</h2>
      <p>{t.search.results.emptyIntro}</p>
      <ul className="search-results__tips">
        {t.deals.noResults.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { values, errors, outcome, selfHref } = loaderData;
  const { lang, t } = useLanguage();
  const newSearch = pathFor("search", lang);
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{t.search.title}</h1>
          <p className="lead">{t.search.intro}</p>
        </div>
      </section>
      <div className="container search-page">
        {outcome.kind === "discovery" && (
          <DiscoveryStatus
            key={outcome.jobId ?? "start-failed"}
            jobId={outcome.jobId}
            code={outcome.code}
            city={outcome.city}
            retryHref={selfHref}
            newSearchHref={newSearch}
          />
        )}
        {outcome.kind === "limited" && (
          <div className="form-alert form-alert--error" role="alert" data-testid="search-limited">
            <h2>{t.search.results.limitedTitle}</h2>
            <p>{t.search.errors.tooManyDiscoveries}</p>
          </div>
        )}
        {outcome.kind === "problem" && (
          <div className="form-alert form-alert--error" role="alert" data-testid="search-problem">
            <h2>{t.search.results.problemTitle}</h2>
            <p>{t.search.errors.searchProblem}</p>
          </div>
        )}
        {outcome.kind === "choose" && <Choices query={outcome.query} results={outcome.results} />}
        {outcome.kind === "empty" && <NoResults query={outcome.query} />}
        {outcome.kind === "fares" && <SearchFares outcome={outcome} values={values} />}
        <div className="search-page__form">
          {outcome.kind === "fares" && <h2 className="search-page__refine">{t.search.fares.refine}</h2>}
          <SearchForm key={selfHref} defaults={values} errors={errors} />
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
