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
