/**
 * The map's projection and land (issue 34): an azimuthal equidistant projection centred on
 * Bulgaria, so each destination's distance from home is true, drawn from Natural Earth's land
 * (world-atlas, 1:110m) with no tiles and no third party at view time. Three fixed views, each
 * fitted to anchor places, from Europe to the whole world; a page takes the smallest view that
 * holds every destination it shows. The views are fixed so their land is drawn once and cached.
 */
import { type GeoProjection, geoAzimuthalEquidistant, geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import land110m from "world-atlas/land-110m.json" with { type: "json" };
import { MAP_HEIGHT, MAP_VIEWS, MAP_WIDTH, MAP_MARGIN as MARGIN, type MapView } from "./map-views.ts";

/** The middle of Bulgaria: every view is centred here. */
export const MAP_CENTRE: [longitude: number, latitude: number] = [25.3, 42.7];

/** Places each view must hold, [longitude, latitude]. */
const ANCHORS: Record<MapView, Array<[number, number]>> = {
  // Lisbon, the Canaries, Reykjavík, Tromsø, Moscow, Tel Aviv
  europe: [
    [-9.1, 38.7],
    [-15.4, 28.1],
    [-21.9, 64.1],
    [18.9, 69.6],
    [37.6, 55.8],
    [34.8, 32.1],
  ],
  // and Marrakesh, Cairo, Dubai, Muscat, Tashkent
  wide: [
    [-15.4, 28.1],
    [-21.9, 64.1],
    [18.9, 69.6],
    [-8.0, 31.6],
    [31.2, 30.0],
    [55.3, 25.2],
    [58.4, 23.6],
    [69.2, 41.3],
  ],
  // and Vancouver, New York, Rio, Cape Town, Bangkok, Tokyo, Sydney, Auckland
  world: [
    [-123.1, 49.3],
    [-74.0, 40.7],
    [-43.2, -22.9],
    [18.4, -33.9],
    [100.5, 13.8],
    [139.7, 35.7],
    [151.2, -33.9],
    [174.8, -36.8],
    [-21.9, 64.1],
  ],
};

const projections = new Map<MapView, GeoProjection>();

/** The view's projection onto the MAP_WIDTH x MAP_HEIGHT drawing, clipped to it. */
export function projectionOf(view: MapView): GeoProjection {
  let projection = projections.get(view);
  if (!projection) {
    projection = geoAzimuthalEquidistant()
      .rotate([-MAP_CENTRE[0], -MAP_CENTRE[1]])
      .fitExtent(
        [
          [MARGIN, MARGIN],
          [MAP_WIDTH - MARGIN, MAP_HEIGHT - MARGIN],
        ],
        { type: "MultiPoint", coordinates: ANCHORS[view] },
      )
      .clipExtent([
        [0, 0],
        [MAP_WIDTH, MAP_HEIGHT],
      ]);
    projections.set(view, projection);
  }
  return projection;
}

/** Where a place falls on a view's drawing, or null when the view does not hold it. */
export function placeOn(view: MapView, longitude: number, latitude: number): { x: number; y: number } | null {
  const point = projectionOf(view)([longitude, latitude]);
  if (!point) return null;
  const [x, y] = point;
  const inside = x >= MARGIN / 2 && x <= MAP_WIDTH - MARGIN / 2 && y >= MARGIN / 2 && y <= MAP_HEIGHT - MARGIN / 2;
  return inside ? { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 } : null;
}

/** The smallest view that holds every place; the world when none is given. */
export function viewFor(places: ReadonlyArray<{ longitude: number; latitude: number }>): MapView {
  if (places.length === 0) return "europe";
  return (
    MAP_VIEWS.find((view) => places.every((place) => placeOn(view, place.longitude, place.latitude) !== null)) ??
    "world"
  );
}

const landPaths = new Map<MapView, string>();

/** The land of a view as one SVG path, whole pixels: drawn once per view, then kept. */
export function landPath(view: MapView): string {
  let path = landPaths.get(view);
  if (path === undefined) {
    const topology = land110m as unknown as Topology<{ land: GeometryCollection }>;
    path = geoPath(projectionOf(view)).digits(0)(feature(topology, topology.objects.land)) ?? "";
    landPaths.set(view, path);
  }
  return path;
}

/** The land of a view as a standalone SVG document, in the theme's colours when shown inline. */
export function landSvg(view: MapView, colours: { sea: string; land: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"><rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="${colours.sea}"/><path fill="${colours.land}" d="${landPath(view)}"/></svg>`;
}
