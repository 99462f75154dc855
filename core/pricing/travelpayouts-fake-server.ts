/**
 * Local stand-in for the Travelpayouts Data API (`/aviasales/v3/prices_for_dates`), for tests.
 * Listens on 127.0.0.1 with an OS-assigned port. In "ok" mode it checks the token and answers
 * with deterministic, realistic fares for the requested route and month; the other modes
 * reproduce the failures a real client has to survive.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type AnswerLater, startLocalHttpServer } from "../testing/local-http-server.ts";

export type FakeTravelpayoutsMode =
  | "ok"
  | "unauthorized"
  | "rate_limited"
  | "server_error"
  | "slow"
  | "malformed"
  | "html"
  | "partly_bad";

export interface FakeTravelpayoutsRequest {
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
}

export interface FakeTravelpayouts {
  baseUrl: string;
  requests: FakeTravelpayoutsRequest[];
  respondWith(mode: FakeTravelpayoutsMode): void;
  close(): Promise<void>;
}

/** How long "slow" mode keeps the client waiting: far beyond any test timeout. */
const SLOW_MS = 5_000;
const BGN_PER_EUR = 1.95583;

interface Template {
  day: number;
  airline: string;
  flightNumber: string;
  departs: string;
  durationTo: number;
  transfers: number;
  eur: number;
  nights: number;
  returns: string;
}

