import { Link } from "react-router";
import { useLanguage } from "../i18n/dictionary.ts";
import { pathFor } from "../route-table.ts";

/** The not-found page's body: the catch-all route and every loader's 404 render it. */
export function NotFoundView() {
  const { lang, t } = useLanguage();
  return (
    <section className="container message-page" data-testid="not-found">
      <h1>{t.notFound.title}</h1>
      <p>{t.notFound.text}</p>
      <p>
        <Link className="button" to={pathFor("home", lang)}>
          {t.notFound.backHome}
        </Link>
      </p>
    </section>
  );
}
