/**
 * The clock, as an input: every screen, API and job that asks what day it is takes one, so a
 * test can run on a Tuesday in November or on Christmas Eve whatever day it really is.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock stopped at one instant (tests, replays). */
export function fixedClock(at: Date | string): Clock {
  const instant = new Date(at);
  return () => new Date(instant);
}
