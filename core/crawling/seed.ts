import { DESTINATIONS } from "../catalog/data/index.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { Logger } from "../log/logger.ts";
import { isConnectionOnly, SIMULATED_ROUTES } from "../pricing/simulated-routes.ts";
import { CONNECTION_CADENCE_MINUTES } from "./budget.ts";
import { runBindingCommand, runProfileCommand } from "./service.ts";

const ORIGIN_NAMES: Record<string, string> = { SOF: "Sofia", VAR: "Varna", BOJ: "Burgas", PDV: "Plovdiv" };

/**
 * One profile per Bulgarian airport ("round trips, 1-360 days ahead") bound to every destination
 * flown from it, so crawling starts with sensible coverage; admins edit them afterwards.
 */
export async function seedSearchProfiles(store: EventStore, logger: Logger, now = new Date()): Promise<number> {
  let bindings = 0;
  for (const [origin, name] of Object.entries(ORIGIN_NAMES)) {
    const profileId = `default-${origin.toLowerCase()}`;
    await runProfileCommand(
      store,
      {
        type: "CreateProfile",
        profileId,
        input: {
          label: `From ${name}: round trips to every destination`,
          useCase: "deal detection",
          params: {
            origin,
            dateType: "relative",
            departureDaysFromNow: 1,
            departureDaysToNow: 360,
            nightsFrom: 3,
            nightsTo: 14,
          },
        },
      },
      { actor: "system:seed" },
    );
    for (const { city, connectionOnly } of seededBindings(origin)) {
      const result = await runBindingCommand(
        store,
        {
          type: "CreateBinding",
          bindingId: `${profileId}-${city.toLowerCase()}`,
          input: {
            profileId,
            scope: "destination",
            destinationIata: city,
            // within the crawl budget (budget.ts): places reached only by connection less often
            ...(connectionOnly ? { cadenceOverrideMinutes: CONNECTION_CADENCE_MINUTES } : {}),
          },
          at: now.toISOString(),
        },
        { actor: "system:seed" },
      ).catch(() => ({ events: [] }));
      bindings += result.events.length;
    }
  }
  logger.info("search profiles seeded", { profiles: Object.keys(ORIGIN_NAMES).length, bindings });
  return bindings;
}

/** The cities an origin's profile is bound to, and whether each is reached only by connection. */
export function seededBindings(origin: string): Array<{ city: string; connectionOnly: boolean }> {
  const cityOfAirport = new Map(DESTINATIONS.flatMap((d) => d.airports.map((a) => [a, d.iataCode] as const)));
  const cities = new Map<string, boolean>();
  for (const route of SIMULATED_ROUTES.filter((r) => r.from === origin)) {
    const city = cityOfAirport.get(route.to);
    if (city) cities.set(city, (cities.get(city) ?? true) && isConnectionOnly(route));
  }
  return [...cities.keys()].sort().map((city) => ({ city, connectionOnly: cities.get(city) === true }));
}
