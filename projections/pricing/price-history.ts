import { TRIP_NIGHTS, WEEKEND_SHAPES } from "../../core/deals/trip-length.ts";
import type { PricingEvent } from "../../core/pricing/events.ts";
import { toBgn } from "../../core/pricing/money.ts";
import { createTablesSql, ident, type Projection } from "../projection.ts";

type FaresObserved = Extract<PricingEvent, { type: "FaresObserved" }>;

/**
 * price_history: every observed fare, one row each, keyed by the event that recorded it.
 * current_fares: the latest price of each itinerary on each date, which the home page and
 * listings read without scanning the history.
 * route_calendar: current_fares' return fares under each trip length they fit
 * (core/deals/trip-length.ts), for the price calendar's day-by-day reads of one length.
 */
export const priceHistoryProjection: Projection<FaresObserved> = {
  name: "price_history",
  // 2: the (from_airport, to_airport, price_bgn) index of the cheapest-fare reads (decision 0057)
  // 3: the (to_airport, price_bgn) and (airline, price_bgn) indexes of the catalog's "from" prices (0060)
  // 4: route_calendar, the price calendar's cells (issue 34)
  version: 4,
  eventTypes: ["FaresObserved"],
  tables: ["price_history", "current_fares", "route_calendar"],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.price_history (
        event_position      bigint NOT NULL,
        observation_index   integer NOT NULL,
        from_airport        text NOT NULL,
        to_airport          text NOT NULL,
        price               numeric(12,2) NOT NULL,
        currency            text NOT NULL DEFAULT 'BGN',
        price_bgn           numeric(12,2) NOT NULL,
        flight_date         date NOT NULL,
        return_date         date,
        departure_time      text NOT NULL,
        arrival_time        text NOT NULL,
        duration_minutes    integer NOT NULL,
        found_at            timestamptz NOT NULL,
        airline             text NOT NULL,
        airlines            text[] NOT NULL,
        is_direct_flight    boolean NOT NULL,
        stops               integer NOT NULL,
        stopover_airports   text[] NOT NULL,
        provider_flight_id  text NOT NULL,
        itinerary_signature text NOT NULL,
        stopover_bucket     integer NOT NULL DEFAULT -1,
        primary_airline_id  text,
        carrier_composition text NOT NULL DEFAULT 'single_carrier',
        PRIMARY KEY (event_position, observation_index)
      );
      CREATE INDEX ON ${s}.price_history (from_airport, to_airport, flight_date);
      CREATE INDEX ON ${s}.price_history (found_at);

      CREATE TABLE ${s}.current_fares (
        from_airport        text NOT NULL,
        to_airport          text NOT NULL,
        flight_date         date NOT NULL,
        return_date         date,
        itinerary_signature text NOT NULL,
        price               numeric(12,2) NOT NULL,
        currency            text NOT NULL,
        price_bgn           numeric(12,2) NOT NULL,
        departure_time      text NOT NULL,
        arrival_time        text NOT NULL,
        duration_minutes    integer NOT NULL,
        airline             text NOT NULL,
        airlines            text[] NOT NULL,
        is_direct_flight    boolean NOT NULL,
        stops               integer NOT NULL,
        provider_flight_id  text NOT NULL,
        found_at            timestamptz NOT NULL,
        event_position      bigint NOT NULL,
        CONSTRAINT current_fares_itinerary_key
          UNIQUE NULLS NOT DISTINCT (from_airport, to_airport, flight_date, return_date, itinerary_signature)
      );
      CREATE INDEX ON ${s}.current_fares (to_airport, flight_date);
      CREATE INDEX ON ${s}.current_fares (from_airport, to_airport, price_bgn, flight_date);
      -- a destination's or an airline's cheapest fresh fare: walk its fares cheapest first, stop at
      -- the first fresh one, without visiting the table
      CREATE INDEX ON ${s}.current_fares (to_airport, price_bgn) INCLUDE (found_at, flight_date);
      CREATE INDEX ON ${s}.current_fares (airline, price_bgn) INCLUDE (from_airport, to_airport, found_at, flight_date);

      CREATE TABLE ${s}.route_calendar (
        from_airport        text NOT NULL,
        to_airport          text NOT NULL,
        trip_length         text NOT NULL,
        flight_date         date NOT NULL,
        return_date         date NOT NULL,
        itinerary_signature text NOT NULL,
        price_bgn           numeric(12,2) NOT NULL,
        airline             text NOT NULL,
        is_direct_flight    boolean NOT NULL,
        found_at            timestamptz NOT NULL,
        event_position      bigint NOT NULL,
        PRIMARY KEY (from_airport, to_airport, trip_length, flight_date, return_date, itinerary_signature)
      );
      -- which Bulgarian airports fly to a destination
      CREATE INDEX ON ${s}.route_calendar (to_airport, from_airport);
      -- the map's cheapest fare of a route for a trip length
      CREATE INDEX ON ${s}.route_calendar (from_airport, to_airport, trip_length, price_bgn);
    `,
  ),

  async handle(tx, events, schema) {
    const s = ident(schema);
    const cols = {
      position: [] as number[],
      index: [] as number[],
      from: [] as string[],
      to: [] as string[],
      price: [] as number[],
      currency: [] as string[],
      priceBgn: [] as number[],
      date: [] as string[],
      returnDate: [] as (string | null)[],
      dep: [] as string[],
      arr: [] as string[],
      duration: [] as number[],
      foundAt: [] as string[],
      airline: [] as string[],
      airlines: [] as string[],
      direct: [] as string[],
      stops: [] as number[],
      stopovers: [] as string[],
      providerId: [] as string[],
      signature: [] as string[],
      bucket: [] as number[],
      primary: [] as string[],
      composition: [] as string[],
    };
    for (const event of events) {
      event.data.observations.forEach((o, index) => {
        cols.position.push(event.globalPosition);
        cols.index.push(index);
        cols.from.push(o.fromAirport);
        cols.to.push(o.toAirport);
        cols.price.push(o.price);
        cols.currency.push(o.currency);
        cols.priceBgn.push(toBgn(o.price, o.currency));
        cols.date.push(o.flightDate);
        cols.returnDate.push(o.returnDate);
        cols.dep.push(o.departureTime);
        cols.arr.push(o.arrivalTime);
        cols.duration.push(o.durationMinutes);
        cols.foundAt.push(o.foundAt);
        cols.airline.push(o.airline);
        // arrays of arrays do not survive unnest(); carried as JSON and unpacked in SQL
        cols.airlines.push(JSON.stringify(o.airlines));
        cols.direct.push(String(o.isDirectFlight));
        cols.stops.push(o.stops);
        cols.stopovers.push(JSON.stringify(o.stopoverAirports));
        cols.providerId.push(o.providerFlightId);
        cols.signature.push(o.itinerarySignature);
        cols.bucket.push(o.stopoverBucket);
        cols.primary.push(o.primaryAirlineId);
        cols.composition.push(o.carrierComposition);
      });
    }
    if (cols.position.length === 0) return;
    await tx.unsafe(
      `WITH input AS (
         SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::numeric[], $6::text[],
                $7::numeric[], $8::date[], $9::date[], $10::text[], $11::text[], $12::int[], $13::timestamptz[],
                $14::text[], $15::text[]::jsonb[], $16::text[]::bool[], $17::int[], $18::text[]::jsonb[], $19::text[], $20::text[],
                $21::int[], $22::text[], $23::text[])
           AS t(event_position, observation_index, from_airport, to_airport, price, currency, price_bgn,
                flight_date, return_date, departure_time, arrival_time, duration_minutes, found_at, airline,
                airlines, is_direct_flight, stops, stopover_airports, provider_flight_id, itinerary_signature,
                stopover_bucket, primary_airline_id, carrier_composition)
       ), history AS (
         INSERT INTO ${s}.price_history
         SELECT event_position, observation_index, from_airport, to_airport, price, currency, price_bgn,
                flight_date, return_date, departure_time, arrival_time, duration_minutes, found_at, airline,
                ARRAY(SELECT jsonb_array_elements_text(airlines)), is_direct_flight, stops,
                ARRAY(SELECT jsonb_array_elements_text(stopover_airports)), provider_flight_id,
                itinerary_signature, stopover_bucket, primary_airline_id, carrier_composition
           FROM input
         ON CONFLICT DO NOTHING
       ), calendar AS (
         ${calendarSql(s)}
       )
       INSERT INTO ${s}.current_fares AS c
       SELECT DISTINCT ON (from_airport, to_airport, flight_date, return_date, itinerary_signature)
              from_airport, to_airport, flight_date, return_date, itinerary_signature, price, currency,
              price_bgn, departure_time, arrival_time, duration_minutes, airline,
              ARRAY(SELECT jsonb_array_elements_text(airlines)), is_direct_flight, stops, provider_flight_id,
              found_at, event_position
         FROM input
        ORDER BY from_airport, to_airport, flight_date, return_date, itinerary_signature,
                 event_position DESC, observation_index DESC
       ON CONFLICT (from_airport, to_airport, flight_date, return_date, itinerary_signature) DO UPDATE
          SET price = EXCLUDED.price, currency = EXCLUDED.currency, price_bgn = EXCLUDED.price_bgn,
              departure_time = EXCLUDED.departure_time, arrival_time = EXCLUDED.arrival_time,
              duration_minutes = EXCLUDED.duration_minutes, airline = EXCLUDED.airline,
              airlines = EXCLUDED.airlines, is_direct_flight = EXCLUDED.is_direct_flight,
              stops = EXCLUDED.stops, provider_flight_id = EXCLUDED.provider_flight_id,
              found_at = EXCLUDED.found_at, event_position = EXCLUDED.event_position
        WHERE c.event_position <= EXCLUDED.event_position`,
      [
        cols.position,
        cols.index,
        cols.from,
        cols.to,
        cols.price,
        cols.currency,
        cols.priceBgn,
        cols.date,
        cols.returnDate,
        cols.dep,
        cols.arr,
        cols.duration,
        cols.foundAt,
        cols.airline,
        cols.airlines,
        cols.direct,
        cols.stops,
        cols.stopovers,
        cols.providerId,
        cols.signature,
        cols.bucket,
        cols.primary,
        cols.composition,
      ] as never[],
    );
  },
};

/** Which trip lengths a fare `c` fits, as (trip_length, fits) rows built from the rules' constants. */
const TRIP_LENGTH_ROWS = [
  `('weekend', (extract(isodow FROM c.flight_date)::int, c.return_date - c.flight_date) IN (${WEEKEND_SHAPES.map(
    (shape) => `(${shape.weekday}, ${shape.nights})`,
  ).join(", ")}))`,
  ...Object.entries(TRIP_NIGHTS).map(
    ([length, nights]) => `('${length}', c.return_date - c.flight_date BETWEEN ${nights.min} AND ${nights.max})`,
  ),
].join(", ");

/** The batch's return fares under each trip length they fit, the latest price of each itinerary kept. */
function calendarSql(s: string): string {
  return `INSERT INTO ${s}.route_calendar AS r
         SELECT DISTINCT ON (c.from_airport, c.to_airport, l.trip_length, c.flight_date, c.return_date, c.itinerary_signature)
                c.from_airport, c.to_airport, l.trip_length, c.flight_date, c.return_date, c.itinerary_signature,
                c.price_bgn, c.airline, c.is_direct_flight, c.found_at, c.event_position
           FROM input c
          CROSS JOIN LATERAL (VALUES ${TRIP_LENGTH_ROWS}) AS l(trip_length, fits)
          WHERE l.fits
          ORDER BY c.from_airport, c.to_airport, l.trip_length, c.flight_date, c.return_date, c.itinerary_signature,
                   c.event_position DESC, c.observation_index DESC
         ON CONFLICT (from_airport, to_airport, trip_length, flight_date, return_date, itinerary_signature) DO UPDATE
            SET price_bgn = EXCLUDED.price_bgn, airline = EXCLUDED.airline, is_direct_flight = EXCLUDED.is_direct_flight,
                found_at = EXCLUDED.found_at, event_position = EXCLUDED.event_position
          WHERE r.event_position <= EXCLUDED.event_position`;
}
