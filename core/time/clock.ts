import { DAY_MS, SITE_TIME_ZONE } from "../constants.ts";
/**
 * The clock, as an input: every screen, API and job that asks what day it is takes one, so a
 * test can run on a Tuesday in November or on Christmas Eve whatever day it really is.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The date in Sofia at an instant: deals "after today" are counted from the traveller's date. */
export function sofiaDate(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE }).format(at);
}

/** The Sofia date of the day before `at`'s: where "since yesterday" counts from. */
export function sofiaYesterday(at: Date): string {
  return sofiaDate(new Date(at.getTime() - DAY_MS));
}

/** A clock stopped at one instant (tests, replays). */
export function fixedClock(at: Date | string): Clock {
  const instant = new Date(at);
  return () => new Date(instant);
}
