import { data, Link } from "react-router";
import { PRODUCT_KEY } from "../../core/constants.ts";
import { dictionaries, useLanguage } from "../i18n/dictionary.ts";
import { languageOfPath, pathFor } from "../route-table.ts";
import type { Route } from "./+types/not-found";

/** Returned, not thrown: the page renders normally and the response still says 404. */
export function loader({ request }: Route.LoaderArgs) {
  return data({ lang: languageOfPath(new URL(request.url).pathname) }, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  const t = dictionaries[languageOfPath(location.pathname)];
  return [{ title: `${t.notFound.metaTitle} | ${PRODUCT_KEY}` }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
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
