/**
 * Fare source backed by the Travelpayouts / Aviasales Data API v3 (`prices_for_dates`).
 * The API serves cached prices per departure month, so a query window is fetched
 * one month at a time and trimmed to the requested dates.
 */
import { z } from "zod";
import type { Logger } from "../log/logger.ts";
import { type FareObservation, type FareQuery, type FareSource, fitsQuery } from "./fare.ts";
import { roundPrice } from "./money.ts";

export interface TravelpayoutsFareSourceOptions {
  token: string;
  /** Affiliate marker appended to booking links. */
  marker: string;
  /** Default https://api.travelpayouts.com */
  baseUrl?: string;
  /** Market (country) whose cache is searched; default "bg". */
  market?: string;
  /** Per-request timeout, default 10000. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  logger: Logger;
  now?: () => Date;
}

/** A FareObservation plus the affiliate link to book it; still assignable to FareObservation. */
export interface TravelpayoutsFareObservation extends FareObservation {
  bookingUrl: string;
}

export type FareSourceErrorCode =
  | "unauthorized"
  | "rate_limited"
  | "server_error"
  | "timeout"
  | "bad_response"
  | "network";

export class FareSourceError extends Error {
  override readonly name = "FareSourceError";
  readonly code: FareSourceErrorCode;
  readonly status?: number;
  readonly retryAfterSeconds?: number;

  constructor(
    code: FareSourceErrorCode,
    message: string,
    details: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    if (details.status !== undefined) this.status = details.status;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

const DEFAULT_BASE_URL = "https://api.travelpayouts.com";
const PATH = "/aviasales/v3/prices_for_dates";
/** The API refuses larger pages. */
const MAX_LIMIT = 1000;

/** Affiliate booking URL for an API `link` (a path on aviasales, possibly with a query string). */
export function bookingUrlFor(link: string, marker: string): string {
  return `https://www.aviasales.com${link}${link.includes("?") ? "&" : "?"}marker=${encodeURIComponent(marker)}`;
}

/** `2026-03-15T06:35:00+02:00` -> date and local clock as written (the offset is the airport's). */
const LOCAL_ISO = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const envelopeSchema = z.object({
  success: z.boolean(),
  data: z.array(z.unknown()),
  currency: z.string().optional(),
  error: z.string().nullish(),
});

const minutes = z.number().int().nonnegative();

const rowSchema = z
  .object({
    origin: z.string().min(2),
    destination: z.string().min(2),
    origin_airport: z.string().optional(),
    destination_airport: z.string().optional(),
    price: z.number().positive(),
    airline: z.string().regex(/^[A-Z0-9]{2}$/),
    flight_number: z.union([z.string().min(1), z.number().int().nonnegative()]),
    departure_at: z.string().regex(LOCAL_ISO),
    return_at: z.string().nullish(),
    transfers: z.number().int().nonnegative(),
    return_transfers: z.number().int().nonnegative().nullish(),
    duration: minutes.nullish(),
    duration_to: minutes.nullish(),
    duration_back: minutes.nullish(),
    link: z.string().startsWith("/"),
  })
  .refine((row) => row.duration_to != null || row.duration != null, { message: "duration_to or duration required" });

type Row = z.infer<typeof rowSchema>;

function clock(totalMinutes: number): string {
  const m = ((totalMinutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** YYYY-MM of every month touched by [from, to]. */
function monthsBetween(from: string, to: string): string[] {
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const lastYear = Number(to.slice(0, 4));
  const lastMonth = Number(to.slice(5, 7));
  const months: string[] = [];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, "0")}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** Retry-After is either delta-seconds or an HTTP date. */
function parseRetryAfter(header: string | null, now: Date): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** undici reports "fetch failed" and hides the useful part (ECONNREFUSED, ENOTFOUND) in `cause`. */
function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : "";
  return cause ? `${error.message}: ${cause}` : error.message;
}

export function createTravelpayoutsFareSource(options: TravelpayoutsFareSourceOptions): FareSource {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  const market = options.market ?? "bg";
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? (() => new Date());
  const logger = options.logger;
  const { token, marker } = options;

  function toObservation(row: Row, query: FareQuery, foundAt: string): TravelpayoutsFareObservation | string {
    const departure = LOCAL_ISO.exec(row.departure_at);
    if (!departure) return "departure_at is not an ISO timestamp";
    const [, departureDate = "", hours = "00", mins = "00"] = departure;
    let returnDate: string | null = null;
    if (!query.oneWay) {
      const returning = row.return_at ? LOCAL_ISO.exec(row.return_at) : null;
      returnDate = returning?.[1] ?? (row.return_at && DATE.test(row.return_at) ? row.return_at : null);
      if (!returnDate) return "return_at missing on a round trip";
      if (returnDate < departureDate) return "return_at before departure_at";
    }
    const durationMinutes = (row.duration_to ?? row.duration) as number;
    const departureMinute = Number(hours) * 60 + Number(mins);
    const from = row.origin_airport || row.origin;
    const to = row.destination_airport || row.destination;
    const flightNumber = String(row.flight_number);
    const signature = `${from}-${row.airline} ${flightNumber}-${to}`;
    return {
      fromAirport: from,
      toAirport: to,
      price: roundPrice(row.price),
      currency: query.currency,
      departureDate,
      returnDate,
      departureTime: clock(departureMinute),
      arrivalTime: clock(departureMinute + durationMinutes),
      durationMinutes,
      returnDurationMinutes: query.oneWay ? null : (row.duration_back ?? null),
      airline: row.airline,
      airlines: [row.airline],
      stops: row.transfers,
      isDirectFlight: row.transfers === 0,
      // The API names neither the stopover airports nor the connecting flights.
      stopoverAirports: [],
      providerFlightId: [
        "tp",
        `${row.airline}${flightNumber}`,
        departureDate,
        ...(returnDate ? [returnDate] : []),
      ].join("-"),
      itinerarySignature: row.transfers > 0 ? `${signature}-T${row.transfers}` : signature,
      foundAt,
      bookingUrl: bookingUrlFor(row.link, marker),
    };
  }

  async function fetchMonth(
    query: FareQuery,
    month: string,
    limit: number,
    signal: AbortSignal | undefined,
  ): Promise<unknown[]> {
    signal?.throwIfAborted();
    const route = `${query.origin}-${query.destination}`;
    const params = new URLSearchParams({
      origin: query.origin,
      destination: query.destination,
      departure_at: month,
    });
    // No return_at on round trips: the API then answers with any return date, so a trip that
    // leaves on the 28th and comes back in the next month is not lost.
    params.set("one_way", query.oneWay ? "true" : "false");
    params.set("direct", "false");
    params.set("sorting", "price");
    params.set("limit", String(limit));
    params.set("page", "1");
    params.set("currency", query.currency.toLowerCase());
    params.set("market", market);
    const url = `${baseUrl}${PATH}?${params}`;

    const fail = (
      code: FareSourceErrorCode,
      message: string,
      status?: number,
      extra: { retryAfterSeconds?: number; cause?: unknown } = {},
    ) => {
      const error = new FareSourceError(code, `travelpayouts ${route} ${month}: ${message}`, {
        status,
        retryAfterSeconds: extra.retryAfterSeconds,
        cause: extra.cause,
      });
      logger.warn("travelpayouts request failed", {
        route,
        month,
        status: status ?? null,
        code,
        reason: message,
        ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      });
      return error;
    };

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException(`timed out after ${timeoutMs} ms`, "TimeoutError"));
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener("abort", onCallerAbort, { once: true });

    const fetchImpl = options.fetch ?? globalThis.fetch;
    let status: number;
    let retryAfterHeader: string | null;
    let body: string;
    try {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: "GET",
          headers: { "X-Access-Token": token, Accept: "application/json" },
          signal: controller.signal,
        });
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (timedOut) throw fail("timeout", `no response within ${timeoutMs} ms`);
        throw fail("network", describeNetworkError(error), undefined, { cause: error });
      }
      status = response.status;
      retryAfterHeader = response.headers.get("retry-after");
      try {
        body = await response.text();
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (timedOut) throw fail("timeout", `body not read within ${timeoutMs} ms`, status);
        throw fail("network", `reading body failed: ${describeNetworkError(error)}`, status, { cause: error });
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onCallerAbort);
    }

