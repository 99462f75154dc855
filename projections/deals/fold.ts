import { DEAL_EVENT_TYPES, type DealEvent, type DealSnapshot } from "../../core/deals/events.ts";
import { createTablesSql, ident, type Projection } from "../projection.ts";

const COLUMNS: Array<[column: string, field: keyof DealSnapshot]> = [
  ["destination_id", "destinationId"],
  ["from_airport", "fromAirport"],
  ["to_airport", "toAirport"],
  ["current_price", "currentPrice"],
  ["currency", "currency"],
  ["median_price", "medianPrice"],
  ["lowest_price_ever", "lowestPriceEver"],
  ["seasonal_median", "seasonalMedian"],
  ["seasonal_mean", "seasonalMean"],
  ["seasonal_stddev", "seasonalStddev"],
  ["seasonal_sample_count", "seasonalSampleCount"],
  ["savings_amount", "savingsAmount"],
  ["savings_percent", "savingsPercent"],
  ["z_score", "zScore"],
  ["deal_type", "dealType"],
  ["badges", "badges"],
  ["airline", "airline"],
  ["airlines", "airlines"],
  ["airline_name", "airlineName"],
  ["duration_minutes", "durationMinutes"],
  ["return_duration_minutes", "returnDurationMinutes"],
  ["og_image_url", "ogImageUrl"],
  ["departure_time", "departureTime"],
  ["arrival_time", "arrivalTime"],
  ["stops", "stops"],
  ["is_direct_flight", "isDirectFlight"],
  ["stopover_count", "stopoverCount"],
  ["first_stopover_code", "firstStopoverCode"],
  ["second_stopover_code", "secondStopoverCode"],
  ["flight_route", "flightRoute"],
  ["booking_url", "bookingUrl"],
  ["departure_date", "departureDate"],
  ["return_date", "returnDate"],
  ["valid_until", "validUntil"],
  ["carrier_composition", "carrierComposition"],
  ["itinerary_signature", "itinerarySignature"],
  ["primary_airline_id", "primaryAirlineId"],
  ["provider_flight_id", "providerFlightId"],
  ["found_at", "foundAt"],
];

/** "2h 05m": the language-neutral duration text of spec section 3 (screens format their own). */
function durationText(minutes: string): string {
  return `CASE WHEN ${minutes} IS NOT NULL THEN (${minutes} / 60) || 'h ' || lpad((${minutes} % 60)::text, 2, '0') || 'm' END`;
}

function row(deal: DealSnapshot): Record<string, unknown> {
  return Object.fromEntries(COLUMNS.map(([column, field]) => [column, deal[field]]));
}

/**
 * destination_deals: every deal with the fields of spec section 3, its status and short code.
 * deal_facets: how many deals are live per departure airport, destination, departure month and
 * direct/stopover, so a listing's counts are a sum over a few hundred rows, not a count over
 * every deal.
 */
