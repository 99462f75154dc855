import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "./routes.ts";

/** The screens of ui/routes.ts without the layout they sit under (site/layout.tsx): what tests match. */
export function screenRoutes(config: readonly RouteConfigEntry[] = routes): RouteConfigEntry[] {
  return config.flatMap((route) => (route.children ? screenRoutes(route.children) : [route]));
}
