import { data } from "react-router";
import { editorialFor, withEditorialHeaders } from "../cms/cms-page.server.ts";
import { CmsBlockList, PreviewBanner, RichHtml, splitOpening } from "../cms/cms-page-view.tsx";
import { cmsAwareHeaders } from "../cms/cms-route.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import { fill, formatDate, useLanguage } from "../i18n/dictionary.ts";
import { legalSections } from "../i18n/legal-sections.server.ts";
import { LEGAL_UPDATED, legalCopy } from "../i18n/sections/legal.ts";
import { Breadcrumbs } from "../parts/breadcrumbs.tsx";
import { languageOfPath, pathFor } from "../route-table.ts";
import { requireCanonical } from "../site/loader-answers.ts";
import { errorMeta, metaCopy, pageMeta } from "../site/meta.ts";
import { RouteError } from "../site/route-error.tsx";
import type { Route } from "./+types/legal";
import { CookieTable, LegalContents, LegalNav, LegalSections, OperatorFacts } from "./legal-parts.tsx";
import { legalPageOfPath } from "./pages.ts";
import { RichText } from "./rich-text.tsx";

export const headers: Route.HeadersFunction = cmsAwareHeaders();

/**
 * Imprint, privacy policy, cookie policy and terms in both languages: the path says which
 * (ids imprint-bg, privacy-en, ...). The operator's details come from configuration through
 * the load context; canonical and hreflang links come from the route table (ui/root.tsx).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const page = legalPageOfPath(pathname);
  if (!page) throw data(null, { status: 404 });
  // React Router matches /IMPRINT too; one address per page
  requireCanonical(request.url, pathFor(page, languageOfPath(pathname.toLowerCase())));
  const lang = languageOfPath(pathname);
  // the long texts travel with the one page being read, never in the shared bundle
  const editorial = await editorialFor(request, context, page, lang);
  return withEditorialHeaders(
    {
      page,
      sections: legalSections(lang, page),
      // the page's words as an editor wrote them in /nimda, when they are live (issue 17)
      editorial,
      requestTime: context.now().toISOString(),
      operator: context.operator,
      site: new URL(context.publicUrl).host,
    },
    editorial,
  );
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ loaderData, location, error }: Route.MetaArgs) {
  const { lang } = metaCopy(location);
  const legal = legalCopy(lang);
  if (error || !loaderData) return errorMeta(lang, error);
  const copy = legal[loaderData.page];
  return pageMeta(copy.metaTitle, copy.metaDescription);
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { page, sections, operator, site, editorial, requestTime } = loaderData;
  const { opening, rest } = splitOpening(editorial?.blocks ?? []);
  const { lang } = useLanguage();
  const legal = legalCopy(lang);
  const copy = legal[page];
  const values = { operator, site };
  return (
    <>
      {editorial?.preview && <PreviewBanner snapshot={editorial.snapshot} />}
      <section className="hero">
        <div className="container">
          <Breadcrumbs trail={[{ label: copy.title }]} />
          <h1>{opening?.heading ?? copy.title}</h1>
          {opening ? (
            <RichHtml className="lead cms-rich" html={opening.body} />
          ) : (
            <p className="lead">
              <RichText text={copy.intro} values={values} />
            </p>
          )}
          <p className="muted legal-updated">{fill(legal.updated, { date: formatDate(lang, LEGAL_UPDATED) })}</p>
        </div>
      </section>
      <div className="container catalog legal" data-testid={`legal-${page}`}>
        <LegalNav current={page} />
        {page === "imprint" && <OperatorFacts operator={operator} values={values} />}
        {page === "cookiePolicy" && <CookieTable />}
        {editorial ? (
          <CmsBlockList blocks={rest} requestTime={requestTime} />
        ) : (
          <>
            <LegalContents sections={sections} />
            <LegalSections sections={sections} values={values} />
          </>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
