import { z } from "zod";
import { CLICK_SOURCES } from "../../../core/clickouts/classify.ts";
import { sofiaDate } from "../../../core/time/clock.ts";
import type { AnalyticsFilters } from "../../../projections/analytics/queries.ts";
import { ANALYTICS_VIEWS } from "../../../projections/analytics/schema.ts";
import { blankAsUndefined } from "../shell/form-fields.ts";

/** The screen's default: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;
/** Longer ranges are an export's job; the charts would have bars thinner than a pixel. */
export const MAX_RANGE_DAYS = 731;

const DATE_MESSAGE = "must be a date as YYYY-MM-DD";

function isCalendarDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const dateField = (label: string) =>
  z.preprocess(
    blankAsUndefined,
    z
      .string(`${label} ${DATE_MESSAGE}`)
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} ${DATE_MESSAGE}`)
      .refine(isCalendarDate, `${label} is not a day of the calendar`)
      .optional(),
  );

const airportField = (label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? blankAsUndefined(v.trim().toUpperCase()) : v),
    z
      .string()
      .regex(/^[A-Z]{3}$/, `${label} must be a three-letter IATA code`)
      .optional(),
  );

export const analyticsQuerySchema = z
  .object({
    from: dateField("From"),
    to: dateField("To"),
    source: z.preprocess(
      blankAsUndefined,
      z.enum(CLICK_SOURCES, `Source must be one of ${CLICK_SOURCES.join(", ")}`).optional(),
    ),
    language: z.preprocess(
      blankAsUndefined,
      z.enum(["bg", "en", "unknown"], "Language must be bg, en or unknown").optional(),
    ),
    device: z.preprocess(
      blankAsUndefined,
      z
        .enum(["mobile", "tablet", "desktop", "unknown"], "Device must be mobile, tablet, desktop or unknown")
        .optional(),
    ),
    fromAirport: airportField("From airport"),
    toAirport: airportField("To airport"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "From must not be after To", path: ["from"] })
  .refine((q) => !q.from || !q.to || q.from >= addDays(q.to, -(MAX_RANGE_DAYS - 1)), {
    message: `The range may be at most ${MAX_RANGE_DAYS} days: export the view for more`,
    path: ["from"],
  });

export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The query with its range filled in: by default the 30 days up to today in Sofia. */
export function filtersOf(query: AnalyticsQuery, now: Date): AnalyticsFilters {
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_RANGE_DAYS - 1) : sofiaDate(now));
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  return {
    from,
    to,
    source: query.source,
    language: query.language,
    device: query.device,
    fromAirport: query.fromAirport,
    toAirport: query.toAirport,
  };
}

export const EXPORTABLE_VIEWS = ANALYTICS_VIEWS.map((view) => view.name);

export function isExportableView(name: string): boolean {
  return EXPORTABLE_VIEWS.includes(name);
}
