import type { ReactNode } from "react";
import type { DealResponse } from "../../projections/queries/deals.ts";
import { useLanguage } from "../i18n/dictionary.ts";
import { DealCard } from "./deal-card.tsx";

/** A grid of deal cards; `extra` adds a line per card (rank, urgency, weekend pattern). */
export function DealList({
  deals,
  now,
  extra,
}: {
  deals: readonly DealResponse[];
  now: string;
  extra?: (deal: DealResponse, index: number) => ReactNode;
}) {
  return (
    <ul className="deal-grid" data-testid="deal-list">
      {deals.map((deal, index) => (
        <li key={deal.id}>
          <DealCard deal={deal} now={now}>
            {extra?.(deal, index)}
          </DealCard>
        </li>
      ))}
    </ul>
  );
}

/** The spec's no-results advice: cheapest instead of direct, anytime, nearby airports, connections. */
export function NoDeals({ text }: { text?: string }) {
  const { t } = useLanguage();
  return (
    <div className="empty-state" data-testid="no-deals">
      <p>
        <strong>{text ?? t.deals.noResults.title}</strong>
      </p>
      <ul>
        {t.deals.noResults.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}