export const dealsProjection: Projection<DealEvent> = {
  name: "deals",
  eventTypes: DEAL_EVENT_TYPES,
  version: 3,
  tables: ["destination_deals", "deal_facets"],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.destination_deals (
        id uuid PRIMARY KEY, short_code text NOT NULL UNIQUE, status text NOT NULL,
        destination_id text, from_airport text NOT NULL, to_airport text NOT NULL,
        current_price numeric(12,2) NOT NULL, currency text NOT NULL DEFAULT 'BGN',
        median_price numeric(12,2) NOT NULL, lowest_price_ever numeric(12,2) NOT NULL,
        seasonal_median numeric(12,2) NOT NULL, seasonal_mean numeric(12,2) NOT NULL,
        seasonal_stddev numeric(12,2) NOT NULL, seasonal_sample_count integer NOT NULL,
        savings_amount numeric(12,2) NOT NULL, savings_percent numeric(5,1) NOT NULL, z_score numeric(6,2),
        deal_type text NOT NULL, badges text[] NOT NULL, airline text NOT NULL, airlines text[] NOT NULL,
        airline_name text, duration_minutes integer NOT NULL, return_duration_minutes integer,
        outbound_duration_seconds integer GENERATED ALWAYS AS (duration_minutes * 60) STORED,
        return_duration_seconds integer GENERATED ALWAYS AS (return_duration_minutes * 60) STORED,
        outbound_duration_text text GENERATED ALWAYS AS (${durationText("duration_minutes")}) STORED,
        return_duration_text text GENERATED ALWAYS AS (${durationText("return_duration_minutes")}) STORED,
        og_image_url text, departure_time text NOT NULL, arrival_time text NOT NULL,
        stops integer NOT NULL, is_direct_flight boolean NOT NULL, stopover_count integer NOT NULL,
        first_stopover_code text, second_stopover_code text, flight_route text NOT NULL, booking_url text NOT NULL,
        departure_date date NOT NULL, return_date date, valid_until timestamptz NOT NULL,
        carrier_composition text NOT NULL DEFAULT 'single_carrier', itinerary_signature text NOT NULL,
        primary_airline_id text, provider_flight_id text NOT NULL, found_at timestamptz NOT NULL,
        detected_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, expired_at timestamptz, expiry_reason text
      );
      CREATE INDEX ON ${s}.destination_deals (status, current_price);
      CREATE INDEX ON ${s}.destination_deals (status, savings_percent DESC);
      CREATE INDEX ON ${s}.destination_deals (status, from_airport, current_price);
      CREATE INDEX ON ${s}.destination_deals (status, destination_id, current_price);
      CREATE INDEX ON ${s}.destination_deals (status, departure_date);
      CREATE INDEX ON ${s}.destination_deals (updated_at);

      CREATE TABLE ${s}.deal_facets (
        from_airport text NOT NULL, destination_id text NOT NULL, departure_month text NOT NULL,
        is_direct_flight boolean NOT NULL, live integer NOT NULL,
        PRIMARY KEY (from_airport, destination_id, departure_month, is_direct_flight)
      );
    `,
  ),

  async handle(tx, events, schema) {
    const s = ident(schema);
    const facet = (
      deal: { from_airport: string; destination_id: string | null; month: string; is_direct_flight: boolean },
      delta: number,
    ) =>
      tx.unsafe(
        `INSERT INTO ${s}.deal_facets VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (from_airport, destination_id, departure_month, is_direct_flight)
         DO UPDATE SET live = deal_facets.live + EXCLUDED.live`,
        [deal.from_airport, deal.destination_id ?? "", deal.month, deal.is_direct_flight, delta] as never[],
      );
    for (const event of events) {
      if (event.type === "DealExpired") {
        const expired = await tx.unsafe<
          { from_airport: string; destination_id: string | null; month: string; is_direct_flight: boolean }[]
        >(
          `UPDATE ${s}.destination_deals SET status = 'expired', expired_at = $2, expiry_reason = $3, updated_at = $2
            WHERE id = $1 AND status = 'active'
           RETURNING from_airport, destination_id, to_char(departure_date, 'YYYY-MM') AS month, is_direct_flight`,
          [event.data.dealId, event.createdAt, event.data.reason] as never[],
        );
        for (const deal of expired) await facet(deal, -1);
        continue;
      }
      if (event.type === "DealDetected") {
        const [existing] = await tx.unsafe<{ status: string }[]>(
          `SELECT status FROM ${s}.destination_deals WHERE id = $1`,
          [event.data.dealId] as never[],
        );
        if (existing?.status !== "active") {
          const d = event.data.deal;
          await facet(
            {
              from_airport: d.fromAirport,
              destination_id: d.destinationId,
              month: d.departureDate.slice(0, 7),
              is_direct_flight: d.isDirectFlight,
            },
            1,
          );
        }
      }
      const values = row(event.data.deal);
      const columns = Object.keys(values);
      const detected = event.type === "DealDetected";
      await tx.unsafe(
        `INSERT INTO ${s}.destination_deals (id, short_code, status, detected_at, updated_at, ${columns.join(", ")})
         SELECT $1, $2, 'active', $3, $3, ${columns.join(", ")}
           FROM json_populate_record(NULL::${s}.destination_deals, $4::text::json)
         ON CONFLICT (id) DO UPDATE SET status = 'active', updated_at = EXCLUDED.updated_at, expired_at = NULL,
           expiry_reason = NULL, ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(", ")}
           ${detected ? ", detected_at = EXCLUDED.detected_at" : ""}`,
        [event.data.dealId, detected ? event.data.shortCode : "", event.createdAt, JSON.stringify(values)] as never[],
      );
    }
  },
};
