import { Outlet } from "react-router";
import { loadScreenSeo } from "../cms/screen-seo.server.ts";
import type { Route } from "./+types/layout";

/**
 * Every public screen sits under this layout, whose only job is the CMS's word on the address
 * being shown: the SEO an editor set for it (issue 17), which the screens' meta apply through
 * withCmsSeo (ui/cms/screen-seo.ts). It runs again on each navigation, as the address changes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { cmsSeo: await loadScreenSeo(context.db, new URL(request.url).pathname) };
}

export default function Site() {
  return <Outlet />;
}
