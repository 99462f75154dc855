import { Hono } from "hono";
import { landSvg } from "../../core/geo/map-projection.ts";
import { MAP_VIEWS, type MapView } from "../../core/geo/map-views.ts";
import { ApiError } from "../errors.ts";

/** The land is the same drawing until the views change in code: a week, like the other pictures. */
const CACHE_CONTROL = "public, max-age=604800, stale-while-revalidate=86400";

/** Light colours; the dark theme inverts the picture in CSS (ui/map/map.css). */
const COLOURS = { sea: "#e8f0f8", land: "#cfd8e2" };

const isView = (value: string): value is MapView => (MAP_VIEWS as readonly string[]).includes(value);

/**
 * GET /images/map/{europe|wide|world}.svg: the map page's land, one of three fixed views drawn
 * once per process (core/geo/map-views.ts), so no request can make the server draw a new one.
 */
export function mapLandRoutes() {
  return new Hono().get("/:file{[a-z]+\\.svg}", (c) => {
    const view = c.req.param("file").replace(/\.svg$/, "");
    if (!isView(view)) throw new ApiError(404, "not_found", "No such map");
    return c.body(landSvg(view, COLOURS), 200, {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": CACHE_CONTROL,
    });
  });
}
