import type { cmsBg } from "./cms.bg.ts";

/** The English side of ./cms.bg.ts, typed against the Bulgarian one. */
export const cmsEn: typeof cmsBg = {
  previewBanner: "Draft preview",
  previewNote: "This is how the page will look once published. Visitors cannot see it yet.",
  previewSnapshot: "version {snapshot}",
  emptyPreview: "This page has no content yet.",
  dealsEmpty: "No deals match right now. See all deals.",
  allDeals: "All deals",
};
