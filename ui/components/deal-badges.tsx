import { DEAL_THRESHOLDS } from "../../core/constants.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";
import { Tooltip } from "./tooltip.tsx";

/** A deal's badges with their meaning in a tooltip; "percent off" shows the rounded saving. */
export function BadgeList({ badges, savingsPercent }: { badges: readonly string[]; savingsPercent: number }) {
  const { t } = useLanguage();
  if (badges.length === 0) return null;
  const values = {
    percent: Math.round(savingsPercent),
    hot: DEAL_THRESHOLDS.hotPercent,
    great: DEAL_THRESHOLDS.greatPercent.min,
  };
  return (
    <ul className="badge-list">
      {badges.map((badge) => {
        const label = t.deals.badges[badge as keyof typeof t.deals.badges];
        const hint = t.deals.badgeHints[badge as keyof typeof t.deals.badgeHints];
        if (!label) return null;
        const className = `badge badge--deal badge--${badge}`;
        return (
          <li key={badge}>
            {hint ? (
              <Tooltip content={fill(hint, values)}>
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
