import type { ReactNode } from "react";
import { PreviewBanner } from "../cms/cms-page-view.tsx";
import { useLanguage } from "../i18n/dictionary.ts";
import { Breadcrumbs, type Crumb } from "../parts/breadcrumbs.tsx";
import { pathFor } from "../route-table.ts";

/**
 * The hero of a place inside a country (a city, a sight): its trail from the destinations index
 * through the country, and above it the editor's preview banner when the CMS text is a preview.
 */
export function PlaceHero({
  editorial,
  country,
  countryHref,
  trail,
  children,
}: {
  editorial?: { preview: boolean; snapshot: number | null } | null;
  country: string;
  countryHref: string;
  /** The crumbs after the country's. */
  trail: Crumb[];
  children: ReactNode;
}) {
  const { lang, t } = useLanguage();
  return (
    <>
      {editorial?.preview && <PreviewBanner snapshot={editorial.snapshot} />}
      <section className="hero hero--place">
        <div className="container">
          <Breadcrumbs
            trail={[
              { label: t.nav.destinations, href: pathFor("destinations", lang) },
              { label: country, href: countryHref },
              ...trail,
            ]}
          />
          {children}
        </div>
      </section>
    </>
  );
}
