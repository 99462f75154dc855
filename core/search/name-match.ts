/**
 * How near a typed word is to a name: exact, the start of it, or with a typo or two. Scores run
 * from 0 to 1 (core/search/resolver.ts explains what they mean).
 */

/** Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let value = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = value;
    }
  }
  return (d[rows - 1] as number[])[cols - 1] as number;
}

/** Typos tolerated in a query of `length` characters: none up to 3, one up to 6, two beyond. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length <= 6 ? 1 : 2;
}

export interface NameMatch {
  score: number;
  matchType: "exact" | "prefix" | "fuzzy";
}

/** Scores to three decimals: what the API shows and what tests compare. */
export const roundScore = (score: number) => Math.round(score * 1000) / 1000;

/** How well a folded query matches one folded name (null: not at all). */
export function matchName(query: string, name: string): NameMatch | null {
  if (!query || !name) return null;
  if (query === name) return { score: 1, matchType: "exact" };
  const n = query.length;
  let best: NameMatch | null = null;
  const consider = (score: number, matchType: NameMatch["matchType"]) => {
    if (!best || score > best.score) best = { score: roundScore(score), matchType };
  };
  // the start of the name: the more of it typed, the surer
  if (name.startsWith(query)) consider(0.55 + 0.4 * (n / name.length), "prefix");
  // the start of a later word ("heathrow" in "london heathrow"); a whole word scores 0.85
  const words = name.split(" ");
  for (let i = 1; i < words.length; i++) {
    const rest = words.slice(i).join(" ");
    if (rest === query) consider(0.85, "prefix");
    else if (rest.startsWith(query)) consider(0.5 + 0.35 * (n / rest.length), "prefix");
  }
  const typos = allowedTypos(n);
  if (typos > 0) {
    // the whole name with typos: "londn", "barcelna", "myunchen"
    const candidates = [name, ...words.slice(1).map((_, i) => words.slice(i + 1).join(" "))];
    for (const candidate of candidates) {
      if (Math.abs(candidate.length - n) > typos) continue;
      const distance = editDistance(query, candidate);
      if (distance <= typos) {
        const weight = candidate === name ? 0.9 : 0.8;
        consider(weight * (1 - distance / Math.max(n, candidate.length)), "fuzzy");
      }
    }
    // the start of the name with a typo, once enough of it is typed: "barselo"
    if (n >= 6 && name.length > n) {
      const distance = editDistance(query, name.slice(0, n));
      if (distance > 0 && distance <= (n >= 8 ? 2 : 1)) {
        consider((0.55 + 0.4 * (n / name.length)) * (1 - distance / n) * 0.9, "fuzzy");
      }
    }
  }
  return best;
}
