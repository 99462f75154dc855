import { data } from "react-router";
import { PRODUCT_KEY } from "../../core/constants.ts";
import { NotFoundView } from "../components/not-found-view.tsx";
import { dictionaries } from "../i18n/dictionary.ts";
import { languageOfPath } from "../route-table.ts";
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
  return <NotFoundView />;
}
