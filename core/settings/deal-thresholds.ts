import { DEAL_THRESHOLDS } from "../constants.ts";
import type { DealRuleThresholds } from "../deals/rules.ts";
import type { SystemSettings } from "./schema.ts";

/** Deal detection's thresholds as the admin set them; those not in the settings keep spec section 9's values. */
export function dealRuleThresholds(settings: SystemSettings): DealRuleThresholds {
  const t = settings.dealThresholds;
  return {
    ...DEAL_THRESHOLDS,
    standardPercent: { min: t.standardMinPercent, max: t.standardMaxPercent },
    greatPercent: { min: t.greatMinPercent, max: t.greatMaxPercent },
    hotPercent: t.hotPercent,
    lowestEverTolerance: t.lowestEverTolerance,
    minSeasonalSamples: t.minSeasonalSamples,
    statisticalZThreshold: t.statisticalZThreshold,
    minAbsoluteSavings: t.minAbsoluteSavings,
    minSavingsPercent: t.minSavingsPercent,
  };
}
