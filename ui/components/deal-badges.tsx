import { DEAL_THRESHOLDS } from "../../core/constants.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";

/** A deal's badges with their meaning as a tooltip; "percent off" shows the rounded saving. */
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
        return (
          <li key={badge} className={`badge badge--deal badge--${badge}`} title={hint ? fill(hint, values) : undefined}>
            {fill(label, values)}
          </li>
        );
      })}
    </ul>
  );
}
