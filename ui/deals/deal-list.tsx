import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useLanguage } from "../i18n/dictionary.ts";
import { followInAppLinks } from "../site/in-app-links.ts";
import { DealCard } from "./deal-card.tsx";
import type { DealCardData } from "./deal-card-data.ts";

/** A grid of deal cards; `extra` adds a line per card (rank, urgency, weekend pattern). */
export function DealList({
  deals,
  now,
  extra,
}: {
  deals: readonly DealCardData[];
  now: string;
  extra?: (deal: DealCardData, index: number) => ReactNode;
}) {
  const navigate = useNavigate();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the handler only follows the links inside, which take Enter as a click
    <ul className="deal-grid" data-testid="deal-list" onClick={(event) => followInAppLinks(event, navigate)}>
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
export function NoDeals({
  text,
  nearest,
}: {
  text?: string;
  /** Deals to show instead of a blank: the nearest ones outside what was asked. */
  nearest?: { deals: readonly DealCardData[]; now: string; allDealsHref: string };
}) {
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
      {nearest && nearest.deals.length > 0 && (
        <section className="empty-state__nearest" aria-labelledby="nearest-deals">
          <h2 id="nearest-deals">{t.deals.noResults.nearest}</h2>
          <DealList deals={nearest.deals} now={nearest.now} />
          <p>
            <Link to={nearest.allDealsHref}>{t.deals.noResults.anytime}</Link>
          </p>
        </section>
      )}
    </div>
  );
}
