/** A text for SQL LIKE/ILIKE taken literally: its %, _ and \ match themselves (LIKE's default escape is \). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (m) => `\\${m}`);
