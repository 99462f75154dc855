/**
 * Fare source backed by the Travelpayouts / Aviasales Data API v3 (`prices_for_dates`).
 * The API serves cached prices per departure month, so a query window is fetched
 * one month at a time and trimmed to the requested dates.
 */
import { z } from "zod";
import type { Logger } from "../log/logger.ts";
import { cheapestFares, type FareQuery, type FareSource, fitsQuery } from "./fare.ts";
import {
  describeNetworkError,
  FareSourceError,
  type FareSourceErrorCode,
  parseRetryAfter,
} from "./fare-source-error.ts";
import {
  DATE,
  envelopeSchema,
  monthsBetween,
  rowSchema,
  type TravelpayoutsFareObservation,
  toObservation,
} from "./travelpayouts-rows.ts";

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

const DEFAULT_BASE_URL = "https://api.travelpayouts.com";
const PATH = "/aviasales/v3/prices_for_dates";
/** The API refuses larger pages. */
const MAX_LIMIT = 1000;

export function createTravelpayoutsFareSource(options: TravelpayoutsFareSourceOptions): FareSource {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  const market = options.market ?? "bg";
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? (() => new Date());
  const logger = options.logger;
  const { token, marker } = options;

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
            ? toObservation(parsed.data, query, foundAt, marker)
            : z.prettifyError(parsed.error).replaceAll("\n", " ");
          if (typeof fare === "string") {
            logger.debug("travelpayouts row dropped", { route, month, index, reason: fare });
            return;
          }
          if (!fitsQuery(fare, query)) return;
          fares.push(fare);
        });
      }
      return cheapestFares(fares, limit);
    },
  };
}
