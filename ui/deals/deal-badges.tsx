import { DEAL_THRESHOLDS } from "../../core/constants.ts";
import { type Dictionary, fill, useLanguage } from "../i18n/dictionary.ts";
import { Tooltip } from "../parts/tooltip.tsx";

type BadgeHints = Dictionary["deals"]["badgeHints"];

const HINT_VALUES = { hot: DEAL_THRESHOLDS.hotPercent, great: DEAL_THRESHOLDS.greatPercent.min };

/** The id of a badge's description, in the page once (BadgeHintDescriptions). */
export function badgeHintId(badge: string): string {
  return `badge-hint-${badge}`;
}

/**
 * What each badge means, once per page and hidden: every badge of every card points to it with
 * aria-describedby, so a page of 21 cards does not carry 80 copies of the same sentences.
 */
export function BadgeHintDescriptions() {
  const { t } = useLanguage();
  return (
    <div hidden>
      {Object.entries(t.deals.badgeHints).map(([badge, hint]) => (
        <span key={badge} id={badgeHintId(badge)}>
          {fill(hint, HINT_VALUES)}
        </span>
      ))}
    </div>
  );
}

/** A deal's badges with their meaning in a tooltip; "percent off" shows the rounded saving. */
export function BadgeList({ badges, savingsPercent }: { badges: readonly string[]; savingsPercent: number }) {
  const { t } = useLanguage();
  if (badges.length === 0) return null;
  const values = { ...HINT_VALUES, percent: Math.round(savingsPercent) };
  return (
    <ul className="badge-list">
      {badges.map((badge) => {
        const label = t.deals.badges[badge as keyof typeof t.deals.badges];
        const hint = t.deals.badgeHints[badge as keyof BadgeHints];
        if (!label) return null;
        const className = `badge badge--deal badge--${badge}`;
        return (
          <li key={badge} className={hint ? "tooltip" : undefined}>
            {hint ? (
              <Tooltip content={fill(hint, values)} describedBy={badgeHintId(badge)}>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a tooltip's trigger must take keyboard focus, or keyboard users never see the hint */}
                <span className={className} tabIndex={0}>
                  {fill(label, values)}
                </span>
              </Tooltip>
            ) : (
              <span className={className}>{fill(label, values)}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
