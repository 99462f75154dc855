/**
 * The trip lengths a traveller picks on the price calendar: a weekend (the shapes of
 * WEEKEND_PATTERNS), three to five nights, about a week, about two weeks. A return fare belongs to
 * every length its nights fit, so a Friday-to-Monday trip is both a weekend and a short trip.
 */
import { dayNumber, isoWeekday } from "./bulgarian-holidays.ts";
import { WEEKEND_PATTERNS } from "./calendar.ts";

export const TRIP_LENGTHS = ["weekend", "short", "week", "fortnight"] as const;
export type TripLength = (typeof TRIP_LENGTHS)[number];

/** What the calendar shows when the traveller has not chosen. */
export const DEFAULT_TRIP_LENGTH: TripLength = "short";

/** Nights away, both ends included, of the lengths other than the weekend. */
export const TRIP_NIGHTS: Record<Exclude<TripLength, "weekend">, { min: number; max: number }> = {
  short: { min: 3, max: 5 },
  week: { min: 6, max: 8 },
  fortnight: { min: 13, max: 15 },
};

/** The (ISO weekday of departure, nights) of each weekend shape. */
export const WEEKEND_SHAPES: ReadonlyArray<{ weekday: number; nights: number }> = Object.values(WEEKEND_PATTERNS).map(
  (shape) => ({ weekday: shape.departureWeekday, nights: shape.nights }),
);

export function isTripLength(value: unknown): value is TripLength {
  return typeof value === "string" && (TRIP_LENGTHS as readonly string[]).includes(value);
}

/** Every trip length a return trip fits; none for a one-way fare. */
export function tripLengthsOf(departureDate: string, returnDate: string | null): TripLength[] {
  if (returnDate === null) return [];
  const nights = dayNumber(returnDate) - dayNumber(departureDate);
  const weekday = isoWeekday(departureDate);
  const lengths: TripLength[] = [];
  if (WEEKEND_SHAPES.some((shape) => shape.weekday === weekday && shape.nights === nights)) lengths.push("weekend");
  for (const [length, range] of Object.entries(TRIP_NIGHTS) as Array<[TripLength, { min: number; max: number }]>) {
    if (nights >= range.min && nights <= range.max) lengths.push(length);
  }
  return lengths;
}
