/** Copy for the forms screens; the English side is typed against the Bulgarian one. */
export const formsBg = {};

export const formsEn: typeof formsBg = {};
