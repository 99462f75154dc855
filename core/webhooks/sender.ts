import { request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import {
  AddressRefused,
  allowedAddresses,
  type NetworkPolicy,
  PUBLIC_NETWORKS_ONLY,
  type ResolvedAddress,
} from "./address-policy.ts";
import { DELIVERY_TIMEOUT_MS } from "./delivery.ts";

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * What came back: the status, or why nothing did. `error` is what the admin screen shows: the
 * status class and the kind of failure, never the network's own words, which would tell which
 * ports are open where.
 */
export type WebhookResponse = { ok: boolean; status: number | null; error: string | null };

/** The port deliveries leave through; the built-in one is plain HTTP(S). */
export type WebhookSender = (request: WebhookRequest) => Promise<WebhookResponse>;

/** The socket connects to the addresses that were checked, never to a second answer of the DNS. */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const first = addresses[0] as ResolvedAddress;
    if (options.all) (callback as (e: null, all: ResolvedAddress[]) => void)(null, [...addresses]);
    else callback(null, first.address, first.family);
  };
}

function post(
  target: URL,
  body: string,
  headers: OutgoingHttpHeaders,
  lookup: LookupFunction,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    const request = send(
      target,
      { method: "POST", headers, lookup, signal: AbortSignal.timeout(timeoutMs) },
      (response) => {
        // the answer's body is not ours to keep; read it away so the connection is freed
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** A receiver's answer as the admin screen shows it: its class, which maps no ports. */
export function statusClass(status: number): string {
  const kind = `HTTP ${Math.floor(status / 100)}xx`;
  return status >= 300 && status < 400 ? `${kind} (redirects are not followed)` : kind;
}

/**
 * POSTs the delivery: 2xx is delivered, anything else (a status, a refused connection, no answer
 * in `timeoutMs`) a failure to try again. The host is resolved and checked before each attempt
 * (./address-policy.ts) and the connection made to the address checked. Redirects are not
 * followed: an endpoint that moved is re-registered by its owner, and a redirect could lead the
 * payload anywhere.
 */
export function httpWebhookSender(options: { timeoutMs?: number; network?: NetworkPolicy } = {}): WebhookSender {
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const network = options.network ?? PUBLIC_NETWORKS_ONLY;
  return async ({ url, body, headers }) => {
    const target = new URL(url);
    try {
      const addresses = await allowedAddresses(target.hostname, network);
      const status = await post(
        target,
        body,
        {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": "flydealsbg-webhooks/1",
          ...headers,
        },
        pinnedLookup(addresses),
        timeoutMs,
      );
      const ok = status >= 200 && status < 300;
      return { ok, status, error: ok ? null : statusClass(status) };
    } catch (error) {
      if (error instanceof AddressRefused) return { ok: false, status: null, error: `not sent: ${error.message}` };
      const timedOut = (error as { name?: string }).name === "AbortError";
      return { ok: false, status: null, error: timedOut ? `no answer in ${timeoutMs / 1000} s` : "could not connect" };
    }
  };
}
