/**
 * Copy around the pages an editor writes in /nimda (ui/cms): the preview banner and the few words
 * a page needs that the editor does not write. The English side is typed against the Bulgarian one.
 */
export const cmsBg = {
  previewBanner: "Преглед на чернова",
  previewNote: "Така ще изглежда страницата след публикуване. Тя все още не е видима за посетителите.",
  previewSnapshot: "версия {snapshot}",
  emptyPreview: "Страницата още няма съдържание.",
  dealsEmpty: "В момента няма оферти, които да отговарят. Вижте всички оферти.",
  allDeals: "Всички оферти",
};

export const cmsEn: typeof cmsBg = {
  previewBanner: "Draft preview",
  previewNote: "This is how the page will look once published. Visitors cannot see it yet.",
  previewSnapshot: "version {snapshot}",
  emptyPreview: "This page has no content yet.",
  dealsEmpty: "No deals match right now. See all deals.",
  allDeals: "All deals",
};