/** One month of fares: low-cost and network carriers, direct and one-stop, one red-eye past midnight. */
const TEMPLATES: readonly Template[] = [
  {
    day: 4,
    airline: "W6",
    flightNumber: "4301",
    departs: "06:10",
    durationTo: 175,
    transfers: 0,
    eur: 39,
    nights: 4,
    returns: "09:35",
  },
  {
    day: 9,
    airline: "FR",
    flightNumber: "9821",
    departs: "13:45",
    durationTo: 180,
    transfers: 0,
    eur: 27,
    nights: 7,
    returns: "17:20",
  },
  {
    day: 14,
    airline: "FB",
    flightNumber: "851",
    departs: "08:20",
    durationTo: 190,
    transfers: 0,
    eur: 112,
    nights: 5,
    returns: "12:05",
  },
  {
    day: 15,
    airline: "W6",
    flightNumber: "4305",
    departs: "22:40",
    durationTo: 185,
    transfers: 0,
    eur: 45,
    nights: 3,
    returns: "06:55",
  },
  {
    day: 21,
    airline: "LH",
    flightNumber: "1427",
    departs: "06:00",
    durationTo: 345,
    transfers: 1,
    eur: 168,
    nights: 6,
    returns: "15:40",
  },
  {
    day: 27,
    airline: "OS",
    flightNumber: "796",
    departs: "17:25",
    durationTo: 410,
    transfers: 1,
    eur: 149,
    nights: 10,
    returns: "11:15",
  },
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Last Sunday of a month (UTC day of month). */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** Sofia's offset: EEST (+03:00) from the last Sunday of March to the last Sunday of October, else EET. */
function offsetFor(year: number, month: number, day: number): string {
  const summer =
    (month > 3 && month < 10) ||
    (month === 3 && day >= lastSunday(year, 3)) ||
    (month === 10 && day < lastSunday(year, 10));
  return summer ? "+03:00" : "+02:00";
}

function addDays(year: number, month: number, day: number, days: number): [number, number, number] {
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

function localIso(year: number, month: number, day: number, hhmm: string): string {
  return `${year}-${pad(month)}-${pad(day)}T${hhmm}:00${offsetFor(year, month, day)}`;
}

function epochSeconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}

export interface FakeFareQuery {
  origin: string;
  destination: string;
  /** YYYY-MM or YYYY-MM-DD */
  departureAt: string;
  /** YYYY-MM or YYYY-MM-DD; round trips only, like the real API. */
  returnAt?: string;
  oneWay: boolean;
  direct: boolean;
  currency: string;
  limit: number;
}

/** The rows "ok" mode returns, sorted by price; exported so tests can reason about them. */
export function fakeFares(query: FakeFareQuery): Array<Record<string, unknown>> {
  const year = Number(query.departureAt.slice(0, 4));
  const month = Number(query.departureAt.slice(5, 7));
  const onlyDay = query.departureAt.length === 10 ? Number(query.departureAt.slice(8, 10)) : null;
  const currency = query.currency;
  const rate = currency === "bgn" ? BGN_PER_EUR : 1;
  const routeKey = `${query.origin}${query.destination}${year}-${pad(month)}`;

  const rows: Array<Record<string, unknown> | null> = TEMPLATES.filter(
    (t) => (onlyDay === null || t.day === onlyDay) && (!query.direct || t.transfers === 0),
  ).map((t) => {
    const factor = 0.85 + (hash(`${routeKey}${t.airline}${t.day}`) % 31) / 100;
    const oneWayPrice = t.eur * factor * rate;
    const price = Math.round(query.oneWay ? oneWayPrice : oneWayPrice * 1.8);
    const departureAt = localIso(year, month, t.day, t.departs);
    const [ry, rm, rd] = addDays(year, month, t.day, t.nights);
    const returnAt = localIso(ry, rm, rd, t.returns);
    const durationBack = t.durationTo + (t.transfers ? 25 : 10);
    const ddmm = `${pad(t.day)}${pad(month)}`;
    const searchPath = query.oneWay
      ? `${query.origin}${ddmm}${query.destination}1`
      : `${query.origin}${ddmm}${query.destination}${pad(rd)}${pad(rm)}1`;
    const ticket = `${t.airline}${epochSeconds(departureAt)}${epochSeconds(departureAt) + t.durationTo * 60}000${t.durationTo}${query.origin}${query.destination}_${hash(`${routeKey}${t.flightNumber}`).toString(16)}_${price}`;
    const row: Record<string, unknown> = {
      origin: query.origin,
      destination: query.destination,
      origin_airport: query.origin,
      destination_airport: query.destination,
      price,
      airline: t.airline,
      flight_number: t.flightNumber,
      departure_at: departureAt,
      transfers: t.transfers,
      duration: query.oneWay ? t.durationTo : t.durationTo + durationBack,
      duration_to: t.durationTo,
      link: `/search/${searchPath}?t=${ticket}&search_date=${pad(t.day)}${pad(month)}${year}&expected_price_currency=${currency}&expected_price_source=share`,
    };
    if (!query.oneWay) {
      if (query.returnAt && !returnAt.startsWith(query.returnAt)) return null;
      row.return_at = returnAt;
      row.return_transfers = t.transfers;
      row.duration_back = durationBack;
    }
    return row;
  });
  const fares = rows.filter((row): row is Record<string, unknown> => row !== null);
  fares.sort((a, b) => (a.price as number) - (b.price as number));
  return fares.slice(0, query.limit);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(text);
}

export async function startFakeTravelpayouts(options: { token: string }): Promise<FakeTravelpayouts> {
  let mode: FakeTravelpayoutsMode = "ok";
  const requests: FakeTravelpayoutsRequest[] = [];

  function answerOk(res: ServerResponse, url: URL, headers: Record<string, string>): void {
    if (url.pathname !== "/aviasales/v3/prices_for_dates") {
      sendJson(res, 404, { success: false, error: "Not Found" });
      return;
    }
    if (headers["x-access-token"] !== options.token) {
      sendJson(res, 401, { success: false, error: "Unauthorized" });
      return;
    }
    const q = url.searchParams;
    const origin = q.get("origin") ?? "";
    const destination = q.get("destination") ?? "";
    const departureAt = q.get("departure_at") ?? "";
    const returnAt = q.get("return_at") ?? undefined;
    if (!/^[A-Z]{3}$/.test(origin) || !/^[A-Z]{3}$/.test(destination)) {
      sendJson(res, 400, { success: false, error: "origin and destination must be IATA codes" });
      return;
    }
    if (!/^\d{4}-\d{2}(-\d{2})?$/.test(departureAt) || (returnAt && !/^\d{4}-\d{2}(-\d{2})?$/.test(returnAt))) {
      sendJson(res, 400, { success: false, error: "departure_at and return_at must be YYYY-MM or YYYY-MM-DD" });
      return;
    }
    const currency = (q.get("currency") ?? "rub").toLowerCase();
    const limit = Math.min(1000, Math.max(1, Number(q.get("limit") ?? 30) || 30));
    const data = fakeFares({
      origin,
      destination,
      departureAt,
      returnAt,
      oneWay: q.get("one_way") !== "false",
      direct: q.get("direct") === "true",
      currency,
      limit,
    });
    sendJson(res, 200, { success: true, data, currency });
  }

  function handle(req: IncomingMessage, res: ServerResponse, later: AnswerLater): void {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
    }
    requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), headers });

    switch (mode) {
      case "ok":
        answerOk(res, url, headers);
        return;
      case "unauthorized":
        sendJson(res, 401, { success: false, error: "Unauthorized" });
        return;
      case "rate_limited":
        sendJson(res, 429, { success: false, error: "Too Many Requests" }, { "retry-after": "17" });
        return;
      case "server_error":
        res.writeHead(502, { "content-type": "text/html" });
        res.end("<html><body><h1>502 Bad Gateway</h1></body></html>");
        return;
      case "slow":
        later(res, SLOW_MS, () => answerOk(res, url, headers));
        return;
      case "malformed":
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"success":true,"data":"nope"}');
        return;
      case "html":
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end("<!doctype html><html><head><title>Aviasales</title></head><body>Maintenance</body></html>");
        return;
      case "partly_bad": {
        const [good, bad] = fakeFares({
          origin: url.searchParams.get("origin") ?? "SOF",
          destination: url.searchParams.get("destination") ?? "LTN",
          departureAt: url.searchParams.get("departure_at") ?? "2026-03",
          oneWay: url.searchParams.get("one_way") !== "false",
          direct: false,
          currency: (url.searchParams.get("currency") ?? "eur").toLowerCase(),
          limit: 2,
        });
        const { price: _dropped, ...missingPrice } = bad ?? {};
        sendJson(res, 200, {
          success: true,
          data: [good, missingPrice],
          currency: (url.searchParams.get("currency") ?? "eur").toLowerCase(),
        });
        return;
      }
    }
  }

  const server = await startLocalHttpServer(handle);

  return {
    baseUrl: server.url,
    requests,
    respondWith(next) {
      mode = next;
    },
    close: () => server.close(),
  };
}
