import type { CheapestFare } from "../../projections/pricing/fares.ts";
import { FareCard } from "./fare-card.tsx";

/** A grid of fare cards, or the page's own empty-state text when there are none. */
export function FareList({ fares, now, empty }: { fares: readonly CheapestFare[]; now: string; empty: string }) {
  if (fares.length === 0) {
    return (
      <p className="empty-state" data-testid="fare-list-empty">
        {empty}
      </p>
    );
  }
  return (
    <ul className="fare-grid" data-testid="fare-list">
      {fares.map((fare) => (
        <li key={`${fare.fromAirport}-${fare.toAirport}`}>
          <FareCard fare={fare} now={now} />
        </li>
      ))}
    </ul>
  );
}
