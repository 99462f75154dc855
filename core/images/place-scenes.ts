import { flagOf } from "./flags.ts";
import { drawPlace } from "./scene/compose.ts";
import type { Scene } from "./scene/shapes.ts";
import { type PlaceFacts, sceneHintsFor, sightHintsFor } from "./scene-hints.ts";

export type { PlaceFacts } from "./scene-hints.ts";

/** A destination's built-in picture: its landmark among houses, in its land, climate and flag. */
export function destinationScene(place: PlaceFacts): Scene {
  return drawPlace({
    seed: place.iataCode,
    hints: sceneHintsFor(place),
    flag: flagOf(place.countryCode),
    closeUp: false,
  });
}

/** A sight's built-in picture: its own landmark up close, in its city's land and climate. */
export function sightScene(sight: { id: string; nameEn: string }, city: PlaceFacts): Scene {
  return drawPlace({
    seed: sight.id,
    hints: sightHintsFor(sight, city),
    flag: flagOf(city.countryCode),
    closeUp: true,
  });
}
