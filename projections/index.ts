import { analyticsProjection } from "./analytics.ts";
import { bestDealsProjection } from "./best-deals.ts";
import { catalogProjection } from "./catalog.ts";
import { cmsProjection } from "./cms.ts";
import { cmsContentProjection } from "./cms-content.ts";
import { contactProjection } from "./contact.ts";
import { contentGenerationProjection } from "./content-generation.ts";
import { crawlingProjection } from "./crawling.ts";
import { dealsProjection } from "./deals.ts";
import { edgePurgesProjection } from "./edge-purges.ts";
import { fareSourcesProjection } from "./fare-sources.ts";
import { heroProjection } from "./hero.ts";
import { mediaProjection } from "./media.ts";
import { newsletterProjection } from "./newsletter.ts";
import { priceHistoryProjection } from "./price-history.ts";
import type { Projection } from "./projection.ts";
import { routePriceStatsProjection } from "./route-price-stats.ts";
import { searchProjection } from "./search.ts";
import { socialProjection } from "./social.ts";
import { visaProjection } from "./visa.ts";

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
