import { z } from "zod";
import { BULGARIAN_AIRPORTS } from "../constants.ts";
import { isMonth } from "../deals/month-grid.ts";
import { TRIP_LENGTHS } from "../deals/trip-length.ts";
import { MAP_VIEWS } from "../geo/map-views.ts";

/** Any return trip, whatever its length: the map's default. */
export const ANY_LENGTH = "any";

/** More pages than 300 destinations make: a made-up page number goes, rather than an empty list. */
const MAX_LIST_PAGE = 50;

/** The largest budget the map's form takes, in the currency shown first. */
export const MAX_BUDGET = 10_000;

/**
 * The map's filters as its address carries them: the airport, the trip length (or any), a month
 * (or any), a budget in the currency shown first, direct flights only.
 */
export const mapQuery = z.object({
  from: z.enum(BULGARIAN_AIRPORTS).default("SOF"),
  nights: z.enum([...TRIP_LENGTHS, ANY_LENGTH]).default(ANY_LENGTH),
  month: z.string().refine(isMonth).optional(),
  budget: z.coerce.number().int().min(1).max(MAX_BUDGET).optional(),
  direct: z.literal("1").optional(),
  /** Which part of the world the map shows; the page chooses when the address does not. */
  view: z.enum(MAP_VIEWS).optional(),
  /** The page of the list beside the map (the map shows every destination). */
  page: z.coerce.number().int().min(2).max(MAX_LIST_PAGE).optional(),
});

export type MapQuery = z.output<typeof mapQuery>;
export const MAP_QUERY_DEFAULTS = { from: "SOF", nights: ANY_LENGTH } as const;
