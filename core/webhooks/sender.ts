import { DELIVERY_TIMEOUT_MS } from "./delivery.ts";

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** What came back: the status, or why nothing did (refused, timed out). */
export type WebhookResponse = { ok: boolean; status: number | null; error: string | null };

/** The port deliveries leave through; the built-in one is plain HTTP. */
export type WebhookSender = (request: WebhookRequest) => Promise<WebhookResponse>;

/**
 * POSTs with fetch: 2xx is delivered, anything else (a status, a refused connection, no answer
 * in DELIVERY_TIMEOUT_MS) a failure to try again. Redirects are not followed: an endpoint that
 * moved is re-registered by its owner, and a redirect could lead the payload anywhere.
 */
export function httpWebhookSender(timeoutMs = DELIVERY_TIMEOUT_MS): WebhookSender {
  return async ({ url, body, headers }) => {
    try {
      const response = await fetch(url, {
        method: "POST",
        body,
        headers: { "content-type": "application/json", "user-agent": "flydealsbg-webhooks/1", ...headers },
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      // the answer's body is not ours to keep; read it away so the connection is freed
      await response.arrayBuffer().catch(() => undefined);
      const ok = response.status >= 200 && response.status < 300;
      return { ok, status: response.status, error: ok ? null : `HTTP ${response.status}` };
    } catch (error) {
      const name = (error as { name?: string }).name;
      const message =
        name === "TimeoutError" ? `no answer in ${timeoutMs / 1000} s` : String((error as Error).message ?? error);
      return { ok: false, status: null, error: message.slice(0, 300) };
    }
  };
}
