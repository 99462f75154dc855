import { Link, useRouteLoaderData } from "react-router";
import { useLanguage } from "../i18n/dictionary.ts";
import { pathFor } from "../route-table.ts";

export interface Crumb {
  label: string;
  /** Omitted for the current page, the last crumb. */
  href?: string;
}

/** schema.org BreadcrumbList of the trail, so search results can show it. */
export function breadcrumbJsonLd(items: readonly Crumb[], publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: publicUrl + item.href } : {}),
    })),
  };
}

/** The trail from the home page, which every trail starts with: `trail` is what comes after it. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { lang, t } = useLanguage();
  const items: Crumb[] = [{ label: t.nav.home, href: pathFor("home", lang) }, ...trail];
  const publicUrl = useRouteLoaderData<{ publicUrl: string }>("root")?.publicUrl ?? "";
  // "<" never reaches the HTML unescaped: labels come from the catalog
  const jsonLd = JSON.stringify(breadcrumbJsonLd(items, publicUrl)).replace(/</g, "\\u003c");
  return (
    <nav className="breadcrumbs" aria-label={t.catalog.breadcrumbs}>
      <ol>
        {items.map((item) => (
          <li key={item.href ?? item.label}>
            {item.href ? <Link to={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, built from our own read models */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </nav>
  );
}
