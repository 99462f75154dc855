import { analyticsProjection } from "./analytics/fold.ts";
import { catalogProjection } from "./catalog/fold.ts";
import { cmsContentProjection } from "./cms/content.ts";
import { cmsProjection } from "./cms/pages.ts";
import { contactProjection } from "./contact/fold.ts";
import { contentGenerationProjection } from "./content-generation/fold.ts";
import { crawlingProjection } from "./crawling/fold.ts";
import { bestDealsProjection } from "./deals/best-deals.ts";
import { dealsProjection } from "./deals/fold.ts";
import { edgePurgesProjection } from "./edge-purge/fold.ts";
import { heroProjection } from "./hero/fold.ts";
import { mediaProjection } from "./media/fold.ts";
import { newsletterProjection } from "./newsletter/fold.ts";
import { fareSourcesProjection } from "./pricing/fare-sources.ts";
import { priceHistoryProjection } from "./pricing/price-history.ts";
import { routePriceStatsProjection } from "./pricing/route-price-stats.ts";
import type { Projection } from "./projection.ts";
import { pushProjection } from "./push/fold.ts";
import { searchProjection } from "./search/fold.ts";
import { socialProjection } from "./social/fold.ts";
import { visaProjection } from "./visa/fold.ts";

/** Every read model of the product; the runner installs and keeps each one caught up. */
export const allProjections: readonly Projection[] = [
  priceHistoryProjection,
  routePriceStatsProjection,
  visaProjection,
  catalogProjection,
  dealsProjection,
  bestDealsProjection,
  crawlingProjection,
  fareSourcesProjection,
  newsletterProjection,
  pushProjection,
  contactProjection,
  cmsProjection,
  cmsContentProjection,
  contentGenerationProjection,
  mediaProjection,
  edgePurgesProjection,
  searchProjection,
  socialProjection,
  heroProjection,
  analyticsProjection,
];
