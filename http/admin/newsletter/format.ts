// How the newsletter screens print counts and airport lists.
export const number = (n: number | null | undefined) => (n === null || n === undefined ? "—" : n.toLocaleString("en"));
export const airportList = (codes: readonly string[]) => codes.join(", ");