    if (status === 401 || status === 403) throw fail("unauthorized", "token rejected", status);
    if (status === 429) {
      const retryAfterSeconds = parseRetryAfter(retryAfterHeader, now());
      throw fail("rate_limited", "rate limited", status, { retryAfterSeconds });
    }
    if (status >= 500) throw fail("server_error", `server error ${status}`, status);

    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw fail("bad_response", `body is not JSON (${status})`, status);
    }
    if (status < 200 || status >= 300) {
      const apiError = (json as { error?: unknown } | null)?.error;
      throw fail(
        "bad_response",
        `unexpected status ${status}${typeof apiError === "string" ? `: ${apiError}` : ""}`,
        status,
      );
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      throw fail(
        "bad_response",
        `unexpected body shape: ${z.prettifyError(envelope.error).replaceAll("\n", " ")}`,
        status,
      );
    }
    if (!envelope.data.success) {
      throw fail("bad_response", `success:false${envelope.data.error ? `: ${envelope.data.error}` : ""}`, status);
    }
    const currency = envelope.data.currency;
    if (currency && currency.toLowerCase() !== query.currency.toLowerCase()) {
      throw fail("bad_response", `prices in ${currency}, asked for ${query.currency}`, status);
    }
    return envelope.data.data;
  }

  return {
    name: "travelpayouts",
    async search(query: FareQuery, signal?: AbortSignal): Promise<TravelpayoutsFareObservation[]> {
      signal?.throwIfAborted();
      if (!DATE.test(query.departFrom) || !DATE.test(query.departTo)) {
        throw new RangeError(`departFrom/departTo must be YYYY-MM-DD, got ${query.departFrom}..${query.departTo}`);
      }
      const limit = Math.min(Math.floor(query.limit), MAX_LIMIT);
      if (limit <= 0 || query.departTo < query.departFrom) return [];

      const route = `${query.origin}-${query.destination}`;
      const fares: TravelpayoutsFareObservation[] = [];
      for (const month of monthsBetween(query.departFrom, query.departTo)) {
        const rows = await fetchMonth(query, month, limit, signal);
        const foundAt = now().toISOString();
        rows.forEach((raw, index) => {
          const parsed = rowSchema.safeParse(raw);
          const fare = parsed.success
            ? toObservation(parsed.data, query, foundAt)
            : z.prettifyError(parsed.error).replaceAll("\n", " ");
          if (typeof fare === "string") {
            logger.debug("travelpayouts row dropped", { route, month, index, reason: fare });
            return;
          }
          if (!fitsQuery(fare, query)) return;
          fares.push(fare);
        });
      }
      fares.sort(
        (a, b) =>
          a.price - b.price ||
          a.departureDate.localeCompare(b.departureDate) ||
          a.itinerarySignature.localeCompare(b.itinerarySignature),
      );
      return fares.slice(0, limit);
    },
  };
}
