import { Link } from "react-router";
import { fill, useLanguage } from "../i18n/dictionary.ts";

/** Previous / next links that keep the rest of the query; plain links, so crawlers follow them. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useLanguage();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t.deals.pagination.label}>
      {page > 1 ? (
        <Link rel="prev" to={hrefFor(page - 1)}>
          {t.deals.pagination.previous}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{fill(t.deals.pagination.page, { page, pages })}</span>
      {page < pages ? (
        <Link rel="next" to={hrefFor(page + 1)}>
          {t.deals.pagination.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
