/**
 * Whether the fares the site shows are real (issue 30, part 1; decision 0087). With the built-in
 * simulated source they are made up for demonstration, and every page, link, mail, feed and post
 * that shows one says so; with a real source (Travelpayouts) nothing does.
 */
export type FareMode = "demo" | "live";

export const FARE_SOURCES = ["simulated", "travelpayouts"] as const;
export type FareSourceName = (typeof FARE_SOURCES)[number];

export function fareModeOf(source: FareSourceName): FareMode {
  return source === "simulated" ? "demo" : "live";
}

/**
 * The mode where none was handed over (a test, a tool): demo, since calling a real fare "demo"
 * misleads nobody and the reverse does.
 */
export function fareModeOr(mode: FareMode | undefined): FareMode {
  return mode ?? "demo";
}
