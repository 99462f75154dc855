import { DESTINATIONS, SIGHTS, type SightSeed } from "../catalog/data/index.ts";
import type { DestinationSeed } from "../catalog/data/schema.ts";
import { DomainError } from "../eventstore/decider.ts";
import type { EntityRef, GenerationKind } from "./events.ts";
import { pageKeyFor } from "./page-keys.ts";

export { pageKeyFor };

export type GenerationTarget =
  | { kind: "destination"; pageKey: string; entity: EntityRef; destination: DestinationSeed }
  | { kind: "sight"; pageKey: string; entity: EntityRef; destination: DestinationSeed; sight: SightSeed };

const notFound = (message: string) => new DomainError("entity_not_found", message, 404);

/** The catalog entry a request names, or a 404 that says which part is unknown. */
export function findTarget(kind: GenerationKind, entity: EntityRef): GenerationTarget {
  const destination = DESTINATIONS.find((d) => d.iataCode === entity.iata);
  if (!destination) throw notFound(`The catalog has no destination ${entity.iata}`);
  if (kind === "destination")
    return { kind, pageKey: pageKeyFor(kind, entity), entity: { iata: entity.iata }, destination };
  const sight = SIGHTS.find((s) => s.destinationIata === entity.iata && s.slug.en === entity.sightSlug);
  if (!sight) throw notFound(`The catalog has no sight "${entity.sightSlug ?? ""}" in ${destination.cityEn}`);
  return {
    kind,
    pageKey: pageKeyFor(kind, entity),
    entity: { iata: entity.iata, sightSlug: sight.slug.en },
    destination,
    sight,
  };
}

/** Every catalog entry a draft can be generated for, destinations first, for the admin's picker. */
export function generationTargets(): Array<{ kind: GenerationKind; entity: EntityRef; label: string }> {
  return [
    ...DESTINATIONS.map((d) => ({
      kind: "destination" as const,
      entity: { iata: d.iataCode },
      label: `${d.cityEn} (${d.iataCode})`,
    })),
    ...SIGHTS.map((s) => ({
      kind: "sight" as const,
      entity: { iata: s.destinationIata, sightSlug: s.slug.en },
      label: `${s.name.en} · ${s.destinationIata}`,
    })),
  ];
}
