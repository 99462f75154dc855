/** The statistics deal rules use. The projection computes the same in SQL for stored fares. */

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Median with linear interpolation between the middle values (PostgreSQL percentile_cont(0.5)). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  const low = sorted[Math.floor(middle)] as number;
  const high = sorted[Math.ceil(middle)] as number;
  return low + (high - low) * (middle - Math.floor(middle));
}

/** Sample standard deviation (n - 1), as stddev_samp; 0 for fewer than two values. */
export function stddev(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  let squares = 0;
  for (const value of values) squares += (value - m) ** 2;
  return Math.sqrt(squares / (values.length - 1));
}

/** How many standard deviations a price lies from the mean; null when the spread is zero. */
export function zScore(value: number, m: number, sd: number): number | null {
  if (!Number.isFinite(sd) || sd <= 0) return null;
  return (value - m) / sd;
}
