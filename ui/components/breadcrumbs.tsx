import { Link } from "react-router";
import { useLanguage } from "../i18n/dictionary.ts";

export interface Crumb {
  label: string;
  /** Omitted for the current page, the last crumb. */
  href?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useLanguage();
  return (
    <nav className="breadcrumbs" aria-label={t.catalog.breadcrumbs}>
      <ol>
        {items.map((item) => (
          <li key={item.href ?? item.label}>
            {item.href ? <Link to={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
