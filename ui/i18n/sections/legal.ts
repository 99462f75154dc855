/** Copy for the legal screens; the English side is typed against the Bulgarian one. */
export const legalBg = {};

export const legalEn: typeof legalBg = {};
