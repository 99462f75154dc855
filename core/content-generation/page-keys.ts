import type { EntityRef, GenerationKind } from "./events.ts";

/**
 * The CMS page a generated draft lands on, one per catalog entry: `destination-<IATA>` and
 * `sight-<IATA>-<English slug>`. The destination and sight screens show its live content
 * (ui/catalog/destination.tsx, sight.tsx); the screen-level pages of the seed stay as they are.
 */
export function pageKeyFor(kind: GenerationKind, entity: EntityRef): string {
  return kind === "destination" ? `destination-${entity.iata}` : `sight-${entity.iata}-${entity.sightSlug ?? ""}`;
}
